#!/bin/sh
# `ensure-apt-package.sh <program> <package>`: installs Debian's <package> when <program> is missing
# (nginx for the bench and the cluster, redis-server for the cluster and the shared-cache unit test).
# Quiet when it is there.
set -eu
program=$1
package=$2
if command -v "$program" >/dev/null 2>&1 || [ -x "/usr/sbin/$program" ] || [ -x "/usr/bin/$program" ]; then
  exit 0
fi
exec sh "$(dirname "$0")/apt-install.sh" "$package"
