#!/bin/sh
# SQLite against PostgreSQL on the same machine, in the same run: redirects per second of one
# and of two `kurz serve` processes on one database (one hot link; with two, one wrk per
# process at once), and links created per second over the Shlink REST API. PostgreSQL is a
# throw-away cluster of its own (tests/support/pg-cluster.sh). Checks that every hit served
# is in the database.
#   bench/redirect/engines.sh [path/to/kurz] [seconds per run]
set -eu
KURZ=$(realpath "${1:-build/src/app/kurz}")
SECONDS_PER_RUN=${2:-10}
command -v wrk >/dev/null || { echo "wrk is not installed (apt install wrk)" >&2; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/kurz-engines-XXXXXX")
chmod 755 "$WORK"
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
CLUSTER="$(dirname "$0")/../../tests/support/pg-cluster.sh"
PIDS=
cleanup() {
    for pid in $PIDS; do kill -TERM "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    sh "$CLUSTER" stop "$WORK/pg" >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM
sh "$CLUSTER" start "$WORK/pg" "$PORT" >/dev/null
TARGET=https://example.org/landing/page

# serve DB N: starts N `kurz serve` processes on DB; sets URLS and PIDS.
serve() {
    URLS= PIDS=
    for i in $(seq "$2"); do
        "$KURZ" serve --listen 127.0.0.1:0 --db "$1" --config "$WORK/kurz.conf" >"$WORK/serve$i.out" 2>"$WORK/serve$i.err" &
        PIDS="$PIDS $!"
        for _ in $(seq 100); do grep -qs Listening "$WORK/serve$i.out" && break; sleep 0.1; done
        URLS="$URLS $(sed -n 's/^Listening on //p' "$WORK/serve$i.out")"
    done
}

# stop: SIGTERM every listener; SERVED = the requests they answered.
stop() {
    SERVED=0
    for pid in $PIDS; do kill -TERM "$pid"; wait "$pid"; done
    PIDS=
    for f in "$WORK"/serve*.err; do
        SERVED=$((SERVED + $(sed -n 's/.*answered \([0-9]*\) requests.*/\1/p' "$f")))
    done
    rm -f "$WORK"/serve*
}

# rate URL... [-s SCRIPT]: one wrk per URL at once (64 connections in all); prints the summed rate.
rate() {
    script=
    [ "${1:-}" = "-s" ] && { script="-s $2"; shift 2; }
    n=$#
    i=0
    for url in "$@"; do
        i=$((i + 1))
        # shellcheck disable=SC2086
        wrk -t$((2 / n > 0 ? 2 / n : 1)) -c$((64 / n)) -d"${SECONDS_PER_RUN}s" $script "$url" >"$WORK/wrk$i.out" &
    done
    wait
    cat "$WORK"/wrk*.out | awk '/Requests\/sec:/ { r += $2 } /Non-2xx or 3xx/ { bad += $5 } END { printf "%.0f%s", r, bad ? " (" bad " not 2xx/3xx)" : "" }'
    rm -f "$WORK"/wrk*.out
}

cat >"$WORK/create.lua" <<'LUA'
local n = 0
local key = os.getenv("KURZ_BENCH_KEY")
request = function()
    n = n + 1
    local body = '{"longUrl":"https://example.org/' .. math.random(1, 1000000000) .. '/' .. n .. '"}'
    return wrk.format("POST", "/rest/v3/short-urls", {["X-Api-Key"] = key, ["Content-Type"] = "application/json"}, body)
end
LUA

echo "wrk, 64 connections, ${SECONDS_PER_RUN}s per run; machine load $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) CPUs"
for engine in sqlite postgresql; do
    if [ "$engine" = sqlite ]; then DB=$WORK/links.db; else DB="postgresql://postgres@127.0.0.1:$PORT/postgres"; fi
    "$KURZ" shorten "$TARGET" --alias bench --db "$DB" --config "$WORK/kurz.conf" >/dev/null
    KURZ_BENCH_KEY=$("$KURZ" api-key create --name "bench-$engine" --db "$DB" --config "$WORK/kurz.conf" 2>/dev/null | grep -o '[A-Za-z0-9]\{20,\}' | head -n 1)
    export KURZ_BENCH_KEY
    hits() { "$KURZ" show bench --json --db "$DB" --config "$WORK/kurz.conf" | sed -n 's/ *"hits": \([0-9]*\),*/\1/p'; }
    for processes in 1 2; do
        before=$(hits)
        serve "$DB" "$processes"
        set -- $URLS
        redirects=$(rate $(for u in "$@"; do printf '%s/bench ' "$u"; done))
        stop
        counted=$(($(hits) - before))
        echo "$engine, $processes kurz serve: $redirects redirects/s; served $SERVED, $counted more hits in the database"
    done
    serve "$DB" 1
    set -- $URLS
    echo "$engine: $(rate -s "$WORK/create.lua" "$1") creates/s over the REST API (1 kurz serve)"
    stop
done
