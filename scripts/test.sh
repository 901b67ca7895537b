#!/usr/bin/env bash
# Every test: type check, lint (Next's ESLint rules and the import boundaries), unit and component tests, a
# production build, then the Playwright journeys in Debian's Chromium against `next start`. Run it as
# `npm test` after `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== type check"
npx tsc --noEmit

echo "== lint"
npx eslint .

echo "== unit and component tests"
npx vitest run

echo "== production build"
# Built with a reCAPTCHA site key so the journeys exercise the bot check (Playwright serves a stand-in
# script); the server has no secret, so it accepts any token. `npm run serve` builds without a key.
NEXT_PUBLIC_RECAPTCHA_SITE_KEY=e2e-test-site-key npx next build

echo "== production-mode build against the stand-in service (e2e/upstream)"
# A second build, into .next-upstream, with MMS_API_URL pointing at a stand-in for the real service: the
# embedded backend of the build above with a store of its own (scripts/build-upstream.mjs).
rm -rf .e2e-service .e2e-upstream-site .next-upstream
node scripts/build-upstream.mjs

echo "== journeys (Playwright + Chromium): the embedded site, then production mode"
rm -rf .e2e-data
npx playwright test
