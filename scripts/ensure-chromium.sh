#!/bin/sh
# Playwright drives Debian's Chromium (`npx playwright install` cannot download here); make sure it
# and a CJK font (so Chinese pages render as text, not boxes) are installed. Quiet when they are.
set -eu

CHROMIUM=/usr/bin/chromium

missing=""
[ -x "$CHROMIUM" ] || missing="chromium"
# fontconfig arrives with chromium; without it there is no way to tell, so ask for the fonts too.
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then
  missing="${missing:+$missing }fonts-noto-cjk"
fi

if [ -n "$missing" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
  elif command -v sudo >/dev/null 2>&1; then
    # -n: fail instead of waiting for a password nobody can type in CI.
    SUDO="sudo -n"
  else
    echo "ensure-chromium: cannot install $missing: not root and sudo is not available" >&2
    exit 1
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure-chromium: cannot install $missing: apt-get is not available" >&2
    exit 1
  fi

  # Another apt run (e.g. a provisioning step) holds the dpkg lock; wait for it rather than fail.
  if command -v pgrep >/dev/null 2>&1; then
    waited=0
    while pgrep -x apt-get >/dev/null 2>&1 || pgrep -x dpkg >/dev/null 2>&1; do
      [ "$waited" -ge 900 ] && break
      sleep 5
      waited=$((waited + 5))
    done
  fi

  echo "ensure-chromium: installing $missing"
  # $missing and $SUDO are deliberately unquoted: they are word lists.
  # shellcheck disable=SC2086
  if ! { $SUDO apt-get -qq -o DPkg::Lock::Timeout=600 update >/dev/null &&
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -qq -o DPkg::Lock::Timeout=600 install -y \
      --no-install-recommends $missing >/dev/null; }; then
    echo "ensure-chromium: apt-get could not install $missing" >&2
    exit 1
  fi
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $CHROMIUM is still missing after installing" >&2
  exit 1
fi
# The Debian launcher's /etc/chromium.d/dev-shm check can print a harmless shell warning on stderr.
"$CHROMIUM" --version 2>/dev/null
