/**
 * English rules for danger that is not only the writer's own thoughts: an overdose already taken or
 * bleeding (medical), abuse by a partner, a family member or anyone (abuse), harm the writer intends to
 * others (violence), and eating-disorder danger (eating). A long table by nature, kept in one place so a
 * reviewer can read the patterns side by side.
 */
import { ABUSE_RULES } from './abuse.ts';
import { EATING_RULES } from './eating.ts';
import { MEDICAL_RULES } from './medical.ts';
import { SELF_HARM_RULES } from './selfHarm.ts';
import { type Rule, rx, SELF } from './types.ts';
import { VIOLENCE_RULES } from './violence.ts';
import { WARNING_RULES } from './warning.ts';

const PEOPLE =
  '(?:he|she|they|my (?:partner|boyfriend|girlfriend|bf|gf|husband|wife|fiance|fiancee|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|step dad|step mom|parents?|uncle|aunt|grandpa|grandfather|grandma|brother|sister|cousin|coach|teacher|boss|roommate|moms boyfriend|dads girlfriend|guardian|foster \\w+|babysitter|neighbou?r|pastor|priest))';
const BIG_AMOUNT =
  '(?:a whole bottle of|the whole bottle of|a bottle of|a whole pack of|the whole pack of|all (?:of )?(?:my|the)|every one of (?:my|the)|(?:[2-9]\\d|1[0-9]|\\d{3}|ten|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|a dozen|dozens of|a bunch of|a handful of|a ton of|a load of|loads of|a whole strip of|a strip of|way too many|too many|a lot of|lots of)(?: of)?(?: my| the| these| those)?)';
const DRUGS =
  '(?:pills|tablets|meds|medication|medications|medicine|antidepressants|sleeping pills|painkillers|tylenol|advil|ibuprofen|acetaminophen|paracetamol|aspirin|xanax|benadryl|insulin|capsules|oxy|oxycodone|percocet|vicodin|opioids|benzos|lithium|adderall|melatonin|seroquel|zoloft|prozac|lexapro|sertraline|trazodone|ambien|gabapentin|diphenhydramine|heroin|fentanyl)';

const BASE_RULES: Rule[] = [
  // Medical: an overdose or a poison already taken, bleeding that will not stop.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    pastable: true,
    re: rx(
      `\\b(?:i (?:just )?|just |already )?(?:took|taken|swallowed|downed|ate|had|popped|chugged|drank) (?:like |about |maybe |around |over |almost )?${BIG_AMOUNT} (?:\\w+ )?${DRUGS}\\b`,
    ),
  },
  {
    reason: 'overdose_taken',
    level: 'crisis',
    pastable: true,
    re: rx(
      `\\b(?:took|swallowed|downed|popped) (?:the|my) (?:whole|entire) (?:bottle|pack|box|prescription|supply)\\b`,
    ),
  },
  {
    reason: 'overdose_taken',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\bi (?:just |think i |may have |might have )?(?:overdosed|oded|took an overdose|took too much)\\b|\\btook an overdose\\b',
    ),
  },
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      '\\b(?:drank|swallowed|drunk|ingested|ate|took) (?:some |a bottle of |a cup of |a glass of |the )?(?:bleach|antifreeze|poison|rat poison|drain cleaner|pesticide|weed killer|lighter fluid|laundry pods?|batteries|a battery|cleaning (?:fluid|product))\\b',
    ),
  },
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      `\\b${DRUGS} (?:an hour|hours|minutes|\\d+ (?:minutes|hours)) ago\\b|\\b(?:starting to|beginning to) (?:feel|get) (?:dizzy|sleepy|numb|sick) (?:from|after) (?:the )?${DRUGS}\\b`,
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\b(?:bleeding|blood) (?:wont|will not|doesnt|does not|isnt|is not|cant|can not|hasnt|has not) (?:stop|stopping|stopped|clot)\\b|\\bcant (?:stop|get) (?:the )?bleeding (?:to )?(?:stop)?\\b|\\bbleeding (?:a lot|heavily|badly|so much|everywhere|out)\\b|\\b(?:so much|a lot of|lots of|too much) blood\\b',
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(`\\bcut (?:${SELF} )?(?:too|really|very|so) deep\\b|\\b(?:i think i )?need stitches\\b`),
    requires: /\b(?:cut|myself|arm|wrist|leg|thigh|blood|bleeding)\b/,
  },
  // Abuse: hurt, threatened, controlled or sexually abused by someone.
  {
    reason: 'family_abuse',
    level: 'elevated',
    re: rx(
      `\\b${PEOPLE} (?:hits|hit|beats|beat|punches|punched|chokes|choked|strangles|strangled|kicks|kicked|slaps|slapped|abuses|abused|hurts|hurt) (?:him|her|them|my (?:mom|mum|mother|dad|father|sister|brother|little \\w+|kids?|son|daughter|friend))\\b`,
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      `\\b(?:threatened|threatens|threatening|threaten|keeps threatening|said (?:he|she|they)(?:ll| will| would|d)|says (?:he|she|they)(?:ll| will| would|d)|told me (?:he|she|they)(?:ll| will| would|d)|swore (?:he|she|they)(?:ll| will| would|d)) (?:to )?(?:kill|hurt|beat|shoot|stab|strangle|burn|find|end) me\\b`,
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      `\\b(?:threatened|threatens|threatening|keeps threatening) (?:me )?(?:with a (?:gun|knife|weapon)|to take (?:the|my) (?:kids|children|baby)|to (?:kill|hurt) (?:my|the) (?:kids|children|dog|cat|baby))\\b|\\b${PEOPLE} (?:\\w+ )?(?:pulled|held|pointed) a (?:gun|knife) (?:on|at|to) me\\b`,
    ),
  },
  {
    reason: 'sexual_violence',
    level: 'crisis',
    pastable: true,
    thirdParty: true,
    re: rx(
      '\\b(?:i was|i got|ive been|i have been|i been|was|got|been) (?:\\w+ )?(?:raped|molested|sexually assaulted|sexually abused|assaulted|drugged and|groped|roofied)\\b|\\b(?:raped|molested|sexually assaulted|sexually abused|groped|roofied) me\\b',
    ),
  },
  {
    reason: 'sexual_violence',
    level: 'crisis',
    thirdParty: true,
    re: rx(
      `\\b${PEOPLE} (?:\\w+ ){0,4}(?:touches|touched|touching|feels|felt|fondles|fondled|gropes|groped) me\\b(?! (?:tense|tensing|flinch|flinching|shake|shaking|shiver|pull away|pulling away|stiffen|go quiet|cry|crying|breathe|breathing|sigh|relax|relaxing|hesitate|hesitating|hold back|holding back|getting|get|move|moving|smile|smiling|laugh|laughing|kick)\\b)|\\b(?:touches|touched|touching) me (?:inappropriately|down there|there|in my (?:private|privates)|where|at night|when)\\b`,
    ),
  },
  {
    reason: 'sexual_violence',
    level: 'crisis',
    re: rx(
      `\\b${PEOPLE} (?:\\w+ ){0,3}(?:comes|came|sneaks|snuck|gets|got) (?:in|into) (?:my|bed with me|my bed)(?: room| bed)?\\b(?:.{0,40}\\b(?:touch|night|door|lock|scared|afraid|wont stop|hurts?)\\b)?`,
    ),
    requires: /\b(?:touch\w*|night|scared|afraid|lock|wont stop|hurts?|naked|pretend|secret)\b/,
  },
  {
    reason: 'sexual_violence',
    level: 'crisis',
    re: rx(
      '\\b(?:forced|forces|pressured|pressures|made|makes) me (?:to )?(?:have sex|do sexual|do things|do stuff|touch (?:him|her|them)|send (?:nudes|pictures|photos)|watch (?:porn|them)|take (?:my )?clothes off|undress)\\b|\\b(?:didnt|did not) consent\\b|\\bwithout my consent\\b|\\bsaid no (?:and|but) (?:he|she|they) (?:kept going|didnt stop|did it anyway|wouldnt stop)\\b',
    ),
  },
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      '\\b(?:i )?(?:dont|do not|never|no longer) feel safe (?:at home|in my (?:own )?(?:home|house|room)|with (?:him|her|them|my \\w+)|around (?:him|her|them|my \\w+)|going home)\\b|\\b(?:im|i am) not safe (?:at home|here|with (?:him|her|them|my \\w+)|in my (?:home|house))\\b',
    ),
  },
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      `\\b(?:afraid|scared|terrified|frightened) (?:for my (?:life|safety)|(?:to|of) (?:go(?:ing)? home|what (?:he|she|they)(?:ll| will| might) do(?: to me)?)|(?:he|she|they)(?:ll| will| is going to| might) (?:kill|hurt) me)\\b|\\b(?:afraid|scared|terrified) of (?:my )?(?:partner|boyfriend|girlfriend|husband|wife|dad|father|stepdad|stepfather|mom|mother|ex)\\b`,
    ),
  },
  {
    reason: 'partner_abuse',
    level: 'crisis',
    re: rx(
      `\\b${PEOPLE} (?:\\w+ )?(?:wont|will not|doesnt|does not|never) let me (?:leave|go out|see my (?:friends|family)|have (?:money|my phone|a phone)|call|eat|sleep|talk to)\\b|\\b${PEOPLE} (?:locks|locked|keeps|kept) me (?:in|inside|out)\\b|\\b${PEOPLE} (?:\\w+ )?(?:tracks|tracking|stalks|stalking|follows|following) (?:me|my phone|my location)\\b(?! (?:around|round|to the (?:kitchen|door|bathroom|garden|fridge|bedroom|sofa|couch)|everywhere like a|into (?:the|every|my|our) (?:room|kitchen|bathroom|garden|shop|store|office|living room|lounge)|around the (?:house|flat|kitchen|shop|store)))`,
    ),
  },
  {
    reason: 'partner_abuse',
    level: 'elevated',
    re: rx(
      `\\b${PEOPLE} (?:screams at|yells at|calls me|controls|checks) (?:me|my phone|my money|everything i do)\\b(?:.{0,30}\\b(?:scared|afraid|every day|all the time|worthless|stupid|whore|slut)\\b)`,
    ),
  },
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      '\\b(?:domestic (?:violence|abuse)|being abused|abusive (?:relationship|home|household|partner|parents?|dad|mom|boyfriend|husband))\\b',
    ),
    pastable: true,
    thirdParty: true,
  },
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      '\\b(?<!\\bstretch )(?:bruises|marks|black eye|welts) (?:from|that) (?:him|her|them|my (?!(?:pregnanc\\w*|surgery|op|operation|c ?section|braces|glasses|bra|watch|ring|mask|seatbelt|shoes|boots|socks|bag|backpack|workouts?|training|tattoos?|piercings?|fall|run|bike|skates?|acne|eczema|jeans|belt|sports?|game|match)\\b)\\w+)\\b|\\b(?:he|she|they) (?:left|gave me) (?:bruises|marks|a black eye)\\b',
    ),
  },
  // Violence: harm the writer intends to others.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '(?<!\\b(?:he|she|they|hes|shes|theyre|is|are|who|it|you|youre|dad|mom|father|mother|husband|wife|boyfriend|girlfriend|brother|sister|ex|stepdad|boss) )\\b(?:going to|want to|about to|plan to|planning to|ready to|decided to|will|am going to|im going to|thinking about|fantasi[sz]e about|gonna|should) (?:\\w+ )?(?:shoot up|shoot|stab|kill|murder|hurt|attack|beat up|bomb|blow up|poison|strangle|run over) (?:up )?(?:my|the|this|that|a|everyone|everybody|people|him|her|them|someone|somebody|all of them|my \\w+|those \\w+|the \\w+)\\b(?! (?:time|vibe|mood|game|boss|level|lights|music|bug|spider|weeds?|hoops|shot|photos?|video|breeze|zombies?|dragon|monster|mosquito|plant|it|in the game))',
    ),
    requires:
      /\b(?:school|class|work|office|mall|church|him|her|them|people|everyone|everybody|someone|somebody|boss|teacher|roommate|dad|mom|father|mother|stepdad|brother|sister|ex|neighbou?r|husband|wife|boyfriend|girlfriend|kid|baby|coworkers?|classmates?|students?|partner|bully|bullies)\b/,
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\bshoot (?:up )?(?:my|the|our) (?:school|class|workplace|office|church|mall)\\b|\\b(?:bring|take|bringing|taking) (?:a|my|my dads|the) (?:gun|knife|weapon|rifle) to (?:school|class|work)\\b|\\bhit list\\b|\\bmake (?:them|him|her|everyone) (?:all )?pay\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      '\\b(?:want|wish i could|feel like) (?:to )?(?:hurting|hurt|kill|killing|punch|punching|strangle|strangling) (?:someone|somebody|people|everyone|him|her|them)\\b|\\b(?:scared|afraid) (?:i|that i)(?:ll| will| might) (?:hurt|kill|snap at|lose it with) (?:someone|my (?:baby|kid|kids|child|son|daughter|partner)|him|her|them)\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx('\\b(?:i know|found out) where (?:he|she|they) (?:lives?|sleeps?|works?)\\b'),
    requires: /\b(?:gun|knife|kill|hurt|pay|going|tonight|get)\b/,
  },
  // Eating: acute eating-disorder danger, and the signs that come before it.
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      `\\b(?:havent|have not|hasnt|didnt|did not|not) eaten (?:anything |any food |a thing )?(?:in|for|since) (?:days|\\d+ days|a week|weeks|two days|three days|four days|five days|several days|a few days)\\b|\\b(?:fainted|passed out|blacked out|collapsed|keep fainting) (?:\\w+ ){0,3}(?:because|from|after|when) (?:not eating|i (?:dont|didnt) eat|starving|purging|throwing up|fasting)\\b`,
    ),
  },
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      `\\b(?:make|made|making|force|forcing|forced) ${SELF} (?:throw up|vomit|puke|be sick|sick)\\b|\\bpurg(?:e|ed|ing)\\b(?:.{0,40}\\b(?:times|every|after|day|meal|blood|chest)\\b)|\\b(?:starving|starve) ${SELF}\\b`,
    ),
  },
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      '\\b(?:taking|took|take) (?:\\w+ )?(?:laxatives|diet pills|water pills)\\b(?:.{0,40}\\b(?:lose|weight|fat|every|a day|whole|box|after)\\b)|\\b(?:heart|chest) (?:is )?(?:racing|hurts|pains?|skipping) (?:\\w+ ){0,3}(?:not eating|purging|throwing up|starving)\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      '\\b(?:skip(?:ping)?|skipped) (?:\\w+ )?meals (?:to|so i can|so i) (?:lose|be thin|get thin|not gain)\\b|\\b(?:only|barely) (?:eat|eating|ate) (?:\\d+|a few hundred) calories\\b|\\b(?:hate|disgusted by|disgusted with|cant stand) my body\\b|\\b(?:binge|binged|bingeing|binging)\\b(?:.{0,40}\\b(?:disgust\\w*|guilt\\w*|hate|purge|ashamed)\\b)|\\b(?:eating disorder|anorexia|anorexic|bulimia|bulimic|ed relapse|relapsing with my ed)\\b|\\bafraid (?:to|of) (?:eat|eating|gaining weight)\\b|\\bi feel (?:so )?fat\\b',
    ),
  },
];

/** Every English rule about danger beyond the suicide tables, by category (see each file). */
export const DANGER_RULES: Rule[] = [
  ...MEDICAL_RULES,
  ...BASE_RULES,
  ...SELF_HARM_RULES,
  ...ABUSE_RULES,
  ...VIOLENCE_RULES,
  ...EATING_RULES,
  ...WARNING_RULES,
];
