import closeWithGrace from 'close-with-grace';
import type { Logger } from './logger.ts';

/**
 * Runs `close` once on SIGTERM/SIGINT (or an uncaught error), then exits. Close in reverse start order:
 * stop accepting work, finish what is in flight, then drop connections.
 */
export function onShutdown(logger: Logger, close: () => Promise<void>, delayMs = 15_000): void {
  closeWithGrace({ delay: delayMs }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await close();
    logger.info('stopped');
  });
}
