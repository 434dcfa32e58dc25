import { type AnyEvent, decodeEvent } from '../events.ts';
import { createConsumer, createKafka } from '../kafka.ts';
import { testEnv, uniqueName } from './env.ts';

export interface TopicReader {
  events: (AnyEvent & { key: string | null; topic: string })[];
  /** Waits until `predicate` holds over the events seen so far. */
  waitFor(
    predicate: (events: TopicReader['events']) => boolean,
    timeoutMs?: number,
  ): Promise<TopicReader['events']>;
  close(): Promise<void>;
}

/** Reads topics from the beginning with its own consumer group, collecting decoded events for assertions. */
export async function readTopics(brokers: string, topics: string[]): Promise<TopicReader> {
  const kafka = createKafka(uniqueName('test-reader'), brokers, undefined, testEnv.kafkaOptions);
  const consumer = createConsumer(kafka, uniqueName('test-reader'));
  const events: TopicReader['events'] = [];
  await consumer.connect();
  for (const topic of topics) await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      const d = decodeEvent(message.value);
      if (d.ok) events.push({ ...d.event, key: message.key?.toString() ?? null, topic });
    },
  });
  return {
    events,
    async waitFor(predicate, timeoutMs = 15_000) {
      const start = Date.now();
      while (!predicate(events)) {
        if (Date.now() - start > timeoutMs)
          throw new Error(`Timed out waiting for events; saw ${JSON.stringify(events.map((e) => e.type))}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return events;
    },
    async close() {
      await consumer.disconnect();
    },
  };
}
