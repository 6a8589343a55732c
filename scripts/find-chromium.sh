#!/usr/bin/env bash
# Prints the path of a Chromium for Playwright on stdout (messages go to stderr).
# Order: CHROMIUM_PATH → chromium / chromium-browser / google-chrome on PATH → Playwright's own
# browser cache → on Debian as root, `apt-get install -y chromium` → otherwise exit 1 with the command.
set -euo pipefail

say() { echo "find-chromium: $*" >&2; }

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  if [[ -x "$CHROMIUM_PATH" ]]; then
    echo "$CHROMIUM_PATH"
    exit 0
  fi
  say "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file"
  exit 1
fi

for name in chromium chromium-browser google-chrome google-chrome-stable; do
  if found="$(command -v "$name")"; then
    echo "$found"
    exit 0
  fi
done

cache="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"
for candidate in "$cache"/chromium-*/chrome-linux*/chrome "$cache"/chromium_headless_shell-*/chrome-linux*/headless_shell; do
  if [[ -x "$candidate" ]]; then
    echo "$candidate"
    exit 0
  fi
done

if [[ "$(id -u)" == "0" && -f /etc/debian_version ]] && command -v apt-get >/dev/null; then
  say "no Chromium found; installing Debian's chromium package (apt-get install -y chromium)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
  command -v chromium
  exit 0
fi

say "no Chromium found. Install one, for example:"
if [[ -f /etc/debian_version ]]; then
  say "  sudo apt-get install -y chromium"
else
  say "  npx playwright install chromium"
fi
say "or point CHROMIUM_PATH at a Chromium or Chrome binary."
exit 1
