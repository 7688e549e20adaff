/* The entry of the programs of the LLVM-lowering differential checks
 * (tests/diff/run-llvm.sh, tests/diff/run-memref.sh). Each generated
 * program's .ll is compiled by clang-19 with this file and rulir's runner
 * utilities (runtime/runner_utils.c: printI64, printF64, printMemrefF32,
 * memrefCopy, ... as MLIR's runner utils give them to mlir-cpu-runner-19),
 * so it prints exactly what mlir-cpu-runner-19 prints for it (run-llvm.sh
 * checks that on tests/diff/runtime-check.mlir and on one generated program).
 *
 * The program's own `@main` (no arguments, no result) is renamed
 * `@__rl_program_main` in its .ll by the scripts; main() below calls it and
 * exits 0, so a crash shows as a signal and a clean run as exit 0. */
#include <stdio.h>

void __rl_program_main(void);

int main(void) {
  __rl_program_main();
  fflush(stdout);
  return 0;
}
