/**
 * English rules of suicide.ts continued: self-harm statements, plans and means, goodbyes, giving things
 * away, burden, slang and emoji, hopelessness and history. Long by nature: one pattern per entry, split
 * from suicide.ts to keep each file readable.
 */
import { MEANS, type Rule, rx, SELF } from './types.ts';
import { DRUGS } from './words.ts';

export const SUICIDE_MORE: Rule[] = [
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
    re: rx(
      '\\b(?:started|start|been|keep|am|im) cutting(?: again)?\\b(?! (?:through|the|a|an|up|down|off|out|into|back|in line|it|them|this|that|his|her|their|our|your|some|paper|wood|hair|carbs|sugar|class|school|corners|costs|ties|coupons|onions?|vegetables|meat|fabric|pipes?|boards?|my (?:hair|nails|bangs|losses|hours|coffee)|to (?:\\d|one|two|three|four|five|half|zero|just|only)))|\\bcutting (?:again|deeper|more)\\b(?! (?:carbs|sugar|costs|hours|classes|corners|hair|wood|paper))',
    ),
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
      // A baby who takes a bottle, or a bottle of wine taken to a party, is no dose.
      '(?<!\\b(?:she|he|shell|hell|shes|hes|baby|they|theyll|kid|son|daughter|bub) (?:\\w+ )?)\\b(?:take|taking|swallow|swallowing|down|downing) (?:all|every one|the whole bottle|a whole bottle|a bottle|a handful|a bunch|them all|it all)\\b(?! of (?:wine|water|milk|formula|champagne|prosecco|fizz|beer|juice|bubbly|red|white|rose))',
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
      '\\bhow (?:many|much) (?!more\\b|less\\b|longer\\b)(?:\\w+ ){0,5}(?:would it take|does it take|would i need|do i need|to die|would kill|will kill|to kill|is lethal|is fatal|until i die|to not wake up|so i dont wake up(?! (?:groggy|tired|feeling|with|late|early|too|in|at|grumpy|foggy))|to never wake up|to stop my heart|before (?:its|it is|it gets) (?:fatal|lethal|deadly))\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    hyperbole: true,
    thirdParty: true,
    re: rx(
      '\\b(?:jump|jumping|throw myself|throwing myself|leap|leaping) (?:off|from) (?:a|the|this|that|my) (?:bridge|building|roof|rooftop|cliff|balcony|tower|overpass|parking garage|window)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      // Into or onto a vehicle is getting in ("he couldn't jump into the truck"); into traffic or onto the tracks is not.
      '\\b(?:jump|jumping|step|stepping|walk|walking|throw myself|lie down|lay down) (?:in front of (?:a|the) (?:\\d+ \\d+ |\\d+ |next |morning |night )?(?:train|bus|car|truck|traffic|tracks|express|subway|metro|tube|tram|freight|commuter)|(?:into|onto) (?:the )?(?:traffic|(?:train |railway |rail |subway |metro |tram )?tracks|(?:oncoming|moving|rush hour) (?:traffic|train|bus|car|truck)))\\b',
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
      '\\b(?:wont|will not|might not|may not) be (?:around|here|alive) (?:much longer|for long|tomorrow|by tomorrow|anymore|next week|after tonight|for much of anything|for anything)\\b',
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
      '\\b(?:giving|give|gave|given|gifting|gifted) away (?:(?:all (?:of )?my|most of my) (?!(?:old|baby|maternity|kids|childrens|outgrown|spare|extra|duplicate|school|winter|summer|textbooks|toys)\\b)\\w+|everything|my (?:stuff|things|belongings|possessions))\\b',
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
  // Others relieved without the writer ("everyone would honestly be less stressed without me around"): a
  // warning sign alone; a time or a place after it ("without me there", "next week") is an absence, not a wish.
  {
    reason: 'burden',
    level: 'elevated',
    re: rx(
      '\\b(?:would|will|wd|d)(?: all| honestly| probably| just| really| actually)? be (?:a (?:lot|little|bit) |so much |much |way )?(?:lighter|calmer|freer|relieved|less stressed|less worried|less burdened|more relaxed) without me\\b(?! (?:there|at|for|this|next|on|while|during|till|until|tonight|tomorrow|today)\\b)',
    ),
  },
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
      '\\bcant (?:take|do|handle|bear|stand) (?:it|this|any of this|anything|life|living) (?:anymore|any longer|much longer)\\b(?! (?:with|from) (?!(?:my |this |the )?(?:life|living|self|head|mind|thoughts|brain|body|pain|everything|existence|world)\\b)(?:these|this|those|the|my|our|his|her|their|them|him|her|all (?:these|the|this))\\b)',
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
    re: rx(
      '\\b(?:want|wanna|wish i could|just want) (?:to )?(?:just )?(?:disappear|vanish)\\b(?! (?:from|off) (?:this|the|that|my|our|his|her|their|every) (?:\\w+ )?(?:group|chat|gc|class|party|meeting|app|server|discord|convo|conversation|thread|photos?|pics?|office|family chat|family group|feed|timeline)\\b)',
    ),
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
  // Known warning-sign phrasings of intent (the writer's own act, not yet named).
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    thirdParty: true,
    re: rx(
      '\\b(?:go|going|goes|went) through with (?:it|this|the plan)\\b|\\b(?:talk|talking) me out of (?:it|this)\\b|\\b(?:(?:wont|will not|might not|may not|not going to|dont think ill|dont think i will) (?:still )?|if (?:ill|i will|im going to) (?:still )?)be (?:around|here|alive) (?:much longer|by (?:then|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|tomorrow|next week)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|after (?:tonight|today|this week|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|the weekend)|next (?:week|month|year))\\b(?![^\\n]*\\b(?:travel\\w*|trip|vacation|holiday|out of town|away|camp|visiting|abroad|moving)\\b)',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    cue: 'finality',
    re: rx(
      '\\b(?:the )?only (?:reason|thing) (?:i|im|that kept me|keeping me) (?:stayed|stay|am still here|still here|kept going|keep going|alive|going|here)\\b',
    ),
  },
  // After an attempt: the next one meant to work.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:this time|next time) (?:ill|i will|im going to|im gonna|i am going to) (?:make sure|do it right|get it right|not fail|not mess (?:it )?up|finish it)\\b|\\bmake sure it works this time\\b|\\bthis time (?:it|i) (?:will|wont|is going to) (?:work|fail)\\b',
    ),
  },
  // A firearm taken out and handled, alone, at night.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:gun|pistol|revolver|handgun|rifle|shotgun|glock)\\b[^\\n]{0,80}?\\b(?:keep (?:picking|taking|holding|getting) (?:it|him) (?:up|out)|keep holding it|(?:been )?(?:taking|picking) it (?:out|up) (?:at night|every night|again|and)|just (?:holding|hold) it|(?:put|putting|held|holding) it (?:in my mouth|to my (?:head|temple|chin)))\\b',
    ),
    requires:
      /^(?![^\n]*\b(?:hunt\w*|range|deer|clean(?:ing)? it|safety course|lesson|class|sell\w*|collector)\b)/,
  },
  // Means asked for with the wish that it be quick or certain, outside hunting.
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\b(?:best|right|exact) (?:place|spot|way) to aim\\b|\\bwhere (?:to|do you|should (?:i|you)) aim (?:so|to make) (?:its|it is|it) (?:quick|instant|sure|painless)\\b',
    ),
    requires:
      /^(?![^\n]*\b(?:hunt\w*|deer|elk|buck|hog|boar|animal|bow|arrow|game|target practice|archery|paintball|airsoft|darts?|basket|hoop|camera|photo)\b)/,
  },
  // Wishes to be dead in ordinary words.
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:hope|wish|want|love|like|pray|wouldnt mind|would not mind|would love) (?:to |that i |i )?(?:get|be|got|was|were) (?:hit|run over|killed) by (?:a|the) (?:bus|car|truck|train)\\b|\\b(?:helping|help|give) (?:the|a) (?:bus|car|truck|train) along\\b|\\b(?:so |really |just )?(?:tired|sick|exhausted) of (?:waking up|being alive|living|existing|breathing)\\b(?! (?:at|early|so early|in|with|on|every day at|before|for (?:work|school)))',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\bdisappear\\w*\\b[^\\n]{0,12}\\bnot (?:in )?(?:the|a) (?:[\\w ]{0,30} )?way\\b|\\bkindest thing (?:i can do|i could do|to do|for (?:them|everyone|my \\w+))(?: for (?:them|everyone|my \\w+))? (?:is|would be) (?:to )?(?:go|leave|disappear|be gone|not be here|end it|stop existing)\\b',
    ),
  },
  // Pills gathered a few at a time so that no one notices.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:buying|buy|bought|collecting|collected|stockpil\\w*|hoarding|hoarded|gathering|getting) (?:\\w+ ){0,5}(?:pills|tablets|paracetamol|tylenol|ibuprofen|painkillers|sleeping pills|meds)\\b[^\\n]{0,60}\\bso (?:nobody|no one|noone|they dont|the pharmacist doesnt|it doesnt look)\\b',
    ),
  },
  // Disappointed to wake; medicine stopped so that nature takes its course.
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\bdisappointed (?:that )?(?:i woke up|i wake up|im still (?:alive|here|breathing)|i am still (?:alive|here)|i didnt die|i survived)\\b|\\b(?:wake|woke) up disappointed\\b|\\blet nature take its course\\b(?=[^\\n]*\\b(?:meds|medication|medicine|pills|insulin|dialysis|treatment|stopped)\\b)|\\bstopped (?:taking )?(?:my |the )?(?:\\w+ )?(?:meds|medication|medicine|pills|insulin|dialysis|treatment)\\b(?=[^\\n]*\\b(?:on purpose|nature|so i (?:can|will|die)|so it (?:ends|stops)|to die|let (?:it|nature)))',
    ),
  },
  // Wishing not to exist; a last sunrise; the next attempt meant to work; wounds past counting.
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:wish|want|wanna|wishing|wanting) (?:i could |to |that i could )?(?:just )?(?:stop existing|not exist|cease to exist|stop being alive)\\b|\\bwish (?:id|i had|i was) never (?:been )?born\\b(?=[^\\n]*\\b(?:exist\\w*|die|dead|gone|every (?:day|single day)|wish|anymore))|\\b(?:my )?last (?:sunrise|sunset|morning|breakfast|night alive|day alive)\\b(?! (?:of|on|in|at|before) (?:the|this|our|my) (?:trip|holiday|vacation|year|cruise|island|summer|camp))',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:the )?(?:next|second|third|fourth|fifth|last) (?:one|attempt|time) (?:wont|will not|isnt going to|is not going to) fail\\b|\\b(?:second|third|fourth|fifth|next|this) time (?:ill|i will|im going to|im gonna) (?:get it right|do it right|make sure|not fail)\\b|\\bresearched it (?:properly|this time|more)\\b',
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      '\\b(?:like |about |over )?(?:\\d+|a dozen|ten|twenty|thirty) cuts (?:now|tonight|today|already|so far)\\b|\\b(?:still )?(?:doesnt|dont|does not) feel like enough\\b(?=[^\\n]*\\b(?:cuts?|cutting|blood|burns?))',
    ),
  },
  // Nothing needed after a day; a bridge and a day chosen.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:wont|will not|dont|do not) need (?:anything|it|them|any of (?:it|this|them)|my \\w+) (?:after|past|beyond) (?:this weekend|tonight|today|tomorrow|this week|friday|saturday|sunday|monday|next week)\\b|\\b(?:chosen|chose|picked|decided on) (?:the|a) (?:bridge|building|spot|place|method|way|rope|tree|day and|date and)\\b(?=[^\\n]*\\b(?:day|date|time|night|waiting|when|empty|alone)\\b)|\\bwaiting for the (?:house|flat|apartment|place) to be empty\\b',
    ),
  },
  // Following someone who died by suicide.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:going to|gonna|will|ill|want to|about to|thinking (?:i will|ill|of going to)) (?:go|end up|die|leave) the same way\\b|\\b(?:i have|ive got|got|have) the same (?:pills|gun|rope|meds)\\b',
    ),
  },
  // A trip or an outing with no return planned.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:dont|do not|not) (?:plan|planning|intend|intending|expect|expecting) (?:on |to )?(?:coming|come|getting|get|making it) (?:home|back)\\b|\\b(?:no|not (?:really )?a(?:ny)?|nothing) (?:reason|point) (?:left )?(?:to|for me to) (?:stay|stick around|hold on|keep holding on)\\b(?! (?:at|in|with|here at|for the|late|up|over|home tonight))|\\boverdid it on purpose\\b|\\btook (?:too many|too much|extra|more) on purpose\\b',
    ),
  },
  // Picturing being found; researching methods.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\b(?:picturing|imagining|imagine|picture|thinking about|think about) (?:them|him|her|someone|my \\w+|people|everyone) finding (?:me|my body)\\b|\\b(?:researching|research|researched|looking up|looked up|googling|googled|reading about|searching|searched) (?:\\w+ ){0,2}(?:methods|painless ways|ways to (?:die|end it|kill myself|go)|how to (?:die|end it|kill myself))\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:i )?(?:finally |now |kind of |kinda )?(?:get|understand) why people (?:do it|kill themselves|end it|end their lives)\\b',
    ),
  },
  // Asking whether a quantity of pills is enough, or saying it has to be.
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\b(?:is|are|would|will|has to be|have to be|should be) (?:[1-9]\\d|a (?:whole )?bottle|the (?:whole |entire )?(?:bottle|box|pack)|all of (?:them|these|my \\w+)) (?:of )?(?:my |these |those |the )?(?:\\w+ )?(?:be )?enough\\b(?! (?:for (?:the|a|my)|to last|until))|\\b(?:that|it) (?:has|have) to be enough\\b',
    ),
    requires:
      /\b(?:pills?|tablets?|meds|bottle|counted|sertraline|tylenol|paracetamol|ibuprofen|insulin|\w+pril|\w+zepam|\w+olol)\b/,
  },
  // Dying framed as a gift to the family: the insurance or the debts.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:family|kids|wife|husband|they|she|he|mom|parents|children) (?:would|will|could) (?:get|collect|have|receive) (?:the|my) (?:life )?insurance\\b|\\bworth more (?:to (?:them|my \\w+) )?dead\\b|\\binsurance\\b[^\\n]{0,60}\\bonly (?:good )?thing i (?:can|could) (?:still )?give\\b',
    ),
  },
  { reason: 'mentions_suicide', level: 'elevated', re: rx('\\bsuicid\\w*') },
  { reason: 'plan_or_means', level: 'elevated', re: rx('\\boverdos\\w*') },
  // Wanting to be dead, no point in living, thoughts of dying every day.
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:want|wanting|wanna|wanted|long|longing|ready) (?:to )?be dead\\b(?! (?:tired|serious|wrong|on|last|quiet|silent))|\\b(?:dont|do not|cant|cannot|no longer|dont even) see (?:the |a |any )?point (?:of|in|to) (?:living|life|being alive|going on|staying alive|existing|waking up|being here)\\b',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:think|thinking|thought|thoughts) (?:about|of) (?:dying|death|killing myself|ending (?:it|my life)|suicide|not being here) (?:\\w+ ){0,2}(?:every (?:single )?(?:day|night|hour|morning)|all (?:the time|day|night)|constantly|non ?stop|24 ?7)\\b|\\b(?:constantly|always|every (?:single )?day) (?:\\w+ )?(?:think|thinking) (?:about|of) (?:dying|death|killing myself|ending (?:it|my life)|suicide)\\b',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:need|have|want|going|gonna|time) to (?:just )?finish (?:the job|it off|what i started|myself off)\\b|\\b(?:i was|im|i am) a mistake\\b[^\\n]*\\b(?:going to|gonna|time to|about to|will) (?:fix|correct|undo|erase) (?:it|that|this)\\b',
    ),
    requires: /\b(?:dead|die|dying|alive|myself|mistake|life)\b/,
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    re: rx(
      '\\b(?:nobody|no one|noone) (?:would|will|would even|will even|would ever) (?:\\w+ )?find me\\b(?! (?:at|in) (?:the|this) (?:party|game|crowd))|\\b(?:logging|signing|checking|clocking) (?:off|out) for good\\b|\\b(?:im|i am|ill be) gone for good\\b|\\bthis is the last time (?:anyone|anybody|you|they|people|my \\w+) (?:has|have|will have) to\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    re: rx(
      '\\btell (?:my )?(?:bf|gf|boyfriend|girlfriend|husband|wife|partner|fiance|fiancee|mum|mom|mam|dad|family|kids|son|daughter|sister|brother|nan|gran|friends|best friend|bestie) (?:that )?i (?:loved|always loved|really loved) (?:him|her|them)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx('\\b(?:tomorrow|today|tonight|this|friday|saturday|sunday|monday) is the (?:day|night)\\b'),
    requires:
      /^(?![^\n]*\b(?:wish me luck|interview|wedding|exam|test|surgery|operation|move|moving|first day|flight|trip|race|game|match|launch|gig|show|date|birthday|results|big day|finally)\b)/,
  },
  // A plan, a day, things made ready: intent that makes a crisis with any despair beside it.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    re: rx(
      '\\bi (?:have|ve got|got|made|already have) a plan\\b(?! (?:for|to|b|with|in place|of)\\b)|\\bthe plan (?:hasnt|has not|hasn t) changed\\b|\\b(?:tomorrows|tomorrow is|todays|today is|tonights|tonight is) still (?:the (?:day|night)|on)\\b|\\b(?:got|have|ive got) everything (?:ready|sorted|in order) for (?:tonight|tomorrow|thursday|friday|saturday|sunday|monday|tuesday|wednesday|the weekend|this weekend)\\b|\\b(?:getting|get|got|jumping|step|stepping) off this (?:ride|rollercoaster|planet)\\b|\\b(?:picking|picked|made|making|chose|choosing|choose) (?:the )?(?:songs?|playlist|music|hymns?) for my (?:own )?funeral\\b|\\bmy (?:own )?funeral playlist\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    re: rx(
      '\\b(?:one (?:more|last) time|for the last time) before$|\\bit was (?:a |my )?goodbye$|\\b(?:realised|realized|know|knew) it was (?:a |my )?goodbye\\b|\\b(?:and )?(?:im|i am) not coming back(?: down| home| up| from it)?$',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\b(?:and )?i know how$|\\b(?:i think )?(?:im|i am) ready$|\\b(?:ive got|i have|got) the (?:tablets|pills|meds|rope|gun|pistol)\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\blooking forward to (?:not existing|not being here|being dead|it all ending|the end of me|never waking up|dying)\\b|\\blast (?:day|night|week|weekend) on (?:this )?earth\\b|\\bgo(?:ing)? (?:to )?the same (?:place|way) (?:as )?(?:he|she|they|my \\w+) (?:went|did)(?: tonight| today| too| soon| now)?$',
    ),
  },
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    re: rx(
      '\\btell (?:my )?(?:mum|mom|mam|nan|gran|mother) (?:that )?i love her\\b|\\btell (?:him|her|them) (?:something )?(?:nice )?from me after\\b|\\b(?:look|looking) after my (?:plants|cat|dog|fish|hamster|rabbit|kids)\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\b(?:i )?(?:just )?want (?:all of )?(?:this|it|everything) to (?:stop|end)\\b(?! (?:raining|snowing|ringing|beeping|buzzing))',
    ),
  },
  // Hiding from the people who would stop it; comparing methods; a night that looks good for it.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\bso (?:that )?(?:she|he|they|nobody|no one|noone|my \\w+) (?:wouldnt|would not|wont|will not|doesnt|cant|couldnt) (?:get in the way|stop me|try to stop me|interfere|worry|send me anywhere|section me)\\b(?=[^\\n]*)',
    ),
    requires: /\b(?:told|lied|said|pretend\w*|acting|act|doing (?:much )?better|fine|okay|ok)\b/,
  },
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\b(?:which|what) is (?:quicker|faster|less painful|more painless|surer|more reliable|more certain|easier)\\b[^\\n]{0,20}\\b(?:jumping|hanging|pills|drowning|cutting|a gun|shooting|gas|overdos\\w*|the train|a train)\\b[^\\n]{0,10}\\bor\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(
      '\\b(?:tonights|tonight is|tonight) (?:looking|feels|feeling|seems) (?:good|right|like the night|perfect)\\b',
    ),
  },
  // The means set up or kept out.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:the )?ropes? (?:is |s )?(?:up|ready|tied|hung|hanging|set up)$|\\bhose (?:and|to|into|through|from) (?:the )?(?:tape|exhaust|window)\\b|\\b(?:taped|taping|tape) (?:up )?the (?:windows|vents|door|doors|gaps)\\b(?=[^\\n]*\\b(?:car|garage|charcoal|bbq|barbecue|grill|engine|hose))',
    ),
    requires:
      /^(?![^\n]*\b(?:climb\w*|gym|boat|tent|swing|yoga|course|boxing|ring|rig|tree house|treehouse|decorat\w*|bunting|lights|paint\w*|draught|draft|insulat\w*|cold|winter)\b)/,
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\b(?:got|took|taken|get|getting) (?:the |my |dads |my dads |the old )?(?:\\w+ )?(?:revolver|gun|pistol|rifle|shotgun|handgun) out\\b',
    ),
    requires: /^(?![^\n]*\b(?:hunt\w*|range|season|deer|clay|target|competition|club|course|licen[cs]e)\b)/,
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      '\\b(?:havent|have not|didnt|not) put (?:it|the gun|the rope|the pills|them|the revolver|the pistol) (?:back|away)\\b',
    ),
  },
  // Cutting now, with something sharp in hand.
  {
    reason: 'self_harm',
    level: 'elevated',
    cue: 'means',
    re: rx(
      '\\b(?:holding|got|have) (?:a piece of |a shard of |a bit of )?(?:the |a |my )?(?:broken )?(?:glass|mug|mirror|shard|blade|razor|sharpener blade|plate)\\b(?=[^\\n]*\\b(?:broken|shard|piece|sharp|feel|cut))|\\b(?:just )?want to feel (?:it|pain|something)\\b(?=[^\\n]*\\b(?:cut|blade|glass|razor|burn|hurt))',
    ),
  },
  // Where to find me; not planning on getting there; the wheel turned into a barrier.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:tells?|telling) (?:her|him|them|my \\w+|you|people|the police|someone) where to find (?:me|my body)\\b|\\b(?:dont|do not) plan on (?:getting|making it|living|being (?:here|around|alive)) (?:there|to|past|until|that long)\\b|\\b(?:turning|turn|swerv\\w*|steer\\w*|driv\\w*) (?:the wheel |my car |the car )?(?:into|off) (?:the|a) (?:barrier|wall|tree|bridge|oncoming \\w+|lorry|truck|river|cliff|central reservation|pillar|overpass)\\b(?=[^\\n]*\\b(?:thinking|think|want|keep|urge|cant get|tonight|just))',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    re: rx(
      '\\b(?:life insurance|policy|payout) (?:\\w+ ){0,3}(?:pays out|pay out|covers suicide|will pay|would pay)\\b|\\bmy (?:family|kids|wife|husband|partner) (?:will|would) be (?:fine|ok|okay|taken care of|looked after|set) (?:financially|money ?wise|without me)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      // "even when it's the right decision" weighs a choice; it does not announce one.
      '(?<!\\b(?:when|if|though|whether|because|since|unless) )\\b(?:its|this is|thats|that is) the right (?:call|decision|choice|thing to do)$|\\b(?:dont|do not) ask (?:me )?why$|\\b(?:thats|that is) all$',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\b(?:my |dads |my dads |the |his )?(?:shotgun|rifle|gun|pistol|revolver|handgun) is (?:at|in|under|on|still at|still in)\\b',
    ),
    requires:
      /^(?![^\n]*\b(?:hunt\w*|season|range|deer|clay|pheasant|grouse|target|competition|club|licen[cs]e)\b)/,
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:end|ending) (?:it|it all|things|my life|everything) with (?:a |my |the |his |her |my \\w+s |some )?(?:gun|pistol|rifle|shotgun|revolver|pills|tablets|rope|knife|blade|razor|bottle of \\w+)\\b',
    ),
  },
  // Hoping to die asleep; meds kept instead of taken; a train's time at a crossing; "i am going to do it".
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:hope|hoping|pray|praying|wish|wishing) (?:that )?i (?:die|would die|just die|pass away|go) in my sleep\\b|\\bstopped taking (?:my )?(?:meds|pills|tablets|medication|antidepressants) and (?:started )?(?:keeping|saving|stashing|hoarding|collecting) them\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      '\\bthe (?:last )?train (?:comes|passes|goes|runs) (?:through|by|past) at\\b|\\bstaring at (?:the )?(?:boxes of |packets of |bottle of )?(?:tablets|pills|meds|paracetamol)\\b',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(
      '\\b(?:im|i am) (?:going to|gonna) do it\\b(?: (?:tonight|today|now|soon))?$|\\bi (?:think )?(?:i )?(?:might|will|could) (?:do it |take them |go through with it )?tonight$|\\b(?:ill|i will|gonna|going to) make (?:it|that) (?:true|real|official)$',
    ),
  },
  {
    reason: 'burden',
    level: 'elevated',
    re: rx('\\b(?:said )?(?:im|i am) dead to (?:him|her|them|my \\w+)\\b'),
  },
  // Leaving life said as a game's logout, and not being around for what comes next.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:logging|logged|log|signing|sign|checking) (?:off|out) (?:of )?(?:life|this life|existence|the world)\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\bi (?:wont|will not) be (?:around|here|alive) (?:for (?:that|it|this|any of (?:that|it)|his reaction|her reaction|the fallout)|to see (?:it|that|his face|her face|the fallout))\\b',
    ),
  },
  // "is 30 of my sertraline enough": a dose weighed as enough.
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      `\\b(?:is|are|would|will) (?:[1-9]\\d|\\d{3}|twenty|thirty|forty|fifty|sixty|a hundred|a (?:whole |full )?(?:bottle|box|pack|packet|strip)) (?:of )?(?:my |these |those |the |his |her |mums |moms |dads )?(?:\\w+ )?${DRUGS} (?:be )?enough\\b(?! (?:for (?:a|my|the|one|two) (?:headache|cold|pain|fever|migraine|flight|trip|week|month|weeks|months|days|holiday|vacation)|to (?:last|cover|get (?:me|us) through)))`,
    ),
  },
  // A knot that is no wedding's; a ledge stood on now, in second-language English.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\bthe knot is (?:tied|ready|done)\\b|\\b(?:im )?tying the knot (?:now|tonight|right now)\\b|\\bnot the wedding kind\\b',
    ),
    requires:
      /^(?![^\n]*\b(?:wedding|married|marry|bride|groom|honeymoon|vows|hitched|congrat\w*|engaged|fiance|fiancee)\b)/,
  },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      '\\bi (?:stand|am standing|standing|sit|am sitting|sitting|am|m) on (?:the |my |a )?(?:balcony|ledge|roof|bridge|railing|railings|window ?sill) (?:now|right now|rn|edge)\\b',
    ),
  },
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\bif (?:you|i|someone|u|a person) (?:hang|hanged|hung) (?:yourself|myself|themselves|urself|themself)\\b|\\bhow (?:many seconds|long) (?:\\w+ ){0,3}(?:till|until|before) (?:you|u|i|someone) (?:pass out|black out|lose consciousness)\\b',
    ),
  },
  // Nobody looking for a while, a mess nobody should deal with afterwards, a ledge with a leg over it,
  // means chosen between.
  {
    reason: 'goodbye',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:nobody|no one|noone|anyone|anybody) (?:will|would|is going to|wont|will not) (?:come )?(?:looking|look for me|check on me|notice (?:im gone|anything)) (?:for a (?:while|few days|week|bit)|for days|until|till)\\b|\\b(?:(?:dont|do not) want|so) (?:anybody|anyone|nobody|no one|noone|them|my \\w+) (?:has |have )?to (?:deal with|clean up|sort out) (?:a |the |any )?mess (?:afterwards|after(?: (?:im gone|it|i go))?)\\b',
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      '\\bone leg over (?:the )?(?:railing|rail|edge|balcony|side|barrier|wall|ledge)\\b|\\b(?:balcony|ledge|railing|bridge|roof)\\b[^\\n]{0,20}\\bone leg over\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:dont know|idk|not sure|cant decide|havent decided) which (?:one |way )?(?:yet|to (?:use|do|pick|go with))\\b',
    ),
    requires: /\b(?:razor|pills|tablets|rope|gun|knife|blade|bridge|train|meds|noose|belt)\b/,
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:phone |my )?(?:passcode|password|pin)\\b[^\\n]*\\b(?:get|access|see|have|open) (?:\\w+ ){0,3}after$',
    ),
  },
  // Pills bought in several shops so that none would see how many: stockpiling.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:so|that|because|cos|coz) (?:none|no one|nobody|noone|neither) (?:of (?:them|the \\w+) )?(?:would|could|will|wud|can|would ever) (?:clock|notice|see|know|realise|realize|twig|question|ask|spot|work out|figure out) how (?:many|much)\\b',
    ),
    requires:
      /\b(?:pills?|tablets?|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|codeine|painkillers?|sleeping|meds|boxes|packets?)\b/,
  },
  // Things given with no need of them where the writer is going, as Jamaican and other Englishes say it.
  {
    reason: 'giving_away',
    level: 'crisis',
    re: rx(
      '\\b(?:mi|me|i) (?:nah|nuh|na|don|dont|wont|naw) (?:need|want) (?:dem|dem deh|it|them|nutten|nothing) (?:where|weh|wey|whe) (?:mi|me|i) (?:a go|ago|going|gwine|gwan)\\b',
    ),
  },
  // A message left for after that clears everyone: "scheduled a post for 3am so people know it wasnt anyones fault".
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:it )?(?:wasnt|was not|isnt|is not|wont be|will not be) (?:any ?ones|anybodys|any one s|anyone s|any body s) fault\\b',
    ),
    requires:
      /\b(?:scheduled|so (?:people|everyone|they|you all|yall) (?:know|knows|understand)|i loved you|i love you all|look after|take care of (?:the|my)|goodbye|forgive me)\b/,
  },
  // An attempt in the past and its feelings back, or its anniversary near: a warning sign, not a crisis.
  {
    reason: 'warning_signs',
    level: 'elevated',
    category: 'suicide',
    re: rx(
      '\\b(?:feeling|feel|felt) (?:the (?:same )?way|like|how) i (?:did|felt|was) (?:back )?(?:then|before)\\b|\\b(?:those|the|that|my) (?:thoughts|feelings|urges) (?:are|have come|came|come) back\\b|\\banniversary of (?:my|the) (?:attempt|overdose|suicide attempt)\\b',
    ),
    requires: /\b(?:attempt\w*|overdos\w*|tried to (?:kill|end)|suicid\w*|hospital)\b/,
  },
  // A driver thinking of not turning off, not braking: a passive wish, a warning sign.
  {
    reason: 'passive_death_wish',
    level: 'elevated',
    re: rx(
      '\\b(?:thinking|thought|think) (?:about|of) (?:just )?not (?:turning|braking|stopping|pulling over|taking the (?:exit|turn|bend))\\b',
    ),
    requires: /\b(?:exit|driv\w*|motorway|highway|freeway|road|wheel|bend|car|lorry|truck)\b/,
  },
];
