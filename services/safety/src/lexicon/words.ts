/** Word groups shared by the English rules (regular-expression source, non-capturing). */

/** People who can hurt or be hurt: family, partners, carers, adults in charge, strangers. */
export const WHO =
  '(?:he|she|they|(?:(?:my|our|moms|mums|dads|his|her|the) )?(?:partner|boyfriend|girlfriend|bf|gf|husband|wife|fiance|fiancee|ex|spouse|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|step dad|step mom|parents?|uncle|aunt|grandpa|grandfather|grandma|grandmother|brother|sister|cousin|son|daughter|grandson|granddaughter|nephew|niece|(?:son|daughter|mother|father) in law|caregiver|carer|nurse|coach|teacher|tutor|boss|manager|roommate|landlord|guardian|foster \\w+|babysitter|neighbou?r|pastor|priest|youth pastor|family|man|guy|older guy|adult))';

/** Someone other than the writer, as the subject of a sentence. */
export const OTHER =
  '(?:he|she|they|hes|shes|theyre|my (?:friend|best friend|bestie|sister|brother|mom|mum|dad|son|daughter|cousin|partner|boyfriend|girlfriend|roommate|classmate|coworker|wife|husband|kid|student|niece|nephew|grandma|grandpa)|(?:a|one of my) friend)';

/** Parts of the body that self-harm marks. */
export const SKIN =
  '(?:arms?|wrists?|thighs?|legs?|skin|stomach|belly|hips?|hands?|face|chest|ankles?|shoulders?|forearms?|body)';

/** Weapons. */
export const WEAPON =
  '(?:gun|guns|pistol|rifle|shotgun|handgun|revolver|glock|ar ?15|knife|knives|machete|axe|bat|baseball bat|crowbar|hammer|crossbow|sword|weapon|weapons)';

/** Medicines and drugs that people overdose on. */
export const DRUGS =
  '(?:pills|tablets|meds|medication|medications|medicine|antidepressants?|sleeping pills|sleep meds|painkillers|tylenol|advil|ibuprofen|acetaminophen|paracetamol|aspirin|xanax|benadryl|insulin|capsules|oxy|oxycodone|percocet|vicodin|opioids|benzos|lithium|adderall|melatonin|seroquel|zoloft|prozac|lexapro|sertraline|trazodone|ambien|gabapentin|diphenhydramine|heroin|fentanyl|klonopin|valium|ativan|lorazepam|tramadol|codeine|morphine|nyquil|sleeping tablets)';
