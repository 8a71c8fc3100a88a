#!/bin/sh
# The desktop-integration pictures, on real desktop parts under Xvfb: Xfce's notification server
# (xfce4-notifyd) shows Kurz's notification, and KDE Plasma's KRunner lists Kurz's links. Also
# checks what a person would: Ctrl+Alt+K shortens the clipboard through KDE Plasma's
# GlobalShortcuts portal (xdg-desktop-portal with its KDE backend and kglobalaccel), Undo in the
# notification deletes the link, Enter in KRunner copies the short URL. Needs: xvfb openbox
# xfce4-notifyd plasma-workspace xdg-desktop-portal xdg-desktop-portal-kde xclip xdotool
# imagemagick libglib2.0-bin dbus (apt-get install --no-install-recommends ...).
#
#   docs/screenshots/desktop-shots.sh BUILD_DIR [OUT_DIR]    # e.g. build-test docs/screenshots
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=$(cd "${1:?usage: desktop-shots.sh BUILD_DIR [OUT_DIR]}" && pwd)
OUT=$(mkdir -p "${2:-$ROOT/docs/screenshots}" && cd "${2:-$ROOT/docs/screenshots}" && pwd)
if [ -z "${KURZ_IN_SESSION:-}" ]; then
    work=$(mktemp -d)
    trap 'kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
    Xvfb :47 -screen 0 1440x900x24 >/dev/null 2>&1 &
    xvfb=$!
    sleep 2
    # Where KRunner and the notification server find Kurz's plugin file and icon, as installed.
    mkdir -p "$work/xdg/krunner/dbusplugins" "$work/xdg/icons/hicolor/scalable/apps"
    cp "$BUILD/packaging/app.kurz.Kurz.krunner.desktop" "$work/xdg/krunner/dbusplugins/app.kurz.Kurz.desktop"
    cp "$ROOT/resources/icons/app.kurz.Kurz.svg" "$work/xdg/icons/hicolor/scalable/apps/"
    cp /usr/share/icons/hicolor/index.theme "$work/xdg/icons/hicolor/"
    DISPLAY=:47 KURZ_IN_SESSION="$work" dbus-run-session -- "$0" "$BUILD" "$OUT" </dev/null
    exit
fi

work=$KURZ_IN_SESSION
export XDG_DATA_DIRS="$work/xdg:/usr/local/share:/usr/share"
dbus-update-activation-environment XDG_DATA_DIRS DISPLAY
kurz() { "$BUILD/src/app/kurz" --db "$work/links.db" --config "$work/kurz.conf" "$@"; }
count() { kurz list | tail -n +2 | wc -l; }
kurz shorten https://example.org/recipes/summer-salad --alias salad --title "Summer salad recipe" --tag recipes >/dev/null
kurz shorten https://example.org/recipes/lemon-cake --alias cake --title "Lemon cake recipe" --tag recipes >/dev/null
kurz shorten https://docs.example.org/recipes/index --alias recipes --title "Recipe index (docs)" --tag docs >/dev/null
kurz shorten https://shop.example.com/summer-sale --alias sale --title "Summer sale" --tag campaign >/dev/null

openbox >/dev/null 2>&1 &
/usr/lib/x86_64-linux-gnu/xfce4/notifyd/xfce4-notifyd >/dev/null 2>&1 &
# KDE Plasma's shortcut daemon and portal, which Kurz asks for Ctrl+Alt+K; its own settings file.
export XDG_CURRENT_DESKTOP=KDE XDG_CONFIG_HOME="$work/config"
dbus-update-activation-environment XDG_CURRENT_DESKTOP XDG_CONFIG_HOME
kglobalaccel5 >"$work/kglobalaccel.log" 2>&1 &
sleep 1
/usr/libexec/xdg-desktop-portal >"$work/portal.log" 2>&1 &
sleep 2
gdbus call --session --dest org.freedesktop.portal.Desktop --object-path /org/freedesktop/portal/desktop \
    --method org.freedesktop.DBus.Properties.Get org.freedesktop.portal.GlobalShortcuts version >/dev/null
dbus-monitor --session "interface=org.freedesktop.portal.GlobalShortcuts" "interface=org.freedesktop.portal.Request" >"$work/monitor.log" 2>&1 &
kurz >"$work/kurz.log" 2>&1 &
sleep 5

echo "https://example.org/by-the-desktop-shortcut" | xclip -selection clipboard -i
before=$(count)
sleep 3
xdotool key ctrl+alt+k
sleep 2
echo "desktop-shots: links before Ctrl+Alt+K $before, after $(count); clipboard $(xclip -o -selection clipboard)"
[ "$(count)" -eq $((before + 1)) ] || { echo "desktop-shots: Ctrl+Alt+K shortened nothing" >&2; cat "$work/monitor.log" "$work/kurz.log" >&2; exit 1; }

echo "https://example.org/articles/how-we-shorten" | xclip -selection clipboard -i
gdbus call --session --dest app.kurz.Kurz --object-path /app/kurz/Kurz --method app.kurz.Kurz.ShortenClipboard
sleep 1.5
import -window root "$work/notification.png"
convert "$work/notification.png" -crop 500x125+930+12 +repage "$OUT/notification.png"
before=$(count)
xdotool mousemove 1354 102 click 1  # the notification's Undo
sleep 1.5
after=$(count)
echo "desktop-shots: links before Undo $before, after $after"
[ "$after" -eq $((before - 1)) ] || { echo "desktop-shots: Undo in the notification deleted nothing" >&2; exit 1; }

krunner >"$work/krunner.log" 2>&1 &
sleep 5
gdbus call --session --dest org.kde.krunner --object-path /App --method org.kde.krunner.App.query recipe >/dev/null
sleep 4
import -window root "$work/krunner.png"
convert "$work/krunner.png" -crop 580x150+435+0 +repage "$OUT/krunner.png"
xdotool key --clearmodifiers Return
sleep 2
copied=$(xclip -o -selection clipboard)
echo "desktop-shots: Enter in KRunner copied $copied"
case "$copied" in */recipes) ;; *) echo "desktop-shots: KRunner's Enter did not copy the first link's short URL" >&2; exit 1 ;; esac
pkill -f "$BUILD/src/app/kurz" || true
pkill krunner || true
pkill -f xdg-desktop-portal || true
pkill kglobalaccel5 || true
echo "desktop-shots: $OUT/notification.png $OUT/krunner.png"
