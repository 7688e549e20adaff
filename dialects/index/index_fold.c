/* The index dialect's folders and constant materializer (MLIR 19's
 * IndexOps.cpp semantics, rewritten). The index type has no fixed width, so
 * a fold must hold on 32- and 64-bit targets alike: operations whose low 32
 * bits depend only on the operands' low 32 bits (add, sub, mul, and, or,
 * xor) always fold; the others fold only when the 64-bit result truncated
 * to 32 bits equals the 32-bit result. Constants are kept in 64 bits. */
#include <string.h>

#include "core/attrs.h"
#include "core/rules_rt.h"
#include "dialects/arith/arith_fold.h"
#include "dialects/index/index.h"
#include "dialects/index/index_ops.h"

#define OPD(op, i) rl_op_operand(op, i)

static uint64_t mask_w(unsigned w) { return w == 64 ? ~0ull : ((1ull << w) - 1); }
static int64_t sx(uint64_t v, unsigned w) {
  v &= mask_w(w);
  return w == 64 ? (int64_t)v : (int64_t)(v ^ (1ull << (w - 1))) - (int64_t)(1ull << (w - 1));
}
static bool is_neg(uint64_t v, unsigned w) { return (v >> (w - 1)) & 1; }

/* An index constant's 64 bits, or false. */
static bool index_value(rl_attr *a, uint64_t *v) {
  if (!a || a->kind != RL_AT_INTEGER || !rl_type_is_index(rl_attr_type_of(a))) return false;
  *v = a->w[1];
  return true;
}

typedef enum {
  X_ADD, X_SUB, X_MUL, X_AND, X_OR, X_XOR, /* unchecked */
  X_DIVS, X_DIVU, X_CEILDIVS, X_CEILDIVU, X_FLOORDIVS, X_REMS, X_REMU, X_MAXS, X_MAXU, X_MINS,
  X_MINU, X_SHL, X_SHRS, X_SHRU
} xop;

/* One operation in w bits (32 or 64); false when it must not fold. The
 * results are masked to w bits. APInt semantics: sdiv wraps on INT_MIN/-1. */
static bool calc(xop k, uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  uint64_t m = mask_w(w);
  a &= m;
  b &= m;
  int64_t sa = sx(a, w), sb = sx(b, w);
  uint64_t v = 0;
#define SDIV(x, y) ((sx(x, w) == sx(1ull << (w - 1), w) && sx(y, w) == -1) ? (x) : (uint64_t)(sx(x, w) / sx(y, w)))
  switch (k) {
  case X_ADD: v = a + b; break;
  case X_SUB: v = a - b; break;
  case X_MUL: v = a * b; break;
  case X_AND: v = a & b; break;
  case X_OR: v = a | b; break;
  case X_XOR: v = a ^ b; break;
  case X_DIVS: if (!b) return false; v = SDIV(a, b); break;
  case X_DIVU: if (!b) return false; v = a / b; break;
  case X_CEILDIVS:
    if (!b) return false;
    if (!a) { v = 0; break; }
    if ((sa > 0) != (sb > 0)) {
      uint64_t na = (0 - a) & m;
      v = 0 - (SDIV(na, b) & m);
    } else {
      uint64_t x = (a + (sb > 0 ? (uint64_t)-1 : 1)) & m;
      v = (SDIV(x, b) & m) + 1;
    }
    break;
  case X_CEILDIVU:
    if (!b) return false;
    v = a ? (a - 1) / b + 1 : 0;
    break;
  case X_FLOORDIVS:
    if (!b) return false;
    if (!a) { v = 0; break; }
    if ((sa < 0) == (sb < 0)) {
      v = SDIV(a, b);
    } else {
      uint64_t x = ((sb < 0 ? 1 : (uint64_t)-1) - a) & m;
      v = (uint64_t)-1 - (SDIV(x, b) & m);
    }
    break;
  case X_REMS:
    if (!b) return false;
    v = sb == -1 ? 0 : (uint64_t)(sa % sb);
    break;
  case X_REMU: if (!b) return false; v = a % b; break;
  case X_MAXS: v = sa > sb ? a : b; break;
  case X_MAXU: v = a > b ? a : b; break;
  case X_MINS: v = sa < sb ? a : b; break;
  case X_MINU: v = a < b ? a : b; break;
  case X_SHL: case X_SHRS: case X_SHRU:
    /* A 32-bit shift by 32 or more is poison: never fold those. */
    if (b >= 32) return false;
    v = k == X_SHL ? a << b : k == X_SHRU ? a >> b : (uint64_t)(sa >> b);
    break;
  }
#undef SDIV
  *r = v & m;
  return true;
}

static bool fold_binary(rl_op *op, rl_attr *const *operands, rl_fold_result *results, xop k) {
  uint64_t a, b, r64, r32;
  rl_context *c = rl_op_context(op);
  rl_type *it = rl_type_index(c);
  if (index_value(operands[0], &a) && index_value(operands[1], &b)) {
    if (calc(k, a, b, 64, &r64) && (k <= X_XOR || (calc(k, a, b, 32, &r32) && (r64 & 0xFFFFFFFFu) == r32))) {
      results[0].attr = rl_attr_integer(c, it, (int64_t)r64);
      return true;
    }
  }
  /* Identities with a constant on the right. */
  if (index_value(operands[1], &b)) {
    if ((k == X_ADD || k == X_SUB) && b == 0) return results[0].value = OPD(op, 0), true;
    if (k == X_MUL && b == 1) return results[0].value = OPD(op, 0), true;
    if (k == X_MUL && b == 0) return results[0].attr = rl_attr_integer(c, it, 0), true;
  }
  return false;
}

#define BIN(name, k)                                                                          \
  bool rl_index_##name##_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) { \
    return fold_binary(op, operands, results, k);                                             \
  }
BIN(add, X_ADD)
BIN(sub, X_SUB)
BIN(mul, X_MUL)
BIN(divs, X_DIVS)
BIN(divu, X_DIVU)
BIN(ceildivs, X_CEILDIVS)
BIN(ceildivu, X_CEILDIVU)
BIN(floordivs, X_FLOORDIVS)
BIN(rems, X_REMS)
BIN(remu, X_REMU)
BIN(maxs, X_MAXS)
BIN(maxu, X_MAXU)
BIN(mins, X_MINS)
BIN(minu, X_MINU)
BIN(shl, X_SHL)
BIN(shrs, X_SHRS)
BIN(shru, X_SHRU)
BIN(and, X_AND)
BIN(or, X_OR)
BIN(xor, X_XOR)

/* casts/castu: to index, extend or truncate to 64 bits; from index, fold
 * only when the result does not depend on the index width. */
static bool fold_cast(rl_op *op, rl_attr *const *operands, rl_fold_result *results, bool sext) {
  rl_attr *a = operands[0];
  if (!a || a->kind != RL_AT_INTEGER) return false;
  rl_context *c = rl_op_context(op);
  rl_type *in = rl_attr_type_of(a), *out = rl_op_result(op, 0)->type;
  unsigned inw = rl_fold_int_width(in);
  if (inw > RL_FOLD_MAX_BITS) return false;
  rl_fw r, t;
  if (rl_type_is_index(out)) {
    rl_fold_int_resize(r, &a->w[1], inw, 64, sext);
    results[0].attr = rl_attr_integer_words(c, out, r);
    return true;
  }
  if (!rl_type_is_integer(out)) return false;
  unsigned w = rl_type_int_width(out);
  if (w > RL_FOLD_MAX_BITS) return false;
  const uint64_t *v = &a->w[1]; /* 64 bits: the input is index */
  if (w <= 32) {
    rl_fold_int_resize(r, v, 64, w, false);
  } else if (w >= 64) {
    rl_fold_int_resize(t, v, 64, 32, false);
    rl_fold_int_resize(t, t, 32, 64, sext);
    if (t[0] != v[0]) return false;
    rl_fold_int_resize(r, v, 64, w, sext);
  } else {
    rl_fold_int_resize(r, v, 64, w, false);
    rl_fold_int_resize(t, v, 64, 32, false);
    rl_fold_int_resize(t, t, 32, w, sext);
    if (!rl_fold_int_eq(r, t, w)) return false;
  }
  results[0].attr = rl_attr_integer_words(c, out, r);
  return true;
}
bool rl_index_casts_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_cast(op, o, r, true); }
bool rl_index_castu_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_cast(op, o, r, false); }

enum { P_EQ, P_NE, P_SLT, P_SLE, P_SGT, P_SGE, P_ULT, P_ULE, P_UGT, P_UGE };

static bool compare(int pred, uint64_t a, uint64_t b, unsigned w) {
  int64_t sa = sx(a, w), sb = sx(b, w);
  a &= mask_w(w);
  b &= mask_w(w);
  switch (pred) {
  case P_EQ: return a == b;
  case P_NE: return a != b;
  case P_SLT: return sa < sb;
  case P_SLE: return sa <= sb;
  case P_SGT: return sa > sb;
  case P_SGE: return sa >= sb;
  case P_ULT: return a < b;
  case P_ULE: return a <= b;
  case P_UGT: return a > b;
  case P_UGE: return a >= b;
  }
  return false;
}

/* A range of w-bit values, in both signed and unsigned views (MLIR's
 * ConstantIntRanges). */
typedef struct range {
  uint64_t umin, umax;
  int64_t smin, smax;
} range;

static range from_signed(int64_t smin, int64_t smax, unsigned w) {
  range r = {0, mask_w(w), smin, smax};
  uint64_t a = (uint64_t)smin & mask_w(w), b = (uint64_t)smax & mask_w(w);
  if ((smin >= 0) == (smax >= 0)) {
    r.umin = a < b ? a : b;
    r.umax = a > b ? a : b;
  }
  return r;
}
static range from_unsigned(uint64_t umin, uint64_t umax, unsigned w) {
  range r = {umin, umax, sx(1ull << (w - 1), w), sx(mask_w(w) >> 1, w)};
  if (is_neg(umin, w) == is_neg(umax, w)) {
    int64_t a = sx(umin, w), b = sx(umax, w);
    r.smin = a < b ? a : b;
    r.smax = a > b ? a : b;
  }
  return r;
}

static bool statically_true(int pred, range l, uint64_t cu, int64_t cs) {
  switch (pred) {
  case P_SLE: return l.smax <= cs;
  case P_SLT: return l.smax < cs;
  case P_ULE: return l.umax <= cu;
  case P_ULT: return l.umax < cu;
  case P_SGE: return l.smin >= cs;
  case P_SGT: return l.smin > cs;
  case P_UGE: return l.umin >= cu;
  case P_UGT: return l.umin > cu;
  case P_EQ:
    if (l.umin == l.umax) return l.umin == cu;
    if (l.smin == l.smax) return l.smin == cs;
    return false;
  case P_NE:
    return (statically_true(P_SLT, l, cu, cs) || statically_true(P_SGT, l, cu, cs)) &&
           (statically_true(P_ULT, l, cu, cs) || statically_true(P_UGT, l, cu, cs));
  }
  return false;
}

static const int inverse_pred[10] = {P_NE, P_EQ, P_SGE, P_SGT, P_SLE, P_SLT, P_UGE, P_UGT, P_ULE, P_ULT};

/* cmp(max/min(x, a), b) in w bits: 1 true, 0 false, -1 unknown. */
static int cmp_of_minmax(rl_fold_fn kind, uint64_t a, uint64_t b, unsigned w, int pred) {
  a &= mask_w(w);
  b &= mask_w(w);
  range r;
  if (kind == rl_index_mins_fold) r = from_signed(sx(1ull << (w - 1), w), sx(a, w), w);
  else if (kind == rl_index_minu_fold) r = from_unsigned(0, a, w);
  else if (kind == rl_index_maxs_fold) r = from_signed(sx(a, w), sx(mask_w(w) >> 1, w), w);
  else r = from_unsigned(a, mask_w(w), w);
  if (statically_true(pred, r, b, sx(b, w))) return 1;
  if (statically_true(inverse_pred[pred], r, b, sx(b, w))) return 0;
  return -1;
}

/* cmp: constants when the 32- and 64-bit comparisons agree; cmp(max/min(x,
 * a), b) when the range of the left side decides it (in both widths);
 * cmp(x, x). */
bool rl_index_cmp_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_context *c = rl_op_context(op);
  int pred = rl_index_cmp_predicate_value(rl_op_get_prop(op, rl_ident_cstr(c, "pred")));
  if (pred < 0) return false;
  uint64_t a = 0, b = 0;
  bool have_b = index_value(operands[1], &b);
  if (index_value(operands[0], &a) && have_b) {
    bool r64 = compare(pred, a, b, 64), r32 = compare(pred, a, b, 32);
    if (r64 == r32) return results[0].attr = rl_attr_bool(c, r64), true;
  }
  rl_op *lhs = rl_value_defining_op(OPD(op, 0));
  const rl_opdef *d = lhs ? rl_op_def(lhs) : NULL;
  if (d && have_b &&
      (d->fold == rl_index_mins_fold || d->fold == rl_index_minu_fold || d->fold == rl_index_maxs_fold ||
       d->fold == rl_index_maxu_fold)) {
    uint64_t ca;
    if (index_value(rl_fold_constant_of(OPD(lhs, 1)), &ca)) {
      int r64 = cmp_of_minmax(d->fold, ca, b, 64, pred), r32 = cmp_of_minmax(d->fold, ca, b, 32, pred);
      if (r64 >= 0 && r32 >= 0 && r64 == r32) return results[0].attr = rl_attr_bool(c, r64), true;
    }
  }
  if (OPD(op, 0) == OPD(op, 1)) {
    bool v = pred == P_EQ || pred == P_SGE || pred == P_SLE || pred == P_UGE || pred == P_ULE;
    return results[0].attr = rl_attr_bool(c, v), true;
  }
  return false;
}

bool rl_index_constant_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  results[0].attr = rl_index_constant_value(op);
  return results[0].attr != NULL;
}

bool rl_index_bool_constant_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  results[0].attr = rl_index_bool_constant_value(op);
  return results[0].attr != NULL;
}

/* MLIR's IndexDialect::materializeConstant: an i1 value as
 * index.bool.constant, an index value as index.constant. */
static rl_op *materialize(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  rl_context *c = b->ctx;
  if (!value || value->kind != RL_AT_INTEGER) return NULL;
  rl_type *vt = rl_attr_type_of(value);
  if (!loc) loc = rl_loc_unknown(c);
  if (rl_type_is_integer(vt) && rl_type_int_width(vt) == 1 && rl_type_int_signedness(vt) == RL_SIGNLESS) {
    if (!rl_type_is_integer(type) || rl_type_int_width(type) != 1 || rl_type_int_signedness(type) != RL_SIGNLESS)
      return NULL;
    return rl_index_bool_constant_create(b, loc, type, value);
  }
  if (!rl_type_is_index(vt) || !rl_type_is_index(type)) return NULL;
  return rl_index_constant_create(b, loc, type, value);
}

/* PredicateNumber(p): #index<cmp_predicate slt> as its number, an i64
 * attribute (llvm.icmp numbers its predicates the same way). */
static bool predicate_number(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int v = rl_index_cmp_predicate_value(args[0].p);
  *out = (rl_mval){v < 0 ? NULL : rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), v), 0, 0};
  return out->p != NULL;
}

static const rl_rule_lib_entry lib[] = {
    {"PredicateNumber", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, predicate_number},
};

void rl_index_init(rl_context *c) {
  rl_register_materializer(c, "index", materialize);
  rl_rule_lib_register(lib, sizeof lib / sizeof *lib);
}
