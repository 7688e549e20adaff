/* The math dialect's C hooks (declared in math.ops): the fast-math flags of
 * the float ops (`math.powf %a, %b fastmath<nnan> : f32`), read and printed
 * by custom<MathFastMath> and checked to be #arith.fastmath flags, and
 * math.fpowi's result type (its lhs type, MLIR's AllTypesMatch<["lhs",
 * "result"]>), inferred when parsing and verified, then same shapes, then
 * MLIR's Elementwise rules, in MLIR's order and words. */
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

/* custom<MathFastMath>($fastmath): an optional ` fastmath<flags>`, printed
 * when the flags are not `none` (MLIR's `(`fastmath` `` $fastmath^)?`). */
bool rl_custom_MathFastMath_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (!rl_parse_optional_keyword(p, "fastmath")) return true;
  rl_attr *fm = rl_parse_enum_body(p, &rl_arith_enum_FastMathFlags, "arith.fastmath");
  if (!fm) return false;
  if (nargs) rl_fmt_slot_set_attr(args[0], fm);
  return true;
}

void rl_custom_MathFastMath_print(rl_printer *p, rl_op *op) {
  rl_attr *fm = fastmath_of(op);
  if (!fm || !is_fastmath(fm) || fm->w[1] == 0) return;
  rl_print_str(p, " fastmath");
  rl_print_enum_body(rl_printer_out(p), fm);
}

/* math.fpowi's result has its lhs type (the format names the operands'
 * types only). */
bool rl_math_fpowi_infer(rl_parser *p, rl_op_parse_state *st) {
  if (st->noperands < 1) return rl_parser_error(p, "expected operands");
  rl_ops_add_result_type(st, st->operands[0]->type);
  return true;
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
