#!/bin/sh
# Runs the `test` blocks of every rules file given, interpreted and then
# compiled (rulir-gen's C built as a shared object with $RULES_CC), and
# prints their PASS/FAIL lines. Exits non-zero if any test fails or any step
# does.
#
#   rule-tests.sh FILE.rules...
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rule-tests.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
status=0
for f in "$@"; do
  echo "== $f (interpreted)"
  rulir-opt --rules "$f" --test-rules || status=1
  echo "== $f (compiled)"
  if rulir-gen -I "$RULES_DIALECTS" -o "$tmp/r.c" "$f" &&
     $RULES_CC -shared -fPIC -DRL_RULES_PLUGIN "$tmp/r.c" -o "$tmp/r.so"; then
    rulir-opt --load-rules "$tmp/r.so" --rules "$f" --test-rules || status=1
  else
    echo "rule-tests.sh: could not compile $f" >&2
    status=1
  fi
done
exit $status
