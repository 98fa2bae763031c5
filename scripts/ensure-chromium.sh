#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when this machine does not have it yet.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
echo "Chromium not found at $browser; installing Debian's chromium package..."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo_cmd="sudo"; else
    echo "Chromium is missing and this user cannot install packages. Install 'chromium' and retry." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium >/dev/null
[ -x "$browser" ] || { echo "Chromium still not found at $browser" >&2; exit 1; }
echo "Chromium installed: $("$browser" --version 2>/dev/null || echo ok)"
