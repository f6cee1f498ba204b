import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser on our machines.
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  // The slow project holds the tests at #13's scale (millions of URLs); `playwright test` runs both.
  // It is queued first: its two files take 9 and 13 minutes, each on one worker, and begun last they
  // left a worker idle at the end (CI on a slow host: 35.5 min for 64.4 min of tests on 2 workers).
  projects: [
    { name: 'slow', testDir: 'test/e2e-slow', timeout: 20 * 60_000 },
    // Two workers share two cores with the test host and Chromium: whole-workflow tests that take
    // 15-25 s alone have run past Playwright's 30 s default beside another, so they get 60 s.
    { name: 'e2e', testDir: 'test/e2e', timeout: 60_000 },
  ],
  // The specs' own config: the root one refers to the web config, whose papaparse stand-in (types
  // only) would otherwise be what the engine code the test host runs imports.
  tsconfig: './tsconfig.e2e.json',
  // Playwright's 5 s for a web-first assertion is short on two shared cores: a Save As of 12,000
  // site-check results (three 2.6 MB messages over the test host's HTTP) took 2.8 s alone and over 5 s
  // beside the slow project in CI. A longer wait changes nothing for a test that passes.
  expect: { timeout: 15_000 },
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      // Without these, Chromium keeps trying hosts this machine cannot reach.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
