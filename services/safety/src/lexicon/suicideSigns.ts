/**
 * English suicide signs beyond direct statements (suicide.ts): dangerous places, means at hand, letters
 * and goodbyes, lethality and means questions (contextual: a crisis only in a distressed conversation),
 * and passive wishes to sleep forever. Long because each is a distinct way people write around the act;
 * split from suicide.ts to keep each file readable.
 */
import { type Rule, rx } from './types.ts';

/** Signs added after the review of missed crises: places, means at hand, letters, lethality questions. */
export const SUICIDE_SIGNS: Rule[] = [
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      '\\b(?:im|i am|standing|sitting|up|out) (?:\\w+ ){0,2}(?:on|at) (?:the )?(?:roof|rooftop|ledge|edge|top) (?:of )?(?:\\w+ ){0,3}(?:looking down|and (?:i )?(?:keep )?(?:looking|staring) down|thinking|want|about to|ready|going to|cant stop|it would be easy|wondering)\\b',
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      '\\b(?:im|i am|standing|sitting) (?:\\w+ ){0,2}(?:on|at|by) (?:the|a) (?:bridge|ledge|edge of the (?:roof|cliff|bridge|platform)|train tracks|railway tracks|tracks|cliff edge)\\b',
    ),
    requires:
      /\b(?:look(?:ing)? down|jump|end|die|cant|want|alone|night|water|goodbye|wondering|staring|thinking|tonight|now|again|hours?)\b/,
  },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      '\\b(?:keep|kept|cant stop) (?:looking|staring|thinking about) (?:down|over the edge|the drop|the fall|jumping)\\b',
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx('\\b(?:car|engine) running in (?:the|my) (?:closed )?garage\\b'),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:pills|tablets|meds|gun|pistol|knife|rope|noose|bottle) (?:is |are )?(?:\\w+ )?(?:in my (?:hand|hands|lap|pocket|mouth)|next to me|in front of me|right here|on my (?:desk|bed|lap|nightstand)|loaded|ready)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:holding|counting|lined up|laid out|lining up|laying out) (?:the|my|all (?:the|my)|some) (?:pills|tablets|meds|gun|knife|blade|razor|rope)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:drive|driving|crash|crashing|steer|steering|swerve|swerving|wreck|wrecking) (?:my car|the car|my truck|myself|it) (?:\\w+ )?(?:into|off|onto) (?:a|the|an) (?:wall|tree|bridge|cliff|river|lake|pole|truck|semi|overpass|oncoming|traffic|barrier|ditch)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx('\\b(?:crash|wreck) (?:my|the) car on purpose\\b'),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:i (?:have|made|got|ve got)|ive (?:got|made)) (?:a|the) (?:plan|date|way) (?:to|for|of) (?:end|ending|kill|killing|die|dying|do it|doing it|how)\\b|\\bi know (?:exactly )?how (?:im going to|i will|ill|i would|id) do it\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    contextual: 'elevated',
    re: rx(
      '\\b(?:bought|buying|got|purchased|ordered|found|have|loaded) (?:a|the|my dads|my moms|some|a new) (?:gun|pistol|rope|razor blades?|blades?|noose|bottle of (?:sleeping )?pills)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    contextual: 'none',
    cue: 'intent',
    re: rx(
      // Someone else's promise of a chore ("she'll do it tonight", "she says oh yeah ill do it tonight") is not the writer's intent.
      '\\b(?:(?:im|i am) (?:going to|about to) )?(?<!\\b(?:hell|shell|theyll|he will|she will|they will|(?:hes|shes|theyre) (?:going to|gonna)|(?:he|she|they|\\w+) (?:says|said|goes|promised|promises|swears|swore|keeps saying)(?: (?:oh|yeah|yes|ok|okay|sure|fine|yep|ya|always))* (?:ill|i will|im going to|im gonna|im about to)) )do(?:ing)? it (?:tonight|today|right now|now|this weekend|tomorrow)\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:wrote|writing|written|left|leaving|finished) (?:\\w+ )?(?:letters|notes|a letter|a note|messages) (?:to|for) (?:everyone|everybody|all|each|my (?:family|kids|children|parents|mom|dad|wife|husband|partner|friends|sister|brother))\\b',
    ),
    requires: /\b(?:find|love|goodbye|sorry|tomorrow|gone|after|last|explain|forgive|miss|when)\b/,
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:they|theyll|someone|somebody|my \\w+) (?:will|is going to|are going to)? ?find (?:me|them|it|the (?:letters?|notes?)|my body) (?:tomorrow|in the morning|tonight|when|after|soon)\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx('\\b(?:theyll|they will|someone will) find (?:me|them|the letters?|the notes?|my body)\\b'),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:wanted|want|needed) to say (?:goodbye|thank you for everything|thanks for everything) (?:before|to everyone|while)\\b',
    ),
  },
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\b(?:so|to make sure|and|that|if|would|will|to be sure) (?:you|i|one|someone|a person|people|they) (?:dont|do not|wont|will not|doesnt|would not|wouldnt|cant|cannot|wouldnt be able to) survive\\b|\\bsurviv(?:e|able) (?:the|a|that) (?:fall|jump|drop)\\b',
    ),
  },
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\bhow (?:high|tall|far|long|many|much) (?:\\w+ ){0,6}(?:to die|to be fatal|to be lethal|is fatal|is lethal|kill (?:you|me|someone|a person)|be deadly|guarantee|for sure|so i dont wake up(?! (?:groggy|tired|feeling|with|late|early|too|in|at|grumpy|foggy))|to not wake up|to stop (?:your|my) heart)\\b|\\bhow (?:high|tall|deep|far) (?:\\w+ ){0,6}(?:(?:for it to|to|would it|will it|it would|it will) )?be (?:over )?(?:quick|quickly|instant|instantly|painless|certain)\\b|\\bhow (?:high|tall|deep) (?:\\w+ ){0,10}to make sure$',
    ),
  },
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\b(?:fastest|quickest|easiest|painless|least painful|surest|most reliable|best) (?:way|method|ways|methods) (?:to|of) (?:die|dying|death|kill myself|end it|go|not wake up|end my life)\\b|\\bpainless (?:death|way out|suicide)\\b',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\b(?:tallest|highest|biggest|longest) (?:\\w+ )?(?:bridges?|buildings?|cliffs?|towers?|parking (?:garages?|structures?)|(?:multi ?stor(?:e?y|ies)|multistor(?:e?y|ies)) (?:car ?parks?)?|car ?parks?|rooftops?|overpass(?:es)?|dams?)\\b',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\b(?:which|what) (?:\\w+ ){0,1}(?:bridges?|buildings?|cliffs?|towers?|parking garages?|rooftops?|overpass(?:es)?) (?:\\w+ ){0,4}(?:the )?(?:highest|tallest|deepest|biggest drop)\\b|\\bhow many (?:\\w+ ){0,2}(?:is|are) too many\\b|\\b(?:strongest|most dangerous) (?:thing|pills?|painkillers?|sleeping pills?|meds|medication|drug)s? (?:i|you|someone) can (?:buy|get)\\b|\\bis (?:\\d+|ten|eight|six|five) (?:floors|stories|storeys|feet|meters) (?:high )?enough\\b|\\bhow (?:much|many) (?:\\w+ ){0,3}(?:would|does|to) (?:damage|destroy|shut down) (?:your|my|the) (?:liver|kidneys|heart)\\b|\\bhow long (?:does it take|until) (?:\\w+ ){0,3}(?:to )?(?:bleed out|die|it just happens|stop(?! (?:feeling|being|crying|hurting|thinking|missing|caring|itching|bleeding from)))\\b|\\bdoes it hurt to (?:jump|drown|hang|bleed|overdose|die)\\b|\\bhow (?:tall|high) is (?:the|that|this) (?:\\w+ ){0,3}(?:one|bridge|building|car park|parking garage|garage|tower|cliff|overpass|dam|roof)\\b|\\bwhat (?:actually |really )?happens (?:to (?:your|the|a) body )?when (?:you|someone|a person|u) (?:hang|hangs|drown|drowns|jump off|jumps off|overdose|overdoses|od|bleed out|bleeds out)\\b|\\b(?:does|would|will) charcoal (?:in|inside) (?:a|the) (?:tent|car|room|bathroom|garage)\\b|\\b(?:fastest|quickest|strongest) (?:acting )?(?:thing|stuff|pill|pills|medicine|drug) (?:in (?:a|the|my) (?:medicine cabinet|bathroom|house|kitchen)|you can (?:buy|get)|over the counter)\\b|\\bhow many (?:of )?(?:my |these |those |the )?(?:\\w+ ){0,3}(?:pills|tablets|meds) (?:would be|are|is) (?:dangerous|deadly|fatal|lethal|too many) (?:to take )?(?:at once|all at once|together)?',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\bhow (?:high|tall|deep|far down|far) (?:up )?(?:is|are) (?:the|that|this|a|your|my) (?:\\w+ ){0,2}(?:bridge|building|cliff|drop|fall|roof|rooftop|tower|overpass|dam|river|water|balcony|parking garage|parking structure|garage|car park|skyscraper|stadium|lighthouse|quarry|canyon|gorge|viaduct|top floor|golden gate|empire state|cn tower|eiffel tower)\\b|\\bhow (?:long|far) is (?:the|a|that) (?:fall|drop)\\b',
    ),
  },
  {
    // Which high places lack the barriers that stop people falling: asked for one reason only.
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\b(?:bridges?|buildings?|roofs?|rooftops?|parking garages?|garages?|overpass(?:es)?|balcony|balconies|towers?|cliffs?) (?:\\w+ ){0,4}(?:without|doesnt have|dont have|has no|have no|with no|no longer has|still has no|hasnt got) (?:\\w+ ){0,2}(?:nets?|netting|barriers?|fences?|fencing|railings?|guard ?rails?|suicide barriers?)\\b',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\bhow many (?:\\w+ ){0,3}(?:would|do|does|should|could|will|can) (?:i|you|someone|a person|one|it) (?:need|take|have to take|swallow)\\b|\\bhow many (?:pills|tablets|of these|of them|sleeping pills|painkillers)\\b',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\b(?:where|how) (?:can|could|do|would|to) (?:i |you |someone |one )?(?:buy|get|find|get hold of|obtain) (?:a gun|a rope|rope|sleeping pills|pills|a razor|razor blades|poison|a lot of pills|barbiturates|cyanide)\\b',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\b(?:what time|when) does the (?:last |next |express )?(?:train|subway|freight train) (?:pass|come|go) (?:through|by)\\b|\\btrain (?:schedule|times) (?:near|at|for) (?:the|my)\\b',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\b(?:is|would) (?:it|drowning|hanging|jumping|bleeding out|an overdose) (?:painful|quick|fast|hurt)\\b|\\bwhat does it feel like to (?:drown|bleed out|overdose|die)\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:want|need|wish|would like) (?:it all|everything|my life|all of it|it|this) to (?:end|be over|stop) (?:for good|forever|permanently|now|tonight)?\\b',
    ),
    requires: /\b(?:life|all|everything|forever|good|permanently|over)\b/,
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:want|wish i could|wish to|just want) (?:to )?(?:go to )?sleep (?:forever|and never wake up|and not wake up|for ever)\\b|\\bdisappear (?:forever|for good|permanently)\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:dont|do not|no longer) want to (?:be here|exist|be around|be alive|live) (?:anymore|any more|any longer|now)\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:if i (?:died|die|didnt wake up|was gone|were gone),? (?:it|that) would(?:nt)? be (?:a relief|better|fine|okay|ok|so bad))\\b|\\b(?:wouldnt|would not) mind (?:dying|not waking up|if i died|being dead)\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:im|i am) going to die (?:tonight|today|soon|by my own)\\b|\\btonight is the night\\b(?![^\\n]*\\b(?:propos\\w*|prom|date|party|game|concert|premiere|opening|launch|wish me luck|excited|asking (?:her|him|them)|finally asking|ask (?:her|him) out|gig|show|match|final)\\b)|\\b(?<!\\b(?:after|before|since|till|until|til) )my last night\\b(?! (?:shift|shifts|out|off|of|at|with|before|as|working|together|on (?:call|nights?|shift|duty|the)|in (?!this world|the world)|here (?:in|at)|there))',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:going|about|want|ready|plan|planning) to jump\\b(?! (?:in|into|on|onto|over|rope|start|ship|the gun|at|for|up|around|high|higher|back|off the (?:diving|high) board|out of (?:a|the) plane))',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:no|dont see a|there is no|theres no|cant find a|cant see a) way out\\b|\\bnothing (?:will ever|is ever going to) get better\\b|\\bit (?:will|is going to) never get better\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:i cant|cant) do (?:this|it|life) anymore\\b|\\b(?:im|i am) (?:so )?(?:done|finished|exhausted) with (?:everything|it all|trying|fighting)\\b',
    ),
  },
  {
    reason: 'burden',
    level: 'crisis',
    re: rx(
      '\\b(?:everyone|everybody|they|my family) (?:would be|is|are|will be) (?:better|happier) without me\\b',
    ),
  },
  {
    reason: 'burden',
    level: 'elevated',
    re: rx('\\bi ruin everything\\b|\\b(?:im|i am) (?:a |such a )?waste of (?:space|air|oxygen)\\b'),
  },
  // Where trains run fastest, or whether they can stop in time: asked for one reason in a hard time.
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\b(?:which|what) (?:bit|part|stretch|section|spot) of (?:the )?(?:line|track|tracks|railway|motorway) (?:\\w+ ){0,6}(?:fastest|quickest)\\b|\\b(?:do|can|could|would) (?:the )?trains? (?:brake|stop) in time\\b|\\bhow fast (?:do|does) (?:the )?(?:trains?|express) (?:go|pass|run)\\b',
    ),
  },
];
