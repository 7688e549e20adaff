/* The MLIR text printer: the generic op form exactly as mlir-opt-19 prints
 * it, builtin.module in its custom form, aliases for affine maps, locations. */
#ifndef RL_PRINTER_H
#define RL_PRINTER_H

#include "ir.h"
#include "strbuf.h"

typedef struct rl_print_opts {
  bool generic;   /* --mlir-print-op-generic */
  bool debuginfo; /* --mlir-print-debuginfo: locations, inline */
} rl_print_opts;

/* Prints a top-level op with its alias definitions, ending in a newline. */
void rl_print_top(rl_strbuf *out, rl_op *op, const rl_print_opts *o);
/* Prints one op alone (numbering its own values), as in diagnostics. */
void rl_print_op_alone(rl_strbuf *out, rl_op *op, const rl_print_opts *o);
void rl_print_type(rl_strbuf *out, const rl_type *t);
void rl_print_attr(rl_strbuf *out, const rl_attr *a);
void rl_print_escaped(rl_strbuf *out, const char *s, size_t n); /* with quotes */

#endif
