import { AWAY } from './compose.ts';
/**
 * English suicide warning signs told around the danger rather than named: not being around much longer,
 * a last message, a decision made, the means at hand or at a place, a fatal question, and the cues read
 * together (cues.ts); then the elevated signs of distress (numbness, hopelessness, isolation, burden,
 * worry about someone else). Long because veiled disclosure takes many forms; one entry per pattern.
 */
import { type Rule, rx } from './types.ts';
import { OTHER } from './words.ts';

export const WARNING_RULES: Rule[] = [
  // Not being here soon.
  {
    reason: 'goodbye',
    level: 'crisis',
    negatable: false,
    re: rx(
      `(?:\\b(?:wont|will not|might not|may not|not going to|not planning (?:to|on)|dont plan (?:to|on)|dont think ill|dont think i will|not sure ill) be(?:ing)? (?:around|here|alive|there) (?:much longer|for long|by then|by (?:next|the end|friday|monday|tomorrow|the weekend|christmas|new year)|next (?:week|month|year)|for (?:day|christmas|my birthday|the wedding)|after (?:tonight|today|this)|to see|anymore|much more)\\b|\\b(?:dont|do not|cant) see myself (?:being )?(?:alive|around|here) (?:by|in|next|for|much|after|at)\\b|\\b(?:wont|will not|not going to) (?:make it|be alive) (?:to|through|past|until|till) (?:tomorrow|morning|the weekend|friday|next week|my birthday|christmas)\\b)(?![^\\n]*${AWAY.source})`,
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:this is|this will be|this is going to be|its|it is) (?:the|my) last (?:time (?:ill|i will|im going to|i am going to|i|youll hear from me)|message)\\b(?! (?:\\w+ )?(?:to|with|for|about) (?:him|her|them|my))|\\b(?:not|never) coming back from this(?: one)?\\b|\\bthe (?:last|final) (?:time you hear|message you get) from me\\b|\\blast (?:day|night) (?:of my life|alive|ever)\\b|\\bthis is a good last day\\b|\\bwrite (?:a|my) (?:note|letter) (?:for|to) (?:my|everyone)\\b(?=[^\\n]*\\b(?:fault|know|sorry|goodbye|after|when))',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:started|been|im|am) saying goodbye to (?:people|everyone|my (?:friends|family))\\b|\\bsaying goodbye (?:to (?:people|everyone) )?without (?:them|anyone|people) knowing\\b|\\b(?:what happens|who gets|set (?:things|everything) up) (?:to )?(?:\\w+ ){0,3}(?:after (?:you|i|someone) (?:die|dies|died|am gone|im gone))\\b',
    ),
  },
  // A decision, with calm: crisis when said with a time or finality in the same breath.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:going to|gonna) call it\\b(?=[^\\n]*\\b(?:life|quits on life|for good))|\\bmight as well make it official\\b|\\b(?:i )?need out\\b(?= permanently| for good| of (?:this|my) life)|\\bi need out(?![^\\n])|\\beat my gun\\b|\\b(?:my|the) plan is (?:to |the )?(?:\\w+ ){0,6}(?:bridge|pills|gun|rope|jump|tracks|train|overdose|roof|tonight|asleep|when (?:everyone|no one|nobody))\\b|\\b(?:decided|made up my mind|made my decision) (?:to|that) (?:end|die|go|not (?:be|wake)|kill|stop living|leave this world)\\b(?! (?:off|on|in|with|like|at|for|out|together|up|back|home|there|early|to (?:the|bed|work|school|sleep)))|\\b(?:suicide|dying|death|killing myself|ending it) is all i (?:can )?think about\\b|\\b(?:suicide|death|dying|ending it|the bridge|the pills) (?:is |are )?(?:is|are|seems|looks|sounds|feels|looking|seeming|sounding|feeling) (?:\\w+ ){0,2}(?:good|tempting|appealing|peaceful|like (?:the|my) (?:answer|only|best|way out)|like an option)\\b|\\b(?:walking|walked|stepping|stepped) (?:into|in front of) (?:traffic|cars|a car|a bus|a truck) on purpose\\b|\\bwalking without looking on purpose\\b|\\b(?:if i|hope i|wish i would) (?:got|get|gets) hit by a (?:car|bus|truck|train)\\b(?=[^\\n]*\\b(?:relie\\w*|good|fine|better|hope|wish))|\\bfix that mistake\\b|\\b(?:life )?insurance (?:still )?(?:pays? out|covers?|money)\\b(?=[^\\n]*\\b(?:suicide|if (?:its|i)|kids|family|years|ok|okay|fine|have))',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx(
      '(?<!\\b(?:hes|shes|theyre|he is|she is|they are|(?:my )?(?:dad|mum|mom|nan|gran|grandad|grandpa|grandma)(?:s| is)) (?:being )?(?:all |so |really )?(?:jokey|joking|jokin|jokes)\\b[^\\n]{0,60})\\b(?:just |to |would |and |so i |so that i |i |id )(?:never|not|dont|wont) (?:ever )?wake(?: back)? up\\b(?! (?:on time|in time|early|till|until|before|at|for|when|this|today|tomorrow|again until|groggy|tired|grumpy|foggy|feeling|with a|in the night|during))|\\benough (?:that|so) i (?:dont|wont|never) wake up\\b|\\b(?:to|just|could|can) (?:just )?not exist(?:ing)? anymore\\b|\\bnot exist anymore\\b|\\b(?:ready to|want to|going to|want|time to) (?:go|leave) (?:this world|for good|home to (?:god|jesus|the lord|heaven|be with|my maker))\\b|\\b(?:join|be with|see) (?:her|him|them|my \\w+) (?:again )?(?:in heaven|on the other side|soon\\b(?=[^\\n]*\\btonight\\b))|\\bsleep forever\\b(?=[^\\n]*\\b(?:want|wish|tonight|ready|pills))',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:going to|gonna|will) fix (?:that|this|it|everything|the problem|everyones problems?|their problems|all (?:of )?(?:their|your|our) problems)(?! (?:for (?:you|her|him|them|my)|with|by|tomorrow|later|next|after))',
    ),
    requires: /\b(?:tonight|burden|for good|everyone|today|soon)\b/,
  },
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\b(?:before|until) (?:its|it is|it gets|it becomes|it would be|you die|its too late) ?(?:fatal|lethal|deadly)?\\b(?=[^\\n]*\\b(?:take|pills|tylenol|dose|bottle))|\\bfor (?:a|the|my) (?:fall|jump|dose|drop|overdose) to be (?:fatal|lethal|deadly|enough)\\b|\\b(?:most|max|maximum) (?:\\w+ ){0,2}(?:a person|you|i|someone|one) can (?:take|swallow) before\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'almost',
    cueOnly: true,
    re: rx(
      '\\b(?:i )?(?:tried|attempted) (?:last night|yesterday|this morning|earlier|last week|again|before)(?![^\\n]| (?:to|and|with|making|cooking|baking|calling))|\\bit didnt work(?![^\\n])|\\b(?:i )?(?:almost|nearly) (?:did it|went through with it|jumped|took them)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:pills|meds|tablets) (?:are )?(?:all )?(?:lined up|laid out|counted out|out on (?:the|my)|spread out|sorted out)\\b|\\b(?:have|got|put|laid|lined) (?:all )?(?:my|the|of my) (?:pills|meds|tablets) (?:out|up|lined up)\\b|\\busing it on myself\\b|\\b(?:gave|giving|given) (?:away )?my (?:dog|cat|pets?|puppy|kitten|bird|horse) to (?:my|a|the|our) \\w+\\b(?![^\\n]*\\b(?:while|for the (?:week|weekend)|because|since|until i|vacation|trip|allerg\\w*|moving|landlord))',
    ),
  },
  // Warning signs said plainly without a plan: an attempt's anniversary, the thoughts back, existing wrongly,
  // not caring what happens on the road, searches deleted, scars that call, hair pulled to a bald patch.
  {
    reason: 'warning_signs',
    level: 'elevated',
    re: rx(
      String.raw`\banniversary of my (?:suicide |overdose )?attempt\b|\b(?:the|those|my|dark|bad|suicidal) (?:\w+ )?(?:thoughts|urges) (?:are|have been|have come|came) back\b|\bthe thoughts are back\b|\b(?:i )?should(?:nt| not) (?:even )?(?:exist|be alive|have been born)\b|\b(?:dont|do not) care if (?:a (?:car|bus|truck) hits me|i get hit|something happens to me|i wake up)\b|\bgoogling (?:stuff|things) i shouldnt\b|\bscared of where my (?:head|mind) is going\b|\b(?:old )?scars (?:are )?(?:itching|calling|tingling)\b[^\n]{0,40}\bthink(?:ing)? about it\b`,
    ),
  },
  {
    reason: 'self_harm_history',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:keep|kept|been|started|cant stop) pulling (?:my hair out|out my hair|my hair)\b(?=[^\n]*\b(?:bald|patch|beanie|hat|hide|gaps?|cant stop)\b)`,
    ),
  },
  // A parent's thought that the child would be better off with someone else: a warning sign, after a birth above all.
  {
    reason: 'warning_signs',
    level: 'elevated',
    re: rx(
      '\\b(?:she|he|they|my (?:baby|son|daughter|kids?|children|little one)|the (?:baby|kids?|children))(?:d| would| will|ll) be better off (?:with (?:someone|somebody|anyone|a different|another) (?:else )?(?:\\w+ )?(?:raising|looking after|as (?:her|his|their))|with(?:out)? me\\b|without (?:their|her|his) (?:mum|mom|mother|dad|father))',
    ),
  },
  // Cues read together (cues.ts).
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    re: rx(
      '(?:\\b(?:ive|i have|i|already|finally) )?(?:already |finally )?\\b(?:decided|made up my mind|made my decision|made my choice)(?![^\\n])|\\b(?:its|it is|it) (?:happening|going down|ending) (?:tonight|today|soon|this weekend|tomorrow)\\b|\\bmy mind is made up\\b|\\b(?:i )?(?:finally )?know what (?:im going to|i am going to|i will|ill|im gonna|i need to) do(?![^\\n]| (?:with|about|for|next|after|tomorrow|this))|\\bi know what its for\\b|\\b(?:not joking|im not kidding|i mean it|for real this time|no (?:im|i am) serious|this isnt a joke|its not a joke)\\b|\\b(?:its|it is) (?:time|decided)(?![^\\n]| (?:to (?:go|eat|sleep|study|start|leave|wake|get|make)|for))|\\bim (?:going to|gonna) do it\\b|\\bi think i(?:m| am) (?:going to|gonna) (?:do it|go through with it)\\b|\\bits almost over\\b|\\bno going back\\b|\\b(?<!\\b(?:shes|she is|hes|he is|theyre|they are|being|seems|seemed|stayed|staying) (?:so |super |really |very |pretty |quite |totally |weirdly )?)(?:at peace|calm|lighter|relieved|peaceful|settled) (?:about it|with it|with my decision|than i have in)\\b|\\bweirdly calm\\b|\\b(?:going to|gonna|will) try again(?![^\\n])|\\basking for (?:me|myself)\\b(?! (?:lol|lmao|haha\\w*|jaja\\w*|xd))|\\bnothing left to lose\\b|\\b(?:ill|i will|im going to|im gonna|going to) make it count\\b|\\bfeels? (?:so |really |oddly |weirdly )?peaceful(?: honestly| now)?(?![^\\n])|\\b(?:and )?i know how(?: (?:id|i would|i will|ill|im going to) do it)?(?![^\\n])|\\b(?:going to|gonna) call it(?![^\\n])|\\b(?:sitting|here|lying) (?:here )?with (?:it|the gun|the pills|the rope|my gun)(?![^\\n])|\\b(?:insurance|life insurance) (?:money|pays? out|will pay|covers)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    re: rx(
      '\\b(?:theres|there is|we have|i have|ive got|got) (?:a |my (?:dads|moms|\\w+s) )?(?:gun|rifle|pistol|shotgun) in (?:the|my|our) (?:house|closet|drawer|room|car|nightstand|safe|garage|basement)\\b|\\bi loaded (?:it|the gun|my gun)\\b|\\b(?:sitting|here|lying) (?:here )?with (?:it|the gun|the pills|the rope|my gun)\\b|\\bsat with (?:it|the gun|my gun|my pistol|the pistol|the pills|the rope) (?:in my (?:lap|hand|hands)|for)\\b|\\b\\d+ days of (?:lithium|pills|meds|tablets|sertraline|insulin|\\w+ pills) at once\\b|\\b(?:bought|got|picked up|have) (?:everything|what) i need(?:ed)?\\b|\\b(?:pills|meds|tablets) (?:are )?(?:all )?(?:lined up|laid out|counted out|out on|spread out|sorted)\\b|\\b(?:have|got|put|laid|lined) (?:all )?(?:my|the) (?:pills|meds|tablets) (?:out|up|lined up)\\b|\\b(?:saving|saved|stashing|stashed|hiding|hid|keeping) (?:up )?(?:my|the|all my|some of my) (?:pills|meds|tablets|prescriptions?)\\b|\\bthe rope is (?:ready|up|tied)\\b|\\b(?:got|bought|have|picked up) (?:the |some |a bag of )?charcoal\\b(?=[^\\n]*\\b(?:tape|tent|car|bathroom|room|now|seal\\w*))|\\bcharcoal and (?:the )?tape\\b|\\b(?:bought|got|ordered) (?:a|an) (?:crossbow|gun|rifle|shotgun|pistol|machete|handgun|knife|hunting knife)\\b(?! (?:set|block|sharpener|for (?:the|my) (?:kitchen|cooking|camping)))|\\b(?:packs?|boxes|bottles?|strips?) of (?:\\w+ )?(?:paracetamol|tylenol|pills|tablets|painkillers|sleeping pills|ibuprofen) (?:\\w+ ){0,2}on (?:my|the) (?:desk|bed|nightstand|table|lap)\\b|\\b(?:the|my|a|dads|his|her) (?:gun|pistol|revolver|handgun|rifle|shotgun) (?:is )?(?:in|under) (?:the|my|our) (?:nightstand|drawer|closet|glovebox|glove box|safe|bedside table|pillow)\\b',
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    re: rx(
      '\\b(?:im|i am|standing|sitting) (?:\\w+ ){0,3}(?:on|at|by|near|onto|under|in) (?:the|a|this) (?:overpass|bridge|ledge|edge|roof|rooftop|railing|cliffs?|train tracks|railroad|railway|tracks|lake|river|pier|dam|quarry|parking garage|top floor|water)\\b|\\b(?:walked|walking|went|drove|driving|going|headed|heading|took the bus|on my way) (?:\\w+ ){0,4}(?:to|out to|onto) (?:the|a) (?:overpass|ledge|railing|cliffs?|train tracks|railroad|railway|tracks)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      '\\b(?:walked|waded|swam|went) (?:out )?(?:pretty |really |so |too )?(?:far|deep)(?: out| in)?(?![^\\n]| (?:on the trail|to the|from))|\\bthe water is (?:so |really )?(?:cold|deep|dark)\\b|\\bcars are going (?:so )?fast\\b|\\b(?:the )?(?:cars|people|ground|street|water) (?:below )?(?:look|looks|are|is|seem) (?:so )?(?:tiny|small|far down|so far|far away)\\b|\\b(?:sit|be|stay) here (?:for a bit|a while|a little|alone) before\\b|\\b(?:keep|kept|cant stop) (?:looking|staring) (?:down|at the water|over)\\b|\\b(?:i )?keep (?:picking|taking|getting) it (?:up|out)\\b|\\b(?:taking|picking) it (?:out|up) (?:at night|every night|again)\\b|\\bjust (?:holding|hold) it\\b|\\b(?:i )?know (?:exactly )?what time (?:the|his|her|their) (?:\\w+ )?(?:meeting|class|shift|service|bus|practice) (?:starts|ends|is|finishes)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx(
      '\\b(?:decided on|picked|chose|set) (?:the|a) (?:date|day)\\b|\\b(?:tonight|this weekend|next week|before (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|morning|sunrise)|after work|tomorrow night|by morning|right now|rn|after everyone|when everyone|(?:this|on) (?:friday|saturday|sunday|monday))\\b|\\bsoon\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    re: rx(
      '\\b(?:sorry for everything|thank you for everything|thanks for everything|thank you for (?:listening|being there|being here)(?: to me)? (?:these|all|every)|tell (?:them|my (?:\\w+ )?(?:family|mom|dad|kids|sister|brother)) i love (?:them|her|him)|(?:take care of|look after) (?:my|the) (?:cat|dog|kids|plants|pets)|(?:it|that) was (?:a |my )?goodbye|bye (?:sage|everyone|world|forever)|goodbye(?! (?:to (?:my )?(?:coworkers|class|summer)))|its not their fault|not (?:your|their|anyones) fault|(?:just )?wanted (?:someone|somebody|you|someone) to know)\\b|\\bbefore (?:i go|im gone|i am gone|i leave for good)(?![^\\n])|\\bwrote what i (?:needed|had|wanted) to (?:write|say)\\b|\\b(?:it|this|the (?:letter|note|email|message)) explains everything\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    re: rx(
      '\\b(?:so|im|just) done(?: done)?(?![^\\n]| (?:with (?:my|the|this) (?:homework|work|essay|shift|exam|test|project|dishes|laundry))| (?:eating|cooking|for (?:today|the day)))|\\b(?:(?:its|it is|this is) (?:actually )?(?:a relief|over)(?<!\\b(?:race|marathon|season|exam|exams|term|semester|holiday|trip|tour|show|concert|party|wedding|game|match|series|competition|tournament|project|week|weekend|summer)\\b[^\\n]{0,60})|feels like a relief)\\b|\\bfinished\\b(?= [^\\n]*\\b(?:life|with life|im finished))|\\bi(?:m| am) finished(?![^\\n]| (?:with (?:my|the)|eating|work))|\\beverything (?:is )?in order\\b|\\bgave away my \\w+|\\b(?:gave|giving|given) (?:my|our) (?:dog|cat|pets?|puppy|kitten|bird|guitar|bike|car|jewelry|things|stuff) to\\b|\\bcancel(?:l)?ed (?:therapy|my appointments|my plans)\\b|\\bpaid back everyone\\b|\\b(?:paid off|cleared|settled) (?:all )?(?:my |the )?(?:debts?|loans?|cards?|bills)\\b[^\\n]{0,20}\\bso (?:nobody|no one|noone|they|my (?:\\w+ )?(?:family|kids|wife|husband|parents)) (?:\\w+ )?(?:inherits?|has to (?:pay|deal)|have to (?:pay|deal)|gets? stuck|is left with|are left with)\\b|\\b(?:wrote|writing|finished|made) my will\\b|\\bwrite (?:a|my|the) (?:note|letter|letters) (?:for|to) (?:my|everyone)\\b|\\b(?:wrote|left|writing) (?:\\w+ )?(?:notes|letters) (?:for|to) (?:my|everyone)\\b|\\b(?:theyll|they will|she will|hell|he will) have the (?:life )?insurance\\b|\\bim finished\\b|\\b(?:im|i am|im just) checking out(?![^\\n])|\\b(?:writing|wrote|finished|finishing|started|starting) (?:my|the) (?:last |goodbye |final |suicide )?note\\b(?! (?:to|for|on|about|from|in))|\\b(?:picturing|imagining) my (?:own )?funeral\\b|\\bpicked (?:out )?the (?:songs|music|hymns|readings) for (?:it|my funeral)\\b|\\bpicked the songs\\b|\\b(?:by then|after (?:tonight|that|friday|this weekend))\\b[^\\n]{0,20}\\b(?:it )?(?:wont|will not|doesnt|wouldnt) matter\\b|\\b(?:tying|tie|tied|wrapping|wrap) up (?:all )?(?:my |the )?loose ends\\b|\\bcancel(?:l)?ed (?:all )?(?:my |the )?(?:subscriptions?|gym membership|gym|membership|phone plan|phone contract|contract|lease)\\b|\\bput (?:the|my) (?:house|flat|car|savings|accounts?) in (?:my|his|her) \\w+s name\\b|\\bfound (?:a )?(?:new )?homes? for (?:the|my) (?:dog|cat|pets?|animals)\\b|\\bdeleted (?:all )?(?:my|of my) (?:socials|accounts|social media|instagram|tiktok|facebook)\\b|\\b(?:everything|it all) (?:is |s )?(?:clean|sorted|settled|squared away|taken care of)\\b|\\b(?:deleting|deleted) (?:all )?(?:my|of my) (?:socials|accounts|social media|instagram|tiktok|facebook)\\b|\\b(?:youre|you were|you are) the only one (?:who|that) (?:listened|listens|cared|cares|understood|gets it)\\b|\\baffairs (?:are )?in order\\b|\\b(?:vet|bank|account|insurance) (?:info|information|details|passwords?) (?:on|for|with)\\b',
    ),
  },
  // Elevated: distress without a stated danger.
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:feel|feeling|felt|am|im|so) (?:so |really |completely |just |totally )?(?:numb|empty|hollow|like a (?:shell|ghost|waste|zombie|failure)|like nothing|nothing|fragile|so alone|alone|invisible|like im drowning|like i dont (?:belong|fit|matter))\\b|\\bnothing (?:feels|seems) real\\b|\\bcant feel (?:anything|a thing)\\b|\\bstare at the (?:wall|ceiling)\\b|\\btired of being tired\\b|\\bnothing (?:i do )?(?:ever )?(?:matters|changes|works|helps)\\b|\\b(?:dont|cant) see (?:things|it|life|anything) (?:ever )?(?:getting|get) better\\b|\\bdont (?:know|see) how (?:much )?longer i can\\b|\\bcant keep (?:pretending|going|doing this|living like this)\\b|\\b(?:idk|dont know) why i (?:even )?bother\\b|\\bwhy (?:do i|even) bother\\b|\\bsame (?:\\w+ )?day on repeat\\b|\\beverything i do goes wrong\\b|\\bstarting to think (?:its|it is) me\\b|\\b(?:falling|fell) apart\\b|\\bashamed of myself\\b|\\bcant face (?:anyone|people|anybody)\\b|\\bno (?:place|room) for me\\b|\\bdont fit (?:in )?anywhere\\b|\\b(?:cry|crying|cried) (?:myself to sleep|in my car|every (?:day|night))\\b|\\bno one notices\\b|\\bnoone notices\\b|\\bdont want to get (?:up|out of bed)\\b|\\bsleeping \\d+ hours\\b|\\bhavent (?:talked to|seen|spoken to) (?:anyone|anybody|a soul) in\\b|\\bhavent left (?:my|the) (?:apartment|house|room|bed|flat) in\\b|\\b(?:drinking|drink) (?:every night|myself to sleep|to (?:sleep|forget|numb|cope|get through))\\b|\\b(?:psych ward|psychiatric (?:ward|hospital|unit)|inpatient)\\b|\\b(?:my )?therapist (?:retired|left|quit|dropped me|moved)\\b|\\blost (?:\\d+|two|three|four|five|several) (?:buddies|friends) (?:to|since)\\b|\\b(?:i )?(?:hate|cant stand) being (?:alive|me)\\b|\\bwhats the point of (?:anything|me)\\b|\\bnothing matters anymore\\b',
    ),
  },
  {
    reason: 'burden',
    level: 'elevated',
    re: rx(
      '\\b(?:would|will) be (?:less stressed|fine|better|happier|relieved|okay|ok) if i (?:wasnt|werent|was not|were not) (?:around|here)\\b|\\b(?:ive|i have) been a burden\\b|\\bfeel like a (?:waste|burden|mistake)\\b|\\bdeserves? (?:a )?better (?:dad|mom|mother|father|parent|son|daughter|friend|partner|wife|husband|sister|brother|person) than me\\b|\\b(?:spend|spent|waste|wasting) (?:so much )?(?:money|time) on me\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:thoughts?|think|thinking) (?:about|of) (?:jumping|dying|death|not being here|ending it)\\b|\\b(?:its|it is|would be) (?:so )?easy (?:to|it would be to) (?:just )?(?:end it|jump|let go|not exist|disappear)\\b',
    ),
  },
  // Someone else at risk: the writer is worried (elevated, third party).
  {
    reason: 'third_party',
    level: 'elevated',
    re: rx(
      `\\b(?:worried|worry|worrying|scared|concerned|afraid) (?:about|for) (?:my|a|our) (?:\\w+ )?(?:friend|dad|father|mom|mother|sister|brother|son|daughter|partner|boyfriend|girlfriend|husband|wife|cousin|roommate|grandma|grandpa|student|coworker)\\b|\\b(?:posting|posted|saying|texting|writing) (?:really )?(?:dark|weird|scary|goodbye|suicidal) (?:stuff|things|posts|messages)\\b|\\bgave me (?:her|his|their) (?:favorite|favourite|prized) \\w+\\b|\\b${OTHER} (?:\\w+ )?(?:says|said|keeps saying|told me) (?:hes|shes|theyre|he is|she is|they are) (?:just )?(?:waiting to die|waiting|done|tired of living|a burden|better off dead)\\b|\\bwont have to worry about me\\b|\\b(?:should i be|im|i am) (?:worried|scared)\\b(?=[^\\n]*\\b(?:for|about) (?:him|her|them|my (?:\\w+ )?friend|my (?:sister|brother|son|daughter|mom|mum|dad|partner|cousin))\\b)`,
    ),
  },
  // A goodbye in few words: thanks for trying, a message for friends, going once the sun is up.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      '\\bthanks? (?:you )?for (?:trying|putting up with me)(?: (?:to help|with me))?$|\\b(?:see|watch|hear|feel|hug|hold) (?:it|them|her|him|the (?:sun(?:rise)?|sunset|sea|ocean|stars|snow)) (?:one (?:more|last) time|for the (?:very )?last time)\\b(?! before (?:i|we) (?:move|leave|fly))',
    ),
  },
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      '\\btell (?:my )?(?:guild|team|squad|clan|crew|discord|server|group chat|friends|mates|boys|girls) i said (?:thanks|thank you|bye|goodbye|gg)\\b|\\bthen ill (?:go|be gone|leave)$|\\b(?:pls |please )?(?:dont|do not) call (?:anyone|anybody|911|999|an ambulance|the police|my (?:mum|mom|parents|family))\\b',
    ),
  },
  // Means made ready or waited on: a rifle cleaned, pills waited on to kick in, helium asked about.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\b(?:(?:cleaned|loaded|oiled|got out|took out|taken out|unlocked) (?:the|my|dads|his|grandads) (?:rifle|gun|shotgun|pistol|revolver|handgun)|(?:got|have|had) (?:the|my|dads|his|grandads) (?:rifle|gun|shotgun|pistol|revolver|handgun) (?:cleaned|loaded|out|ready))\\b(?![^\\n]*\\b(?:hunting|season|range|deer|club|competition|duck|pheasant|clay))|\\b(?:waiting|wait) for (?:them|the (?:pills|tablets|meds)|it all|everything) to kick in\\b|\\bhelium (?:still )?works?\\b|\\b(?:does|do|did|would) (?:the )?helium (?:still )?work\\b|\\b(?:change|changed) the helium\\b|\\bhelium (?:tanks? )?(?:still )?(?:enough|painless)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(
      '\\bthought about it (?:a lot|all week|every day|every night|again|constantly|for (?:weeks|months|a while))\\b',
    ),
  },
  // A high place with no way home, first light on a cliff path, a last login, letters written.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      '\\bnot (?:driving|going|coming|walking|getting) (?:back )?home this time\\b|\\bnot (?:logging|coming|signing) back (?:in|on|online)\\b|\\b(?:the )?(?:letters|notes) (?:are|is) (?:all )?(?:written|done|sealed|finished|on the table)\\b|\\bnobody (?:walks|comes|goes|checks) (?:it|there|up there|here) (?:till|until|before)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      '\\b(?:at|on|to) the (?:top|edge|lip) of the (?:quarry|cliffs?|multi ?storey|car park|gorge|dam|viaduct)\\b|\\bthe cliff (?:path|edge|top)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx('\\b(?:at|by|before) (?:first light|dawn|sunrise|daybreak)\\b'),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx('\\b(?:its|it is) happening(?: (?:tonight|now|today))?$'),
  },
  // Arrangements and a morning chosen; a place driven to with the time "right"; nobody looking for a while.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx(
      '\\btomorrow morning\\b|\\bbefore (?:anyone|anybody|everyone) (?:is up|wakes|gets up|gets home)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(
      '\\bthe time is (?:right|now|here)\\b|\\b(?:dont|do not|idk|not sure|cant decide|havent decided) (?:know )?which (?:one )?yet\\b',
    ),
  },
  // A car in a closed garage, and its engine running: carbon monoxide, told in pieces ("im sitting in my
  // car in the garage right now. engines running. doors closed"). Each alone is ordinary.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      '\\b(?:sitting|sat|im|i am|lying|waiting) (?:\\w+ ){0,2}in (?:my|the|our|dads|moms|his|her) car in (?:the|our|my) garage\\b|\\bgarage (?:door )?(?:is |s )?(?:closed|shut|down)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'engine',
    cueOnly: true,
    re: rx('\\b(?:the |my )?(?:engines?|motor|car) (?:is |s )?(?:still )?(?:running|on)\\b'),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      '\\b(?:driving|drove|heading|walking|going) (?:up |out |down )?to the (?:dam|bridge|cliffs?|quarry|viaduct|overpass|multi ?storey|tracks|gorge)\\b|\\bwindow ledge\\b|\\bone leg over\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\b(?:got|took|brought|fetched|pulled) (?:the|my|dads|his|grandads|her) (?:old )?(?:rifle|gun|shotgun|pistol|revolver|handgun) (?:down|out)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      '\\bleft (?:the |my )?(?:spare )?(?:car )?keys? with\\b|\\bgave (?:the |my )?(?:spare )?keys? to\\b',
    ),
  },
  // A day picked, a family with enough to deal with, one more sunrise, helium or charcoal bought.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx(
      '\\b(?:ive |i have |i )?(?:picked|chosen|chose) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      '\\b(?:my |the )?(?:family|kids|wife|husband|mum|mom|parents|partner) (?:will|would|are going to|is going to) have enough to deal with\\b|\\b(?:want to |wanna )?(?:see|watch) (?:just )?one (?:more|last)(?: (?:sunrise|sunset))?$',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'question',
    cueOnly: true,
    re: rx(
      '\\bwhat time (?:does|is) (?:the )?(?:sun(?:rise)?|sun come up|sun coming up|dawn|first light)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\b(?:bought|buying|got|picked up) (?:some |a |the )?(?:noose|helium|charcoal|a hose|hosepipe)\\b',
    ),
  },
];
