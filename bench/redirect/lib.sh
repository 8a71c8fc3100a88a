# Shared by run.sh and zipf.sh: start `kurz serve` and nginx on loopback ports, run wrk
# against each alternately, and summarise. Source it after setting KURZ (the binary).
# shellcheck shell=sh

command -v wrk >/dev/null || { echo "wrk is not installed (apt install wrk)" >&2; exit 1; }
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$NGINX" ] || { echo "nginx is not installed (apt install nginx-light)" >&2; exit 1; }

WORK=$(mktemp -d)
KURZ_PID=
NGINX_PID=
WINDOW_PID=
cleanup() {
    [ -n "$KURZ_PID" ] && kill -TERM "$KURZ_PID" 2>/dev/null || true
    [ -n "$WINDOW_PID" ] && kill -TERM "$WINDOW_PID" 2>/dev/null || true
    [ -n "$NGINX_PID" ] && kill -QUIT "$NGINX_PID" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM
TICKS=$(getconf CLK_TCK)

# start_kurz DB CONFIG: serves DB on a free port; sets KURZ_PID and KURZ_URL.
start_kurz() {
    "$KURZ" serve --listen 127.0.0.1:0 --db "$1" --config "$2" >"$WORK/serve.out" 2>"$WORK/serve.err" &
    KURZ_PID=$!
    # Up to two minutes, while it runs: the first start after a schema change migrates the
    # benchmark database (about 15 s for a million links) before it listens.
    for _ in $(seq 1200); do
        grep -q Listening "$WORK/serve.out" && break
        kill -0 "$KURZ_PID" 2>/dev/null || break
        sleep 0.1
    done
    KURZ_URL=$(sed -n 's/^Listening on //p' "$WORK/serve.out")
    [ -n "$KURZ_URL" ] || { echo "kurz serve did not start:" >&2; cat "$WORK/serve.err" >&2; exit 1; }
}

# stop_kurz: SIGTERM, and SERVED = the requests it says it answered.
stop_kurz() {
    kill -TERM "$KURZ_PID"
    wait "$KURZ_PID" || { echo "kurz serve did not exit cleanly" >&2; exit 1; }
    KURZ_PID=
    SERVED=$(sed -n 's/.*answered \([0-9]*\) requests.*/\1/p' "$WORK/serve.err")
}

# rss_kb PID: resident memory now.
rss_kb() { awk '/^VmRSS/ { print $2 }' "/proc/$1/status"; }

# start_nginx "HTTP-BLOCK-LINES" "LOCATION-BODY": nginx on a free port; sets NGINX_PORT,
# NGINX_PID and NGINX_WORKERS.
start_nginx() {
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
    $1
    server {
        listen 127.0.0.1:$NGINX_PORT;
        location / { $2 }
    }
}
CONF
    "$NGINX" -c "$WORK/nginx.conf" -p "$WORK" -e "$WORK/nginx.err" &
    NGINX_PID=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$NGINX_PORT/" && break; sleep 0.1; done
    NGINX_WORKERS=$(pgrep -P "$NGINX_PID" | tr '\n' ' ')
}

# CPU time (clock ticks) of the given processes and their threads: a per-request cost that a
# busy machine disturbs far less than the rates.
cpu_ticks() {
    total=0
    for pid in "$@"; do
        total=$((total + $(awk '{print $14 + $15 + $16 + $17}' "/proc/$pid/stat")))
    done
    echo "$total"
}

# wrk_run NAME URL WRK-EXTRA-ARGS PIDS...: appends "NAME rate p99_ms requests errors
# cpu_us_per_request" to $WORK/results. WRK-EXTRA-ARGS is one word (e.g. "-s:file.lua") or "-".
wrk_run() {
    name=$1
    url=$2
    extra=$3
    shift 3
    script=
    [ "$extra" != "-" ] && script="-s ${extra#-s:}"
    before=$(cpu_ticks "$@")
    # shellcheck disable=SC2086
    wrk -t2 -c64 -d"${SECONDS_PER_RUN}s" --latency $script "$url" >"$WORK/wrk.out"
    after=$(cpu_ticks "$@")
    awk -v name="$name" -v ticks=$((after - before)) -v hz="$TICKS" '
        /Requests\/sec:/ { rate = $2 }
        /^ +99%/ { v = $2; if (v ~ /us$/) { sub(/us/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v *= 1000 } p99 = v }
        /requests in/ { n = $1 }
        /Non-2xx or 3xx/ { bad = $5 }
        END { printf "%s %.0f %.3f %d %d %.2f\n", name, rate, p99, n, bad, ticks * 1000000 / hz / n }' "$WORK/wrk.out" >>"$WORK/results"
    tail -n 1 "$WORK/results"
}

# summarize HITS: medians, ratio, CPU per request, and whether HITS equals SERVED.
summarize() {
    echo "machine load while measuring: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) CPUs"
    WAL=$(stat -c %s "$DB-wal" 2>/dev/null || echo 0)
    awk -v served="$SERVED" -v hits="$1" -v wal="$WAL" '
        function median(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t } return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
        { if ($1 == "kurz") { kr[++k] = $2; kp[k] = $3; kn += $4; ke += $5; kc[k] = $6 } else if ($1 ~ /^nginx/) { nr[++g] = $2; np[g] = $3; nc[g] = $6 } }
        END {
            printf "\nmedian req/s  nginx %.0f   kurz %.0f   ratio %.2f\n", median(nr, g), median(kr, k), median(kr, k) / median(nr, g)
            printf "median p99    nginx %.2f ms   kurz %.2f ms\n", median(np, g), median(kp, k)
            printf "median CPU per request (server processes only)  nginx %.2f us   kurz %.2f us   nginx/kurz %.2f\n",
                   median(nc, g), median(kc, k), median(nc, g) / median(kc, k)
            printf "kurz: wrk counted %d responses (%d not 3xx); the server answered %d; hits in the database %d: %s\n",
                   kn, ke, served, hits, (hits == served && ke == 0) ? "every hit counted" : "MISMATCH"
            printf "WAL file after the run: %.1f MB\n", wal / 1048576
        }' "$WORK/results"
}
