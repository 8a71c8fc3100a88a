#!/bin/sh
# Redirect throughput of `kurz serve` against nginx answering `return 302` on the same
# machine, alternating, with wrk. Prints both rates, their ratio, p99 latency, and whether
# every hit Kurz served is in its database.
#   bench/redirect/run.sh [path/to/kurz] [seconds per run] [rounds]
# KURZ_THREADS=N sets the listener threads (default: the server/threads setting, one per core).
set -eu
KURZ=${1:-build/src/app/kurz}
SECONDS_PER_RUN=${2:-10}
ROUNDS=${3:-3}
KURZ=$(realpath "$KURZ")
command -v wrk >/dev/null || { echo "wrk is not installed (apt install wrk)" >&2; exit 1; }
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$NGINX" ] || { echo "nginx is not installed (apt install nginx-light)" >&2; exit 1; }

WORK=$(mktemp -d)
KURZ_PID=
NGINX_PID=
cleanup() {
    [ -n "$KURZ_PID" ] && kill -TERM "$KURZ_PID" 2>/dev/null || true
    [ -n "$NGINX_PID" ] && kill -QUIT "$NGINX_PID" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

TARGET=https://example.org/landing/page
if [ -n "${KURZ_THREADS:-}" ]; then
    printf '[server]\nthreads=%s\n' "$KURZ_THREADS" >"$WORK/kurz.conf"
fi
"$KURZ" shorten "$TARGET" --alias bench --db "$WORK/links.db" --config "$WORK/kurz.conf" >/dev/null

"$KURZ" serve --listen 127.0.0.1:0 --db "$WORK/links.db" --config "$WORK/kurz.conf" >"$WORK/serve.out" 2>"$WORK/serve.err" &
KURZ_PID=$!
for _ in $(seq 50); do grep -q Listening "$WORK/serve.out" && break; sleep 0.1; done
KURZ_URL=$(sed -n 's/^Listening on //p' "$WORK/serve.out")
[ -n "$KURZ_URL" ] || { echo "kurz serve did not start:" >&2; cat "$WORK/serve.err" >&2; exit 1; }

NGINX_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
cat >"$WORK/nginx.conf" <<CONF
daemon off;
worker_processes auto;
pid $WORK/nginx.pid;
error_log $WORK/nginx.err;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $WORK/nginx-body;
    proxy_temp_path $WORK/nginx-proxy;
    fastcgi_temp_path $WORK/nginx-fastcgi;
    uwsgi_temp_path $WORK/nginx-uwsgi;
    scgi_temp_path $WORK/nginx-scgi;
    server {
        listen 127.0.0.1:$NGINX_PORT;
        location / { return 302 $TARGET; }
    }
}
CONF
"$NGINX" -c "$WORK/nginx.conf" -p "$WORK" -e "$WORK/nginx.err" &
NGINX_PID=$!
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$NGINX_PORT/bench" && break; sleep 0.1; done

# CPU time (clock ticks) of the given processes and their threads: a per-request cost that a
# busy machine disturbs far less than the rates.
cpu_ticks() {
    total=0
    for pid in "$@"; do
        total=$((total + $(awk '{print $14 + $15 + $16 + $17}' "/proc/$pid/stat")))
    done
    echo "$total"
}
TICKS=$(getconf CLK_TCK)
NGINX_WORKERS=$(pgrep -P "$NGINX_PID" | tr '\n' ' ')

# wrk_run NAME URL PIDS...: appends "NAME rate p99_ms requests errors cpu_us_per_request" to results
wrk_run() {
    name=$1
    url=$2
    shift 2
    before=$(cpu_ticks "$@")
    wrk -t2 -c64 -d"${SECONDS_PER_RUN}s" --latency "$url" >"$WORK/wrk.out"
    after=$(cpu_ticks "$@")
    awk -v name="$name" -v ticks=$((after - before)) -v hz="$TICKS" '
        /Requests\/sec:/ { rate = $2 }
        /^ +99%/ { v = $2; if (v ~ /us$/) { sub(/us/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v *= 1000 } p99 = v }
        /requests in/ { n = $1 }
        /Non-2xx or 3xx/ { bad = $5 }
        END { printf "%s %.0f %.3f %d %d %.2f\n", name, rate, p99, n, bad, ticks * 1000000 / hz / n }' "$WORK/wrk.out" >>"$WORK/results"
    tail -n 1 "$WORK/results"
}

echo "wrk -t2 -c64 -d${SECONDS_PER_RUN}s --latency, $ROUNDS rounds, alternating (name req/s p99-ms requests errors cpu-us/request)"
for round in $(seq "$ROUNDS"); do
    # shellcheck disable=SC2086
    wrk_run nginx "http://127.0.0.1:$NGINX_PORT/bench" $NGINX_WORKERS
    wrk_run kurz "$KURZ_URL/bench" "$KURZ_PID"
done

kill -TERM "$KURZ_PID"
wait "$KURZ_PID" || { echo "kurz serve did not exit cleanly" >&2; exit 1; }
KURZ_PID=
SERVED=$(sed -n 's/.*answered \([0-9]*\) requests.*/\1/p' "$WORK/serve.err")
HITS=$("$KURZ" show bench --json --db "$WORK/links.db" --config "$WORK/kurz.conf" | sed -n 's/ *"hits": \([0-9]*\),*/\1/p')
WAL=$(stat -c %s "$WORK/links.db-wal" 2>/dev/null || echo 0)
echo "machine load while measuring: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) CPUs"

awk -v served="$SERVED" -v hits="$HITS" -v wal="$WAL" '
    function median(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t } return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    { if ($1 == "kurz") { kr[++k] = $2; kp[k] = $3; kn += $4; ke += $5; kc[k] = $6 } else { nr[++g] = $2; np[g] = $3; nc[g] = $6 } }
    END {
        printf "\nmedian req/s  nginx %.0f   kurz %.0f   ratio %.2f\n", median(nr, g), median(kr, k), median(kr, k) / median(nr, g)
        printf "median p99    nginx %.2f ms   kurz %.2f ms\n", median(np, g), median(kp, k)
        printf "median CPU per request (server processes only)  nginx %.2f us   kurz %.2f us   nginx/kurz %.2f\n",
               median(nc, g), median(kc, k), median(nc, g) / median(kc, k)
        printf "kurz: wrk counted %d responses (%d not 3xx); the server answered %d; hits in the database %d: %s\n",
               kn, ke, served, hits, (hits == served && ke == 0) ? "every hit counted" : "MISMATCH"
        printf "WAL file after the run: %.1f MB\n", wal / 1048576
    }' "$WORK/results"
