#!/usr/bin/env bash
# `npm test`: every check, in order of cost, stopping at the first failure with a clear message.
# Lint → types (tsc and astro check for the .astro files, side by side) → unit and API tests (vitest) →
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

# Side by side: astro check (TypeScript 6's checker) keeps one core busy for over a minute, while
# tsc (TypeScript 7) needs about 30 s of CPU over both; one after the other they waited on each other.
# Astro's generated types first, once: tsc reads .astro/types.d.ts, so nothing rewrites it meanwhile.
step "tsc --noEmit, and astro check (the .astro files, which tsc does not read: zero errors, warnings and hints)"
astro sync >/dev/null || fail "astro sync could not generate Astro's types"
checks="$(mktemp -d)"
tsc --noEmit >"$checks/tsc" 2>&1 &
tsc_pid=$!
ASTRO_TYPES_SYNCED=1 node scripts/astro-check.ts --minimumFailingSeverity hint >"$checks/astro" 2>&1 &
astro_pid=$!
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
astro_status=0
wait "$astro_pid" || astro_status=$?
cat "$checks/tsc" "$checks/astro"
rm -rf "$checks"
((tsc_status == 0)) || fail "type errors"
((astro_status == 0)) || fail "astro check found problems (see above)"

step "vitest run"
vitest run || fail "unit or API tests failed"

step "chromium"
CHROMIUM_PATH="$(bash scripts/find-chromium.sh)" || fail "no Chromium for the end-to-end tests (see above)"
export CHROMIUM_PATH
echo "using $CHROMIUM_PATH"

step "playwright (builds the site against a fresh seeded server, then runs tests/e2e)"
playwright test || fail "end-to-end tests failed"

printf '\n\033[32mnpm test: all checks passed\033[0m\n'
