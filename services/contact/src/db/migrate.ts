import { fileURLToPath } from 'node:url';
import { runMigrationCommand } from '@sage/shared';
import { loadContactConfig } from '../config.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) {
  await runMigrationCommand('contact', loadContactConfig(), MIGRATIONS_FOLDER);
}
