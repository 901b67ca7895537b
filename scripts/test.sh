#!/usr/bin/env bash
# Every test: type check, unit and component tests, a production build, then the Playwright journeys in
# Debian's Chromium against `next start`. Run it as `npm test` after `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== type check"
npx tsc --noEmit

echo "== unit and component tests"
npx vitest run

echo "== production build"
npx next build

echo "== journeys (Playwright + Chromium)"
rm -rf .e2e-data
npx playwright test
