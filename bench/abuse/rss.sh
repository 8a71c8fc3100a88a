#!/bin/sh
# Memory of `kurz serve` under abuse: RSS every 5 s over 60 s with (1) 10,000 idle
# connections and (2) 100 clients that send requests as fast as they can and never read.
# Usage: bench/abuse/rss.sh PATH/TO/kurz [SECONDS]. Prints a table; asserts nothing.
set -eu
KURZ=$1
SECONDS_EACH=${2:-60}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
KURZ_PID=
cleanup() {
    [ -n "$KURZ_PID" ] && kill -TERM "$KURZ_PID" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM
ulimit -n 20000

# The caps are raised so that all 10,000 idle connections are let in (the defaults, 2,048 in
# all and 64 per address, would turn most of them away) and stay the full minute.
cat >"$WORK/kurz.conf" <<CONF
[server]
maxConnections=20000
maxConnectionsPerAddress=20000
idleTimeoutSeconds=3600
headerTimeoutSeconds=3600
CONF
"$KURZ" shorten https://example.org/ --alias demo --db "$WORK/links.db" --config "$WORK/kurz.conf" >/dev/null

run() {  # run NAME CLIENT-ARGS...
    name=$1; shift
    "$KURZ" serve --listen 127.0.0.1:0 --db "$WORK/links.db" --config "$WORK/kurz.conf" >"$WORK/serve.out" 2>"$WORK/serve.err" &
    KURZ_PID=$!
    for _ in $(seq 100); do grep -q Listening "$WORK/serve.out" && break; sleep 0.1; done
    port=$(sed -n 's/^Listening on http:\/\/127.0.0.1:\([0-9]*\).*/\1/p' "$WORK/serve.out")
    [ -n "$port" ] || { cat "$WORK/serve.err" >&2; exit 1; }
    before=$(awk '/^VmRSS/ { print $2 }' "/proc/$KURZ_PID/status")
    python3 "$HERE/clients.py" "$port" "$SECONDS_EACH" "$@" >"$WORK/clients.out" &
    clients=$!
    samples=""
    peak=0
    for _ in $(seq $((SECONDS_EACH / 5))); do
        sleep 5
        rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$KURZ_PID/status")
        samples="$samples $((rss / 1024))"
        [ "$rss" -gt "$peak" ] && peak=$rss
    done
    wait "$clients" || true
    kill -TERM "$KURZ_PID"; wait "$KURZ_PID" || true; KURZ_PID=
    echo "$name: RSS before $((before / 1024)) MB, every 5 s (MB):$samples; peak $((peak / 1024)) MB; $(cat "$WORK/clients.out")"
}

run "10,000 idle connections" idle 10000
run "100 clients that never read" flood 100
