/**
 * English rules about the writer's own life: suicide, self-harm and their signs (plans, means, goodbyes,
 * giving things away, feeling a burden, hopelessness, slang and emoji). A long table by nature: each entry
 * is one pattern of how people write, kept together so a reviewer can read them side by side.
 */
import { SUICIDE_MORE } from './suicideMore.ts';
import { type Rule, rx, SELF } from './types.ts';

const SUICIDE_INTENT: Rule[] = [
  // Direct suicidal intent.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
    pastable: true,
    re: rx(`\\b(?:kill|killing|killed|kil) ${SELF}\\b`),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    pastable: true,
    re: rx('\\bend(?:ing)? (?:my|this) (?:own )?life\\b'),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    pastable: true,
    re: rx('\\btak(?:e|ing) (?:my|this) (?:own )?life\\b'),
  },
  // Also said of a streak or a degree given up ('might as well end it all lol'): laughter lowers it.
  { reason: 'suicidal_intent', level: 'crisis', hyperbole: true, re: rx('\\bend(?:ing)? it all\\b') },
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
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
    re: rx('\\bplan(?:ning|ned)? my (?:own )?funeral\\b'),
  },
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
      '\\b(?:dont|do not|dont really|dont even|no longer|dont think i|not sure i|not sure if i|dont know if i) (?:want|wanna|wish) (?:to )?(?:live(?! forever)|be alive|stay alive|exist|keep living|go on living|wake up|be here anymore|be around anymore|(?:be here|be around)(?! (?:at|in|with|for|on|near|when|this|tomorrow|today|tonight|all|the|them|him|her|people|everyone|family|noise|crowds?|kids|that|those|it)\\b))\\b',
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
];

/** Every English rule about the writer's own life (the signs are in suicideSigns.ts). */
export const SUICIDE_RULES: Rule[] = [...SUICIDE_INTENT, ...SUICIDE_MORE];

export { SUICIDE_SIGNS } from './suicideSigns.ts';
