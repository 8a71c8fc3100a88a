#!/bin/bash
# Runs the `sh` blocks of docs/api.md against a fresh `kurz serve`, checking each curl line's
# HTTP status against the number in its trailing comment ("# 200").
# Usage: docs_curl_test.sh PATH/TO/kurz PATH/TO/api.md
set -u
KURZ_BIN=$1
DOC=$2
WORK=$(mktemp -d)
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ]; then
        kill "$SERVER_PID" 2>/dev/null
        wait "$SERVER_PID" 2>/dev/null
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT

"$KURZ_BIN" serve --listen 127.0.0.1:0 --db "$WORK/links.db" --config "$WORK/kurz.conf" >"$WORK/serve.out" 2>"$WORK/serve.err" &
SERVER_PID=$!
for _ in $(seq 100); do
    grep -q '^Listening on ' "$WORK/serve.out" 2>/dev/null && break
    sleep 0.1
done
KURZ=$(sed -n 's/^Listening on //p' "$WORK/serve.out" | head -n 1)
if [ -z "$KURZ" ]; then
    echo "kurz serve did not start:" >&2
    cat "$WORK/serve.err" >&2
    exit 1
fi
# `kurz` in the examples is this build, on this test's database.
kurz() { "$KURZ_BIN" "$@" --db "$WORK/links.db" --config "$WORK/kurz.conf"; }
KEY=$(kurz api-key create --name docs 2>/dev/null)
export KURZ KEY

# The sh blocks, continuation lines joined; curl lines with an expected status become checks.
awk '
    /^```sh[[:space:]]*$/ { inside = 1; next }
    /^```/ { inside = 0; next }
    inside {
        line = (pending == "" ? $0 : pending " " $0)
        if (line ~ /\\$/) { sub(/\\$/, "", line); pending = line; next }
        pending = ""
        if (match(line, /[[:space:]]+#[[:space:]]*[0-9][0-9][0-9][[:space:]]*$/)) {
            status = substr(line, RSTART); gsub(/[^0-9]/, "", status)
            command = substr(line, 1, RSTART - 1)
            gsub(/\047/, "\047\\\047\047", command)
            print "check " status " \047" command "\047"
        } else {
            print line
        }
    }
' "$DOC" >"$WORK/examples.sh"

checks=0
failures=0
check() {
    local expected=$1 command=$2 actual
    checks=$((checks + 1))
    actual=$(eval "$command -o /dev/null -w '%{http_code}'" 2>"$WORK/curl.err")
    if [ "$actual" != "$expected" ]; then
        failures=$((failures + 1))
        echo "FAIL: expected $expected, got $actual: $command" >&2
        cat "$WORK/curl.err" >&2
    fi
}
# shellcheck disable=SC1091
source "$WORK/examples.sh"

echo "$checks curl examples run, $failures failed"
if [ "$checks" -lt 30 ]; then
    echo "FAIL: fewer examples than expected were found in $DOC" >&2
    exit 1
fi
[ "$failures" -eq 0 ]
