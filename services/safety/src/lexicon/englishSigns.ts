/**
 * English danger told by what is there and what is happening, read from the forty-second set and the
 * fourteenth conversations: a place at an hour nobody is there, accounts closed before a day, a room high up
 * with windows that open, a ferry not to get off, stock gathered from several chemists, a sharpener taken
 * apart, a child's chats to be deleted before a meeting, a neighbour's child screaming then a thud, pills
 * ground into someone's food, wounds gone bad; and the warning signs below a crisis (a wheel not turned,
 * "i get why people snap", a cap of calories). Each rule is a family, not a sentence; the ordinary twins stay
 * calm (test/assess.test.ts). Text is normalised: lower case, no apostrophes ("im", "ill", "shell").
 */
import { type Rule, rx } from './types.ts';

const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|tonight|tomorrow)`;
const AWAY_AFTER = String.raw`(?![^\n]*\b(?:moving|move|trip|holiday|vacation|flight|new job|travel\w*|abroad|hospital|surgery|operation|rehab|deployment|exchange|semester)\b)`;
const PILLS = String.raw`(?:pills|tablets|meds|sleeping pills|sleepers|painkillers|diazepam|valium|zopiclone|xanax)`;

export const ENGLISH_SIGNS: Rule[] = [
  // Others relieved of the writer from a day on, and nobody else either.
  {
    reason: 'burden',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:my \w+|he|she|they|work|mum|mom|dad) (?:wont|will not|doesnt|dont) (?:have to|need to) (?:deal with|put up with|worry about|look after|see) me (?:after|past|beyond) ${DAY}\b[^\n]{0,20}\b(?:nobody|no one|noone) (?:will|does|else)\b`,
    ),
  },
  // A room booked high up with windows that open all the way.
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:booked|got|checked into|checking into|reserved) (?:a |the )?room (?:on|at) the (?:\d+(?:st|nd|rd|th)?|top|highest) floor\b[^\n]{0,80}\bwindows? (?:open|opens|that open|go) (?:all the way|fully|wide|right up)\b`,
    ),
  },
  // Not getting off at the other end.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\bnot (?:planning on|planning to|going to|gonna|intending to) (?:be )?get(?:ting)? off (?:at the other end|when it docks|the ferry|this ferry|the boat|at the other side)\b`,
    ),
  },
  // Helium and a bag or a hood.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\bhelium\b[^\n]{0,80}\b(?:bags? (?:is |s |are )?(?:in the drawer|ready|here|too|sorted|already)|plastic bags?|hood|mask|tubing)\b(?![^\n]*\bballoons?\b)`,
    ),
  },
  // Belongings boxed and labelled for friends, with a cover story.
  {
    reason: 'giving_away',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:put|packed|boxed|sorted) (?:all )?(?:my )?(?:stuff|things|belongings|clothes|games|books) (?:in|into) boxes (?:labell?ed|with (?:their )?names?) for (?:my )?(?:friends|mates|family|sister|brother|cousins|besties)\b(?=[^\n]*\b(?:thinks? im|think im) (?:decluttering|clearing out|tidying|having a clear ?out|spring cleaning)\b)`,
    ),
  },
  // Pills gathered from several chemists so that nobody asks.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:two|three|four|five|several|different|\d) (?:different )?(?:pharmacies|chemists|shops|stores|drugstores|supermarkets)\b[^\n]{0,40}\bso (?:nobody|no one|noone|they|the pharmacist|the chemist) (?:would|wouldnt|will|wont|could|couldnt|can|cant)(?: \w+)? (?:ask|notice|question|get suspicious|stop me|refuse)\b`,
    ),
  },
  // A sharpener taken apart, and the hour or the room to use it.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:(?:pencil )?sharpeners? (?:is |s |are )?(?:in bits|in pieces|taken apart|apart|dismantled|broken open|unscrewed)|(?:took|taken|taking|unscrewed|broke) (?:my |the |a )?(?:pencil )?sharpeners? (?:apart|open))\b[^\n]{0,40}\b(?:waiting for|tonight|bedtime|in my room|in the bathroom|locked)\b`,
    ),
  },
  // A stranger who asks a child to delete their chats, and a meeting.
  {
    reason: 'exploitation',
    level: 'crisis',
    re: rx(
      String.raw`\bdelete (?:their|the|our|your|his|her|all the|all their) (?:chats|messages|dms|texts|convos?|conversations)\b[^\n]{0,80}\b(?:meet|meeting|pick (?:him|her) up|come over|hang out)\b|\b(?:meet|meeting) (?:him|her|them|up)\b[^\n]{0,80}\bdelete (?:their|the|our|your|his|her|all the) (?:chats|messages|dms|texts)\b`,
    ),
  },
  // A child next door screaming for an hour, then a thud or silence.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:screaming|crying|yelling|shouting|wailing)\b[^\n]{0,40}\bfor (?:over |more than |nearly )?(?:an|a half|\d+|half an) hours?\b[^\n]{0,30}\b(?:then |and then |now )?(?:a )?(?:big |loud |horrible )?(?:thud|bang|crash|smash|silence|gone quiet|went quiet)\b`,
    ),
  },
  // An old or frail person marked by a hand and afraid.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:handprint|hand print|finger ?marks|fingerprints|grab marks) on (?:her|his) (?:arm|arms|face|wrist|wrists|neck|cheek)\b(?=[^\n]*\b(?:scared|afraid|frightened|terrified|flinch\w*)\b)`,
    ),
  },
  // Something brought in on a day that will "change that", a safe whose code is known.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:ill|i will|im gonna|im going to|gonna) bring something (?:in |into school |to school )?(?:on )?(?:monday|tuesday|wednesday|thursday|friday|tomorrow)\b[^\n]{0,40}\b(?:change that|change (?:their|his|her|that) (?:tune|mind|minds)|theyll see|theyll regret|make them|wipe)\b`,
    ),
  },
  // Pills ground into someone's food or drink.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:crushed|crushing|ground|grinding|mixed|mixing|slipped|slipping|dissolved|dissolving|stirred|stirring) (?:up )?(?:some |a few |a couple |of |my |the ){0,3}(?:\w+ )?${PILLS}\b[^\n]{0,20}\b(?:into|in) (?:her|his|their) (?:drink|food|coffee|tea|protein(?: powder)?|shake|powder|water|dinner|lunch|juice|beer|wine|smoothie)\b(?![^\n]*\b(?:cant swallow|cannot swallow|doctor|pharmacist|nurse|vet|dog|cat|so she takes|so he takes|hides? (?:it|them) from)\b)`,
    ),
  },
  // Not having to worry about sleep, or anything, for much longer.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:wont|will not|dont|wouldnt) (?:have to )?(?:worry|think|care) about (?:sleep|sleeping|anything|any of (?:this|it)|it all|this|everything|waking up|tomorrow|the future) (?:for )?(?:much longer|long|after (?:tonight|this week|friday|sunday|today))\b`,
    ),
  },
  // A lethal pesticide asked after: "how long does sniper take to work".
  {
    reason: 'lethality_question',
    level: 'crisis',
    contextual: 'elevated',
    re: rx(
      String.raw`\bhow (?:long|quick(?:ly)?|fast|much) (?:does|will|would|do) (?:it take for )?(?:sniper|snipper|otapiapia|ota piapia|dichlorvos|rat poison|weed ?killer|paraquat|antifreeze|insecticide|pesticide|gramoxone)\b[^\n]{0,25}\b(?:take to (?:work|kill)|to (?:work|kill)|kill|work)\b`,
    ),
  },
  // On a roof or a terrace high up, said after a hard day.
  {
    reason: 'dangerous_place',
    level: 'crisis',
    contextual: 'elevated',
    re: rx(
      String.raw`\b(?:im|i am) on (?:the|my|our|a) (?:\w+ )?(?:terrace|roof|rooftop|ledge|balcony|parapet)\b[^\n]{0,20}\b(?:\d+(?:st|nd|rd|th) floor|floor \d+|\d+ floors? up|top floor)\b`,
    ),
  },
  // Arrangements for a pet or a home left for someone, with no journey to explain them.
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:written|wrote|left) (?:everything|it all|instructions|a list|notes?) (?:down )?for (?:my |the )?(?:flatmate|roommate|housemate|sister|brother|mum|mom|neighbou?r|landlord|friend|mate)\b[^\n]{0,60}\b(?:know what to do with|look after|take care of|feed|have) (?:the|my) (?:cat|dog|kids|plants|fish|rabbit|budgie|hamster)\b${AWAY_AFTER}`,
    ),
  },
  // Cuts gone bad: yellow, smelling, hot.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:the ones|cuts?|wounds?|scratches|burns) on my (?:arms?|legs?|thighs?|wrists?|stomach|hips?)\b[^\n]{0,40}\b(?:yellow|green|pus|oozing|smell\w*|red streaks|hot to (?:the )?touch)\b`,
    ),
  },
  // Passive wishes and thoughts below a plan.
  {
    reason: 'passive_death_wish',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:think|thinking|thought) about (?:just )?(?:not turning the wheel|driving (?:into|off|over) (?:a|the)|swerving into|letting go of the wheel|not braking|crashing the car)\b|\bif (?:a|the) (?:bus|car|truck|lorry|train) (?:took|hit|takes|hits) me(?: out)?\b[^\n]{0,20}\b(?:id|i would) (?:\w+ )?be (?:relieved|glad|grateful|at peace)\b|\b(?:pray|hope|wish)\w* (?:that )?(?:the lord|god|he) (?:should|would|will|could) (?:just )?take me\b|\b(?:itd|it would|itll) be easier (?:to just|to|if i) (?:just )?(?:not exist|didnt exist|wasnt here|werent here|not be here|disappear)\b|\btried once (?:when i was \d+|years ago|at \d+|in (?:uni|college|school))\b`,
    ),
  },
  // Self-harm told as past or resisted.
  {
    reason: 'self_harm_history',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:the ones|scars|cuts|marks) on my (?:wrists?|arms?|thighs?|legs?)\b[^\n]{0,40}\b(?:white|faded|healed|long sleeves)\b|\blong sleeves (?:in|during|all) (?:summer|the heat)\b|\b(?:day \d+|\d+ days|\d+ weeks|\d+ months) clean\b(?=[^\n]*\b(?:itch|urge|urges|craving|tempted|want to|relapse)\b)`,
    ),
  },
  // The body warning: fainting again, a lifeline medicine run out, an old parent falling again.
  {
    reason: 'medical_emergency',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:fainted|passed out|blacked out) (?:twice|three times|again|\d+ times|a few times)\b|\bran out of (?:my |his |her )?(?:lithium|insulin|epilepsy meds|seizure meds|antipsychotics?|clozapine|heart meds|blood thinners)\b|\b(?:fallen|had a fall|fell) (?:twice|three times|a few times|\d+ times) (?:this|in the last|last)\b`,
    ),
  },
  // Anger pictured, not planned.
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:i )?(?:get|understand|see) why people snap\b|\b(?:so angry|so mad|so furious|angry enough) (?:that )?i could (?:break|punch|smash|kill|strangle|hit)\b`,
    ),
  },
  // Control at home told as ordinary.
  {
    reason: 'partner_abuse',
    level: 'elevated',
    re: rx(
      String.raw`\bdecides what i (?:wear|eat|spend)\b|\b(?:decides|chooses|controls) who i (?:see|talk to|text)\b|\breads my (?:emails|messages|texts|dms)\b`,
    ),
  },
  // A cap of calories a day, logged.
  {
    reason: 'eating',
    level: 'elevated',
    category: 'eating',
    re: rx(
      String.raw`\b(?:under|below|less than|max(?:imum)? of) \d{3}(?: ?(?:cals?|calories|kcal))? a day\b`,
    ),
  },
  // Something at hand that "would do it quick".
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:stuff|something|enough|things|chemicals|a shelf of \w+) (?:that|which|here that) (?:would|will|could|should) do it (?:quick|quickly|fast|properly|for sure)\b`,
    ),
  },
  // A hook tested for strength, and something to tie.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:ceiling fan hook|fan hook|ceiling hook|hook in the ceiling|beam in the \w+)\b[^\n]{0,30}\b(?:is |it is |its )?(?:strong|sturdy|strong enough|will hold|holds|can hold)\b`,
    ),
  },
  // A medicine doubled for someone in the writer's care, where nobody would ask.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:thinking (?:about|of)|going to|gonna|could|might|want to) (?:just )?(?:doubling|double|tripling|triple|overdosing|overdose|stopping|stop giving) (?:his|her|their|mums|moms|dads) (?:warfarin|insulin|meds|medication|pills|tablets|dose|morphine|digoxin|heart pills)\b`,
    ),
  },
  // Everything in the medicine cupboard taken (not cleared out, sorted or binned).
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:taken|took|swallowed|downed|necked|had) (?:everything|all|whatever(?: there)?(?: was)?|all the (?:pills|tablets|meds)|the lot) (?:from|in|out of) (?:the |my |our |(?:my )?(?:mums|moms|dads|nans|grans) )?(?:medicine|meds|bathroom|first aid|pill) (?:cupboard|cabinet|box|drawer|bag|tin|shelf)\b(?![^\n]*\b(?:to (?:clean|sort|tidy|check|organi[sz]e|wipe|paint)|and (?:threw|binned|chucked|sorted|cleaned|wiped|put)|expired|out of date|clear(?:ing)? (?:it )?out|spring clean\w*)\b)`,
    ),
  },
  // A threat from someone on the way ("you're dead when i get home").
  {
    reason: 'threatened',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      String.raw`\b(?:youre|you are|ur|youll be|you will be) (?:so )?(?:dead|done for|finished) when (?:i|he|she) (?:get|gets|come|comes) (?:home|back|in|there)\b`,
    ),
  },
  // Stepping or leaning off an edge, said as what one means to do.
  {
    reason: 'dangerous_place',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      String.raw`\b(?:thinking (?:of|about)|might|could|gonna|going to|about to|want to|wanna|ready to|just) (?:just )?(?:step(?:ping)?|lean(?:ing)?|climb(?:ing)?|roll(?:ing)?) (?:off|over) (?:the |this )?(?:edge|ledge|roof|railing|balcony|parapet|cliff|bridge)\b`,
    ),
  },
  // A few months' tablets saved up and hidden.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:days|weeks|months|\d+ (?:days|weeks|months)) (?:worth|supply) (?:of (?:pills|tablets|meds|them) )?(?:in (?:a|the|my) (?:jar|sock|tin|envelope|shoebox|shoe box|pencil case)|hidden|stashed|saved up|under (?:my|the) (?:bed|mattress))\b`,
    ),
  },
  // How much of a medicine (or "of those", the one just named) is too much: care or study alone, a crisis
  // after distress (conversation.ts).
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    re: rx(
      String.raw`\bhow (?:much|many) (?:${PILLS}|paracetamol|tylenol|ibuprofen|aspirin|insulin|acetaminophen|panadol|sertraline|insulin|of (?:those|these|them)) (?:\w+ ){0,3}(?:is|are|would be|counts as|before (?:it|they)(?:s| is| are)?) (?:too much|too many|an overdose|dangerous|lethal|deadly|fatal)\b`,
    ),
  },
  // A corner not taken on purpose: a crash chosen ("gonna go for a drive past the gorge and just not take the corner").
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:gonna|going to|just|might|will|ill|planning to) (?:\w+ ){0,8}?(?:not|never|wont|dont) (?:take|make|turn into) the (?:corner|bend|curve|turn)\b`,
    ),
  },
  // A child screamed at, a thud, then silence.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:screaming|yelling|shouting) at (?:his|her|their|the) (?:little |baby |young )?(?:boy|girl|son|daughter|kid|child|baby|toddler)\b[^\n]{0,80}\b(?:thud|bang|crash|smack)\b[^\n]{0,60}\b(?:stopped crying|gone (?:completely |really |dead )?quiet|gone silent|cant hear (?:him|her|them))\b`,
    ),
  },
  // A drunk parent driving off with a small child, "you'll never see her again".
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    category: 'abuse',
    re: rx(
      String.raw`\b(?:drove|driven|ran|run|went|taken|took) off with (?:her|him|them|my (?:daughter|son|kids?|baby|children|little one))\b[^\n]{0,80}\b(?:never see (?:her|him|them) again|(?:been )?drinking|drunk|wasted|high)\b|\b(?:been )?(?:drinking|drunk)\b[^\n]{0,60}\b(?:drove|driven) off with (?:her|him|them|my (?:daughter|son|kids?|baby))\b`,
    ),
  },
  // Someone held down now, heard saying stop.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    category: 'abuse',
    re: rx(
      String.raw`\b(?:has|got|had|is holding|holding) (?:her|him|them|my \w+) pinned (?:down|up|against|in|to)\b(?=[^\n]*\b(?:stop|help|get off|let (?:me|her|him) go|screaming|crying|locked)\b)`,
    ),
  },
  // A crowd with weapons breaking in now.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    category: 'violence',
    re: rx(
      String.raw`\bwith (?:bats|knives|machetes|guns|weapons|poles|crowbars)\b[^\n]{0,40}\b(?:trying to|about to|starting to) (?:break|kick|smash|force) (?:down |in |open )?(?:the|our|my) (?:gate|door|window|fence)\b`,
    ),
  },
  // A gun brought to school, with a day "everyone will remember".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    category: 'violence',
    re: rx(
      String.raw`(?<!\b(?:nerf|toy|water|bb|airsoft|paintball|glue|cap|fake|lego|squirt|spud|dart) )\b(?:rifle|gun|pistol|handgun|glock|shotgun)\b[^\n]{0,30}\bin (?:his|her|their) (?:backpack|school ?bag|bag|locker)\b|\b(?:day|one) (?:everyone|everybody|you all|yall) will remember\b(?=[^\n]*\b(?:rifle|gun|pistol|shotgun|school|class)\b)`,
    ),
  },
  // Taking the family with them: a threat of murder and suicide.
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:hell|shell|he will|she will|theyll|hes going to|shes going to|hes gonna|shes gonna) (?:take|kill) (?:us|you|them|the kids|me) all (?:out )?with (?:him|her|them)\b`,
    ),
  },
  // Someone at the door or the window now: "hes just tried the door handle and now hes round the back".
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      '\\b(?:hes|he has|he is|he|someone|somebody|someones|a man|a guy|theyre|they) (?:just )?(?:tried|trying|rattled|rattling|tested|testing|banging on|kicking) (?:the|my|our) (?:door ?handle|front door|back door|door|window|windows|lock)\\b(?=[^\\n]*\\b(?:round the back|around the back|outside|at the (?:window|door)|now (?:hes|theyre)|again|still|wont (?:go|leave|stop))\\b)',
    ),
  },
  // The one who hurts coming for the writer next: "he said hes coming upstairs for me next".
  {
    reason: 'threatened',
    level: 'crisis',
    category: 'abuse',
    re: rx(
      '\\b(?:coming|on his way|on her way) (?:up(?:stairs)?|down(?:stairs)?|in here|back|over )? ?for me next\\b|\\b(?:hes|he is|shes|she is) (?:coming|on (?:his|her) way) (?:upstairs|up here|in here|up the stairs) for me\\b',
    ),
  },
  // A goodbye the other did not know was one: "called my sister to hear her voice one last time. she didnt know".
  {
    reason: 'goodbye',
    level: 'crisis',
    category: 'suicide',
    re: rx(
      '\\b(?:she|he|they|mum|mom|dad|nobody|no one) (?:didnt|doesnt|did not|does not|wont|will not) know (?:thats|that is|that was|it was|this was) (?:what it was|goodbye|a goodbye|the last time|me saying goodbye)\\b',
    ),
  },
  // A child sent money or a ticket by a grown man, told to keep it secret: grooming.
  {
    reason: 'exploitation',
    level: 'crisis',
    category: 'abuse',
    re: rx(
      '\\b(?:a|this|some|that) (?:man|guy|grown man|adult|stranger|older (?:man|guy)|old man)\\b[^\\n]{0,60}\\b(?:sent|gave|bought|paid for|sends|buys) (?:him|her|my (?:son|daughter|kid|boy|girl)) (?:money|gifts?|a (?:bus|train|plane) ticket|a phone|vbucks|v bucks|robux)\\b(?=[^\\n]*\\b(?:not to tell|dont tell|secret|meet\\w*)\\b)',
    ),
  },
  // Walking into water, told by how far in it is now ("its up to my chest now and freezing").
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      String.raw`\bup to my (?:waist|chest|neck|shoulders|chin|ribs)\b(?! in (?:work|debt|emails|paperwork|laundry|snow|mud|it|bills|assignments|marking|nappies|boxes))(?![^\n]*\b(?:lol|haha|fishing|swim\w*|paddl\w*|surf\w*|the kids|wading pool|paddling pool|hot tub|jacuzzi|bath)\b)(?=[^\n]*\b(?:now|cold|freezing|not (?:turning|going) back|scar(?:y|ier)|further|keep walking|walking)\b)(?<=\b(?:river|sea|lake|loch|water|waters|tide|current|canal|reservoir|ocean|waves|estuary|quarry)\b[^\n]{0,120})`,
    ),
  },
  // Charcoal or a barbecue lit in a closed room or car.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:lit|lighting|lit up|burning|put) (?:a |the |some |my )?(?:disposable )?(?:bbq|barbecue|barbeque|charcoal|coals|briquettes)\b[^\n]{0,40}\b(?:in|inside|into) (?:my|the) (?:room|bedroom|car|tent|bathroom|flat|van|garage)\b[^\n]{0,60}\b(?:shut|closed|sealed|taped|blocked) (?:up )?(?:everything|it all|all|the (?:windows?|doors?|vents?|gaps))\b`,
    ),
  },
  // An asthma attack the inhaler does not touch.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:inhaler|puffer|nebuli[sz]er|ventolin|blue pump)\b[^\n]{0,20}\b(?:isnt|is not|not|aint|doesnt|does not|didnt|did not) (?:doing anything|working|helping|touching it|making (?:a|any) difference)\b(?=[^\n]*\b(?:cant (?:breathe|talk|speak|get (?:my )?words out|finish a sentence|catch my breath)|gasping|lips (?:are |look )?(?:blue|grey|gray)|struggling to breathe)\b)`,
    ),
  },
  // Told not to go into the room, and to call someone first.
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:dont|do not|not to|never) (?:go|come|walk) in(?:to)? (?:my|the) (?:room|bedroom|flat|bathroom|garage|shed)\b[^\n]{0,60}\b(?:call|ring|phone) (?:someone|the police|999|911|112|an ambulance|the cops)\b`,
    ),
  },
  // Hurting someone while they sleep.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\bwhen (?:hes|shes|theyre|he is|she is|they are|hes fast|shes fast) asleep\b[^\n]{0,20}\b(?:im|i am|i will|ill|im going to|im gonna|i want to|i wanna) (?:pour\w*|throw\w*|stab\w*|smother\w*|batter\w*|bash\w*|burn\w*|set fire|kill\w*|suffocat\w*|chok\w*|strangl\w*)\b(?![^\n]*\b(?:lol|haha|jk|prank|glitter|water balloon|surprise)\b)`,
    ),
  },
  // A goodbye put as a condition: "if i dont message tomorrow you know why".
  {
    reason: 'goodbye',
    category: 'suicide',
    level: 'crisis',
    re: rx(
      String.raw`\bif i (?:dont|do not|never|cant|cannot) (?:message|text|reply|write|answer|log on|come back|show up|get back)\b[^\n]{0,25}\b(?:youll|you will|you|ull|u will|u) (?:know|knows|understand) (?:why|what happened)\b`,
    ),
  },
  // Someone else the only thing keeping the writer from it: "shes the only reason i havent yet".
  {
    reason: 'warning_signs',
    category: 'suicide',
    level: 'crisis',
    re: rx(
      String.raw`\bthe only (?:reason|thing) (?:i havent|i have not|i didnt|i did not)(?: (?:done it|gone through with it|ended it|killed myself))? yet\b|\bthe only (?:reason|thing) (?:i havent|i have not|i didnt) (?:done it|gone through with it|ended it|killed myself)\b|\bthe only (?:reason|thing) (?:im|i am) still (?:alive|here|breathing)\b`,
    ),
  },
  // Revenge promised on someone for a grievance ("shes going to pay for calling the cops on me"): anger, and
  // with a watch kept on them (ENGLISH_SIGN_CUES) a plan.
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:shes|hes|theyre|she is|he is|they are|she|he|they) (?:is )?(?:going to|gonna|will) pay for (?:what|this|calling|reporting|ratting|leaving|cheating|everything|snitching|telling)\b`,
    ),
  },
  // A blade kept back from a room cleared after hospital: "i found the razor they missed when they cleared my room".
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:found|kept|hid|hidden|saved|still have) (?:a |the |one |my )?(?:razor|razors|blade|blades|sharpener blade)\b[^\n]{0,30}\b(?:they|mum|mom|dad|staff|the nurses?|my parents) (?:missed|didnt find|did not find|didnt take|forgot)\b`,
    ),
  },
  // A list of whom to hurt: "i made a list of who. tyler is first".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:made|wrote|have|got|making|writing|started) a list of (?:who|whom|names|targets)(?= *$| (?:to (?:hurt|shoot|get|kill|stab)|is first|goes first)\b)|\b\w+ (?:is|s) (?:first|number one|next) on (?:the|my) list\b(?=[^\n]*\b(?:gun|shoot|knife|stab|pay|hurt|kill)\b)`,
    ),
  },
  // Low blood sugar gone far in someone diabetic: confused, not making sense, not waking.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`(?<=\bdiabet\w*\b[^\n]{0,100})\b(?:not making (?:any )?sense|confused|slurring|wont wake|will not wake|cant wake (?:her|him) up|passed out|unresponsive|not responding|cant stand up)\b`,
    ),
  },
  // Sorry for being a weight on everyone.
  {
    reason: 'burden',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:sorry|apologi[sz]e|apologies) (?:for|about|that im|that i am|im) (?:being|always being|all the|everything|having been)? ?(?:such |so much of |a |an |the )?(?:a |an )?(?:burden|weight|drain|dead weight|nuisance|waste of space|disappointment|let ?down)\b(?! (?:on the (?:budget|team)|in the gym|limit))`,
    ),
  },
];

/** Building blocks read together across clauses and the last messages (cues.ts). */
export const ENGLISH_SIGN_CUES: Rule[] = [
  // A last message announced, and love sent to everyone: each alone is a goodnight, together a goodbye.
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:final|last) (?:msg|message|text|post|words) (?:from me|ill (?:ever )?send|youll (?:ever )?get)\b(?![^\n]*\b(?:tonight|today|for now|before bed|til|till|until|going to bed|off to bed|gn|night|this week|for a while|before i)\b)`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:i )?love (?:u|you|yous|ya) all\b|\blove (?:u|you) (?:guys|lot|both) (?:so much|always|forever)\b`,
    ),
  },
  // In cold water, and how far in now, said in two sentences ("the waters really cold. im up to my waist now").
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'place',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:the )?(?:water|waters|river|sea|lake|loch|tide|canal|reservoir|ocean|quarry)(?:s| is|s is)? (?:really |so |that |proper |fkn |fucking )?(?:cold|freezing|dark|deep|fast|strong|black)\b(?![^\n]*\b(?:swim\w*|dip|paddl\w*|surf\w*|lol|haha|kids|dog)\b)`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'act',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:im|i am|its|it is|waters?|water is) (?:\w+ )?up to my (?:waist|chest|neck|shoulders|chin|ribs)\b(?! in )(?=[^\n]*\b(?:now|already)\b)(?![^\n]*\b(?:swim\w*|dip|paddl\w*|surf\w*|lol|haha|kids|dog|snow|mud)\b)`,
    ),
  },
  // Asking what dying feels like, then "ill find out soon": each alone is curiosity or a result awaited.
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'question',
    cueOnly: true,
    re: rx(
      String.raw`\bwhat (?:does|do|would|will) (?:dying|death|it feel like to die)(?: \w+)? feel like\b|\bwhat (?:does|would) it feel like to die\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'foretold',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:ill|i will|im going to|im gonna) (?:find out|know) (?:soon|tonight|in a (?:bit|while|few|minute)|today|shortly)\b(?![^\n]*\b(?:results?|grades?|offer|interview|scan|test|exam)\b)`,
    ),
  },
  // Not wanting to go back in from a height: with a place, a crisis (cues.ts).
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      '\\b(?:dont|do not|never) want to (?:go back (?:in|inside|down|home)|come (?:back )?down|get down)\\b(?! (?:til|till|until|before|yet)\\b)',
    ),
  },
  // Things left so the others have something of the writer, accounts written out for a relative "in case".
  {
    reason: 'giving_away',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      '\\bsomething to remember me by\\b|\\b(?:passwords|account (?:info|details)|logins|bank details|pin numbers?)\\b[^\\n]{0,80}\\b(?:for|to) (?:my|her|his) (?:brother|sister|mum|mom|dad|wife|husband|partner|son|daughter|kids)\\b[^\\n]{0,60}\\bin case\\b',
    ),
  },
  // A goodbye said to everyone at once, in a chat with one listener: a farewell, weak alone, a crisis after
  // despair ("nothing has meant anything for months" ... "take care of yourselves everyone. bye").
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\btake care of yourselves(?: (?:everyone|all|guys|yall|you all))?(?: (?:bye|goodbye|x+))?$|\b(?:take care|goodbye|bye) (?:everyone|everybody|all of you|yall|you all)(?: (?:bye|goodbye|x+))?$`,
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:bridge|cliffs?|cliff edge|the edge|rooftop|roof|overpass|viaduct|pier|jetty|platform|tracks|quarry|dam|car park roof)\b(?: is| s)? (?:proper |so |really |dead |pretty )?(?:quiet|empty|dark|still|peaceful|deserted) (?:at this hour|this time of night|tonight|rn|right now|at night)\b`,
    ),
  },
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:just )?wanted (?:to tell|someone to know|to let someone know)(?: someone)?(?: (?:that )?i was here| where i am| where i was)\b|\b(?:cancell?ed|paid off|closed|deleted|cleared) (?:my )?\w+(?: \w+)? (?:cancell?ed|paid off|closed|deleted|cleared) (?:my |the )?\w+`,
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      String.raw`\btidy(?:ing)? (?:it all |everything |things )?up before ${DAY}\b|\b(?:ill|i will|im going to) be gone by then\b${AWAY_AFTER}`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx(
      String.raw`\bdates? (?:is )?(?:already )?(?:picked|chosen|set)\b|\b(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|tonight|tomorrow) (?:he|she) (?:works? late|is (?:home )?alone|gets home late|is out)\b`,
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:bought|got|picked up|have) (?:a |some )?(?:crowbar|zip ties|cable ties|duct tape|balaclava|bolt cutters)\b[^\n]{0,20}\b(?:and|n) (?:a |some )?(?:crowbar|zip ties|cable ties|duct tape|balaclava|rope|gloves|bolt cutters)\b|\bi know the (?:combo|combination|code|pin) (?:to|for) (?:my |the )?(?:\w+ )?(?:gun )?safe\b|\b(?:pencil )?sharpeners? (?:is |s |are )?(?:in bits|in pieces|taken apart|dismantled)\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      String.raw`\bwindows? (?:open|opens|that open|go) (?:all the way|fully|wide|right up)\b|\b(?:bags?|hood)(?: is| s)? (?:in the drawer|ready|here|already)(?: too)?\b`,
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(String.raw`\broom (?:on|at) the (?:\d+(?:st|nd|rd|th)?|top|highest) floor\b`),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\bhelium (?:tank|canister|cylinder|bottle)s?\b(?![^\n]*\bfor (?:the |a |her |his |my |our )?(?:party|balloons?|birthday|wedding|shower|celebration|kids)\b)`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx(
      String.raw`\bwaiting (?:for|till|until) (?:bedtime|everyone to (?:go to bed|sleep|be asleep)|them to (?:go to bed|sleep|fall asleep)|the house to (?:be quiet|go quiet|sleep)|lights out)\b`,
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:keeping|kept|saving|saved|holding|held) back (?:a few|some|one or two|a couple|one|two) (?:from|of) (?:every|each|my) (?:script|prescription|refill|pack|box)s?\b|\b(?:keeps|has) (?:his|her|a|the) (?:ar|ar15|ar 15|rifle|gun|guns|shotgun|pistol|glock)\b[^\n]{0,30}\bi know (?:the|his|her) (?:code|combo|combination|pin)\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(String.raw`\bcounted (?:them|it|the \w+) (?:out )?(?:tonight|today|again|this morning)\b`),
  },
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:train|bus|coach|ferry) (?:times|tickets?|fares?) (?:down |up |over )?to (?:beachy head|the golden gate|aokigahara|the gap)\b`,
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(String.raw`\bone ?ways? (?:is |s )?cheaper\b|\bonly (?:need|needs|needed) (?:a )?one ?way\b`),
  },
  {
    reason: 'family_abuse',
    level: 'elevated',
    re: rx(
      String.raw`\bcouldnt (?:sit|walk) (?:down |properly |straight )?for (?:\d+|two|three|a few|several) days (?:after|afterwards)\b`,
    ),
  },
  // "thinking of just stepping off": an intent that an edge named before makes a crisis (cues.ts).
  {
    reason: 'suicidal_intent',
    level: 'elevated',
    cue: 'intent',
    hyperbole: true,
    re: rx(
      String.raw`\b(?:thinking (?:of|about)|might|gonna|going to|about to|want to|wanna) (?:just )?step(?:ping)? off(?=\s*(?:tbh|tbf|honestly|now|tonight|rn|$|[.,!?]))`,
    ),
  },
  // Tablets saved up instead of taken.
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:saving|stockpiling|hoarding|stashing|saved|stockpiled|hoarded|stashed) (?:up )?(?:my |the |all my )?(?:pills|meds|tablets|medication|sleeping pills|painkillers)(?: up)?\b|\bsaving them up instead\b`,
    ),
  },
  // A watch kept on someone ("i know when shes alone"): with anger at them, a plan.
  {
    reason: 'stalking',
    category: 'violence',
    level: 'crisis',
    cue: 'time',
    cueOnly: true,
    re: rx(
      String.raw`\bi know (?:exactly )?when (?:shes|hes|theyre|she is|he is|they are|she|he|they) (?:alone|home alone|by (?:her|him|them)self|on (?:her|his|their) own)\b|\b(?:been )?watching (?:her|his|their|my \w+s?) (?:daily )?(?:routine|schedule|house|place|movements)\b`,
    ),
  },
  // Not being here for a day to come, said flatly ("i wont be here at christmas though"): with a letter
  // written or another sign, an absence for good; with a trip or a shift beside it, the trip.
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:i|ill|i will)? ?(?:wont|will not|am not going to|m not going to|not gonna) be (?:here|around) (?:at|for|by|on) (?:christmas|xmas|easter|new year|new years|thanksgiving|my birthday|her birthday|his birthday|their birthday|the holidays|next week|next month|the weekend|summer|the wedding|graduation)\b(?![^\n]*\b(?:trip|travel\w*|flying|fly|flight|away|abroad|visiting|holiday|vacation|working|work|shift|staying|moving|hospital|camp|deployed|deployment)\b)`,
    ),
  },
  // A letter already written, with nothing it is for: a farewell with another sign beside it.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:the|my) (?:letters?|notes?) (?:is|are|s) (?:already |all )?(?:written|done|finished|sealed|on the (?:desk|table|bed|counter))\b(?![^\n]*\b(?:cover|application|resignation|complaint|reference|recommendation|council|landlord|bank|school|uni|job|insurance|appeal)\b)`,
    ),
  },
  // A gun moved into a vehicle ("put the shotgun in the truck this afternoon"): means, with a time a plan.
  {
    reason: 'plan_or_means',
    category: 'suicide',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:put|loaded|packed|took|moved|grabbed|got) (?:the|my|dads|his|grandads) (?:shotgun|shotty|rifle|gun|pistol|revolver|handgun)\b[^\n]{0,15}\b(?:in|into|out to) (?:the|my) (?:truck|car|ute|boot|trunk|bag|backpack|van)\b`,
    ),
  },
  // A head hurt on purpose, and the injury after: with self-harm beside it, an act that went too far.
  {
    reason: 'self_harm',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:theres|there s|got|i have|ive got) (?:a |this )?(?:bump|lump|egg)\b|\bmy ears are ringing\b`,
    ),
  },
  // A death wish told as a visit to a parent who died ("going to go see my dad tonight. he died in 2019"):
  // intent, which a time makes a plan. A grave or a cemetery is a visit.
  {
    reason: 'suicidal_intent',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:im|i am|ill|i will|gonna)(?: going to| gonna)? (?:go )?(?:see|join|be with|visit) (?:my )?(?:dad|mum|mom|mam|father|mother|son|daughter|brother|sister|wife|husband|nan|gran|grandma|grandad)\b(?=[^\n]*\b(?:(?:he|she) (?:died|passed|passed away|is gone|has been gone)|since (?:he|she) (?:died|passed))\b)(?![^\n]*\b(?:grave|cemetery|graveyard|crematorium|memorial|headstone|plaque|church|mass|service|anniversary mass|flowers)\b)`,
    ),
  },
  // Things made ready that will not be needed ("wont need to go back to work tomorrow"), someone told
  // what they will understand later ("she'll understand tomorrow"), a message called the last one.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:i )?(?:wont|will not|am not going to|m not going to|not gonna) (?:need|have) to (?:go back to|go to|face|deal with|worry about) (?:work|school|uni|college|anyone|anything|it|this|them|rent|the bills) (?:tomorrow|again|anymore|any more|ever again|after (?:tonight|today))\b(?![^\n]*\b(?:holiday|vacation|leave|day off|off tomorrow|quit|notice|retir\w*|new job|fired|laid off|weekend|bank holiday|snow day|strike)\b)|\b(?:she|he|they)(?:ll| will) (?:understand|know why|get it) (?:tomorrow|soon|in the morning|one day|after)\b|\b(?:prob|probably|maybe|likely)? ?(?:my|the) last (?:msg|message|text|post)\b(?![^\n]*\b(?:before (?:i|we|the|my|bed)|group chat|gc|chat|for (?:today|tonight|now|a while|the (?:day|night|week))|of the (?:day|night|year)|till|until|lol|lmao|haha|jk|on (?:here|this|twitter|insta)|in (?:here|this))\b)`,
    ),
  },
  // A card or a letter for everyone, or love said that is never said: a goodbye, with another sign a crisis.
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\bwrote (?:everyone|each of them|all of them|every one of them|them all) (?:a )?(?:card|cards|letter|letters|note|notes)\b(?![^\n]*\b(?:christmas|xmas|birthday|thank you|thanks|holiday|wedding|invit\w*|valentines?|easter|diwali|eid|new year)\b)|\btold (?:my|her|his) (?:mum|mom|mam|dad|mother|father|sister|brother|wife|husband) i loved? (?:her|him|them)\b[^\n]{0,40}\b(?:never|dont usually|do not usually|first time)\b`,
    ),
  },
  // A bath run with blades beside it: a place and the means in it.
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:blades?|razors?|razor blades?|the knife)(?: are| is|s)? (?:next to|beside|by|on the side of|on the edge of) (?:it|the bath|the tub)\b(?![^\n]*\b(?:shav\w*|legs|beard|wax\w*)\b)`,
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:the )?(?:bath|bathtub|tub)(?:s| is)? (?:running|run|filling|filled|full|ready)\b(?=[^\n]*\b(?:blades?|razors?|knife)\b)|\b(?:at|on|by) the (?:cliffs?|cliff edge|cliff top|clifftop|edge of the cliffs?)\b(?![^\n]*\b(?:walk\w*|hik\w*|trail|photos?|pics?|view|sunset|picnic|tour|holiday|climb\w*)\b)`,
    ),
  },
  // A pesticide bought, with the life it would end named beside it (Nigerian Pidgin: "i don tire for this life").
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:buy|bought|don buy|go buy|get|got|drink|drank|go drink) (?:one |a |some )?(?:sniper|snipper|otapiapia|ota piapia|dichlorvos|paraquat)\b`,
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(String.raw`\bi (?:don|done) tire (?:for|of) (?:this )?life\b|\bthis life (?:don|done) tire me\b`),
  },
  // How long an engine's fumes take, asked: a question about a means.
  {
    reason: 'lethality_question',
    level: 'crisis',
    contextual: 'elevated',
    re: rx(
      String.raw`\bhow long (?:(?:does|do|would|will|did) (?:the |it take (?:the |for )?)?|the )?(?:car )?(?:exhaust|fumes|carbon monoxide)(?: thing)?(?: takes?| to work| to kill)?\b`,
    ),
  },
];
