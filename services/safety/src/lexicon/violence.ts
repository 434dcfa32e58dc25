/**
 * English rules for harm the writer may do to others, beyond danger.ts: intent with a weapon or a way
 * ("run him over", "set his car on fire", "something in his drink"), preparation (waiting for someone,
 * knowing when they come home, a list, practice at the range), command hallucinations, harm to a baby or
 * a child in the writer's care, and violent thoughts the writer fears (elevated). Long because intent to
 * harm others is rarely said with the word "kill"; one entry per pattern.
 */
import { type Rule, rx } from './types.ts';
import { WEAPON } from './words.ts';

const TARGET =
  '(?:him|her|them|my (?:\\w+ )?(?:ex|dad|father|mom|mother|stepdad|stepfather|brother|sister|roommate|boss|coworker|teacher|neighbou?r|husband|wife|boyfriend|girlfriend|partner|cousin|uncle|classmates?|coworkers)|the (?:guy|girl|kid|kids|man|woman|next person|people)|everyone|everybody|someone|somebody|people)';

export const VIOLENCE_RULES: Rule[] = [
  // Intent with a way to do it.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      `\\b(?:going to|about to|want to|plan to|planning to|will|ill|im going to) (?:\\w+ )?(?:run (?:${TARGET}) (?:over|down)|beat (?:the (?:shit|crap|hell|life) )?out of|set (?:\\w+ ){0,3}on fire|burn (?:down )?(?:his|her|their) (?:house|car|place|apartment)|make (?:${TARGET}) (?:hurt|pay|suffer|bleed|regret)|get (?:back at|even with) (?:${TARGET})|teach (?:${TARGET}) a lesson)\\b`,
    ),
    requires:
      /\b(?:him|her|them|his|their|guy|kid|man|woman|person|people|everyone|dad|mom|brother|sister|ex|boss|roommate|neighbou?r|coworker|teacher|house|car|tonight|now|tomorrow)\b/,
  },
  {
    // Intent said in the present tense ("i'm stabbing him if he comes"), with the weapon or the moment named.
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      `\\b(?:im|i am) (?:\\w+ )?(?:stabbing|shooting|killing|strangling|murdering|ending) (?:${TARGET})\\b`,
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    // "the pillow over his face option 😂" about a snoring husband is a joke: a warning sign at most.
    hyperbole: true,
    re: rx(
      `\\b(?:put|putting|slipped|slipping|added|adding|spiked|spiking|mixed) (?:something|stuff|drugs|pills|poison|bleach|rat poison|antifreeze|\\w+) (?:in|into) (?:his|her|their|my \\w+s|someones|the) (?:drink|food|coffee|water|tea|meal|soup|lunch|bottle|cup)\\b|\\b(?:pillow|bag|plastic bag|hands?) (?:over|around|on) (?:his|her|their) (?:face|head|neck|throat|mouth)\\b|\\b(?:practicing|practice|training|been shooting) (?:at the range|shooting|with (?:my|the|his|a) (?:gun|rifle|pistol)|my aim)\\b(?=[^\\n]*\\b(?:school|work|office|class|for when|them|everyone|people|him|her))`,
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      `\\b(?:bring|bringing|take|taking|brought|took|carry|carrying) (?:a|my|the|his|her|my (?:dads|brothers|moms|uncles|grandpas)) ${WEAPON} to (?:school|class|work|practice|the (?:office|game|party|rally|meeting|exchange|court|school)|church|his|her|their)\\b|\\b(?:driving|going|heading|walking|on my way|coming) (?:there|over|to (?:his|her|their|the) (?:\\w+ )?(?:place|house|apartment|work|school))(?: \\w+){0,2} with (?:a|my|the) ${WEAPON}\\b|\\b(?:bringing|taking) (?:something|it) to end (?:this|it|him|her) for good\\b`,
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\bdo something (?:\\w+ )?(?:people|everyone|they|the world|you all|the whole school|nobody|no one) (?:will|wont|are going to|is going to) (?:ever )?(?:remember|forget)\\b|\\b(?:going to|gonna|will) (?:make|be on) (?:the news|headlines)\\b|\\b(?:kill|hit|death) list\\b|\\b(?:wont|will not|will never|is never going to|never going to) (?:hurt|hit|touch|bother|abuse|lay a hand on) (?:\\w+ ){0,3}(?:ever )?again (?:after|once|when)\\b|\\b(?:tonight|today|this is) (?:is )?the night (?:he|she|they) (?:learns?|pays?|gets?)\\b|\\bget what (?:he|she|they) deserves?\\b(?=[^\\n]*\\b(?:going to|gonna|will|gun|knife|monday|tonight|tomorrow))',
    ),
  },
  // Command hallucinations and persecution that point at someone.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      `\\b(?:the )?voices? (?:\\w+ ){0,2}(?:say|says|said|tell|tells|told|telling|keep telling|want|wants|keep saying|are saying|is saying) (?:me )?(?:that )?(?:i (?:have|need|must) to |to )?(?:kill|hurt|stop|get rid of|punish|attack|stab|poison|burn|silence) (?:${TARGET})\\b|\\b(?:have|need|must|got) to (?:stop|get|kill|get rid of|deal with|take out|silence|punish) (?:${TARGET}) (?:first|before (?:he|she|they)|tonight|for good|once and for all|permanently)\\b`,
    ),
  },
  // A planned attack on someone, with a weapon or a time.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      `\\b(?:jump|jumping|jumped|rush|rushing|beat up|beating up|stab|stabbing|corner|cornering) (?:this|that|the|a|some) (?:kid|guy|girl|dude|boy|teacher|man|woman)\\b(?=[^\\n]*\\b(?:tomorrow|tonight|after school|after class|after work|friday|monday|blade|${WEAPON}|bringing|plan\\w*))`,
    ),
    requires: /\b(?:plan\w*|going to|gonna|tomorrow|tonight|after school|bringing)\b/,
  },
  // Waiting for someone with a weapon.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      `\\bwith (?:a|the|my|his|her) ${WEAPON}\\b[^\\n]{0,40}\\bwaiting for (?:him|her|them|my \\w+) to (?:get|come|walk|show)\\b|\\bwaiting for (?:him|her|them|my \\w+) (?:\\w+ ){0,4}with (?:a|the|my) ${WEAPON}\\b`,
    ),
  },
  // A baby or a child in the writer's care.
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      '\\b(?:scared|afraid|worried|terrified|frightened) (?:that )?(?:i|im|of what i|of what im) (?:\\w+ )?(?:going to|gonna|will|might|ll|could|would)? ?(?:shake|hurt|smother|drop|hit|throw|suffocate|drown|harm|snap and hurt|lose it with|do to) (?:her|him|them|the baby|my baby|my (?:son|daughter|kid|kids|child|children|newborn|infant))\\b|\\b(?:thoughts|flashes|images|urges?) (?:of|about) (?:hurting|harming|shaking|drowning|smothering|dropping|killing) (?:my|the|her|him)\\b|\\b(?:keep |kept )?(?:thinking|picturing|imagining) (?:about )?(?:putting|holding) (?:a |the |my )?(?:pillow|blanket|hand|hands) (?:over|on) (?:her|him|the baby|my baby|its)\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\b(?:scared|afraid|terrified) (?:of )?what (?:im going to|i might|ill|i will|im gonna|i could) do to (?:her|him|them|the baby|my (?:baby|son|daughter|kid|kids))\\b(?=[^\\n]*\\b(?:tonight|now|right now|today))',
    ),
  },
  // Violent thoughts and preparation (cues and elevated).
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      `\\b(?:thinking|think|thought|thoughts|fantasi[sz]e|fantasi[sz]ing|imagine|imagining|picture|picturing|dream) (?:about |of )?(?:\\w+ ){0,3}(?:pushing|hurting|killing|stabbing|strangling|smothering|shooting|choking|poisoning|punching|beating|smashing|slamming|shoving|kicking|keying|slashing|torching|hitting|throwing(?! (?:it |this |that |them |my \\w+ |everything |it all |all )?(?:away|up|out|in the towel)\\b)(?! (?:a |an )?(?:party|fit|tantrum|shade)\\b)|drowning|running over|getting (?:hit|hurt|killed))\\b|\\b(?:i could|want to|wanna|going to|gonna) (?:kill|murder|strangle|stab|hurt) (?:${TARGET})\\b|\\b(?:make|makes) (?:them|him|her|everyone) (?:all )?(?:suffer|pay|regret)\\b|\\b(?:is|are|hes|shes|theyre) (?:so )?dead meat\\b|\\bfull of rage\\b|\\b(?:scare|scares|scaring) myself\\b|\\b(?:get|getting) back at (?:${TARGET}|the \\w+)\\b|\\b(?:(?:is|are|all|everyone \\w+ \\w+ \\w+ \\w+) )?(?:going to|gonna) pay (?:on|tomorrow|tonight|soon|for (?:what|this|everything|laughing|it all))\\b|\\b(?:is|are|theyre|theyll|hes|shes|all) (?:going to|gonna) pay(?![^\\n])|\\b(?:dont|didnt) deserve to live\\b|\\b(?:hes|shes|theyre|he is|she is|they are) (?:going to|gonna) (?:learn|find out|regret it)(?![^\\n])`,
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      `\\bwaiting (?:\\w+ ){0,5}for (?:him|her|them)\\b(?=[^\\n]*\\b(?:parking|outside|right now|rn|to (?:come|get|leave|pass|fall)|asleep))|\\bwaiting for (?:him|her|them) to (?:pass out|fall asleep|come home|get home|leave|be alone)\\b|\\b(?:i know|found out|figured out) (?:what time|when|where|which way) (?:he|she|they) (?:walks|gets|leaves|comes|lives|sleeps|works|parks|goes)\\b|\\b(?:watching|been watching|watched) (?:when|while|where) (?:he|she|they) (?:sleeps|sleep|leaves)\\b|\\b(?:making|made|writing|wrote) a list of (?:names|people)\\b|\\b(?:hes|shes|theyre) (?:asleep|sleeping|passed out) in the (?:next|other) room\\b|\\b(?:im )?(?:standing|waiting) (?:in the hallway|outside (?:his|her|their) (?:door|room))\\b|\\bsharpening (?:the|my|a) (?:knife|blade|axe|machete)\\b|\\b${WEAPON} (?:is )?(?:in (?:the|my) (?:trunk|car|bag|backpack|locker|pocket)|by the door|loaded)\\b|\\bi think im (?:going to|gonna)(?![^\\n])|\\bheading to (?:his|her|their) (?:place|house)\\b`,
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'almost',
    cueOnly: true,
    re: rx(
      '\\b(?:i )?(?:almost|nearly) (?:did|did it|went through with it|snapped)\\b|\\bcame (?:so )?close to (?:doing it|hurting|it)\\b',
    ),
  },
  // A man put in the ground, someone who will not walk home, someone watched until he leaves.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\b(?:putting|put|gonna put|going to put) (?:him|her|them) (?:in the ground|six feet under|in (?:a|the) (?:hospital|grave|box|wheelchair))\\b|\\b(?:hes|he is|shes|she is|theyre|they are) not (?:walking|getting|going) (?:home|out of (?:here|there)|anywhere) (?:tonight|alive)?\\b(?=[^\\n]*)',
    ),
    requires: /^(?![^\n]*\b(?:drunk|taxi|lift|ride|rain|snow|late|bus|train|tired|injur\w*|ankle)\b)/,
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'act',
    re: rx(
      '\\b(?:been|ive been|i have been|im) (?:watching|following|waiting outside) (?:his|her|their) (?:house|gym|work|place|flat|car|school|office)\\b|\\b(?:hes|he is|shes|she is|theyre|they are) (?:going to|gonna) get it\\b',
    ),
  },
  // Fuel got for revenge: "got the petrol. they'll know what it feels like to lose everything".
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      '\\b(?:theyll|they will|hell|he will|shell|she will|theyre going to|hes going to|shes going to) (?:finally )?(?:know|see|learn|find out|feel) what it (?:feels|is) like to (?:lose|be hurt|suffer|burn|be scared|lose everything)\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\b(?:got|bought|have|filled|ive got|i have) (?:the|a|some|two|a can of|a jerry can of) (?:petrol|gasoline|gas can|jerry can|lighter fluid|accelerant)\\b',
    ),
  },
  // A threat that someone will not leave a room; a day at school everyone will remember, with a warning.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\b(?:she|he|they|that \\w+) (?:wont|will not|isnt going to|is not going to|aint gonna) (?:walk|make it|get) out of (?:that|the|this|her|his) (?:classroom|class|room|office|building|school|house|meeting)(?: alive)?\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      '\\b(?:a day|something|one) (?:everyone|everybody|nobody|no one|noone|they|people) (?:will |is going to |are going to |gonna )?(?:remember|never forget|remembers)\\b',
    ),
    requires:
      /\b(?:assembly|school|class|lunch|cafeteria|canteen|prom|graduation|office|work|church|mall|rally)\b/,
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx('\\b(?:dont|do not) come (?:in|to school|to class|to work|tomorrow)\\b'),
  },
  // Veiled warnings: stay home Monday, whatever is in my trunk at the picnic, their addresses and petrol.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\bid (?:stay|keep) (?:home|away|off) (?:on )?(?:monday|tuesday|wednesday|thursday|friday|tomorrow|that day|next week)? ?if i (?:was|were) (?:them|you|him|her)\\b|\\b(?:turned?|turning|showed?|showing) up (?:at|to) (?:the|a|our) (?:\\w+ )?(?:picnic|party|school|office|work|meeting|game|church|assembly|barbecue|bbq|rally|concert) with (?:whats|what is|what i have|what i keep) in my (?:trunk|boot|bag|backpack|car|locker|closet)\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      '\\b(?:wonder if|see if|lets see if|we will see if|well see if) (?:theyll|they will|hell|he will|shell|she will|theyre|anyone will) (?:still )?be laughing\\b|\\b(?:i )?(?:have|got|found) all (?:their|of their) (?:home )?addresses\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\ba (?:can|jerry can|canister|bottle) of (?:petrol|gasoline|gas|lighter fluid)\\b|\\bpetrol can\\b',
    ),
  },
  // Armed and heading to a grudge; a surprise in a backpack; who laughs now; a date everyone remembers.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\b(?:heading|going|driving|walking|on my way) (?:to|over to|down to|back to) (?:the |my old |his |her |their )?\\w+ with (?:my |a |his |the )?(?:\\w+s )?(?:piece|strap|gun|pistol|rifle|shotgun|knife|machete)\\b(?![^\\n]*\\b(?:range|gun club|hunt\\w*|gunsmith|cleaning|sharpen\\w*))',
    ),
    requires: /\b(?:fired|laugh\w*|pay|payback|revenge|deserve\w*|learn|sorry|teach)\b/,
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      '\\b(?:lets see|well see|we will see) who(?:s| is)? laugh(?:s|ing) now\\b|\\b(?:they|he|she|theyre|hes|shes)(?: \\w+)? (?:wont|will not|arent going to|isnt going to) be laughing (?:after|tomorrow|on|when|for long)\\b|\\b(?:are|is) (?:gonna|going to) learn what happens when\\b|\\b(?:everyones|everyone is|everybody is|theyre|they are) (?:gonna|going to) remember (?:the|this|that) (?:date|day)\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\b(?:got|have|bringing|packed) a (?:little )?surprise (?:in my (?:backpack|bag|locker|car|trunk) )?for (?:the ones|those|everyone|them|the people|the kids) (?:who|that)\\b',
    ),
  },
  // Waiting for someone with a weapon, or bringing one for them: "gonna wait for him after school with my
  // brothers knife".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:wait|waiting|wait up|gonna wait|going to wait|ill wait|ima wait|catch|catching|gonna catch|going to catch|jump|jumping|gonna jump) (?:for )?(?:him|her|them|that \\w+|this \\w+|\\w+)\\b[^\\n]{0,60}\\bwith (?:a |my |the |his |her )?(?:\\w+s )?(?:knife|blade|bat|gun|pistol|machete|hammer|crowbar|box cutter|switchblade|piece|strap)\\b|\\b(?:bringing|taking|packing|packed|got|have) (?:a|my|the|\\w+s) (?:knife|blade|gun|pistol|machete|box cutter|switchblade|strap)\\b[^\\n]{0,40}\\b(?:to school|for (?:him|her|them|that \\w+)|to (?:his|her|their) (?:house|place|work))\\b',
    ),
  },
  // Someone breaking in now: "someone is trying to get in through my window right now". The writer is in
  // danger from someone else: the reply for being unsafe (abuse's), not the one for wanting to hurt.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      '\\b(?:someone|somebody|some (?:man|guy|dude)|a (?:man|guy|stranger|person)|people|theres (?:someone|somebody|a (?:man|guy)))(?: is| s| are)? (?:trying to (?:get|break|climb|force (?:their|his|her) way) in|breaking in|climbing in|kicking (?:in )?(?:my|the) door|in (?:my|the|our) (?:house|flat|apartment|room|kitchen|hallway))\\b(?=[^\\n]*\\b(?:now|right now|rn|i can hear|hiding|scared|alone|help)\\b)',
    ),
  },
];
