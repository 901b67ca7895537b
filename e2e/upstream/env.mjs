// The settings of the upstream journeys, shared by their build (scripts/build-upstream.mjs), Playwright's
// servers (playwright.config.ts) and the specs. The site runs in production mode against a stand-in for the
// real service (service.mjs): the embedded backend with a store of its own, behind a proxy a test can stop.

export const BACKEND_PORT = 3124;
export const SITE_PORT = 3125;
export const SERVICE_PORT = 3126;
export const CONTROL_PORT = 3127;

/** The stand-in service's store (emptied by scripts/test.sh before the build). */
export const SERVICE_DATA_DIR = '.e2e-service';
export const REVALIDATE_SECRET = 'e2e-revalidate-secret-0f3a9c7d5e';
/** The cache window of the upstream build, so "published after the build" shows up within a test. */
export const CACHE_SECONDS = 3;

/** Environment of the site in upstream mode, at build and at run time alike. */
export const siteEnv = {
  NEXT_DIST_DIR: '.next-upstream',
  MMS_API_URL: `http://127.0.0.1:${SERVICE_PORT}`,
  MMS_API_TIMEOUT_MS: '2000',
  DATA_CACHE_SECONDS: String(CACHE_SECONDS),
  REVALIDATE_SECRET,
  SITE_URL: 'http://localhost:3000',
  // Must stay empty: in upstream mode the site keeps no store of its own (a spec checks).
  DATA_DIR: '.e2e-upstream-site',
  TRUST_PROXY: '1',
};
