import type { BenchConfig } from './config.ts';
import { BenchClient } from './http.ts';
import { progress } from './log.ts';

/** Leaves the local database as it was: every benchmark conversation cleared, every session closed. */
export async function clearSessions(
  cfg: BenchConfig,
  sessions: { cookie: string; sessionId: string }[],
  suite: string,
) {
  progress(`${suite}: clearing the ${sessions.length} benchmark conversations`);
  const c = new BenchClient(cfg.nginxUrl, 8);
  try {
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = w; i < sessions.length; i += 8) {
          const s = sessions[i]!;
          const id = encodeURIComponent(s.sessionId);
          await c
            .request('DELETE', `/api/chat/${id}`, undefined, { cookie: s.cookie }, 10_000)
            .catch(() => undefined);
          await c
            .request('POST', `/api/session/${id}/close`, undefined, { cookie: s.cookie }, 10_000)
            .catch(() => undefined);
        }
      }),
    );
  } finally {
    c.close();
  }
}
