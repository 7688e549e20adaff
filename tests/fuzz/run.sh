#!/bin/sh
# Runs each libFuzzer target for SECONDS seconds, one after the other
# (`make fuzz FUZZ_SECONDS=N`), and prints what each did.
#
#   sh tests/fuzz/run.sh BUILD SECONDS [TARGET...]     (default: mlir rules ops lower)
#
# BUILD holds bin/fuzz-* (built with -fsanitize=fuzzer,address,undefined).
# Each target's corpus is BUILD/corpus/TARGET (kept from run to run: new
# inputs are added there), read together with the seeds tests/fuzz/seed.py
# writes to BUILD/seed/ from the tests, with a dictionary. What crashes,
# hangs (FUZZ_TIMEOUT seconds, default 30: the machine is shared), leaks or
# trips a sanitizer is written to BUILD/artifacts/TARGET/ and named in the
# summary, as are inputs slower than 10 s (slow-unit-*); libFuzzer's
# log is BUILD/logs/TARGET.log. Runs under nice (FUZZ_NICE, default 19).
# FUZZ_FLAGS adds libFuzzer flags. Exits 1 if any target found something.
set -u
BUILD=$1
SECONDS_EACH=$2
shift 2
TARGETS=${*:-mlir rules ops lower}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
NICE=${FUZZ_NICE:-19}
TIMEOUT=${FUZZ_TIMEOUT:-30}

python3 "$ROOT/tests/fuzz/seed.py" "$ROOT" "$BUILD" || exit 1
status=0
summary=""
for t in $TARGETS; do
  case $t in
    mlir | lower) seed=mlir dict=mlir ;;
    rules | ops) seed=$t dict=rules ;;
    *) echo "run.sh: no target '$t'" >&2; exit 1 ;;
  esac
  corpus=$BUILD/corpus/$t
  arts=$BUILD/artifacts/$t
  log=$BUILD/logs/$t.log
  mkdir -p "$corpus" "$arts" "$BUILD/logs"
  before=$(ls "$arts" | grep -cv '^slow-unit-')
  echo "== fuzz-$t: $SECONDS_EACH s"
  # stderr of the target is closed (-close_fd_mask=2: the diagnostics of
  # bad input would drown the log); libFuzzer's and the sanitizers' reports
  # still go to the log.
  nice -n "$NICE" "$BUILD/bin/fuzz-$t" "$corpus" "$BUILD/seed/$seed" -dict="$BUILD/$dict.dict" \
    -max_total_time="$SECONDS_EACH" -timeout="$TIMEOUT" -rss_limit_mb=4096 -max_len=8192 \
    -artifact_prefix="$arts/" -close_fd_mask=2 -print_final_stats=1 ${FUZZ_FLAGS:-} >"$log" 2>&1
  rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
  found=$(($(ls "$arts" | grep -cv '^slow-unit-') - before))
  slow=$(ls "$arts" | grep -c '^slow-unit-')
  corp=$(grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" | tail -1)
  line="fuzz-$t: ${execs:-?} execs in ${secs:-?} s, ${corp:-corp: ?} (inputs/bytes), $(ls "$corpus" | wc -l) new in $corpus, peak RSS ${rss:-?} MB"
  [ "$slow" = 0 ] || line="$line, $slow slow inputs (>10 s) in $arts"
  if [ "$rc" -ne 0 ] || [ "$found" -gt 0 ]; then
    status=1
    line="$line, FOUND: exit $rc, $found new in $arts ($(grep -m1 -o 'ERROR: [A-Za-z]*Sanitizer: [a-z-]*\|ERROR: libFuzzer: [a-z-]*\|\*\*\* rulir fuzz: .*\|runtime error: .*' "$log" | head -1))"
  fi
  echo "$line"
  summary="$summary$line
"
done
echo "== summary"
printf '%s' "$summary"
exit $status
