import type { Feeling, Topic } from './types.ts';

/**
 * Words the companion listens for, on normalised text (lower case, straight apostrophes). Feelings are
 * matched unless negated just before ("not sad", "never been happier" is left to good news); topics are
 * tried in order, the first match wins, so the more specific and more serious come first.
 */

export const FEELINGS: [Feeling, RegExp][] = [
  [
    'grieving',
    /\b(?:grie(?:f|ving|ve)|mourning|bereave\w*|passed away|funeral|heartbroken since (?:he|she|they) died)\b/,
  ],
  [
    'anxious',
    /\b(?:anxious|anxiety|nervous|worried|worrying|worry|worries|panic\w*|on edge|uneasy|restless|overthink\w*|freaking out|freaked out|what ifs?)\b/,
  ],
  ['scared', /\b(?:scared|afraid|terrified|frightened|fearful)\b/],
  [
    'sad',
    /\b(?:sad|sadness|unhappy|depressed|depressing|crying|cried|cry|tears|heartbroken|miserable|gloomy|devastated|(?:feel|feeling|felt|so|really|pretty) (?:down|low|blue|crappy|awful|terrible|like crap|like shit))\b/,
  ],
  [
    'lonely',
    /\b(?:lonely|loneliness|alone|isolated|left out|no friends|nobody to talk to|no one to talk to|invisible|no one cares|nobody cares)\b/,
  ],
  ['angry', /\b(?:angry|anger|mad at|so mad|furious|pissed|rage|raging|irritated|annoyed|resent\w*)\b/],
  ['frustrated', /\b(?:frustrat\w*|fed up|stuck|going nowhere|sick of|sick and tired)\b/],
  [
    'overwhelmed',
    /\b(?:overwhelm\w*|too much|drowning|swamped|can'?t cope|cannot cope|falling apart|spiral(?:ing|ling)?|can'?t handle)\b/,
  ],
  ['stressed', /\b(?:stress(?:ed|ful|ing)?|pressure|tense|burn(?:ed|t) out|burnout)\b/],
  [
    'tired',
    /\b(?:tired|exhausted|drained|worn out|no energy|can'?t sleep|cannot sleep|insomnia|sleepless|wiped)\b/,
  ],
  ['hurt', /\b(?:hurt|hurts|betrayed|rejected|let down|abandoned|ignored|ghosted|cheated on|used me)\b/],
  ['ashamed', /\b(?:ashamed|embarrass\w*|humiliat\w*|shame)\b/],
  ['guilty', /\b(?:guilt\w*|my fault|regret\w*|blame myself)\b/],
  [
    'confused',
    /\b(?:confused|unsure|don'?t know what to do|do not know what to do|torn|mixed feelings|lost in life|feel lost|feeling lost)\b/,
  ],
  ['jealous', /\b(?:jealous|envious|envy)\b/],
  ['numb', /\b(?:numb|empty|hollow|nothing matters|feel nothing|don'?t feel anything)\b/],
  ['hopeless', /\b(?:hopeless|pointless|no point|give up|giving up|nothing will change|never gets better)\b/],
  [
    'insecure',
    /\b(?:insecure|not good enough|worthless|ugly|stupid|a failure|failure|useless|a burden|hate myself|pathetic|a loser|not enough)\b/,
  ],
  [
    'happy',
    /\b(?:happy|glad|good day|great day|amazing day|feeling good|feel good|feeling great|feel great|better today|feeling better|feel better|doing better|doing good|good news|great news)\b/,
  ],
  ['grateful', /\b(?:grateful|thankful|blessed)\b/],
  ['proud', /\b(?:proud|accomplished|i did it|finally did)\b/],
  ['excited', /\b(?:excited|can'?t wait|thrilled|pumped|hyped|stoked)\b/],
  ['relieved', /\b(?:relieved|relief|weight off)\b/],
];

export const POSITIVE_FEELINGS = new Set<Feeling>(['happy', 'grateful', 'proud', 'excited', 'relieved']);

const RELATIVE =
  '(?:mom|mum|mommy|mother|dad|daddy|father|stepdad|stepmom|stepmum|parents?|brother|sister|grandma|grandmother|gran|granny|nan|nana|grandpa|grandfather|grandad|granddad|aunt|auntie|uncle|cousin|son|daughter|baby|husband|wife|partner|boyfriend|girlfriend|best friend|friend|bestie)';
const PET = '(?:dog|puppy|pup|cat|kitten|pet|hamster|rabbit|bunny|bird|parrot|horse|guinea pig|fish)';

export const LOSS = new RegExp(
  [
    `\\b(?:passed away|passed on|funeral|grie(?:f|ving|ve)|mourning|bereave\\w*)\\b`,
    `\\b(?:lost|losing) (?:my|our) (?:${RELATIVE}|${PET})\\b`,
    `\\b(?:lost|losing) (?:the|my|our) (?:baby|pregnancy)\\b|\\bmiscarri\\w*|\\bstillb(?:orn|irth)\\b`,
    `\\b(?:my|our) (?:late )?(?:${RELATIVE}|${PET})\\b[^.!?]{0,40}?\\b(?:died|passed|is dead|was killed|is gone|didn'?t make it)\\b(?! (?:my|the|an?|her|his|their) (?:exam|test|driving|class))`,
    `\\b(?:he|she|they|${RELATIVE}|${PET}) (?:just )?(?:died|passed away|passed last|passed this|passed yesterday)\\b`,
    `\\b(?:put (?:him|her|them|(?:my|our) \\w+) down|put (?:him|her|them|(?:my|our) \\w+ )?to sleep|had to say goodbye to (?:my|our))\\b`,
    `\\bmiss(?:ing)? (?:my|our) (?:late )?(?:${RELATIVE}|${PET}) so much\\b`,
    `\\b(?:my|our) (?:${RELATIVE}|${PET})'?s death\\b|\\bdeath of (?:my|our)\\b|\\b(?:since|after) (?:he|she|they|my \\w+) died\\b|\\bdied (?:\\w+ )?(?:years?|months?) ago\\b`,
  ].join('|'),
);

/** Topic rules in priority order: the first that matches names the topic. */
export const TOPICS: [Topic, RegExp][] = [
  [
    'abuse',
    new RegExp(
      [
        `(?<!\\b(?:not like|not that|its not like|it's not like) )\\b(?:he|she|they|my (?:${RELATIVE}|ex|step\\w+|coach|teacher|boss|uncle)) (?!(?:never|doesnt|doesn't|didnt|didn't|wont|won't) )(?:\\w+ )?(?:hits|hit|beats|beat|chokes|choked|slaps|slapped|kicks|kicked|punches|punched|shoves|shoved|pushes|pushed|abuses|abused|threatens|threatened|hurts|hurt|throws things at|locks|touches|touched|forced|forces) (?:me|us|my (?:mom|mum|mother|sister|brother|little \\w+|baby|kids?))\\b(?! (?:out|off|up|back|at|in a|to it|again at)\\b)`,
        `\\b(?:don'?t|do not|never|not) feel safe (?:at home|at my house|with (?:him|her|them|my \\w+)|around (?:him|her|them|my \\w+)|in my (?:home|house))\\b`,
        `\\b(?:scared|afraid|terrified) (?:to go home|of (?:my (?:dad|father|mom|mother|stepdad|stepmom|parents|husband|wife|boyfriend|girlfriend|partner)|him|her) (?:when|because))`,
        // Not Spanish "me molestó" (it bothered me), whose accent would end the word for \\b.
        `\\b(?:abused|abusive|abuse|molest(?:ed|ing|er|ers|ation|s)?|raped|rape|sexually assaulted|assaulted me|domestic violence)(?![a-zà-ÿ])`,
        `\\bhits? me when (?:he|she|they)\\b`,
      ].join('|'),
    ),
  ],
  [
    'violence',
    /\b(?:want|wanna|going|gonna|feel like|could|thinking about|tempted) (?:to )?(?:hurt|harm|hit|punch|attack|stab|shoot|kill|beat up|smash) (?:him|her|them|someone|somebody|people|everyone|anyone|my (?:\w+ )?\w+)\b|\b(?:afraid|scared) i(?:'ll| will| might) hurt (?:someone|him|her|them|my)\b/,
  ],
  [
    'eating',
    /\b(?:starv\w* (?:my ?self|myself)|purg(?:e|ing)|throw(?:ing)? up after (?:i )?eat|make myself (?:throw up|sick|vomit)|skip(?:ping)? (?:all my )?meals|(?:haven'?t|have not|didn'?t) eaten (?:anything )?(?:in|for) (?:days|a (?:day|week))|binge\w*|eating disorder|anorexi\w*|bulimi\w*|count(?:ing)? every calorie|scared to eat|afraid to eat)\b/,
  ],
  ['grief', LOSS],
  [
    'identity',
    /\b(?:gay|lesbian|bi|bisexual|trans|transgender|queer|non-?binary|pronouns|coming out|come out|came out|sexuality|my gender|who i (?:really )?am|don'?t know who i am|my identity|lgbt\w*)\b/,
  ],
  [
    'body',
    /\b(?:my body|body image|my weight|weight gain|gained weight|lose weight|losing weight|so fat|i'?m fat|feel fat|too fat|too skinny|so skinny|ugly|how i look|the way i look|my looks|my face|acne|the mirror|my appearance)\b/,
  ],
  [
    'health',
    /\b(?:dementia|alzheimer'?s?|parkinson'?s?|(?<!(?:community|care|support|home|agency|night|paid) )carer|caregiver|caring for (?:my|him|her)|stroke|chemo\w*|dialysis|(?<!sick of |sick and )sick(?! of| and tired)|illness|ill\b|(?<!(?:be|become|becoming) an? )doctors?(?! appointment)|doctor appointment|diagnos\w*|hospice|terminal|palliative|vet|(?:might not|does not|doesn'?t) have (?:long|much time)|not long left|(?:is|are) dying|(?:weeks|months|days) (?:left )?to live|only (?:weeks|months|days) left|chronic|pain\b|migraines?|hospital|surgery|cancer|my health|health (?:issues|problems|scare)|test results|symptoms?)\b/,
  ],
  [
    'loneliness',
    /\b(?:lonely|loneliness|so alone|all alone|feel alone|feeling alone|isolated|no friends|nobody to talk to|no one to talk to|left out|nobody cares|no one cares|everyone hates me|nobody likes me|no one likes me|don'?t have anyone|have no one|don'?t know anyone|new city|no one here|nobody here|(?:just )?want (?:one|a) (?:real )?friend|no real friends|don'?t have (?:any )?friends|eat lunch alone|(?:nobody|no one) (?:ever )?texts? me|(?:nobody|no one) (?:understands|gets) me|homesick|miss (?:home|my home|my country)|moved (?:countries|abroad|across the country|away from (?:home|everyone))|miss my (?:mum|mom)'?s cooking)\b/,
  ],
  // A teacher's class and pupils are their work, not their schooling.
  [
    'work',
    /\b(?:teaching (?:for \d+|year \d+|\d+ years|kids|english|maths?|science)|(?:been|started|love|hate) teaching|grading|(?:marking|graded|marked) (?:essays|books|papers|tests|exams|coursework)|my (?:students|pupils)|year \d+ class|(?:my|a) class of \d+|lesson plans?|ofsted|(?:as a|i'?m a|im a|first year) teacher)\b/,
  ],
  [
    'school',
    /\b(?:school|exams?|(?<!driving |blood |covid |pregnancy |drug |eye |hearing |smear |allergy |dna |iq |personality |stress |mot )tests?|finals|midterms?|(?<!(?:pottery|yoga|art|dance|cooking|gym|spin|fitness|painting|music|exercise|swim|boxing|climbing|language|night|evening|adult|community|weekend|hobby|guitar|piano|singing|drawing|photography|sewing|knitting|reo|salsa|tango|ballet|karate|judo|pilates|zumba|barre|baking|woodwork|ceramics|craft|choir|aqua|antenatal|parenting|first aid) )class(?:es)?|classmates?|homework|grades?|gpa|college(?! (?:friends?|mates?|roommates?|buddies|girls|boys|lot|crew|group))|(?<!\b(?:since|from|after|met at) )university(?! (?:friends?|mates?|girls|boys|lot|crew|group))|(?<!\b(?:since|from|after|back at|met at|at|in) )uni\b(?! (?:friends?|mates?|days|girls|boys|lot|crew|group))|teachers?|assignments?|essay|studying|study|revision|coursework|thesis|professor|semester|the sats?|sat (?:scores?|prep|exam)|gcses?|chemistry|physics|biology|math|maths|algebra|calculus|geometry|science class|history class|english class|spanish class|french class|subjects?)\b/,
  ],
  [
    'work',
    /\b(?:job|jobs|(?<!(?:didn'?t|doesn'?t|don'?t|won'?t|wouldn'?t|not|never|it'?ll|might) )work(?!s? out| on (?:myself|me))|working(?! out| on myself)|boss|manager|coworkers?|co-workers?|colleagues?|shifts?|career|office|interview|fired|laid off|promotion|overtime|deadline|deadlines)\b/,
  ],
  [
    'self-worth',
    /\b(?:i'?m|i am|i feel like|feel like) (?:a |such a |the )?(?:bad|terrible|horrible|awful|useless|worst) (?:mom|mum|mother|dad|father|parent|friend|daughter|son|sister|brother|partner|girlfriend|boyfriend|wife|husband|person)\b/,
  ],
  [
    'partner',
    // Someone else's partner ("my flatmate's new boyfriend", "since my mate got a girlfriend", "her new gf")
    // is that person's story, not the visitor's relationship; a late wife is no relationship trouble.
    /\b(?<!\blate )(?<!(?:roommate|roomie|friend|sister|brother|mom|mum|dad|cousin|coworker|boss|flatmate|daughter|son|aunt|uncle|mate)'?s (?:new )?)(?<!\b(?:her|his|their) (?:new )?)(?<!\b(?:he|she|they|friend|mate|flatmate|roommate|bestie|sister|brother|cousin) (?:has|got|is getting|'s got|has got) (?:a )?(?:new )?)(?:boyfriend|girlfriend|bf|gf|my ex|ex-\w+|breakup|break up|broke up|broken up|dumped|dating|crush|relationship|situationship|cheated|divorce|ghosted|left me on read)\b/,
  ],
  [
    'partner',
    // A husband or wife named in passing ("wife signed me up for pottery", "wife is breastfeeding") is
    // part of another subject; the marriage is the subject when the message speaks of how they are together.
    /^(?=[\s\S]*\b(?:argu\w*|fight\w*|fought|row(?:ed|ing|s)?|yell\w*|shout\w*|distant|ignor\w*|cheat\w*|affair|divorc\w*|separat\w*|marriage|married|trust|jealous\w*|love|miss(?:es|ing)?|lonely|anniversary|date night|propos\w*|wedding|counsell?\w*|leave|leaving|left me|intimacy|sex|spark|connect\w*|drift\w*|feelings|space|(?:wants?|needs?) (?:to talk|more|less)|(?:don'?t|doesn'?t|won'?t|never) (?:talk|listen|care|understand|help)|we (?:never|don'?t|barely|hardly))\b)[\s\S]*\b(?<!\blate )(?<!(?:roommate|roomie|friend|sister|brother|mom|mum|dad|cousin|coworker|boss|flatmate|daughter|son|aunt|uncle|mate)'?s (?:new )?)(?<!\b(?:her|his|their) (?:new )?)(?:partner|husband|hubby|wife|fiance|fiancee)\b/,
  ],
  [
    'money',
    /\b(?:money|rent|bills?|debt|debts|broke(?! up| (?:her|his|my|their|a|an|the|down|into|in|out|it|something|the news|our|your)\b)|afford|loan|loans|paycheck|salary|bank account|credit card|overdraft)\b/,
  ],
  ['anger', /\b(?:angry|anger|furious|rage|pissed|so mad|lose my temper|lost my temper|snapped at)\b/],
  [
    'family',
    /\b(?:pregnan\w*|expecting a baby|new baby|newborn|the baby|(?<!\b(?:her|his|their) )grandkids|(?<!\b(?:her|his|their) )grandchildren|in-laws|mother-in-law|father-in-law|mom|mum|mother|dad|father|parents?|stepdad|stepmom|stepmum|sister|brother|siblings?|family|grandma|grandpa|grandmother|grandfather|aunt|uncle|son|daughter|(?<=\b(?:my|our|the|his|her|their) )kids(?! (?:in my class|i teach|at school|at work|i coach|on my team)))\b/,
  ],
  // "mate" said to someone ("like mate you opened the file", "cheers mate") is a word of address, not a friend.
  [
    'friends',
    // A friend named in passing ("mate talked me into bouldering", "i bake cakes for friends") is part of
    // another subject; the friendship is the subject when the message speaks of how they are together.
    /\b(?:friendships?|bestie|bff|(?:best|dearest|closest|oldest|old|dear|good|childhood|close) (?:friend|mate)s?|group chat|friend group|roommates?|flatmates?|no friends|(?:make|making|made|find|finding) (?:new |any )?friends)\b|^(?=[\s\S]*\b(?:fell out|falling out|fall out|left out|leave me out|ignor\w*|exclud\w*|(?:didnt|did not|never|dont|doesnt) (?:invite|include|ask|text|reply|call)\w*|not invited|without me|drift\w*|distant|fight\w*|fought|argu\w*|mad at|upset with|annoyed|jealous\w*|ghost\w*|lonely|alone|lost|miss\w*|betray\w*|behind my back|rumou?rs?|sits? with|hang(?:s|ing)? out|invit\w*|plans|left me|replac\w*|clingy|awkward|trust|secrets?|apolog\w*|close|closer|anymore|used to|(?:never|barely|hardly|dont|rarely) see|(?:nobody|no one|noone) (?:told|asked|invited|texted|said|tells|asks)|(?:didnt|did not|never) tell me|moved|moving|move away|far away)\b)[\s\S]*\b(?:friends?|(?<!\b(?:like|cheers|thanks|ta|oi|sorry|nah|yeah|come on|alright) )mates?(?![,!?]| you\b))\b/,
  ],
  [
    'self-worth',
    /\b(?:worthless|not good enough|a failure|useless|hate myself|a burden|pathetic|a loser|not enough|no good at anything|insecure|confidence|self-esteem|compar(?:e|ing) myself|(?:everyone|everybody) (?:else )?(?:looks|seems) (?:so )?(?:perfect|happy|better))\b/,
  ],
  [
    'screens',
    /\b(?:on my phone|phone (?:all day|addiction)|screen ?time|scrolling|doomscroll\w*|tiktok|social media|hours (?:a day )?on (?:my )?(?:phone|tiktok|instagram|youtube)|gaming all)\b/,
  ],
  [
    'sleep',
    // A pet or someone else sleeping all day is not the visitor's sleep.
    /\b(?<!\b(?:he|she|hes|shes|he is|she is|they|dog|cat|puppy|kitten|baby|bunny|rabbit)(?: \w+){0,3} )(?:(?<!(?:want|wanna|need|going|go|just) to )sleep|sleeping|asleep|insomnia|nightmares?|awake at|can'?t sleep|tired all the time|bedtime)\b/,
  ],
  [
    'anxiety',
    /\b(?:anxious|anxiety|panic\w*|worried|worry|worrying|nervous|overthink\w*|on edge|scared|afraid|freak(?:ing|ed)? out|presentations?|public speaking|stage fright|what if|heart (?:is )?(?:racing|pounding)|can'?t breathe|chest (?:feels )?tight|shaking)\b/,
  ],
  ['stress', /\b(?:stress\w*|overwhelm\w*|too much|burn(?:ed|t) out|burnout|swamped|pressure)\b/],
  [
    'low',
    /\b(?:sad|depressed|feel(?:ing)? (?:so )?(?:down|low|lost)|so (?:down|low|lost)|empty|numb|hopeless|crying|miserable|nothing matters|pointless|not okay|not ok|not (?:great|good|well|doing (?:great|good|well))|feel(?:ing)? heavy)\b/,
  ],
];

/** Topics named by a feeling only. */
export const GENERIC_TOPICS = new Set<Topic>(['anxiety', 'stress', 'low', 'anger', 'self-worth']);
/** Feeling-level topics that give way to the conversation's concrete topic ("so anxious" about work). */
export const OVERRIDABLE_TOPICS = new Set<Topic>(['anxiety', 'stress', 'low']);

/** A loss or an illness stays the subject of the conversation until they clearly move on. */
export const STICKY_TOPICS = new Set<Topic>(['grief', 'health']);
export const MOVING_ON =
  /\b(?:also|another thing|on top of (?:that|this|everything)|something else|unrelated|different (?:thing|topic)|besides|anyway|changing the subject)\b/i;

/** Topics that must never get playful slang or conflict-style advice. */
export const SERIOUS_TOPICS = new Set<Topic>(['grief', 'abuse', 'violence', 'eating']);
