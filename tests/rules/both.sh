#!/bin/sh
# Applies a rules file both ways and requires the same result:
#
#   both.sh RULES INPUT [rulir-opt flags...]
#
# (1) the interpreter:  rulir-opt --rules RULES INPUT flags
# (2) compiled:         rulir-gen -o T.c RULES, compiled as a shared object
#                       ($RULES_CC, with -DRL_RULES_PLUGIN), then
#                       rulir-opt --load-rules T.so INPUT flags
# Their stdout, stderr and exit status must be identical (both name the
# rules file as given); then (1)'s stdout and stderr are printed and its
# status returned, for FileCheck or `not`. Used by tests/rules/apply as
# %rules-both.
set -u
rules=$1 input=$2
shift 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rules-both.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
rulir-opt --rules "$rules" "$input" "$@" >"$tmp/i.out" 2>"$tmp/i.err"
si=$?
if ! rulir-gen -I "$RULES_DIALECTS" -o "$tmp/r.c" "$rules" 2>"$tmp/gen.err"; then
  cat "$tmp/gen.err" >&2
  echo "both.sh: rulir-gen failed on $rules" >&2
  exit 2
fi
if ! $RULES_CC -shared -fPIC -DRL_RULES_PLUGIN "$tmp/r.c" -o "$tmp/r.so" 2>"$tmp/cc.err"; then
  cat "$tmp/cc.err" >&2
  echo "both.sh: the C compiler rejected the C generated from $rules" >&2
  exit 2
fi
rulir-opt --load-rules "$tmp/r.so" "$input" "$@" >"$tmp/c.out" 2>"$tmp/c.err"
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
