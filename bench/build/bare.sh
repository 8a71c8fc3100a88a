#!/bin/sh
# A README command on a bare Debian 12: a new debootstrap root with nothing but git (and this
# machine's CA certificates, as the machine itself has them), a fresh clone of REPOSITORY in
# /root, an empty ccache; prints how long the packages and the rest took, with the load.
#   bench/build/bare.sh test|run [REPOSITORY] [WORK]   (run as root; WORK is kept for a look)
set -eu
which=$1
repository=${2:-$(git -C "$(dirname "$0")/../.." rev-parse --show-toplevel)}
work=${3:-$(mktemp -d)}
command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap >/dev/null
root=$work/root
debootstrap --include=git,ca-certificates bookworm "$root" http://deb.debian.org/debian >"$work/debootstrap.log"
unmount() { for m in dev/shm dev/pts dev sys proc; do umount "$root/$m" 2>/dev/null || true; done; }
trap unmount EXIT
for m in proc sys dev dev/pts dev/shm; do mount --bind "/$m" "$root/$m"; done
cp /etc/resolv.conf /etc/hosts "$root/etc/"
cp /usr/local/share/ca-certificates/* "$root/usr/local/share/ca-certificates/" 2>/dev/null || true
chroot "$root" update-ca-certificates >/dev/null 2>&1
git clone -q "$repository" "$root/root/kurz"
case $which in
    test) deps="packaging/debian/install-deps.sh --test"; rest="cmake --workflow --preset test" ;;
    run) deps="packaging/debian/install-deps.sh"
         rest="cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2 --target kurz" ;;
    *) echo "bare.sh: say test or run" >&2; exit 2 ;;
esac
cat >"$root/root/measure.sh" <<SCRIPT
cd /root/kurz
echo "commit \$(git log --oneline -1 | cut -d' ' -f1), load before: \$(cut -d' ' -f1-3 /proc/loadavg)"
s=\$(date +%s)
$deps >/root/deps.log 2>&1 || { tail /root/deps.log; exit 1; }
m=\$(date +%s)
echo "packages: \$((m - s)) s (\$(grep -c '^Setting up' /root/deps.log) installed)"
sh -c '$rest' >/root/rest.log 2>&1 || { tail -30 /root/rest.log; exit 1; }
e=\$(date +%s)
echo "the rest: \$((e - m)) s, in all \$((e - s)) s, load after: \$(cut -d' ' -f1-3 /proc/loadavg)"
grep -a 'tests passed\|Total Test time' /root/rest.log || true
SCRIPT
chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin sh /root/measure.sh
echo "bare.sh: the root is $root (logs in $root/root)"
