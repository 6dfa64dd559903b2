import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh embedded database, with the demo data, for every run of the browser tests.
const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // What a user waits for comes within a few seconds on a quiet machine; twice as slow a busy one must not fail a test (speed is the benchmarks' to judge).
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /.*\.phone\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /.*\.phone\.spec\.ts/ },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // The demo it seeds (five tournaments, two with competition formats) takes half a minute on a busy two-core machine.
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PITCHSIDE_DATA_DIR: dataDir,
      PITCHSIDE_DEMO: '1',
      VOTE_URL: 'https://forms.example/vote',
      SPONSOR_URL: 'https://physio.example/',
      AUTH_RATE_LIMIT: '1000',
      NODE_ENV: 'development',
    },
  },
});
