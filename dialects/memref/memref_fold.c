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

static bool static_shape(const rl_type *t) {
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) == RL_DYNAMIC) return false;
  return true;
}

/* All entries of a mixed list are the constant k (operands must be absent
 * for the dynamic ones to count: a `?` entry is never constant here). */
static bool all_static(rl_attr *st, int64_t k) {
  if (!st) return false;
  for (unsigned i = 0; i + 1 < st->n; i++)
    if ((int64_t)st->w[1 + i] != k) return false;
  return true;
}

/* A subview whose static-shaped type is its source's is the source (as
 * MLIR 19 folds it, whatever its strides), and so is a subview of a
 * subview at offsets 0, strides 1 and the same sizes. */
bool rl_memref_subview_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  rl_value *src = op->operands[0].value;
  rl_type *rt = op->results[0].type;
  if (static_shape(rt) && rt == src->type) return results[0].value = src, true;
  rl_op *d = rl_value_defining_op(src);
  if (!is_op(d, rl_memref_subview_verify) || rt != src->type) return false;
  if (!all_static(rl_memref_subview_static_offsets(op), 0) || !all_static(rl_memref_subview_static_strides(op), 1))
    return false;
  /* Same sizes: equal static arrays and the same size operands. */
  rl_attr *a = rl_memref_subview_static_sizes(op), *b = rl_memref_subview_static_sizes(d);
  if (!a || a != b) return false;
  unsigned na, nb, fa = rl_op_operand_group(op, 2, &na), fb = rl_op_operand_group(d, 2, &nb);
  if (na != nb) return false;
  for (unsigned i = 0; i < na; i++)
    if (op->operands[fa + i].value != d->operands[fb + i].value) return false;
  return results[0].value = src, true;
}
