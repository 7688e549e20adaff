#!/bin/sh
# Differential check of the lowering to LLVM IR (issue 5).
#
#   sh tests/diff/run-llvm.sh [N]             (make check-diff-llvm: N = 300)
#
# tests/canon/gen.py --math writes N func/arith/cf/math programs (no undefined
# behaviour; every printed value exact, see gen.py) into $DIFF_OUT (default
# build/diff). Each program P is taken to an executable two ways:
#  (ref)   mlir-opt-19 $REF_PIPELINE P | mlir-translate-19 --mlir-to-llvmir
#  (rulir) $RULIR_OPT $RULIR_PIPELINE P | $RULIR_TRANSLATE --mlir-to-llvmir
# and each .ll is compiled by clang-19 ($CLANG_FLAGS) with tests/diff/runtime.c
# (main) and runtime/runner_utils.c (rulir's runner utils: MLIR's printers)
# and run. The two runs must print the same,
# byte for byte. A difference, a failing or crashing rulir tool, a rulir .ll
# that clang-19 rejects, or a rulir program that crashes is a FAIL: the name,
# the reason, the head of the diff and the files kept are printed. When the
# rulir path fails, the mixed paths (rulir-opt's output through
# mlir-translate-19; mlir-opt-19's through rulir-translate) say which of the
# two rulir tools is at fault.
#
# The rulir tools are probed first on a tiny program; when they are missing or
# do not run the pipeline yet, the script says "rulir path skipped: <reason>",
# still builds and runs all N programs on the reference path (which checks the
# generator: a reference program that does not build or run is a FAIL) and
# exits 0 unless something failed (or DIFF_REQUIRE_RULIR=1: then a skip fails).
#
# Also checked, once: the reference lowering of tests/diff/runtime-check.mlir
# (every printer, special values) and of the first program, run by
# mlir-cpu-runner-19 with MLIR's runner utils, print exactly what their
# clang-19 builds with runtime/runner_utils.c print.
#
# Environment: RULIR_OPT (build/bin/rulir-opt), RULIR_TRANSLATE
# (build/bin/rulir-translate), REF_PIPELINE and RULIR_PIPELINE (the same, see
# below), MLIR_OPT (mlir-opt-19), MLIR_TRANSLATE (mlir-translate-19), CLANG
# (clang-19), CLANG_FLAGS (-O2), MLIR_RUNNER (mlir-cpu-runner-19), MLIR_LIBDIR
# (/usr/lib/llvm-19/lib), SEED (1), JOBS (2), TIMEOUT (20 s a step), DIFF_OUT
# (build/diff), GEN_SCRIPT (tests/canon/gen.py) and GEN_FLAGS (--math when
# GEN_SCRIPT is unset; e.g. "--math --math-exclude ipowi"), PROBE_MLIR (the
# probe program, default the one below), RULIR_PRE_PIPELINE (passes that
# mlir-opt-19 runs first on the rulir path, for those rulir lacks; none),
# ONLY=regex (only the matching program names), DIFF_REQUIRE_RULIR (0),
# KEEP=1 (keep every intermediate file, not only those of failures).
# Files in DIFF_OUT for program pNNN: pNNN.mlir, pNNN.ref.out (its output),
# pNNN.res (one line: name status); on failure also pNNN.{ref,rulir}.llvm.mlir
# (the lowered llvm-dialect module), .ll, .exe, .out and .err (stderr of the
# step that failed).
#
# A self-test of the harness, with mlir-opt-19 standing in for rulir and
# folding everything it can first (300 of 300 print the same, at -O0 and -O2):
#   RULIR_OPT=/usr/bin/mlir-opt-19 RULIR_TRANSLATE=/usr/bin/mlir-translate-19 \
#   RULIR_PIPELINE="--inline --sccp --canonicalize <the reference pipeline>" \
#   sh tests/diff/run-llvm.sh
#
# The reference pipeline converts math first (math-to-llvm, then
# math-to-funcs for what has no LLVM intrinsic: math.ipowi, then
# math-to-libm for the rest: tan, tanh, erf, ...), and arith before
# arith-expand, so that maximumf/minimumf become llvm.intr.maximum/minimum:
# mlir-opt-19's arith-expand would rewrite them with cmpf+select, which loses
# the sign of zero (minimumf(-0, +0) would run as +0). arith-expand then
# expands what convert-arith-to-llvm leaves (ceildivsi, ceildivui,
# floordivsi) and convert-to-llvm converts the rest (func, cf, arith).
if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
set -u
export LC_ALL=C

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
export MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
export MLIR_TRANSLATE=${MLIR_TRANSLATE:-mlir-translate-19}
export MLIR_RUNNER=${MLIR_RUNNER:-mlir-cpu-runner-19}
export MLIR_LIBDIR=${MLIR_LIBDIR:-/usr/lib/llvm-19/lib}
export CLANG=${CLANG:-clang-19}
export CLANG_FLAGS=${CLANG_FLAGS:--O2}
export TIMEOUT=${TIMEOUT:-20}
export REF_PIPELINE=${REF_PIPELINE:---convert-math-to-llvm --convert-math-to-funcs --convert-math-to-libm --convert-arith-to-llvm --arith-expand --convert-to-llvm --reconcile-unrealized-casts}
export RULIR_PIPELINE=${RULIR_PIPELINE:-$REF_PIPELINE}
export KEEP=${KEEP:-0}
# Under ASan/UBSan a report aborts the rulir tools.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:disable_coredump=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}

# What the reference tools and clang compute is cached (tests/lib/memo.sh):
# the reference path of a program by the program's text, and the compiled
# run of an .ll by its text, so that rulir's path, under the sanitizers in
# check-asan, is what runs again (its .ll is built and run once, in
# whichever build gets there first). The keys hold this script, the tools
# and the runtime object.
. "$HERE/../lib/memo.sh"

# step OUT ERR CMD...: runs CMD with a time limit, stdin closed, stderr to ERR
# (in a subshell, so that a crash is not announced by bash); exit status kept.
step() {
  local out=$1 err=$2
  shift 2
  ( timeout -k 2 "$TIMEOUT" "$@" >"$out" 2>"$err" </dev/null; r=$?; exit $r ) 2>/dev/null
}

# build KIND IN OPT TRANSLATE PIPELINE: IN -> $b.KIND.llvm.mlir -> $b.KIND.ll
# -> $b.KIND.exe -> $b.KIND.out. Prints the step that failed (opt, translate,
# clang, run) and returns 1, or returns 0.
build() {
  local kind=$1 in=$2 opt=$3 tr=$4 pipeline=$5 o=$b.$1 rc key
  if [ "$kind" = ref ]; then
    # shellcheck disable=SC2086
    key=$(memo_key ref-path "$HERE/run-llvm.sh" "$opt" $pipeline "$tr" "$CLANG" $CLANG_FLAGS "$RUNTIME_O" "$in")
    if memo_get "$key" "$o.out" "$o.err" "$o.llvm.mlir"; then return 0; fi
    build_uncached "$@" || return 1
    memo_put "$key" "$o.out" "$o.err" 0 "$o.llvm.mlir"
    return 0
  fi
  build_uncached "$@"
}
build_uncached() {
  local kind=$1 in=$2 opt=$3 tr=$4 pipeline=$5 o=$b.$1 rc
  # Passes rulir does not have yet run first, by mlir-opt-19.
  if [ "$kind" = rulir ] && [ -n "${RULIR_PRE_PIPELINE:-}" ]; then
    # shellcheck disable=SC2086
    step "$o.pre.mlir" "$o.err" "$MLIR_OPT" $RULIR_PRE_PIPELINE "$in"
    rc=$?; if [ $rc -ne 0 ]; then echo "mlir-opt-19-pre-pipeline(exit-$rc)"; return 1; fi
    in=$o.pre.mlir
  fi
  # shellcheck disable=SC2086
  step "$o.llvm.mlir" "$o.err" "$opt" $pipeline "$in"
  rc=$?; if [ $rc -ne 0 ]; then echo "opt(exit-$rc)"; return 1; fi
  build_ll "$kind" "$tr" "$o.llvm.mlir"
}
# build_ll KIND TRANSLATE LLVM_MLIR: the steps from translate on.
build_ll() {
  local o=$b.$1 tr=$2 rc key
  step "$o.ll" "$o.err" "$tr" --mlir-to-llvmir "$3"
  rc=$?; if [ $rc -ne 0 ]; then echo "translate(exit-$rc)"; return 1; fi
  # The program's @main becomes @__rl_program_main; runtime.c's main calls it.
  sed -i 's/@main(/@__rl_program_main(/g' "$o.ll"
  # shellcheck disable=SC2086
  key=$(memo_key compile-run "$HERE/run-llvm.sh" "$CLANG" $CLANG_FLAGS "$RUNTIME_O" "$o.ll")
  if memo_get "$key" "$o.out" "$o.err"; then return 0; fi
  # shellcheck disable=SC2086
  step "$o.exe.log" "$o.err" "$CLANG" $CLANG_FLAGS -Wno-override-module "$o.ll" "$RUNTIME_O" -o "$o.exe" -lm
  rc=$?; if [ $rc -ne 0 ]; then echo "clang(exit-$rc)"; return 1; fi
  rm -f "$o.exe.log"
  step "$o.out" "$o.err" "$o.exe"
  rc=$?; if [ $rc -ne 0 ]; then echo "run(exit-$rc)"; return 1; fi
  # The memref printers print the buffer's address: not compared.
  sed -i -E 's/base@ = 0x[0-9a-f]+/base@ = 0x?/' "$o.out"
  memo_put "$key" "$o.out" "$o.err" 0
  return 0
}

# ------------------------------------------------------------ one program
# run-llvm.sh --one FILE: checks one program, writes FILE's .res.
if [ "${1:-}" = --one ]; then
  f=$2
  b=${f%.mlir}
  name=$(basename "$f")
  res() { echo "$name $1" >"$b.res"; }
  if ! why=$(build ref "$f" "$MLIR_OPT" "$MLIR_TRANSLATE" "$REF_PIPELINE"); then
    res "FAIL:reference-path:$why"; exit 0
  fi
  if [ "$RULIR_ON" = 1 ]; then
    if ! why=$(build rulir "$f" "$RULIR_OPT" "$RULIR_TRANSLATE" "$RULIR_PIPELINE"); then
      # Which rulir tool is at fault: the mixed paths.
      mixed=
      case $why in
        opt*) ;;
        *) if build_ll mix-opt "$MLIR_TRANSLATE" "$b.rulir.llvm.mlir" >/dev/null &&
              cmp -s "$b.ref.out" "$b.mix-opt.out"; then
             mixed=";rulir-opt's-output-runs-right-through-mlir-translate-19"
           else
             mixed=";rulir-opt's-output-through-mlir-translate-19-fails-too"
           fi ;;
      esac
      res "FAIL:rulir-path:$why$mixed"; exit 0
    fi
    if ! cmp -s "$b.ref.out" "$b.rulir.out"; then
      if build_ll mix-opt "$MLIR_TRANSLATE" "$b.rulir.llvm.mlir" >/dev/null &&
         cmp -s "$b.ref.out" "$b.mix-opt.out"; then
        mixed=";rulir-opt's-output-runs-right-through-mlir-translate-19"
      else
        mixed=";rulir-opt's-output-differs-through-mlir-translate-19-too"
      fi
      if build_ll mix-tr "$RULIR_TRANSLATE" "$b.ref.llvm.mlir" >/dev/null &&
         cmp -s "$b.ref.out" "$b.mix-tr.out"; then
        mixed="$mixed;rulir-translate-runs-mlir-opt-19's-output-right"
      else
        mixed="$mixed;rulir-translate-on-mlir-opt-19's-output-differs-or-fails"
      fi
      res "FAIL:output-differs$mixed"; exit 0
    fi
  fi
  res ok
  if [ "$KEEP" != 1 ]; then
    rm -f "$b".ref.llvm.mlir "$b".ref.ll "$b".ref.exe "$b".ref.err \
          "$b".rulir.* "$b".mix-*
  fi
  exit 0
fi

# ------------------------------------------------------------ driver
N=${1:-300}
SEED=${SEED:-1}
JOBS=${JOBS:-2}
ONLY=${ONLY:-}
if [ -n "${GEN_SCRIPT:-}" ]; then GEN_FLAGS=${GEN_FLAGS:-}; else GEN_FLAGS=${GEN_FLAGS:---math}; fi
GEN_SCRIPT=${GEN_SCRIPT:-$ROOT/tests/canon/gen.py}
RULIR_OPT=${RULIR_OPT:-$ROOT/build/bin/rulir-opt}
RULIR_TRANSLATE=${RULIR_TRANSLATE:-$ROOT/build/bin/rulir-translate}
case $RULIR_OPT in /*) ;; *) RULIR_OPT=$PWD/$RULIR_OPT ;; esac
case $RULIR_TRANSLATE in /*) ;; *) RULIR_TRANSLATE=$PWD/$RULIR_TRANSLATE ;; esac
export RULIR_OPT RULIR_TRANSLATE
OUT=${DIFF_OUT:-$ROOT/build/diff}
case $OUT in /*) ;; *) OUT=$PWD/$OUT ;; esac

for t in "$MLIR_OPT" "$MLIR_TRANSLATE" "$MLIR_RUNNER" "$CLANG" python3; do
  if ! command -v "$t" >/dev/null 2>&1; then
    echo "error: $t not found (sh tools/ensure-deps.sh installs mlir-19-tools and clang-19)" >&2; exit 1
  fi
done
for l in libmlir_c_runner_utils.so.19.1 libmlir_runner_utils.so.19.1; do
  if [ ! -e "$MLIR_LIBDIR/$l" ]; then
    echo "error: $MLIR_LIBDIR/$l not found" >&2; exit 1
  fi
done

start=$(date +%s)
mkdir -p "$OUT"
rm -f "$OUT"/p[0-9]*.* "$OUT"/probe.* "$OUT"/runtime-check.*
# The runtime: main() and rulir's runner utils, linked into one object.
export RUNTIME_O=$OUT/runtime.o
if ! "$CLANG" -O2 -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -c "$HERE/runtime.c" -o "$OUT/runtime-main.o" ||
   ! "$CLANG" -O2 -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -c "$ROOT/runtime/runner_utils.c" -o "$OUT/runner-utils.o" ||
   ! ld -r "$OUT/runtime-main.o" "$OUT/runner-utils.o" -o "$RUNTIME_O"; then
  echo "error: $CLANG cannot compile tests/diff/runtime.c and runtime/runner_utils.c" >&2; exit 1
fi

# -- Is there a rulir path? Probe the tools on a tiny program.
RULIR_ON=0
skip=
probe=$OUT/probe.mlir
cat >"$probe" <<'EOF'
module {
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func @k(%a: i32, %x: f64) -> i64 {
    %c3 = arith.constant 3 : i32
    %q = arith.ceildivsi %a, %c3 : i32
    %n = math.ctpop %q : i32
    %y = math.floor %x : f64
    %m = arith.maximumf %y, %x : f64
    %z = math.fma %m, %y, %x : f64
    %c = arith.cmpi slt, %n, %c3 : i32
    cf.cond_br %c, ^bb1(%n : i32), ^bb1(%a : i32)
  ^bb1(%r: i32):
    %e = arith.extsi %r : i32 to i64
    %b = arith.bitcast %z : f64 to i64
    %s = arith.addi %e, %b : i64
    return %s : i64
  }
  func.func @main() {
    %a = arith.constant 7 : i32
    %x = arith.constant 2.5 : f64
    %r = func.call @k(%a, %x) : (i32, f64) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}
EOF
[ -n "${PROBE_MLIR:-}" ] && cp "$PROBE_MLIR" "$probe"
b=$OUT/probe
opt_ok=0
# shellcheck disable=SC2086
if [ -n "${RULIR_PRE_PIPELINE:-}" ] &&
   step "$b.pre.mlir" "$b.rulir.err" "$MLIR_OPT" $RULIR_PRE_PIPELINE "$probe"; then
  probe=$b.pre.mlir
fi
if [ ! -x "$RULIR_OPT" ]; then
  skip="$RULIR_OPT is not an executable"
elif ! step "$b.rulir.llvm.mlir" "$b.rulir.err" "$RULIR_OPT" $RULIR_PIPELINE "$probe"; then
  skip="rulir-opt does not run '$RULIR_PIPELINE' on $probe: $(head -1 "$b.rulir.err" | cut -c1-200)"
else
  opt_ok=1
fi
if [ ! -x "$RULIR_TRANSLATE" ]; then
  skip="${skip:+$skip; }$RULIR_TRANSLATE is not an executable"
elif [ $opt_ok = 1 ] &&
     ! step "$b.rulir.ll" "$b.rulir.err" "$RULIR_TRANSLATE" --mlir-to-llvmir "$b.rulir.llvm.mlir"; then
  skip="rulir-translate --mlir-to-llvmir fails on rulir-opt's output for $probe: $(head -1 "$b.rulir.err" | cut -c1-200)"
fi
[ -z "$skip" ] && RULIR_ON=1
export RULIR_ON
if [ $RULIR_ON = 1 ]; then
  echo "rulir path: ${RULIR_PRE_PIPELINE:+$MLIR_OPT $RULIR_PRE_PIPELINE (passes rulir does not have yet) | }$RULIR_OPT $RULIR_PIPELINE | $RULIR_TRANSLATE --mlir-to-llvmir"
else
  echo "rulir path skipped: $skip"
  echo "  (checking the reference path alone: every generated program must build and run)"
fi
echo "reference path: $MLIR_OPT $REF_PIPELINE | $MLIR_TRANSLATE --mlir-to-llvmir; $CLANG $CLANG_FLAGS with runtime/runner_utils.c"

# -- Generate.
# shellcheck disable=SC2086
if ! python3 "$GEN_SCRIPT" $GEN_FLAGS -n "$N" --seed "$SEED" -o "$OUT"; then
  echo "error: $GEN_SCRIPT failed" >&2
  exit 1
fi

# -- runtime.c prints as MLIR's runner utils do: runtime-check.mlir and the
# first program, run by mlir-cpu-runner-19 and built with runtime.c.
runtime_fail=0
cp "$HERE/runtime-check.mlir" "$OUT/runtime-check.mlir"
first=$(ls "$OUT"/p[0-9]*.mlir 2>/dev/null | head -1)
for f in "$OUT/runtime-check.mlir" $first; do
  b=${f%.mlir}
  if ! why=$(build ref "$f" "$MLIR_OPT" "$MLIR_TRANSLATE" "$REF_PIPELINE"); then
    echo "FAIL: runtime check: $f does not build or run on the reference path: $why"
    head -5 "$b.ref.err" | sed 's/^/    /'
    runtime_fail=1; continue
  fi
  if ! memo_run "$b.runner.out" "$b.runner.err" timeout -k 2 "$TIMEOUT" "$MLIR_RUNNER" -e main -entry-point-result=void \
       -shared-libs="$MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1,$MLIR_LIBDIR/libmlir_runner_utils.so.19.1" "$b.ref.llvm.mlir"; then
    echo "FAIL: runtime check: mlir-cpu-runner-19 fails on $b.ref.llvm.mlir"
    head -5 "$b.runner.err" | sed 's/^/    /'
    runtime_fail=1; continue
  fi
  sed -i -E 's/base@ = 0x[0-9a-f]+/base@ = 0x?/' "$b.runner.out"
  if ! cmp -s "$b.runner.out" "$b.ref.out"; then
    echo "FAIL: runtime check: runtime/runner_utils.c does not print as MLIR's runner utils on $f"
    echo "    mlir-cpu-runner-19 (-) against clang-19 + runner_utils.c (+):"
    diff -u "$b.runner.out" "$b.ref.out" | tail -n +3 | head -20 | sed 's/^/    /'
    runtime_fail=1; continue
  fi
  [ "$KEEP" = 1 ] || rm -f "$b".ref.* "$b".runner.*
done
[ $runtime_fail = 0 ] && echo "runtime check: runtime/runner_utils.c prints as mlir-cpu-runner-19's runner utils (runtime-check.mlir$([ -n "$first" ] && echo ", $(basename "$first")"))"

# -- Check every program.
for f in "$OUT"/p[0-9]*.mlir; do
  [ -e "$f" ] || continue
  if [ -n "$ONLY" ] && ! [[ $(basename "$f") =~ $ONLY ]]; then continue; fi
  echo "$f"
done | xargs -d '\n' -n 1 -P "$JOBS" bash "$HERE/run-llvm.sh" --one

fail=0
pass=0
total=0
for r in "$OUT"/p[0-9]*.res; do
  [ -e "$r" ] || continue
  read -r name status <"$r"
  total=$((total + 1))
  b=${r%.res}
  if [ "$status" = ok ]; then
    pass=$((pass + 1)); continue
  fi
  fail=$((fail + 1))
  why=${status#FAIL:}
  echo "FAIL: $OUT/$name: ${why//;/; }"
  for e in "$b.ref.err" "$b.rulir.err"; do
    [ -s "$e" ] && { echo "    $(basename "$e"):"; head -8 "$e" | cut -c1-300 | sed 's/^/      /'; }
  done
  if [ -e "$b.rulir.out" ] && [ -e "$b.ref.out" ]; then
    echo "    reference run (-) against rulir's run (+):"
    diff -u "$b.ref.out" "$b.rulir.out" | tail -n +3 | head -12 | sed 's/^/    /'
  fi
  find "$OUT" -maxdepth 1 -name "${name%.mlir}.*" -empty -delete
  echo "    kept: $(cd "$OUT" && ls -d "${name%.mlir}".* | tr '\n' ' ')"
done

end=$(date +%s)
if [ $RULIR_ON = 1 ]; then
  what="rulir's pipeline and mlir-opt-19's print the same"
else
  what="reference path only (rulir path skipped): the program builds and runs"
fi
echo "$total programs: $pass passed, $fail failed ($what)"
echo "time: $((end - start)) s (JOBS=$JOBS); files in $OUT"

status=0
[ $fail -eq 0 ] || status=1
[ $runtime_fail -eq 0 ] || status=1
if [ $RULIR_ON != 1 ] && [ "${DIFF_REQUIRE_RULIR:-0}" = 1 ]; then
  echo "FAIL: the rulir path was skipped (DIFF_REQUIRE_RULIR=1)"
  status=1
fi
exit $status
