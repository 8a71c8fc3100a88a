#!/bin/sh
# Redirect throughput of `kurz serve` on one hot link against nginx answering `return 302`
# on the same machine, alternating, with wrk. Prints both rates, their ratio, p99 latency,
# and whether every hit Kurz served is in its database.
#   bench/redirect/run.sh [path/to/kurz] [seconds per run] [rounds]
# KURZ_THREADS=N sets the listener threads (default: the server/threads setting, one per core).
# KURZ_RULES=FILE gives the link the redirect rules in FILE (Shlink's JSON: kurz rules CODE set).
# KURZ_NETWORK=CIDR lets the link answer only that network (wrk's loopback must be in it).
# KURZ_PASSWORD=TEXT protects the link with that password; wrk sends it as HTTP Basic to Kurz.
# KURZ_OTHER_DOMAIN=D adds a link with the same code on the short domain D, so that the listener
# tells domains apart by Host (wrk's Host, 127.0.0.1, stays on the default domain's link).
set -eu
KURZ=$(realpath "${1:-build/src/app/kurz}")
SECONDS_PER_RUN=${2:-10}
ROUNDS=${3:-3}
. "$(dirname "$0")/lib.sh"

TARGET=https://example.org/landing/page
DB=$WORK/links.db
if [ -n "${KURZ_THREADS:-}" ]; then
    printf '[server]\nthreads=%s\n' "$KURZ_THREADS" >"$WORK/kurz.conf"
fi
"$KURZ" shorten "$TARGET" --alias bench --db "$DB" --config "$WORK/kurz.conf" >/dev/null
if [ -n "${KURZ_OTHER_DOMAIN:-}" ]; then
    "$KURZ" shorten "$TARGET/other" --alias bench --domain "$KURZ_OTHER_DOMAIN" --db "$DB" --config "$WORK/kurz.conf" >/dev/null
fi
if [ -n "${KURZ_RULES:-}" ]; then
    "$KURZ" rules bench set "$KURZ_RULES" --db "$DB" --config "$WORK/kurz.conf" >/dev/null
fi
if [ -n "${KURZ_NETWORK:-}" ]; then
    "$KURZ" edit bench --network "$KURZ_NETWORK" --db "$DB" --config "$WORK/kurz.conf" >/dev/null
fi
KURZ_WRK=-
if [ -n "${KURZ_PASSWORD:-}" ]; then
    printf '%s\n' "$KURZ_PASSWORD" | "$KURZ" edit bench --password-stdin --db "$DB" --config "$WORK/kurz.conf" >/dev/null
    printf 'wrk.headers["Authorization"] = "Basic %s"\n' "$(printf 'bench:%s' "$KURZ_PASSWORD" | base64 -w0)" >"$WORK/basic.lua"
    KURZ_WRK="-s:$WORK/basic.lua"
fi
start_kurz "$DB" "$WORK/kurz.conf"
start_nginx "" "return 302 $TARGET;"

echo "wrk -t2 -c64 -d${SECONDS_PER_RUN}s --latency, $ROUNDS rounds, alternating (name req/s p99-ms requests errors cpu-us/request)"
for round in $(seq "$ROUNDS"); do
    # shellcheck disable=SC2086
    wrk_run nginx "http://127.0.0.1:$NGINX_PORT/bench" - $NGINX_WORKERS
    wrk_run kurz "$KURZ_URL/bench" "$KURZ_WRK" "$KURZ_PID"
done
stop_kurz
summarize "$("$KURZ" show bench --json --db "$DB" --config "$WORK/kurz.conf" | sed -n 's/ *"hits": \([0-9]*\),*/\1/p')"
