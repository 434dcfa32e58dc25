import type { KitTables } from '@sage/shared';
import type { ColumnType } from 'kysely';

/** Per session: its history setting and activity, never any content. */
export interface SessionsLedgerTable {
  session_id: string;
  save_history: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date | null;
  last_activity_at: Date;
  closed_at: Date | null;
  message_count: ColumnType<number, number | undefined, number>;
  purged_at: Date | null;
}

export interface ContactLedgerTable {
  id: string;
  received_at: Date;
  purged_at: Date | null;
}

/** The audit trail: every purge command issued, and the owning service's receipt (counts only). */
export interface PurgesTable {
  command_id: string;
  target: PurgeLedgerTarget;
  reason: string;
  session_count: number | null;
  before: Date | null;
  issued_at: Date;
  completed_at: Date | null;
  deleted: number | null;
}

/** `analytics` purges are retention's own `daily_stats`; the others are commands to owning services. */
export type PurgeLedgerTarget = 'chat' | 'quiz' | 'contact' | 'session' | 'analytics';

/** Anonymized daily counts: a day, a metric name and a number. No ids, no text. */
export interface DailyStatsTable {
  /** Written as `YYYY-MM-DD`; read it back with `day::text` (the pg driver turns dates into local times). */
  day: ColumnType<Date, string, string>;
  metric: string;
  value: number;
}

export interface DB extends KitTables {
  sessions_ledger: SessionsLedgerTable;
  contact_ledger: ContactLedgerTable;
  purges: PurgesTable;
  daily_stats: DailyStatsTable;
}
