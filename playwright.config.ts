import { defineConfig, devices } from '@playwright/test';
import { e2eBaseUrl, e2eDataDir, e2ePort } from './tests/e2e/env';

/**
 * End-to-end journeys in Debian's Chromium against the reference server, started on a fresh
 * empty data directory in dev mode (the outbox and captcha answers are readable there).
 */
/** Debian's Chromium at a desktop size, with the launch flags that work on this kind of machine. */
const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  },
};

/** Journeys that move the server clock past midnight (settlements after a day). */
const movesTheClockByDays = /agents\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Journeys register and sign in through the UI on a 2-core machine shared with the build: room for
  // that, and in CI one more try, so only a journey that fails twice fails the run.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: movesTheClockByDays },
    // Runs last: it moves the shared server's clock a day ahead, which would shift "today" for every journey after it.
    { name: 'next-day', use: chromium, testMatch: movesTheClockByDays, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `rm -rf "${e2eDataDir}" && exec npx tsx server/main.ts`,
    url: `${e2eBaseUrl}/wps/system/publicKey`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: e2eBaseUrl,
      GAMEDECK_ENV: 'development',
    },
  },
});
