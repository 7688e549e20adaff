/* Folders of memref ops (see rl_fold_fn in core/opdef.h), as MLIR 19's. */
#include "core/types.h"
#include "dialects/memref/memref_ops.h"

static bool is_op(const rl_op *op, bool (*verify)(rl_op *)) {
  return op && op->info->def && op->info->def->verify == verify;
}

static bool all_zero_offsets(rl_op *sv) {
  rl_attr *st = rl_memref_subview_static_offsets(sv);
  if (!st) return false;
  for (unsigned i = 0; i + 1 < st->n; i++)
    if ((int64_t)st->w[1 + i] != 0) return false; /* a dynamic offset is not a constant 0 here */
  return true;
}

/* reinterpret_cast of a reinterpret_cast, a cast, or a subview at offset 0
 * reads the inner source (in place); a reinterpret_cast that changes
 * nothing (static shape, same type, offset 0) is its source. */
bool rl_memref_reinterpret_cast_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  rl_value *src = op->operands[0].value;
  rl_op *d = rl_value_defining_op(src);
  rl_value *prev = NULL;
  if (is_op(d, rl_memref_reinterpret_cast_verify) || is_op(d, rl_memref_cast_verify) ||
      (is_op(d, rl_memref_subview_verify) && all_zero_offsets(d)))
    prev = d->operands[0].value;
  if (prev) {
    rl_op_set_operand(op, 0, prev);
    return true;
  }
  rl_type *t = op->results[0].type;
  rl_attr *off = rl_memref_reinterpret_cast_static_offsets(op);
  bool static_shape = true;
  for (unsigned i = 0; i < rl_type_rank(t); i++) static_shape &= rl_type_dim(t, i) != RL_DYNAMIC;
  if (static_shape && src->type == t && off && off->n == 2 && off->w[1] == 0) {
    results[0].value = src;
    return true;
  }
  return false;
}
