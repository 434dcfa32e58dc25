import { normalize } from './text.ts';

/**
 * What a message asks of the companion in the conversation, beyond its topic: to be listened to, to answer
 * a direct question, to back a plan the visitor has made, or to let them go warmly. English here; the
 * Spanish companion has its own patterns (spanishMoves.ts).
 */
export type Move = 'listen' | 'answer' | 'cannot-know' | 'affirm' | 'thanks' | 'close';

/** Leaving: going to bed, having to go, "that's all I needed"; a goodbye said to someone else is not. */
const LEAVING =
  /\b(?:(?<=^|[.,!] )(?:i'?m |im )?away to (?:make|get|cook|do|my bed|bed|the shops|work|sleep)|(?:going|off|heading|head|headed|go|gonna go|have to go|need to go|got to go|gotta go|time to go|should go|should get) (?:to )?(?:bed|sleep)|(?:going|gonna go|heading|off|head) to (?:get some )?(?:sleep|rest)|(?:i should|i'?m going to|i'?ll|gonna|i need to|i have to|i gotta|gotta) (?:try to |go )?(?:get some )?sleep(?! (?:at|in|on|over|by|with|until|till|from|after|before|more|better|earlier|\d))|gotta go|got to go|have to go|need to go|(?:should|better|must) (?:go|head (?:off|out)|get going)|time for (?:bed|me to go)|gtg|g2g|heading (?:out|off|home)|off to (?:bed|work|class|school|sleep|eat|buy|get|make|cook|grab|walk|shower|have|start|find|the (?:shops?|gym|pub|park|store))|good ?night|gn|nighty? ?night|(?:bye+|goodbye)(?! to (?!you\b|u\b)\w)|cya|see (?:you|ya)(?: later| tomorrow| soon)?|(?:talk|chat|speak) (?:to you )?(?:later|soon|tomorrow)|ttyl|signing off|logging off|that'?s (?:all|it) (?:i needed|for (?:now|tonight|today))|that'?s all for now|i'?ll (?:let you go|come back|check back|be back|talk to you)|i think i'?m (?:good|okay|ok|alright) (?:now|for now|for tonight)|i'?m (?:good|okay|ok|alright) for (?:now|tonight)|(?:leave|stop|end) it (?:there|here) for (?:now|tonight|today)|until next time|catch you later|(?:gonna|going to|i'?ll|i'?m going to|im going to|im gonna|i'?m gonna|off to) (?:go )?(?:try (?:and|to) )?(?:sleep|lay down|lie down|rest|nap)|(?:gonna|going to|i'?m going to|im going to|im gonna|i'?m gonna|i'?ll) go (?:make|eat|lay|lie|sleep|shower|hug|watch|pick|rest|cook|read|play|feed|grab|chill|relax|have (?:dinner|lunch|a bath|a shower)|get (?:some|ready|dinner|food|something)|take (?:a|my)|walk the dog|do (?:some|my) \w+)|(?:gonna|going to|i'?m going to|im going to|im gonna|i'?m gonna|i'?ll) go[\s.!]*$|back to (?:it|work|the \w+|studying|packing|bed)|brb)\b/;
/** A goodbye word closing the message: "night!", "ok bye", "wish me luck lol". */
const GOODBYE_END =
  /(?:^|[\s,.!])(?<!(?:last|at|every|the|one|a|all|that|per|of|mid|to|tomorrow|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\s)(?:night|nite|nighty night|gn|bye+|goodnight|good night|ttyl|cya|have a (?:good|nice|great|lovely) (?:one|night|evening|day|weekend)|walk good|laters|blessings|wish me luck|heading in(?: now)?|just (?:wanted|needed) to (?:tell (?:someone|you|somebody)|say it(?: somewhere| out loud)?|share|vent|get (?:it|that) out)|(?<!\b(?:and|but|say|says|said|just|then)\s)that'?s (?:all|it)(?: for (?:now|tonight|today))?(?:[\s.!,]+(?:thanks?|thank you|thx|cheers|night|bye)?)?|feel(?:ing)? (?:a (?:bit|little|lot) |so much )?(?:lighter|better)(?: now)?)(?:\s+(?:lol|now|haha|x+|:\)|thanks?|thank you))*[\s.!)]*$|^(?:(?:ok(?:ay)?|alright|right)[\s.,!]+)?back to (?:it|work|the \w+|\w+)[\s.!]*(?:lol|thanks?|thx|ty)?[\s.!]*$/;

/**
 * Thanks as people say it in the languages and Englishes they mix into chat ("asante sana", "diolch",
 * "jazakallah khair", "ta", "big up"): a closed class of words, listed once.
 */
const WORLD_THANKS = String.raw`tanks? (?:yuh|you|u|fi|so much|a lot|much)|blessings|merci(?: beaucoup)?|salamat(?: po)?|maraming salamat|danke(?: sch(?:ö|o)n)?|grazie(?: mille)?|mille grazie|obrigad[oa]|asante(?: sana)?|jazak ?(?:allah|allahu)(?: (?:khair|khayr|khairan)\w*)?|shukran|shukriya|dhanyavaa?d|diolch(?: yn fawr)?|go raibh maith agat|ta(?: very much| muchly| love| pet)?|big up(?: yourself)?|arigato(?: gozaimasu)?|spasibo|xie ?xie|kamsahamnida|gomawo|terima kasih|cam on|kiitos|tack(?: s(?:å|a) mycket)?|takk|dank ?je(?: wel)?|dankie|mahalo|toda(?: raba)?|efcharisto|tesekkurler|dziekuje|dzieki|nandri|medaase|ngiyabonga|much obliged|bless you|god bless|(?:you'?re|youre|ur) (?:a |an |such a )?(?:star|gem|legend|diamond|angel|lifesaver|life saver)`;

/** "It helps to talk" is good news about talking, answered as such. */
const TALK_HELPS = /\bhelps? to talk|talking (?:to you )?helps\b/;
/** "It helps to talk" with thanks on the way out is a goodbye. */
const THANKS_WORD = /\b(?:thank(?:s| you| u)|thx|ty|cheers)\b/;
/** Thanks at the end of a message ("ok. scary. thank you"). */
const THANKS_END = new RegExp(
  String.raw`(?:^|[\s,.!])(?:cheers|thank(?:s| you| u)(?: so much| a lot| again| for (?:this|that|listening|letting me \w+|the \w+|everything|being (?:here|there|so \w+|\w+ (?:with|for) me)|hearing me out|your (?:time|help|patience)|talking(?: (?:with|to) me)?|chatting|the (?:\w+ )?(?:tips?|advice|ideas?|chat|help)))?|thx|ty|tysm|${WORLD_THANKS}|appreciate (?:it|you|this|that))(?: (?:love|pet|hun|hon|mate|bro|duck|dear|darling|sweetie|babe|man|dude|fam|sis|buddy|pal|sage|now))?[\s.!)]*(?:\p{Extended_Pictographic}|\ufe0f|[\s.!]|\bx+\b|\blol\b|\bhaha\b|:\)|<3)*$`,
  'u',
);
const THANKS = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|oh|aw+|yeah|yes|alright|right|honestly|wow|hm+)[\s,.!]*)*(?:thank(?:s+| you| u)|thx+|ty|tysm|${WORLD_THANKS}|appreciate (?:it|you|that|this)|that (?:really |actually |genuinely )?help(?:s|ed)|this (?:really |actually )?help(?:s|ed)|it (?:really |actually )?help(?:s|ed)|that'?s (?:really |actually |so )?(?:helpful|kind|sweet|nice)|(?:that|this|it) was (?:really |so |actually |very |super )?(?:useful|helpful|nice|lovely|a (?:big |real )?help)|nice one|(?:good|lovely|nice|great) (?:chat|talk)|you'?re (?:right|sweet|kind))\b`,
);

/** The visitor's own decision: "I'll ask him on Friday", "going to call my mom tomorrow". */
const PLAN_ACTION =
  '(?:ask|talk|tell|text|call|message|dm|email|write|try|go|visit|book|sign up|start|look|plan|make|set|put|bring|invite|join|check|take|speak|apologi[sz]e|say|send|schedule|pick|use|practi[sc]e|wake|journal|buy|cook|help|spend|meet|see|reach out|ring|contact|find|get|give|keep|leave|stop|limit|turn|delete|mute|unfollow|sit down|open up|sleep|rest|walk|run|stick|wait|read|listen|share|sort|organi[sz]e|apply|study|work on|do|let|hang|grab|have|show|print|frame|record|plant|offer|propose|suggest|drop|quit|tidy|clean|catch up|check in|figure|decide|think about|hold|knit|sew|bake|move|paint|fix|build|learn|draw|swap|pitch|ask for|register|enrol+|cancel|photograph|pack|practise)';
const PLAN = new RegExp(
  `(?<!\\ball )\\b(?:i(?:'ll| will)|i shall|we shall|we(?:'ll| will)|i(?:'m| am) (?:going to|gonna)|im (?:going to|gonna)|we(?:'re| are) (?:going to|gonna)|gonna|going to|i plan(?:ned)? to|(?:i'?m )?planning (?:to|on)|i(?:'ve| have)? decided(?: to|,| i'?ll)|i think i'?ll|i'?m thinking (?:i'?ll|of|about)|i want to try|i'?d like to|i can|i could|i might|i should|let me|might as well|i'?ll probably)(?: (?:just|probably|definitely|actually|really|finally|at least|maybe|try to|try and|start|be|also|then|first|still))* ${PLAN_ACTION}\\b`,
);
/** "I'm sending it right now", "im going this week": the present as a plan, with a time. */
const PLAN_NOW =
  /\b(?:(?:tonight|tomorrow|today|this weekend|next \w+|(?:in|at) (?:our|the|my) next \S+|on \w+day)[\s,]+(?:i'?m|im|we'?re) (?:not )?\w+ing\b|(?:i'?m|im|we'?re|i am) (?:not )?(?!(?:feeling|thinking|going through|dealing|struggling|crying|lying|sitting|staring|having|losing|freaking|panicking|spiral+ing|drowning|breaking|falling|hurting|dying|starving|shaking|worrying|stressing)\b)(?:\w+ing)\b.*\b(?:tonight|tomorrow|today|right now|now|this (?:week|weekend|morning|afternoon|evening)|next (?:week|time|month)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|after (?:work|school|dinner|class)|rn|starting (?:tomorrow|monday|today|tonight)|next \w+|instead|then|now|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b|^(?:ok(?:ay)?|alright|right|yeah|yes|fine)[\s.,!]+(?:i'?m |im |we'?re )?(?!feeling|thinking|going through|dealing|struggling|trying to (?:not|stop)|crying|lying|sitting|staring|just|not|kind|sort|really|so)\w+ing\b|^(?:(?:ok(?:ay)?|alright|right|yeah|yes|fine|so)[\s.,!]+)?(?!feeling|thinking|going through|dealing|struggling|trying to (?:not|stop)|crying|lying|sitting|staring)\w+ing\b.*\b(?:tonight|tomorrow|today|rn|right now|this (?:week|weekend)|next week|after (?:work|school|dinner|class|they go to bed)|(?:this|on|next) (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?=[\s.!]*$))\b/;

/**
 * Doing it as they speak, with no time said: "i'm muting him", "we're going", "i'm signing up for the 10k".
 * Only verbs of acting: "i'm trying", "i'm doing fine" or "i'm going through a lot" are not plans.
 */
/** A plan said as what one is doing, with no subject: "texting her now", "booking a different salon". */
const DOING_NOW_BARE =
  /^(?:(?:ok(?:ay)?|so|yeah|yep|right|also|ha ok|ha|ooh ok|ok so|and)[\s,.!]+)*(?:(?:just|also|definitely|actually) )?(?:texting|calling|ringing|booking|emailing|messaging|trying (?!to\b)|suggesting|starting (?!to\b)|buzzing|getting (?!(?:worse|better|tired|used|there|old|nowhere|married|divorced|dumped|fired|sacked)\b)|buying|asking|telling|heading (?:to|out|over|home)|keeping (?!me\b|up\b)|mowing|clearing|planting|knocking|facing|presenting|ordering|deleting|signing up|writing (?:down|to|a|it)|sending|putting|going to (?:bed|the|a|see)|cooking|making (?:a|some|him|her|them|it)|inviting|joining|printing|practi[cs]ing|wearing|bringing|taking (?!(?:forever|ages|so long|a toll|it out on)\b)|going back to|going through (?:each|every|the|my|it) |having a (?:quiet |proper |little )?(?:word|chat|talk)|laying|setting (?:a|up|an|the|my)|switching (?:to|off)|cancell?ing|sorting (?:out )?(?:the|my|it)|skipping (?:the|my)|swapping|selling|paying (?:off|it)|spending (?:the|next|this))\b(?![^.!?]*\b(?:is|was|sucks|hurts|worse|tired|exhausting|impossible)\b)/;
const DOING_NOW =
  /(?:^|[.!,]\s*|\b(?:so|ok|okay|and|then|now)\s+)(?:i'?m|im|we'?re|i am) (?:(?:just|also|definitely|actually|officially|finally) )?(?:putting|muting|blocking|signing up|booking|calling|texting|emailing|writing|sending|buying|ordering|deleting|unfollowing|joining|starting|bringing|setting|quitting|applying|registering|enrolling|printing|cancell?ing|reaching out|messaging|ringing|going(?=[\s.!]*$| to (?:the|that|a|this)\b))\b/;
/** Done already, as a step taken: "booked.", "i handed in my notice today!!!". */
export const DONE =
  /(?:^|[.!,]\s*|\b(?:i|we|and|so|actually) )(?:(?:just|already) )?(?:asked|cancell?ed|deleted|booked|ordered|emailed|texted|rang|called) (?:\w+ ){0,3}(?:this arvo|this morning|this afternoon|just now|earlier today)\b|\b(?:tickets?|it|flights?|the \w+) (?:all )?booked\b|^(?:(?:ok(?:ay)?|so|and|right|well|yes|yeah|yep|also)[\s,.!]+)*(?:i )?(?:(?:just|finally|officially|already) )?(?:booked(?: it)?|signed up|handed in (?:my )?(?:notice|resignation)|enrolled|registered|made (?:an|the) appointment|sent (?:it|the (?:email|text|message))|done it|did it)\b|^(?:(?:ok(?:ay)?|so|and|right|yes|yeah|yep|also)[\s,.!]+)*(?:i(?:'?ve| have) )?(?:just|already|finally) (?:ordered|emailed|texted|called|rang|sent|posted|deleted|cancell?ed|bought|filed|asked|told|booked|submitted|applied|messaged|turned|set up|signed|did|found|made|put)\b(?![^.!?]*\b(?:again|still|ugh|annoyed|furious|hate|regret)\b)|^(?:(?:ok(?:ay)?|so|yeah|yep)[\s,.!]+)*(?:done|posted|booked|sent|ordered|submitted|deleted|called them|emailed them|booked it)(?: it| them)?[\s.!]*(?:\p{Extended_Pictographic}[\s.!]*)*(?:$|(?:actually|and|,))|^(?:(?:ok(?:ay)?|so|right|yeah)[\s,.!]+)*i(?:'?ve| have) (?:just )?(?:turned|set|booked|emailed|ordered|deleted|cancell?ed|bought|signed up|made an appointment)\b/u;
/**
 * A plan in the present simple or with no subject, a time said first ("tonight i write down 3 stories",
 * "ok will give the fan a go tonight", "ok fajitas tomorrow"): states and feelings excepted.
 */
const PLAN_SIMPLE =
  /^(?:(?:ok(?:ay)?|so|yeah|yep|right|alright|fine|then)[\s,.!]+)*(?:(?:tonight|tomorrow|today|this weekend|next \w+|on \w+day)[\s,]+i (?!(?:feel|think|guess|hope|wish|have|need|am|was|dont|can'?t|cant|know|get|miss|hate|love|worry|start work|work)\b)\w+\b|will (?!(?:be|feel|never|probably (?:fail|cry))\b)\w+\b|\w+(?: \w+)? (?:tomorrow|tonight|this weekend|on \w+day)[\s.!]*$)/;
/** A plan said with its subject dropped, tentative or firm: "might ask him to help me sort the garage". */
const BARE_PLAN_START = new RegExp(
  `^(?:(?:ok(?:ay)?|so|yeah|yep|right|alright|maybe|and|also)[\\s,.!]+)*(?:might|will|gonna|prob(?:ably)?|def(?:initely)?|defo) (?:just |also |try (?:to |and )?)?(?!take (?:a while|ages|forever|time|some time)\\b)${PLAN_ACTION}\\b`,
);
/** A plan weighed aloud: "thinking of asking my friend in HR", "i'm thinking about calling her tomorrow". */
const THINKING_OF_PLAN =
  /^(?:(?:ok(?:ay)?|so|yeah|yep|right|alright|maybe|and|also|hmm)[\s,.!]+)*(?:(?:i'?m|im|i am) )?(?:(?:really|kind of|kinda|actually) )?(?:thinking|thinkin|considering) (?:(?:of|about) )?(?:maybe )?(?:asking|talking|telling|texting|calling|ringing|messaging|emailing|writing|trying|visiting|booking|signing up|starting|inviting|joining|speaking|sending|reaching out|applying|going (?:to|back|for)|getting (?:a|some|help)|taking (?:a|some|up))\b/;
/** Adding to a plan just made: "and i'm muting him", "and ask my auntie to read the poem". */
/** Things set to happen to things: "the shoebox gets sorted", "portal app is getting deleted". */
const THINGS_DONE =
  /\b(?:gets|is getting|are getting|goes|is going|get) (?:sorted|deleted|cancell?ed|binned|cleared|sold|booked|fixed|returned|posted|sent|packed|painted|cleaned|straight on)\b/;
const AND_MORE =
  /^(?:and|also|plus|oh and|then)\s+(?!i (?:feel|felt|think|guess|wish|hope|dont|can'?t)|it'?s|its|that'?s|thats|he|she|they)\S/;
/** A firm "I'll..." needs no list of verbs; only states and worries are not plans. */
const FIRM_PLAN =
  /\b(?:i(?:'ll| will)|we(?:'ll| will)|i(?:'m| am) (?:going to|gonna)|im (?:going to|gonna)|we(?:'re| are) (?:going to|gonna)|gonna) (?!(?:be|feel|get) (?:fine|ok|okay|alright|honest|sad|better|worse|alone|lonely|sick|mad|upset)\b|never\b|have to\b|need to\b|see(?:\s*[.!]*$| how| what| if)|just (?:cry|lose)|miss\b|always\b|probably (?:fail|cry|lose))\w+/;
/** A decision about an idea: "I like the idea of a shared album", "let's go with the walk". */
const DECISION =
  /\b(?:i (?:really )?(?:like|love) (?:the idea of|that idea|the idea|the sound of|that)|(?:that|this)(?:'s| is| sounds like) (?:a )?(?:good|great|nice|cool|lovely) idea|i'?ll go with|let'?s (?:do|go with|try)|i'?ll give (?:it|that|this) a (?:try|go|shot)|i'?ll try (?:it|that|this)|worth a (?:try|shot)|good idea|sounds (?:good|doable|like a plan)|i(?:'ve| have)? decided(?! (?:to )?(?:not|never)\b)|decided on|we(?:'ve| have)? agreed(?! (?:to )?(?:not|never)\b)|(?:we )?made a deal|from (?:tomorrow|today|monday|now on)[,]? (?:i|we)(?:'m| am| will|'ll)? \w+|i(?:'ve| have) told (?:her|him|them) yes|(?:got|have) (?:a|my) line ready)\b/;
/**
 * A worry about the future is not a plan: "I'm going to fail", "he's going to fire me", "she worries I'll
 * take a tumble".
 */
export const WORRY_FUTURE =
  /\b(?:going to|gonna|i'?ll|i will|i might|i could) (?:\w+ )?(?:fail|lose|cry|be (?:alone|late|fired|sick)|get (?:fired|dumped|hurt|worse|sick)|mess (?:it|this|up)|screw up|never|break down|freak out|panic|explode|snap)\b|\b(?:paranoid|afraid|scared|worried|worries|terrified|anxious|nervous|worry|fear|fears|scares me|convinced) (?:that )?(?:i'?ll|i will|i'?m going to|im going to|i might|i could)\b/;
/** A plan said in the negative is not one: "i'm not going to do anything drastic", "i won't call him". */
const NOT_A_PLAN =
  /\b(?:not|never|no way i'?m|wont|won'?t|will not|dont|don'?t|didn'?t|didnt) (?:\w+ )?(?:going to|gonna|planning to|plan to|ever)\b|\bi (?:won'?t|will not|wont|will never|don'?t plan)\b|\b(?:was|were) (?:going to|gonna|planning to|planning on)\b/;
/** A threat said as a plan ("im going to kill my roommate") is never backed as one, whatever it means. */
const THREAT =
  /\b(?:kill|murder|strangle|stab|shoot|punch|hurt|beat up|smash|end) (?:him|her|them|my ?self|myself|it all|my \w+)\b/;
/** Wanting without deciding: "I want to stop but I can't". */
const NOT_YET = /\bbut (?:i|im|i'?m) (?:can'?t|cannot|don'?t|do not|won'?t|not sure|scared|afraid)\b/;
/** A question about the plan itself ("is that a good idea?") is answered by backing the plan. */
const ABOUT_PLAN =
  /\b(?:is (?:that|this|it) (?:a )?(?:good|bad|dumb|stupid|silly|weird|ok|okay|crazy)(?: idea)?|good idea|right|what do you think|does that (?:sound|make sense)|too much|dumb)\?*\s*$/;

/** A question nobody could answer for them: what someone else will do, how it will turn out. */
const CANNOT_KNOW =
  /\b(?:will|would|do you think|you think|does|is|are|did) (?:he|she|they|it|my \w+|things|this|everything|we) (?:ever |still |actually |really |even )?(?:come back|change|forgive|text|call|miss|love|like|care|hate|notice|remember|be (?:okay|ok|alright|fine|happy|mad|upset)|get (?:better|worse|back together)|work out|make it|last|give it to me|go (?:well|okay|ok|badly)|want|say yes|agree|leave|stay|fire|pass|recover|feel|regret|mean(?:t)? it|think about me)\b|\b(?:am i going to|will i|am i gonna) (?:ever |still )?(?:pass|fail|get|be|find|feel|make it)\b|\bwhat (?:will|is going to|'?s going to) happen\b|\bis (?:it|this|everything) going to be (?:okay|ok|alright|fine)\b|\b(?:do (?:you|u) think|(?:you|u) think) (?:he|she|they|it|we|things|this|that|i|(?:he|she|they|it|we|i)(?:'ll|'s|'re|'d|'m)|shell|hell|theyll|itll|well|its|hes|shes|theyre)\b(?! should)|\bwhat'?s the weather\b/;

const ASKING_PHRASE =
  /\b(?:any (?:\w+ ){0,2}(?:tips|tricks|advice|ideas|suggestions|thoughts|ways|things that help)|tricks (?:for|to)|tips (?:for|on|to)|advice (?:for|on|about)|ideas (?:for|on)|how (?:do|can|should|would|could) (?:i|we|you|people|someone|one)|what (?:should|can|could|would|do|might) (?:i|we|you|people)|what (?:are|is) (?:some|a good|the best)|is it (?:normal|okay|ok|weird|bad|wrong|possible|common|too late)|is that (?:normal|okay|ok|weird|bad)|what do (?:people|others|most people)|how (?:long|often|much) (?:does|should|do|is)|where (?:do|should|can) i (?:start|begin|go)|should i\b|do you (?:have|know|think i should)|can you (?:help|give|suggest|tell|recommend)|what would you (?:do|say|suggest))/;
const RHETORICAL =
  /^(?:why (?:does|do|is|would|can'?t|won'?t|didn'?t|did|are) (?:he|she|they|everyone|everybody|people|my \w+|this|it|nobody|no one)|why me|what'?s wrong with (?:him|her|them|people)|who does that|how (?:could|can) (?:he|she|they))\b/;

/** Questions people type without a question mark: "do you think she'll text back", "how do couples...". */
const UNMARKED =
  /^(?:(?:and|but|so|ok(?:ay)?|also|then|hey|honestly|like|wait|um+|hm+)[\s,]+)*(?:do (?:you|u) think|(?:you|u) think|what (?:do|does|did|can|could|should|would|might|are|is|if|kind|helps?|about)|what'?s (?:a|the|one|some|something|an)|whats (?:a|the|one|some|something|an)|how (?:do|does|did|can|could|should|would|long|much|often|many|to)|is (?:it|that|this|there)|are (?:there|they|you)|does (?:that|this|it|he|she)|do (?:they|i|people|couples|we)|should (?:i|we)|can (?:i|you|u|we)|could (?:i|you|we)|would (?:it|you|that)|why (?:do|am|does) i|any (?:tips|advice|ideas)|where (?:do|can|should)|which|do (?:\w+ ){1,5}(?:work|help|last|matter|get better|go away)|do (?:you|most|other|all|any) \w+|what else|are (?:any|some|there|most)|why do (?:\w+ ){0,2}\w+ (?:feel|get|seem|make)|is (?:any|there) |will (?:he|she|they|it|we|i|this|that|things|my \w+)|am i|what (?:actually |really )?helps|can (?:a|an|the|my|your|people|someone|it|this))\b/;

/**
 * Openings that make a question in English even without a question mark: an auxiliary verb first ("does
 * muting people actually help"), or a question word before its verb ("when should you...", "what happens if").
 * A statement that starts "when i got home" or "what i need is" is not one.
 */
const INVERTED =
  /^(?:(?:and|but|so|ok(?:ay)?|also|then|hey|honestly|wait|um+|hm+|like)[\s,]+)*(?!have\s+a\s+(?:good|nice|great|lovely)\s+(?:one|night|evening|day|weekend)\b)(?:(?:would|will|does|do|did|is|are|can|could|should|shall|has|have|am)\s+(?!you\s+know\b)(?!(?:to|give|try|do|call|text|ask|go|get|make|take|see|let|send|start|book|check|write|put|keep|bring|tell|talk|email|message|ring|pop|stick|sleep|wait|report|update)\b)\w|(?:who|when|where|why|how|what|which)\s+(?:do|does|did|is|are|was|were|can|could|should|would|will|happens|happened|else|if|kind|sort|about|long|much|many|often|come|to|exactly|even|actually)\b|(?:anyone|anybody|someone|somebody)\s+(?:know|else|got|have|here|tried|ever)\b|any\s+\w+(?:\s+\w+)?\s+(?:for|that|to|when|if)\b)/;

/** Asked with "reckon"/"think" first or "you think" last, a choice put as "x or y, what works", a measure asked. */
const ASKED_PLAINLY =
  /(?:^|,\s*)(?:(?:and|but|so|ok(?:ay)?|honestly|also)[\s,]+)*(?:(?:do (?:you|u) )?(?:reckon|think) (?!(?:i|we)(?:'?ll| will| might| could| should|'?m (?:gonna|going to)| am (?:gonna|going to)| may)\b)(?:she|he|they|i|we|it|that|the|my|this|there)\b|any point\b|at what point\b|who else (?:can|could|should|do|would)\b|how (?:big|bad|soon|far|hard|late|early|old)\b|how long (?:till|until|before)\b|why does (?:it|this|that) (?:hit|hurt|feel)\b|what goes (?:on|in)\b)|,? (?:you think|do you think|you reckon|what works better|what makes (?:more )?sense|which is better|what would you do)\W*$/;

/**
 * A thing named, then judged by a tag: "25 mins at a time, is that enough or is it lazy", "10k to a full
 * marathon in seven months, doable?", "good marks and not going to uni, is that dumb", "that's normal
 * right", "silly to be shy at my age, isn't it", "making new mates at 34 without it being weird, how";
 * or help asked as an order: "idk how to start", "tell me how to say it".
 */
const TAGGED =
  /,? (?:is (?:that|it|this) (?:\w+ ){0,2}(?:normal|odd|weird|common|rude|dumb|wrong|silly|enough|ok|okay|bad|lazy|fair|realistic|reasonable|too much|a thing|how it is|cringe|tacky|mad|crazy|selfish|unfair)(?: for (?:\w+ ){0,2}\w+)?|(?:isnt|wouldnt|doesnt|arent) (?:it|that|they)|(?:normal|ok|okay|fine|weird) right|doable|worth it|worth the money)\W*$|, how\W*$|\b(?:idk|i dont know|not sure) how (?:to|i) (?:start|begin|say|tell|do|approach|bring|ask|handle|even)\b|^tell me how\b|^any chance\b/;

/**
 * Help asked for as a thing wanted, with no question word: "need words to tell them i want 2 more years",
 * "need a way to get them to agree", "ideas to keep a week long visit fun", "easy indian dishes for a total
 * beginner pls".
 */
const WANTED =
  /^(?![^.!?]*\b(?:die|dying|dead|disappear|vanish|kill|hurt|end (?:it|things|my life)|not (?:exist|be here|wake up)|overdose|od)\b)(?:(?:and|but|so|ok(?:ay)?|also|honestly|right|hey)[\s,]+)*(?:(?:i )?(?:need|want|looking for|could use|would love|after) (?:some |a few |good |better |the right |a |the )?(?:words|a way|ways|ideas|tips|advice|suggestions|recommendations|a script|phrases|something to say) (?:to|for|on|with|that)\b|(?!(?:my|the|all|his|her|their|our|your|these|those|some of)\b)(?:\w+ ){0,2}(?:ideas|tips|suggestions|recipes|dishes|meals|games|activities|books|apps|ways) (?:to|for) \w+)/;

export function isQuestion(text: string): boolean {
  const t = normalize(text);
  if (RHETORICAL.test(t) && !ASKING_PHRASE.test(t)) return false;
  const last = lastSentence(t);
  // A question mark asks, unless the question is rhetorical ("why does he always do this?").
  return (
    ASKING_PHRASE.test(t) ||
    t.includes('?') ||
    UNMARKED.test(last) ||
    INVERTED.test(last) ||
    ASKED_PLAINLY.test(last) ||
    TAGGED.test(last) ||
    WANTED.test(last)
  );
}

function lastSentence(t: string): string {
  const parts = t.split(/(?<=[.!?])\s+|\n+/).filter(Boolean);
  return parts.find((p) => p.includes('?')) ?? parts.at(-1) ?? t;
}

/** "ill ask him" is "I'll ask him", not illness. */
export function fixContractions(text: string): string {
  return text
    .replace(
      /\bill (open|ask|text|call|tell|talk|try|go|do|be|see|send|bring|get|make|take|stay|put|pitch|check|let|start|have|wait|look|give|just|probably|definitely|def|prob|never|need|mute|block|write|email|book|sign|show|invite|drive|pick|leave|keep|set|use|read|play|finish|work|sit|spend|cook|buy|order|join|find|skip|stop|plan|think|mention|say|message|dm|ring|visit|walk|offer|suggest|propose|ask|try|grab|bring)\b/gi,
      "i'll $1",
    )
    .replace(
      /(^|\b(?:i think|maybe|so|then|ok|okay|and|probably|prob|guess|yeah|yes|think|but|now|tomorrow|tonight)[\s,]+)ill\b/gi,
      "$1i'll",
    );
}

function planIn(t: string): boolean {
  // Each sentence too: "ok there's a free session. booking it right now" plans in its second.
  const sentences = [t, ...t.split(/(?<=[.!?])\s+/).slice(1)];
  return (
    (sentences.some(
      (x) =>
        PLAN.test(x) ||
        FIRM_PLAN.test(x) ||
        PLAN_NOW.test(x) ||
        DOING_NOW.test(x) ||
        DOING_NOW_BARE.test(x) ||
        PLAN_SIMPLE.test(x) ||
        BARE_PLAN_START.test(x) ||
        THINKING_OF_PLAN.test(x) ||
        THINGS_DONE.test(x),
    ) &&
      !WORRY_FUTURE.test(t) &&
      !NOT_YET.test(t) &&
      !THREAT.test(t) &&
      !(
        NOT_A_PLAN.test(t) &&
        !sentences.some((x) => !NOT_A_PLAN.test(x) && (PLAN.test(x) || FIRM_PLAN.test(x)))
      )) ||
    DECISION.test(t) ||
    SET_UP.test(t) ||
    // Done, in any sentence: "found a curl specialist with a slot thursday. booked it!!".
    sentences.some((x) => DONE.test(x))
  );
}

/** A question only the visitor's world can answer ("will she text back"). */
export function cannotKnow(message: string): boolean {
  return CANNOT_KNOW.test(normalize(message));
}

/** Sign-offs from many places: "hooroo", "till next time", "stay well", "jai shri krishna", "off to put the kettle on". */
const SIGN_OFF =
  /\b(?:hooroo|ta ?ra|till next time|until next time|stay well|take care now|good evening|good day to you|jai shri krishna|ram ram|khuda hafiz|allah hafiz|ma ?salama|say goodbye now|leave it there|off to put the kettle on|slan|cheerio|good luck now|god bless(?: now| you)?|peace out|have a (?:good|nice|great|lovely) (?:one|night|day|evening|weekend)|stay blessed|ciao|adios|au revoir|tsch(?:ü|u)ss|sayonara|shalom|toodle(?:oo|s)|ttfn|(?:i'?ll|will) report back)(?:\s+(?:lol|haha|now|x+))*\W*$|(?:^|[,.!]\s*)(?:sharp(?: sharp)?|laters?|peace|take care(?: of yourself| now)?)\W*$/;

/** A step set up already: "i've put my name on the sign-up sheet", "just created the group", "booked four more already", "email's getting written tonight". */
const SET_UP =
  /\b(?:ive|i have|just|i just) (?:put my name (?:on|down)|created|set up|made) (?:the|a|my|our)\b|\bbooked (?:\w+ ){0,2}(?:more )?already\b|\b(?:emails?|letters?|messages?|texts?)(?:s| is)? getting (?:written|sent) (?:tonight|tomorrow|today|this (?:morning|afternoon|evening))\b/;

/** The message's move; `before` is the visitor's message before it, when a plan may go on ("and ..."). */
/** Quoted words, in straight or curly quotes, opened after a space. */
const QUOTED_WORDS = /(?<=^|\s)['"\u2018\u201c][^'"\u2019\u201d\n]{2,}['"\u2019\u201d](?=\s|$|[.,!?])/g;
/** Agreeing before a plan: "you're right", "fair enough". */
const AGREEING =
  /^(?:(?:ok(?:ay)?|yeah|yes|right|hmm+)[\s,.!]*)*(?:you'?re right|youre right|fair enough|true)\b/;

export function moveOf(message: string, before?: string): Move {
  const t = fixContractions(normalize(message));
  const plan =
    planIn(t) ||
    (before !== undefined &&
      AND_MORE.test(t) &&
      !t.includes('?') &&
      planIn(fixContractions(normalize(before))));
  // Words quoted are what someone will say or said ("frame it as 'how would you like us to work'"), not a question to Sage.
  const question = isQuestion(t.replace(QUOTED_WORDS, ' '));
  // Thanks may open the last sentence after something else ("anyway. diolch, that's helped").
  const finalSentence = t.split(/[.!?]+\s+/).at(-1) ?? t;
  const thanks =
    (THANKS.test(t) ||
      THANKS.test(finalSentence) ||
      THANKS_END.test(t) ||
      /^(?:thank|thx|ty|cheers)\b/.test(t)) &&
    (!TALK_HELPS.test(t) || THANKS_WORD.test(t));
  // "ok im going to go. ill bring that photo": a plan besides the leaving is backed first.
  const planBesides = plan && !thanks && planIn(t.replace(new RegExp(LEAVING.source, 'g'), ' '));
  const goodbyeLast = /\b(?:night|nite|gn|bye+|goodnight|good night|ttyl|cya)[\s.!]*$/.test(t);
  if ((GOODBYE_END.test(t) || SIGN_OFF.test(t)) && !question) return 'close';
  if (
    LEAVING.test(t) &&
    (goodbyeLast || !planBesides) &&
    !(question && !/\b(?:thank|thanks|bye|night)\b/.test(t))
  )
    return 'close';
  // "thanks, gonna go make dinner": a plan said with thanks is a goodbye (the closing wishes it well).
  // "you're right. i'll email the conductor tonight" agrees, and the plan is what it says.
  if (plan && thanks && !question && !(AGREEING.test(t) && !THANKS_WORD.test(t))) return 'close';
  // "college has cricket club? didnt know. going this friday": the question was on the way to the plan.
  const answeredOwnQuestion =
    question && !finalSentence.includes('?') && finalSentence !== t && planIn(finalSentence);
  if (plan && (!question || ABOUT_PLAN.test(t) || answeredOwnQuestion)) return 'affirm';
  if (question) return CANNOT_KNOW.test(t) ? 'cannot-know' : 'answer';
  if (thanks) return 'thanks';
  return 'listen';
}
