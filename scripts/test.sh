#!/usr/bin/env bash
# Runs every test: installs what it needs, audits the dependencies, type-checks, lints,
# unit-tests, builds the production site, checks the build output and runs the end-to-end
# suite against it in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

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
# High or critical advisories fail unless allowed in audit-allowlist.json; a registry without
# the audit endpoint only prints a warning.
npm run audit
npx tsc
npm run lint
npx vitest run
npx docusaurus build
# Links, redirects and the security headers, checked on the files of the build.
npm run test:output
npx playwright test
