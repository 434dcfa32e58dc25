import pg from 'pg';
import type { Logger } from './logger.ts';

export interface ListenOptions {
  connectionString: string;
  channel: string;
  logger: Logger;
  /** Called for every notification on the channel. */
  onNotify: (payload: string | undefined) => void;
  /**
   * Called each time LISTEN is in place, the first time and after every reconnection. Notifications sent
   * while the connection was down are lost for good, so this is where a caller catches up.
   */
  onListening?: () => void;
  /** Pause before the first reconnection attempt; it doubles with each failure, up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
}

export interface Listener {
  /** True while LISTEN is in place on a live connection. */
  listening(): boolean;
  stop(): Promise<void>;
}

/**
 * Postgres LISTEN on a dedicated connection (a pooled one would be handed to other queries and lose it).
 * When the connection breaks (Postgres restarted, the backend terminated, the network gone), it is dropped
 * and opened again after a growing pause, without end: the caller never has to restart it. TCP keepalive
 * notices a peer that vanished silently; until then, callers must not depend on notifications alone.
 */
export function listenForNotifications(opts: ListenOptions): Listener {
  const { connectionString, channel, logger, minBackoffMs = 500, maxBackoffMs = 30_000 } = opts;
  let stopped = false;
  let client: pg.Client | undefined;
  let isListening = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    const c = new pg.Client({
      connectionString,
      application_name: opts.applicationName ?? 'sage-listener',
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
    });
    client = c;
    let dropped = false;
    const drop = (err: Error) => {
      if (dropped) return;
      dropped = true;
      isListening = false;
      if (client === c) client = undefined;
      c.end().catch(() => undefined);
      if (stopped) return;
      const delay = Math.min(maxBackoffMs, minBackoffMs * 2 ** Math.min(failures, 10));
      failures++;
      logger.warn(
        { err: { message: err.message, code: (err as { code?: string }).code }, channel, retryInMs: delay },
        'postgres listener: connection lost, reconnecting',
      );
      timer = setTimeout(connect, delay);
    };
    c.on('error', drop);
    c.on('end', () => drop(new Error('connection ended')));
    c.on('notification', (msg) => {
      if (msg.channel === channel && !dropped) opts.onNotify(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      drop(err as Error);
      return;
    }
    if (dropped || stopped) return;
    isListening = true;
    if (failures > 0) logger.info({ channel }, 'postgres listener: listening again');
    failures = 0;
    opts.onListening?.();
  }

  void connect();

  return {
    listening: () => isListening,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      isListening = false;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
