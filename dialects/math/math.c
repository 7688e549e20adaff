/* The math dialect's C hooks (declared in math.ops): the custom form of the
 * float ops, which carry arith's fast-math flags (`math.powf %a, %b
 * fastmath<nnan> : f32`, `math.fpowi %x, %n : f32, i32`), the check of those
 * flags, and math.fpowi's verifier: its result has its lhs type (MLIR's
 * AllTypesMatch<["lhs", "result"]>), then same shapes, then MLIR's
 * Elementwise rules, in MLIR's order and words. */
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/verify.h"
#include "dialects/math/math_ops.h"

/* ---- Fast-math flags ------------------------------------------------------ */

static rl_attr *fastmath_of(rl_op *op) { return rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "fastmath")); }

static bool is_fastmath(const rl_attr *a) {
  return a->kind == RL_AT_ENUM && rl_word_ptr(a->w[0]) == (const void *)&rl_arith_enum_FastMathFlags;
}

bool rl_math_fastmath_verify(rl_op *op) {
  rl_attr *a = fastmath_of(op);
  if (a && !is_fastmath(a))
    return rl_op_emit_error(op, "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags");
  return true;
}

/* `%a[, %b[, %c]] (fastmath<flags>)? {attrs} : type` and, for math.fpowi,
 * `%x, %n (fastmath<flags>)? {attrs} : xtype, ntype`. The operands and the
 * result share the one type, except fpowi's rhs. */
bool rl_math_float_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  bool fpowi = !strcmp(st->def->name, "math.fpowi");
  unsigned n = st->def->noperands;
  rl_unresolved ops[3];
  for (unsigned i = 0; i < n && i < 3; i++)
    if ((i && !rl_parse_punct(p, ",")) || !rl_parse_operand(p, &ops[i])) return false;
  if (rl_parse_optional_keyword(p, "fastmath")) {
    rl_attr *fm = rl_parse_enum_body(p, &rl_arith_enum_FastMathFlags, "arith.fastmath");
    if (!fm) return false;
    rl_ops_set_prop(c, st, "fastmath", fm);
  }
  if (!rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p), *t2 = t;
  if (!t) return false;
  if (fpowi && (!rl_parse_punct(p, ",") || !(t2 = rl_parse_type(p)))) return false;
  for (unsigned i = 0; i < n && i < 3; i++) {
    rl_value *v = rl_parser_resolve(p, &ops[i], i == 1 ? t2 : t);
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_math_float_print(rl_printer *p, rl_op *op) {
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_print_str(p, i ? ", " : " ");
    rl_print_value_name(p, op->operands[i].value);
  }
  rl_attr *fm = fastmath_of(op);
  if (fm && is_fastmath(fm) && fm->w[1] != 0) {
    rl_print_str(p, " fastmath");
    rl_print_enum_body(rl_printer_out(p), fm);
  }
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  if (!op->nresults) return;
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->results[0].type);
  if (!strcmp(op->info->name->str, "math.fpowi") && op->noperands == 2) {
    rl_print_str(p, ", ");
    rl_print_type_p(p, op->operands[1].value->type);
  }
}

static bool is_shaped(const rl_type *t) {
  return t->kind == RL_TY_VECTOR || t->kind == RL_TY_TENSOR || t->kind == RL_TY_UNRANKED_TENSOR ||
         t->kind == RL_TY_MEMREF || t->kind == RL_TY_UNRANKED_MEMREF;
}

static bool is_ranked(const rl_type *t) { return t->kind != RL_TY_UNRANKED_TENSOR && t->kind != RL_TY_UNRANKED_MEMREF; }

static bool is_scalable_vector(const rl_type *t) {
  if (t->kind != RL_TY_VECTOR) return false;
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim_scalable(t, i)) return true;
  return false;
}

/* MLIR's verifyCompatibleShapes: all shaped or none; ranked ones of one rank
 * whose static sizes agree dimension by dimension. */
static bool compatible_shapes(rl_type *const *ts, unsigned n) {
  unsigned nshaped = 0;
  for (unsigned i = 0; i < n; i++) nshaped += is_shaped(ts[i]);
  if (nshaped != n) return nshaped == 0;
  int rank = -1;
  for (unsigned i = 0; i < n; i++) {
    if (!is_ranked(ts[i])) continue;
    int r = (int)rl_type_rank(ts[i]);
    if (rank >= 0 && r != rank) return false;
    rank = r;
  }
  for (int d = 0; d < rank; d++) {
    int64_t seen = RL_DYNAMIC;
    for (unsigned i = 0; i < n; i++) {
      if (!is_ranked(ts[i])) continue;
      int64_t s = rl_type_dim(ts[i], (unsigned)d);
      if (s == RL_DYNAMIC) continue;
      if (seen != RL_DYNAMIC && s != seen) return false;
      seen = s;
    }
  }
  return true;
}

bool rl_math_fpowi_verify(rl_op *op) {
  if (!rl_math_fastmath_verify(op)) return false;
  if (op->noperands != 2 || op->nresults != 1) return true;
  rl_type *ts[3] = {op->operands[0].value->type, op->operands[1].value->type, op->results[0].type};
  if (ts[0] != ts[2]) return rl_op_emit_error(op, "failed to verify that all of {lhs, result} have same type");
  /* SameOperandsAndResultShape, which also forbids mixing scalable and
   * fixed-length vectors. */
  bool any_scalable = false, all_scalable = true;
  for (unsigned i = 0; i < 3; i++) {
    bool s = is_scalable_vector(ts[i]);
    any_scalable |= s;
    all_scalable &= s;
  }
  if (!compatible_shapes(ts, 3) || (any_scalable && !all_scalable))
    return rl_op_emit_error(op, "requires the same shape for all operands and results");
  /* Elementwise: vectors and tensors are mapped; scalars are broadcast. */
  rl_type *mapped[3];
  unsigned nm = 0, nops = 0, nres = 0;
  for (unsigned i = 0; i < 3; i++) {
    rl_type *t = ts[i];
    if (t->kind != RL_TY_VECTOR && t->kind != RL_TY_TENSOR && t->kind != RL_TY_UNRANKED_TENSOR) continue;
    mapped[nm++] = t;
    if (i < 2) nops++;
    else nres++;
  }
  if (!nm) return true;
  if (nres && !nops) return rl_op_emit_error(op, "if a result is non-scalar, then at least one operand must be non-scalar");
  if (!nres) return rl_op_emit_error(op, "if an operand is non-scalar, then there must be at least one non-scalar result");
  for (unsigned i = 1; i < nm; i++)
    if (mapped[i]->kind != mapped[0]->kind)
      return rl_op_emit_error(op, "all non-scalar operands/results must have the same shape and base type");
  if (!compatible_shapes(mapped, nm))
    return rl_op_emit_error(op, "all non-scalar operands/results must have the same shape and base type");
  return true;
}
