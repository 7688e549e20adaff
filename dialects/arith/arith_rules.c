/* The arith entries of the rule library (core/rules_rt.h): helpers that
 * rules call by name, interpreted or compiled. Registered by rl_arith_init. */
#include "dialects/arith/arith_rules.h"

#include <limits.h>
#include <math.h>

#include "core/apfloat.h"
#include "core/asm.h"
#include "core/attrs.h"
#include "core/rules_rt.h"
#include "core/types.h"

/* MergeOverflow(a, b): the overflow flags both ops carry (nsw, nuw): the
 * intersection, as a reassociation may keep only what held for both. An
 * absent property counts as `none`. */
static bool merge_overflow(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *x = args[0].p, *y = args[1].p;
  const rl_attr *any = x ? x : y;
  if (!any) return false; /* neither carries flags: nothing to build them from */
  if ((x && x->kind != RL_AT_ENUM) || (y && y->kind != RL_AT_ENUM)) return false;
  const rl_enum_def *en = rl_word_ptr(any->w[0]);
  uint64_t vx = x ? x->w[1] : 0, vy = y ? y->w[1] : 0;
  out->p = rl_attr_enum(c, en, (rl_ident *)rl_word_ptr(any->w[2]), vx & vy);
  return out->p != NULL;
}

/* A predicate helper: predicate p (an integer attribute in [0, n)) mapped
 * through table, of the same type. */
static bool map_predicate(rl_context *c, const rl_mval *arg, const int64_t *table, int64_t n, rl_mval *out) {
  const rl_attr *a = arg->p;
  if (!a || a->kind != RL_AT_INTEGER) return false;
  int64_t v = rl_attr_int_value(a);
  if (v < 0 || v >= n) return false;
  out->p = rl_attr_integer(c, rl_attr_type_of(a), table[v]);
  return true;
}

/* cmpi predicates: eq ne slt sle sgt sge ult ule ugt uge (0..9).
 * InvertPredicate: true exactly when p is false; SwapPredicate: p with the
 * operands swapped. */
static const int64_t cmpi_invert[10] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
static const int64_t cmpi_swap[10] = {0, 1, 4, 5, 2, 3, 8, 9, 6, 7};
/* cmpf predicates: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une
 * uno true (0..15). Inverting trades ordered and unordered: not (a olt b)
 * is (a uge b). */
static const int64_t cmpf_invert[16] = {15, 13, 12, 11, 10, 9, 8, 14, 6, 5, 4, 3, 2, 1, 7, 0};
static const int64_t cmpf_swap[16] = {0, 1, 4, 5, 2, 3, 6, 7, 8, 11, 12, 9, 10, 13, 14, 15};

static bool invert_predicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return map_predicate(c, args, cmpi_invert, 10, out);
}
static bool swap_predicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return map_predicate(c, args, cmpi_swap, 10, out);
}
static bool invert_fpredicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return map_predicate(c, args, cmpf_invert, 16, out);
}
static bool swap_fpredicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return map_predicate(c, args, cmpf_swap, 16, out);
}

/* ---- cmpf of an integer converted to float, against a constant -------------
 * MLIR's CmpFIntToFPConst (after LLVM's InstCombine): cmpf p, (itofp x), c
 * is a cmpi of x against an integer, or a constant, when the conversion
 * cannot change the outcome. Scalars of at most 64 bits, and float formats
 * a double holds exactly that have infinities (f16, bf16, tf32, f32, f64,
 * f8E5M2); others give up. */

typedef struct itofp_cmp {
  int konst;     /* -1: a cmpi; 0, 1: the constant result */
  int64_t pred;  /* the cmpi predicate */
  int64_t value; /* its right operand (bits) */
} itofp_cmp;

enum { P_EQ, P_NE, P_SLT, P_SLE, P_SGT, P_SGE, P_ULT, P_ULE, P_UGT, P_UGE };

/* v (|v| when neg) converted to format s, to nearest even, as a double. */
static double int_to_float(rl_float_sem s, bool neg, uint64_t mag) {
  uint64_t lo = 0, hi = 0;
  rl_apfloat_round(s, neg, mag, 0, 0, false, &lo, &hi);
  return rl_apfloat_to_double(s, lo, hi);
}

static bool itofp_cmp_of(const rl_mval *args, bool is_unsigned, itofp_cmp *out) {
  const rl_attr *pa = args[0].p, *ca = args[1].p;
  const rl_type *it = args[2].p;
  if (!pa || pa->kind != RL_AT_INTEGER || !ca || ca->kind != RL_AT_FLOAT || !it || !rl_type_is_integer(it))
    return false;
  rl_float_sem sem = rl_type_float_sem(rl_attr_type_of(ca));
  const rl_apfloat_info *fi = rl_apfloat_info_of(sem);
  if (fi->precision > 53 || fi->nan_kind != RL_APF_NAN_IEEE || sem == RL_F80 || sem == RL_F128) return false;
  unsigned w = rl_type_int_width(it);
  if (w == 0 || w > 64) return false;
  double rhs = rl_apfloat_to_double(sem, ca->w[1], ca->w[2]);
  if (isnan(rhs)) return false;
  int mant = (int)fi->precision;
  int value_bits = is_unsigned ? (int)w : (int)w - 1;
  if ((int)w > mant) { /* the conversion rounds: can it change the outcome? */
    if (isinf(rhs)) {
      if (fi->emax < value_bits) return false; /* it could make an infinity */
    } else if (rhs != 0) {
      int e = ilogb(rhs);
      if (mant <= e && e <= value_bits) return false;
    }
  }
  int64_t p = rl_attr_int_value(pa);
  out->konst = -1;
  switch (p) {
  case 7: out->konst = 1; return true;  /* ord: no NaN comes out of an integer */
  case 14: out->konst = 0; return true; /* uno */
  case 1: case 8: out->pred = P_EQ; break;                           /* oeq, ueq */
  case 2: case 9: out->pred = is_unsigned ? P_UGT : P_SGT; break;    /* ogt, ugt */
  case 3: case 10: out->pred = is_unsigned ? P_UGE : P_SGE; break;   /* oge, uge */
  case 4: case 11: out->pred = is_unsigned ? P_ULT : P_SLT; break;   /* olt, ult */
  case 5: case 12: out->pred = is_unsigned ? P_ULE : P_SLE; break;   /* ole, ule */
  case 6: case 13: out->pred = P_NE; break;                          /* one, une */
  default: return false; /* false, true: the folder's */
  }
  int64_t pr = out->pred;
  /* Past the largest or below the smallest integer (as the float type has them). */
  double max = is_unsigned ? int_to_float(sem, false, w == 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1)
                           : int_to_float(sem, false, (UINT64_C(1) << (w - 1)) - 1);
  double min = is_unsigned ? 0.0 : int_to_float(sem, true, UINT64_C(1) << (w - 1));
  if (max < rhs) {
    out->konst = pr == P_NE || pr == P_SLT || pr == P_SLE || pr == P_ULT || pr == P_ULE;
    return true;
  }
  if (min > rhs) {
    out->konst = pr == P_NE || pr == P_SGT || pr == P_SGE || pr == P_UGT || pr == P_UGE;
    return true;
  }
  /* rhs rounded toward zero must be an integer of the type. */
  double t = trunc(rhs);
  uint64_t bits;
  if (is_unsigned) {
    if (t < 0 || t >= ldexp(1.0, (int)w)) return false;
    bits = (uint64_t)t;
  } else {
    if (t < -ldexp(1.0, (int)w - 1) || t >= ldexp(1.0, (int)w - 1)) return false;
    bits = (uint64_t)(int64_t)t;
  }
  out->value = (int64_t)bits;
  if (rhs != 0 && t != rhs) { /* a fraction: adjust the predicate, or decide */
    bool neg = rhs < 0;
    switch (pr) {
    case P_NE: out->konst = 1; return true;
    case P_EQ: out->konst = 0; return true;
    case P_ULE: if (neg) { out->konst = 0; return true; } break;
    case P_SLE: if (neg) out->pred = P_SLT; break;
    case P_ULT: if (neg) { out->konst = 0; return true; } out->pred = P_ULE; break;
    case P_SLT: if (!neg) out->pred = P_SLE; break;
    case P_UGT: if (neg) { out->konst = 1; return true; } break;
    case P_SGT: if (neg) out->pred = P_SGE; break;
    case P_UGE: if (neg) { out->konst = 1; return true; } out->pred = P_UGT; break;
    case P_SGE: if (!neg) out->pred = P_SGT; break;
    default: break;
    }
  }
  return true;
}

/* CmpFIntToFPResult(p, c, T, unsigned): `true` or `false` when the
 * comparison is decided; CmpFIntToFPPredicate and CmpFIntToFPValue: the
 * cmpi's predicate and right operand (of type T) otherwise. Each gives up
 * where its answer is not the one. */
static bool itofp_args(const rl_mval *args, itofp_cmp *r) {
  const rl_attr *u = args[3].p;
  if (!u || u->kind != RL_AT_INTEGER) return false;
  return itofp_cmp_of(args, rl_attr_int_value(u) != 0, r);
}
static bool cmpf_itofp_result(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  itofp_cmp r;
  if (!itofp_args(args, &r) || r.konst < 0) return false;
  out->p = rl_attr_bool(c, r.konst != 0);
  return true;
}
static bool cmpf_itofp_predicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  itofp_cmp r;
  if (!itofp_args(args, &r) || r.konst >= 0) return false;
  out->p = rl_attr_integer(c, rl_attr_type_of(args[0].p), r.pred);
  return true;
}
static bool cmpf_itofp_value(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  itofp_cmp r;
  if (!itofp_args(args, &r) || r.konst >= 0) return false;
  out->p = rl_attr_integer(c, (rl_type *)args[2].p, r.value);
  return true;
}

static const rl_rule_lib_entry entries[] = {
    {"MergeOverflow", 2, {RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, merge_overflow},
    {"InvertPredicate", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, invert_predicate},
    {"SwapPredicate", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, swap_predicate},
    {"InvertFPredicate", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, invert_fpredicate},
    {"SwapFPredicate", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, swap_fpredicate},
    {"CmpFIntToFPResult", 4, {RL_MK_ATTR, RL_MK_ATTR, RL_MK_TYPE, RL_MK_ATTR}, RL_MK_ATTR, NULL, cmpf_itofp_result},
    {"CmpFIntToFPPredicate", 4, {RL_MK_ATTR, RL_MK_ATTR, RL_MK_TYPE, RL_MK_ATTR}, RL_MK_ATTR, NULL, cmpf_itofp_predicate},
    {"CmpFIntToFPValue", 4, {RL_MK_ATTR, RL_MK_ATTR, RL_MK_TYPE, RL_MK_ATTR}, RL_MK_ATTR, NULL, cmpf_itofp_value},
};

void rl_arith_register_rule_library(void) { rl_rule_lib_register(entries, sizeof entries / sizeof *entries); }

