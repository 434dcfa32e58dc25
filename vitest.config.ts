import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo: unit tests (no I/O), integration tests (real Postgres, Redis, Kafka, SMTP)
// and frontend component tests (jsdom). Integration tests run one file at a time per worker pool of 1 so
// that the shared local services are not overloaded on a 2-core machine.
export default defineConfig({
  test: {
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
          fileParallelism: false,
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
