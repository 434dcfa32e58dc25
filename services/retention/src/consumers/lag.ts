import { Gauge, type Logger, type Registry } from '@sage/shared';
import type { Admin, Kafka } from 'kafkajs';

export interface PartitionLag {
  topic: string;
  partition: number;
  lag: number;
}

/**
 * Lag per partition: the newest offset minus the group's committed offset. A partition the group never
 * committed on counts from the oldest offset still kept.
 */
export function computeLag(
  topic: string,
  latest: { partition: number; high: string; low: string }[],
  committed: { partition: number; offset: string }[],
): PartitionLag[] {
  const byPartition = new Map(committed.map((c) => [c.partition, Number(c.offset)]));
  return latest.map(({ partition, high, low }) => {
    const c = byPartition.get(partition);
    const from = c === undefined || c < 0 ? Number(low) : c;
    return { topic, partition, lag: Math.max(0, Number(high) - from) };
  });
}

export interface LagMetricOptions {
  kafka: Kafka;
  groupId: string;
  topics: string[];
  registry: Registry;
  logger: Logger;
  timeoutMs?: number;
}

/**
 * `retention_consumer_lag{topic,partition}`, measured on each scrape with the admin client. When Kafka
 * does not answer in time the last values stay and the scrape is not held up.
 */
export function registerConsumerLag(opts: LagMetricOptions): { close(): Promise<void> } {
  const { kafka, groupId, topics, registry, logger, timeoutMs = 2_000 } = opts;
  let admin: Admin | undefined;
  let connecting: Promise<void> | undefined;

  async function measure(): Promise<PartitionLag[]> {
    if (!admin) {
      admin = kafka.admin();
      connecting = admin.connect();
    }
    try {
      await connecting;
    } catch (err) {
      admin = undefined;
      throw err;
    }
    const out: PartitionLag[] = [];
    for (const topic of topics) {
      // One topic at a time, so a topic that does not exist yet does not hide the others.
      try {
        const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
        const latest = await admin.fetchTopicOffsets(topic);
        out.push(...computeLag(topic, latest, committed?.partitions ?? []));
      } catch (err) {
        logger.debug({ err, topic }, 'consumer lag: topic offsets unavailable');
      }
    }
    return out;
  }

  new Gauge({
    name: 'retention_consumer_lag',
    help: 'Events not yet processed by the retention consumer group, per topic and partition',
    labelNames: ['topic', 'partition'],
    registers: [registry],
    async collect() {
      let timer: NodeJS.Timeout | undefined;
      try {
        const lags = await Promise.race([
          measure(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        for (const l of lags) this.set({ topic: l.topic, partition: String(l.partition) }, l.lag);
      } catch (err) {
        logger.warn({ err }, 'consumer lag: could not read offsets');
      } finally {
        clearTimeout(timer);
      }
    },
  });

  return {
    async close() {
      const a = admin;
      admin = undefined;
      if (a) await a.disconnect().catch(() => undefined);
    },
  };
}
