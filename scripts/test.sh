#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to see. The static checks, the
# production build and vitest run side by side (lint is one process and takes longest, so vitest
# fills the other core while it ends); then Playwright against the build, the one stage that needs
# Chromium. Each stage's duration and the slowest test files are printed at the end
# (scripts/test-times.ts), so the next person sees what to cut.
set -euo pipefail
cd "$(dirname "$0")/.."

TIMES=.test-times
mkdir -p "$TIMES"
rm -f "$TIMES/vitest.json" "$TIMES/playwright.json"
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

# The browser the end-to-end stage drives (scripts/chromium.ts --tests): CHROMIUM_PATH, else
# Debian's headless shell, else Debian's /usr/bin/chromium, else Playwright's own. Without
# CHROMIUM_PATH, where apt-get is, Debian's headless shell is installed when it is missing, while
# the stages before Playwright run: the same Chromium at about half the CPU for a page
# (docs/decisions/076). If that fails, any Chromium found serves; with none at all, every stage
# that needs no browser still runs, and the suite fails at the end, saying how to get one.
find_chromium() { npx tsx scripts/chromium.ts --tests 2>"$TIMES/chromium.txt"; }
install_headless_shell() {
  local sudo=""
  [ "$(id -u)" = "0" ] || sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium-headless-shell </dev/null
}
INSTALLING=""
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] &&
  command -v apt-get >/dev/null; then
  echo "== installing Debian's chromium-headless-shell (apt-get), beside the stages below"
  install_headless_shell >"$TIMES/chromium-install.log" 2>&1 &
  INSTALLING=$!
fi

started "lint" npx eslint . --max-warnings 0
started "typecheck" npx tsc -p tsconfig.json
started "format (prettier --check)" npx prettier --check . --log-level warn
started "import circles (type-only and lazy imports included)" npx tsx scripts/check-circles.ts
started "unused files, dependencies and exports (knip)" npm run --silent unused
started "production build" npx vite build --logLevel warn
started "unit, component, property and scenario tests (vitest)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$TIMES/vitest.json"
finished
if [ -n "$INSTALLING" ] && ! wait "$INSTALLING"; then
  echo "== installing chromium-headless-shell failed; any other Chromium found serves"
  cat "$TIMES/chromium-install.log"
fi
NO_CHROMIUM=""
if CHROMIUM=$(find_chromium); then
  export CHROMIUM_PATH=$CHROMIUM
else
  NO_CHROMIUM="The end-to-end stage (Playwright) needs Chromium and will not run. $(cat "$TIMES/chromium.txt")"
fi
if [ -n "$NO_CHROMIUM" ]; then
  printf '%s\t%s\n' "end-to-end (Playwright): not run, no Chromium" 0 >>"$TIMES/stages.tsv"
  echo "== $NO_CHROMIUM"
  exit 1
fi
stage "end-to-end (Playwright, in $CHROMIUM_PATH)" npx playwright test
