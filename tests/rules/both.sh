#!/bin/sh
# Applies a rules file both ways and requires the same result:
#
#   both.sh RULES[,RULES...] INPUT [rulir-opt flags...]
#
# (1) the interpreter:  rulir-opt --rules R1 --rules R2 ... INPUT flags
# (2) compiled:         rulir-gen -o Ti.c Ri for each file, each compiled
#                       as a shared object ($RULES_CC, with
#                       -DRL_RULES_PLUGIN), then
#                       rulir-opt --load-rules T1.so --load-rules T2.so ... INPUT flags
# Their stdout, stderr and exit status must be identical (both name the
# rules file as given); then (1)'s stdout and stderr are printed and its
# status returned, for FileCheck or `not`. Used by tests/rules/apply as
# %rules-both.
#
# The shared object is cached (tests/lib/memo.sh) by the generated C, the
# compiler and its flags, and the headers it may include: tests that apply
# one rules file several ways compile it once (under check-asan, a compile
# with the sanitizers takes seconds).
if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
set -u
rules=$1 input=$2
shift 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rules-both.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/memo.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
cat "$root"/core/*.h "$root"/drivers/*.h "$root"/dialects/*/*.h "$root"/gen/*.h "$RULES_GEN_DIR"/dialects/*/*.h \
  >"$tmp/headers" 2>/dev/null
interp="" compiled="" n=0
old_ifs=$IFS
IFS=,
for r in $rules; do
  IFS=$old_ifs
  n=$((n + 1))
  if ! rulir-gen -I "$RULES_DIALECTS" -o "$tmp/r$n.c" "$r" 2>"$tmp/gen.err"; then
    cat "$tmp/gen.err" >&2
    echo "both.sh: rulir-gen failed on $r" >&2
    exit 2
  fi
  # The .so is cached by its C and the headers it includes (tests/lib/memo.sh);
  # the C names itself in its #line directives: keyed without the folder.
  sed "s|$tmp/||g" "$tmp/r$n.c" >"$tmp/r$n.key"
  key=$(memo_key rules-so $RULES_CC -shared -fPIC -DRL_RULES_PLUGIN "$tmp/r$n.key" "$tmp/headers")
  if ! memo_get "$key" "$tmp/r$n.so" "$tmp/cc.err"; then
    if ! $RULES_CC -shared -fPIC -DRL_RULES_PLUGIN "$tmp/r$n.c" -o "$tmp/r$n.so" 2>"$tmp/cc.err"; then
      cat "$tmp/cc.err" >&2
      echo "both.sh: the C compiler rejected the C generated from $r" >&2
      exit 2
    fi
    memo_put "$key" "$tmp/r$n.so" "$tmp/cc.err" 0
  fi
  interp="$interp --rules $r"
  compiled="$compiled --load-rules $tmp/r$n.so"
done
IFS=$old_ifs
# (File names with spaces are not supported: the lists are split on blanks.)
rulir-opt $interp "$input" "$@" >"$tmp/i.out" 2>"$tmp/i.err"
si=$?
rulir-opt $compiled "$input" "$@" >"$tmp/c.out" 2>"$tmp/c.err"
sc=$?
# The compiled rules know no file of their own: the interpreter's error
# output names the same lines.
if ! cmp -s "$tmp/i.out" "$tmp/c.out" || ! cmp -s "$tmp/i.err" "$tmp/c.err" || [ $si -ne $sc ]; then
  echo "both.sh: the interpreter and the compiled rules disagree on $rules (status $si vs $sc)" >&2
  diff "$tmp/i.out" "$tmp/c.out" >&2
  diff "$tmp/i.err" "$tmp/c.err" >&2
  exit 3
fi
cat "$tmp/i.out"
cat "$tmp/i.err" >&2
exit $si
