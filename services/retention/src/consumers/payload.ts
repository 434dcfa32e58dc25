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
