#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to see. Each stage's duration and the
# slowest test files are printed at the end (scripts/test-times.ts), so the next person sees what
# to cut.
set -euo pipefail
cd "$(dirname "$0")/.."

TIMES=.test-times
mkdir -p "$TIMES"
: >"$TIMES/stages.tsv"
SUITE_START=$(date +%s)

# Runs one stage, timing it: stage "name" command...
stage() {
  local name=$1
  shift
  echo "== $name"
  local start=$(date +%s)
  "$@"
  printf '%s\t%s\n' "$name" "$(($(date +%s) - start))" >>"$TIMES/stages.tsv"
}

report() {
  local code=$?
  printf '%s\t%s\n' "whole suite" "$(($(date +%s) - SUITE_START))" >>"$TIMES/stages.tsv"
  npx tsx scripts/test-times.ts "$TIMES" || true
  exit "$code"
}
trap report EXIT

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "== Debian's chromium is missing: installing it (apt-get)"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium </dev/null
fi

stage "typecheck" npx tsc -p tsconfig.json
stage "format (prettier --check)" npx prettier --check . --log-level warn
stage "lint" npx eslint . --max-warnings 0
stage "import circles (type-only and lazy imports included)" npx tsx scripts/check-circles.ts
stage "unit, component, property and scenario tests (vitest)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$TIMES/vitest.json"
stage "production build" npx vite build --logLevel warn
stage "end-to-end (Playwright, Debian's Chromium)" npx playwright test
