import type { Config } from './config.ts';

export interface Upstream {
  name: 'session' | 'chat' | 'quiz' | 'contact';
  prefix: string;
  url: string;
}

/** Prefix → upstream table. Paths are forwarded unchanged; each service serves its own /api/<name> prefix. */
export function upstreams(config: Config): Upstream[] {
  return [
    { name: 'session', prefix: '/api/session', url: config.SESSION_URL },
    { name: 'chat', prefix: '/api/chat', url: config.CHAT_URL },
    { name: 'quiz', prefix: '/api/quiz', url: config.QUIZ_URL },
    { name: 'contact', prefix: '/api/contact', url: config.CONTACT_URL },
  ];
}

const REGENERATE = /^\/api\/chat\/[^/]+\/regenerate$/;

export interface RateBudget {
  name: string;
  max: number;
  timeWindow: number;
  matches: (method: string, path: string) => boolean;
}

/** Separate budgets for the expensive or abusable actions, per client address. */
export function rateBudgets(config: Config): RateBudget[] {
  return [
    {
      name: 'sessions',
      max: config.RATE_LIMIT_SESSIONS_PER_MINUTE,
      timeWindow: 60_000,
      matches: (m, p) => m === 'POST' && p === '/api/session',
    },
    {
      name: 'chat',
      max: config.RATE_LIMIT_CHAT_PER_MINUTE,
      timeWindow: 60_000,
      // Every request that makes the model write: a message (plain or streamed) and a regenerated reply.
      matches: (m, p) =>
        m === 'POST' && (p === '/api/chat' || p === '/api/chat/stream' || REGENERATE.test(p)),
    },
    {
      name: 'contact',
      max: config.RATE_LIMIT_CONTACT_PER_HOUR,
      timeWindow: 3_600_000,
      matches: (m, p) => m === 'POST' && p === '/api/contact',
    },
  ];
}
