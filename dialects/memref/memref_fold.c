/* Folders of memref ops (see rl_fold_fn in core/opdef.h), as MLIR 19's,
 * and the dialect's constant materializer. */
#include "core/attrs.h"
#include "core/types.h"
#include "dialects/memref/memref_lib.h"
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

/* MLIR's CastOp::canFoldIntoConsumerOp: a memref.cast between ranked,
 * strided memrefs of one element type and rank that makes nothing more
 * static (sizes, offset, strides) can be looked through by its users. */
static bool cast_folds_into_user(rl_op *cast) {
  rl_type *from = cast->operands[0].value->type, *to = cast->results[0].type;
  if (from->kind != RL_TY_MEMREF || to->kind != RL_TY_MEMREF || rl_type_elem(from) != rl_type_elem(to)) return false;
  unsigned rank = rl_type_rank(from);
  int64_t fs[64], ts[64], fo, to_off;
  if (rank != rl_type_rank(to) || rank > 64 || !rl_memref_strides_offset(from, fs, &fo) ||
      !rl_memref_strides_offset(to, ts, &to_off))
    return false;
  for (unsigned i = 0; i < rank; i++)
    if ((rl_type_dim(from, i) == RL_DYNAMIC && rl_type_dim(to, i) != RL_DYNAMIC) ||
        (fs[i] == RL_DYNAMIC && ts[i] != RL_DYNAMIC))
      return false;
  return !(fo == RL_DYNAMIC && to_off != RL_DYNAMIC);
}

/* The k-th dynamic size operand of op (group g), or NULL. */
static rl_value *dynamic_size(rl_op *op, unsigned g, unsigned k) {
  unsigned n, first = rl_op_operand_group(op, g, &n);
  return k < n ? op->operands[first + k].value : NULL;
}

/* MLIR's DimOp::fold: a constant index into a ranked memref gives a
 * static size as a constant, and a dynamic one as the size operand of the
 * op that made the memref (alloc, alloca, view, subview, reinterpret_cast:
 * the i-th dynamic size of the type is their i-th size operand); else a
 * memref.cast that hides nothing is looked through (in place). */
bool rl_memref_dim_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_attr *idx = operands[1];
  rl_value *src = op->operands[0].value;
  rl_type *t = src->type;
  if (!idx || idx->kind != RL_AT_INTEGER || t->kind != RL_TY_MEMREF) return false;
  int64_t k = (int64_t)rl_attr_int_words(idx)[0];
  if (k < 0 || (uint64_t)k >= rl_type_rank(t)) return false;
  int64_t d = rl_type_dim(t, (unsigned)k);
  if (d != RL_DYNAMIC) {
    results[0].attr = rl_attr_integer(rl_op_context(op), rl_type_index(rl_op_context(op)), d);
    return true;
  }
  unsigned nth = 0;
  for (unsigned i = 0; i < (unsigned)k; i++) nth += rl_type_dim(t, i) == RL_DYNAMIC;
  rl_op *def = rl_value_defining_op(src);
  bool alloc = is_op(def, rl_memref_alloc_verify) || is_op(def, rl_memref_alloca_verify);
  rl_value *size = alloc                                           ? dynamic_size(def, 0, nth)
                   : is_op(def, rl_memref_view_verify)             ? dynamic_size(def, 2, nth)
                   : is_op(def, rl_memref_subview_verify)          ? dynamic_size(def, 2, nth)
                   : is_op(def, rl_memref_reinterpret_cast_verify) ? dynamic_size(def, 2, nth)
                                                                   : NULL;
  if (size) return results[0].value = size, true;
  if (is_op(def, rl_memref_cast_verify) && cast_folds_into_user(def)) {
    rl_op_set_operand(op, 0, def->operands[0].value);
    return true;
  }
  return false;
}

/* memref's constants are arith's (MLIR's MemRefDialect::materializeConstant). */
static rl_op *materialize(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  rl_materialize_fn arith = rl_dialect_materializer(b->ctx, rl_ident_cstr(b->ctx, "arith"));
  return arith ? arith(b, value, type, loc) : NULL;
}

void rl_memref_init(rl_context *c) {
  rl_register_materializer(c, "memref", materialize);
  rl_memref_lib_register();
}
