import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CONTROL_PORT, SERVICE_DATA_DIR, SITE_PORT, siteEnv } from './e2e/upstream/env.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3123);
// The upstream journeys run when their build exists (scripts/test.sh makes it; a single spec run without it
// skips them). Their stand-in service's store must exist too.
const UPSTREAM = fs.existsSync(`${siteEnv.NEXT_DIST_DIR}/BUILD_ID`) && fs.existsSync(SERVICE_DATA_DIR);
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
      testIgnore: 'upstream/**',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
    // Production mode: the site built against a stand-in for the real service (scripts/build-upstream.mjs).
    ...(UPSTREAM
      ? [{
          name: 'upstream',
          testDir: './e2e/upstream',
          use: {
            ...devices['Desktop Chrome'],
            baseURL: `http://localhost:${SITE_PORT}`,
            launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
          },
        }]
      : []),
  ],
  webServer: [{
    // The suite runs against the production build (scripts/test.sh builds it first).
    command: 'node scripts/front.mjs',
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // A store of its own for each run (scripts/test.sh empties it first). TRUST_PROXY: every test plays a
    // different visitor by its own X-Forwarded-For (e2e/support/fixtures.ts), as behind our nginx front.
    // The geo header lets a test place a visitor in a country (the China block).
    env: { PORT: String(PORT), SITE_URL: 'http://localhost:3000', DATA_DIR: './.e2e-data', TRUST_PROXY: '1', TRUST_GEO_HEADER: 'x-test-country' },
  },
  ...(UPSTREAM
    ? [
        {
          // The stand-in service: the embedded backend of the main build with its own store, behind a proxy.
          command: 'node e2e/upstream/service.mjs',
          url: `http://127.0.0.1:${CONTROL_PORT}/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: 'node scripts/front.mjs',
          url: `http://localhost:${SITE_PORT}/robots.txt`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          env: { ...siteEnv, PORT: String(SITE_PORT) },
        },
      ]
    : [])],
});
