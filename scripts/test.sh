#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to see. The static checks and the
# production build run side by side (each is one process, and lint alone takes longest); then
# vitest, then Playwright against the build. Each stage's duration and the slowest test files are
# printed at the end (scripts/test-times.ts), so the next person sees what to cut.
set -euo pipefail
cd "$(dirname "$0")/.."

TIMES=.test-times
mkdir -p "$TIMES"
: >"$TIMES/stages.tsv"
SUITE_START=$(date +%s)

# Runs one stage in the foreground, timing it: stage "name" command...
stage() {
  local name=$1
  shift
  echo "== $name"
  local start code=0
  start=$(date +%s)
  "$@" || code=$?
  printf '%s\t%s%s\n' "$name" "$(($(date +%s) - start))" "$([ "$code" = 0 ] || echo ' (failed)')" \
    >>"$TIMES/stages.tsv"
  return "$code"
}

# Starts one stage in the background, its output kept for when it ends: started "name" command...
PIDS=()
NAMES=()
started() {
  local name=$1
  shift
  local log="$TIMES/stage-${#PIDS[@]}.log"
  (
    start=$(date +%s)
    "$@" >"$log" 2>&1
    printf '%s\t%s\n' "$name" "$(($(date +%s) - start))" >>"$TIMES/stages.tsv"
  ) &
  PIDS+=("$!")
  NAMES+=("$name")
}

# Waits for every background stage; prints each one's output under its name; fails if one did.
finished() {
  local failed=0
  for i in "${!PIDS[@]}"; do
    local code=0
    wait "${PIDS[$i]}" || code=$?
    echo "== ${NAMES[$i]}$([ "$code" = 0 ] || echo ": FAILED")"
    cat "$TIMES/stage-$i.log"
    [ "$code" = 0 ] || failed=1
  done
  PIDS=()
  NAMES=()
  return "$failed"
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

started "lint" npx eslint . --max-warnings 0
started "typecheck" npx tsc -p tsconfig.json
started "format (prettier --check)" npx prettier --check . --log-level warn
started "import circles (type-only and lazy imports included)" npx tsx scripts/check-circles.ts
started "production build" npx vite build --logLevel warn
finished
stage "unit, component, property and scenario tests (vitest)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$TIMES/vitest.json"
stage "end-to-end (Playwright, Debian's Chromium)" npx playwright test
