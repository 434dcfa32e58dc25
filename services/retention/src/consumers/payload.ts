import type { AnyEvent } from '@sage/shared';

/** The event types retention reads; anything else on its topics is ignored. */
export const LEDGER_EVENT_TYPES = new Set<AnyEvent['type']>([
  'session.created',
  'session.updated',
  'session.closed',
  'chat.message.created',
  'chat.history.cleared',
  'quiz.completed',
  'contact.received',
  'retention.purged',
]);

const ROLES = new Set(['user', 'assistant']);
const RISKS = new Set(['none', 'elevated', 'crisis']);
const TYPES = new Set(['secure', 'anxious', 'avoidant', 'disorganized']);
const TARGETS = new Set(['chat', 'quiz', 'contact']);

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * What is wrong with an event's payload, or null when retention can use it. The kit checks the envelope;
 * this checks the fields retention reads, so a bad payload is skipped instead of failing over and over.
 */
export function payloadProblem(event: AnyEvent): string | null {
  const p = event.payload as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'session.created':
    case 'session.updated':
      if (!isId(p.sessionId)) return 'sessionId is missing or invalid';
      if (typeof p.saveHistory !== 'boolean') return 'saveHistory must be a boolean';
      return null;
    case 'session.closed':
    case 'chat.history.cleared':
      return isId(p.sessionId) ? null : 'sessionId is missing or invalid';
    case 'chat.message.created':
      if (!isId(p.sessionId)) return 'sessionId is missing or invalid';
      if (!ROLES.has(p.role as string)) return 'role must be user or assistant';
      if (!RISKS.has(p.risk as string)) return 'risk must be none, elevated or crisis';
      return null;
    case 'quiz.completed':
      if (!isId(p.sessionId)) return 'sessionId is missing or invalid';
      if (!TYPES.has(p.primaryType as string)) return 'primaryType is unknown';
      return null;
    case 'contact.received':
      return isId(p.id) ? null : 'id is missing or invalid';
    case 'retention.purged':
      if (!isId(p.commandId)) return 'commandId is missing or invalid';
      if (!TARGETS.has(p.target as string)) return 'target must be chat, quiz or contact';
      if (!isCount(p.deleted)) return 'deleted must be a non-negative integer';
      return null;
    default:
      return null;
  }
}
