import { type Consumer, Kafka, logLevel, type Producer } from 'kafkajs';
import type { Logger } from './logger.ts';

export function createKafka(
  clientId: string,
  brokers: string,
  logger?: Logger,
  timeouts: { connectionTimeout?: number; requestTimeout?: number } = {},
): Kafka {
  return new Kafka({
    clientId,
    brokers: brokers.split(',').map((b) => b.trim()),
    connectionTimeout: timeouts.connectionTimeout ?? 3_000,
    requestTimeout: timeouts.requestTimeout ?? 10_000,
    retry: { retries: 3, initialRetryTime: 200, maxRetryTime: 5_000 },
    logLevel: logLevel.WARN,
    logCreator: () => (entry) => {
      if (!logger) return;
      const { message, ...extra } = entry.log;
      logger[entry.level <= logLevel.ERROR ? 'error' : 'warn']({ kafka: extra }, `kafka: ${message}`);
    },
  });
}

/**
 * At-least-once producer. Not idempotent on purpose: the local mock cluster rejects idempotent producers
 * (docs/ARCHITECTURE.md, "Kafka on this machine"); ordering per key is kept by one request in flight instead, and consumers dedupe.
 */
export function createProducer(kafka: Kafka): Producer {
  return kafka.producer({
    idempotent: false,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: true,
    retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 2_000 },
  });
}

export function createConsumer(kafka: Kafka, groupId: string): Consumer {
  return kafka.consumer({
    groupId,
    allowAutoTopicCreation: true,
    sessionTimeout: 30_000,
    heartbeatInterval: 3_000,
    // The local mock cluster holds a fetch for the whole wait even when data arrives, so a short wait keeps
    // event latency low; on real Kafka it only bounds how long an idle fetch is held.
    maxWaitTimeInMs: 250,
    retry: { retries: 10, initialRetryTime: 300, maxRetryTime: 10_000 },
  });
}
