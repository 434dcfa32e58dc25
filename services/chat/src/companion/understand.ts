import { recentlyRead, type SafetyCategory } from '@sage/shared';
import { FEELINGS, POSITIVE_FEELINGS, TOPICS } from './lexicon.ts';
import { fixContractions } from './moves.ts';
import { findPeople } from './people.ts';
import { normalize } from './text.ts';
import type { Feeling, Intent, TechniqueId, Topic, Understanding } from './types.ts';

/**
 * Reads one message: what they want (intent), what it is about (topic), the feelings named, a technique
 * asked about, and the people or pets named. Rule-based and deterministic, like the safety engine.
 */

const NEGATION =
  /\b(?:not|never|no longer|isn'?t|aren'?t|don'?t|doesn'?t|wasn'?t|not really|hardly)\s+(?:\w+\s+)?$/;

const TECHNIQUES: [TechniqueId, RegExp][] = [
  ['box-breathing', /\b(?:box|square) breath\w*|\b4-4-4-4\b/],
  ['4-7-8', /\b4[- ]?7[- ]?8\b|\bfour[- ]seven[- ]eight\b/],
  ['triangle-breathing', /\btriangle breath\w*|\b3-3-3\b/],
  ['coherent-breathing', /\b(?:coherent|resonant) breath\w*/],
  ['counting-breaths', /\bcount(?:ing)? (?:my |your )?breaths?\b|\bcounting to (?:10|ten)\b/],
  ['muscle-relaxation', /\bprogressive muscle\b|\bmuscle relaxation\b|\bpmr\b|\btense and release\b/],
  ['self-compassion-break', /\bself[- ]compassion\b/],
  ['body-scan', /\bbody scan\b/],
  ['grounding', /\b5[- ]?4[- ]?3[- ]?2[- ]?1\b|\b54321\b|\bgrounding\b|\bground myself\b/],
  ['journaling', /\bjournal(?:ing|ling)?\b/],
  ['gratitude', /\bgratitude\b|\bthree good things\b/],
  [
    'breathing',
    /\bbreathing (?:exercises?|techniques?|tricks?)\b|\b(?:a|some) breathing\b|\bhelp me (?:calm down|breathe)\b|\bhow (?:do|should|can) i (?:calm down|breathe)\b/,
  ],
  [
    'sleep-habits',
    /\bsleep (?:habits|hygiene|tips|routine)\b|\bwind[- ]down routine\b|\bhelp me (?:fall )?(?:a)?sleep\b|\bfall asleep faster\b/,
  ],
];

const ASKS =
  /\?|^(?:what|whats|what's|how|can you|could you|would you|will you|explain|teach|tell me|show me|walk me|give me|any|do you know|is there|i want to (?:try|learn)|let'?s (?:try|do)|help me|describe|remind me)\b|\b(?:explain|teach me|walk me through|how (?:do|does|to)|what is|what's|whats)\b/;
const TRIED =
  /\b(?:tried|try(?:ing)? it|did(?:n'?t| not) (?:help|work)|does(?:n'?t| not) (?:help|work)|not working|never works)\b/;

const GREETING =
  /^(?:(?:hi+|hey+|ey+|oi|hello+|helo|hiya|heya|yo+|sup|howdy|hola|good (?:morning|afternoon|evening)|morning|evening|what'?s up|wassup|whats good)(?:\s+(?:there|sage|again|friend|you))?[\s!.,:)]*)+$/;
const GREETING_LEAD =
  /^(?:hi+|hey+|hello+|hiya|heya|yo|good (?:morning|afternoon|evening))(?:\s+(?:there|sage|again))?[\s!.,]+/;
const HOW_ARE_YOU =
  /^(?:(?:hi+|hey+|hello+|yo)\s*[,!.]*\s*)?(?:sage\s*[,!.]*\s*)?(?:how are you|how r u|how are u|how'?s it going|how you doing|how'?re you|hru|wyd|how is your day|how'?s your day)(?:\s+(?:doing|today|tonight|sage))*[\s?!.]*$/;
const THANKS =
  /^(?:(?:ok(?:ay)?|oh|aw+|that(?:'s| was| is)? (?:really )?(?:helpful|nice|sweet|kind)|that helped|that helps|it helped)[\s,.!]*)?(?:thank(?:s| you)(?: so much| a lot| very much)?|thx|ty|tysm|ty so much|appreciate (?:it|you|that)|that (?:really )?helped|that helps)(?:\s*(?:,|!|\.)?\s*(?:sage|so much|for (?:listening|that|this|the advice|everything|being here|your help)|again|a lot|that (?:really )?help(?:ed|s)|it (?:really )?help(?:ed|s)|i feel (?:a (?:bit|little) )?better))*(?:[\s!.)]|\p{Extended_Pictographic}|\ufe0f)*$/u;
const GOODBYE =
  /^(?:(?:ok(?:ay)?|alright|anyway|thanks|thank you)[\s,.!]*)?(?:bye+|goodbye|good ?night|gn|night night|nighty night|see (?:you|ya)|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|gotta go|got to go|i have to go|i need to go|i(?:'m| am) (?:going|off|heading) to (?:bed|sleep)|going to (?:bed|sleep)|heading to bed|i'?m off|later|laters|cya|ciao|adios|peace out|take care|catch (?:you|ya) later)(?:\s*(?:,|!|\.)?\s*(?:sage|for now|now|then|tonight|everyone|thanks|thank you))*(?:[\s!.)]|\p{Extended_Pictographic}|\ufe0f)*$/u;
const IDENTITY =
  /\b(?:are|r) (?:you|u) (?:even |actually |really |just )?(?:an? |the )?(real|human|person|alive|bot|robot|ai|a\.i\.|machine|computer|program|chat ?gpt|gpt|chatbot|therapist|counsell?or|psychologist|psychiatrist|doctor|professional|licensed)\b|\bis (?:this|sage) (?:an? )?(bot|real|ai|human|person|therapist)\b|\b(?:am i|i'?m|im) (?:talking|speaking|chatting|texting) (?:to|with) (?:an? )?(bot|real|human|person|ai|robot|computer|therapist)\b|\bdo (?:you|u) (?:actually |really |even )?(care)\b|\b(?:who|what) are (?:you|u)\b/;
const CAPABILITIES =
  /^(?:what can (?:you|u) do|what do (?:you|u) do|how does this work|what is this(?: place| site| app)?|what'?s this|can (?:you|u) help me|help|how can (?:you|u) help(?: me)?)[\s?!.]*$/;
const UNCLEAR =
  /^(?:idk|i don'?t know|dunno|nothing|nm|not much|nvm|never ?mind|forget it|ok(?:ay)?|k|kk|yeah|yea|yes|no|nope|yep|sure|maybe|hmm+|um+|uh+|meh|lol|haha+|\.+|\?+|i guess|whatever|fine|i'?m fine|im fine|same|so yeah|not sure|(?:nm|nothing much|not much)?[\s,]*(?:just |kinda |so )?bored)(?:\s+(?:really|tbh|honestly|lol|i guess|much|either|rn|atm|yet))*[\s!.?]*$/;
/** "whatever, I'm fine": a door closing, met gently. */
export const DISMISSIVE =
  /^(?:whatever|it'?s fine|i'?m fine|im fine|i'?m ok(?:ay)?|it doesn'?t matter|doesn'?t matter|never ?mind|nvm|forget it)(?:[\s,.!]+(?:whatever|i'?m fine|im fine|it'?s fine|lol|honestly|really|anyway|i guess))*[\s.!]*$/;

/** Words of distress the companion checks on gently even when the safety engine saw no risk. */
const DISTRESS =
  /\b(?:(?:nobody|no one) would (?:notice|care|miss me)|better off without me|(?:wish i (?:could (?:just )?)?|want to )disappear(?! (?:from|into|under|for|to|off|in|on|with)\b)|no reason to (?:live|keep going)|what'?s the point of (?:anything|living|life|me)|don'?t want to be here|can'?t do this anymore|tired of (?:living|being alive|existing))\b/;
/** Danger to someone else: "my friend is being abused", "he hits her". */
const ABOUT_OTHER =
  /\b(?:my|a) (?:friend|best friend|bestie|sister|brother|mom|mum|cousin|classmate|neighbou?r)(?:'s)? (?:is|was|gets|got) (?:being )?(?:abused|hit|hurt|beaten|threatened)|\b(?:he|she|they) (?:hits|beats|abuses|hurts|threatens) (?:her|him|them)\b|\babused by (?:her|his|their)\b/;
/** "Then why should I talk to you?" */
const MEMORY_ASK =
  /\b(?:remember|recall) (?:what i|me\b|our|last (?:time|week)|me from)|\bdo you (?:remember|know who i am)\b/;
const WHY_TALK =
  /\bwhy (?:should|would|do) i (?:even )?(?:talk|tell|bother|use)\b|\bwhat'?s the point of (?:talking to|this|you)\b/;

/** Asking the companion to drop its role, or to play someone else. */
const ROLE =
  /\b(?:ignore (?:your|all|all your|the|previous|my|these) (?:instructions|rules|prompt|guidelines|programming)|forget (?:your|all) (?:instructions|rules)|(?:(?:can|could|will|would) you |you |just |now |please )pretend (?:to be|you(?:'re| are))|^pretend (?:to be|you(?:'re| are))|act as (?:my|a|an)|role ?play|you are now|jailbreak|system prompt|be my (?:girlfriend|boyfriend|wife|husband|partner|bf|gf)|developer mode)\b/;
const ADVICE =
  /\bshould i\b|\bwhat (?:should|do|can|could) i do\b|\bany (?:advice|tips|ideas|suggestions)\b|\bhow (?:do|can|should) i (?:deal|cope|handle|stop|fix|get|make|tell|talk|move on|get over)\b|\bhelp me (?:figure|deal|cope|with)\b|\bwhat do you (?:think|suggest)\b|\bgive me (?:some )?(?:advice|tips)\b|\bi need (?:advice|help with)\b/;
const REASSURANCE =
  /\bis (?:it|that|this) (?:selfish|unreasonable|wrong|mean|rude|too much|silly|stupid|dumb|crazy) (?:to|that|of me|for me)\b|\bdoes (?:that|this|it) make me\b|\bwhy do i (?:care|feel|get|keep)\b|\bam i (?:overreacting|crazy|being dramatic|too sensitive|wrong|weird|a bad person|normal|broken)\b|\bis (?:it|this|that) (?:normal|okay|ok|weird|bad) (?:to|that|for me)\b|\bis something wrong with me\b|\bwhy (?:do|am) i (?:feel|feeling|like this|so)\b/;
const GOOD_NEWS =
  /\b(?:was (?:really |so |super )?(?:supportive|understanding|kind about it)|accepted me|went for a (?:walk|run)|went outside|got out of bed|took a shower|went to the gym|cleaned my room|cooked (?:dinner|something)|it helps to talk|talking (?:to you )?helps|this is helping|got the job|got (?:a|the|my) (?:new )?(?:job|promotion|raise)|got promoted|got accepted|got in(?:to)?|passed (?:my|the|all my) (?:\w+ )?(?:exams?|tests?|driving test|class(?:es)?)|i passed|aced|good news|great news|went (?:really )?well|it worked|i did it|finally (?:did|finished|got|made)|made up with|(?:we|and i|and me|me and my (?:best )?\w+) made up|feeling (?:a lot |so much |way )?better|feel (?:a lot |so much |way )?better|doing (?:a lot |so much |way )?better|best day|had a (?:good|great|nice|lovely|amazing) (?:day|time|week)|proud of myself|first day (?:went|was) (?:good|great))\b/;

/** Good news of someone else's ("my brother got promoted again"): not the visitor's to celebrate. */
const SOMEONE_ELSES =
  /\b(?:my (?:\w+ ){1,2}|(?:he|she|they|his \w+|her \w+|their \w+) )(?:just |finally |also |\w+ly )?$/;
function ownGoodNews(text: string): boolean {
  const m = GOOD_NEWS.exec(text);
  if (m === null) return false;
  // Only an achievement can be someone else's; "she was really supportive" is good news for the visitor.
  const achievement = /^(?:got|passed|aced|finally)\b/.test(m[0]);
  return !achievement || !SOMEONE_ELSES.test(text.slice(Math.max(0, m.index - 40), m.index));
}

/** A good feeling in the past tense is a hope that was lost: "I was actually excited about this one". */
const HOPE_LOST = /\b(?:was|were) (?:\w+ )?(?:excited|happy|hopeful|looking forward|so sure)\b/;

const NAME_WAS = /\b(?:his|her|their|its|(?:my|our) \w+'?s?) name (?:was|is) ([A-Za-z][a-z'-]{1,13})\b/i;
const NAMED_LOSS = /\b[A-Z][a-z]+ (?:just )?(?:died|passed away)\b/;

function feelingsIn(text: string): Feeling[] {
  const out: Feeling[] = [];
  for (const [feeling, re] of FEELINGS) {
    const global = new RegExp(re.source, 'g');
    for (const m of text.matchAll(global)) {
      const before = text.slice(Math.max(0, (m.index ?? 0) - 24), m.index ?? 0);
      if (NEGATION.test(before) && !POSITIVE_FEELINGS.has(feeling)) continue;
      if (NEGATION.test(before) && POSITIVE_FEELINGS.has(feeling)) {
        // "not happy", "don't feel good": a hard feeling, not good news.
        if (!out.includes('sad')) out.push('sad');
        continue;
      }
      out.push(feeling);
      break;
    }
  }
  return out;
}

export function topicOf(text: string): Topic | undefined {
  return TOPICS.find(([, re]) => re.test(text))?.[0];
}

/** The category the companion itself sees in a message, when the safety engine found none. */
export function ownCategory(topic: Topic | undefined): SafetyCategory {
  if (topic === 'abuse') return 'abuse';
  if (topic === 'violence') return 'violence';
  if (topic === 'eating') return 'eating';
  return 'none';
}

function techniqueIn(text: string): TechniqueId | undefined {
  return TECHNIQUES.find(([, re]) => re.test(text))?.[0];
}

/**
 * What a message says: every reply replays the conversation's recent messages (its memory, its
 * suggestions), so a message's plain reading is kept rather than read on every turn. The caller gets its
 * own copy (it may refine what it holds).
 */
const plainReading = recentlyRead((message) => readUnderstanding(message, 'none'), 4_096);

export function understand(message: string, category: SafetyCategory = 'none'): Understanding {
  if (category !== 'none') return readUnderstanding(message, category);
  const u = plainReading(message);
  return { ...u, feelings: [...u.feelings], people: u.people.map((p) => ({ ...p })) };
}

function readUnderstanding(message: string, category: SafetyCategory): Understanding {
  const text = fixContractions(normalize(message));
  const people = findPeople(message);
  const feelings = feelingsIn(text);
  const greeted = GREETING_LEAD.test(text) && !GREETING.test(text);
  const body = greeted ? text.replace(GREETING_LEAD, '') : text;
  let topic = topicOf(body);
  // "Max died yesterday": a name and a death is a loss, whoever Max was.
  if (
    topic !== 'grief' &&
    topic !== 'abuse' &&
    NAMED_LOSS.test(message) &&
    !/\b(?:i|phone|battery)\b/i.test(message.split(/died|passed/)[0]!.slice(-8))
  )
    topic = 'grief';
  const technique = techniqueIn(body);
  const techniqueTried = technique !== undefined && TRIED.test(body);
  const loss = topic === 'grief';
  if (loss && !feelings.includes('grieving')) feelings.unshift('grieving');
  const wantsAdvice = ADVICE.test(body);
  const wantsReassurance = REASSURANCE.test(body);
  const named = NAME_WAS.exec(message)?.[1];
  const introducedName =
    named && !/^(?:is|was|the|a|an|not|so)$/i.test(named)
      ? named.charAt(0).toUpperCase() + named.slice(1)
      : undefined;
  const distress = DISTRESS.test(body);
  const aboutOther = ABOUT_OTHER.test(body);
  const base = {
    introducedName,
    distress,
    aboutOther,
    feelings,
    technique,
    techniqueTried,
    people,
    loss,
    wantsAdvice,
    wantsReassurance,
    greeted,
  };

  const safetyTopic: Partial<Record<SafetyCategory, Topic>> = {
    abuse: 'abuse',
    violence: 'violence',
    eating: 'eating',
  };
  if (safetyTopic[category]) topic = safetyTopic[category];
  let intent: Intent = 'share';
  const identity = IDENTITY.exec(body);
  const hard = feelings.some((f) => !POSITIVE_FEELINGS.has(f));
  if (category !== 'none' || topic === 'abuse' || topic === 'violence' || topic === 'eating' || distress)
    intent = 'safety';
  else if (ROLE.test(body)) intent = 'role';
  else if (identity || WHY_TALK.test(body) || MEMORY_ASK.test(body)) intent = 'identity';
  else if (technique && !techniqueTried && ASKS.test(body)) intent = 'technique';
  else if (GREETING.test(text)) intent = 'greeting';
  else if (HOW_ARE_YOU.test(text)) intent = 'how-are-you';
  else if (THANKS.test(text)) intent = 'thanks';
  else if (GOODBYE.test(text)) intent = 'goodbye';
  else if (CAPABILITIES.test(body)) intent = 'capabilities';
  else if (!hard && !topic && (UNCLEAR.test(body) || DISMISSIVE.test(body))) intent = 'unclear';
  else if (
    !hard &&
    !HOPE_LOST.test(body) &&
    (ownGoodNews(body) || feelings.some((f) => POSITIVE_FEELINGS.has(f)))
  )
    intent = 'good-news';

  let identityAsk: Understanding['identityAsk'];
  if (intent === 'identity') {
    const word = (identity?.slice(1).find(Boolean) ?? '').toLowerCase();
    if (!identity && MEMORY_ASK.test(body)) identityAsk = 'memory';
    else if (!identity) identityAsk = 'why';
    else if (/therap|counsel|psych|doctor|professional|licensed/.test(`${word} ${body}`))
      identityAsk = 'therapist';
    else if (word === 'care') identityAsk = 'care';
    else if (/real|human|person|alive/.test(word)) identityAsk = 'human';
    else identityAsk = 'bot';
  }
  return { intent, topic, identityAsk, ...base };
}
