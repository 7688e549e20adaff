#!/bin/sh
# Differential round-trip and malformed-input runner: rulir-opt against mlir-opt-19.
#
#   sh tests/corpus/run.sh RULIR_OPT          (make check-corpus; make check-asan)
#
# 1. tests/corpus/roundtrip/*.mlir: for each file, rulir-opt's output must equal
#    mlir-opt-19's byte for byte, in the generic form and in the custom form
#    (both with --allow-unregistered-dialect), and rulir-opt's generic output
#    fed back to rulir-opt must print the same text again.
# 2. tests/malformed/*.mlir: every chunk (split on `// -----`) must pass
#    `rulir-opt --verify-diagnostics` (its expected-* lines were made from
#    mlir-opt-19's diagnostics by tests/malformed/annotate.py). The whole file
#    runs first, with --split-input-file (each chunk on its own, the run
#    failing if any chunk does); only when it fails are the chunks run one
#    at a time, to say which. Chunks of a file marked RUNNER-EXPECT-FAIL
#    must instead fail, and print each RUNNER-STDERR text (always run alone).
# 3. tests/malformed/gen.sh writes generated cases (deep nesting, 1 MB lines,
#    bad UTF-8, NUL bytes, truncations, ...) with expectations; see there.
# The three parts run side by side. Every run has a 10 s timeout; an exit code >= 124 (timeout, signal) or a
# sanitizer report is a crash. One line per failure (then the first 20 lines
# of a diff or of stderr); the last line is `N passed, M failed`; the exit
# status is non-zero if anything failed.
#
# Environment: MLIR_OPT (default mlir-opt-19), TIMEOUT (default 10),
# ONLY=regex to run only the cases whose name matches, KEEP=1 to keep the
# scratch folder.
if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
set -u
export LC_ALL=C

if [ $# -lt 1 ]; then
  echo "usage: $0 RULIR_OPT" >&2
  exit 2
fi
RULIR=$1
case $RULIR in /*) ;; *) RULIR=$PWD/$RULIR ;; esac
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
TIMEOUT=${TIMEOUT:-10}
ONLY=${ONLY:-}

if [ ! -x "$RULIR" ]; then
  echo "error: $RULIR is not an executable" >&2
  echo "0 passed, 1 failed"
  exit 1
fi
if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
  echo "error: $MLIR_OPT not found (install mlir-19-tools)" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

# mlir-opt-19's results are cached by their input (tests/lib/memo.sh): in
# check-asan, rulir-opt is what runs again.
. "$HERE/../lib/memo.sh"

# A sanitizer report aborts (and is also caught by its text).
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:disable_coredump=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}

TMP=$(mktemp -d "${TMPDIR:-/tmp}/rulir-corpus.XXXXXX")
if [ -z "${KEEP:-}" ]; then trap 'rm -rf "$TMP"' EXIT; else echo "scratch: $TMP"; fi

pass=0
fail=0
n=0

ok() { pass=$((pass + 1)); }
# bad NAME WHY [FILE-TO-SHOW]
bad() {
  fail=$((fail + 1))
  echo "FAIL: $1: $2"
  if [ $# -ge 3 ] && [ -s "$3" ]; then head -20 "$3" | cut -c1-300 | sed 's/^/    /'; fi
}
wanted() { [ -z "$ONLY" ] || [[ $1 =~ $ONLY ]]; }

# run_rulir OUT ERR ARGS...: sets rc, crashed (1 if timeout/signal/sanitizer).
run_rulir() {
  local out=$1 err=$2
  shift 2
  timeout -k 2 "$TIMEOUT" "$RULIR" "$@" >"$out" 2>"$err" </dev/null
  rc=$?
  crashed=0
  if [ $rc -ge 124 ]; then
    crashed=1
  elif grep -aqE 'ERROR: (Address|Leak|Memory|Thread)Sanitizer|runtime error:|AddressSanitizer|UndefinedBehaviorSanitizer' "$err"; then
    crashed=1
  fi
}
crash_why() {
  if [ $rc -eq 124 ]; then echo "timed out after ${TIMEOUT}s"
  elif [ $rc -ge 125 ] && [ $rc -le 127 ]; then echo "could not run rulir-opt (exit $rc)"
  elif [ $rc -gt 128 ]; then echo "killed by signal $((rc - 128))"
  else echo "crashed (exit $rc, sanitizer report)"; fi
}
has_located_error() { grep -aqE '^[^ ].*:[0-9]+:[0-9]+: error: ' "$1"; }

# ---------------------------------------------------------------- round trip
roundtrip_section() {
  for f in "$HERE"/roundtrip/*.mlir; do
    [ -e "$f" ] || continue
    base=$(basename "$f")
    name="roundtrip/$base"
    wanted "$name" || continue
    n=$((n + 1))
    d=$TMP/rt$n
    for form in generic custom; do
      if [ $form = generic ]; then flags="--mlir-print-op-generic --allow-unregistered-dialect"
      else flags="--allow-unregistered-dialect"; fi
      memo_run "$d.$form.want" "$d.$form.mlirerr" "$MLIR_OPT" $flags "$f"
      if [ $? -ne 0 ]; then bad "$name [$form]" "mlir-opt-19 rejects this corpus file" "$d.$form.mlirerr"; continue; fi
      run_rulir "$d.$form.got" "$d.$form.err" $flags "$f"
      if [ $crashed = 1 ]; then bad "$name [$form]" "$(crash_why)" "$d.$form.err"; continue; fi
      if [ $rc -ne 0 ]; then bad "$name [$form]" "rulir-opt exits $rc" "$d.$form.err"; continue; fi
      if cmp -s "$d.$form.want" "$d.$form.got"; then ok
      else
        diff -u --label "mlir-opt-19 $flags" --label "rulir-opt $flags" "$d.$form.want" "$d.$form.got" >"$d.$form.diff"
        bad "$name [$form]" "output differs from mlir-opt-19" "$d.$form.diff"
      fi
    done
    # Generic output read back by rulir-opt prints the same again.
    if [ -s "$d.generic.got" ]; then
      cp "$d.generic.got" "$d.again.mlir"
      run_rulir "$d.again.got" "$d.again.err" --mlir-print-op-generic --allow-unregistered-dialect "$d.again.mlir"
      if [ $crashed = 1 ]; then bad "$name [reparse]" "$(crash_why)" "$d.again.err"
      elif [ $rc -ne 0 ]; then bad "$name [reparse]" "rulir-opt rejects its own generic output (exit $rc)" "$d.again.err"
      elif cmp -s "$d.generic.got" "$d.again.got"; then ok
      else
        diff -u --label "rulir generic" --label "rulir generic, reparsed" "$d.generic.got" "$d.again.got" >"$d.again.diff"
        bad "$name [reparse]" "generic output is not stable when read back" "$d.again.diff"
      fi
    else
      bad "$name [reparse]" "no generic output to read back"
    fi
  done
}

# ------------------------------------------------------- malformed, by chunk
flags_of() {
  local line
  line=$(grep -am1 '^// FLAGS:' "$1" || true)
  if [ -n "$line" ]; then echo "${line#// FLAGS:}"; else echo "--allow-unregistered-dialect"; fi
}
malformed_section() {
  for f in "$ROOT"/tests/malformed/*.mlir; do
    [ -e "$f" ] || continue
    base=$(basename "$f")
    flags=$(flags_of "$f")
    expect_fail=0
    grep -aq 'RUNNER-EXPECT-FAIL' "$f" && expect_fail=1
    cdir=$TMP/mf-${base%.mlir}
    mkdir -p "$cdir"
    # Split as mlir-opt does: at each `// -----`; the rest of that line starts
    # the next chunk.
    awk -v d="$cdir" 'BEGIN { n = 0; f = sprintf("%s/%03d.mlir", d, n); printf "" > f
                              print 1 > (d "/" sprintf("%03d", n) ".line") }
      { line = $0
        while ((i = index(line, "// -----")) > 0) {
          printf "%s\n", substr(line, 1, i - 1) > f; close(f)
          n++; f = sprintf("%s/%03d.mlir", d, n); printf "" > f
          print NR > (d "/" sprintf("%03d", n) ".line")
          line = substr(line, i + 8)
        }
        print line > f }' "$f"
    # The whole file with --split-input-file first: each chunk is processed on
    # its own, and the run passes only if every chunk does, so when it passes
    # the chunks of a file that must pass are not run again one at a time
    # (they are, to say which one, when it fails).
    whole_ok=0
    name="malformed/$base [split-input-file]"
    if wanted "$name"; then
      run_rulir "$cdir/all.out" "$cdir/all.err" $flags --verify-diagnostics --split-input-file "$f"
      if [ $crashed = 1 ]; then bad "$name" "$(crash_why)" "$cdir/all.err"
      elif [ $expect_fail = 0 ] && [ $rc -ne 0 ]; then bad "$name" "--verify-diagnostics fails (exit $rc)" "$cdir/all.err"
      elif [ $expect_fail = 1 ] && [ $rc -eq 0 ]; then bad "$name" "--verify-diagnostics passes but must fail"
      else ok; [ $expect_fail = 0 ] && whole_ok=1; fi
    fi
    for c in "$cdir"/[0-9]*.mlir; do
      k=$(basename "$c" .mlir)
      name="malformed/$base#$((10#$k + 1)) (line $(cat "$cdir/$k.line"))"
      wanted "$name" || continue
      # Skip chunks that hold nothing but comments and blank lines (the header).
      if ! grep -avqE '^[[:space:]]*(//.*)?$' "$c"; then continue; fi
      if [ $whole_ok = 1 ]; then ok; continue; fi
      run_rulir "$c.out" "$c.err" $flags --verify-diagnostics "$c"
      if [ $crashed = 1 ]; then bad "$name" "$(crash_why)" "$c.err"; continue; fi
      if [ $expect_fail = 0 ]; then
        if [ $rc -eq 0 ]; then ok; else bad "$name" "--verify-diagnostics fails (exit $rc)" "$c.err"; fi
      else
        why=""
        [ $rc -ne 0 ] || why="--verify-diagnostics passes but must fail"
        while IFS= read -r want; do
          want=${want#*RUNNER-STDERR: }
          grep -aqF -- "$want" "$c.err" || why="${why:+$why; }stderr lacks: $want"
        done < <(grep -a 'RUNNER-STDERR:' "$c")
        if [ -z "$why" ]; then ok; else bad "$name" "$why" "$c.err"; fi
      fi
    done
  done
}

# --------------------------------------------------------- generated cases
generated_section() {
  gdir=$TMP/gen
  if ! sh "$ROOT/tests/malformed/gen.sh" "$gdir" >"$TMP/gen.log" 2>&1; then
    bad "malformed/gen.sh" "generator failed" "$TMP/gen.log"
  else
    # Ask mlir-opt-19 about the oracle cases first, two at a time.
    awk -F '\t' -v d="$gdir" '$2 == "oracle" { print d "/" $1 "\t" $3 }' "$gdir/cases.tsv" |
      MLIR_OPT=$MLIR_OPT TIMEOUT=$TIMEOUT xargs -d '\n' -n 1 -P 2 bash -c '
        . "$0"; g=${1%%	*}; fl=${1#*	}
        memo_run "$g.want" /dev/null timeout -k 2 "$TIMEOUT" "$MLIR_OPT" $fl "$g"
        echo $? >"$g.wantrc"' "$HERE/../lib/memo.sh"
    while IFS="$(printf '\t')" read -r gname expect gflags; do
      name="generated/$gname"
      wanted "$name" || continue
      g=$gdir/$gname
      run_rulir "$g.out" "$g.err" $gflags "$g"
      if [ $crashed = 1 ]; then bad "$name" "$(crash_why)" "$g.err"; continue; fi
      if [ "$expect" = oracle ]; then
        mrc=$(cat "$g.wantrc" 2>/dev/null || echo 125)
        if [ $mrc -eq 0 ]; then
          expect=accept
        elif [ $mrc -lt 124 ]; then
          expect=reject
        else
          expect=any  # mlir-opt-19 crashed or hung
        fi
      fi
      case $expect in
        accept)
          if [ $rc -ne 0 ]; then bad "$name" "rejected (exit $rc) but mlir-opt-19 accepts it" "$g.err"
          elif cmp -s "$g.want" "$g.out"; then ok
          else
            diff -u --label mlir-opt-19 --label rulir-opt "$g.want" "$g.out" >"$g.diff"
            bad "$name" "output differs from mlir-opt-19" "$g.diff"
          fi ;;
        reject)
          if [ $rc -eq 0 ]; then bad "$name" "accepted, but must be rejected"
          elif has_located_error "$g.err"; then ok
          else bad "$name" "exit $rc without a file:line:col: error: line" "$g.err"; fi ;;
        any)
          if [ $rc -eq 0 ] || has_located_error "$g.err"; then ok
          else bad "$name" "exit $rc without a file:line:col: error: line" "$g.err"; fi ;;
        *) bad "$name" "unknown expectation '$expect' in cases.tsv" ;;
      esac
    done <"$gdir/cases.tsv"
  fi
}

# The three sections run side by side (two of them in the background), each
# with its own counts and output, printed in order.
section() {  # section NAME: runs NAME_section, its output and counts in $TMP/NAME.*
  pass=0 fail=0
  "$1_section" >"$TMP/$1.log" 2>&1
  echo "$pass $fail" >"$TMP/$1.count"
}
section roundtrip &
section malformed &
section generated
wait
pass=0 fail=0
for s in roundtrip malformed generated; do
  cat "$TMP/$s.log"
  read -r p f <"$TMP/$s.count" || { p=0; f=1; echo "FAIL: the $s section did not finish"; }
  pass=$((pass + p)) fail=$((fail + f))
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
