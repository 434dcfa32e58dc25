import { fileURLToPath } from 'node:url';
import { createDb, createLogger, migrateToLatest } from '@sage/shared';
import { loadChatConfig } from '../config.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadChatConfig();
  const logger = createLogger('chat-migrate', config.LOG_LEVEL);
  const db = createDb({ connectionString: config.DATABASE_URL, schema: config.DB_SCHEMA, max: 1 });
  await migrateToLatest({ db, schema: config.DB_SCHEMA, folder: MIGRATIONS_FOLDER, logger });
  await db.destroy();
}
