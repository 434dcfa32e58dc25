import { createLogger, createRedis, onShutdown } from '@sage/shared';
import { buildGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = createRedis(config.REDIS_URL, 'producer');
// One line when Redis goes away and one when it is back, not one per reconnection attempt.
let redisDown = false;
redis.on('error', (err) => {
  if (redisDown) return;
  redisDown = true;
  logger.warn({ err: err.message }, 'redis unavailable');
});
redis.on('ready', () => {
  if (!redisDown) return;
  redisDown = false;
  logger.info('redis available again');
});
const app = await buildGateway({ config, logger, redis });

onShutdown(logger, async () => {
  await app.close();
  redis.disconnect();
});

await app.listen({ port: config.PORT, host: config.HOST });
