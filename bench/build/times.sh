#!/bin/sh
# How long a newcomer waits: the README's test command and .ci/run from a fresh clone, with an
# empty ccache (cold) and then, in a second fresh clone, with the cache the first one filled
# (warm). Prints one line per part with its wall time and the load before it.
#   bench/build/times.sh [REPOSITORY] [WORK]   (defaults: this checkout, a new temporary folder)
# KURZ_TIMES_PARTS picks parts: "test" (the test command, timed step by step), "ci" (all of
# .ci/run, which says how long its parts took; alone, it is the cold row), "edit" (touch
# one file of src/core/links, rebuild, run that folder's tests), "warm" (.ci/run again in a
# second clone with the same cache), "run" (the README's run command without starting the
# window: a Release build of kurz alone); default "test edit".
set -eu
repository=${1:-$(git -C "$(dirname "$0")/../.." rev-parse --show-toplevel)}
work=${2:-$(mktemp -d)}
parts=${KURZ_TIMES_PARTS:-test edit}
export CCACHE_DIR="$work/ccache"
mkdir -p "$CCACHE_DIR"
wants() { case " $parts " in *" $1 "*) return 0 ;; esac; return 1; }
report=""
timed() {
    name=$1; shift
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    start=$(date +%s)
    "$@"
    line="$name: $(( $(date +%s) - start )) s (load before: $load)"
    echo "times: $line"
    report="$report
  $line"
}
clone() {
    rm -rf "$1"
    git clone -q "$repository" "$1"
}

clone "$work/cold"
cd "$work/cold"
if wants run; then
    timed "run command: dependencies" packaging/debian/install-deps.sh
    timed "run command: configure and build kurz (Release)" sh -c 'cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null && cmake --build build -j2 --target kurz'
fi
if wants test || wants edit; then
    timed "dependencies" packaging/debian/install-deps.sh --test
    # The README's test command is `cmake --workflow --preset test`: these are its three steps.
    timed "configure" cmake --preset test
    timed "build (cold)" cmake --build --preset test
    timed "ctest" ctest --preset test
fi
if wants edit; then
    # A change to the code: a touch, or a comment, would be a ccache hit.
    echo 'namespace { [[maybe_unused]] constexpr int kurzTimesShEdit = 1; }' >> src/core/links/UrlPolicy.cpp
    timed "edit one file of src/core/links, build, its tests" sh -c 'cmake --build --preset test >/dev/null && ctest --preset test -R "^tst_(policies|shortener|linkservice|linkstatus|botdetector|importbatch)(_.*)?$"'
fi
if wants ci; then
    timed ".ci/run (cold: nothing of this clone built before)" .ci/run
fi
if wants warm; then
    clone "$work/warm"
    cd "$work/warm"
    timed ".ci/run (warm ccache, a second fresh clone)" .ci/run
fi
echo "times: in $work, CCACHE_DIR=$CCACHE_DIR:$report"
