/**
 * English abuse rules beyond danger.ts: violence by anyone close (partner, family, carer), injuries and
 * cover stories, threats made conditional ("if i leave he'll..."), coercive control (money, papers, phone,
 * locked in), stalking, grooming, sextortion, sexual violence told without the legal words, forced
 * marriage and trafficking, and worry about someone else being hurt. Long because abuse is mostly told
 * through what the other person does; one entry per pattern.
 */
import { type Rule, rx } from './types.ts';
import { WEAPON, WHO } from './words.ts';

const ADULT =
  /\b(?:he|she|they|hes|shes|man|guy|adult|older|coach|teacher|uncle|aunt|boss|manager|stepdad|stepfather|dad|father|mom|mother|grandpa|grandfather|cousin|brother|neighbou?r|pastor|priest|tutor|babysitter|boyfriend|husband|partner|someone|somebody|stranger|online)\b/;

export const ABUSE_RULES: Rule[] = [
  // Strangulation, the strongest sign of lethal partner violence, even "just once" and "last week".
  {
    reason: 'partner_abuse',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\b(?:put|puts|had|has|wrapped|wraps|kept|pressed|squeezed) (?:both )?(?:his|her|their) hands? (?:round|around|on|over) my (?:neck|throat)\\b|\\b(?:choked|strangled) me (?:last|the other|during|until|till|when|in)\\b|(?<!\\b(?:jiu ?jitsu|bjj|judo|wrestl\\w*|mma|sparr\\w*|grappl\\w*|training|class)\\b[^\\n]*)\\b(?:grabbed|grabs|squeezed|squeezes|gripped|grips) my (?:neck|throat)\\b(?![^\\n]*\\b(?:jiu ?jitsu|bjj|judo|wrestl\\w*|mma|sparr\\w*|grappl\\w*|training|class|mat)\\b)',
    ),
  },
  // Coercive control: papers, phone or money taken, punishment for disobeying.
  {
    reason: 'partner_abuse',
    level: 'crisis',
    re: rx(
      `\\b${WHO} (?:\\w+ ){0,3}(?:took|takes|keeps|kept|hid|hides|locked up|locks up|smashed|broke) my (?:phone|passport|papers|documents|id|keys|car keys|bank cards?|debit card|credit cards?|money|wallet)\\b(?=[^\\n]*\\b(?:behave|learn|until|unless|punish\\w*|allowed|let me|permission|leave|scared|afraid))|\\b(?:makes|made|forces|forced) me (?:to )?(?:sleep|stay|stand|sit|kneel) (?:in the car|outside|on the floor|in the garage|in the cold|in the basement|in the yard)\\b|\\b(?:learn|learned|learns) (?:how )?to behave\\b|\\b(?:weighs|weighed) me (?:every|each)\\b|\\bonly lets me eat\\b`,
    ),
    requires: /\b(?:he|she|they|his|her|my \w+|partner|husband|wife|boyfriend|girlfriend)\b/,
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      `\\b(?:holds|held|holding|grabs|grabbed|pulls|pulled|waves|waved|picks up|picked up|gets|got) (?:a|the|his|her|their) ${WEAPON} (?:\\w+ ){0,3}(?:when|whenever|while|every time|if) (?:we|i) (?:argue|fight|disagree|talk back|say no)\\b`,
    ),
  },
  // Physical violence against the writer (no third-party lowering: the other person is the abuser).
  {
    reason: 'family_abuse',
    level: 'crisis',
    pastable: true,
    re: rx(
      // "he" after a dog named just before is the dog ("walk the dog and he drags me down the street").
      `\\b${WHO}(?<!\\b(?:dogs?|pupp(?:y|ies)|pups?|husk(?:y|ies)|cats?|kittens?|horses?|pony|ponies|pets?)\\b[^\\n.!?]{0,80}\\b(?:he|she|they)) (?:\\w+ ){0,4}(?:hits|hit|hitting|beats|beat|beating|punches|punched|punching|chokes|choked|choking|strangles|strangled|strangling|kicks|kicked|kicking|slaps|slapped|slapping|shoves|shoved|pushes|pushed|throws|threw|burns|burned|drags|dragged|whips|whipped|bites|bit|grabs|grabbed|pins|pinned|smacks|smacked|attacks|attacked|hurts|hurt) (?:me|us)\\b(?<!\\b(?:drags|dragged) (?:me|us)(?= (?:to|along|out to|off to|round|around) ))(?<!\\b(?:beats|beat|beating) (?:me|us)(?=(?: again| twice| easily| every time)? (?:at|in|to) ))(?<!\\b(?:pushes|pushed|pushing) (?:me|us)(?= (?:to (?!the |my |a |an |her |his )|harder|forward|further|towards? (?!the |my )|away\\b(?!(?: \\w+){0,3} (?:hard|into|against|onto|down|and (?:i|we) (?:fell|hit)))))|\\b(?:that|how much|how badly|how bad|even know|realise|realize|care|sorry|admit\\w*|apologi\\w*)(?: \\w+){1,3} (?:hurt|hurts) (?:me|us))(?<!\\b(?:basically|practically|pretty much|kind of|kinda|sort of|gently|lovingly|playfully|jokingly) (?:pushes|pushed|pushing|shoves|shoved) (?:me|us)(?= out (?:of )?(?:the )?(?:door|house|car|room)))`,
    ),
  },
  {
    reason: 'family_abuse',
    level: 'crisis',
    pastable: true,
    re: rx(
      `(?<!\\b(?:a|an|some|this|the|one) (?:woman|man|lady|guy|customer|client|patient|kid|student|passenger|shopper|bloke|person|old (?:man|lady|woman)|drunk|stranger)\\b[^\\n]{0,12})\\b(?:threw|throws|throwing|thrown|hurled|chucked|swung) (?:a |an |the |his |her |my )?(?!ball|frisbee|pillow|party|fit|tantrum|up)(?:\\w+ )?(?:at|on) (?:me|us|my (?:mom|mum|mother|dad|father|sister|brother|head|face))\\b|\\b${WHO} (?:\\w+ ){0,4}(?:broke|broken|fractured|dislocated|split|busted|bloodied) my (?:arm|nose|ribs?|jaw|wrist|fingers?|lip|teeth|tooth|eye|hand|leg|collarbone|skull)\\b`,
    ),
  },
  {
    reason: 'family_abuse',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\b(?:got|have|had|has|with) (?:a |another )?(?:black eye|busted lip|split lip|bruises (?:on my|all over))\\b(?= (?:again|from|because)|(?![^\\n]))|\\btold (?:work|them|everyone|people|the (?:doctor|hospital|nurse|school|teacher)|my (?:teacher|boss|friends|doctor)) (?:that )?(?:i|it was|it) (?:walked into|fell|tripped|slipped|ran into|fell off|fell down|was an accident)\\b|\\b(?:he|she|they) (?:always )?says? (?:hes|shes|theyre) sorry\\b',
    ),
  },
  // Threats: to kill or hurt, conditional on leaving or telling, with a weapon kept in sight.
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      '\\b(?:said|says|told me|swore|threatened|threatens|screaming|yelling|keeps saying) (?:that )?(?:he|she|they)(?:ll| will| would|d| is going to| was going to)? (?:\\w+ )?(?:kill|hurt|beat|shoot|stab|strangle|burn|end|finish) (?:me|us|my (?:mom|mum|mother|dad|sister|brother|kids?|children|baby|dog|cat)|the kids|everyone|her|him|them)\\b|\\bscreaming (?:that )?(?:im|i am|youre) (?:dead|going to die)\\b|\\b(?:you|i)(?:re| am| are)? (?:dead|going to die)(?= when i (?:find|get) you)',
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      '\\bif (?:i|you) (?:ever )?(?:leave|left|(?:tell|told)(?! (?:\\w+ ){0,3}about (?:the |my |a |our |that )?(?:\\w+ )?(?:grades?|marks|results?|report card|test|exam|score|bill|dent|scratch|tattoo|piercing|haircut|hair|phone|curfew|(?:speeding |parking )?ticket|detention|fail\\w*)\\b)|call|called|go to|report|break up|try to leave|dont|do not|say no|talk to)\\b(?:[^\\n]{0,60}?)\\b(?:hell|shell|theyll|he will|she will|they will|he would|hed|shed|kill|hurt|find me|finish (?:me|you)|regret|take the kids|take (?:my|the|our) (?:kids|children|baby)|never see|post|share|send|report me|deport|come (?:for|after|here|to my))\\b(?! (?:(?:just|probably|prob|definitely|totally|really|only) )?(?:be (?:quiet|silent|cold|distant|weird|off|awkward)|go (?:quiet|silent)|sulk|ignore me|not (?:talk|speak) to me|give me the silent treatment|lecture me|sigh)\\b| (?:go for it|agree|say yes|understand|be (?:fine|ok|okay|happy|pleased|relieved|proud)|be (?:\\w+ )?(?:disappointed|upset|sad|worried|angry|mad|annoyed|hurt|shocked|surprised|confused)|like it|love it|listen|get it|come round|come around|help|be glad))',
    ),
    // "hell kill me" names him as surely as "he will kill me" does ("hell think i dont care" does not).
    requires:
      /\b(?:he|she|they|his|her|their|my \w+|someone|man|guy)\b|\b(?:hell|shell|hed|shed) (?:\w+ )?(?:kill|hurt|beat|shoot|stab|strangle|burn|find|come (?:for|after)|take)\b/,
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      `\\b(?:keeps|has|leaves|left|put|puts|showed me|shows me|pulled|waves|waved|pointed) (?:a|his|her|the|their) ${WEAPON} (?:on|under|in|by|at|near|next to|to)\\b(?=[^\\n]*\\b(?:remind\\w*|argue|argument|fight|angry|when (?:we|i)|shows me|points|me|scared|threat\\w*))|\\breminds me (?:its|it is|that (?:he|she) has|he has|she has) (?:there|a (?:gun|knife))\\b|\\b(?:you|i) cant hide\\b|\\bnowhere (?:to|i can) hide\\b`,
    ),
  },
  // Coercive control: money, papers, phone, food, medicine, locked in, not allowed to leave.
  {
    reason: 'partner_abuse',
    level: 'crisis',
    re: rx(
      '\\b(?:takes|took|taken|keeps|kept|hides|hid|hidden|holds|confiscated|controls|has) (?:all )?(?:my|our) (?:passport|passports|papers|documents|id|visa|green card|pension|paycheck|paychecks|wages|salary|benefits|social security|bank card|debit card|credit card|savings|money and)\\b|\\b(?:hides|hid|hidden|withholds|withheld|takes away|took away|locks up|locked up) (?:all )?my (?:medicine|medication|meds|insulin|food|pills|inhaler|wheelchair|walker|glasses|hearing aids?)\\b|\\b(?:locks|locked|locking|shut|shuts) me (?:in|inside|up|in my room|in the (?:room|closet|basement|house|garage|car))\\b(?! (?:the loop|mind))|\\b(?:keeps|kept) me (?:in|inside|in my room|in the (?:room|closet|basement|house|garage|car))\\b(?! (?:the loop|mind|check|line|shape|work|a job|business|after school|hospital))',
    ),
    requires: /^(?!.*\b(?:by accident|accidentally|airport|customs|bank)\b)/,
  },
  {
    reason: 'partner_abuse',
    level: 'crisis',
    re: rx(
      '\\b(?:wont|will not|doesnt|does not|never|dont|doesnt even) let me (?:leave|see|talk to|have|call|text|work|go out|go anywhere|contact|visit|drive|eat|sleep|use|out of|get a job|keep)\\b',
    ),
    requires:
      /\b(?:boyfriend|girlfriend|husband|wife|partner|bf|gf|fiance|fiancee|spouse|ex|son|daughter|caregiver|carer|family|they|captor|boss)\b/,
  },
  {
    reason: 'partner_abuse',
    level: 'elevated',
    re: rx(
      "\\b(?:wont|will not|doesnt|does not|never) let (?:me|her|him|them) (?:leave|see|talk to|have|call|go out|go anywhere|contact|visit)\\b|\\b(?:checks|goes through|reads|tracks|monitors) (?:my|her|his) (?:phone|texts|messages|location|email)\\b|\\b(?:gets|got|is|so) (?:really |so |super )?(?:jealous|mad|angry) (?:when|if) (?:i|she|he) (?:go|goes|wear|wears|talk|talks|see|sees|text|texts)\\b|\\b(?:says|said|tells me|told me) (?:im|i am|i'm) (?:nothing|worthless|stupid|useless|crazy|ugly|nobody) without (?:him|her|them)\\b|\\bwalking on eggshells\\b|\\b(?:is|so|really|very|super) controlling\\b|\\b(?:yells|screams|shouts) at (?:me|her|him|them)\\b(?=[^\\n]*\\b(?:scared|afraid|flinch\\w*|cries|crying|every|always|food|hides?))|\\b(?:seems|is|always) (?:scared|afraid|terrified) (?:of (?:him|her|them)|when)\\b",
    ),
  },
  // Stalking.
  {
    reason: 'stalking',
    level: 'crisis',
    re: rx(
      '\\b(?:keeps|kept|keep|been|is|hes|shes|always) (?:showing up|turning up|waiting|parking|parked|hanging around|following me|watching me|sitting) (?:\\w+ )?(?:outside|at my|near my|by my|around my|in front of)\\b|\\b(?:showed|shows|turned|turns) up (?:at|outside) (?:my|our) (?:new )?(?:place|house|home|apartment|flat|work|job|school|door|dorm|window)\\b|\\b(?:hes|shes|theyre|he is|she is|they are|my ex is) (?:parked|waiting|standing|sitting) (?:right )?(?:outside|across the street|downstairs|at my door)\\b|\\b(?:tracked|tracks|tracking|bugged|hacked) (?:my|our) (?:phone|car|location|accounts?|email)\\b|\\b(?:stalking|stalks|stalked) me\\b|\\bfollow(?:s|ed|ing)? me (?:home|everywhere|to (?:work|school|my car))\\b|\\bknows where i (?:live|work|sleep|go to school)\\b',
    ),
  },
  {
    reason: 'stalking',
    level: 'elevated',
    re: rx(
      '\\b(?:texted|called|messaged|dmd) me (?:like |over )?(?:\\d{2,}|a hundred|hundreds of|fifty) times\\b|\\bwont leave me alone\\b|\\b(?:made|makes|created) (?:fake|new) accounts? to (?:message|contact|watch|follow) me\\b',
    ),
  },
  // Grooming, sextortion, exploitation.
  {
    reason: 'exploitation',
    level: 'crisis',
    re: rx(
      '\\b(?:our|a) (?:little )?secret\\b(?! (?!(?:between|from|and|or|but|so|because|cause|cos|that|if|he|she|they|i|we|you|to|with|for|now|ok|okay|lol|then|right|forever|anymore)\\b)[a-z]+)|\\b(?:not|dont|never|without) (?:to )?tell(?:ing)? (?:(?:my|your) (?:parents|mom|dad|mum|mother|father|family)|anyone|anybody|no one|noone|nobody)\\b|\\b(?:no ?one|nobody|noone) (?:will|would|is going to|gonna) (?:ever )?believe (?:me|you|a kid)\\b',
    ),
    requires:
      /\b(?:he|she|man|guy|adult|older|coach|teacher|uncle|boss|pastor|priest|grandpa|stepdad|tutor|\d\d(?: year old| yo)?|pics|pictures|photos|nudes|meet|touch\w*|online|does stuff|babysit\w*)\b/,
  },
  {
    reason: 'exploitation',
    level: 'crisis',
    re: rx(
      '\\b(?:post|posting|share|sharing|send|sending|leak|leaking|release|show|spread|put|expose|upload) (?:my|the|our|those|these|all my|your) (?:nudes|nude (?:pics|photos|pictures)|pics|pictures|photos|videos?|private (?:pics|photos|pictures|videos?))\\b(?=[^\\n]*\\b(?:if|unless|or else|everywhere|to everyone|threat\\w*|says|said|will|hell|shell))|\\b(?:send|sending|sent) (?:him |her |them )?(?:more |new )?(?:pics|pictures|nudes|photos|videos?)\\b(?=[^\\n]*\\b(?:if i dont|or else|unless|or hell|or shell|keeps asking|threat\\w*|hell|shell))|\\bpay (?:him|her|them) or (?:he|she|they)(?:ll| will)\\b|\\b(?:keeps|kept|been) (?:sending|asking for) (?:me )?(?:pics|pictures|nudes|photos)\\b',
    ),
  },
  {
    reason: 'exploitation',
    level: 'crisis',
    re: rx(
      '\\b(?:have|has|had|forcing me|force me|forced|making me|make me|made me) to? ?marry\\b|\\b(?:make|makes|made|making|force|forces|forced) (?:me|us) (?:to )?work (?:\\d+|all|every|for free|without pay|for nothing|day and night)\\b|\\b(?:report|deport|call immigration on) me if i (?:leave|talk|tell|go)\\b|\\b(?:cant|not allowed to|wont let me) leave (?:the (?:house|apartment|building|farm|restaurant)|this place|my job)\\b|\\bowe (?:them|him|her) (?:a debt|money) (?:and|so) (?:they|he|she)\\b',
    ),
    requires: /^(?!.*\b(?:want to marry|wants to marry|going to marry|will marry)\b)/,
  },
  {
    reason: 'exploitation',
    level: 'crisis',
    re: rx(
      '\\b(?:sends|sent|sending|keeps sending|shows|showed) me (?:\\w+ )?(?:pictures|pics|photos|videos)\\b',
    ),
    requires:
      /\b(?:secret|im 1[0-7]|i am 1[0-7]|(?:1[0-7]|[5-9]) years old|coach|teacher|uncle|older|adult|man|grown|naked|inappropriate|dont tell)\b/,
  },
  // Sexual violence told without the legal words.
  {
    reason: 'sexual_violence',
    level: 'crisis',
    pastable: true,
    re: rx(
      `\\b(?:wouldnt|would not|didnt|did not|wont|refused to|never) stop (?:when|after|even (?:after|when|though)|even if) (?:i|she|he) (?:said no|said stop|told him|told her|asked|begged|cried|pushed|tried)\\b|\\b(?:does|did|doing|do|done) (?:stuff|things|bad things|weird things|sexual things|things i dont like) (?:to|with) me\\b|\\b(?:touches|touched|touching|grabs|grabbed|grabbing|rubs|rubbed|rubbing|fondles|fondled|gropes|groped|groping|feels up|felt up|feeling up) (?:me|my (?:legs?|thighs?|chest|breasts?|boobs|butt|bum|ass|private\\w*|body|crotch|genitals|bottom|lap|inner thigh))\\b|\\b(?:make|makes|made|making) me sit on (?:his|her) lap\\b|\\b(?:dont|didnt) like (?:what|how|the way) (?:he|she|they) (?:does|did|touch\\w*|feel\\w*)(?: \\w+)? (?:with (?:his|her|their) hands|to me|me)\\b|\\b(?:being|been|got|getting) (?:groped|molested|raped|touched)\\b`,
    ),
    requires: ADULT,
  },
  {
    reason: 'sexual_violence',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\bwoke up (?:\\w+ ){0,5}(?:with(?:out)? (?:my|any|no) (?:clothes|pants|underwear)|naked|undressed|clothes off|in (?:a strangers|his|her|someones|a strange) bed|next to (?:a|some) (?:guy|man|stranger))\\b|\\b(?:spiked|drugged|roofied) (?:my|me)\\b|\\b(?:he|she|they) did it anyway\\b|\\b(?:cant|dont|do not|cannot) remember (?:anything|what happened|how i got)\\b(?=[^\\n]*\\b(?:party|drink|drunk|clothes|woke|bed|him|his|guy))',
    ),
  },
  // Someone else being hurt: the writer is worried (elevated).
  {
    reason: 'third_party',
    level: 'elevated',
    category: 'abuse',
    re: rx(
      `\\b(?:always has|has|had|have|saw|seen|noticed) (?:\\w+ )?(?:bruises|a bruise|marks|black eye|burns)\\b|\\b(?:bruises?|marks) on (?:his|her|their) (?:wrists?|arms?|neck|face|legs?)\\b|\\b(?:flinch|flinches|flinched) (?:whenever|when|every time)\\b|\\b${WHO} (?:\\w+ )?(?:grabs|grabbed|hits|hit|beats|shoves|pushes|slaps|chokes|hurts|yells at|screams at|jalonea) (?:her|him|them|my (?:mom|mum|sister|brother|friend))\\b|\\bbeing (?:hurt|abused|hit|beaten) (?:at home|by)\\b|\\bexcuses for (?:the )?(?:marks|bruises|injuries)\\b`,
    ),
  },
  // Locked in, kept from food or money, by a partner or a carer.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      '\\b(?:locks?|locked|locking) (?:me|you|us) (?:in|inside|in the (?:house|flat|room|apartment|bedroom|basement))\\b(?! (?:by accident|accidentally))|\\b(?:wont|will not|doesnt|does not|refuses to) (?:bring|give|let) (?:me )?(?:any )?(?:food|meals?|my meds|my medication|eat)\\b[^\\n]{0,40}\\b(?:unless|until)\\b',
    ),
    requires:
      /\b(?:he|she|they|husband|wife|partner|boyfriend|girlfriend|bf|gf|carer|caregiver|dad|mum|mom|stepdad|stepmum|son|daughter)\b/,
  },
  // Pushed down the stairs; someone who walks in on a child in the shower; an ex who found the address.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      '\\b(?:pushed|threw|shoved|kicked|dragged) me (?:down|off|into|against|across) (?:the )?(?:stairs|wall|floor|door|table|bed|radiator)\\b|\\b(?:keeps |kept )?(?:coming|walking|comes|walks|came) into (?:the bathroom|my room|my bedroom) when (?:im|i am|i was) (?:in the shower|showering|changing|asleep|in bed|getting dressed)\\b',
    ),
  },
  {
    reason: 'stalking',
    level: 'crisis',
    re: rx(
      '\\b(?:found|found out|knows|figured out|got|tracked down) (?:my (?:new )?address|where i (?:live|work|am staying|moved))\\b',
    ),
    requires: /\b(?:ex|he|she|they|him|outside|order|restraining|injunction|stalk\w*|scared)\b/,
  },
  // Strangling in a quarrel, even asked about as if it were common.
  {
    reason: 'partner_abuse',
    level: 'crisis',
    re: rx(
      '\\b(?:bf|boyfriend|husband|partner|gf|girlfriend|fiance|fiancee|wife)s? (?:\\w+ ){0,3}(?:choke|chokes|choking|strangle|strangles|strangling) (?:you|me) (?:during|when|in|every time|whenever|if) (?:an? |we |the )?(?:arguments?|fights?|rows?|argue|fight|row|gets? angry|loses? (?:it|his temper|her temper))\\b',
    ),
  },
  // A child who says a grown-up touches them; a threat with a blade from a partner who used one before.
  {
    reason: 'sexual_violence',
    level: 'crisis',
    re: rx(
      '\\b(?:uncle|stepdad|step dad|stepfather|dad|father|grandad|grandpa|cousin|brother|teacher|coach|babysitter|neighbour|neighbor|tutor|mums boyfriend|moms boyfriend|priest|pastor) (?:\\w+ ){0,2}(?:touches|touched|has been touching|keeps touching) (?:her|him|me|them|my (?:little )?(?:sister|brother|daughter|son))\\b',
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      '\\b(?:shell|hell|theyll|she will|he will|they will|shes going to|hes going to|shes gonna|hes gonna) (?:\\w+ )?(?:stab|shoot|strangle|burn|choke|knife|cut) (?:me|us)\\b',
    ),
  },
  {
    reason: 'family_abuse',
    level: 'elevated',
    cue: 'time',
    re: rx(
      '\\b(?:goes|going|go|has to go|sent|back) (?:home|back) to (?:him|her|them|his house|her house) (?:tomorrow|tonight|today|on \\w+day|this weekend)\\b',
    ),
  },
  // Locked in with the phone taken; a threat that the writer is dead when they get home; waking up unclothed
  // with no memory.
  {
    reason: 'unsafe_situation',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      '\\b(?:im |i am |ive been |been )?locked in (?:the|my|his|her|a) (?:bedroom|room|house|flat|apartment|basement|shed|garage)\\b',
    ),
  },
  {
    reason: 'partner_abuse',
    level: 'elevated',
    re: rx(
      '\\b(?:he|she|they) (?:took|has|smashed|broke|hid|taken|keeps) my (?:phone|keys|passport|car keys)\\b',
    ),
    requires:
      /^(?![^\n]*\b(?:for (?:a|the|one) (?:day|night|week|weekend)|because i|bc i|cos i|until i|till i|dishes|homework|grounded|chores|curfew|school night|bedtime)\b)/,
  },
  {
    reason: 'threatened',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:youre|you are|ur) (?:so )?(?:dead|finished) (?:when|once|if|the minute) (?:you|u) (?:get|come|walk) (?:back|home|in)\\b',
    ),
  },
  {
    reason: 'sexual_violence',
    level: 'crisis',
    re: rx(
      '\\b(?:woke up|came to|came round)\\b[^\\n]{0,60}\\b(?:clothes (?:were |was )?(?:on wrong|on backwards|inside out|off|ripped|missing)|(?:no|without (?:my|any)) (?:pants|underwear|knickers|clothes)|naked)\\b',
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      '\\b(?:knows|found out|know) where i (?:am|live|work|sleep|park)\\b[^\\n]{0,60}\\b(?:has|got|with|bringing|carrying) (?:a |his |her )?(?:knife|gun|weapon|machete|bat)\\b',
    ),
  },
];
