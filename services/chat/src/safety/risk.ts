import type { Risk } from '@sage/shared';

/**
 * Risk assessment of a user message: `none`, `elevated` or `crisis`, with the reasons that matched.
 *
 * Design
 * - Rule-based and deterministic, so it runs on every message before the model, costs microseconds, works
 *   with no model configured, and every decision can be explained by the rule that fired (`reasons`).
 * - The text is normalised first: lower case, unicode compatibility forms, apostrophes dropped ("don't"
 *   becomes "dont"), digits and symbols inside words read as letters ("k1ll", "su!cide"), known
 *   misspellings and euphemisms mapped to the plain word ("sewer slide", "unalive"), and the emoji that
 *   stand for a means of harm (pill, knife, rope knot, gun) turned into word tokens.
 * - The message is split into clauses (sentence ends and "but"), so a negation in one clause never hides
 *   a statement in the next: "I'm not suicidal but I want to die" is a crisis.
 * - Known idioms are removed from a clause before the rules run ("this exam is killing me", "I'd die for
 *   a taco", "dying of laughter", "cut myself a slice", "shoot myself in the foot").
 * - Each rule has a level. A match preceded in its clause by a negation of intent ("not", "never",
 *   "don't", "wouldn't", with only filler words between: "I would never want to hurt myself") is
 *   skipped, unless the rule's meaning contains the negation itself ("I don't want to live").
 * - Two context signals lower a crisis match to `elevated`: laughter markers next to hyperbole-prone
 *   phrases ("kms lol"), and past-tense markers next to self-harm history ("I used to cut myself",
 *   "three years clean"). Both still get a gentle check-in and a pointer to help.
 * - The result is the highest level of any clause; the reasons are every rule family that fired.
 *
 * Limits (why a person must never rely on this alone, and why replies always keep resources in reach)
 * - It reads words, not meaning: a new slang term, an unusual spelling or a metaphor it does not know
 *   passes as `none`, and unusual idioms can be flagged. The bias is deliberate: when in doubt, flag.
 * - Negation handling is local to a clause and only looks backwards ("kill myself? no way" is flagged).
 * - It sees one message at a time. The conversation around it (and the session's crisis flag) is handled
 *   by the reply path and the prompt, not here.
 * - English only. Sarcasm, quotes of other people and role play cannot be told apart from sincere text.
 */

export interface RiskAssessment {
  level: Risk;
  reasons: string[];
}

export type Reason =
  | 'suicidal_intent'
  | 'passive_death_wish'
  | 'self_harm'
  | 'plan_or_means'
  | 'goodbye'
  | 'giving_away'
  | 'burden'
  | 'slang'
  | 'means_emoji'
  | 'hopelessness'
  | 'self_harm_history'
  | 'mentions_suicide'
  | 'third_party'
  | 'harm_to_others'
  | 'unsafe_situation'
  | 'eating';

interface Rule {
  reason: Reason;
  level: Exclude<Risk, 'none'>;
  re: RegExp;
  /** Default true: a negation of intent just before the match cancels it. */
  negatable?: boolean;
  /** Lowered to elevated next to laughter markers ("kms lol"). */
  hyperbole?: boolean;
  /** Lowered to elevated next to markers of a past long gone ("used to", "years ago"). */
  pastable?: boolean;
  /** Lowered to elevated (reason `third_party`) when the nearest subject before it is someone else. */
  thirdParty?: boolean;
  /** The clause must also match this for the rule to count. */
  requires?: RegExp;
}

const SELF = '(?:my ?self|myself|meself)';
const MEANS = '(?:emojipill|emojiknife|emojirope|emojigun)';

function rx(source: string): RegExp {
  return new RegExp(source, 'g');
}

const RULES: Rule[] = [
  // Direct suicidal intent.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
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
      '\\b(?:dont|do not|dont really|dont even|no longer|dont think i|not sure i|not sure if i|dont know if i) (?:want|wanna|wish) (?:to )?(?:live|be alive|stay alive|exist|keep living|go on living|wake up|be here|be around)\\b(?! (?:at|in|with|for|on|near|when)\\b)',
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
      '\\b(?:stockpil\\w*|hoard\\w*|saving up|saved up|collecting|collected|gathering) (?:my |the |some |all (?:my |the )?)?(?:sleeping )?(?:pills|meds|medication|tablets|painkillers)\\b',
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
      '\\b(?:take|took|taking|swallow|swallowed|swallowing|down|downing) (?:all|every one|the whole bottle|a whole bottle|a bottle|a handful|a bunch|them all|it all)\\b',
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
      '\\bhow (?:many|much) (?:\\w+ ){0,2}(?:would it take|does it take|to die|would kill|will kill|to kill|is lethal|is fatal|until i die)\\b',
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
  { reason: 'slang', level: 'crisis', hyperbole: true, re: rx('\\bkms\\b') },
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
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      '\\b(?:want|wanna|going|gonna|thinking about|plan|planning|about) (?:to )?(?:hurt|harm|attack|stab|shoot|kill) (?:someone|somebody|people|everyone|anyone)\\b',
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
  {
    reason: 'unsafe_situation',
    level: 'elevated',
    re: rx(
      '\\b(?:he|she|they|my (?:partner|boyfriend|girlfriend|husband|wife|dad|father|mom|mother|stepdad|stepmom|parents?|ex|boss|brother|sister)) (?:hits|hit|beats|beat|chokes|choked|strangles|strangled|abuses|abused|threatens|threatened|kicks|kicked|slaps|slapped|hurts|hurt) me\\b',
    ),
  },
  {
    reason: 'unsafe_situation',
    level: 'elevated',
    re: rx(
      '\\b(?:im|i am|i dont feel|i do not feel|i never feel) (?:not )?safe (?:at home|here|with (?:him|her|them|my \\w+))\\b',
    ),
  },
  {
    reason: 'unsafe_situation',
    level: 'elevated',
    re: rx('\\b(?:afraid|scared|terrified) for my (?:life|safety)\\b'),
  },
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      `\\b(?:starv\\w* ${SELF}|purg(?:e|ing) after|make ${SELF} (?:throw up|vomit|sick)|(?:havent|have not) eaten (?:anything )?in (?:days|\\d+ days|a week))\\b`,
    ),
  },
];

/** Idioms removed before the rules run: they use the words of harm without meaning it. */
const IDIOMS: RegExp[] = [
  /\b(?:shoot|shot|shooting) (?:my ?self|myself) in the foot\b/g,
  /\bcut(?:ting)? (?:my ?self|myself|me) (?:\w+ ){0,3}(?:slice|piece|break|slack|deal|portion)\b/g,
  /\b(?:cut|hurt|burn|burned|burnt|cutting|hurting|injured|injure|hit) (?:my ?self|myself) (?:shaving|cooking|chopping|baking|gardening|(?:while|when) \w+ing|at the|at work|at the gym|playing|on (?:a|the|my)|in the kitchen|by accident|accidentally|lifting|running|skiing|skating|falling|with (?:a|the) (?:paper|kitchen|oven|pan|stove))\b/g,
  /\baccidentally (?:cut|hurt|burned|burnt|hit|injured) (?:my ?self|myself)\b/g,
  /\b(?:die|died|dying|dead|death) (?:of|from) (?:laughter|laughing|embarrassment|cringe|boredom|shame|cuteness|excitement|hunger|thirst|heat|curiosity|jealousy|happiness|the cold|the heat|suspense|envy)\b/g,
  /\b(?:would|could|id|i)? ?(?:rather|sooner) die than\b/g,
  /\bto die for\b/g,
  /\b(?:die|dying) for (?:a|an|some|this|that|the|these|those|more|pizza|tacos?|coffee|chocolate|it)\b/g,
  /\bdying (?:to|for) \w+/g,
  /\b(?:dying|died|dead|die) laughing\b/g,
  /\bkill(?:ing|ed|s)? (?:time|it|the (?:lights|vibe|mood|game|engine|music))\b/g,
  /\b(?:is|are|was|were|its|it is) (?:literally )?killing me\b/g,
  /\bsuicide (?:squad|mission|doors?|run|runs|king|lane|sprints?|drills?|sauce|bid)\b/g,
  /\bover my dead body\b/g,
  /\bdead (?:tired|serious|on|wrong|end|last|battery|phone)\b/g,
  /\bbored to death\b/g,
  /\bscared to death\b/g,
  /\b(?:battery|phone|laptop|plant|plants|car) (?:is |was )?(?:going to |gonna |about to )?die\b/g,
  /\bkill me (?:if|when)\b/g,
  /\b(?:my|your|his|her|their) (?:mom|mum|dad|parents?|boss|teacher|coach|sister|brother|wife|husband) (?:will|would|is going to|gonna) kill me\b/g,
];

const LAUGHING =
  /\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*|jk|just kidding|just joking|emojilaugh|emojiskull)\b/;
const PAST =
  /\b(?:used to|years ago|(?:\d+|a few|two|three|four|five|six|several|many) (?:months|years) ago|when i was (?:younger|a kid|a teen|a teenager|in (?:high school|middle school|college)|\d+)|in the past|back in (?:high school|middle school|college|\d{4})|(?:days|weeks|months|years) clean|clean (?:for|since))\b/;

/** Negation of intent right before a match, with only filler words in between. */
const NEGATION =
  /\b(?:not|never|no|dont|doesnt|didnt|wont|wouldnt|isnt|arent|aint|nor|neither|no longer|havent|hasnt|without|zero)\s+(?:(?:ever|really|actually|honestly|seriously|even|currently|going|gonna|to|want|wanna|plan|planning|intend|intending|be|am|feel|feeling|have|had|having|any|thoughts?|of|about|trying|try|urges?|desire|intention|intentions|wish|wishing|like|that|would|will|do|gonna|ever|anymore|at|all|want|wanted|need|plans?|thinking|think|thought|i|myself)\s+){0,6}$/;

const EMOJI: [RegExp, string][] = [
  [/\u{1F48A}/gu, ' emojipill '],
  [/\u{1F52A}|\u{1F5E1}\uFE0F?/gu, ' emojiknife '],
  [/\u{1FAA2}/gu, ' emojirope '],
  [/\u{1F52B}/gu, ' emojigun '],
  [/\u{1FA78}/gu, ' emojiblood '],
  [/\u{1F602}|\u{1F923}|\u{1F62D}/gu, ' emojilaugh '],
  [/\u{1F480}|\u2620\uFE0F?/gu, ' emojiskull '],
];

const SPELLINGS: [RegExp, string][] = [
  [/\bs[*u]{1,2}[i1!*]?c[i1!*]d(?=e|al)/g, 'suicid'],
  [/\bsu[i1!*]\*+de|\bsuic\*+de|\bs\*+icide|\bsu\*+cide|\bsui\*+ide/g, 'suicide'],
  [/\b(?:sucide|suicde|suiside|suicied|suiscide|suecide)\b/g, 'suicide'],
  [/\b(?:sucidal|suicidial|suisidal|suicdal|sucicidal)\b/g, 'suicidal'],
  [/\bsewer ?slide\b|\bself ?deletion\b/g, 'suicide'],
  [/\bself ?delete\b/g, 'kill myself'],
  [/\bk[*.!_-]?[i1!*][*.!_-]?ll(ing|ed|s)?\b/g, 'kill$1'],
  [/\bun[ -]alive/g, 'unalive'],
  [/\bself[-_]harm/g, 'self harm'],
  [/\b(want|wanna|going|ready|need|have|deserve) 2\b/g, '$1 to'],
  [/\bmyslef\b|\bmyslf\b|\bmyseld\b/g, 'myself'],
  [/\bgoodbye\b|\bgood bye\b|\bgood-bye\b/g, 'goodbye'],
];

/** Lower-case, compatible forms, apostrophes dropped, leetspeak and known spellings mapped, emoji named. */
export function normalize(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  for (const [re, word] of EMOJI) t = t.replace(re, word);
  t = t.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'").replace(/[\u201c\u201d]/g, '"');
  t = t.replace(/([a-z])'([a-z])/g, '$1$2');
  // Digits and symbols standing for letters, only inside tokens that also hold letters ("k1ll", "d1e").
  t = t.replace(/[a-z0-9@$!]*[a-z][a-z0-9@$!]*/g, (tok) =>
    /[0-9@$]/.test(tok) && !/^\d+(?:st|nd|rd|th|s|am|pm|k|m|h|mg|ml|x)?$/.test(tok)
      ? tok
          .replace(/0/g, 'o')
          .replace(/1/g, 'i')
          .replace(/3/g, 'e')
          .replace(/4/g, 'a')
          .replace(/5/g, 's')
          .replace(/7/g, 't')
          .replace(/@/g, 'a')
          .replace(/\$/g, 's')
      : tok,
  );
  for (const [re, word] of SPELLINGS) t = t.replace(re, word);
  t = t.replace(/\bno one\b/g, 'noone');
  return t;
}

/** Clauses: sentence ends, line breaks, semicolons, and "but" (which often turns a statement around). */
function clauses(normalized: string): string[] {
  return normalized
    .split(/[.!?;\n\r]+|\bbut\b|\bhowever\b|\bthough\b,?/)
    .map((c) =>
      c
        .replace(/[^a-z0-9\s]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

function stripIdioms(clause: string): string {
  let c = clause;
  for (const re of IDIOMS) c = c.replace(re, ' , ');
  return c
    .replace(/\s*,\s*/g, ' , ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SUBJECT =
  /\b(?:i|im|me|my ?self|myself|ive|id|ill|he|she|they|hes|shes|theyre|him|her|them|friend|sister|brother|mom|mum|dad|son|daughter|cousin|partner|boyfriend|girlfriend|roommate|classmate|kid|child|someone|somebody|husband|wife|uncle|aunt)\b/g;
const FIRST_PERSON = new Set(['i', 'im', 'me', 'myself', 'my self', 'ive', 'id', 'ill']);

/** True when the nearest person named before a match is someone other than the writer. */
function aboutSomeoneElse(prefix: string): boolean {
  const found = [...prefix.matchAll(SUBJECT)];
  const last = found.at(-1)?.[0];
  return last !== undefined && !FIRST_PERSON.has(last);
}

const ORDER: Record<Risk, number> = { none: 0, elevated: 1, crisis: 2 };

export function assessRisk(text: string): RiskAssessment {
  let level: Risk = 'none';
  const reasons: string[] = [];
  for (const raw of clauses(normalize(text))) {
    const clause = stripIdioms(raw);
    const laughing = LAUGHING.test(clause);
    const past = PAST.test(clause);
    for (const rule of RULES) {
      if (rule.requires && !rule.requires.test(clause)) continue;
      for (const m of clause.matchAll(rule.re)) {
        if (rule.negatable !== false && NEGATION.test(clause.slice(0, m.index))) continue;
        let found: Risk = rule.level;
        if (found === 'crisis' && rule.hyperbole && laughing) found = 'elevated';
        if (found === 'crisis' && rule.pastable && past) found = 'elevated';
        let reason: Reason = rule.reason;
        if (found === 'crisis' && rule.thirdParty && aboutSomeoneElse(clause.slice(0, m.index))) {
          found = 'elevated';
          reason = 'third_party';
        }
        if (ORDER[found] > ORDER[level]) level = found;
        if (!reasons.includes(reason)) reasons.push(reason);
        break;
      }
    }
  }
  // Reasons that only explain a lower level than the verdict stay: they describe what was seen.
  return { level, reasons: level === 'none' ? [] : reasons };
}
