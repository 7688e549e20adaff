/* The arith dialect's C hooks (declared in arith.ops): arith.constant's
 * result type, result names and verifier; the custom forms of select and of
 * the extended (two-result) integer ops; the cast, comparison and select
 * verifiers, with MLIR's messages and in MLIR's order of checks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/apint.h"
#include "core/asm.h"
#include "core/attrs.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/arith/arith_ops.h"

/* ---- type helpers ------------------------------------------------------------ */

static bool is_vector(const rl_type *t) { return rl_type_kind_of(t) == RL_TY_VECTOR; }
static bool is_tensor(const rl_type *t) {
  return rl_type_kind_of(t) == RL_TY_TENSOR || rl_type_kind_of(t) == RL_TY_UNRANKED_TENSOR;
}
static bool is_memref(const rl_type *t) {
  return rl_type_kind_of(t) == RL_TY_MEMREF || rl_type_kind_of(t) == RL_TY_UNRANKED_MEMREF;
}
/* MLIR's ShapedType: vectors, tensors and memrefs. */
static bool is_shaped(const rl_type *t) { return is_vector(t) || is_tensor(t) || is_memref(t); }
static bool is_ranked(const rl_type *t) {
  return rl_type_kind_of(t) == RL_TY_VECTOR || rl_type_kind_of(t) == RL_TY_TENSOR || rl_type_kind_of(t) == RL_TY_MEMREF;
}
static bool is_scalable_vector(const rl_type *t) {
  if (!is_vector(t)) return false;
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim_scalable(t, i)) return true;
  return false;
}
static rl_type *elem_or_self(rl_type *t) { return is_shaped(t) ? rl_type_elem(t) : t; }

/* Whether two ranked types have the same shape (ranks and sizes, `?` only
 * equal to `?`; scalable flags of vectors too). */
static bool same_shape(const rl_type *a, const rl_type *b) {
  if (is_ranked(a) != is_ranked(b)) return false;
  if (!is_ranked(a)) return true;
  if (rl_type_rank(a) != rl_type_rank(b)) return false;
  for (unsigned i = 0; i < rl_type_rank(a); i++)
    if (rl_type_dim(a, i) != rl_type_dim(b, i)) return false;
  return true;
}

/* MLIR's verifyCompatibleShapes over a list of types: all scalars, or all
 * shaped with equal ranks (unranked ones aside) and sizes that agree where
 * they are static; scalable vectors only with scalable vectors. */
static bool compatible_shapes(rl_type *const *ts, unsigned n) {
  unsigned nshaped = 0;
  for (unsigned i = 0; i < n; i++) nshaped += is_shaped(ts[i]);
  if (nshaped == 0) return true;
  if (nshaped != n) return false;
  bool scalable = false, fixed = false;
  for (unsigned i = 0; i < n; i++) {
    if (is_scalable_vector(ts[i])) scalable = true;
    else fixed = true;
  }
  if (scalable && fixed) return false;
  int rank = -1;
  for (unsigned i = 0; i < n; i++) {
    if (!is_ranked(ts[i])) continue;
    if (rank < 0) rank = (int)rl_type_rank(ts[i]);
    else if (rank != (int)rl_type_rank(ts[i])) return false;
  }
  for (int d = 0; d < rank; d++) {
    int64_t known = RL_DYNAMIC;
    for (unsigned i = 0; i < n; i++) {
      if (!is_ranked(ts[i])) continue;
      int64_t s = rl_type_dim(ts[i], (unsigned)d);
      if (s == RL_DYNAMIC) continue;
      if (known == RL_DYNAMIC) known = s;
      else if (known != s) return false;
    }
  }
  return true;
}

/* i1, or a vector or tensor of i1 shaped like t (MLIR's getI1SameShape). */
static rl_type *i1_same_shape(rl_context *c, rl_type *t) {
  return rl_type_kind_of(t) == RL_TY_COMPLEX ? rl_type_integer(c, 1, RL_SIGNLESS)
                                             : rl_type_with_elem(c, t, rl_type_integer(c, 1, RL_SIGNLESS));
}

static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data ? b.data : calloc(1, 1);
}

/* MLIR's Elementwise trait: vector and tensor operands and results must go
 * together and agree in kind and shape. */
static bool verify_elementwise(rl_op *op) {
  unsigned nops = 0, nres = 0;
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_type *t = rl_op_operand(op, i)->type;
    nops += is_vector(t) || is_tensor(t);
  }
  for (unsigned i = 0; i < op->nresults; i++) {
    rl_type *t = rl_op_result(op, i)->type;
    nres += is_vector(t) || is_tensor(t);
  }
  if (!nops && !nres) return true;
  if (nres && !nops)
    return rl_op_emit_error(op, "if a result is non-scalar, then at least one operand must be non-scalar");
  if (!nres)
    return rl_op_emit_error(op, "if an operand is non-scalar, then there must be at least one non-scalar result");
  if (nres != op->nresults)
    return rl_op_emit_error(op, "if an operand is non-scalar, then all results must be non-scalar");
  rl_type *ts[16];
  unsigned n = 0;
  bool ok = nops + nres <= 16;
  for (unsigned i = 0; ok && i < op->noperands; i++) {
    rl_type *t = rl_op_operand(op, i)->type;
    if (is_vector(t) || is_tensor(t)) ts[n++] = t;
  }
  for (unsigned i = 0; ok && i < op->nresults; i++) {
    rl_type *t = rl_op_result(op, i)->type;
    if (is_vector(t) || is_tensor(t)) ts[n++] = t;
  }
  for (unsigned i = 1; ok && i < n; i++) ok = rl_type_kind_of(ts[i]) == rl_type_kind_of(ts[0]);
  if (!ok || !compatible_shapes(ts, n))
    return rl_op_emit_error(op, "all non-scalar operands/results must have the same shape and base type");
  return true;
}

/* ---- arith.constant ------------------------------------------------------------ */

/* The type of a typed attribute, or NULL. */
static rl_type *typed_attr_type(const rl_attr *a) {
  switch (rl_attr_kind_of(a)) {
  case RL_AT_INTEGER:
  case RL_AT_FLOAT:
  case RL_AT_DENSE:
  case RL_AT_DENSE_RESOURCE:
  case RL_AT_SPARSE: return rl_attr_type_of(a);
  case RL_AT_STRING: return a->w[1] ? (rl_type *)rl_word_ptr(a->w[1]) : NULL;
  case RL_AT_OPAQUE: return a->n > 2 && a->w[2] ? (rl_type *)rl_word_ptr(a->w[2]) : NULL;
  default: return NULL;
  }
}

bool rl_arith_constant_infer(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_attr *v = rl_ops_get_prop(c, st, "value");
  rl_type *t = v ? typed_attr_type(v) : NULL;
  /* A string without a type is typed `none`, as in MLIR. */
  if (!t && v && rl_attr_kind_of(v) == RL_AT_STRING) t = rl_type_none(c);
  if (!t) {
    rl_emit_error(c, rl_parser_op_loc(p), "custom op 'arith.constant' invalid kind of attribute specified");
    return false;
  }
  rl_ops_add_result_type(st, t);
  return true;
}

bool rl_arith_constant_verify(rl_op *op) {
  rl_attr *v = rl_arith_constant_value(op);
  rl_type *rt = rl_op_result(op, 0)->type, *vt = typed_attr_type(v);
  if (vt != rt) return rl_op_emit_error(op, "failed to verify that all of {value, result} have same type");
  if (rl_type_is_integer(rt) && rl_type_int_signedness(rt) != RL_SIGNLESS)
    return rl_op_emit_error(op, "integer return type must be signless");
  rl_attr_kind k = rl_attr_kind_of(v);
  if (k != RL_AT_INTEGER && k != RL_AT_FLOAT && k != RL_AT_DENSE && k != RL_AT_DENSE_RESOURCE && k != RL_AT_SPARSE)
    return rl_op_emit_error(op, "value must be an integer, float, or elements attribute");
  if (is_scalable_vector(rt) && !(k == RL_AT_DENSE && v->sub))
    return rl_op_emit_error(op, "intializing scalable vectors with elements attribute is not supported unless it's a vector splat");
  return true;
}

/* MLIR's MulIOp::getAsmResultNames: an index constant times vector.vscale
 * (either way round) is %c<N>_vscale. */
void rl_arith_muli_names(rl_op *op, rl_set_name_fn set, void *ud) {
  if (op->noperands != 2 || !rl_type_is_index(op->results[0].type)) return;
  rl_context *c = rl_op_context(op);
  rl_ident *vscale = rl_ident_cstr(c, "vector.vscale"), *cst = rl_ident_cstr(c, "arith.constant");
  for (unsigned i = 0; i < 2; i++) {
    rl_op *a = rl_value_defining_op(rl_op_operand(op, i)), *b = rl_value_defining_op(rl_op_operand(op, 1 - i));
    if (!a || !b || a->info->name != vscale || b->info->name != cst) continue;
    rl_attr *v = rl_arith_constant_value(b);
    if (!v || rl_attr_kind_of(v) != RL_AT_INTEGER) continue;
    char buf[48];
    snprintf(buf, sizeof buf, "c%lld_vscale", (long long)rl_attr_int_value(v));
    set(ud, rl_op_result(op, 0), buf);
    return;
  }
}

/* %c42_i32, %c-1 (index), %true, %false; %cst for anything else. */
void rl_arith_constant_names(rl_op *op, rl_set_name_fn set, void *ud) {
  rl_attr *v = rl_arith_constant_value(op);
  rl_value *r = rl_op_result(op, 0);
  if (!v || rl_attr_kind_of(v) != RL_AT_INTEGER) {
    set(ud, r, "cst");
    return;
  }
  rl_type *t = r->type, *vt = rl_attr_type_of(v);
  if (rl_type_is_integer(t) && rl_type_int_width(t) == 1) {
    set(ud, r, rl_apint_is_zero(rl_attr_int_words(v), rl_apint_nwords(1)) ? "false" : "true");
    return;
  }
  unsigned width = rl_type_is_index(vt) ? 64 : rl_type_bitwidth(vt);
  if (!width) width = 64;
  size_t need = rl_apint_to_decimal(rl_attr_int_words(v), width, true, NULL, 0);
  rl_strbuf b = {0};
  char *digits = malloc(need + 1);
  rl_apint_to_decimal(rl_attr_int_words(v), width, true, digits, need + 1);
  rl_sb_putc(&b, 'c');
  rl_sb_puts(&b, digits);
  free(digits);
  if (rl_type_is_integer(t)) {
    rl_sb_putc(&b, '_');
    rl_print_type(&b, t);
  }
  set(ud, r, b.data);
  rl_sb_free(&b);
}

/* ---- extended integer ops --------------------------------------------------------- */

/* `%a, %b` */
static bool parse_two_operands(rl_parser *p, rl_unresolved *a, rl_unresolved *b) {
  return rl_parse_operand(p, a) && rl_parse_punct(p, ",") && rl_parse_operand(p, b);
}

static bool resolve_into(rl_parser *p, rl_op_parse_state *st, const rl_unresolved *u, rl_type *t) {
  rl_value *v = rl_parser_resolve(p, u, t);
  if (!v) return false;
  rl_ops_add_operand(st, v);
  return true;
}

static void print_two_operands(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, rl_op_operand(op, 0));
  rl_print_str(p, ", ");
  rl_print_value_name(p, rl_op_operand(op, 1));
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  rl_print_str(p, " : ");
}

/* `%lhs, %rhs attr-dict : type($sum), type($overflow)` */
bool rl_arith_addui_extended_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved a, b;
  if (!parse_two_operands(p, &a, &b) || !rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *sum = rl_parse_type(p);
  if (!sum || !rl_parse_punct(p, ",")) return false;
  rl_type *ovf = rl_parse_type(p);
  if (!ovf) return false;
  if (!resolve_into(p, st, &a, sum) || !resolve_into(p, st, &b, sum)) return false;
  rl_ops_add_result_type(st, sum);
  rl_ops_add_result_type(st, ovf);
  return true;
}

void rl_arith_addui_extended_print(rl_printer *p, rl_op *op) {
  print_two_operands(p, op);
  rl_print_type_p(p, rl_op_result(op, 0)->type);
  rl_print_str(p, ", ");
  rl_print_type_p(p, rl_op_result(op, 1)->type);
}

bool rl_arith_addui_extended_verify(rl_op *op) { return verify_elementwise(op); }

void rl_arith_addui_extended_names(rl_op *op, rl_set_name_fn set, void *ud) {
  set(ud, rl_op_result(op, 0), "sum");
  set(ud, rl_op_result(op, 1), "overflow");
}

/* `%lhs, %rhs attr-dict : type($lhs)`: both results have the operands' type. */
bool rl_arith_mul_extended_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved a, b;
  if (!parse_two_operands(p, &a, &b) || !rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  if (!resolve_into(p, st, &a, t) || !resolve_into(p, st, &b, t)) return false;
  rl_ops_add_result_type(st, t);
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_arith_mul_extended_print(rl_printer *p, rl_op *op) {
  print_two_operands(p, op);
  rl_print_type_p(p, rl_op_operand(op, 0)->type);
}

bool rl_arith_mul_extended_verify(rl_op *op) { return verify_elementwise(op); }

void rl_arith_mul_extended_names(rl_op *op, rl_set_name_fn set, void *ud) {
  set(ud, rl_op_result(op, 0), "low");
  set(ud, rl_op_result(op, 1), "high");
}

/* ---- casts ---------------------------------------------------------------------- */

typedef enum cast_kind {
  CAST_EXT_INT, CAST_TRUNC_INT, CAST_EXT_FLOAT, CAST_TRUNC_FLOAT, CAST_INT_TO_FLOAT,
  CAST_FLOAT_TO_INT, CAST_INDEX, CAST_BIT,
} cast_kind;

/* The element type of a scalar, vector or tensor (memref too when
 * `memrefs`), or NULL for any other shaped type (MLIR's getTypeIfLike). */
static rl_type *like_elem(rl_type *t, bool memrefs) {
  if (is_memref(t) && !memrefs) return NULL;
  return elem_or_self(t);
}

static bool cast_compatible(cast_kind k, rl_type *in, rl_type *out) {
  bool memrefs = k == CAST_INDEX || k == CAST_BIT;
  /* Two ranked tensors must share their encoding. */
  if (rl_type_kind_of(in) == RL_TY_TENSOR && rl_type_kind_of(out) == RL_TY_TENSOR &&
      rl_type_encoding(in) != rl_type_encoding(out))
    return false;
  rl_type *a = like_elem(in, memrefs), *b = like_elem(out, memrefs);
  if (!a || !b) return false;
  switch (k) {
  case CAST_EXT_INT:
  case CAST_TRUNC_INT:
    if (!rl_type_is_integer(a) || !rl_type_is_integer(b)) return false;
    return k == CAST_EXT_INT ? rl_type_int_width(b) > rl_type_int_width(a) : rl_type_int_width(b) < rl_type_int_width(a);
  case CAST_EXT_FLOAT:
  case CAST_TRUNC_FLOAT:
    if (!rl_type_is_float(a) || !rl_type_is_float(b)) return false;
    return k == CAST_EXT_FLOAT ? rl_type_bitwidth(b) > rl_type_bitwidth(a) : rl_type_bitwidth(b) < rl_type_bitwidth(a);
  case CAST_INT_TO_FLOAT: return rl_type_is_integer(a) && rl_type_is_float(b);
  case CAST_FLOAT_TO_INT: return rl_type_is_float(a) && rl_type_is_integer(b);
  case CAST_INDEX:
    return (rl_type_is_index(a) && rl_type_is_integer(b) && rl_type_int_signedness(b) == RL_SIGNLESS) ||
           (rl_type_is_integer(a) && rl_type_int_signedness(a) == RL_SIGNLESS && rl_type_is_index(b));
  case CAST_BIT:
    if (!(rl_type_is_integer(a) || rl_type_is_index(a) || rl_type_is_float(a))) return false;
    if (!(rl_type_is_integer(b) || rl_type_is_index(b) || rl_type_is_float(b))) return false;
    return rl_type_bitwidth(a) == rl_type_bitwidth(b);
  }
  return false;
}

/* The checks every cast shares, in MLIR's order: the tensor dimensions
 * (SameInputOutputTensorDims), the shapes (SameOperandsAndResultShape), cast
 * compatibility (CastOpInterface), then Elementwise. */
static bool verify_cast(rl_op *op, cast_kind k) {
  rl_type *in = rl_op_operand(op, 0)->type, *out = rl_op_result(op, 0)->type;
  bool tin = rl_type_kind_of(in) == RL_TY_TENSOR, tout = rl_type_kind_of(out) == RL_TY_TENSOR;
  bool dims_ok = true;
  /* MLIR reads the shape of an unranked tensor here too, and never finds it
   * equal to anything. */
  if (rl_type_kind_of(in) == RL_TY_UNRANKED_TENSOR || rl_type_kind_of(out) == RL_TY_UNRANKED_TENSOR) dims_ok = false;
  else if (tin && tout) dims_ok = same_shape(in, out);
  else if (tin) dims_ok = rl_type_rank(in) == 0;
  else if (tout) dims_ok = rl_type_rank(out) == 0;
  if (!dims_ok) return rl_op_emit_error(op, "failed to verify that input and output have the same tensor dimensions");
  rl_type *both[2] = {in, out};
  if (!compatible_shapes(both, 2)) return rl_op_emit_error(op, "requires the same shape for all operands and results");
  if (!cast_compatible(k, in, out)) {
    char *a = type_text(in), *b = type_text(out);
    rl_op_emit_error(op, "operand type '%s' and result type '%s' are cast incompatible", a, b);
    free(a);
    free(b);
    return false;
  }
  return verify_elementwise(op);
}

bool rl_arith_extui_verify(rl_op *op) { return verify_cast(op, CAST_EXT_INT); }
bool rl_arith_extsi_verify(rl_op *op) { return verify_cast(op, CAST_EXT_INT); }
bool rl_arith_extf_verify(rl_op *op) { return verify_cast(op, CAST_EXT_FLOAT); }
bool rl_arith_trunci_verify(rl_op *op) { return verify_cast(op, CAST_TRUNC_INT); }
bool rl_arith_truncf_verify(rl_op *op) { return verify_cast(op, CAST_TRUNC_FLOAT); }
bool rl_arith_index_cast_verify(rl_op *op) { return verify_cast(op, CAST_INDEX); }
bool rl_arith_bitcast_verify(rl_op *op) { return verify_cast(op, CAST_BIT); }

/* uitofp, sitofp, fptoui, fptosi: the direction comes from the op. */
bool rl_arith_cast_verify(rl_op *op) {
  const char *name = op->info->name->str;
  bool to_float = strstr(name, "tofp") != NULL;
  return verify_cast(op, to_float ? CAST_INT_TO_FLOAT : CAST_FLOAT_TO_INT);
}

/* ---- comparisons ------------------------------------------------------------------ */

/* The result type is built from the operands' type, so that type must
 * satisfy the operand constraint first (as MLIR's parser checks it). */
bool rl_arith_cmp_infer(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  if (st->noperands < 1) return rl_parser_error(p, "expected operands");
  rl_type *t = st->operands[0]->type;
  const rl_value_def *lhs = &st->def->operands[0];
  if (lhs->type && !lhs->type->check(t)) {
    char *ts = type_text(t);
    rl_emit_error(c, rl_parser_op_loc(p), "custom op '%s' '%s' must be %s, but got '%s'", st->def->name, lhs->name,
                  lhs->type->summary, ts);
    free(ts);
    return false;
  }
  rl_ops_add_result_type(st, i1_same_shape(c, t));
  return true;
}

bool rl_arith_cmp_verify(rl_op *op) {
  rl_type *want = i1_same_shape(rl_op_context(op), rl_op_operand(op, 0)->type);
  if (want != rl_op_result(op, 0)->type)
    return rl_op_emit_error(op, "failed to verify that result type has i1 element type and same shape as operands");
  return verify_elementwise(op);
}

/* ---- select ------------------------------------------------------------------------- */

/* `%c, %a, %b attr-dict : type` or `... : cond-type, type`. */
bool rl_arith_select_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved u[3];
  unsigned n = 0;
  if (rl_parser_at_operand(p)) do {
      rl_unresolved x;
      if (!rl_parse_operand(p, &x)) return false;
      if (n < 3) u[n] = x;
      n++;
    } while (rl_parse_optional_punct(p, ","));
  if (n != 3) return rl_parser_error(p, "expected 3 operands");
  if (!rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p), *cond;
  if (!t) return false;
  if (rl_parse_optional_punct(p, ",")) {
    cond = t;
    if (!(t = rl_parse_type(p))) return false;
  } else {
    cond = rl_type_integer(rl_parser_context(p), 1, RL_SIGNLESS);
  }
  if (!resolve_into(p, st, &u[0], cond) || !resolve_into(p, st, &u[1], t) || !resolve_into(p, st, &u[2], t))
    return false;
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_arith_select_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  for (unsigned i = 0; i < op->noperands; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, rl_op_operand(op, i));
  }
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  rl_print_str(p, " : ");
  rl_type *cond = op->noperands ? rl_op_operand(op, 0)->type : NULL;
  if (cond && is_shaped(cond)) {
    rl_print_type_p(p, cond);
    rl_print_str(p, ", ");
  }
  if (op->nresults) rl_print_type_p(p, rl_op_result(op, 0)->type);
}

bool rl_arith_select_verify(rl_op *op) {
  rl_type *cond = rl_op_operand(op, 0)->type, *rt = rl_op_result(op, 0)->type;
  bool cond_ok = (rl_type_is_integer(cond) && rl_type_int_width(cond) == 1 && rl_type_int_signedness(cond) == RL_SIGNLESS) ||
                 (is_shaped(cond) && is_shaped(rt) && same_shape(cond, rt));
  if (!cond_ok) return rl_op_emit_error(op, "failed to verify that condition is signless i1 or has matching shape");
  if (!verify_elementwise(op)) return false;
  /* The op's own check: a shaped condition is exactly the result's shape of
   * i1, encoding included (Elementwise has made the result a vector or
   * tensor then). */
  if (rl_type_is_integer(cond) && rl_type_int_width(cond) == 1 && rl_type_int_signedness(cond) == RL_SIGNLESS) return true;
  rl_type *want = i1_same_shape(rl_op_context(op), rt);
  if (want == cond) return true;
  char *cs = type_text(cond), *ws = type_text(want);
  rl_op_emit_error(op, "expected condition type to have the same shape as the result type, expected '%s', but got '%s'", ws, cs);
  free(cs);
  free(ws);
  return false;
}
