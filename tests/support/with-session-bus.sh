#!/bin/sh
# Runs a test inside a private session bus: with-session-bus.sh CONFIG TEST [ARGS...].
# dbus-run-session ends the bus (and whatever the test left on it) when the test ends.
config=$1
shift
command -v dbus-run-session >/dev/null || {
    echo "dbus-run-session is missing: run packaging/debian/install-deps.sh --test" >&2
    exit 1
}
exec dbus-run-session --config-file="$config" -- "$@"
