#!/usr/bin/env bash
# `npm test`: every check, in order of cost, stopping at the first failure with a clear message.
# Lint → types (tsc, then astro check for the .astro files) → unit and API tests (vitest) →
# end-to-end tests (Playwright against the real production build served by a fresh seeded server,
# see playwright.config.ts).
set -euo pipefail

cd "$(dirname "$0")/.."
# Node 24 from node_modules/.bin first: the system Node may be too old for Astro and vitest.
export PATH="$PWD/node_modules/.bin:$PATH"
export ASTRO_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
fail() { printf '\n\033[31mnpm test failed: %s\033[0m\n' "$*" >&2; exit 1; }

step "biome check (lint and format, zero warnings)"
biome check --error-on-warnings . || fail "biome found problems (run: npx biome check --write .)"

step "tsc --noEmit"
tsc --noEmit || fail "type errors"

step "astro check (the .astro files, which tsc does not read: zero errors, warnings and hints)"
node scripts/astro-check.ts --minimumFailingSeverity hint || fail "astro check found problems (see above)"

step "vitest run"
vitest run || fail "unit or API tests failed"

step "chromium"
CHROMIUM_PATH="$(bash scripts/find-chromium.sh)" || fail "no Chromium for the end-to-end tests (see above)"
export CHROMIUM_PATH
echo "using $CHROMIUM_PATH"

step "playwright (builds the site against a fresh seeded server, then runs tests/e2e)"
playwright test || fail "end-to-end tests failed"

printf '\n\033[32mnpm test: all checks passed\033[0m\n'
