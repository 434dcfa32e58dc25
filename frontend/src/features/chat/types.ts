export type Risk = 'none' | 'elevated' | 'crisis';
export type ResponseMode = 'supportive' | 'problem-solving';
export type ConversationTone = 'casual' | 'gen-z';

export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  sessionId: string;
  createdAt?: string;
  risk?: Risk;
  /**
   * Client-only state: `streaming` while deltas are arriving; `failed` for a message of the user's
   * that the server never received.
   */
  status?: 'streaming' | 'failed';
}

/** Body of POST /api/chat and POST /api/chat/stream. */
export interface SendBody {
  message: string;
  sessionId: string;
  mode: ResponseMode;
  tone: ConversationTone;
}

/** A message as the API returns it (ids may come back as numbers from older rows). */
export interface ApiMessage {
  id: string | number;
  content: string;
  isUser: boolean;
  sessionId: string;
  createdAt?: string;
  risk?: Risk | null;
}

export function toChatMessage(raw: ApiMessage): ChatMessage {
  const message: ChatMessage = {
    id: String(raw.id),
    content: String(raw.content ?? ''),
    isUser: Boolean(raw.isUser),
    sessionId: raw.sessionId,
  };
  if (raw.createdAt) message.createdAt = raw.createdAt;
  if (raw.risk === 'none' || raw.risk === 'elevated' || raw.risk === 'crisis') message.risk = raw.risk;
  return message;
}
