#!/bin/sh
# Installs the Debian 12 packages Kurz needs to build (and, with --test, to run its tests;
# with --deep, also tests/deep-check.sh's clang, sanitizers and libFuzzer), skipping the ones
# already there.
set -eu
packages="cmake ninja-build g++ pkg-config ccache mold qt6-base-dev qt6-base-dev-tools qt6-httpserver-dev
  qt6-websockets-dev libqt6sql6-sqlite libqt6sql6-psql qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libqrencode-dev libgl-dev libsqlite3-dev libbenchmark-dev librsvg2-bin dpkg-dev file
  qt6-translations-l10n"
if [ "${1:-}" = "--deep" ]; then
    packages="$packages clang-14 libclang-rt-14-dev"
elif [ "${1:-}" = "--test" ]; then
    # clang-14: the test build's compiler (CMakePresets.json says why); curl: the API docs test; postgresql: the suites' second run on a throw-away cluster of
    # their own (tests/support/pg-cluster.sh); the rest check the desktop files, the man page
    # and completions, and build, lint and install the .deb.
    packages="$packages clang-14 curl postgresql desktop-file-utils appstream lintian man-db systemd zsh fish"
fi
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "Installing:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
