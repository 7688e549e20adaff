/* mlirgen.h: the toy dialect's side of toyc (mlirgen.c). */
#ifndef TOY_MLIRGEN_H
#define TOY_MLIRGEN_H

#include <stdbool.h>
#include <stddef.h>

/* What toyc prints (-emit=): the toy dialect, after the lowering to
 * affine (chapter 5), to the llvm dialect, LLVM IR, or the program's own
 * output once run by the JIT (chapter 6). */
typedef enum toy_emit {
  TOY_EMIT_MLIR,
  TOY_EMIT_AFFINE,
  TOY_EMIT_LLVM_DIALECT,
  TOY_EMIT_LLVM_IR,
  TOY_EMIT_JIT,
} toy_emit;

typedef struct toy_opts {
  toy_emit emit;
  bool opt;       /* -opt: the combines of toy.rules */
  bool debuginfo; /* --mlir-print-debuginfo */
  int chapter;    /* the tutorial's chapter (toyc-chN; toyc: the last done) */
} toy_opts;

/* Parses SRC as Toy (or as toy IR when IS_MLIR), verifies, optimizes when
 * asked and prints the module on stderr; 0 on success. */
int toy_emit_mlir(const char *file, const char *src, size_t len, bool is_mlir, const toy_opts *opts);

#endif
