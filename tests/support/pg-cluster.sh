#!/bin/sh
# A throw-away PostgreSQL 15 cluster for the test suite (a CTest fixture).
#   pg-cluster.sh start DIR PORT   initdb in DIR and start it on 127.0.0.1:PORT (socket in DIR)
#   pg-cluster.sh stop DIR         stop it and delete DIR
#   pg-cluster.sh halt|resume DIR  stop it (fast: sessions are ended) or start it again, keeping DIR
# PostgreSQL refuses to run as root: as root the cluster belongs to the user `postgres`,
# otherwise to whoever runs the tests. Superuser `postgres`, trust authentication, loopback only.
# When `postgres` cannot reach DIR (a clone in root's home, which is 0700 on Debian), the
# cluster lives in a folder of its own under /tmp, and DIR/elsewhere names it.
set -eu
action=$1
dir=$2
bin=${KURZ_PG_BIN:-/usr/lib/postgresql/15/bin}

as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

# Where the cluster's files are: DIR, or the folder DIR/elsewhere names.
home() {
    if [ -f "$dir/elsewhere" ]; then cat "$dir/elsewhere"; else echo "$dir"; fi
}

stop_cluster() {
    where=$(home)
    if [ -f "$where/data/postmaster.pid" ]; then
        as_owner "$bin/pg_ctl" -D "$where/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    [ "$where" = "$dir" ] || rm -rf "$where"
    rm -rf "$dir"
}

case "$action" in
start)
    port=$3
    if [ ! -x "$bin/initdb" ]; then
        echo "PostgreSQL 15 is not installed ($bin/initdb is missing): run packaging/debian/install-deps.sh --test" >&2
        exit 1
    fi
    stop_cluster  # what a crashed run left behind
    mkdir -p "$dir"
    where=$dir
    if [ "$(id -u)" -eq 0 ]; then
        chown postgres:postgres "$dir"
        if ! runuser -u postgres -- test -w "$dir"; then
            where=$(mktemp -d /tmp/kurz-pg-cluster.XXXXXX)
            chown postgres:postgres "$where"
            echo "$where" >"$dir/elsewhere"
        fi
    fi
    as_owner "$bin/initdb" -D "$where/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$where/initdb.log" 2>&1 || {
        cat "$where/initdb.log" >&2
        exit 1
    }
    # Unix sockets have a path limit of about 100 bytes: a deep build directory gets none.
    socket_dir="$where"
    [ ${#where} -lt 80 ] || socket_dir=""
    # Durability is not what these tests check: no fsync keeps them fast.
    cat >>"$where/data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$socket_dir'
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 64MB
EOF
    # The connections of a cluster stopped a moment ago (the previous ctest run's) can hold its
    # port for up to a minute: wait for it rather than fail a second `ctest -R`.
    tries=0
    until as_owner "$bin/pg_ctl" -D "$where/data" -l "$where/server.log" -w -t 60 start >/dev/null; do
        tries=$((tries + 1))
        grep -q "Address already in use" "$where/server.log" && [ "$tries" -lt 60 ] && { sleep 1; continue; }
        cat "$where/server.log" >&2
        echo "Could not start the test cluster on port $port (in use? then configure with -DKURZ_TEST_PG_PORT=another)." >&2
        exit 1
    done
    echo "PostgreSQL test cluster on 127.0.0.1:$port in $where"
    ;;
stop)
    stop_cluster
    ;;
halt)
    as_owner "$bin/pg_ctl" -D "$(home)/data" -m fast -w stop >/dev/null
    ;;
resume)
    as_owner "$bin/pg_ctl" -D "$(home)/data" -l "$(home)/server.log" -w -t 60 start >/dev/null
    ;;
*)
    echo "usage: $0 start DIR PORT | stop DIR | halt DIR | resume DIR" >&2
    exit 2
    ;;
esac
