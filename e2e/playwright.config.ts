import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** Where the JSON report goes; `make test` adds up every `.data/test-results/playwright*.json`. */
const jsonReport = process.env.E2E_JSON_REPORT ?? path.join(root, '.data/test-results/playwright.json');

// Chromium from Debian, never a downloaded browser. The flags keep it quiet and offline as root.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Failure screenshots and traces; each run (with the model, offline) keeps its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // Two cores here: two browsers at a time, each test in its own context (its own visitor cookie).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    launchOptions,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    // A trace of the retry only: recording every test would slow the whole run down.
    trace: 'on-first-retry',
    // Short transitions would only slow the tests down; reduced motion also stops the typing placeholder.
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'phone',
      // What a phone changes: every screen's layout, heading, axe, Tab order and crisis dialog, the header
      // menu, the chat and its crisis card, the helplines and the notices. Journeys whose steps are the same
      // at any width (quiz, library, contact, mood, safety plan, dark-mode contrast...) run on desktop only:
      // twice over they took half of the suite's time.
      testMatch: /\/(?:screens|layout|chat|chat-offline|helplines|safety|notices)\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
});
