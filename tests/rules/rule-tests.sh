#!/bin/sh
# Runs the `test` blocks of every rules file given, interpreted and then
# compiled, and prints their PASS/FAIL lines. Exits non-zero if any test
# fails or any step does. A file of the repository's rules/ is compiled into
# rulir-opt already: its tests run with that code (--test-compiled, what
# the tools run); any other file's C (rulir-gen's) is built as a shared
# object with $RULES_CC and loaded (--load-rules).
#
#   rule-tests.sh FILE.rules...
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rule-tests.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
rules_dir=$(cd "$(dirname "$0")/../../rules" && pwd)
status=0
for f in "$@"; do
  echo "== $f (interpreted)"
  rulir-opt --rules "$f" --test-rules || status=1
  echo "== $f (compiled)"
  if [ "$(cd "$(dirname "$f")" && pwd)" = "$rules_dir" ]; then
    rulir-opt --rules "$f" --test-rules --test-compiled || status=1
  elif rulir-gen -I "$RULES_DIALECTS" -o "$tmp/r.c" "$f" &&
     $RULES_CC -shared -fPIC -DRL_RULES_PLUGIN "$tmp/r.c" -o "$tmp/r.so"; then
    rulir-opt --load-rules "$tmp/r.so" --rules "$f" --test-rules || status=1
  else
    echo "rule-tests.sh: could not compile $f" >&2
    status=1
  fi
done
exit $status
