#!/bin/sh
# The benchmark's physical limit is the same pages served as static files by nginx on this machine;
# install Debian's nginx when it is missing. Quiet when it is there. The bench runs it itself with
# its own configuration, so the service Debian starts on install is stopped again.
set -eu

if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  # -n: fail instead of waiting for a password nobody can type in CI.
  SUDO="sudo -n"
else
  echo "ensure-nginx: cannot install nginx: not root and sudo is not available" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-nginx: cannot install nginx: apt-get is not available" >&2
  exit 1
fi

echo "ensure-nginx: installing nginx"
# shellcheck disable=SC2086
if ! { $SUDO apt-get -qq -o DPkg::Lock::Timeout=600 update >/dev/null &&
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -qq -o DPkg::Lock::Timeout=600 install -y \
    --no-install-recommends nginx >/dev/null; }; then
  echo "ensure-nginx: apt-get could not install nginx" >&2
  exit 1
fi

# Without systemd the package's postinst may still have started the default site on port 80.
if [ -f /run/nginx.pid ]; then
  # shellcheck disable=SC2086
  $SUDO /usr/sbin/nginx -s stop 2>/dev/null || true
fi

/usr/sbin/nginx -v
