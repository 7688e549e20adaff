/* The type conversion of MLIR 19's --arith-emulate-unsupported-floats,
 * which the helpers of rules/arith-emulate-unsupported-floats.rules call:
 * a float type of the `source-types` option (a comma-separated list)
 * becomes `target-type`, as does the element type of a vector, tensor or
 * memref of one; other types stay. */
#ifndef RL_EMULATE_UNSUPPORTED_FLOATS_H
#define RL_EMULATE_UNSUPPORTED_FLOATS_H

#include <string.h>

#include "core/ir.h"
#include "core/parser.h"
#include "core/rules_rt.h"
#include "core/types.h"

/* e is one of the source types. */
static inline bool rl_emulated_float_source(rl_context *c, rl_type *e) {
  const char *s = rl_rules_option_str("source-types");
  while (s && *s) {
    const char *end = strchr(s, ',');
    size_t n = end ? (size_t)(end - s) : strlen(s);
    char name[64];
    if (n < sizeof name) {
      memcpy(name, s, n);
      name[n] = 0;
      if (rl_parse_type_str(c, name) == e) return true;
    }
    s = end ? end + 1 : NULL;
  }
  return false;
}

/* What t converts to (t itself when it stays), or NULL when target-type
 * is no type. */
static inline rl_type *rl_emulated_float_type(rl_context *c, rl_type *t) {
  bool shaped = t->kind == RL_TY_VECTOR || t->kind == RL_TY_TENSOR || t->kind == RL_TY_MEMREF;
  rl_type *e = shaped ? rl_type_elem(t) : t;
  if (!rl_type_is_float(e) || !rl_emulated_float_source(c, e)) return t;
  rl_type *to = rl_parse_type_str(c, rl_rules_option_str("target-type"));
  if (!to) return NULL;
  return shaped ? rl_type_with_elem(c, t, to) : to;
}

/* MLIR's TypeConverter::isLegal(op): no operand or result type converts. */
static inline bool rl_emulated_float_op_legal(rl_op *op) {
  rl_context *c = rl_op_context(op);
  for (unsigned i = 0; i < op->noperands; i++)
    if (rl_emulated_float_type(c, rl_op_operand(op, i)->type) != rl_op_operand(op, i)->type) return false;
  for (unsigned i = 0; i < op->nresults; i++)
    if (rl_emulated_float_type(c, rl_op_result(op, i)->type) != rl_op_result(op, i)->type) return false;
  return true;
}

#endif
