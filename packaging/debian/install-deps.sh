#!/bin/sh
# Installs the Debian 12 packages Kurz needs to build, skipping the ones already there.
#   (none)   what the run command and the package build need
#   --test   also what the test command needs (README)
#   --deep   also tests/deep-check.sh's clang, sanitizers and libFuzzer
#   --bench  also what bench/ needs: Google Benchmark, wrk, nginx, PostgreSQL's server
# Options combine: install-deps.sh --test --bench.
set -eu
packages="cmake ninja-build g++ pkg-config ccache mold qt6-base-dev qt6-base-dev-tools qt6-httpserver-dev
  qt6-websockets-dev libqt6sql6-sqlite libqt6sql6-psql qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libqrencode-dev libargon2-dev libgl-dev libsqlite3-dev librsvg2-bin dpkg-dev file
  qt6-translations-l10n"
for option in "$@"; do
    case "$option" in
        # clang-14: the test build's compiler (CMakePresets.json says why); curl: the API docs
        # test; postgresql: the suites' second run on a throw-away cluster of their own
        # (tests/support/pg-cluster.sh); the rest check the desktop files, the man page and
        # completions, and build, lint and install the .deb; dbus (dbus-run-session) and gdbus: the
        # private session bus of the desktop-integration tests and the calls docs/gui.md shows.
        --test) packages="$packages clang-14 curl postgresql desktop-file-utils appstream lintian man-db systemd zsh fish dbus libglib2.0-bin" ;;
        --deep) packages="$packages clang-14 libclang-rt-14-dev" ;;
        --bench) packages="$packages libbenchmark-dev wrk nginx-light python3 postgresql" ;;
        *) echo "install-deps.sh: unknown option $option (use --test, --deep or --bench)" >&2; exit 2 ;;
    esac
done
missing=""
for p in $packages; do
    case " $missing " in *" $p "*) continue ;; esac
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "Installing:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
# --force-unsafe-io: dpkg skips its fsync after every unpacked file, as Debian's own container
# images do; it matters only if the machine loses power during this install.
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    -o Dpkg::Options::=--force-unsafe-io $missing
