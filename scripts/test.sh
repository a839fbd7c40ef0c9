#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to see.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "== Debian's chromium is missing: installing it (apt-get)"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium </dev/null
fi

echo "== typecheck"
npx tsc -p tsconfig.json
echo "== format (prettier --check)"
npx prettier --check . --log-level warn
echo "== lint"
npx eslint . --max-warnings 0
echo "== import circles (type-only and lazy imports included)"
npx tsx scripts/check-circles.ts
echo "== unit, component, property and scenario tests"
npx vitest run
echo "== production build"
npx vite build --logLevel warn
echo "== end-to-end (Playwright, Debian's Chromium)"
npx playwright test
