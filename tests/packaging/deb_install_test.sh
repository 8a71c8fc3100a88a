#!/bin/sh
# Installs the .deb that deb_build_test.sh built, checks it as a user would, and removes it.
# Changes the system, so it runs only as root (as CI does) and never replaces a kurz package
# that was installed before.  Usage: deb_install_test.sh DEB_DIR SYSTEM_UNIT_EXAMPLE
set -u
if [ "$(id -u)" -ne 0 ]; then
    echo "SKIP: not root, so the .deb is not installed (CI runs this as root)"; exit 77
fi
if dpkg-query -W -f='${Status}' kurz 2>/dev/null | grep -q 'ok installed'; then
    echo "SKIP: a kurz package is already installed on this machine; it is left alone"; exit 77
fi
system_unit=$2
set -- "$1"/kurz_*_amd64.deb
deb=$1 user=kurz-test-$$ failed=0 runtime=$(mktemp -d)
fail() { echo "FAIL: $*"; failed=1; }
# apt-get, quiet unless it fails.
apt() {
    log=$(DEBIAN_FRONTEND=noninteractive apt-get -y -q -o DPkg::Lock::Timeout=600 "$@" 2>&1) || { echo "$log"; return 1; }
}
cleanup() {
    userdel --remove "$user" 2>/dev/null
    rm -rf "$runtime"
    dpkg-query -W -f='${Status}' kurz 2>/dev/null | grep -q 'ok installed' && apt remove kurz >/dev/null
}
trap cleanup EXIT

apt install "$deb" || { echo "FAIL: apt-get install $deb"; exit 1; }
version=$(dpkg-deb --field "$deb" Version)
[ "$(kurz --version)" = "kurz $version" ] || fail "kurz --version says '$(kurz --version)', not 'kurz $version'"
[ "$(man -w kurz)" = /usr/share/man/man1/kurz.1.gz ] || fail "man -w kurz says '$(man -w kurz)'"
for file in /usr/share/bash-completion/completions/kurz /usr/share/zsh/vendor-completions/_kurz \
            /usr/share/fish/vendor_completions.d/kurz.fish /usr/lib/systemd/user/kurz-serve.service \
            /usr/share/applications/app.kurz.Kurz.desktop /usr/share/metainfo/app.kurz.Kurz.metainfo.xml \
            /usr/share/icons/hicolor/scalable/apps/app.kurz.Kurz.svg /usr/share/icons/hicolor/48x48/apps/app.kurz.Kurz.png \
            /usr/share/icons/hicolor/symbolic/apps/app.kurz.Kurz-symbolic.svg /usr/share/doc/kurz/copyright \
            /usr/share/dbus-1/services/app.kurz.Kurz.service /usr/share/krunner/dbusplugins/app.kurz.Kurz.desktop \
            /usr/share/gnome-shell/search-providers/app.kurz.Kurz.search-provider.ini; do
    [ -s "$file" ] || fail "$file is missing"
done
# D-Bus starts the installed program, wherever the build was configured to install.
grep -qx 'Exec=/usr/bin/kurz' /usr/share/dbus-1/services/app.kurz.Kurz.service \
    || fail "app.kurz.Kurz.service does not start /usr/bin/kurz: $(grep Exec= /usr/share/dbus-1/services/app.kurz.Kurz.service)"
# Both units as systemd reads them (the user manager needs a runtime folder).
problems=$(XDG_RUNTIME_DIR=$runtime systemd-analyze verify --user /usr/lib/systemd/user/kurz-serve.service 2>&1) \
    || fail "systemd-analyze verify --user kurz-serve.service: $problems"
problems=$(systemd-analyze verify "$system_unit" 2>&1) || fail "systemd-analyze verify $system_unit: $problems"

# A user who never ran Kurz, in a login shell without a display.
useradd --create-home --shell /bin/sh "$user" || { echo "FAIL: useradd"; exit 1; }
short=$(runuser -l "$user" -c 'kurz shorten https://example.org/first-link' 2>&1)
echo "$short" | grep -qx 'http://127\.0\.0\.1:8080/[A-Za-z0-9]*' || fail "kurz shorten as a new user printed: $short"
runuser -l "$user" -c 'kurz list' | grep -q 'https://example.org/first-link' || fail "kurz list as the new user lacks the link"
[ -f "/home/$user/.local/share/kurz/links.db" ] || fail "the new user's database is not in ~/.local/share/kurz"

files=$(dpkg-query -L kurz)
apt remove kurz || fail "apt-get remove kurz"
status=$(dpkg-query -W -f='${Status}' kurz 2>/dev/null)
case $status in ''|*not-installed) ;; *) fail "after apt-get remove, dpkg still lists kurz as '$status'" ;; esac
for file in $files; do
    [ -d "$file" ] || [ ! -e "$file" ] || fail "apt-get remove left $file behind"
done
[ "$failed" -eq 0 ] && echo "installed, used by a new user and removed cleanly: $(basename "$deb")"
exit $failed
