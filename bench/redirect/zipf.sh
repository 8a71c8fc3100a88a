#!/bin/sh
# Redirects at scale: `kurz serve` on a 1,000,000-link database against nginx answering the
# same codes from a `map`, alternating, with wrk requesting 200,000 codes drawn Zipf(s = 1.0)
# from 100,000 of the links (about 38,000 distinct codes per pass). Prints the rates, their
# ratio, p99, CPU per request, Kurz's memory, and whether the hits in the database grew by
# exactly the requests Kurz answered. Then one more run with kurz serve killed (-9) near its end:
# how many answered hits it lost, in seconds of traffic.
#   bench/redirect/zipf.sh [path/to/kurz] [seconds per run] [rounds]
# With KURZ_WINDOW=path/to/bench_listener it also runs the window's own listener (the desktop
# app's arrangement, offscreen, on a copy of its own) in every round, and prints its rate
# against `kurz serve`'s and the window's event-loop stalls. KURZ_WINDOW_THREADS sets its
# listener threads (default: the setting's default).
# The database is generated once by bench_window (next to kurz in the build tree) and kept in
# ${KURZ_BENCH_DB:-~/.cache/kurz-bench/links-1m.db}; every run works on a copy.
set -eu
KURZ=$(realpath "${1:-build/src/app/kurz}")
SECONDS_PER_RUN=${2:-10}
ROUNDS=${3:-3}
. "$(dirname "$0")/lib.sh"

CACHED=${KURZ_BENCH_DB:-$HOME/.cache/kurz-bench/links-1m.db}
if [ ! -f "$CACHED" ]; then
    GENERATOR=$(dirname "$KURZ")/../../bench/window/bench_window
    [ -x "$GENERATOR" ] || { echo "build bench_window first (cmake --build build --target bench_window)" >&2; exit 1; }
    mkdir -p "$(dirname "$CACHED")"
    echo "generating $CACHED (1,000,000 links, once)..."
    QT_QPA_PLATFORM=offscreen "$GENERATOR" "$CACHED" >/dev/null
fi
# A copy of the main file alone must hold everything: move any WAL into it first.
python3 -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("PRAGMA wal_checkpoint(TRUNCATE)")' "$CACHED"
DB=$WORK/links.db
cp "$CACHED" "$DB"

python3 - "$DB" "$WORK" <<'PY'
import random, sqlite3, sys
db, work = sys.argv[1], sys.argv[2]
rows = sqlite3.connect(db).execute("SELECT code, target FROM links WHERE id % 10 = 0 ORDER BY id LIMIT 100000").fetchall()
rng = random.Random(20261130)
rng.shuffle(rows)                           # rank -> link, independent of creation order
weights = [1.0 / (rank + 1) for rank in range(len(rows))]
picks = rng.choices(range(len(rows)), weights=weights, k=200000)
print(f"{len(set(picks))} distinct codes in 200,000 requests drawn from {len(rows)} links")
with open(f"{work}/zipf.lua", "w") as lua:
    lua.write("paths = {" + ",".join(f'"/{rows[i][0]}"' for i in picks) + "}\n")
    lua.write("""local threads = 0
function setup(thread) thread:set("offset", threads * 100003); threads = threads + 1 end
function init(args) counter = offset or 0 end
function request() counter = counter + 1; return wrk.format("GET", paths[counter % #paths + 1]) end
""")
with open(f"{work}/map.conf", "w") as conf:
    conf.write("map $uri $target {\n    default \"\";\n")
    for code, target in rows:
        conf.write(f'    /{code} "{target}";\n')
    conf.write("}\n")
PY
hits_total() {
    python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT sum(hits) + sum(bot_hits) FROM links").fetchone()[0])' "${1:-$DB}"
}
BEFORE=$(hits_total)

if [ -n "${KURZ_WINDOW:-}" ]; then
    cp "$DB" "$WORK/window.db"
    WINDOW_BEFORE=$(hits_total "$WORK/window.db")
    [ -n "${KURZ_WINDOW_THREADS:-}" ] && printf '[server]\nthreads=%s\n' "$KURZ_WINDOW_THREADS" >"$WORK/window.conf"
    "$KURZ_WINDOW" "$WORK/window.db" "$WORK/window.conf" >"$WORK/window.out" 2>"$WORK/window.err" &
    WINDOW_PID=$!
    for _ in $(seq 300); do grep -q Listening "$WORK/window.out" && break; sleep 0.1; done
    WINDOW_URL=$(sed -n 's/^Listening on //p' "$WORK/window.out")
    [ -n "$WINDOW_URL" ] || { echo "bench_listener did not start:" >&2; cat "$WORK/window.err" >&2; exit 1; }
fi

start_kurz "$DB" "$WORK/kurz.conf"
start_nginx "map_hash_max_size 262144; map_hash_bucket_size 128; include $WORK/map.conf;" \
            'if ($target = "") { return 404; } return 302 $target;'

echo "wrk -t2 -c64 -d${SECONDS_PER_RUN}s --latency -s zipf.lua, $ROUNDS rounds, alternating (name req/s p99-ms requests errors cpu-us/request)"
for round in $(seq "$ROUNDS"); do
    # shellcheck disable=SC2086
    wrk_run nginx-map "http://127.0.0.1:$NGINX_PORT" "-s:$WORK/zipf.lua" $NGINX_WORKERS
    wrk_run kurz "$KURZ_URL" "-s:$WORK/zipf.lua" "$KURZ_PID"
    echo "kurz serve RSS after round $round: $(($(rss_kb "$KURZ_PID") / 1024)) MB"
    if [ -n "$WINDOW_PID" ]; then
        wrk_run window "$WINDOW_URL" "-s:$WORK/zipf.lua" "$WINDOW_PID"
        echo "window RSS after round $round: $(($(rss_kb "$WINDOW_PID") / 1024)) MB"
    fi
done
stop_kurz
summarize "$(($(hits_total) - BEFORE))"

# A crash under the same load: kurz serve killed (-9) a second before wrk ends. Lost = the
# responses wrk received minus the hits in the database (counts, plus the hit journal a
# killed listener leaves); the next listener adds the journal to the counts.
durable_total() {
    python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); print(c.execute("SELECT sum(hits) + sum(bot_hits) FROM links").fetchone()[0] + c.execute("SELECT coalesce(sum(count), 0) FROM hit_journal").fetchone()[0])' "$DB"
}
CRASH_BEFORE=$(hits_total)
start_kurz "$DB" "$WORK/kurz.conf"
wrk -t2 -c64 -d"${SECONDS_PER_RUN}s" -s "$WORK/zipf.lua" "$KURZ_URL" >"$WORK/crash.out" 2>&1 &
WRK_PID=$!
sleep $((SECONDS_PER_RUN - 1))
kill -KILL "$KURZ_PID"
wait "$KURZ_PID" 2>/dev/null || true
KURZ_PID=
wait "$WRK_PID" || true
ANSWERED=$(awk '/requests in/ { print $1 }' "$WORK/crash.out")
DURABLE=$(($(durable_total) - CRASH_BEFORE))
start_kurz "$DB" "$WORK/kurz.conf"
stop_kurz
AFTER_RESTART=$(($(hits_total) - CRASH_BEFORE))
awk -v answered="$ANSWERED" -v durable="$DURABLE" -v restarted="$AFTER_RESTART" -v seconds=$((SECONDS_PER_RUN - 1)) 'BEGIN {
    rate = answered / seconds
    printf "\nkill -9 after %d s: wrk received %d responses (%.0f req/s); hits in the database %d, lost %d = %.2f s of traffic; after a restart the counts hold %d (%s)\n",
        seconds, answered, rate, durable, answered - durable, (answered - durable) / rate, restarted, restarted == durable ? "the journal was added" : "MISMATCH"
}'
if [ -n "$WINDOW_PID" ]; then
    kill -TERM "$WINDOW_PID"
    wait "$WINDOW_PID" || { echo "bench_listener did not exit cleanly" >&2; exit 1; }
    WINDOW_PID=
    WINDOW_SERVED=$(sed -n 's/.*answered \([0-9]*\) requests.*/\1/p' "$WORK/window.err")
    WINDOW_HITS=$(($(hits_total "$WORK/window.db") - WINDOW_BEFORE))
    awk -v served="$WINDOW_SERVED" -v hits="$WINDOW_HITS" '
        function median(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t } return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
        { if ($1 == "kurz") kr[++k] = $2; else if ($1 == "window") { wr[++w] = $2; wp[w] = $3; wc[w] = $6 } }
        END {
            printf "\nwindow listener: median req/s %.0f (%.2f x kurz serve), p99 %.2f ms, CPU per request %.2f us\n", median(wr, w), median(wr, w) / median(kr, k), median(wp, w), median(wc, w)
            printf "window: the server answered %d; hits in the database %d: %s\n", served, hits, hits == served ? "every hit counted" : "MISMATCH"
        }' "$WORK/results"
    grep "^event loop" "$WORK/window.err"
fi
