export * from './browser.ts';
export * from './env.ts';
export * from './kafkaMock.ts';
export * from './metrics.ts';
export * from './purge.ts';
export * from './topicReader.ts';
