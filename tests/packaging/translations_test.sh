#!/bin/sh
# The .ts files are complete: lupdate over today's sources (on copies, with the options of the
# update_translations target) finds no new, changed or vanished strings, and lrelease reports
# 0 unfinished German translations (English needs only its plural forms).
# Usage: translations_test.sh LUPDATE LRELEASE SOURCES_LIST SRC_INCLUDE TS_FILE...
set -u
lupdate=$1 lrelease=$2 list=$3 include=$4
shift 4
work=$(mktemp -d) failed=0
trap 'rm -rf "$work"' EXIT
for ts in "$@"; do
    name=$(basename "$ts")
    cp "$ts" "$work/$name"
    "$lupdate" -silent -I "$include" -no-obsolete -locations none "@$list" -ts "$work/$name" || { echo "FAIL: lupdate $name"; failed=1; continue; }
    if ! cmp -s "$ts" "$work/$name"; then
        echo "FAIL: $name is out of date with the sources. Run 'cmake --build BUILD --target update_translations' and translate:"
        diff -u "$ts" "$work/$name" | grep '^[-+] *<source>' | head -20
        failed=1
    fi
    report=$("$lrelease" "$work/$name" -qm "$work/${name%.ts}.qm" 2>&1)
    echo "$name: $(echo "$report" | grep Generated)"
    case $name in
        *_en.ts) grep -B2 '<translation type="unfinished">' "$work/$name" | grep -q 'numerus="yes"' \
                     && { echo "FAIL: $name lacks English plural forms"; failed=1; } ;;
        *) echo "$report" | grep -q '(.* finished and 0 unfinished)' || { echo "FAIL: $name has unfinished translations"; failed=1; } ;;
    esac
done
exit $failed
