/**
 * English eating-disorder rules beyond danger.ts: days without food, purging many times or with blood,
 * laxative misuse, and the body's danger signs (fainting, a heart that skips, too weak for stairs), which
 * make a crisis together with restriction (cues.ts); and the elevated signs (counting, hiding food, guilt
 * after eating, seeing a big body in a thin one). Long because the danger is in the combination.
 */
import { type Rule, rx } from './types.ts';

const DAYS =
  '(?:days|\\d+ days|a week|weeks|two days|three days|four days|five days|several days|a few days|over a week|a whole week|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week|the weekend))';

export const EATING_RULES: Rule[] = [
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      `\\b(?:throwing up|throw up|purging|puking|vomiting) (?:\\w+ ){0,3}(?:blood|everything i eat|after every (?:meal|bite))\\b(?=[^\\n]*\\b(?:week|days|every|times|weak|heart|dizzy|faint))|\\bblood when i (?:throw up|purge|puke|vomit|make myself sick)\\b|\\b(?:\\d+(?:st|nd|rd|th)|third|fourth|fifth|sixth) time (?:today|this morning|tonight)\\b(?=[^\\n]*\\b(?:throw|purge|puke|vomit|pass out))|\\b(?:living|lived|surviving) on (?:\\w+ ){0,2}(?:water|black coffee|coffee|diet coke|gum|ice|air|tea)\\b(?=[^\\n]*\\b(?:week|days|weeks|month))|\\bnot eaten (?:anything )?${DAYS}\\b|\\bday (?:[3-9]|\\d\\d|three|four|five|six|seven|eight|nine|ten) (?:of )?(?:no food|not eating|without food|fasting|water only|just water|only water)\\b`,
    ),
  },
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      '\\b(?:took|taking|take|swallowed|ate) (?:\\w+ ){0,4}(?:laxatives|diet pills|water pills|ipecac)\\b(?=[^\\n]*\\b(?:whole|box|bottle|all|\\d+|dozen|shaking|dizzy|weak|cramp\\w*|heart|faint\\w*|today|ate|lose))',
    ),
  },
  // A day's food counted out: "an apple and some crackers a day", "plain rice only", "600 calorias al dia".
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:only|just|like|barely|maybe) (?:an? |one |some |half an? )(?:apple|banana|orange|yogh?urt|rice cake|cracker|piece of toast|slice of toast|coffee)s?(?: and (?:an? |one |some |a few )?\w+(?: \w+)?)? a day\b|\b(?:and|im|i am|ive been|been|just|now) eating (?:plain )?\w+ only\b|\bi only eat(?:ing)? (?:plain )?(?:rice|lettuce|salad|fruit|an apple|broth|water)\b|\b(?:eating|eat|ate|having|allow myself|limit myself to|under|less than|comiendo|como|comer) (?:about |like |around |unas |como |menos de |solo )?[1-9]\d{2} (?:calories|cals|kcal|calorias|kcals) (?:a|al|per|por|each) (?:day|dia)\b`,
    ),
  },
  // Restriction, purging and body-image signs: elevated, and a crisis with a body in danger.
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      `\\b(?:havent|have not|hasnt|didnt|did not|not) eaten (?:anything |since)|\\b(?<!\\b(?:he|she|they|it|hes|shes|hed|shed|theyd|theyve|theyre|dog|cat|puppy|pup|kitten|bird|rabbit|bunny|hamster|horse|tortoise|fish|(?:the|my|our) (?:\\w+ )?(?:dog|cat|puppy|kitten|pet))(?: (?:has|had|just|has just|had just|basically|completely|pretty much|kind of|kinda))? )(?:i )?(?:stopped|quit|stop) eating\\b|\\b(?:skip|skipping|skipped) (?:\\w+ )?(?:meals?|lunch|breakfast|dinner)\\b|\\b(?:counting|count|track|tracking) (?:every|all my|my) calories?\\b|\\bguilty (?:if|when|after) i (?:eat|ate|go over)\\b|\\bfeel (?:so )?(?:gross|disgusting|fat|huge) (?:after|when i) (?:eat|eating|breakfast|lunch|dinner|a meal)\\b|\\bin control when i (?:dont|do not) eat\\b|\\b(?:still|i) (?:see|feel) (?:someone |so )?(?:huge|fat|enormous)\\b|\\b(?:hiding|hide|hid) (?:my )?food\\b|\\b(?:think|thinks) i (?:ate|eat)\\b|\\b(?:throwing|throw) up (?:after|everything)\\b|\\b(?:should|need to|have to) eat\\b(?=[^\\n]*\\b(?:hard|cant|scared|afraid))|\\blost so much weight\\b|\\b(?:isnt|is not|not|hasnt been) eating\\b|\\b(?:look|looks|am|is) too thin\\b|\\bafraid (?:to|of) (?:eat|eating|gaining)\\b|\\b(?:i )?(?:eat|eating|have|having|live on|living on) (?:only |just )?(?:one|1|half an?|a single) (?:apple|meal|banana|cracker|rice cake|yogh?urt|piece of \\w+|small meal)(?: a day| every (?:day|two days|other day))\\b|\\b(?:[2-9]\\d\\d|[1-9]\\d) ?(?:cal|cals|calories|kcal) (?:a|per) day\\b`,
    ),
  },
  {
    reason: 'eating',
    level: 'elevated',
    cue: 'body',
    cueOnly: true,
    re: rx(
      '\\b(?:dizzy|lightheaded|black out|blacking out|vision goes) when i (?:stand|get up)\\b|\\b(?:heart|chest) (?:keeps |is )?(?:skipping|racing|fluttering|pounding|hurts)\\b|\\b(?:passed out|fainted|blacked out|collapsed)\\b|\\bhairs? (?:is )?(?:falling out|coming out)\\b|\\b(?:lost (?:the )?feeling in|cant feel) my (?:fingers|toes|hands|feet)\\b|\\bcold all the time\\b|\\bchest (?:thing|pains?|hurts)\\b|\\bso weak (?:i|that i) (?:cant|can barely)\\b|\\bcant (?:get up|climb|walk up) the stairs\\b|\\b(?:cant stop|keep) shaking\\b',
    ),
  },
  // Running or training on almost nothing.
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      '\\b(?:on|only|just) (?:ate |had |eaten )?(?:\\d+|one|two|three|half an?|a single|a couple of) (?:apples?|crackers?|rice cakes?|carrots?|grapes?|almonds?|celery sticks?|cucumbers?|bananas?|oranges?|pieces of fruit)\\b',
    ),
    requires:
      /\b(?:ran|run|running|miles|km|gym|workout|trained|training|cycled|walked|all day|today|a day)\b/,
  },
  // Insulin left out to lose weight; chewing and spitting; running on a few hundred calories.
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      '\\b(?:skip|skipping|skipped|not taking|stopped taking|cutting back on|cut back on|under ?dosing|restricting|leave out|leaving out) (?:my )?insulin\\b(?=[^\\n]*\\b(?:weight|lose|losing|lost|thin|fat|calories|drop|skinny|pounds|kilos|stone))|\\bchew(?:ing)? and spit\\w*\\b|\\bhavent swallowed anything\\b|\\b(?:on|only|just) (?:\\d{2,3}|a few hundred) (?:calories|cals|kcal)\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'elevated',
    cue: 'body',
    cueOnly: true,
    re: rx(
      '\\b(?:my )?(?:sugars?|blood sugar|bg|glucose|ketones) (?:are |is |have been |has been )?(?:crazy |really |so |very |way )?high\\b|\\bmeter (?:just )?(?:says|reads|shows) hi\\b|\\b(?:heart|chest) (?:really |keeps |is |just )?(?:skipping|racing|fluttering|pounding|pounds|races|skips|flutters|hurts|hurting)\\b',
    ),
  },
  // Days of fasting; vision failing.
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      '\\bfasting (?:for )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten) days\\b|\\b(?:\\d+|nine|ten|eight|seven) days (?:of )?(?:fasting|water only|only water|just black coffee)\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'elevated',
    cue: 'body',
    cueOnly: true,
    re: rx(
      '\\bvision (?:went|goes|going|is|keeps going) (?:all )?(?:spotty|blurry|black|dark|white|fuzzy)\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      '\\b(?:throw up|throwing up|vomit|vomiting|puke|puking|purge|purging)\\b[^\\n]{0,30}\\b(?:its|it is|it s|is|comes up|came up) (?:a bit |kind of |sort of |a little |all )?(?:red|pink|bloody|brown|black)\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      '\\b(?:not|stop|stopped|quit|quitting|stopping) eating (?:until|till|til|untill) (?:i (?:disappear|die|vanish|am gone|m gone|waste away|pass out|fade)|theres nothing left of me)\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      '\\b(?:not|stop|stopped|quit|quitting|stopping) eating (?:\\w+ ){1,2}(?:until|till|til) (?:i (?:disappear|die|vanish|am gone|m gone|waste away|fade)|theres nothing left of me)\\b|\\bthis is how i (?:disappear|vanish|fade away|waste away)\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      '\\b(?:decided|deciding|decision) (?:im |i am |to |that im )?(?:never eat(?:ing)?|stop eating|not eat(?:ing)?) (?:again|anything|ever|for good)\\b|\\bdone with (?:food|eating) for good\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:im |i am )?(?:not going to|never going to|wont|will never|gonna never) eat (?:ever )?again\\b',
    ),
    requires:
      /^(?![^\n]*\b(?:buffet|meal|dinner|lunch|pizza|thanksgiving|christmas|ate so much|stuffed|full|burger|curry|kebab|brunch|food coma|all you can eat|that much)\b)/,
  },
];
