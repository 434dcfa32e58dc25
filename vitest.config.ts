import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo: unit tests (no I/O), integration tests (real Postgres, Redis, Kafka, SMTP)
// and frontend component tests (jsdom). Integration test files run side by side like the rest: each has its own
// schema, queue prefix and topics, and two at a time halved the stage on two cores (217 s to 117 s).
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on two cores is half the machine idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts', 'infra/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          globalSetup: ['./vitest.global-setup.ts'],
          include: ['services/*/test/**/*.int.test.ts', 'gateway/test/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
        test: {
          name: 'frontend',
          root: './frontend',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
