import { defineConfig } from 'vitest/config';

// The bench's own unit tests (statistics, build analysis, report). No I/O, no timing assertions.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
