#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing:
#   chromium   - end-to-end tests (Playwright drives Debian's browser; nothing is downloaded)
#   postgresql - the integration suite also runs against a real PostgreSQL server
# Safe to run repeatedly; does nothing when everything is present.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing system packages: ${need[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
