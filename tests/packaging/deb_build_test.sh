#!/bin/sh
# Builds kurz_VERSION_amd64.deb from the build folder (no rebuild: it installs what is built)
# and lints it: lintian must report no errors; its warnings are printed for the record.
# Usage: deb_build_test.sh BUILD_DIR OUT_DIR
set -u
for tool in cpack dpkg-deb dpkg-shlibdeps lintian; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing: run packaging/debian/install-deps.sh --test"; exit 1; }
done
build=$1 out=$2
rm -rf "$out" && mkdir -p "$out"
if ! cpack --config "$build/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1; then
    cat "$out/cpack.log"; echo "FAIL: cpack could not build the .deb"; exit 1
fi
set -- "$out"/kurz_*_amd64.deb
[ -f "$1" ] || { echo "FAIL: cpack made no kurz_VERSION_amd64.deb in $out"; ls "$out"; exit 1; }
dpkg-deb --field "$1" Package Version Architecture Section Maintainer Depends
lintian --fail-on error --display-level '>=warning' "$1" || { echo "FAIL: lintian reports errors in $1"; exit 1; }
echo "lintian: no errors in $(basename "$1")"
