import { Counter, Histogram, type Registry } from '@sage/shared';

export interface ChatMetrics {
  /** Messages accepted, by risk level. */
  messages: Counter<'risk' | 'category'>;
  /** How each wait for a reply ended, by route. */
  outcomes: Counter<'route' | 'outcome'>;
  /** Seconds from accepting a message to its reply (done only), by route. */
  replySeconds: Histogram<'route'>;
}

export function createChatMetrics(registry: Registry): ChatMetrics {
  return {
    messages: new Counter({
      name: 'chat_messages_total',
      help: 'Messages accepted, by assessed risk and kind of danger',
      labelNames: ['risk', 'category'],
      registers: [registry],
    }),
    outcomes: new Counter({
      name: 'chat_reply_outcomes_total',
      help: 'How waits for a reply ended (done, timeout, gone, failed, closed), by route',
      labelNames: ['route', 'outcome'],
      registers: [registry],
    }),
    replySeconds: new Histogram({
      name: 'chat_reply_seconds',
      help: 'Time from accepting a message to its stored reply',
      labelNames: ['route'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
      registers: [registry],
    }),
  };
}
