#!/bin/sh
# D-Bus starts Kurz from its service file: on a private session bus whose only service folder
# holds packaging/desktop/app.kurz.Kurz.service.in (its Exec pointed at the built kurz, on a
# throw-away database and settings file), a gdbus call to app.kurz.Kurz starts the window,
# which answers it. Usage: dbus_activation_test.sh KURZ SERVICE_TEMPLATE
set -u
for tool in dbus-run-session gdbus; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing: run packaging/debian/install-deps.sh --test"; exit 1; }
done
kurz=$1 template=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/services" "$dir/runtime"
chmod 700 "$dir/runtime"
sed "s|^Exec=.*|Exec=$kurz --db $dir/links.db --config $dir/kurz.conf|" "$template" >"$dir/services/app.kurz.Kurz.service"
grep -qx 'Name=app.kurz.Kurz' "$dir/services/app.kurz.Kurz.service" || { echo "FAIL: the service file does not name app.kurz.Kurz"; exit 1; }
cat >"$dir/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$dir/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF
# The activated window: offscreen, at home and with its single-instance lock in the throw-away
# folder, its listener on any free port.
printf '[server]\nlisten=127.0.0.1:0\n' >"$dir/kurz.conf"
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=$dir/runtime HOME=$dir
dbus-run-session --config-file="$dir/bus.conf" -- sh -c '
    call() { gdbus call --session --timeout 60 --dest app.kurz.Kurz --object-path /app/kurz/Kurz --method "app.kurz.Kurz.$@"; }
    # End the window as a desktop session ends it (SIGTERM writes everything and quits), however
    # the checks went.
    stop() {
        pid=$(gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
            --method org.freedesktop.DBus.GetConnectionUnixProcessID app.kurz.Kurz 2>/dev/null \
            | sed "s/.*uint32 \([0-9]*\).*/\1/")
        [ -n "$pid" ] || return
        kill "$pid"
        for i in $(seq 50); do kill -0 "$pid" 2>/dev/null || return; sleep 0.1; done
        echo "FAIL: Kurz did not end on SIGTERM"
        kill -9 "$pid"
        exit 1
    }
    trap stop EXIT
    reply=$(call Shorten https://example.org/activated) || { echo "FAIL: D-Bus did not start Kurz for Shorten"; exit 1; }
    echo "Shorten: $reply"
    found=$(call Search activated) || exit 1
    echo "Search: $found"
    code=$(echo "$reply" | sed -n "s|.*/\([A-Za-z0-9_-]*\).,)$|\1|p")
    echo "$found" | grep -q "('"'"'$code'"'"'," || { echo "FAIL: Search does not find the link Shorten made ($code)"; exit 1; }
' || exit 1
echo "D-Bus started Kurz from app.kurz.Kurz.service and it answered"
