import { Counter, type PurgeTarget, type Registry } from '@sage/shared';
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
  return {
    onEvent: (type: string, outcome: EventOutcome) => events.inc({ type, outcome }),
    onCommand: (target: PurgeTarget, reason: string) => commands.inc({ target, reason }),
  };
}
