import type { AttachmentType, Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';

/** One earlier turn of the conversation, oldest first. */
export interface CompanionTurn {
  isUser: boolean;
  content: string;
  /** A companion turn that was the fixed crisis reply. */
  crisisReply?: boolean;
}

/** A pointer into the built-in library, shown under a reply. */
export interface Suggestion {
  title: string;
  href: string;
  kind: 'article' | 'lesson' | 'exercise';
}

export interface OfflineInput {
  message: string;
  mode: 'supportive' | 'problem-solving';
  tone: 'casual' | 'gen-z';
  companionName: string;
  /** 'none' | 'elevated' (crisis never reaches the companion: the safety engine answers it). */
  risk: Risk;
  /** The safety engine's category for an elevated message ('none' otherwise). */
  category: SafetyCategory;
  language: SafetyLanguage;
  /** ISO 639-1 code of the language the message is written in, when the safety engine could tell. */
  writtenIn?: string | undefined;
  /** The session showed crisis signs earlier. */
  crisisFlagged: boolean;
  /** From the quiz, used gently. */
  attachmentStyle?: AttachmentType | undefined;
  /** Earlier turns of this conversation, oldest first, not including `message`. */
  history: CompanionTurn[];
}

export interface CompanionReply {
  content: string;
  suggestions: Suggestion[];
  /** What the reply does in the conversation (for the evaluation and logs). */
  move?: 'listen' | 'answer' | 'cannot-know' | 'affirm' | 'thanks' | 'close' | 'safety' | 'social';
}

export type Tone = OfflineInput['tone'];
export type Mode = OfflineInput['mode'];

/** What a conversation is about. */
export type Topic =
  | 'work'
  | 'school'
  | 'family'
  | 'partner'
  | 'friends'
  | 'loneliness'
  | 'grief'
  | 'health'
  | 'sleep'
  | 'money'
  | 'body'
  | 'identity'
  | 'anxiety'
  | 'stress'
  | 'anger'
  | 'self-worth'
  | 'abuse'
  | 'violence'
  | 'eating'
  | 'screens'
  | 'low';

export type Feeling =
  | 'anxious'
  | 'scared'
  | 'sad'
  | 'lonely'
  | 'angry'
  | 'frustrated'
  | 'overwhelmed'
  | 'stressed'
  | 'tired'
  | 'hurt'
  | 'ashamed'
  | 'guilty'
  | 'confused'
  | 'jealous'
  | 'numb'
  | 'hopeless'
  | 'grieving'
  | 'insecure'
  | 'happy'
  | 'grateful'
  | 'proud'
  | 'excited'
  | 'relieved';

export type TechniqueId =
  | 'box-breathing'
  | '4-7-8'
  | 'triangle-breathing'
  | 'coherent-breathing'
  | 'counting-breaths'
  | 'grounding'
  | 'journaling'
  | 'sleep-habits'
  | 'muscle-relaxation'
  | 'self-compassion-break'
  | 'gratitude'
  | 'body-scan'
  | 'breathing';

export type Intent =
  | 'greeting'
  | 'how-are-you'
  | 'thanks'
  | 'goodbye'
  | 'identity'
  | 'capabilities'
  | 'technique'
  | 'good-news'
  | 'share'
  | 'unclear'
  | 'role'
  | 'safety';

/** Someone (or some animal) the person named. */
export interface Person {
  /** The word they used: "mom", "dog", "best friend". */
  relation: string;
  kind: 'family' | 'partner' | 'friend' | 'pet' | 'other';
  name?: string | undefined;
  plural: boolean;
}

export interface Understanding {
  intent: Intent;
  topic?: Topic | undefined;
  feelings: Feeling[];
  technique?: TechniqueId | undefined;
  /** The technique was named but not asked about ("I tried box breathing and it didn't help"). */
  techniqueTried: boolean;
  people: Person[];
  /** Someone or some animal died or was lost. */
  loss: boolean;
  /** They ask what to do ("what should I do?", "any advice?"). */
  wantsAdvice: boolean;
  /** They ask for reassurance ("am I overreacting?", "is it normal...?"). */
  wantsReassurance: boolean;
  /** The identity question asked, when intent is 'identity'. */
  identityAsk?: 'human' | 'bot' | 'therapist' | 'care' | 'why' | 'memory' | undefined;
  /** Words of distress that deserve a gentle safety check even when the safety engine saw none. */
  distress: boolean;
  /** The danger described is someone else's ("my friend is being abused"). */
  aboutOther: boolean;
  /** A name given for someone mentioned before ("his name was Max"). */
  introducedName?: string | undefined;
  /** A greeting opened a longer message ("hey, so my exam went badly"). */
  greeted: boolean;
}
