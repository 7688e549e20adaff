/* The math dialect's folders and constant materializer (MLIR 19's
 * MathOps.cpp semantics, rewritten). absf, copysign, ceil, floor and
 * roundeven are exact and fold for every float type; the transcendental
 * ops, round, trunc, atan2 and powf call the host's libm, as MLIR does, and
 * fold only f32 (the float function) and f64 (the double one); log, log2,
 * log10 and sqrt refuse negative operands (-0.0 and negative NaNs too),
 * log1p refuses operands with a + 1 negative. Integer ops: absi, ctlz,
 * cttz, ctpop, ipowi. Constants are materialized as arith.constant. */
#include <math.h>
#include <string.h>

#include "core/apfloat.h"
#include "core/apint.h"
#include "core/attrs.h"
#include "dialects/arith/arith_fold.h"
#include "dialects/math/math_ops.h"

/* ---- floats ---------------------------------------------------------------- */

typedef enum {
  M_ABSF, M_CEIL, M_FLOOR, M_ROUNDEVEN, M_COPYSIGN, /* every format */
  M_ACOSH, M_ASIN, M_ASINH, M_ATAN, M_ATANH, M_COS, M_ACOS, M_COSH, M_SIN, M_SINH, M_ERF, M_EXP,
  M_EXP2, M_EXPM1, M_TAN, M_TANH, M_ROUND, M_TRUNC, M_LOG, M_LOG10, M_LOG1P, M_LOG2, M_SQRT,
  M_ATAN2, M_POWF
} mop;

static double call_d(mop k, double a, double b) {
  switch (k) {
  case M_ACOSH: return acosh(a);
  case M_ASIN: return asin(a);
  case M_ASINH: return asinh(a);
  case M_ATAN: return atan(a);
  case M_ATANH: return atanh(a);
  case M_COS: return cos(a);
  case M_ACOS: return acos(a);
  case M_COSH: return cosh(a);
  case M_SIN: return sin(a);
  case M_SINH: return sinh(a);
  case M_ERF: return erf(a);
  case M_EXP: return exp(a);
  case M_EXP2: return exp2(a);
  case M_EXPM1: return expm1(a);
  case M_TAN: return tan(a);
  case M_TANH: return tanh(a);
  case M_ROUND: return round(a);
  case M_TRUNC: return trunc(a);
  case M_LOG: return log(a);
  case M_LOG10: return log10(a);
  case M_LOG1P: return log1p(a);
  case M_LOG2: return log2(a);
  case M_SQRT: return sqrt(a);
  case M_ATAN2: return atan2(a, b);
  case M_POWF: return pow(a, b);
  default: return a;
  }
}

static float call_f(mop k, float a, float b) {
  switch (k) {
  case M_ACOSH: return acoshf(a);
  case M_ASIN: return asinf(a);
  case M_ASINH: return asinhf(a);
  case M_ATAN: return atanf(a);
  case M_ATANH: return atanhf(a);
  case M_COS: return cosf(a);
  case M_ACOS: return acosf(a);
  case M_COSH: return coshf(a);
  case M_SIN: return sinf(a);
  case M_SINH: return sinhf(a);
  case M_ERF: return erff(a);
  case M_EXP: return expf(a);
  case M_EXP2: return exp2f(a);
  case M_EXPM1: return expm1f(a);
  case M_TAN: return tanf(a);
  case M_TANH: return tanhf(a);
  case M_ROUND: return roundf(a);
  case M_TRUNC: return truncf(a);
  case M_LOG: return logf(a);
  case M_LOG10: return log10f(a);
  case M_LOG1P: return log1pf(a);
  case M_LOG2: return log2f(a);
  case M_SQRT: return sqrtf(a);
  case M_ATAN2: return atan2f(a, b);
  case M_POWF: return powf(a, b);
  default: return a;
  }
}

static bool float_elem(uint64_t *out, const uint64_t *const *in, rl_type *in_elem, rl_type *out_elem, void *ud) {
  (void)out_elem;
  mop k = *(mop *)ud;
  rl_float_sem s = rl_type_float_sem(in_elem);
  bool wide = rl_type_bitwidth(in_elem) > 64;
  rl_fold_float a = {in[0][0], wide ? in[0][1] : 0}, b = {0, 0}, r;
  bool binary = k == M_COPYSIGN || k == M_ATAN2 || k == M_POWF;
  if (binary) b = (rl_fold_float){in[1][0], wide ? in[1][1] : 0};
  rl_apfloat_canonicalize(s, &a.lo, &a.hi);
  switch (k) {
  case M_ABSF: r = rl_fold_float_abs(s, a); break;
  case M_CEIL: rl_fold_float_round_integral(s, a, 2, &r); break;
  case M_FLOOR: rl_fold_float_round_integral(s, a, 1, &r); break;
  case M_ROUNDEVEN: rl_fold_float_round_integral(s, a, 0, &r); break;
  case M_COPYSIGN: r = rl_fold_float_copysign(s, a, b); break;
  default: {
    if (s != RL_F32 && s != RL_F64) return false;
    if ((k == M_LOG || k == M_LOG10 || k == M_LOG2 || k == M_SQRT) && rl_fold_float_is_neg(s, a)) return false;
    if (k == M_LOG1P) {
      uint64_t olo, ohi;
      rl_fold_float sum;
      rl_apfloat_from_double(s, 1.0, &olo, &ohi);
      rl_fold_float_add(s, a, (rl_fold_float){olo, ohi}, false, &sum);
      if (rl_fold_float_is_neg(s, sum)) return false;
    }
    if (s == RL_F64) {
      double x, y = 0, z;
      memcpy(&x, &a.lo, 8);
      memcpy(&y, &b.lo, 8);
      z = call_d(k, x, y);
      memcpy(&r.lo, &z, 8);
      r.hi = 0;
    } else {
      uint32_t xa = (uint32_t)a.lo, xb = (uint32_t)b.lo, xr;
      float x, y, z;
      memcpy(&x, &xa, 4);
      memcpy(&y, &xb, 4);
      z = call_f(k, x, y);
      memcpy(&xr, &z, 4);
      r.lo = xr;
      r.hi = 0;
    }
    break;
  }
  }
  out[0] = r.lo;
  out[1] = r.hi;
  return true;
}

static bool fold_float(rl_op *op, rl_attr *const *operands, rl_fold_result *results, mop k) {
  unsigned n = k == M_COPYSIGN || k == M_ATAN2 || k == M_POWF ? 2 : 1;
  rl_attr *p = rl_fold_poison_operand(rl_op_context(op), n, operands);
  if (p) return results[0].attr = p, true;
  results[0].attr = rl_fold_elementwise(rl_op_context(op), n, operands, rl_op_result(op, 0)->type, float_elem, &k);
  return results[0].attr != NULL;
}

#define FOLD(name, k)                                                                        \
  bool rl_math_##name##_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) { \
    return fold_float(op, operands, results, k);                                             \
  }
FOLD(absf, M_ABSF)
FOLD(ceil, M_CEIL)
FOLD(floor, M_FLOOR)
FOLD(roundeven, M_ROUNDEVEN)
FOLD(copysign, M_COPYSIGN)
FOLD(acosh, M_ACOSH)
FOLD(asin, M_ASIN)
FOLD(asinh, M_ASINH)
FOLD(atan, M_ATAN)
FOLD(atanh, M_ATANH)
FOLD(cos, M_COS)
FOLD(acos, M_ACOS)
FOLD(cosh, M_COSH)
FOLD(sin, M_SIN)
FOLD(sinh, M_SINH)
FOLD(erf, M_ERF)
FOLD(exp, M_EXP)
FOLD(exp2, M_EXP2)
FOLD(expm1, M_EXPM1)
FOLD(tan, M_TAN)
FOLD(tanh, M_TANH)
FOLD(round, M_ROUND)
FOLD(trunc, M_TRUNC)
FOLD(log, M_LOG)
FOLD(log10, M_LOG10)
FOLD(log1p, M_LOG1P)
FOLD(log2, M_LOG2)
FOLD(sqrt, M_SQRT)
FOLD(atan2, M_ATAN2)
FOLD(powf, M_POWF)

/* ---- integers ---------------------------------------------------------------- */

typedef enum { MI_ABS, MI_CTLZ, MI_CTTZ, MI_CTPOP, MI_IPOW } miop;

static bool int_elem(uint64_t *out, const uint64_t *const *in, rl_type *in_elem, rl_type *out_elem, void *ud) {
  (void)out_elem;
  miop k = *(miop *)ud;
  unsigned w = rl_fold_int_width(in_elem);
  const uint64_t *a = in[0];
  switch (k) {
  case MI_ABS:
    if (rl_fold_int_sign(a, w)) rl_fold_int_neg(out, a, w);
    else memcpy(out, a, rl_apint_nwords(w) * 8);
    return true;
  case MI_CTLZ: rl_fold_int_set(out, w, rl_fold_int_ctlz(a, w)); return true;
  case MI_CTTZ: rl_fold_int_set(out, w, rl_fold_int_cttz(a, w)); return true;
  case MI_CTPOP: rl_fold_int_set(out, w, rl_fold_int_popcount(a, w)); return true;
  case MI_IPOW: {
    const uint64_t *p = in[1];
    rl_fw one, res, base, pw;
    rl_fold_int_set(one, w, 1);
    if (rl_fold_int_is_zero(p, w)) { memcpy(out, one, rl_apint_nwords(w) * 8); return true; }
    if (rl_fold_int_sign(p, w)) {
      if (rl_fold_int_is_zero(a, w)) return false; /* 0 ** negative */
      if (rl_fold_int_eq(a, one, w)) { memcpy(out, one, rl_apint_nwords(w) * 8); return true; }
      if (rl_fold_int_is_all_ones(a, w)) { /* (-1) ** p: -1 for odd p */
        if (p[0] & 1) rl_fold_int_set(out, w, -1);
        else memcpy(out, one, rl_apint_nwords(w) * 8);
        return true;
      }
      rl_fold_int_set(out, w, 0);
      return true;
    }
    memcpy(res, one, sizeof res);
    memcpy(base, a, rl_apint_nwords(w) * 8);
    memcpy(pw, p, rl_apint_nwords(w) * 8);
    for (;;) {
      if (pw[0] & 1) rl_fold_int_mul(res, res, base, w);
      rl_fold_int_lshr(pw, pw, 1, w);
      if (rl_fold_int_is_zero(pw, w)) break;
      rl_fold_int_mul(base, base, base, w);
    }
    memcpy(out, res, rl_apint_nwords(w) * 8);
    return true;
  }
  }
  return false;
}

static bool fold_int(rl_op *op, rl_attr *const *operands, rl_fold_result *results, miop k) {
  rl_attr *p = rl_fold_poison_operand(rl_op_context(op), k == MI_IPOW ? 2 : 1, operands);
  if (p) return results[0].attr = p, true;
  results[0].attr = rl_fold_elementwise(rl_op_context(op), k == MI_IPOW ? 2 : 1, operands,
                                        rl_op_result(op, 0)->type, int_elem, &k);
  return results[0].attr != NULL;
}

bool rl_math_absi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_int(op, o, r, MI_ABS); }
bool rl_math_ctlz_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_int(op, o, r, MI_CTLZ); }
bool rl_math_cttz_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_int(op, o, r, MI_CTTZ); }
bool rl_math_ctpop_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_int(op, o, r, MI_CTPOP); }
bool rl_math_ipowi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_int(op, o, r, MI_IPOW); }

/* MLIR's MathDialect::materializeConstant is arith.constant's. */
void rl_math_init(rl_context *c) { rl_register_materializer(c, "math", rl_arith_materialize_constant); }
