import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3123);
// Debian's Chromium, started with the flags that keep it off the (closed) network here.
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  // Two cores run the server, the browser and the build's leftovers at once: one retry in CI absorbs a
  // slow moment; a test that needed it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  fullyParallel: true,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: { baseURL: `http://localhost:${PORT}` },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The suite runs against the production build (scripts/test.sh builds it first).
    command: `node node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // A store of its own for each run (scripts/test.sh empties it first). TRUST_PROXY: every test plays a
    // different visitor by its own X-Forwarded-For (e2e/support/fixtures.ts), as behind our nginx front.
    // The geo header lets a test place a visitor in a country (the China block).
    env: { SITE_URL: 'http://localhost:3000', DATA_DIR: './.e2e-data', TRUST_PROXY: '1', TRUST_GEO_HEADER: 'x-test-country' },
  },
});
