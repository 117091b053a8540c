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

# $missing is deliberately unquoted: it is a word list.
# shellcheck disable=SC2086
[ -z "$missing" ] || sh "$(dirname "$0")/apt-install.sh" $missing

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $CHROMIUM is still missing after installing" >&2
  exit 1
fi
# The Debian launcher's /etc/chromium.d/dev-shm check can print a harmless shell warning on stderr.
"$CHROMIUM" --version 2>/dev/null
