import type { AttachmentType, Risk } from '@sage/shared';
import type { Mode, Tone } from '../db/types.ts';

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface PromptInput {
  companionName: string;
  mode: Mode;
  tone: Tone;
  /** The session's latest quiz result, when there is one. */
  attachmentStyle?: AttachmentType | undefined;
  /** Risk of the message being answered (crisis never reaches the model). */
  risk: Risk;
  /** The session showed crisis signs before (the flag outlives a cleared conversation). */
  crisisFlagged: boolean;
  /** Earlier messages, newest first, as the repository returns them. */
  history: { isUser: boolean; content: string }[];
  /** The message being answered. */
  message: string;
  /** Budget for the whole prompt, in tokens. */
  tokenBudget: number;
}

/** About 4 characters per token for English, plus a few tokens of framing per message. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4) + 4;
}

const MODE: Record<Mode, string> = {
  supportive:
    "Mode: supportive. Listen closely, reflect back what they feel in your own words, and validate it. Don't rush to fix things; offer ideas only if they ask for them.",
  'problem-solving':
    'Mode: problem-solving. After briefly acknowledging how they feel, help them find concrete, realistic next steps: break the problem into parts and suggest one to three small actions they could take soon, then ask which one fits.',
};

const TONE: Record<Tone, string> = {
  casual:
    'Tone: casual and friendly, like a kind friend. Warm, plain words, contractions, no jargon, no lecturing.',
  'gen-z':
    'Tone: Gen Z vibes. Relaxed and current, light slang where it fits naturally ("ngl", "fr", "that\'s valid", "lowkey"), lowercase is fine, an emoji now and then. Always kind: never mocking, sarcastic or dismissive, and drop the slang when they\'re hurting badly.',
};

const ATTACHMENT: Record<AttachmentType, string> = {
  secure:
    'usually comfortable with closeness and with independence. Meet them as a steady equal and build on the strengths they already show.',
  anxious:
    'may worry about being left or not being enough, and look for reassurance. Be warm and steady, reassure without overpromising, and gently help them notice their own worth.',
  avoidant:
    'may value independence and find leaning on others or naming feelings uncomfortable. Give them space, be low-pressure and practical, and respect their pace.',
  disorganized:
    'may want closeness and fear it at the same time, so feelings can swing. Be consistent, calm and predictable, and go gently.',
};

/** The system text: persona, boundaries, mode, tone, attachment style and the safety context. */
export function systemPrompt(input: Omit<PromptInput, 'history' | 'message' | 'tokenBudget'>): string {
  const { companionName: name } = input;
  const parts = [
    `You are ${name}, a warm, steady companion on an anonymous emotional-support website. People come to talk about how they feel.`,
    `You are an AI companion, not a therapist, counselor or doctor. Never diagnose or label anyone with a condition, and never give medical, medication or dosage advice; suggest a doctor, pharmacist or counselor for those.`,
    'Keep replies short: two to five sentences in plain language. Ask at most one question per reply. Use what they told you earlier in the conversation.',
    MODE[input.mode],
    TONE[input.tone],
  ];
  if (input.attachmentStyle) {
    parts.push(
      `From a quiz they took here, their attachment style leans ${input.attachmentStyle}: they are ${ATTACHMENT[input.attachmentStyle]} Treat this as gentle background only; don't label them or mention it unless it helps them.`,
    );
  }
  parts.push(
    'Safety: never describe ways to hurt oneself or others. If they mention wanting to die or to hurt themselves, respond with care, and point them to people who can help right now: call or text 988 (Suicide & Crisis Lifeline), text HOME to 741741 (Crisis Text Line), or 911 or the local emergency number.',
  );
  if (input.risk === 'elevated') {
    parts.push(
      'Their latest message shows signs of distress that could point to risk. Check in gently about how they are doing and whether they feel safe, without alarm, and mention that help is available any time by calling or texting 988.',
    );
  }
  if (input.crisisFlagged) {
    parts.push(
      'Earlier in this session they shared thoughts of suicide or self-harm. Keep that in mind: be gentle, check in on their safety when it fits, and remind them that 988 is there for them.',
    );
  }
  return parts.join('\n\n');
}

/**
 * The messages for the model: the system text, then as much of the recent conversation as fits the
 * budget (newest kept first, sent oldest first), then the message being answered. The system text and
 * the message are always sent whole; only history is trimmed.
 */
export function buildPrompt(input: PromptInput): PromptMessage[] {
  const system = systemPrompt(input);
  let left = input.tokenBudget - estimateTokens(system) - estimateTokens(input.message);
  const kept: PromptMessage[] = [];
  for (const m of input.history) {
    const cost = estimateTokens(m.content);
    if (cost > left) break;
    left -= cost;
    kept.push({ role: m.isUser ? 'user' : 'assistant', content: m.content });
  }
  // A conversation sent to the model starts with the person speaking, never with a dangling reply.
  kept.reverse();
  while (kept[0]?.role === 'assistant') kept.shift();
  return [{ role: 'system', content: system }, ...kept, { role: 'user', content: input.message }];
}
