import { randomUUID } from 'node:crypto';
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { SAFETY_CATEGORIES } from './safety/crisisResources.ts';

/** Kafka topics. Released names are never renamed; a breaking payload change gets a new `.vN` topic. */
export const TOPICS = {
  sessionEvents: 'session.events.v1',
  chatMessages: 'chat.messages.v1',
  quizResults: 'quiz.results.v1',
  contactEvents: 'contact.events.v1',
  retentionCommands: 'retention.commands.v1',
  retentionDone: 'retention.done.v1',
} as const;

export type TopicKey = keyof typeof TOPICS;

/** Full topic name with the deployment's prefix (empty in production; unique per test). */
export function topicName(key: TopicKey, prefix = ''): string {
  return `${prefix}${TOPICS[key]}`;
}

/** Every enum that crosses a service boundary, exported once. */
export const RISKS = ['none', 'elevated', 'crisis'] as const;
export const ATTACHMENT_TYPES = ['secure', 'anxious', 'avoidant', 'disorganized'] as const;
export const PURGE_TARGETS = ['chat', 'quiz', 'contact', 'session'] as const;

export type Risk = (typeof RISKS)[number];
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export type PurgeTarget = (typeof PURGE_TARGETS)[number];

const Id = Type.String({ minLength: 1, maxLength: 200 });
const Count = Type.Integer({ minimum: 0 });
const Time = Type.String({ minLength: 1, maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T' });
const Scores = Type.Object({
  secure: Type.Number(),
  anxious: Type.Number(),
  avoidant: Type.Number(),
  disorganized: Type.Number(),
});

/**
 * Event payloads by type, as schemas: `decodeEvent` checks every payload against its schema, so a
 * consumer only ever sees well-formed events. Events carry ids, lengths, levels and times: never text.
 */
export const EVENT_PAYLOADS = {
  'session.created': Type.Object({ sessionId: Id, saveHistory: Type.Boolean() }),
  'session.updated': Type.Object({ sessionId: Id, saveHistory: Type.Boolean() }),
  'session.closed': Type.Object({ sessionId: Id }),
  'chat.message.created': Type.Object({
    messageId: Id,
    sessionId: Id,
    role: Type.Enum(['user', 'assistant']),
    length: Count,
    risk: Type.Enum([...RISKS]),
    /** The kind of danger, when the risk is not none (counted for the yearly crisis-referral report). */
    category: Type.Optional(Type.Enum([...SAFETY_CATEGORIES])),
  }),
  'chat.history.cleared': Type.Object({ sessionId: Id, deleted: Count }),
  'quiz.completed': Type.Object({
    sessionId: Id,
    quizType: Type.Literal('attachment'),
    primaryType: Type.Enum([...ATTACHMENT_TYPES]),
    scores: Scores,
  }),
  'contact.received': Type.Object({ id: Id }),
  /** Delete the target's rows for these sessions, or everything created before `before`. */
  'retention.purge': Type.Object({
    commandId: Id,
    target: Type.Enum([...PURGE_TARGETS]),
    reason: Type.String({ maxLength: 200 }),
    sessionIds: Type.Optional(Type.Array(Id, { maxItems: 10_000 })),
    before: Type.Optional(Time),
  }),
  'retention.purged': Type.Object({ commandId: Id, target: Type.Enum([...PURGE_TARGETS]), deleted: Count }),
} as const;

export type EventPayloads = { [T in keyof typeof EVENT_PAYLOADS]: Static<(typeof EVENT_PAYLOADS)[T]> };

export type EventType = keyof EventPayloads;

export interface EventEnvelope<T extends EventType = EventType> {
  /** Unique per event; consumers dedupe on it. */
  id: string;
  type: T;
  version: 1;
  /** ISO time the state change happened. */
  at: string;
  payload: EventPayloads[T];
}

export type AnyEvent = { [T in EventType]: EventEnvelope<T> }[EventType];

export function makeEvent<T extends EventType>(
  type: T,
  payload: EventPayloads[T],
  at = new Date(),
): EventEnvelope<T> {
  return { id: randomUUID(), type, version: 1, at: at.toISOString(), payload };
}

const PAYLOAD_CHECKS = Object.fromEntries(
  Object.entries(EVENT_PAYLOADS).map(([type, schema]) => [type, Compile(schema)]),
) as { [T in EventType]: ReturnType<typeof Compile> };

export type DecodeResult = { ok: true; event: AnyEvent } | { ok: false; reason: string };

/**
 * Decodes a Kafka message value. Never throws: a malformed event is reported so the consumer can log it
 * and move on instead of crash-looping on the same offset.
 */
export function decodeEvent(value: Buffer | string | null | undefined): DecodeResult {
  if (value === null || value === undefined) return { ok: false, reason: 'empty value' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.toString());
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, reason: 'not an object' };
  const e = parsed as Record<string, unknown>;
  if (typeof e.id !== 'string' || e.id.length === 0) return { ok: false, reason: 'missing id' };
  if (typeof e.type !== 'string' || !Object.hasOwn(PAYLOAD_CHECKS, e.type))
    return { ok: false, reason: `unknown type ${String(e.type)}` };
  if (e.version !== 1) return { ok: false, reason: `unsupported version ${String(e.version)}` };
  if (typeof e.at !== 'string' || Number.isNaN(Date.parse(e.at))) return { ok: false, reason: 'bad time' };
  if (typeof e.payload !== 'object' || e.payload === null) return { ok: false, reason: 'missing payload' };
  const check = PAYLOAD_CHECKS[e.type as EventType];
  if (!check.Check(e.payload)) {
    const first = check.Errors(e.payload)[0];
    return {
      ok: false,
      reason: `bad ${e.type} payload: ${first ? `${first.instancePath || '/'} ${first.message}` : 'invalid'}`,
    };
  }
  return { ok: true, event: parsed as AnyEvent };
}

export function encodeEvent(event: EventEnvelope): string {
  return JSON.stringify(event);
}
