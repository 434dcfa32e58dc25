/**
 * English rules about the writer's own life: suicide, self-harm and their signs (plans, means, goodbyes,
 * giving things away, feeling a burden, hopelessness, slang and emoji). A long table by nature: each entry
 * is one pattern of how people write, kept together so a reviewer can read them side by side.
 */
import { MEANS, type Rule, rx, SELF } from './types.ts';

export const SUICIDE_RULES: Rule[] = [
  // Direct suicidal intent.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
    pastable: true,
    re: rx(`\\b(?:kill|killing|killed|kil) ${SELF}\\b`),
  },
  { reason: 'suicidal_intent', level: 'crisis', re: rx('\\bend(?:ing)? (?:my|this) (?:own )?life\\b') },
  { reason: 'suicidal_intent', level: 'crisis', re: rx('\\btak(?:e|ing) (?:my|this) (?:own )?life\\b') },
  { reason: 'suicidal_intent', level: 'crisis', re: rx('\\bend(?:ing)? it all\\b') },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx('\\bend (?:it|things|everything) (?:tonight|today|now|soon|for good|forever|once and for all)\\b'),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:want|wanna|wanting|going|gonna|ready|plan|planning|thinking about|think about|thought about|decided|about|need|have) (?:to )?(?:just )?end(?:ing)? (?:it|things|everything)\\b(?! (?:with|between|off|up|on a|at))',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\b(?:im|i am|i feel|i felt|feeling|feel|i was|i have been|ive been|been feeling|getting|i get|i got|i became) (?:so |really |very |kind of |kinda |a bit |a little |pretty |extremely |super |quite |seriously |actually |lowkey |lowk )?suicidal\\b',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    pastable: true,
    re: rx('\\bsuicidal (?:thoughts?|ideation|feelings?|urges?|thinking)\\b'),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    pastable: true,
    thirdParty: true,
    re: rx(
      '\\b(?:commit|committing|attempt|attempting|attempted|consider|considering|contemplating|thinking (?:about|of)|think (?:about|of)|thought (?:about|of)|plan|planning|planned|try|trying|tried) (?:to )?(?:commit )?suicide\\b',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx('\\bsuicide (?:is|seems|feels) (?:like )?(?:the|my) (?:only|best|easiest)\\b'),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
    thirdParty: true,
    re: rx(
      '(?<!(?:makes?|made|making) (?:me|you) )\\b(?:want|wanna|wants|wanting|ready|deserve|plan|planning|should just|should|would rather|wish i could|just want|need) (?:to )?(?:just )?die\\b',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'elevated',
    re: rx('\\b(?:makes?|made|making) me (?:want|wanna) (?:to )?die\\b'),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
    re: rx('\\bfeel(?:ing)? like (?:dying|i should die|im dying inside)\\b'),
  },
  { reason: 'suicidal_intent', level: 'crisis', re: rx('\\bplan(?:ning|ned)? my (?:own )?funeral\\b') },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:life|my life|living|it|this life) (?:isnt|is not|aint|doesnt feel|does not feel|is no longer) worth (?:living|it anymore|going on)\\b',
    ),
  },
  { reason: 'passive_death_wish', level: 'crisis', negatable: false, re: rx('\\bnot worth living\\b') },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:want|wanna|need|going|gonna|ready) (?:to )?(?:stop existing|not exist|cease to exist|not be alive)\\b',
    ),
  },
  // Passive death wishes.
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx('\\bwish(?:ing)? (?:i was|i were|i could be|to be|id be|i was just|i could just be) dead\\b'),
  },
  { reason: 'passive_death_wish', level: 'crisis', re: rx('\\bbetter off dead\\b') },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:dont|do not|dont really|dont even|no longer|dont think i|not sure i|not sure if i|dont know if i) (?:want|wanna|wish) (?:to )?(?:live|be alive|stay alive|exist|keep living|go on living|wake up|be here anymore|be around anymore|(?:be here|be around)(?! (?:at|in|with|for|on|near|when|this|tomorrow|today|tonight)\\b))\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx('\\b(?:hope|hoping|pray|praying|wish) (?:that )?i (?:dont|never|wont|do not|will not) wake up\\b'),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx('\\b(?:go to sleep|fall asleep|sleep|close my eyes) and (?:never|not) wake up\\b'),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\bno (?:reason|point) (?:to|in|for me to) (?:live|living|keep going|keep living|go on|going on|be alive|being alive|stay alive|staying alive|exist|existing)\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx('\\bnothing (?:left )?to live for\\b'),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:whats|what is) the point (?:of|in) (?:living|life|being alive|going on|staying alive|existing)\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx('\\b(?:tired|sick) of (?:living|being alive|life|existing)\\b'),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx('\\bdone with (?:life|living|being alive|existing)\\b'),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx('\\bi (?:shouldnt|should not) (?:be alive|exist|be here anymore)\\b'),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\bthink(?:ing)? (?:about|of) (?:not being here|not existing|being dead|ending it|no longer being here)\\b',
    ),
  },
  // Self-harm.
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    re: rx(
      `\\b(?:cut|cutting|cuts|slice|slit|slitting|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|scratch|scratching|carve|carving|stab|stabbing|bruise|bruising|injure|injuring) ${SELF}\\b`,
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\b(?:cut|cutting|slit|slitting|slice|slicing|slash|slashing) (?:my|both my|open my) (?:wrists?|arms?|thighs?|legs?|skin|veins?|stomach)\\b',
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    thirdParty: true,
    re: rx('\\bself ?harm(?:ing|ed|s)?\\b'),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    thirdParty: true,
    re: rx('\\b(?:started|start|been|keep|am|im) cutting(?: again)?\\b|\\bcutting (?:again|deeper|more)\\b'),
  },
  { reason: 'self_harm', level: 'crisis', re: rx('\\b(?:sh|self harm|cutting) (?:urges?|relapse)\\b') },
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx('\\brelaps(?:e|ed|ing)(?: on| with| into)? (?:sh|self harm|cutting)\\b'),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx('\\burges? to (?:sh|cut|self harm|hurt myself|harm myself)\\b'),
  },
  // Plans and means.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:stockpil\\w*|hoard\\w*|saving up|saved up|saving|been saving|stashing|stashed|collecting|collected|gathering) (?:up )?(?:my |the |some |all (?:my |the )?|some of my )?(?:sleeping )?(?:pills|meds|medication|tablets|painkillers|sleeping pills)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx('\\benough (?:sleeping )?(?:pills|meds|tablets|painkillers)\\b'),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    requires: /\b(?:pills?|meds|medication|tablets|painkillers|bottle)\b|emojipill/,
    re: rx(
      '\\b(?:take|taking|swallow|swallowing|down|downing) (?:all|every one|the whole bottle|a whole bottle|a bottle|a handful|a bunch|them all|it all)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\b(?:want|wanna|wants|going|gonna|plan|planning|thinking about|think about|try|tried|trying|ready|decided) (?:to )?(?:overdose|od)\\b',
    ),
    thirdParty: true,
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    pastable: true,
    re: rx('\\bi (?:just |almost |nearly )?(?:overdosed|oded)\\b'),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx('\\b(?:lethal|fatal|deadly) (?:dose|amount|overdose|quantity)\\b'),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\bhow (?:many|much) (?:\\w+ ){0,5}(?:would it take|does it take|would i need|do i need|to die|would kill|will kill|to kill|is lethal|is fatal|until i die|to not wake up|so i dont wake up|to never wake up|to stop my heart|before (?:its|it is|it gets) (?:fatal|lethal|deadly))\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:jump|jumping|throw myself|throwing myself|leap|leaping) (?:off|from) (?:a|the|this|that|my) (?:bridge|building|roof|rooftop|cliff|balcony|tower|overpass|parking garage|window)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:jump|jumping|step|stepping|walk|walking|throw myself|lie down|lay down) (?:in front of|into|onto) (?:a|the) (?:train|bus|car|truck|traffic|tracks)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      `\\b(?:hang|hanging|hanged|drown|drowning|shoot|shooting|poison|poisoning|suffocate|suffocating|electrocute|gas|neck|off|offing) ${SELF}\\b`,
    ),
  },
  { reason: 'plan_or_means', level: 'crisis', re: rx('\\bnoose\\b') },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx('\\bgun (?:to|in|against) my (?:head|mouth|temple|chest)\\b'),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx('\\b(?:razor|blade|knife)s? (?:to|on|against|across) my (?:wrists?|arms?|skin|throat|thighs?)\\b'),
  },
  // Goodbyes.
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:wrote|writing|write|written|left|leave|leaving|drafted|drafting) (?:a |my )?(?:suicide|goodbye|farewell|final|last) (?:note|letter)s?\\b',
    ),
  },
  { reason: 'goodbye', level: 'crisis', re: rx('\\bsuicide (?:note|letter)s?\\b') },
  { reason: 'goodbye', level: 'crisis', re: rx('\\bthis is (?:my )?(?:final )?(?:goodbye|farewell)\\b') },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx('\\b(?:saying|said|say|said all) (?:my )?(?:final |last )?goodbyes\\b'),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx('\\bgoodbye (?:forever|everyone|everybody|world|cruel world|for good)\\b'),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:wont|will not|might not|may not) be (?:around|here|alive) (?:much longer|for long|tomorrow|by tomorrow|anymore|next week|after tonight)\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx('\\bby the time (?:you|anyone|someone|they|u|people) (?:read|reads|see|sees|find|finds) this\\b'),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx('\\bmy last (?:day|night|week|message) (?:alive|on earth|on this earth|on this planet|ever)\\b'),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:you|u|they|nobody|no one) (?:wont|will not|will never|wont ever) (?:have to )?(?:hear from|see|deal with|worry about) me (?:again|anymore|ever again|much longer)\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\bi (?:wont|will not) be (?:a )?(?:problem|burden|bother) (?:for |to )?(?:anyone |anybody |you |them )?(?:much longer|anymore|for long|soon)\\b',
    ),
  },
  // Giving things away, arrangements.
  {
    reason: 'giving_away',
    level: 'crisis',
    re: rx(
      '\\b(?:giving|give|gave|given|gifting|gifted) away (?:all (?:of )?my \\w+|everything|all my|most of my \\w+|my (?:stuff|things|belongings|possessions))\\b',
    ),
  },
  {
    reason: 'giving_away',
    level: 'elevated',
    re: rx('\\b(?:giving|give|gave|given) away my (?:pets?|cats?|dogs?)\\b'),
  },
  {
    reason: 'giving_away',
    level: 'crisis',
    re: rx(
      '\\b(?:when|after|once|if) (?:im|i am) (?:dead|gone for good|no longer (?:here|around|alive)|not (?:here|around|alive) anymore)\\b',
    ),
  },
  {
    reason: 'giving_away',
    level: 'crisis',
    re: rx('\\b(?:when|after|once) (?:im|i am) gone\\b(?! (?:for|on|to|at|from|away)\\b)'),
  },
  {
    reason: 'giving_away',
    level: 'elevated',
    re: rx('\\b(?:wrote|writing|made|making|updated|updating|finished) (?:my|a) will\\b'),
  },
  // Burden and "better off without me".
  {
    reason: 'burden',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:better|happier|easier|safer)(?: off)? (?:without me|if i (?:was|were|wasnt|werent) (?:gone|dead|never born|here|around|alive)|if i (?:died|disappeared|left for good|never existed|wasnt born)|with me gone|with me dead|once im gone)\\b',
    ),
  },
  {
    reason: 'burden',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:no ?one|nobody|noone|not a single person) (?:would|will|is going to|gonna) (?:even )?(?:care|notice|miss me|be sad|cry) (?:if|when) i (?:die|died|was gone|were gone|killed myself|was dead|were dead|disappeared|left for good)\\b',
    ),
  },
  {
    reason: 'burden',
    level: 'elevated',
    re: rx(
      '\\b(?:noone|nobody|no one) (?:would|will|is going to|gonna) (?:even )?(?:miss me|care about me|notice me|notice)\\b',
    ),
  },
  {
    reason: 'burden',
    level: 'elevated',
    re: rx(
      '\\b(?:im|i am|i feel like|feel like|i feel like im|i feel like i am) (?:just |such |only |nothing but |always )?(?:a |such a )?burden\\b',
    ),
  },
  // Slang and euphemisms (after normalisation).
  { reason: 'slang', level: 'crisis', hyperbole: true, re: rx('\\bkms\\b'), thirdParty: true },
  { reason: 'slang', level: 'crisis', hyperbole: true, re: rx(`\\bunalive (?:${SELF}|me)\\b`) },
  {
    reason: 'slang',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:want|wanna|wanting|gonna|going|ready|plan|planning|thinking about|think about|try|tried|trying|about) (?:to )?unalive\\b',
    ),
  },
  { reason: 'slang', level: 'elevated', re: rx('\\bunaliv\\w*') },
  { reason: 'slang', level: 'crisis', re: rx('\\bctb\\b') },
  {
    reason: 'slang',
    level: 'crisis',
    re: rx(
      '\\b(?:gonna|going to|want to|wanna|time to|about to|ready to) rope\\b(?! (?:in|him|her|them|you|someone|somebody|it)\\b)',
    ),
  },
  { reason: 'slang', level: 'elevated', re: rx('\\bkys\\b') },
  // Means emoji with intent ("gonna 💊", "🔪 myself", "🪢 bye"); an emoji alone is not enough.
  {
    reason: 'means_emoji',
    level: 'crisis',
    re: rx(
      `\\b(?:want|wanna|gonna|going to|ready|time to|about to|thinking about|plan to|planning to|finally) (?:to |just |do |use |the |a |some )?${MEANS}`,
    ),
  },
  {
    reason: 'means_emoji',
    level: 'crisis',
    re: rx(
      `${MEANS} (?:\\w+ ){0,2}(?:${SELF}|bye|goodbye|forever|its time|it is time|end it|im done|finally)\\b`,
    ),
  },
  { reason: 'means_emoji', level: 'crisis', re: rx(`${SELF} (?:\\w+ )?${MEANS}`) },
  {
    reason: 'means_emoji',
    level: 'crisis',
    re: rx(`(?:${MEANS} ?){3,}`),
    requires: /\b(?:all|tonight|bye|goodbye|done|enough|end|over|forever)\b/,
  },
  {
    reason: 'means_emoji',
    level: 'elevated',
    re: rx('(?:emojipill ?){3,}|\\bemojirope\\b|emojiknife ?emojiblood|emojiblood ?emojiknife'),
  },
  // Elevated: hopelessness and distress without a stated intent.
  { reason: 'hopelessness', level: 'elevated', re: rx('\\bhopeless(?:ness)?\\b') },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx('\\b(?:theres|there is|i have|ive got|i got) no hope\\b'),
    negatable: false,
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:whats|what is) (?:even )?the point(?: anymore| of anything| of trying| in trying| of it all)?\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\bi (?:just )?give up(?: on (?:everything|life|myself|it all))?(?![ ](?:on|coffee|sugar|smoking|\\w+ing))\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    negatable: false,
    re: rx(
      '\\bcant (?:take|do|handle|bear|stand) (?:it|this|any of this|anything|life|living) (?:anymore|any longer|much longer)\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    negatable: false,
    re: rx('\\bcant (?:go on|keep going|keep doing this)\\b'),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:im|i am|i feel|feel|feeling|i felt) (?:so |completely |totally |just |really |very |utterly )?(?:worthless|hopeless|empty inside|dead inside|numb inside|like nothing matters|like a failure at everything|trapped)\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(`\\bi (?:really |honestly |just )?hate (?:${SELF}|my life|being alive|existing)\\b`),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx('\\b(?:want|wanna|wish i could|just want) (?:to )?(?:just )?(?:disappear|vanish)\\b'),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:life|my life|everything|living|it all) (?:is|feels|seems) (?:so |completely |totally )?(?:pointless|meaningless|hopeless)\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx('\\bwish (?:i was|i were|i had) never (?:been )?born\\b'),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx('\\b(?:tired|sick) of (?:everything|it all|trying|fighting|being me)\\b'),
  },
  { reason: 'hopelessness', level: 'elevated', re: rx('\\bdone with (?:everything|it all)\\b') },
  { reason: 'hopelessness', level: 'elevated', re: rx('\\bdead inside\\b') },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx('\\b(?:want|wanna|wish i could) (?:to )?(?:just )?(?:sleep|go to sleep) forever\\b'),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx('\\b(?:want|need) (?:the|this|all the|all this|my) pain to (?:stop|end|go away)\\b'),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx('\\bthink(?:ing)? (?:a lot )?(?:about|of) (?:dying|death)\\b'),
  },
  { reason: 'hopelessness', level: 'elevated', re: rx('\\b(?:im|i am) (?:going to|gonna) die\\b') },
  // Elevated: history, other people, safety, eating.
  {
    reason: 'self_harm_history',
    level: 'elevated',
    re: rx('\\b(?:used to|would) (?:cut|self harm|hurt myself|harm myself|burn myself)\\b'),
  },
  {
    reason: 'self_harm_history',
    level: 'elevated',
    negatable: false,
    re: rx(
      '\\b(?:havent|hasnt|have not|not) (?:\\w+ ){0,2}(?:self ?harmed|cut|hurt myself|harmed myself) (?:in|for|since)\\b',
    ),
  },
  {
    reason: 'self_harm_history',
    level: 'elevated',
    negatable: false,
    re: rx('\\b(?:dont|do not|no longer) (?:self harm|cut|cut myself|hurt myself) anymore\\b'),
  },
  {
    reason: 'self_harm_history',
    level: 'elevated',
    negatable: false,
    re: rx('\\b(?:\\d+|a few|several|many|two|three|six) (?:days|weeks|months|years) clean\\b'),
  },
  {
    reason: 'third_party',
    level: 'elevated',
    re: rx('\\b(?:kill|hurt|harm|cut|cutting|killing|hurting|harming) (?:him|her|them)sel(?:f|ves)\\b'),
  },
  { reason: 'mentions_suicide', level: 'elevated', re: rx('\\bsuicid\\w*') },
  { reason: 'plan_or_means', level: 'elevated', re: rx('\\boverdos\\w*') },
];

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
      '\\b(?:(?:im|i am) (?:going to|about to) )?do(?:ing)? it (?:tonight|today|right now|now|this weekend|tomorrow)\\b',
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
      '\\bhow (?:high|tall|far|long|many|much) (?:\\w+ ){0,6}(?:to die|to be fatal|to be lethal|is fatal|is lethal|kill (?:you|me|someone|a person)|be deadly|guarantee|for sure|so i dont wake up|to not wake up|to stop (?:your|my) heart)\\b',
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
      '\\b(?:tallest|highest|biggest|longest) (?:\\w+ )?(?:bridges?|buildings?|cliffs?|towers?|parking (?:garages?|structures?)|rooftops?|overpass(?:es)?|dams?)\\b',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\b(?:which|what) (?:\\w+ ){0,1}(?:bridges?|buildings?|cliffs?|towers?|parking garages?|rooftops?|overpass(?:es)?) (?:\\w+ ){0,4}(?:the )?(?:highest|tallest|deepest|biggest drop)\\b|\\bhow many (?:\\w+ ){0,2}(?:is|are) too many\\b|\\b(?:strongest|most dangerous) (?:thing|pills?|painkillers?|sleeping pills?|meds|medication|drug)s? (?:i|you|someone) can (?:buy|get)\\b|\\bis (?:\\d+|ten|eight|six|five) (?:floors|stories|storeys|feet|meters) (?:high )?enough\\b|\\bhow (?:much|many) (?:\\w+ ){0,3}(?:would|does|to) (?:damage|destroy|shut down) (?:your|my|the) (?:liver|kidneys|heart)\\b|\\bhow long (?:does it take|until) (?:\\w+ ){0,3}(?:to )?(?:bleed out|die|it just happens|stop)\\b|\\bdoes it hurt to (?:jump|drown|hang|bleed|overdose|die)\\b',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\bhow (?:high|tall|deep|far down|far) (?:up )?(?:is|are) (?:the|that|this|a) (?:\\w+ )?(?:bridge|building|cliff|drop|fall|roof|tower|overpass|dam|river|water|balcony)\\b',
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
      '\\b(?:im|i am) going to die (?:tonight|today|soon|by my own)\\b|\\btonight is the night\\b|\\bmy last night\\b',
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
];
