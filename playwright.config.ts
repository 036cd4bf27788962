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

/**
 * Journeys that leave the shared server in a state the others must not meet, so they run last: the agents'
 * moves the server clock past midnight (settlements after a day); the self-exclusion journey leaves pending
 * withdrawals that any later deposit of at most their amount would be matched with, person to person.
 */
const runsLast = /(agents|responsible-exclusion)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Journeys register and sign in through the UI on a 2-core machine running a journey per core: room for
  // that, and in CI one more try, so only a journey that fails twice fails the run.
  timeout: 180_000,
  expect: { timeout: 15_000 },
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
    { name: 'chromium', use: chromium, testIgnore: runsLast },
    { name: 'last', use: chromium, testMatch: runsLast, dependencies: ['chromium'] },
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
