/* The MLIR text printer: the generic op form exactly as mlir-opt-19 prints
 * it, builtin.module in its custom form, aliases for affine maps, locations. */
#ifndef RL_PRINTER_H
#define RL_PRINTER_H

#include <stdint.h>

#include "ir.h"
#include "strbuf.h"

/* mlir-opt's printing flags; all zero is the default print. */
typedef struct rl_print_opts {
  bool generic;          /* --mlir-print-op-generic */
  bool debuginfo;        /* --mlir-print-debuginfo: locations, inline */
  bool pretty_debuginfo; /* --mlir-pretty-debuginfo: locations as file:line:col, without loc(...) */
  bool local_scope;      /* --mlir-print-local-scope: no aliases; values numbered from the nearest isolated op */
  bool unique_ids;       /* --mlir-print-unique-ssa-ids: numbering never restarts in a region */
  bool skip_regions;     /* --mlir-print-skip-regions: regions print as {...} */
  bool value_users;      /* --mlir-print-value-users: each value's users in a comment */
  /* --mlir-print-assume-verified: print IR that may be invalid in custom
   * form all the same. The printer never verifies; this is for its callers,
   * which print such IR in generic form unless it verifies. */
  bool assume_verified;
  bool has_hex_limit;    /* --mlir-print-elementsattrs-with-hex-if-larger=N given: */
  int64_t hex_limit;     /*   dense<"0x..."> for more than N elements, -1 never (default 100) */
  bool has_elide_limit;  /* --mlir-elide-elementsattrs-if-larger=N given: */
  int64_t elide_limit;   /*   dense_resource<__elided__> for more than N elements */
  bool has_resource_limit; /* --mlir-elide-resource-strings-if-larger=N given: */
  uint64_t resource_limit; /*   resource values printed longer than N chars are left out */
  /* When set, each op printed in full is mapped to 1 + the offset in the
   * output where its text begins (MLIR's AsmState::LocationMap); the
   * output must then have no sink. */
  struct rl_ptrmap *op_offsets;
  /* Threads rl_print_top may use (through rl_get_parallel_for): a
   * top-level op's ops isolated from above (a module's functions) are
   * numbered and printed on several, with the output of one. 0 or 1: one. */
  unsigned threads;
} rl_print_opts;

/* Prints a top-level op with its alias definitions, ending in a newline;
 * with local_scope, the op alone, as rl_print_op does. */
void rl_print_top(rl_strbuf *out, rl_op *op, const rl_print_opts *o);
/* Prints op as MLIR's Operation::print does: a top-level op (no parent) as
 * rl_print_top, a nested one without aliases and without a final newline,
 * its values numbered as in a print of the top-level op (of the nearest
 * isolated-from-above op, with local_scope). */
void rl_print_op(rl_strbuf *out, rl_op *op, const rl_print_opts *o);
/* Prints one op alone (numbering its own values), as in diagnostics. */
void rl_print_op_alone(rl_strbuf *out, rl_op *op, const rl_print_opts *o);
void rl_print_type(rl_strbuf *out, const rl_type *t);
void rl_print_attr(rl_strbuf *out, const rl_attr *a);
void rl_print_escaped(rl_strbuf *out, const char *s, size_t n); /* with quotes */

#endif
