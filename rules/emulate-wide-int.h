/* The type conversion of MLIR 19's wide integer emulation, which the
 * helpers of rules/arith-emulate-wide-int.rules and
 * rules/memref-emulate-wide-int.rules call: with N the pass's
 * `widest-int-supported`, an integer of at most N bits stays, one of 2N
 * bits becomes vector<2xiN> (its low and high halves), a vector of them
 * gets a last dimension of 2, and a wider one stays as it is; with
 * `memrefs`, a memref's element type converts so too (a memref of 2N-bit
 * integers holds vector<2xiN>). Other types stay. */
#ifndef RL_EMULATE_WIDE_INT_H
#define RL_EMULATE_WIDE_INT_H

#include "core/attrs.h"
#include "core/ir.h"
#include "core/rules_rt.h"
#include "core/types.h"

/* What t converts to. */
static inline rl_type *rl_wide_int_type(rl_context *c, rl_type *t, bool memrefs) {
  unsigned n = (unsigned)rl_rules_option_int("widest-int-supported");
  bool vec = t->kind == RL_TY_VECTOR, mem = memrefs && t->kind == RL_TY_MEMREF;
  rl_type *e = vec || mem ? rl_type_elem(t) : t;
  if (!rl_type_is_integer(e) || rl_type_int_width(e) <= n) return t;
  if (rl_type_int_width(e) != 2 * n) return t; /* MLIR's conversion gives none: the identity's applies */
  rl_type *half = rl_type_integer(c, n, RL_SIGNLESS);
  int64_t two = 2;
  if (mem) return rl_type_with_elem(c, t, rl_type_vector(c, 1, &two, NULL, half));
  if (!vec) return rl_type_vector(c, 1, &two, NULL, half);
  unsigned r = rl_type_rank(t);
  int64_t dims[65];
  if (r > 64) return NULL;
  for (unsigned i = 0; i < r; i++) dims[i] = rl_type_dim(t, i);
  dims[r] = 2;
  return rl_type_vector(c, r + 1, dims, NULL, half);
}

/* MLIR's TypeConverter::isLegal(op): every operand and result type (and a
 * function's signature) converts to itself. */
static inline bool rl_wide_int_op_legal(rl_op *op, bool memrefs) {
  rl_context *c = rl_op_context(op);
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_type *t = rl_op_operand(op, i)->type;
    if (rl_wide_int_type(c, t, memrefs) != t) return false;
  }
  for (unsigned i = 0; i < op->nresults; i++) {
    rl_type *t = rl_op_result(op, i)->type;
    if (rl_wide_int_type(c, t, memrefs) != t) return false;
  }
  rl_attr *ft = op->props ? rl_attr_dict_get(op->props, rl_ident_cstr(c, "function_type")) : NULL;
  if (ft && ft->kind == RL_AT_TYPE) {
    rl_type *f = rl_attr_type_value(ft);
    for (unsigned i = 0; i < rl_type_func_num_inputs(f); i++)
      if (rl_wide_int_type(c, rl_type_func_input(f, i), memrefs) != rl_type_func_input(f, i)) return false;
    for (unsigned i = 0; i < rl_type_func_num_results(f); i++)
      if (rl_wide_int_type(c, rl_type_func_result(f, i), memrefs) != rl_type_func_result(f, i)) return false;
  }
  return true;
}

#endif
