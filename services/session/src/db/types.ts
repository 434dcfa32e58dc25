import type { KitTables } from '@sage/shared';
import type { Generated } from 'kysely';

export interface SessionsTable {
  id: string;
  save_history: boolean;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  closed_at: Date | null;
}

export interface DB extends KitTables {
  sessions: SessionsTable;
}
