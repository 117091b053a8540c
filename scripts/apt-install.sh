#!/bin/sh
# `apt-install.sh <package>...`: installs Debian packages with apt, as root or through `sudo -n` (CI has
# nobody to type a password), waiting for another apt run to finish. A server a package starts on
# install (nginx, redis-server) is stopped again: the scripts run each with their own configuration.
set -eu
[ "$#" -gt 0 ] || { echo "usage: apt-install.sh <package>..." >&2; exit 2; }

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo -n"
else
  echo "apt-install: cannot install $*: not root and sudo is not available" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "apt-install: cannot install $*: apt-get is not available" >&2
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

echo "apt-install: installing $*"
# $SUDO is deliberately unquoted: it is a word list.
# shellcheck disable=SC2086
if ! { $SUDO apt-get -qq -o DPkg::Lock::Timeout=600 update >/dev/null &&
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -qq -o DPkg::Lock::Timeout=600 install -y \
    --no-install-recommends "$@" >/dev/null; }; then
  echo "apt-install: apt-get could not install $*" >&2
  exit 1
fi

for package in "$@"; do
  case "$package" in
    nginx) [ -f /run/nginx.pid ] && { $SUDO /usr/sbin/nginx -s stop 2>/dev/null || true; } ;;
    redis-server) $SUDO pkill -x redis-server 2>/dev/null || true ;;
  esac
done
exit 0
