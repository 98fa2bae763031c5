#!/usr/bin/env bash
# The scale-out test puts Debian's Caddy in front of two Flock processes; install it when missing.
set -euo pipefail
if command -v caddy > /dev/null 2>&1; then exit 0; fi
echo "Caddy not found; installing Debian's caddy package..."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo > /dev/null 2>&1; then sudo_cmd="sudo"; else
    echo "Caddy is missing and this user cannot install packages. Install 'caddy' and retry." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq caddy > /dev/null
# Debian's package starts a Caddy service on port 80; the test runs its own.
$sudo_cmd systemctl disable --now caddy > /dev/null 2>&1 || true
echo "Caddy installed: $(caddy version)"
