/* The C of Inputs/tinyc.ops: what its declarations cannot say. */
#include "tinyc_ops.h"

#include "core/attrs.h"
#include "core/verify.h"

/* A constant folds to its value. */
bool rl_tinyc_constant_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  results[0].attr = rl_tinyc_constant_value(op);
  return results[0].attr != NULL;
}

/* even's type has an even width. */
bool rl_tinyc_even_verify(rl_op *op) {
  if (rl_type_int_width(op->results[0].type) % 2 == 0) return true;
  rl_op_emit_error(op, "requires an integer of even width");
  return false;
}
