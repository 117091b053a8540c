#!/bin/sh
# `ensure-apt-package.sh <program> <package>`: installs Debian's <package> when <program> is missing
# (nginx for the bench and the cluster, redis-server for the cluster). Quiet when it is there. The
# scripts run each server themselves with their own configuration, so a service the package starts
# on install is stopped again.
set -eu
program=$1
package=$2

if command -v "$program" >/dev/null 2>&1 || [ -x "/usr/sbin/$program" ] || [ -x "/usr/bin/$program" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  # -n: fail instead of waiting for a password nobody can type in CI.
  SUDO="sudo -n"
else
  echo "ensure-apt-package: cannot install $package: not root and sudo is not available" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-apt-package: cannot install $package: apt-get is not available" >&2
  exit 1
fi

echo "ensure-apt-package: installing $package"
# shellcheck disable=SC2086
if ! { $SUDO apt-get -qq -o DPkg::Lock::Timeout=600 update >/dev/null &&
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -qq -o DPkg::Lock::Timeout=600 install -y \
    --no-install-recommends "$package" >/dev/null; }; then
  echo "ensure-apt-package: apt-get could not install $package" >&2
  exit 1
fi

# Without systemd the package's postinst may still have started its default service.
case "$package" in
  nginx) [ -f /run/nginx.pid ] && { $SUDO /usr/sbin/nginx -s stop 2>/dev/null || true; } ;;
  redis-server) $SUDO pkill -x redis-server 2>/dev/null || true ;;
esac
exit 0
