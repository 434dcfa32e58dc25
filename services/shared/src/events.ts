import type { SafetyCategory } from './safety/crisisResources.ts';
import { randomUUID } from 'node:crypto';

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

export type Risk = 'none' | 'elevated' | 'crisis';
export type AttachmentType = 'secure' | 'anxious' | 'avoidant' | 'disorganized';
export type PurgeTarget = 'chat' | 'quiz' | 'contact';

/** Event payloads by type. Events carry ids, lengths, levels and times: never message text. */
export interface EventPayloads {
  'session.created': { sessionId: string; saveHistory: boolean };
  'session.updated': { sessionId: string; saveHistory: boolean };
  'session.closed': { sessionId: string };
  'chat.message.created': {
    messageId: string;
    sessionId: string;
    role: 'user' | 'assistant';
    length: number;
    risk: Risk;
    /** The kind of danger, when the risk is not none (counted for the yearly crisis-referral report). */
    category?: SafetyCategory;
  };
  'chat.history.cleared': { sessionId: string; deleted: number };
  'quiz.completed': {
    sessionId: string;
    quizType: 'attachment';
    primaryType: AttachmentType;
    scores: Record<AttachmentType, number>;
  };
  'contact.received': { id: string };
  /** Delete the target's rows for these sessions, or everything created before `before`. */
  'retention.purge': {
    commandId: string;
    target: PurgeTarget;
    reason: string;
    sessionIds?: string[];
    before?: string;
  };
  'retention.purged': { commandId: string; target: PurgeTarget; deleted: number };
}

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

const EVENT_TYPES = new Set<string>([
  'session.created',
  'session.updated',
  'session.closed',
  'chat.message.created',
  'chat.history.cleared',
  'quiz.completed',
  'contact.received',
  'retention.purge',
  'retention.purged',
]);

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
  if (typeof e.type !== 'string' || !EVENT_TYPES.has(e.type))
    return { ok: false, reason: `unknown type ${String(e.type)}` };
  if (e.version !== 1) return { ok: false, reason: `unsupported version ${String(e.version)}` };
  if (typeof e.at !== 'string' || Number.isNaN(Date.parse(e.at))) return { ok: false, reason: 'bad time' };
  if (typeof e.payload !== 'object' || e.payload === null) return { ok: false, reason: 'missing payload' };
  return { ok: true, event: parsed as AnyEvent };
}

export function encodeEvent(event: EventEnvelope): string {
  return JSON.stringify(event);
}
