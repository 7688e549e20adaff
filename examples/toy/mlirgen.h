/* mlirgen.h: the toy dialect's side of toyc (mlirgen.c). */
#ifndef TOY_MLIRGEN_H
#define TOY_MLIRGEN_H

#include <stdbool.h>
#include <stddef.h>

typedef struct toy_opts {
  bool opt;       /* -opt: the combines of toy.rules */
  bool debuginfo; /* --mlir-print-debuginfo */
  int chapter;    /* the tutorial's chapter (toyc-chN; toyc: the last done) */
} toy_opts;

/* Parses SRC as Toy (or as toy IR when IS_MLIR), verifies, optimizes when
 * asked and prints the module on stderr; 0 on success. */
int toy_emit_mlir(const char *file, const char *src, size_t len, bool is_mlir, const toy_opts *opts);

#endif
