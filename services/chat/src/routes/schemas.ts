import { SAFETY_CATEGORIES } from '@sage/shared';
import { Type } from 'typebox';

/** The chat API's request and answer shapes (routes/chat.ts registers them with their handlers). */
export const Risk = Type.Enum(['none', 'elevated', 'crisis']);
export const Message = Type.Object({
  id: Type.String(),
  content: Type.String(),
  isUser: Type.Boolean(),
  sessionId: Type.String(),
  createdAt: Type.String(),
  risk: Type.Optional(Risk),
  category: Type.Optional(Type.Enum([...SAFETY_CATEGORIES])),
  language: Type.Optional(Type.Enum(['en', 'es'])),
  suggestions: Type.Optional(
    Type.Array(
      Type.Object({
        title: Type.String(),
        href: Type.String(),
        kind: Type.Enum(['article', 'lesson', 'exercise']),
      }),
      { maxItems: 2 },
    ),
  ),
  /** On a crisis reply in another language than English and Spanish: the crisis card in that language. */
  card: Type.Optional(
    Type.Object({
      lang: Type.String(),
      dir: Type.Enum(['ltr', 'rtl']),
      heading: Type.String(),
      body: Type.String(),
      helplines: Type.String(),
      directory: Type.String(),
      countries: Type.Array(Type.String()),
    }),
  ),
  /** On a user message in history whose reply is still being written (the page can reattach). */
  awaitingReply: Type.Optional(Type.Literal(true)),
});
export const Reply = Type.Object({ ...Message.properties, isUser: Type.Literal(false), risk: Risk });
export const ErrorBody = Type.Object({ error: Type.Object({ code: Type.String(), message: Type.String() }) });
export const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
/** History is read a page at a time: the latest messages first, older pages by `before`. */
export const HISTORY_PAGE = 200;
export const EXPORT_PAGE = 1_000;
export const HistoryQuery = Type.Object(
  {
    // Query strings are not coerced: a number from 1 to 500, as text.
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|[1-4][0-9]{2}|500)$' })),
    before: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export const ResumeQuery = Type.Object(
  {
    /** The last event number the page has (0 or absent: from the start). */
    after: Type.Optional(Type.String({ pattern: '^(?:0|[1-9][0-9]{0,8})$' })),
    /** The user message whose reply to follow (default: the one in flight). */
    message: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export const SendBody = Type.Object(
  {
    // The 4,000-character limit applies after trimming, in cleanMessage; this only bounds the parse.
    message: Type.String({ maxLength: 20_000 }),
    sessionId: Type.String({ minLength: 1, maxLength: 200 }),
    mode: Type.Enum(['supportive', 'problem-solving']),
    tone: Type.Enum(['casual', 'gen-z']),
  },
  { additionalProperties: false },
);
export type SendBodyT = {
  message: string;
  sessionId: string;
  mode: 'supportive' | 'problem-solving';
  tone: 'casual' | 'gen-z';
};
export const RegenerateBody = Type.Object(
  {
    mode: Type.Optional(Type.Enum(['supportive', 'problem-solving'])),
    tone: Type.Optional(Type.Enum(['casual', 'gen-z'])),
  },
  { additionalProperties: false },
);

export const TIMEOUT_MESSAGE =
  'The reply is taking longer than usual. It will appear in your conversation as soon as it is ready.';
export const CLEARED_MESSAGE = 'The conversation was cleared before the reply was ready.';
export const FAILED_MESSAGE = "We couldn't write a reply just now. Please try sending your message again.";
