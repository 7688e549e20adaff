#!/bin/sh
# Differential check of `rulir-opt --canonicalize` (issue 4), or of the
# passes $CANON_PASSES names (make check-diff-passes: --cse, --sccp,
# --inline, --loop-invariant-code-motion, each on its own).
#
#   sh tests/canon/run.sh RULIR_OPT [N]        (make check-canon: N = 200)
#
# tests/canon/gen.py writes N func/arith/cf programs into $CANON_OUT
# (default build/canon). For each program P:
#  (a) P is lowered by mlir-opt-19 ($LOWER below) and run by
#      mlir-cpu-runner-19 (@main, printing through libmlir_runner_utils);
#  (b) `rulir-opt --canonicalize P` is lowered and run the same way; its
#      output must be identical to (a). A difference, a rulir-opt failure or
#      crash, or rulir output that mlir-opt-19 cannot parse is a FAIL: the
#      name, the reason and a diff are printed, with mlir-opt-19
#      --canonicalize's run of the same program for comparison.
#  (c) the ops left by rulir-opt --canonicalize and by mlir-opt-19
#      --canonicalize are counted the same way (both printed generic by
#      mlir-opt-19; every `"dialect.op"(` counts) and the share of programs
#      where rulir leaves no more ops than mlir-opt-19 is reported, with the
#      programs where rulir is furthest behind.
# The exit status is non-zero on any semantic failure, and, only when
# CANON_REQUIRE_OPCOUNT=1, also when that share is under 90%.
#
# Environment: MLIR_OPT (mlir-opt-19), MLIR_RUNNER (mlir-cpu-runner-19),
# MLIR_LIBDIR (/usr/lib/llvm-19/lib), SEED (1), JOBS (2), TIMEOUT (20 s a
# step), CANON_OUT (build/canon), WORST (10 programs listed), ONLY=regex to
# check only the matching program names (after generating all of them).
# Files kept in CANON_OUT for program pNNN: pNNN.mlir, pNNN.rulir.mlir,
# pNNN.want (run of the original), pNNN.got (run of rulir's output),
# pNNN.mlircanon.mlir (mlir-opt-19 --canonicalize, generic form), pNNN.res
# (one line: name status rulir-ops mlir-ops), *.err when a step failed; and
# opcounts.tsv (rulir-ops - mlir-ops, name, rulir-ops, mlir-ops).
# The lowering runs convert-arith-to-llvm before arith-expand so that
# maximumf/minimumf become llvm.maximum/minimum: arith-expand would rewrite
# them with cmpf+select, which loses the sign of zero (minimumf(-0, +0)
# would run as +0).
if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
set -u
export LC_ALL=C

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
export MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
export MLIR_RUNNER=${MLIR_RUNNER:-mlir-cpu-runner-19}
export MLIR_LIBDIR=${MLIR_LIBDIR:-/usr/lib/llvm-19/lib}
export TIMEOUT=${TIMEOUT:-20}
# Under ASan/UBSan (make check-asan) a report aborts rulir-opt.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:disable_coredump=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}
# mlir-opt-19's and mlir-cpu-runner-19's results are cached by their input
# (tests/lib/memo.sh): in check-asan, rulir-opt is what runs again.
. "$HERE/../lib/memo.sh"
export CANON_PASSES=${CANON_PASSES:---canonicalize}
export LOWER="--convert-arith-to-llvm --arith-expand --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts"

# ------------------------------------------------------------ one program
# run.sh --one FILE: checks one program, writes FILE's .res (and the rest).
if [ "${1:-}" = --one ]; then
  f=$2
  b=${f%.mlir}
  name=$(basename "$f")
  runner() {  # runner IN OUT: lower IN with mlir-opt-19 and run it (cached by IN's text)
    local key
    # shellcheck disable=SC2086
    key=$(memo_key runner "$HERE/run.sh" "$MLIR_OPT" $LOWER "$MLIR_RUNNER" "$MLIR_LIBDIR" "$1")
    memo_get "$key" "$2" "$2.err" && return 0
    timeout -k 2 "$TIMEOUT" "$MLIR_OPT" $LOWER "$1" -o "$2.ll" 2>"$2.err" </dev/null || return 1
    timeout -k 2 "$TIMEOUT" "$MLIR_RUNNER" -e main -entry-point-result=void \
      -shared-libs="$MLIR_LIBDIR/libmlir_runner_utils.so.19.1,$MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1" \
      "$2.ll" >"$2" 2>>"$2.err" </dev/null || return 2
    rm -f "$2.ll"
    memo_put "$key" "$2" "$2.err" 0
  }
  count() { grep -oE '"[A-Za-z_][A-Za-z0-9_$]*\.[A-Za-z0-9_.$]+"\(' "$1" | wc -l; }
  res() { echo "$name $1 ${2:--} ${3:--}" >"$b.res"; }

  # Op count of mlir-opt-19 --canonicalize (and its program, for diffs).
  mops=-
  # (In a subshell, so that a crash of mlir-opt-19 is not announced by bash.)
  if memo_run /dev/null "$b.mlircanon.err" timeout -k 2 "$TIMEOUT" "$MLIR_OPT" $CANON_PASSES --mlir-print-op-generic "$f" \
       -o "$b.mlircanon.mlir"; then
    mops=$(count "$b.mlircanon.mlir")
  else
    rm -f "$b.mlircanon.mlir"
  fi
  # (a) the original.
  runner "$f" "$b.want"
  rc=$?
  if [ $rc -ne 0 ]; then
    res "FAIL:generator:the-original-does-not-$([ $rc = 1 ] && echo lower || echo run)" - "$mops"; exit 0
  fi
  # (b) rulir-opt --canonicalize.
  timeout -k 2 "$TIMEOUT" "$RULIR" $CANON_PASSES "$f" -o "$b.rulir.mlir" 2>"$b.rulir.err" </dev/null
  rc=$?
  if [ $rc -ge 124 ]; then res "FAIL:rulir-opt-crashed-or-timed-out(exit-$rc)" - "$mops"; exit 0; fi
  if [ $rc -ne 0 ]; then res "FAIL:rulir-opt-exits-$rc" - "$mops"; exit 0; fi
  if ! memo_run /dev/null "$b.got.err" "$MLIR_OPT" --mlir-print-op-generic "$b.rulir.mlir" -o "$b.rulir.gen"; then
    res "FAIL:mlir-opt-19-cannot-parse-rulir's-output" - "$mops"; exit 0
  fi
  rops=$(count "$b.rulir.gen")
  runner "$b.rulir.mlir" "$b.got"
  rc=$?
  if [ $rc -eq 1 ]; then res "FAIL:mlir-opt-19-cannot-lower-rulir's-output" "$rops" "$mops"; exit 0; fi
  if [ $rc -ne 0 ]; then res "FAIL:rulir's-output-does-not-run" "$rops" "$mops"; exit 0; fi
  if ! cmp -s "$b.want" "$b.got"; then res "FAIL:output-differs" "$rops" "$mops"; exit 0; fi
  res ok "$rops" "$mops"
  rm -f "$b.rulir.gen" "$b.want.err" "$b.got.err" "$b.rulir.err"
  [ "$mops" = - ] || rm -f "$b.mlircanon.err"
  exit 0
fi

# ------------------------------------------------------------ driver
if [ $# -lt 1 ]; then
  echo "usage: $0 RULIR_OPT [N]" >&2
  exit 2
fi
RULIR=$1
case $RULIR in /*) ;; *) RULIR=$PWD/$RULIR ;; esac
export RULIR
N=${2:-200}
SEED=${SEED:-1}
JOBS=${JOBS:-2}
WORST=${WORST:-10}
ONLY=${ONLY:-}
OUT=${CANON_OUT:-$ROOT/build/canon}
case $OUT in /*) ;; *) OUT=$PWD/$OUT ;; esac

if [ ! -x "$RULIR" ]; then echo "error: $RULIR is not an executable" >&2; exit 1; fi
for t in "$MLIR_OPT" "$MLIR_RUNNER"; do
  if ! command -v "$t" >/dev/null 2>&1; then echo "error: $t not found (install mlir-19-tools)" >&2; exit 1; fi
done
for l in libmlir_runner_utils.so.19.1 libmlir_c_runner_utils.so.19.1; do
  if [ ! -e "$MLIR_LIBDIR/$l" ]; then echo "error: $MLIR_LIBDIR/$l not found" >&2; exit 1; fi
done

start=$(date +%s)
mkdir -p "$OUT"
rm -f "$OUT"/p[0-9]*.*
if ! python3 "$HERE/gen.py" -n "$N" --seed "$SEED" -o "$OUT"; then
  echo "error: tests/canon/gen.py failed" >&2
  exit 1
fi

for f in "$OUT"/p[0-9]*.mlir; do
  [ -e "$f" ] || continue
  if [ -n "$ONLY" ] && ! [[ $(basename "$f") =~ $ONLY ]]; then continue; fi
  echo "$f"
done | xargs -d '\n' -n 1 -P "$JOBS" bash "$HERE/run.sh" --one

fail=0
pass=0
total=0
le=0
counted=0
nocount=
: >"$OUT/opcounts.tsv"
for r in "$OUT"/p[0-9]*.res; do
  [ -e "$r" ] || continue
  read -r name status rops mops <"$r"
  total=$((total + 1))
  b=${r%.res}
  if [ "$status" = ok ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL: $OUT/$name: ${status#FAIL:}"
    for e in "$b.want.err" "$b.rulir.err" "$b.got.err"; do
      [ -s "$e" ] && head -10 "$e" | cut -c1-300 | sed 's/^/    /'
    done
    if [ "$status" = FAIL:output-differs ]; then
      echo "    run of the original (-) against run of rulir-opt --canonicalize's output (+):"
      diff -u "$b.want" "$b.got" | tail -n +3 | head -20 | sed 's/^/    /'
      if [ -s "$b.mlircanon.mlir" ]; then
        # How mlir-opt-19 --canonicalize's own output runs, for comparison.
        ( bash -c '
            timeout -k 2 "$TIMEOUT" "$MLIR_OPT" $LOWER "$1" 2>/dev/null |
            timeout -k 2 "$TIMEOUT" "$MLIR_RUNNER" -e main -entry-point-result=void \
              -shared-libs="$MLIR_LIBDIR/libmlir_runner_utils.so.19.1,$MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1" >"$2" 2>/dev/null' \
            sh "$b.mlircanon.mlir" "$b.mlircanon.out" )
        if cmp -s "$b.want" "$b.mlircanon.out"; then
          echo "    (mlir-opt-19 --canonicalize's output runs like the original)"
        else
          echo "    (mlir-opt-19 --canonicalize's output differs from the original too)"
        fi
      fi
    fi
  fi
  if [ "$mops" = - ]; then
    nocount="$nocount $name"
  elif [ "$rops" != - ]; then
    counted=$((counted + 1))
    [ "$rops" -le "$mops" ] && le=$((le + 1))
    printf '%s\t%s\t%s\t%s\n' "$((rops - mops))" "$name" "$rops" "$mops" >>"$OUT/opcounts.tsv"
  fi
done

end=$(date +%s)
echo "semantics: $pass of $total programs run the same after rulir-opt $CANON_PASSES ($fail failed)"
if [ $counted -gt 0 ]; then
  pct=$((le * 1000 / counted))
  echo "op count: rulir-opt leaves no more ops than mlir-opt-19 $CANON_PASSES on $le of $counted programs ($((pct / 10)).$((pct % 10))%; the goal is 90%)"
  sums=$(awk -F '\t' '{ r += $3; m += $4 } END { printf "%d ops left by rulir-opt, %d by mlir-opt-19", r, m }' "$OUT/opcounts.tsv")
  echo "  in all: $sums"
  echo "  furthest behind (rulir-ops - mlir-ops, program, rulir-ops, mlir-ops):"
  sort -t "$(printf '\t')" -k1,1nr -k2,2 "$OUT/opcounts.tsv" | head -n "$WORST" | sed 's/^/    /'
else
  pct=0
  echo "op count: no program counted"
fi
if [ -n "$nocount" ]; then
  echo "  not counted, as mlir-opt-19 --canonicalize fails on them (see their .mlircanon.err):$nocount"
fi
echo "time: $((end - start)) s for $total programs (JOBS=$JOBS); files in $OUT"

status=0
[ $fail -eq 0 ] || status=1
if [ "${CANON_REQUIRE_OPCOUNT:-0}" = 1 ] && [ $pct -lt 900 ]; then
  echo "FAIL: op count under 90% (CANON_REQUIRE_OPCOUNT=1)"
  status=1
fi
exit $status
