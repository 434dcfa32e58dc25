import { createLogger, createRedis, onShutdown } from '@sage/shared';
import { buildGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = createRedis(config.REDIS_URL, 'producer');
redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
const app = await buildGateway({ config, logger, redis });

onShutdown(logger, async () => {
  await app.close();
  redis.disconnect();
});

await app.listen({ port: config.PORT, host: config.HOST });
