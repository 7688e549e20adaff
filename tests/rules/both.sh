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
set -u
rules=$1 input=$2
shift 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rules-both.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
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
  if ! $RULES_CC -shared -fPIC -DRL_RULES_PLUGIN "$tmp/r$n.c" -o "$tmp/r$n.so" 2>"$tmp/cc.err"; then
    cat "$tmp/cc.err" >&2
    echo "both.sh: the C compiler rejected the C generated from $r" >&2
    exit 2
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
