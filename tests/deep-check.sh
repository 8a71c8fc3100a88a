#!/bin/sh
# The deep check, after the README's test command (.ci/run runs both): libFuzzer targets, the
# whole suite under AddressSanitizer + UndefinedBehaviorSanitizer, and the listener, hit
# recorder and concurrency tests under ThreadSanitizer. clang-14, each in a build folder of its
# own (build-deep-asan, build-deep-tsan). KURZ_FUZZ_SECONDS (default 30) bounds each fuzz
# target; KURZ_DEEP_JOBS (default 2) the build. A crash a fuzzer finds is kept in
# build-deep-asan/fuzz-crashes/; copied into tests/fuzz/corpus/NAME it is a test of the normal
# suite (fuzz_corpus_NAME replays every seed) that fails until the fault is fixed. The test command
# builds with clang-14 too, so the deep check also builds the program with g++, Debian's
# compiler, the one the README's run command and the package use (build-deep-gcc).
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
FUZZ_SECONDS=${KURZ_FUZZ_SECONDS:-30}
JOBS=${KURZ_DEEP_JOBS:-2}
# The parts that run: gcc, asan, fuzz, tsan (all by default), e.g. KURZ_DEEP_PARTS="fuzz".
PARTS=${KURZ_DEEP_PARTS:-gcc asan fuzz tsan}

# clang-14 and its sanitizer and libFuzzer runtimes, if they are missing.
packaging/debian/install-deps.sh --deep

# Each part's duration, said as it ends and again together at the end.
summary=""
elapsed() {
    line="$1: $(( $(date +%s) - $2 )) s"
    echo "deep-check: $line"
    summary="$summary
  $line"
}
wants() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }

# Sanitizer builds are full builds, kept cheap: a unity build (each Qt header parsed once per
# batch of files, not once per file), optimised a little, line tables only for the stacks.
configure() {
    cmake -S . -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=None -DCMAKE_UNITY_BUILD=ON \
        -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
        -DCMAKE_CXX_FLAGS="-O1 -gline-tables-only" -DKURZ_WERROR=ON "$@" >/dev/null
}

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$ROOT/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$ROOT/tests/sanitizers/tsan.supp"

total=$(date +%s)
# What the run command builds, as it builds it (g++, Release), with warnings as errors.
if wants gcc; then
    start=$(date +%s)
    cmake -S . -B build-deep-gcc -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DKURZ_WERROR=ON >/dev/null
    cmake --build build-deep-gcc -j"$JOBS" --target kurz
    elapsed "g++ Release build of kurz" "$start"
fi

# ASan + UBSan, instrumented for libFuzzer too: one build serves the suite and the fuzzers.
if wants asan || wants fuzz; then
    start=$(date +%s)
    configure build-deep-asan -DKURZ_SANITIZE=address,undefined -DKURZ_FUZZ=ON
    if wants asan; then
        cmake --build build-deep-asan -j"$JOBS"
    else
        cmake --build build-deep-asan -j"$JOBS" --target fuzz_policies fuzz_codecs fuzz_importers fuzz_request_fast fuzz_request_general
    fi
    elapsed "ASan+UBSan build" "$start"
fi

if wants asan; then
    start=$(date +%s)
    # A report of a process that a test starts (kurz serve) would be lost with its standard
    # error: reports go to files, shown when the suite fails.
    reports=$ROOT/build-deep-asan/sanitizer-reports
    rm -rf "$reports" && mkdir -p "$reports"
    # The packaging checks (the .deb, desktop file, metainfo, translations) run no compiled code.
    if ! ASAN_OPTIONS="$ASAN_OPTIONS:log_path=$reports/asan" UBSAN_OPTIONS="$UBSAN_OPTIONS:log_path=$reports/ubsan" \
            ctest --test-dir build-deep-asan --output-on-failure -j2 -E '^(tst_deb|tst_deb_install|tst_desktop_file|tst_metainfo|tst_translations)$'; then
        for report in "$reports"/*; do [ -f "$report" ] && { echo "deep-check: $report"; cat "$report"; } >&2; done
        exit 1
    fi
    elapsed "suite under ASan+UBSan" "$start"
fi

if wants fuzz; then
    start=$(date +%s)
    crashes=build-deep-asan/fuzz-crashes
    mkdir -p "$crashes"
    for target in fuzz_policies fuzz_codecs fuzz_importers fuzz_request_fast fuzz_request_general; do
        seeds=tests/fuzz/corpus/$(echo "${target#fuzz_}" | sed 's/_fast$//; s/_general$//')
        work=build-deep-asan/fuzz-corpus/$target
        mkdir -p "$work"
        echo "deep-check: $target for $FUZZ_SECONDS s"
        if ! build-deep-asan/tests/fuzz/$target -max_total_time="$FUZZ_SECONDS" -timeout=20 -rss_limit_mb=4096 \
                -print_final_stats=1 -artifact_prefix="$crashes/$target-" "$work" "$seeds" \
                >"build-deep-asan/$target.log" 2>&1; then
            tail -n 60 "build-deep-asan/$target.log" >&2
            echo "deep-check: $target crashed; the input is in $crashes. Copy it into $seeds (the normal suite replays it as fuzz_corpus_*), then fix it." >&2
            exit 1
        fi
        grep -E '^stat::number_of_executed_units|^#[0-9]+ *DONE' "build-deep-asan/$target.log" | tail -n 2
    done
    elapsed "fuzzing" "$start"
fi

if wants tsan; then
    start=$(date +%s)
    configure build-deep-tsan -DKURZ_SANITIZE=thread
    tsan_tests="tst_threadcall tst_hitrecorder tst_database tst_importbatch tst_resolvecache tst_concurrent_create tst_redirects tst_listenerload tst_hardening tst_apiconcurrency"
    # shellcheck disable=SC2086
    cmake --build build-deep-tsan -j"$JOBS" --target $tsan_tests
    elapsed "TSan build" "$start"
    start=$(date +%s)
    # Not the creates from four processes: clang-14's TSan runtime aborts in a child that
    # QProcess starts (a CHECK in its fork handling); they test processes, not threads.
    ctest --test-dir build-deep-tsan --output-on-failure -j2 \
        -R "^($(echo "$tsan_tests" | tr ' ' '|'))(_.*)?$" -E '_Processes'
    elapsed "listener, hit-recorder and concurrency tests under TSan" "$start"
fi
elapsed "the deep check in all" "$total"
echo "deep-check: passed ($PARTS); what each part took:$summary"
