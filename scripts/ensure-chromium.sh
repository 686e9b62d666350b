#!/usr/bin/env bash
# Browser tests drive Debian's chromium; install it when missing and we may (root with apt-get).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Browser tests need Debian's chromium at /usr/bin/chromium: sudo apt-get install chromium" >&2
exit 1
