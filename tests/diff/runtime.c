/* The printing runtime of the LLVM-lowering differential check
 * (tests/diff/run-llvm.sh): what MLIR's runner utils
 * (libmlir_c_runner_utils: printI64, printU64, printF32, printF64,
 * printString, printOpen, printClose, printComma, printNewline) give a
 * program run by mlir-cpu-runner-19, in the same output format, so that a
 * generated program's .ll compiles with clang-19 into an executable that
 * prints exactly what mlir-cpu-runner-19 prints for it (run-llvm.sh checks
 * that on tests/diff/runtime-check.mlir and on one generated program).
 *
 * The program's own `@main` (no arguments, no result) is renamed
 * `@__rl_program_main` in its .ll by run-llvm.sh; main() below calls it and
 * exits 0, so a crash shows as a signal and a clean run as exit 0. */
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>

void printI64(int64_t i);
void printU64(uint64_t u);
void printF32(float f);
void printF64(double d);
void printString(const char *s);
void printOpen(void);
void printClose(void);
void printComma(void);
void printNewline(void);
void __rl_program_main(void);

void printI64(int64_t i) { fprintf(stdout, "%" PRId64, i); }
void printU64(uint64_t u) { fprintf(stdout, "%" PRIu64, u); }

void printF32(float f) {
  if (isnan(f) && signbit(f))
    fputs("-nan", stdout);
  else
    fprintf(stdout, "%g", (double)f);
}

void printF64(double d) {
  if (isnan(d) && signbit(d))
    fputs("-nan", stdout);
  else
    fprintf(stdout, "%lg", d);
}

void printString(const char *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { fputc('\n', stdout); }

int main(void) {
  __rl_program_main();
  fflush(stdout);
  return 0;
}
