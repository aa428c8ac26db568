#!/usr/bin/env bash
# Browser tests: builds the web client, then runs packages/client/test/e2e/** with vitest.
# Each test file starts a real server (by PID) and Debian's Chromium (/usr/bin/chromium,
# `apt-get install -y chromium`; override with CHROMIUM_PATH). Screenshots: artifacts/e2e/.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  echo "e2e: no Chromium at $chromium (Debian: apt-get install -y chromium)" >&2
  exit 1
fi

rm -rf artifacts/e2e
mkdir -p artifacts/e2e
timeout 300 pnpm --filter @starport/client build
timeout 2700 pnpm exec vitest run --config vitest.e2e.config.ts "$@"
