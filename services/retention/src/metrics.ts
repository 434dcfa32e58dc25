import { type AnyEvent, Counter, type PurgeTarget, type Registry } from '@sage/shared';
import type { EventOutcome } from './consumers/ledger.ts';

/** Counters of what the ledger consumer and the sweeps did (the consumer lag gauge is in consumers/). */
export function createRetentionMetrics(registry: Registry) {
  const events = new Counter({
    name: 'retention_events_total',
    help: 'Events read by the retention consumer, by type and outcome',
    labelNames: ['type', 'outcome'],
    registers: [registry],
  });
  const commands = new Counter({
    name: 'retention_purge_commands_total',
    help: 'Purge commands issued, by target and reason',
    labelNames: ['target', 'reason'],
    registers: [registry],
  });
  const referrals = new Counter({
    name: 'retention_crisis_referrals_total',
    help: 'Crisis replies with resources sent, by kind of danger (no ids, no text)',
    labelNames: ['category'],
    registers: [registry],
  });
  return {
    onEvent: (event: AnyEvent, outcome: EventOutcome) => {
      events.inc({ type: event.type, outcome });
      if (
        outcome === 'applied' &&
        event.type === 'chat.message.created' &&
        event.payload.role === 'assistant' &&
        event.payload.risk === 'crisis'
      ) {
        referrals.inc({ category: event.payload.category ?? 'suicide' });
      }
    },
    onCommand: (target: PurgeTarget, reason: string) => commands.inc({ target, reason }),
  };
}
