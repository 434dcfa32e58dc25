import { CommonEnv, DatabaseEnv, KafkaEnv, loadConfig, SessionSecretEnv } from '@sage/shared';
import { type Static, Type } from 'typebox';

export const ConfigSchema = Type.Object({
  ...CommonEnv,
  ...DatabaseEnv,
  ...KafkaEnv,
  ...SessionSecretEnv,
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8091 }),
  DB_SCHEMA: Type.String({ default: 'session', pattern: '^[a-z_][a-z0-9_]*$' }),
});

export type Config = Static<typeof ConfigSchema>;

export const loadSessionConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig(ConfigSchema, env);
