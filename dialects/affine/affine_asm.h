/* The affine dialect's shared pieces of custom syntax (affine_mem.c):
 * affine expressions written over SSA ids (`%i + 3`, `symbol(%n)`), as
 * MLIR's parseAffineExprOfSSAIds / printAffineMapOfSSAIds. */
#ifndef RL_AFFINE_ASM_H
#define RL_AFFINE_ASM_H

#include "core/asm.h"
#include "dialects/affine/affine_map.h"

/* The ids seen so far: dims and symbols, numbered by first appearance. */
typedef struct rl_aff_ids {
  rl_unresolved dims[RL_AFF_MAX_OPERANDS], syms[RL_AFF_MAX_OPERANDS];
  unsigned nd, ns;
} rl_aff_ids;

/* Expressions over SSA ids, their text (over d<i>/s<j>) appended to body
 * (comma separated). With one, a single expression, up to (not taking) a
 * `,` or `close` at depth 0; else a list up to and taking `close`. *n
 * counts the expressions read. */
bool rl_aff_scan_exprs(rl_parser *p, rl_aff_ids *ids, rl_strbuf *body, const char *close, bool one, unsigned *n);
/* `(d..)[s..] -> (body)`, errors reported at `at`. */
rl_attr *rl_aff_ids_map(rl_parser *p, const char *at, const rl_aff_ids *ids, const rl_strbuf *body);
/* `[exprs]` as a map (NULL after an error). */
rl_attr *rl_aff_parse_subscripts(rl_parser *p, rl_aff_ids *ids);
/* The ids as index operands of st: dims, then symbols. */
bool rl_aff_ids_resolve(rl_parser *p, rl_op_parse_state *st, const rl_aff_ids *ids);
/* Results [from, from + count) of map printed over op's operands from
 * `first` (dims, then symbols), comma separated. */
void rl_aff_print_exprs(rl_printer *p, rl_op *op, rl_attr *map, unsigned first, unsigned from, unsigned count);

#endif
