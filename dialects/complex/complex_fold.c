/* The complex dialect's folders and constant materializer (MLIR 19's
 * ComplexOps.cpp semantics, rewritten): constants fold to their value,
 * re/im of a constant or of complex.create to the part, create(re(z),
 * im(z)) to z, additions and subtractions that undo each other or add zero,
 * multiplications and divisions by 1, involutions (neg, conj) and inverse
 * pairs (exp/log), bitcasts to the same type. */
#include "core/attrs.h"
#include "dialects/arith/arith_fold.h"
#include "dialects/complex/complex_ops.h"

bool rl_complex_constant_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) {
  (void)operands;
  r[0].attr = rl_complex_constant_value(op);
  return r[0].attr != NULL;
}

/* The value of an operand defined by complex.constant, as two parts. */
static bool constant_parts(rl_value *v, rl_attr **re, rl_attr **im) {
  rl_op *d = rl_fold_def_op(v, rl_complex_constant_fold);
  rl_attr *a = d ? rl_complex_constant_value(d) : NULL;
  if (!a || a->kind != RL_AT_ARRAY || rl_attr_array_size(a) != 2) return false;
  *re = rl_attr_array_elem(a, 0);
  *im = rl_attr_array_elem(a, 1);
  return (*re)->kind == RL_AT_FLOAT && (*im)->kind == RL_AT_FLOAT;
}

static bool float_is_zero(rl_attr *f) {
  rl_float_sem s;
  rl_fold_float x;
  return rl_fold_splat_float(f, &s, &x) && rl_fold_float_is_zero(s, x);
}

static bool float_is_one(rl_context *c, rl_attr *f) {
  rl_float_sem s;
  rl_fold_float x, one;
  rl_attr *o = rl_attr_float(c, rl_attr_type_of(f), 1.0);
  return rl_fold_splat_float(f, &s, &x) && rl_fold_splat_float(o, &s, &one) && rl_fold_float_compare(s, x, one) == 0;
}

/* re/im: a part of a constant (folded operand), or of complex.create. */
static bool fold_part(rl_op *op, rl_attr *const *operands, rl_fold_result *r, unsigned part) {
  rl_attr *a = operands ? operands[0] : NULL;
  if (a && a->kind == RL_AT_ARRAY && rl_attr_array_size(a) == 2) {
    r[0].attr = rl_attr_array_elem(a, part);
    return true;
  }
  rl_op *c = rl_fold_def_op(op->operands[0].value, rl_complex_create_fold);
  if (!c) return false;
  r[0].value = c->operands[part].value;
  return true;
}

bool rl_complex_re_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) { return fold_part(op, operands, r, 0); }
bool rl_complex_im_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) { return fold_part(op, operands, r, 1); }

/* create(re(z), im(z)) -> z */
bool rl_complex_create_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) {
  (void)operands;
  rl_op *re = rl_fold_def_op(op->operands[0].value, rl_complex_re_fold);
  rl_op *im = rl_fold_def_op(op->operands[1].value, rl_complex_im_fold);
  if (!re || !im || re->operands[0].value != im->operands[0].value) return false;
  r[0].value = re->operands[0].value;
  return true;
}

/* add(sub(a, b), b) -> a; add(b, sub(a, b)) -> a; add(a, 0) -> a */
bool rl_complex_add_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) {
  (void)operands;
  rl_value *lhs = op->operands[0].value, *rhs = op->operands[1].value;
  rl_op *s = rl_fold_def_op(lhs, rl_complex_sub_fold);
  if (s && s->operands[1].value == rhs) return r[0].value = s->operands[0].value, true;
  s = rl_fold_def_op(rhs, rl_complex_sub_fold);
  if (s && s->operands[1].value == lhs) return r[0].value = s->operands[0].value, true;
  rl_attr *re, *im;
  if (constant_parts(rhs, &re, &im) && float_is_zero(re) && float_is_zero(im)) return r[0].value = lhs, true;
  return false;
}

/* sub(add(a, b), b) -> a; sub(a, 0) -> a */
bool rl_complex_sub_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) {
  (void)operands;
  rl_value *lhs = op->operands[0].value, *rhs = op->operands[1].value;
  rl_op *a = rl_fold_def_op(lhs, rl_complex_add_fold);
  if (a && a->operands[1].value == rhs) return r[0].value = a->operands[0].value, true;
  rl_attr *re, *im;
  if (constant_parts(rhs, &re, &im) && float_is_zero(re) && float_is_zero(im)) return r[0].value = lhs, true;
  return false;
}

/* mul(a, 1) -> a; div(a, 1) -> a */
static bool fold_by_one(rl_op *op, rl_fold_result *r) {
  rl_attr *re, *im;
  if (!constant_parts(op->operands[1].value, &re, &im) || !float_is_zero(im) ||
      !float_is_one(rl_op_context(op), re))
    return false;
  r[0].value = op->operands[0].value;
  return true;
}

bool rl_complex_mul_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) {
  (void)operands;
  return fold_by_one(op, r);
}
bool rl_complex_div_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) {
  (void)operands;
  return fold_by_one(op, r);
}

/* f(g(a)) -> a for g the folder `inner`. */
static bool fold_inverse(rl_op *op, rl_fold_fn inner, rl_fold_result *r) {
  rl_op *d = rl_fold_def_op(op->operands[0].value, inner);
  if (!d) return false;
  r[0].value = d->operands[0].value;
  return true;
}

bool rl_complex_neg_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o;
  return fold_inverse(op, rl_complex_neg_fold, r);
}
bool rl_complex_conj_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o;
  return fold_inverse(op, rl_complex_conj_fold, r);
}
bool rl_complex_exp_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o;
  return fold_inverse(op, rl_complex_log_fold, r);
}
bool rl_complex_log_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o;
  return fold_inverse(op, rl_complex_exp_fold, r);
}

bool rl_complex_bitcast_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o;
  if (op->operands[0].value->type != op->results[0].type) return false;
  r[0].value = op->operands[0].value;
  return true;
}

/* MLIR's ComplexDialect::materializeConstant: complex.constant for an array
 * of two typed attributes of the element type, else arith's. */
static rl_op *materialize(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  if (value && value->kind == RL_AT_ARRAY && type->kind == RL_TY_COMPLEX && rl_attr_array_size(value) == 2) {
    rl_type *et = rl_type_elem(type);
    for (unsigned i = 0; i < 2; i++) {
      rl_attr *e = rl_attr_array_elem(value, i);
      if ((e->kind != RL_AT_FLOAT && e->kind != RL_AT_INTEGER) || rl_attr_type_of(e) != et) return NULL;
    }
    return rl_complex_constant_create(b, loc ? loc : rl_loc_unknown(b->ctx), type, value);
  }
  return rl_arith_materialize_constant(b, value, type, loc);
}

void rl_complex_init(rl_context *c) { rl_register_materializer(c, "complex", materialize); }
