/* The complex dialect's C hooks (declared in complex.ops): the fast-math
 * flags (read and printed as math's are), the types the formats do not name
 * (an element type, or the other operand's type), and the verifiers MLIR
 * declares with TypesMatchWith / AllTypesMatch or writes in C (constant,
 * bitcast), in MLIR's words. */
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/printer.h"
#include "core/strbuf.h"
#include "core/verify.h"
#include "dialects/complex/complex_ops.h"
#include "dialects/math/math_ops.h"

/* ---- Fast-math flags ------------------------------------------------------ */

bool rl_complex_fastmath_verify(rl_op *op) { return rl_math_fastmath_verify(op); }

bool rl_custom_ComplexFastMath_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  return rl_custom_MathFastMath_parse(p, args, nargs);
}

void rl_custom_ComplexFastMath_print(rl_printer *p, rl_op *op) { rl_custom_MathFastMath_print(p, op); }

/* ---- Types the formats do not name ----------------------------------------- */

static bool is_float_complex(const rl_type *t) {
  return t && t->kind == RL_TY_COMPLEX && rl_type_is_float(rl_type_elem(t));
}

/* MLIR's parser checks the type an inference starts from against its
 * constraint. */
static bool not_float_complex(rl_parser *p, const char *what, rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  rl_parser_error(p, "'%s' must be complex type with floating-point elements, but got '%s'", what, b.data);
  rl_sb_free(&b);
  return false;
}

/* re, im, abs, angle: the result is the operand's element type. */
bool rl_complex_elem_infer(rl_parser *p, rl_op_parse_state *st) {
  if (st->noperands < 1) return rl_parser_error(p, "expected operands");
  rl_type *t = st->operands[0]->type;
  if (!is_float_complex(t)) return not_float_complex(p, "complex", t);
  rl_ops_add_result_type(st, rl_type_elem(t));
  return true;
}

/* custom<ComplexElementType>(type($a), ..., ref(type($complex))): every
 * slot but the last gets the element type of the last. */
bool rl_custom_ComplexElementType_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (nargs < 2) return false;
  rl_type *t = rl_fmt_slot_type(args[nargs - 1], 0);
  if (!t) return rl_parser_error(p, "expected a complex type");
  if (!is_float_complex(t)) return not_float_complex(p, "complex", t);
  for (unsigned i = 0; i + 1 < nargs; i++) rl_fmt_slot_add_type(args[i], rl_type_elem(t));
  return true;
}
void rl_custom_ComplexElementType_print(rl_printer *p, rl_op *op) { (void)p, (void)op; }

/* custom<ComplexSameType>(type($rhs), ref(type($lhs))): rhs has lhs's type. */
bool rl_custom_ComplexSameType_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (nargs < 2) return false;
  rl_type *t = rl_fmt_slot_type(args[1], 0);
  if (!t) return rl_parser_error(p, "expected a type");
  rl_fmt_slot_add_type(args[0], t);
  return true;
}
void rl_custom_ComplexSameType_print(rl_printer *p, rl_op *op) { (void)p, (void)op; }

/* ---- Verifiers -------------------------------------------------------------- */

/* re, im, abs, angle: TypesMatchWith<"complex element type matches result type">. */
bool rl_complex_elem_result_verify(rl_op *op) {
  if (!rl_math_fastmath_verify(op)) return false;
  if (op->noperands != 1 || op->nresults != 1) return true;
  rl_type *t = op->operands[0].value->type;
  if (t->kind == RL_TY_COMPLEX && rl_type_elem(t) != op->results[0].type)
    return rl_op_emit_error(op, "failed to verify that complex element type matches result type");
  return true;
}

bool rl_complex_create_verify(rl_op *op) {
  if (op->noperands != 2 || op->nresults != 1) return true;
  rl_type *re = op->operands[0].value->type, *im = op->operands[1].value->type, *t = op->results[0].type;
  if (t->kind != RL_TY_COMPLEX) return true;
  if (rl_type_elem(t) != re)
    return rl_op_emit_error(op, "failed to verify that complex element type matches real operand type");
  if (rl_type_elem(t) != im)
    return rl_op_emit_error(op, "failed to verify that complex element type matches imaginary operand type");
  return true;
}


static void type_str(rl_strbuf *b, const rl_type *t) {
  b->len = 0;
  rl_print_type(b, t);
}

static rl_type *typed_attr_type(const rl_attr *a) {
  if (a->kind == RL_AT_INTEGER || a->kind == RL_AT_FLOAT || a->kind == RL_AT_DENSE) return rl_attr_type_of(a);
  if (a->kind == RL_AT_STRING && a->w[1]) return (rl_type *)rl_word_ptr(a->w[1]);
  return NULL;
}

/* An array of two attributes whose types are the element type. */
bool rl_complex_constant_verify(rl_op *op) {
  rl_attr *v = rl_complex_constant_value(op);
  if (!v || op->nresults != 1) return true;
  if (rl_attr_array_size(v) != 2)
    return rl_op_emit_error(op, "requires 'value' to be a complex constant, represented as array of two values");
  rl_type *et = rl_type_elem(op->results[0].type);
  rl_type *rt = typed_attr_type(rl_attr_array_elem(v, 0)), *it = typed_attr_type(rl_attr_array_elem(v, 1));
  if (!rt || !it) /* MLIR casts to TypedAttr here */
    return rl_op_emit_error(op, "requires attribute's elements to be typed attributes");
  if (rt != et || it != et) {
    rl_strbuf a = {0}, b = {0}, c = {0};
    type_str(&a, rt);
    type_str(&b, it);
    type_str(&c, et);
    rl_op_emit_error(op,
                     "requires attribute's element types ('%s', '%s') to match the element type of the op's "
                     "return type ('%s')",
                     a.data, b.data, c.data);
    rl_sb_free(&a);
    rl_sb_free(&b);
    rl_sb_free(&c);
    return false;
  }
  return true;
}

void rl_complex_constant_names(rl_op *op, rl_set_name_fn set, void *ud) { set(ud, rl_op_result(op, 0), "cst"); }

static bool int_or_float(const rl_type *t) { return rl_type_is_integer(t) || rl_type_is_float(t); }

bool rl_complex_bitcast_verify(rl_op *op) {
  if (op->noperands != 1 || op->nresults != 1) return true;
  rl_type *in = op->operands[0].value->type, *out = op->results[0].type;
  if (in == out) return true; /* folds away */
  if (!int_or_float(in) && in->kind != RL_TY_COMPLEX) return rl_op_emit_error(op, "operand must be int/float/complex");
  if (!int_or_float(out) && out->kind != RL_TY_COMPLEX) return rl_op_emit_error(op, "result must be int/float/complex");
  if ((in->kind == RL_TY_COMPLEX) == (out->kind == RL_TY_COMPLEX))
    return rl_op_emit_error(op, "requires that either input or output has a complex type");
  if (out->kind == RL_TY_COMPLEX) {
    rl_type *t = in;
    in = out;
    out = t;
  }
  rl_type *e = rl_type_elem(in);
  if (!int_or_float(e) || rl_type_bitwidth(e) * 2 != rl_type_bitwidth(out))
    return rl_op_emit_error(op, "casting bitwidths do not match");
  return true;
}
