import { CommonEnv, DatabaseEnv, KafkaEnv, loadConfig, SessionSecretEnv } from '@sage/shared';
import { type Static, Type } from 'typebox';

export const ConfigSchema = Type.Object({
  ...CommonEnv,
  ...DatabaseEnv,
  ...KafkaEnv,
  ...SessionSecretEnv,
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8093 }),
  DB_SCHEMA: Type.String({ default: 'quiz', pattern: '^[a-z_][a-z0-9_]*$' }),
  /** Run the retention purge consumer in the API process. */
  QUIZ_CONSUMERS_ENABLED: Type.Boolean({ default: true }),
});

export type Config = Static<typeof ConfigSchema>;

export const loadQuizConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig(ConfigSchema, env);
