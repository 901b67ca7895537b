#!/usr/bin/env bash
# Installs Debian's Chromium (and CJK fonts for screenshots) when missing. Playwright drives this browser;
# it never downloads one of its own (that cannot work on these machines).
set -euo pipefail
if [ -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
echo "Installing Debian's chromium…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
