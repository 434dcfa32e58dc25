/**
 * English medical rules beyond danger.ts: something already taken (pills, a whole bottle, a mix with
 * alcohol, a household poison, a child who swallowed something) together with the body's warning signs,
 * bleeding that will not stop, and someone who will not wake up or breathe. Long because emergencies are
 * told through symptoms ("my lips look blue", "she's coughing") more than through the word overdose.
 */

import { type Rule, rx } from './types.ts';
import { DRUGS } from './words.ts';

/** Signs that the body is in danger after something was taken. */
const SYMPTOMS =
  /\b(?:breathing (?:feels |is |seems |got |has gotten |gone )?(?:so |really |very )?(?:slow|shallow|weird|funny|strange)|cant (?:really |even )?(?:breathe|feel|stop (?:shaking|coughing|throwing up|vomiting)|keep my eyes open|stay awake|wake (?:him|her|them) up|see straight)|not breathing|barely (?:breathing|keep|stay|conscious|awake)|hard to breathe|heart (?:is )?(?:pounding|racing|beating (?:so )?(?:fast|weird)|skipping)|chest (?:hurts|pain)|shaking|sweating|seizure|seizing|convuls\w*|passed out|passing out|unconscious|unresponsive|wont wake|numb|dizzy|cramping|cramps|vomiting|throwing up|puking|coughing|hallucinat\w*|seeing (?:things|weird)|confused|drowsy|so sleepy|far away|foaming|twitching|cold and clammy)\b/;

export const MEDICAL_RULES: Rule[] = [
  // Taken already: the whole supply, many at once, "the rest of the box".
  {
    reason: 'overdose_taken',
    level: 'crisis',
    pastable: true,
    re: rx(
      `\\b(?:took|taken|swallowed|downed|popped) (?:like |about |maybe |almost )?(?:a|the|my|an) (?:whole|entire|full) (?:bottle|pack|box|packet|strip|blister|prescription|supply|week|month|weeks|months|jar|tub)(?! of (?:laxatives|diet pills|water pills|vitamins|cookies|chocolates?|candy|cereal|chips|crackers|pizza|ice cream|wine))\\b|\\b(?:ate|finished) (?:like |about |maybe |almost )?(?:a|the|my|an) (?:whole|entire|full) (?:strip|blister|prescription|(?:bottle|pack|box|packet|jar|tub) of (?:my |the |her |his )?(?:pills|tablets|meds|painkillers|paracetamol|tylenol|ibuprofen|sleeping pills|antidepressants))\\b|\\b(?:took|swallowed|downed|popped) (?:all|every one) of (?:them|my ${DRUGS}|the ${DRUGS})\\b|\\b(?:took|swallowed|popped|downed) (?:the )?rest of (?:the|my) (?:box|bottle|pack|pills|meds|tablets|prescription)\\b|\\b(?:all|the rest of) (?:the|my) (?:pills|meds|tablets) at once\\b|\\b(?:\\w+ ){0,2}(?:pills|meds|tablets) at once\\b`,
    ),
    requires: /\b(?:took|taken|swallowed|downed|popped|ate|finished|at once|rest of)\b/,
  },
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      '\\b(?:like |about |maybe )?the rest of the (?:box|bottle|pack|pills)\\b|\\b(?:dont know|lost count of|not sure) how many (?:i took|ive taken|i have taken|i swallowed|pills|i had)\\b|\\btook (?:more|some more|even more|another handful)(?: pills| of them| of my \\w+)?(?= (?:and|because|so|now)|(?![^\\n]))',
    ),
    requires: /\b(?:pills?|meds|box|bottle|pack|took|sleep|tablets)\b/,
  },
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      '\\b(?:i |just |already |ive |i have |i just )?(?:took|taken|swallowed|downed|popped) (?:them|it|those|these|all of them|the pills|the meds|the tablets|the whole thing) (?:already |all )?(?:like |about |maybe )?(?:an|a|\\d+|one|two|three|a few|half an|twenty|thirty|ten) ?(?:hours?|minutes?|mins?|hrs?) ago\\b|\\b(?:i )?already took (?:them|it|all of them|the pills|those)\\b',
    ),
  },
  // Something taken and the body reacting (the symptoms are read anywhere in the clause).
  {
    reason: 'overdose_taken',
    level: 'crisis',
    requires: SYMPTOMS,
    re: rx(
      `\\b(?:took|taken|swallowed|downed|popped|snorted|smoked|injected|od|overdid it on) (?:\\w+ ){0,4}(?:something|some stuff|drugs|molly|ecstasy|mdma|coke|cocaine|ketamine|shrooms|edibles?|fentanyl|heroin|double|twice|too (?:much|many)|extra|(?:a lot |way |much |a bit |\\w+ )?more than (?:prescribed|i should have|i was supposed to|the (?:label|dose|doctor))|(?:a lot|a bunch|a handful|a ton|lots) of|\\w+s (?:pills|meds|tablets)|(?:like |about )?\\d+ (?:of (?:them|those|my|the)|pills|tablets|\\w+ pills))\\b|\\bate (?:\\w+ ){0,3}(?:mushrooms|berries|plants?|leaves) (?:i|we|he|she) (?:picked|found)\\b|\\bafter (?:taking|swallowing|eating) (?:the |my |those |some |a lot of )?(?:${DRUGS}|pills|something|them|drugs|mushrooms|shrooms|edibles?)\\b|\\b(?:drank|drinking|had) (?:\\w+ ){0,4}(?:with|on|after|and) (?:my |the |some |a few )?${DRUGS}\\b|\\bmixed (?:my |the |some )?(?:${DRUGS}|pills|drugs|bleach|ammonia|alcohol|vodka|beer|wine|liquor) (?:with|and) \\w+`,
    ),
  },
  // Poisons and objects swallowed, by anyone (a child, a friend): a crisis without symptoms.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      '\\b(?:swallowed|swallow|ate|eaten|drank|drunk|chewed|bit|bit into|got into|ingested|licked|sucked on) (?:\\w+ ){0,5}(?:(?:button |coin |round |little |lithium )?batter(?:y|ies)|magnets?|(?:laundry|dishwasher|detergent|tide) pods?|pods|bleach|detergent|drain cleaner|oven cleaner|cleaning (?:fluid|product|stuff)|antifreeze|rat poison|poison|pesticide|weed killer|lamp oil|lighter fluid|gasoline|nicotine|vape (?:juice|liquid)|e ?liquid|(?:my|her|his|grandmas|grandpas|the) (?:pills|medicine|meds|vitamins|gummies)|a bottle of (?:pills|medicine|syrup|tylenol|vitamins)|the whole bottle)\\b',
    ),
    requires:
      /\b(?:my|our|the|a) (?:\d+ (?:year|yr|month|mo) old|toddler|baby|son|daughter|kid|child|little one|boy|girl|friend|grandma|grandpa|brother|sister|dog|cat|puppy)\b|\b(?:he|she|i|they|someone)\b/,
  },
  // Carbon monoxide: several people (or a pet) unwell at once, with a fuel-burning appliance.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:headaches?|nause\\w*|dizzy|dizziness|throwing up|vomiting|sleepy|drowsy|confused|lethargic)\\b[^\\n]{0,120}\\b(?:furnace|boiler|heater|generator|gas (?:stove|fire|smell|leak)|fireplace|chimney|car running in the garage|carbon monoxide|co alarm|co detector)\\b|\\b(?:furnace|boiler|heater|generator|carbon monoxide|co alarm|co detector)\\b[^\\n]{0,120}\\b(?:headaches?|nause\\w*|dizzy|dizziness|throwing up|vomiting|sleepy|drowsy|confused|lethargic|passed out)\\b',
    ),
  },
  // Someone else has taken a whole supply.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      `\\b(?:shes|hes|she has|he has|theyve|they have|she|he|they) (?:just |already )?(?:taken|took|swallowed) (?:all|a whole bottle of|the whole bottle of|a bunch of|loads of|a lot of) (?:of )?(?:her|his|their|the|my) ${DRUGS}\\b`,
    ),
  },
  // An empty packet of medicine found with someone who is unwell or sleepy.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      `\\b(?:found|there (?:was|is)|theres) (?:an? )?(?:empty|half empty|opened) (?:packet|bottle|box|blister|strip|pack) of (?:my|her|his|their|the) (?:\\w+ )?${DRUGS}\\b|\\b(?:packet|bottle|box|pack) of (?:my|her|his) (?:\\w+ )?${DRUGS} (?:is|was) empty\\b`,
    ),
  },
  // Bleeding that will not stop.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:wont|will not|doesnt|does not|isnt|is not|cant|can not|hasnt|has not|not) (?:stop|stopping|stopped) bleeding\\b|\\b(?:it|the (?:cut|wound|bleeding|blood)) (?:keeps|is|wont stop|just keeps) (?:pouring|gushing|spurting|soaking through)\\b|\\b(?:pouring|gushing|spurting) (?:out )?blood\\b|\\b(?:towel|bandage|shirt|sheets|gauze|bandages|towels) (?:is |are )?(?:soaked|soaking|drenched)\\b|\\bsoaked (?:through )?(?:the|a|my|two|three) (?:towels?|bandages?|shirt|gauze)\\b|\\bcant (?:make|get) (?:it|the bleeding) (?:to )?stop\\b',
    ),
    requires:
      /\b(?:cut|cuts|wound|bleed\w*|blood|wrist|arm|leg|thigh|towel|bandage|gauze|deep|pouring|gushing)\b/,
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:throwing|threw|throw|vomiting|vomited|coughing|coughed|spitting|peeing|pooping) up blood\\b|\\b(?:vomiting|coughing|peeing|spitting) blood\\b|\\bblood in my (?:vomit|pee|urine|stool)\\b',
    ),
    requires: /^(?!.*\b(?:purg\w*|make myself|times today|after (?:eating|i eat|meals))\b)/,
  },
  // Someone not waking up or not breathing.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?<!\\blaugh(?:s|ing|ed)? (?:so )?(?:hard|much) (?:that )?(?:he|she|they|i|we) )(?:wont|will not|doesnt|isnt|cant) (?:wake up|waking up|respond(?:ing)?|breathing|breathe)\\b(?! for a (?:minute|moment|second|sec|bit|few)| (?:when|whenever|every time|each time|from laughing|with laughter|laughing|from the (?:anaesthetic|anesthetic|op|operation|surgery)|after the (?:op|operation|surgery)|because of (?:his|her|their) age)\\b)(?<!\\b(?:risk|chance|worried|scared|afraid|fear|worry) (?:that )?(?:he|she|they|it) (?:doesnt|wont|will not) wake up)|\\b(?:stopped|barely|isnt|not) breathing\\b|\\bunresponsive\\b|\\bunconscious\\b|\\b(?:lips|face|skin|fingers) (?:are |is |look |looks |turned |turning |going )?(?:blue|purple|gray|grey)\\b|\\bturning blue\\b|\\b(?:having|had) a seizure\\b|\\bfoaming at the mouth\\b',
    ),
    requires:
      /\b(?:took|taken|party|drank|drunk|pills?|something|drugs|overdose|od|he|she|they|hes|shes|my (?:friend|mom|mum|mam|dad|brother|sister|son|daughter|baby|partner|roommate|flatmate|boyfriend|girlfriend|husband|wife|grandma|grandad|grandpa|gran|nan|nana)|blue|cpr|911)\b/,
  },
  // Worried about something taken, no danger stated: elevated, so the person is told where to ask.
  {
    reason: 'medical_emergency',
    level: 'elevated',
    re: rx(
      `\\b(?:took|taken|take|took my|taking) (?:\\w+ ){0,3}(?:twice|double|two doses|an extra|too much|too many|by mistake|by accident|accidentally)\\b|\\bmixed (?:\\w+ ){0,2}(?:with|and) (?:alcohol|beer|beers|wine|vodka|drinks)\\b|\\b(?:beers?|drinks|wine|alcohol|vodka) (?:\\w+ ){0,6}(?:took|taken|on) (?:my |an? )?(?:\\w+ )?(?:${DRUGS}|med|meds)\\b|\\b(?:chest|heart) (?:has )?(?:felt|feels|is) (?:tight|heavy|weird|pounding)\\b`,
    ),
  },
  // A heart attack told through its signs; blood that pumps or soaks through.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\bchest (?:\\w+ ){0,4}(?:crushing|squeez\\w*|like an elephant|tight\\w*|pressure|pain|hurts|hurting|heavy)\\b[^\\n]{0,60}\\b(?:left )?(?:arm|jaw)\\b[^\\n]{0,25}\\b(?:numb|gone numb|tingl\\w*|dead|heavy|hurts|pain|aching)\\b|\\bcrushing (?:chest pain|pain in my chest|feeling in my chest)\\b|\\bchest (?:has been |is |feels |keeps )?crushing\\b',
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\bblood(?:s| is| s)? (?:keeps |still |just )?(?:pumping|spurting|gushing|pouring|squirting|soaking)\\b|\\b(?:soaked|soaking|bled) (?:right )?through (?:the|a|my|two|three|\\d+) (?:\\w+ )?(?:towels?|tea towel|bandages?|dressing|gauze|shirt|tshirt|tissues?)\\b',
    ),
    requires:
      /^(?![^\n]*\b(?:period|pad|tampon|nosebleed|game|film|movie|scene|character|brakes?|radiator)\b)/,
  },
  // Pills mixed with drink on purpose.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      '\\b(?:mixed|mixing|took|taken|washed down|downed) (?:my |some |a few |all my |the )?(?:xanax|benzos|valium|diazepam|klonopin|ativan|lorazepam|sleeping pills|sleeping tablets|oxy|oxycodone|codeine|tramadol|painkillers|pills|tablets|meds) (?:with|and) (?:\\w+ ){0,5}(?:wine|vodka|alcohol|beer|whiskey|whisky|gin|rum|booze|drink)\\b(?=[^\\n]*\\b(?:on purpose|spinning|cant|passed|dizzy|sleepy|whole|bottle|most of|all of|loads|lots))',
    ),
  },
  // A heart attack told in pieces, across sentences or messages (cues.ts).
  {
    reason: 'medical_emergency',
    level: 'elevated',
    cue: 'chest',
    cueOnly: true,
    re: rx(
      '\\bchest (?:is |feels |has been |keeps )?(?:\\w+ )?(?:tight|tightening|crushing|heavy|squeez\\w*|pain|pains|hurts|hurting)\\b|\\b(?:crushing|tight|heavy) chest\\b',
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'elevated',
    cue: 'arm',
    cueOnly: true,
    re: rx(
      '\\b(?:left )?(?:arm|jaw)(?: is| s| has| has gone| gone| went| keeps)? (?:\\w+ )?(?:numb|tingling|tingly|dead|aching)\\b|\\b(?:pain|ache|aching)(?:s| is)? (?:\\w+ )?(?:going|spreading|shooting|running|moving|radiating|travell?ing) (?:down|into|up|along) (?:his|her|their|my) (?:left arm|jaw)\\b',
    ),
  },
  // A gas leak with the body's signs: carbon monoxide.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:gas|heater|boiler|fire|stove|cooker) (?:\\w+ )?(?:is |s )?(?:leaking|leak)\\b|\\bsmell(?:s|ing)? (?:of )?gas\\b|\\bcarbon monoxide (?:alarm|detector) (?:is )?(?:going off|beeping)\\b',
    ),
    requires:
      /\b(?:head|headache|dizzy|sick|vomit\w*|wont wake|cant wake|drowsy|confused|passed out|collapsed|faint\w*)\b/,
  },
  // A child given or into the wrong medicine; a nosebleed that will not stop; a baby gone floppy.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:gave|given|give) (?:my |the |our )?(?:toddler|baby|son|daughter|kid|child|little one|boy|girl)s? (?:\\w+ ){0,6}(?:tablets?|pills?|meds|medicine|medication)\\b(?=[^\\n]*\\b(?:thinking|by mistake|by accident|instead|wrong|mixed up))|\\b(?:toddler|baby|son|daughter|kid|child|little one|boy|girl) (?:has |have |just |might have |may have )?(?:swallowed|ate|eaten|drank|drunk|got into) (?:some |a |one of |two of |my |the |a few |his |her )?(?:\\w+ ){0,2}(?:tablets|pills|meds|bleach|batteries|button battery|detergent|pods?|dishwasher tablets?|antifreeze|medicine|vape liquid|weed gummies|edibles)\\b',
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\bnosebleed\\b[^\\n]*\\b(?:[2-9]\\d (?:minutes|mins)|an hour|hours?|wont stop|will not stop|still (?:pouring|going|bleeding|gushing))\\b',
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:baby|toddler|newborn|infant)s? (?:\\w+ ){0,8}(?:is |s |went |gone |now |seems |shes |hes )?(?:floppy|unresponsive|limp|blue|not breathing|fitting|having a seizure)\\b|\\b(?:shes|hes|she is|he is) (?:\\w+ )?(?:floppy|unresponsive|limp)\\b',
    ),
  },
  // Someone who took something and is now shaking, burning up or confused: danger now, whoever writes.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:took|taken|had|dropped|swallowed|popped) (?:\\w+ ){0,3}(?:pills?|molly|mdma|ecstasy|tabs?|drugs|something|pingers|caps)\\b[^\\n]{0,60}\\b(?:shaking|fitting|convulsing|seizing|not making sense|unresponsive|not breathing|turning blue|burning up|really hot|cant wake (?:her|him|them) up)\\b',
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:took|taken|had|gave me|injected) my (?:\\w+ )?(?:warfarin|insulin|lithium|digoxin|methotrexate|blood thinners?)\\b[^\\n]*\\b(?:took (?:it|them) again|another (?:one|dose|shot)|gave me another|twice|3 doses|three doses|double dose|triple dose)\\b',
    ),
  },
  // A blow to the head, then vomiting, drowsiness or confusion: a child or adult who needs care now.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:hit|banged|bumped|smacked|cracked|knocked) (?:his|her|their|my) head\\b(?=[^\\n]{0,120}\\b(?:been sick|being sick|vomit\\w*|threw up|throwing up|keeps? (?:dozing|falling asleep|nodding off)|dozing off|drowsy|wont wake|cant wake|confused|not making sense|seizure|fitting|unconscious|knocked out|passed out)\\b)',
    ),
  },
  // A whole strip or packet swallowed ("just necked a full strip of me mams sertraline").
  {
    reason: 'overdose_taken',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\b(?:took|taken|swallowed|necked|downed|popped|had|chugged) (?:a|the|my|his|her|me|mums|moms|dads) (?:whole|entire|full) (?:strip|sheet|blister|blister pack|packet|pack|box|tub) of\\b',
    ),
    requires:
      /\b(?:pills?|tablets?|capsules?|meds|medication|paracetamol|acetaminophen|tylenol|panadol|ibuprofen|aspirin|codeine|co codamol|cocodamol|tramadol|sertraline|zoloft|prozac|fluoxetine|citalopram|amitriptyline|quetiapine|seroquel|diazepam|valium|xanax|lorazepam|clonazepam|zopiclone|sleeping|painkillers?|antidepressants?|lithium|insulin|naproxen|propranolol)\b/,
  },
  // Paracetamol taken again and again over days: an overdose that does not feel like one.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      '\\b(?:tylenol|paracetamol|acetaminophen|co codamol|cocodamol|panadol)\\b[^\\n]{0,80}\\b(?:\\d{2}|twenty|thirty|forty)(?: or (?:\\d{2}|thirty|forty))? (?:pills |tablets |caplets |of them )?(?:since|in the last|over the last|in (?:two|three|\\d) days)\\b',
    ),
  },
  // A stroke told in pieces: a hand or arm gone heavy or numb, and the face or the words gone wrong.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:arm|hand|leg|side)\\b (?:(?:has |is |just |suddenly |all of a sudden )?(?:gone|went|going)|(?:just|suddenly|all of a sudden) (?:feels?|is)) (?:all |really |totally )?(?:heavy|numb|dead|weak|floppy)\\b[^\\n]{0,100}\\b(?:face (?:feels?|has gone|gone|went|looks?|is all) (?:funny|numb|droop\\w*|weird|heavy|dropped)|(?:words|writing|screen) (?:are |is )?(?:swimming|jumbled|wont come|coming out wrong)|slurr\\w*|cant (?:speak|talk|get my words))(?![^\\n]*\\b(?:from (?:sitting|sleeping|lying|kneeling|laughing)|pins and needles|slept on it|doctors?|hospital|rehab|physio\\w*|recover\\w*|improv\\w*|therapy|since (?:the|his|her|my) stroke|after (?:the|his|her|my) stroke)\\b)(?<!\\b(?:doctors?|hospital|rehab|physio\\w*|recover\\w*|stroke)\\b[^\\n]{0,200})',
    ),
  },
];
