#!/bin/sh
# The man page and completions against the built kurz: every command and option its --help
# prints is documented and completed, the man page renders without warnings, and each shell
# accepts its completion script.  Usage: docs_test.sh KURZ DOCS_DIR
set -u
for tool in man zsh fish; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing: run packaging/debian/install-deps.sh --test"; exit 1; }
done
kurz=$1 docs=$2 failed=0
fail() { echo "FAIL: $*"; failed=1; }

warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l "$docs/kurz.1" 2>&1 >/dev/null)
[ -z "$warnings" ] || fail "man reports: $warnings"

commands=$("$kurz" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p')
[ -n "$commands" ] || fail "kurz --help lists no commands"
for command in $commands; do
    grep -q "^\.SS \"kurz $(printf '%s' "$command" | sed 's/-/\\\\-/g') " "$docs/kurz.1" || fail "man page lacks the command $command"
    grep -q "^        $command) options=" "$docs/kurz.bash" || fail "bash completion lacks $command"
    grep -q "__fish_use_subcommand -a $command " "$docs/kurz.fish" || fail "fish completion lacks $command"
    for option in $("$kurz" "$command" --help | grep -o -- '--[a-z][a-z0-9-]*' | sort -u); do
        escaped=$(printf '%s' "$option" | sed 's/-/\\\\-/g')
        case $option in --db|--config|--json|--help) section=COMMON ;; *) section="\"kurz $(printf '%s' "$command" | sed 's/-/\\\\-/g') " ;; esac
        awk -v s="$section" '/^\.S[SH]/ { inside = index($0, s) > 0 } inside' "$docs/kurz.1" | grep -q "fB$escaped\\\\fR" \
            || fail "man page lacks $command $option"
        grep "^        $command) options=" "$docs/kurz.bash" | grep -q -- "[ ']$option[ ']" || fail "bash completion lacks $command $option"
    done
done

# Completion as bash runs it: words so far, cursor in the last one.
complete_bash() {
    bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _kurz; printf "%s\n" "${COMPREPLY[@]}"' sh "$docs/kurz.bash" "$@"
}
complete_bash kurz sh | grep -qx shorten || fail "bash: 'kurz sh<Tab>' does not offer shorten"
complete_bash kurz shorten --al | grep -qx -- --alias || fail "bash: 'kurz shorten --al<Tab>' does not offer --alias"
[ -z "$(complete_bash kurz list --al)" ] || fail "bash: 'kurz list --al<Tab>' offers an option list does not take"
complete_bash kurz list --db "$docs/kurz." | grep -qx "$docs/kurz.1" || fail "bash: --db does not complete file names"

zsh -n "$docs/_kurz" || fail "zsh rejects _kurz"
fish --no-execute "$docs/kurz.fish" || fail "fish rejects kurz.fish"
fish -c "source '$docs/kurz.fish'; complete -C 'kurz shorten --al'" | grep -q -- '^--alias' || fail "fish: 'kurz shorten --al' does not offer --alias"
exit $failed
