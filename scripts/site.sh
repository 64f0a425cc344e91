#!/usr/bin/env bash
# Installs the locked dependencies, builds the production site and serves it on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1
npm ci --no-audit --no-fund
npx docusaurus build
exec node scripts/serve.mjs --host 127.0.0.1 --port "${PORT:-3000}"
