#!/usr/bin/env bash
# Runs every test: installs what it needs, audits the dependencies, type-checks, lints,
# unit-tests, builds the production site, checks the build output and runs the end-to-end
# suite against it in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Seconds spent in each stage, printed at the end (also when a stage fails) so a slow run says
# where its time went.
STAGES=()
STAGE_NAME=""
STAGE_START=$SECONDS
stage() {
  finish_stage
  STAGE_NAME="$1"
  STAGE_START=$SECONDS
}
finish_stage() {
  if [ -n "$STAGE_NAME" ]; then
    STAGES+=("$(printf '%-13s %5d s' "$STAGE_NAME" $((SECONDS - STAGE_START)))")
    STAGE_NAME=""
  fi
}
summary() {
  local status=$?
  finish_stage
  echo
  echo "Time by stage:"
  printf '  %s\n' "${STAGES[@]}"
  printf '  %-13s %5d s\n' total "$SECONDS"
  if [ -f playwright-report/results.json ]; then
    node scripts/lib/e2e-retries.mjs playwright-report/results.json
  fi
  exit "$status"
}
trap summary EXIT

stage install

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the end-to-end tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  else
    echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium." >&2
    echo "Install it with: sudo apt-get install chromium" >&2
    exit 1
  fi
fi

export NO_UPDATE_NOTIFIER=1
npm ci --no-audit --no-fund
# A report left by an earlier run would be counted as this run's.
rm -f playwright-report/results.json
stage audit
# High or critical advisories fail unless allowed in audit-allowlist.json; a registry without
# the audit endpoint only prints a warning.
npm run audit
stage type-check
npx tsc
stage lint
npm run lint
stage unit
npx vitest run
stage build
npx docusaurus build
stage "output tests"
# Links, redirects and the security headers, checked on the files of the build.
npm run test:output
stage e2e
# The JSON report counts the tests that passed only on retry (printed by the summary).
PLAYWRIGHT_JSON_OUTPUT_NAME=playwright-report/results.json npx playwright test --reporter=list,json
