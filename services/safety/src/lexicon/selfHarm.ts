/**
 * English self-harm rules beyond "cut/hurt myself" (suicide.ts): cutting again, urges, wounds reopened,
 * injuries made on purpose (hitting a head, scratching or biting until it bleeds, carving), "sh" slang,
 * the blade at hand, and worry about someone else who self-harms. Long because self-harm is written in
 * many veiled ways ("did the thing again", "my thighs are covered"); one entry per pattern.
 */

import { type Rule, rx } from './types.ts';
import { OTHER, SKIN } from './words.ts';

const NOT_HAIR = '(?<!hair |haircut |bangs |fringe |nails |grass |lawn )';

export const SELF_HARM_RULES: Rule[] = [
  // Cutting now or again: "i just cut again", "cut tonight", "i cut to fall asleep".
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    re: rx(
      `${NOT_HAIR}\\b(?:i (?:just |already |finally |still |sometimes |only )?|just |i have |ive )cut(?:ting)? (?:again|tonight|today|last night|this morning|deeper|deep|so deep|too deep|more|to (?:cope|sleep|fall asleep|feel|calm down|numb|stop)|when (?:i|im)|every (?:night|day|time)|in the (?:school )?(?:bathroom|shower)|at (?:school|lunch|work))\\b`,
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    re: rx(
      `${NOT_HAIR}\\bcut (?:again|agian) (?:tonight|today|last night|and|its|it)\\b|\\bcut (?:in|at) (?:the|my|a) (?:school |work |gym )?(?:bathroom|shower|toilet|stall|bedroom)\\b`,
    ),
  },
  // The urge, with the act close: "i need to cut", "going to cut", "want to cut so bad".
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:need|want|going|about|have|urge|urges|tempted|trying not|cant stop myself from|itching) (?:to )?(?:cut|self harm|sh|burn myself|hurt myself)(?![^\\n])|\\b(?:need|want|going|about|urge|urges|tempted) (?:to )?(?:cut|burn|sh)(?= (?:again|tonight|so bad|so badly|rn|right now|now|today|deeper|my ?self|myself|please|someone|it all))',
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:need|want|have|deserve) to feel (?:the |physical )?pain\\b|\\b(?:need|want) to (?:bleed|see blood)\\b',
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    thirdParty: true,
    re: rx(
      '\\b(?<!\\b(?:hair|fringe|bangs|nails|grass|lawn|hedge|beard|cake|wood|finger|thumb|fabric) (?:got |get |was |got it )?)(?:sh|self harm|cut|cutting|burned|burning) (?:again|tonight|last night|today)\\b(?! (?:and again|with my))|\\b(?:did|done) (?:sh|it|the thing) again\\b(?= (?:tonight|today|last night|and|\\w+ (?:arms?|legs?|thighs?|wrists?|blood)))|\\b(?:i|i just|just) (?:did sh|shd)\\b|\\bshd (?:again|today|tonight|last night|earlier)\\b',
    ),
    requires:
      /\b(?:sh|self harm|cut|cutting|burn\w*|arms?|legs?|thighs?|wrists?|blood|blade|razor|tonight|again)\b/,
  },
  // Wounds made on purpose: head against the wall, scratching or biting until it bleeds, carving.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:hit|hitting|bang|banging|banged|bash|bashing|bashed|slam|slamming|slammed|smash|smashing|smashed|punch|punching|punched) my (?:own )?head (?:against|on|into|off)\\b(?! (?:the |a |my |that )?(?:cupboard|cabinet|kitchen cabinet|door frame|doorframe|shelf|car door|ceiling|beam|bunk bed|bunk|headboard|tap|dashboard|branch|boot lid|hood)\\b)(?![^\\n]*\\b(?:by accident|accidentally|ouch|oops|clumsy|no harm done)\\b)',
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    re: rx(
      `\\b(?:scratch|scratching|scratched|pick|picking|picked|bite|biting|bit|pinch|pinching|pinched|hit|hitting|punch|punching|punched|claw|clawing|clawed|dig|digging) (?:at )?(?:my|the) (?:${SKIN}|knuckles|walls?) (?:\\w+ ){0,3}(?:until|till|til|untill|so hard|to make) (?:it|they|i|my \\w+) (?:bleeds?|bled|bleeding|bruised?|broke|split|scarred|was raw|were raw|is raw|are raw|hurt)\\b|\\b(?:punch|punching|punched|hit|hitting|slam|slamming) (?:the |a |my )?(?:brick |concrete )?walls?\\b[^\\n]{0,80}\\b(?:knuckles|hands?|fists?) (?:are |is )?(?:split|bleeding|bloody|broken|swollen|raw|cracked)(?: open)?\\b|\\b(?:going to|gonna|will|want to) (?:punch|hit|slam) (?:the |a )?walls? (?:until|till|til) (?:my )?(?:hands?|knuckles|fists?|fingers) (?:break|breaks|bleed|bleeds|crack)\\b`,
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    re: rx(
      `\\b(?:carve|carved|carving|etch|etched|etching|scratched|cut|cutting|burned|burnt|burning) (?:\\w+ ){0,3}(?:into|onto) my (?:${SKIN})\\b`,
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:reopen|reopening|reopened|open up|opening up|opened up|picking at|pick at|picked at|tearing open|tore open) (?:the |my |old |all the )?(?:cuts|wounds|scabs|stitches)\\b',
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      `(?<!\\b(?:cook|chef|kitchen|line cook|welder|baker|bakery|restaurant|farm|farmer|builder|carpenter|mechanic|landscaper|gardener|florist|vet|groomer)\\b[^\\n]{0,60})\\b(?:my |and my |the )?(?:${SKIN}) (?:are|is|look|looks|got) (?:so |really |all )?(?:covered(?! in (?:tattoos|ink|paint|mud|freckles|bites|mosquito|hives|rash|sunburn|glitter|(?:\\w+ )?(?:oven|grill|kitchen|cooking|fryer|pan|tray|salamander|welding|iron) (?:burns|marks|scars)))|bad this time|a mess(?<!\\b(?:stomach|belly|tummy|gut) (?:is|looks) (?:so |really |all )?a mess)|torn up|cut up|shredded|raw|bleeding|in ribbons)\\b(?! (?:from|after|by) (?:\\w+ ){0,2}(?:gardening|garden|brambles|thorns|roses|pruning|work|climbing|bouldering|the cat|my cat|the dog|kitten|puppy|shaving|cooking|the fall|falling|the crash|the bike|rugby|football))`,
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:burn|burning|burned|burnt) (?:my|myself) (?:\\w+ )?(?:with|on) (?:a |the |my )?(?:lighter|cigarette|curling iron|iron|match(?:es)?|candle)\\b',
    ),
  },
  // The blade at hand: self-harm, not the suicide means rule.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:the |a |my )?(?:blade|razor|razors|blades|box cutter|sharpener blade)s? (?:is |are )?(?:still )?(?:in my hand|next to me|beside me|right here|with me|in front of me|on my (?:bed|desk|lap)|ready)\\b|\\b(?:holding|grabbed|got out|took out|have) (?:the|a|my) (?:blade|razor|box cutter)\\b|\\bwith (?:the|a|my) (?:blade|razor|box cutter)\\b(?! (?:to shave|for shaving))',
    ),
    requires:
      /\b(?:going|bathroom|room|sitting|here|now|rn|right now|hand|still|again|relaps\w*|sh|cut|ready|tonight|hide|hiding)\b/,
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:theres|there is|theres so much|got) blood (?:on|all over|everywhere|in) (?:the )?(?:floor|tiles|sink|towel|sheets|bed|bathroom|tub|carpet)\\b',
    ),
    requires: /\b(?:relaps\w*|cut\w*|again|sh|arms?|wrists?|thighs?|blade|razor|myself)\b/,
  },
  {
    reason: 'self_harm',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      '\\b(?:theres|there is|so much|got) blood (?:on|all over|everywhere|in)\\b|\\b(?:sitting|lying|laying) on the bathroom floor\\b|\\b(?:did|done) (?:it|the thing) again\\b|\\bdoing it (?:again )?(?:now|rn|right now)\\b|\\bgoing to do it\\b',
    ),
  },
  {
    reason: 'self_harm',
    level: 'elevated',
    re: rx(
      '(?<!\\b(?:ms|cancer|illness|disease|crohns|lupus|(?:he|she|they|hes|shes|theyre|wife|husband|mum|mom|mam|dad|son|daughter|partner|boyfriend|girlfriend|friend|brother|sister|patient|grandma|grandad|grandpa)\\b[^\\n]{0,30}))\\brelaps(?:e|ed|ing)\\b(?! (?:on|with|into) (?:drugs|alcohol|drinking|smoking|vaping|weed|coke)|[ -]remitting)',
    ),
    requires: /^(?!.*\b(?:sober|drink|drinking|alcohol|drugs|smoking|vaping|weed|gambling)\b)/,
  },
  {
    reason: 'self_harm',
    level: 'elevated',
    re: rx(
      '\\b(?:need|want) to feel something\\b|\\b(?:sh|self harm|cutting) (?:scars|urges?)\\b|\\bmy scars\\b(?= (?:and (?:i|it) (?:spiral|panic|want to (?:cut|do it|open))|\\w+ (?:spiral|panic|again)))|\\bfeel like that person again\\b|\\bthought about (?:cutting|sh|it)\\b',
    ),
  },
  // Someone else self-harming: the writer is worried (elevated, third party).
  {
    reason: 'third_party',
    level: 'elevated',
    category: 'self_harm',
    re: rx(
      `\\b${OTHER} (?:\\w+ )?(?:is|has been|been|keeps|started|was) (?:cutting|self harming|burning (?:him|her|them)sel(?:f|ves)|hurting (?:him|her|them)sel(?:f|ves))\\b|\\b(?:cuts|burns|hurts|harms|scratches) (?:him|her|them)sel(?:f|ves)\\b|\\b(?:marks|cuts|scars) on (?:his|her|their) (?:arms?|wrists?|legs?|thighs?)\\b`,
    ),
  },
  // A cut just made, deeper than usual; a new batch tonight.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\bi (?:just )?cut (?:and|again|tonight|deeper|too deep|myself again)\\b|\\bdeeper than (?:usual|normal|ever|before|last time)\\b(?=[^\\n]*\\bcut)|\\bcut (?:\\w+ )?deeper than (?:usual|normal|ever|before|last time)\\b|\\b(?:new|fresh) (?:batch|set|round) of cuts\\b',
    ),
  },
  // A sharpener taken apart or a blade got out: the means of cutting made ready.
  {
    reason: 'self_harm',
    level: 'crisis',
    thirdParty: true,
    re: rx(
      '\\b(?:took|taken|taking|take|broke|broken|breaking|break) (?:apart )?(?:a |my |the |another )?(?:pencil )?sharpener(?: apart| open)?\\b|\\bsharpener (?:is |s )?(?:taken apart|broken open|in pieces|apart|unscrewed|undone)\\b|\\bunscrewed (?:the|my|a) sharpener\\b|(?<!\\b(?:threw|thrown|throw|throwing|binned|chucked|tossed) (?:the |my |all (?:the |my )?)?)\\b(?:the |my )?blades? (?:is |s |are )?out\\b(?! (?:of (?:the )?(?:box|packet|drawer)|for (?:the )?(?:salad|onions|veg|work|shaving|crafts?)))|\\bgot (?:the |my )?blade out\\b',
    ),
    requires: /^(?![^\n]*\b(?:shavings|to fix|to clean|jammed|stuck|lead|for (?:art|a project|crafts?)))/,
  },
  // Hiding with a blade, at work or at school.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:in|locked in|hiding in) (?:the |a )?(?:\\w+ )?(?:toilets?|bathroom|loo|restroom|stall|changing room) (?:\\w+ ){0,4}with (?:a|my|the) (?:box cutter|stanley knife|razor|blade|craft knife|scalpel|knife|lighter)\\b',
    ),
  },
  // A self-made cut closed at home to avoid questions.
  {
    reason: 'self_harm',
    level: 'elevated',
    cue: 'act',
    re: rx(
      '\\b(?:close|glue|tape|stitch|butterfly|seal) (?:up )?(?:a|the|my) (?:cut|wound|gash)\\b[^\\n]*\\bwithout (?:going to )?(?:the )?(?:er|hospital|a and e|a e|doctor|urgent care)\\b',
    ),
  },
  // Harm done now by what is at hand: old scars opened with a blade, heated metal pressed on the skin.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:opening|reopening|re opening|picking open|digging (?:into|at)|cutting (?:into|open)) (?:up )?(?:the |my )?(?:old )?(?:scars|cuts|wounds)\\b(?=[^\\n]*\\b(?:blade|cutter|razor|knife|scissors|sharpener|right now|now|again|cant stop|tonight)\\b)|\\b(?:heat\\w*|hot)\\b[^\\n]{0,60}\\b(?:lighter|metal|clip|knife|spoon|coin|key|pin|blade|iron|lid)\\b[^\\n]{0,60}\\b(?:pressing|pressed|press|holding|pushing) (?:it|them) (?:on|against|into|onto) my (?:wrist|arm|skin|thigh|leg|stomach|hip)\\b|\\b(?:pressing|pressed|press|holding|pushing) (?:the |a )?(?:hot|heated) (?:metal|clip|knife|spoon|coin|key|pin|blade|lid)\\b[^\\n]{0,30}\\b(?:on|against|into|onto) my (?:wrist|arm|skin|thigh|leg|stomach|hip)\\b',
    ),
  },
  // An urge held off: a band snapped on the wrist, scars stared at, "trying not to do the other thing".
  {
    reason: 'self_harm',
    level: 'elevated',
    re: rx(
      '\\b(?:snapping|snapped|flicking|pinging) (?:a |the |my )?(?:hair tie|hairband|rubber band|elastic band|elastic|band) (?:on|against|at) my wrist\\b|\\btrying not to do the other thing\\b|\\b(?:staring|stare|looking) at (?:my |the )?(?:old )?scars\\b[^\\n]{0,80}\\bthinking about (?:it|doing it)\\b|\\b(?:my |the )?(?:old )?scars\\b[^\\n]{0,60}\\b(?:keep|kept) (?:staring|looking) at them\\b',
    ),
  },
];
