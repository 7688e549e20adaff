/* Constant folding helpers (see arith_fold.h): APInt-like integer words,
 * APFloat-like IEEE arithmetic, and elementwise folding of constants. */
#include <stdlib.h>
#include <float.h>
#include <string.h>

#include "core/context.h"

#include "core/apfloat.h"
#include "core/apint.h"
#include "core/attrs.h"
#include "dialects/arith/arith_fold.h"

typedef unsigned __int128 u128;

/* ==== Integers ================================================================ */

static unsigned nw(unsigned width) { return rl_apint_nwords(width); }

static void clear_above(uint64_t *r, unsigned width) { rl_apint_clear_above(r, width); }

void rl_fold_int_set(uint64_t *r, unsigned width, int64_t v) {
  unsigned n = nw(width);
  for (unsigned i = 0; i < n; i++) r[i] = i == 0 ? (uint64_t)v : (v < 0 ? ~0ull : 0);
  clear_above(r, width);
}

bool rl_fold_int_is_zero(const uint64_t *a, unsigned width) { return rl_apint_is_zero(a, nw(width)); }

bool rl_fold_int_is_one(const uint64_t *a, unsigned width) {
  if (width == 0 || a[0] != 1) return false;
  for (unsigned i = 1; i < nw(width); i++)
    if (a[i]) return false;
  return true;
}

bool rl_fold_int_is_all_ones(const uint64_t *a, unsigned width) {
  rl_fw t;
  rl_fold_int_set(t, width, -1);
  return rl_fold_int_eq(a, t, width);
}

bool rl_fold_int_sign(const uint64_t *a, unsigned width) { return rl_apint_sign_bit(a, width); }

bool rl_fold_int_eq(const uint64_t *a, const uint64_t *b, unsigned width) {
  return memcmp(a, b, nw(width) * sizeof(uint64_t)) == 0;
}

int rl_fold_int_ucmp(const uint64_t *a, const uint64_t *b, unsigned width) {
  for (unsigned i = nw(width); i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

int rl_fold_int_scmp(const uint64_t *a, const uint64_t *b, unsigned width) {
  bool sa = rl_fold_int_sign(a, width), sb = rl_fold_int_sign(b, width);
  if (sa != sb) return sa ? -1 : 1;
  return rl_fold_int_ucmp(a, b, width);
}

void rl_fold_int_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width) {
  uint64_t carry = 0;
  for (unsigned i = 0; i < nw(width); i++) {
    u128 s = (u128)a[i] + b[i] + carry;
    r[i] = (uint64_t)s;
    carry = (uint64_t)(s >> 64);
  }
  clear_above(r, width);
}

void rl_fold_int_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width) {
  uint64_t borrow = 0;
  for (unsigned i = 0; i < nw(width); i++) {
    u128 d = (u128)a[i] - b[i] - borrow;
    r[i] = (uint64_t)d;
    borrow = (uint64_t)(d >> 64) ? 1 : 0;
  }
  clear_above(r, width);
}

void rl_fold_int_neg(uint64_t *r, const uint64_t *a, unsigned width) {
  rl_fw z = {0};
  rl_fold_int_sub(r, z, a, width);
}

/* Full product of n-word naturals into 2n words. */
static void mul_full(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned n) {
  memset(r, 0, 2 * n * sizeof(uint64_t));
  for (unsigned i = 0; i < n; i++) {
    uint64_t carry = 0;
    for (unsigned j = 0; j < n; j++) {
      u128 t = (u128)a[i] * b[j] + r[i + j] + carry;
      r[i + j] = (uint64_t)t;
      carry = (uint64_t)(t >> 64);
    }
    r[i + n] = carry;
  }
}

void rl_fold_int_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width) {
  uint64_t t[2 * RL_FOLD_MAX_WORDS];
  unsigned n = nw(width);
  mul_full(t, a, b, n);
  memcpy(r, t, n * sizeof(uint64_t));
  clear_above(r, width);
}

static bool bit_of(const uint64_t *a, unsigned i) { return (a[i / 64] >> (i % 64)) & 1; }

void rl_fold_int_udivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b,
                         unsigned width) {
  unsigned n = nw(width);
  if (n == 1 && b[0]) { /* the common case: one machine word */
    uint64_t qv = a[0] / b[0], rv = a[0] % b[0];
    if (q) q[0] = qv;
    if (rem) rem[0] = rv;
    return;
  }
  rl_fw qq = {0}, rr = {0};
  /* Shift-subtract, one bit at a time, in width+1 bits so rr<<1 cannot
   * overflow. */
  unsigned w1 = width + 1;
  rl_fw bb = {0};
  memcpy(bb, b, n * sizeof(uint64_t));
  for (unsigned i = width; i-- > 0;) {
    rl_fold_int_shl(rr, rr, 1, w1);
    if (bit_of(a, i)) rr[0] |= 1;
    if (rl_fold_int_ucmp(rr, bb, w1) >= 0) {
      rl_fold_int_sub(rr, rr, bb, w1);
      qq[i / 64] |= 1ull << (i % 64);
    }
  }
  if (q) memcpy(q, qq, n * sizeof(uint64_t));
  if (rem) memcpy(rem, rr, n * sizeof(uint64_t));
}

void rl_fold_int_sdivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b,
                         unsigned width) {
  bool na = rl_fold_int_sign(a, width), nb = rl_fold_int_sign(b, width);
  rl_fw ua, ub, qq, rr;
  unsigned n = nw(width);
  if (na) rl_fold_int_neg(ua, a, width); else memcpy(ua, a, n * sizeof(uint64_t));
  if (nb) rl_fold_int_neg(ub, b, width); else memcpy(ub, b, n * sizeof(uint64_t));
  rl_fold_int_udivrem(qq, rr, ua, ub, width);
  if (na != nb) rl_fold_int_neg(qq, qq, width);
  if (na) rl_fold_int_neg(rr, rr, width);
  if (q) memcpy(q, qq, n * sizeof(uint64_t));
  if (rem) memcpy(rem, rr, n * sizeof(uint64_t));
}

void rl_fold_int_shl(uint64_t *r, const uint64_t *a, uint64_t sh, unsigned width) {
  unsigned n = nw(width);
  if (n == 1) {
    r[0] = sh < width ? a[0] << sh : 0;
    clear_above(r, width);
    return;
  }
  rl_fw t = {0};
  if (sh < width) {
    unsigned ws = (unsigned)(sh / 64), bs = (unsigned)(sh % 64);
    for (unsigned i = n; i-- > ws;) {
      uint64_t v = a[i - ws] << bs;
      if (bs && i - ws > 0) v |= a[i - ws - 1] >> (64 - bs);
      t[i] = v;
    }
  }
  memcpy(r, t, n * sizeof(uint64_t));
  clear_above(r, width);
}

void rl_fold_int_lshr(uint64_t *r, const uint64_t *a, uint64_t sh, unsigned width) {
  unsigned n = nw(width);
  if (n == 1) {
    r[0] = sh < width ? a[0] >> sh : 0;
    return;
  }
  rl_fw t = {0};
  if (sh < width) {
    unsigned ws = (unsigned)(sh / 64), bs = (unsigned)(sh % 64);
    for (unsigned i = 0; i + ws < n; i++) {
      uint64_t v = a[i + ws] >> bs;
      if (bs && i + ws + 1 < n) v |= a[i + ws + 1] << (64 - bs);
      t[i] = v;
    }
  }
  memcpy(r, t, n * sizeof(uint64_t));
}

void rl_fold_int_ashr(uint64_t *r, const uint64_t *a, uint64_t sh, unsigned width) {
  bool s = rl_fold_int_sign(a, width);
  if (sh >= width) {
    rl_fold_int_set(r, width, s ? -1 : 0);
    return;
  }
  rl_fw t;
  rl_fold_int_lshr(t, a, sh, width);
  if (s) {
    for (unsigned i = width - (unsigned)sh; i < width; i++) t[i / 64] |= 1ull << (i % 64);
  }
  memcpy(r, t, nw(width) * sizeof(uint64_t));
}

uint64_t rl_fold_int_shift_amount(const uint64_t *b, unsigned width) {
  for (unsigned i = 1; i < nw(width); i++)
    if (b[i]) return UINT64_MAX;
  return b[0];
}

void rl_fold_int_resize(uint64_t *r, const uint64_t *a, unsigned from, unsigned to, bool sext) {
  rl_fw t = {0};
  unsigned nf = nw(from), nt = nw(to);
  memcpy(t, a, (nf < nt ? nf : nt) * sizeof(uint64_t));
  if (to > from && sext && rl_fold_int_sign(a, from)) {
    for (unsigned i = from; i < to && i % 64; i++) t[i / 64] |= 1ull << (i % 64);
    for (unsigned i = (from + 63) / 64; i < nt; i++) t[i] = ~0ull;
  }
  memcpy(r, t, nt * sizeof(uint64_t));
  clear_above(r, to);
}

unsigned rl_fold_int_ctlz(const uint64_t *a, unsigned width) {
  for (unsigned i = width; i-- > 0;)
    if (bit_of(a, i)) return width - 1 - i;
  return width;
}

unsigned rl_fold_int_cttz(const uint64_t *a, unsigned width) {
  for (unsigned i = 0; i < width; i++)
    if (bit_of(a, i)) return i;
  return width;
}

unsigned rl_fold_int_popcount(const uint64_t *a, unsigned width) {
  unsigned c = 0;
  for (unsigned i = 0; i < nw(width); i++) c += (unsigned)__builtin_popcountll(a[i]);
  return c;
}

/* ==== Floats ==================================================================== */

/* Naturals of up to NATW words for the float algorithms. */
#define NATW 8

static unsigned nat_bits(const uint64_t *a, unsigned n) { return rl_apint_nat_bits(a, n); }

static const rl_apfloat_info *fi(rl_float_sem s) { return rl_apfloat_info_of(s); }
static u128 join(rl_fold_float f) { return (u128)f.lo | ((u128)f.hi << 64); }
static rl_fold_float split(u128 b) { return (rl_fold_float){(uint64_t)b, (uint64_t)(b >> 64)}; }
static u128 mask(unsigned bits) { return bits >= 128 ? ~(u128)0 : (((u128)1 << bits) - 1); }
static unsigned man_bits(const rl_apfloat_info *f) { return f->explicit_int ? f->precision : f->precision - 1; }
static unsigned exp_ones(const rl_apfloat_info *f) { return (1u << f->exp_bits) - 1; }

typedef struct num {
  rl_apfloat_class cls;
  bool neg;
  u128 sig; /* finite: |x| = sig * 2^exp */
  int exp;
} num;

static rl_fold_float canon(rl_float_sem s, rl_fold_float a) {
  rl_apfloat_canonicalize(s, &a.lo, &a.hi);
  return a;
}

static num decode(rl_float_sem s, rl_fold_float a) {
  const rl_apfloat_info *f = fi(s);
  a = canon(s, a);
  u128 b = join(a) & mask(f->bits);
  num u = {rl_apfloat_classify(s, a.lo, a.hi), (bool)((b >> (f->bits - 1)) & 1), 0, 0};
  if (u.cls != RL_APF_FINITE) return u;
  unsigned mb = man_bits(f);
  unsigned e = (unsigned)(b >> mb) & exp_ones(f);
  u128 m = b & mask(mb);
  if (e == 0) {
    u.sig = m;
    u.exp = f->emin - (int)(f->precision - 1);
  } else {
    u.sig = f->explicit_int ? m : (m | ((u128)1 << (f->precision - 1)));
    u.exp = (int)e - f->bias - (int)(f->precision - 1);
  }
  return u;
}

static bool no_neg_zero(const rl_apfloat_info *f) { return f->nan_kind == RL_APF_NAN_FNUZ; }

/* Zero, infinity and the default quiet NaN, as core packs them. */
static rl_fold_float make_special(rl_float_sem s, rl_apfloat_class cls, bool neg) {
  rl_fold_float r;
  rl_apfloat_special(s, cls, neg, &r.lo, &r.hi);
  return r;
}
static rl_fold_float make_zero(rl_float_sem s, bool neg) { return make_special(s, RL_APF_ZERO, neg); }
static rl_fold_float make_nan(rl_float_sem s, bool neg) { return make_special(s, RL_APF_NAN, neg); }
static rl_fold_float make_inf(rl_float_sem s, bool neg) { return make_special(s, RL_APF_INF, neg); }

/* The payload bits APFloat keeps in a NaN's significand. */
static u128 nan_payload(rl_float_sem s, rl_fold_float a) {
  const rl_apfloat_info *f = fi(s);
  return join(a) & mask(man_bits(f));
}

static bool nan_signaling(rl_float_sem s, rl_fold_float a) {
  const rl_apfloat_info *f = fi(s);
  if (f->nan_kind != RL_APF_NAN_IEEE) return false;
  return !((nan_payload(s, a) >> (f->precision - 2)) & 1);
}

static rl_fold_float quiet(rl_float_sem s, rl_fold_float a) {
  const rl_apfloat_info *f = fi(s);
  if (f->nan_kind != RL_APF_NAN_IEEE) return a;
  return split(join(a) | ((u128)1 << (f->precision - 2)));
}

/* The NaN operand rule of add/mul/div/mod: the left NaN, else the right,
 * quieted. */
static bool nan_operands(rl_float_sem s, rl_fold_float a, rl_fold_float b, rl_fold_float *r) {
  if (rl_fold_float_is_nan(s, a)) { *r = quiet(s, canon(s, a)); return true; }
  if (rl_fold_float_is_nan(s, b)) { *r = quiet(s, canon(s, b)); return true; }
  return false;
}

/* Round m[0..n) * 2^exp (+ sticky epsilon) to format s, to nearest even:
 * its top 127 bits (the rest only count as sticky: no format keeps more
 * than 113) go through core's rounding. */
static unsigned round_nat(rl_float_sem s, bool neg, const uint64_t *m, unsigned n, long exp, bool sticky,
                          rl_fold_float *out) {
  unsigned nb = nat_bits(m, n), drop = nb > 127 ? nb - 127 : 0;
  u128 q = 0;
  for (unsigned i = drop; i < nb; i++)
    if (bit_of(m, i)) q |= (u128)1 << (i - drop);
  for (unsigned i = 0; i < drop && !sticky; i++) sticky = bit_of(m, i);
  return rl_apfloat_round(s, neg, (uint64_t)q, (uint64_t)(q >> 64), (int)(exp + (long)drop), sticky, &out->lo,
                          &out->hi);
}

static void nat_from128(uint64_t *m, u128 v) {
  memset(m, 0, NATW * sizeof(uint64_t));
  m[0] = (uint64_t)v;
  m[1] = (uint64_t)(v >> 64);
}

static void nat_shl(uint64_t *m, unsigned sh) { rl_fold_int_shl(m, m, sh, NATW * 64); }

static unsigned bitlen128(u128 v) {
  uint64_t h = (uint64_t)(v >> 64), l = (uint64_t)v;
  if (h) return 128 - (unsigned)__builtin_clzll(h);
  if (l) return 64 - (unsigned)__builtin_clzll(l);
  return 0;
}

unsigned rl_fold_float_add(rl_float_sem s, rl_fold_float a, rl_fold_float b, bool sub, rl_fold_float *r) {
  if (nan_operands(s, a, b, r)) return RL_APF_OK;
  num x = decode(s, a), y = decode(s, b);
  if (sub) y.neg = !y.neg;
  if (x.cls == RL_APF_INF || y.cls == RL_APF_INF) {
    if (x.cls == RL_APF_INF && y.cls == RL_APF_INF && x.neg != y.neg) {
      *r = make_nan(s, false);
      return RL_APF_INVALID;
    }
    *r = make_inf(s, x.cls == RL_APF_INF ? x.neg : y.neg);
    return RL_APF_OK;
  }
  if (x.cls == RL_APF_ZERO && y.cls == RL_APF_ZERO) {
    *r = make_zero(s, x.neg && y.neg);
    return RL_APF_OK;
  }
  if (y.cls == RL_APF_ZERO) { *r = canon(s, a); return RL_APF_OK; }
  if (x.cls == RL_APF_ZERO) {
    *r = sub ? rl_fold_float_neg(s, canon(s, b)) : canon(s, b);
    return RL_APF_OK;
  }
  const rl_apfloat_info *f = fi(s);
  int p = (int)f->precision;
  long tx = x.exp + (long)bitlen128(x.sig) - 1, ty = y.exp + (long)bitlen128(y.sig) - 1;
  if (tx < ty) {
    num t = x; x = y; y = t;
    long tt = tx; tx = ty; ty = tt;
  }
  if (tx - ty > p + 4) {
    y.sig = 1;
    y.exp = (int)(tx - p - 4);
  }
  int e = x.exp < y.exp ? x.exp : y.exp;
  uint64_t mx[NATW], my[NATW], mr[NATW];
  nat_from128(mx, x.sig);
  nat_from128(my, y.sig);
  nat_shl(mx, (unsigned)(x.exp - e));
  nat_shl(my, (unsigned)(y.exp - e));
  bool neg;
  if (x.neg == y.neg) {
    rl_fold_int_add(mr, mx, my, NATW * 64);
    neg = x.neg;
  } else {
    int c = rl_fold_int_ucmp(mx, my, NATW * 64);
    if (c == 0) {
      *r = make_zero(s, false);
      return RL_APF_OK;
    }
    if (c > 0) { rl_fold_int_sub(mr, mx, my, NATW * 64); neg = x.neg; }
    else { rl_fold_int_sub(mr, my, mx, NATW * 64); neg = y.neg; }
  }
  return round_nat(s, neg, mr, NATW, e, false, r);
}

unsigned rl_fold_float_mul(rl_float_sem s, rl_fold_float a, rl_fold_float b, rl_fold_float *r) {
  if (nan_operands(s, a, b, r)) return RL_APF_OK;
  num x = decode(s, a), y = decode(s, b);
  bool neg = x.neg != y.neg;
  if ((x.cls == RL_APF_INF && y.cls == RL_APF_ZERO) || (x.cls == RL_APF_ZERO && y.cls == RL_APF_INF)) {
    *r = make_nan(s, false);
    return RL_APF_INVALID;
  }
  if (x.cls == RL_APF_INF || y.cls == RL_APF_INF) { *r = make_inf(s, neg); return RL_APF_OK; }
  if (x.cls == RL_APF_ZERO || y.cls == RL_APF_ZERO) { *r = make_zero(s, neg); return RL_APF_OK; }
  uint64_t mx[2] = {(uint64_t)x.sig, (uint64_t)(x.sig >> 64)}, my[2] = {(uint64_t)y.sig, (uint64_t)(y.sig >> 64)};
  uint64_t mr[NATW] = {0};
  mul_full(mr, mx, my, 2);
  return round_nat(s, neg, mr, NATW, (long)x.exp + y.exp, false, r);
}

/* Long division of naturals (NATW words): q = a / b, rem = a % b. */
static void nat_divrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b) {
  rl_fold_int_udivrem(q, rem, a, b, NATW * 64);
}

unsigned rl_fold_float_div(rl_float_sem s, rl_fold_float a, rl_fold_float b, rl_fold_float *r) {
  if (nan_operands(s, a, b, r)) return RL_APF_OK;
  num x = decode(s, a), y = decode(s, b);
  bool neg = x.neg != y.neg;
  if ((x.cls == RL_APF_INF && y.cls == RL_APF_INF) || (x.cls == RL_APF_ZERO && y.cls == RL_APF_ZERO)) {
    *r = make_nan(s, false);
    return RL_APF_INVALID;
  }
  if (x.cls == RL_APF_INF) { *r = make_inf(s, neg); return RL_APF_OK; }
  if (y.cls == RL_APF_INF) { *r = make_zero(s, neg); return RL_APF_OK; }
  if (y.cls == RL_APF_ZERO) { *r = make_inf(s, neg); return 2u; /* divide by zero */ }
  if (x.cls == RL_APF_ZERO) { *r = make_zero(s, neg); return RL_APF_OK; }
  /* Finite, non-zero f32 and f64: the machine divides in the same format
   * with the same rounding (to nearest, ties to even), and the long division
   * below costs a hundred times more. The status is not needed here. */
  if (FLT_EVAL_METHOD == 0 && s == RL_F64 && sizeof(double) == 8) {
    double dx, dy, dq;
    memcpy(&dx, &a.lo, 8);
    memcpy(&dy, &b.lo, 8);
    dq = dx / dy;
    if (dq == dq) {
      uint64_t bits;
      memcpy(&bits, &dq, 8);
      *r = (rl_fold_float){bits, 0};
      return RL_APF_OK;
    }
  } else if (FLT_EVAL_METHOD == 0 && s == RL_F32 && sizeof(float) == 4) {
    float fx, fy, fq;
    uint32_t ux = (uint32_t)a.lo, uy = (uint32_t)b.lo, uq;
    memcpy(&fx, &ux, 4);
    memcpy(&fy, &uy, 4);
    fq = fx / fy;
    if (fq == fq) {
      memcpy(&uq, &fq, 4);
      *r = (rl_fold_float){uq, 0};
      return RL_APF_OK;
    }
  }
  unsigned sh = fi(s)->precision + 2 + bitlen128(y.sig);
  uint64_t mx[NATW], my[NATW], q[NATW], rem[NATW];
  nat_from128(mx, x.sig);
  nat_from128(my, y.sig);
  nat_shl(mx, sh);
  nat_divrem(q, rem, mx, my);
  bool sticky = !rl_apint_is_zero(rem, NATW);
  return round_nat(s, neg, q, NATW, (long)x.exp - y.exp - (long)sh, sticky, r);
}

unsigned rl_fold_float_mod(rl_float_sem s, rl_fold_float a, rl_fold_float b, rl_fold_float *r) {
  if (nan_operands(s, a, b, r)) return RL_APF_OK;
  num x = decode(s, a), y = decode(s, b);
  if (x.cls == RL_APF_INF || y.cls == RL_APF_ZERO) { *r = make_nan(s, false); return RL_APF_INVALID; }
  if (x.cls == RL_APF_ZERO || y.cls == RL_APF_INF) { *r = canon(s, a); return RL_APF_OK; }
  u128 rm;
  int e;
  if (x.exp >= y.exp) {
    rm = x.sig % y.sig;
    for (int k = x.exp - y.exp; k > 0; k--) {
      rm <<= 1;
      if (rm >= y.sig) rm -= y.sig;
    }
    e = y.exp;
  } else {
    unsigned d = (unsigned)(y.exp - x.exp);
    e = x.exp;
    if (bitlen128(y.sig) + d > 126) rm = x.sig;
    else rm = x.sig % (y.sig << d);
  }
  uint64_t m[NATW];
  nat_from128(m, rm);
  if (rm == 0) { *r = make_zero(s, x.neg); return RL_APF_OK; }
  return round_nat(s, x.neg, m, NATW, e, false, r);
}

unsigned rl_fold_float_convert(rl_float_sem from, rl_fold_float a, rl_float_sem to, rl_fold_float *r,
                               bool *loses_info) {
  const rl_apfloat_info *ff = fi(from), *tf = fi(to);
  num x = decode(from, a);
  *loses_info = false;
  switch (x.cls) {
  case RL_APF_NAN: {
    bool sig = nan_signaling(from, a);
    if (tf->nan_kind != RL_APF_NAN_IEEE) {
      *loses_info = ff->nan_kind == RL_APF_NAN_IEEE;
      *r = make_nan(to, x.neg);
      return sig ? RL_APF_INVALID : RL_APF_OK;
    }
    if (ff->nan_kind == RL_APF_NAN_FNUZ) { /* NaN is -0's pattern: a fresh NaN */
      *r = make_nan(to, false);
      return RL_APF_OK;
    }
    u128 pl = nan_payload(from, canon(from, a));
    int shift = (int)tf->precision - (int)ff->precision;
    if (shift > 0) pl <<= shift;
    else if (shift < 0) {
      *loses_info = (pl & mask((unsigned)-shift)) != 0;
      pl >>= -shift;
    }
    pl &= mask(man_bits(tf));
    if (tf->explicit_int) pl |= (u128)1 << 63;
    if (sig) pl |= (u128)1 << (tf->precision - 2);
    *r = split(((u128)x.neg << (tf->bits - 1)) | ((u128)exp_ones(tf) << man_bits(tf)) | pl);
    return sig ? RL_APF_INVALID : RL_APF_OK;
  }
  case RL_APF_INF:
    *r = make_inf(to, x.neg);
    if (tf->nan_kind != RL_APF_NAN_IEEE) { *loses_info = true; return RL_APF_INEXACT; }
    return RL_APF_OK;
  case RL_APF_ZERO:
    *r = make_zero(to, x.neg);
    if (x.neg && no_neg_zero(tf)) *loses_info = true;
    return RL_APF_OK;
  case RL_APF_FINITE: break;
  }
  uint64_t m[NATW];
  nat_from128(m, x.sig);
  unsigned st = round_nat(to, x.neg, m, NATW, x.exp, false, r);
  *loses_info = st != RL_APF_OK;
  return st;
}

unsigned rl_fold_float_from_int(rl_float_sem s, const uint64_t *a, unsigned width, bool is_signed,
                                rl_fold_float *r) {
  rl_fw v = {0};
  unsigned n = nw(width);
  bool neg = is_signed && rl_fold_int_sign(a, width);
  if (neg) rl_fold_int_neg(v, a, width);
  else memcpy(v, a, n * sizeof(uint64_t));
  return round_nat(s, neg, v, n, 0, false, r);
}

bool rl_fold_float_to_int(rl_float_sem s, rl_fold_float a, uint64_t *r, unsigned width, bool is_signed) {
  num x = decode(s, a);
  if (x.cls == RL_APF_NAN || x.cls == RL_APF_INF) return false;
  rl_fw m = {0};
  unsigned wide = (nw(width) + 3) * 64;
  if (x.cls == RL_APF_FINITE) {
    if (x.exp >= 0) {
      if ((long)bitlen128(x.sig) + x.exp > (long)width + 1) return false;
      m[0] = (uint64_t)x.sig;
      m[1] = (uint64_t)(x.sig >> 64);
      rl_fold_int_shl(m, m, (uint64_t)x.exp, wide);
    } else {
      unsigned sh = (unsigned)-x.exp;
      u128 q = sh >= 128 ? 0 : x.sig >> sh;
      m[0] = (uint64_t)q;
      m[1] = (uint64_t)(q >> 64);
    }
    /* LLVM's checks: the magnitude's bit count against the width. */
    unsigned ob = rl_apint_active_bits(m, nw(wide));
    bool only_top = ob > 0 && rl_fold_int_cttz(m, wide) + 1 == ob;
    if (x.neg) {
      if (!is_signed && ob) return false;
      if (ob > width || (ob == width && !only_top)) return false;
    } else if (ob > width - (is_signed ? 1 : 0)) {
      return false;
    }
    clear_above(m, width);
    if (x.neg) rl_fold_int_neg(m, m, width);
  }
  memcpy(r, m, nw(width) * sizeof(uint64_t));
  return true;
}

void rl_fold_float_round_integral(rl_float_sem s, rl_fold_float a, int mode, rl_fold_float *r) {
  num x = decode(s, a);
  if (x.cls == RL_APF_NAN) { *r = quiet(s, canon(s, a)); return; }
  if (x.cls != RL_APF_FINITE || x.exp >= 0) { *r = canon(s, a); return; }
  unsigned sh = (unsigned)-x.exp;
  u128 ip;
  bool half, above_half, nonzero;
  if (sh >= 128) { /* |x| < 2^-15: below one half */
    ip = 0;
    nonzero = true;
    half = above_half = false;
  } else {
    ip = x.sig >> sh;
    u128 frac = x.sig & mask(sh), halfv = (u128)1 << (sh - 1);
    nonzero = frac != 0;
    half = frac == halfv;
    above_half = frac > halfv;
  }
  bool up = false; /* magnitude rounds up */
  switch (mode) {
  case 0: up = above_half || (half && (ip & 1)); break;
  case 4: up = above_half || half; break;
  case 1: up = nonzero && x.neg; break;
  case 2: up = nonzero && !x.neg; break;
  default: up = false; break;
  }
  if (up) ip++;
  uint64_t m[NATW];
  nat_from128(m, ip);
  if (ip == 0) { *r = make_zero(s, x.neg); return; }
  round_nat(s, x.neg, m, NATW, 0, false, r);
}

int rl_fold_float_compare(rl_float_sem s, rl_fold_float a, rl_fold_float b) {
  if (rl_fold_float_is_nan(s, a) || rl_fold_float_is_nan(s, b)) return 2;
  bool za = rl_fold_float_is_zero(s, a), zb = rl_fold_float_is_zero(s, b);
  if (za && zb) return 0;
  const rl_apfloat_info *f = fi(s);
  a = canon(s, a);
  b = canon(s, b);
  bool na = !za && rl_fold_float_is_neg(s, a), nb = !zb && rl_fold_float_is_neg(s, b);
  if (na != nb) return na ? -1 : 1;
  u128 ma = za ? 0 : join(a) & mask(f->bits - 1), mb = zb ? 0 : join(b) & mask(f->bits - 1);
  int c = ma < mb ? -1 : ma > mb ? 1 : 0;
  return na ? -c : c;
}

bool rl_fold_float_is_nan(rl_float_sem s, rl_fold_float a) { return rl_apfloat_is_nan(s, a.lo, a.hi); }
bool rl_fold_float_is_neg(rl_float_sem s, rl_fold_float a) { return rl_apfloat_is_negative(s, a.lo, a.hi); }
bool rl_fold_float_is_zero(rl_float_sem s, rl_fold_float a) { return rl_apfloat_is_zero(s, a.lo, a.hi); }

rl_fold_float rl_fold_float_neg(rl_float_sem s, rl_fold_float a) {
  const rl_apfloat_info *f = fi(s);
  a = canon(s, a);
  if (f->nan_kind == RL_APF_NAN_FNUZ && (rl_fold_float_is_zero(s, a) || rl_fold_float_is_nan(s, a))) return a;
  return split(join(a) ^ ((u128)1 << (f->bits - 1)));
}

rl_fold_float rl_fold_float_abs(rl_float_sem s, rl_fold_float a) {
  const rl_apfloat_info *f = fi(s);
  a = canon(s, a);
  if (f->nan_kind == RL_APF_NAN_FNUZ && rl_fold_float_is_nan(s, a)) return a;
  return split(join(a) & mask(f->bits - 1));
}

rl_fold_float rl_fold_float_copysign(rl_float_sem s, rl_fold_float a, rl_fold_float b) {
  if (rl_fold_float_is_neg(s, b) != rl_fold_float_is_neg(s, canon(s, a))) return rl_fold_float_neg(s, a);
  return canon(s, a);
}

/* ==== Constants and elements ===================================================== */

rl_type *rl_fold_elem_type(rl_type *t) {
  rl_type_kind k = rl_type_kind_of(t);
  return k == RL_TY_VECTOR || k == RL_TY_TENSOR || k == RL_TY_UNRANKED_TENSOR ? rl_type_elem(t) : t;
}

unsigned rl_fold_int_width(const rl_type *t) { return rl_type_is_index(t) ? 64 : rl_type_int_width(t); }

static unsigned elem_words(rl_type *t) {
  unsigned b = rl_type_bitwidth(t);
  return b ? (b + 63) / 64 : 1;
}

static bool foldable_elem(rl_type *t) {
  if (rl_type_is_integer(t)) return rl_type_int_width(t) <= RL_FOLD_MAX_BITS;
  return rl_type_is_index(t) || rl_type_is_float(t);
}

typedef struct elems {
  rl_attr *a;
  rl_type *elt;
  bool dense, splat;
  size_t count;
  unsigned wpe;
} elems;

static bool elems_of(rl_attr *a, elems *e) {
  if (!a) return false;
  e->a = a;
  if (a->kind == RL_AT_INTEGER || a->kind == RL_AT_FLOAT) {
    e->elt = rl_attr_type_of(a);
    e->dense = false;
    e->splat = true;
    e->count = 1;
    e->wpe = a->kind == RL_AT_FLOAT ? 2 : elem_words(e->elt);
    return foldable_elem(e->elt);
  }
  if (a->kind != RL_AT_DENSE) return false;
  rl_type *t = rl_attr_type_of(a);
  e->elt = rl_type_elem(t);
  if (!foldable_elem(e->elt)) return false;
  e->dense = true;
  e->splat = a->sub == 1;
  e->wpe = (unsigned)a->w[1];
  if (e->wpe != elem_words(e->elt)) return false;
  e->count = e->wpe ? (a->n - 2) / e->wpe : 0;
  return true;
}

static const uint64_t *elem_at(const elems *e, size_t i) {
  if (!e->dense) return &e->a->w[1];
  return &e->a->w[2 + (e->splat ? 0 : i) * e->wpe];
}

rl_attr *rl_fold_elementwise(rl_context *c, unsigned n, rl_attr *const *operands, rl_type *result_type,
                             rl_fold_elem_fn fn, void *ud) {
  elems es[3];
  for (unsigned i = 0; i < n; i++)
    if (!elems_of(operands[i], &es[i])) return NULL;
  for (unsigned i = 1; i < n; i++)
    if (es[i].dense != es[0].dense) return NULL;
  rl_type *out_elt = rl_fold_elem_type(result_type);
  if (!foldable_elem(out_elt)) return NULL;
  unsigned owpe = elem_words(out_elt);
  if (!es[0].dense) {
    uint64_t out[RL_FOLD_MAX_WORDS + 2] = {0};
    const uint64_t *in[3];
    for (unsigned i = 0; i < n; i++) in[i] = elem_at(&es[i], 0);
    if (!fn(out, in, es[0].elt, out_elt, ud)) return NULL;
    if (rl_type_is_float(out_elt)) return rl_attr_float_bits(c, out_elt, out[0], owpe > 1 ? out[1] : 0);
    return rl_attr_integer_words(c, out_elt, out);
  }
  bool all_splat = true;
  size_t count = 0;
  for (unsigned i = 0; i < n; i++) {
    all_splat &= es[i].splat;
    if (!es[i].splat) {
      if (count && es[i].count != count) return NULL;
      count = es[i].count;
    }
  }
  if (all_splat) count = 1;
  uint64_t *data = calloc(count * owpe + RL_FOLD_MAX_WORDS + 2, sizeof(uint64_t));
  uint64_t out[RL_FOLD_MAX_WORDS + 2];
  bool ok = true;
  for (size_t k = 0; k < count && ok; k++) {
    const uint64_t *in[3];
    for (unsigned i = 0; i < n; i++) in[i] = elem_at(&es[i], k);
    memset(out, 0, sizeof out);
    ok = fn(out, in, es[0].elt, out_elt, ud);
    memcpy(data + k * owpe, out, owpe * sizeof(uint64_t));
  }
  rl_attr *res = NULL;
  if (ok) {
    bool same = true;
    for (size_t k = 1; k < count && same; k++) same = memcmp(data, data + k * owpe, owpe * sizeof(uint64_t)) == 0;
    res = rl_attr_dense(c, result_type, same, owpe, same ? 1 : count, data);
  }
  free(data);
  return res;
}

const uint64_t *rl_fold_splat_int(rl_attr *a, unsigned *width) {
  elems e;
  if (!elems_of(a, &e) || !e.splat || rl_type_is_float(e.elt)) return NULL;
  *width = rl_fold_int_width(e.elt);
  return elem_at(&e, 0);
}

bool rl_fold_splat_float(rl_attr *a, rl_float_sem *sem, rl_fold_float *f) {
  elems e;
  if (!elems_of(a, &e) || !e.splat || !rl_type_is_float(e.elt)) return false;
  *sem = rl_type_float_sem(e.elt);
  const uint64_t *w = elem_at(&e, 0);
  f->lo = w[0];
  f->hi = e.wpe > 1 ? w[1] : 0;
  return true;
}

rl_attr *rl_fold_zero_attr(rl_context *c, rl_type *t) {
  rl_type *et = rl_fold_elem_type(t);
  uint64_t z[RL_FOLD_MAX_WORDS + 2] = {0};
  if (!foldable_elem(et)) return NULL;
  if (et == t) {
    if (rl_type_is_float(t)) return rl_attr_float_bits(c, t, 0, 0);
    return rl_attr_integer_words(c, t, z);
  }
  rl_type_kind k = rl_type_kind_of(t);
  if (k != RL_TY_VECTOR && k != RL_TY_TENSOR) return NULL;
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) == RL_DYNAMIC) return NULL;
  return rl_attr_dense(c, t, true, elem_words(et), 1, z);
}

rl_attr *rl_fold_bool_attr(rl_context *c, rl_type *shape, bool v) {
  rl_type *et = rl_fold_elem_type(shape);
  if (et == shape) return rl_attr_bool(c, v);
  rl_type_kind k = rl_type_kind_of(shape);
  if (k != RL_TY_VECTOR && k != RL_TY_TENSOR) return NULL;
  for (unsigned i = 0, rank = rl_type_rank(shape); i < rank; i++)
    if (rl_type_dim(shape, i) == RL_DYNAMIC) return NULL;
  uint64_t w = v;
  rl_type *t = rl_type_with_elem(c, shape, rl_type_integer(c, 1, RL_SIGNLESS));
  return rl_attr_dense(c, t, true, 1, 1, &w);
}

rl_attr *rl_fold_constant_of(rl_value *v) {
  rl_op *d = rl_value_defining_op(v);
  if (!d || !(d->info->traits & RL_TRAIT_CONSTANT_LIKE)) return NULL;
  const rl_opdef *def = rl_op_def(d);
  if (def && def->fold && d->nresults == 1) { /* MLIR's m_Constant folds the op */
    rl_fold_result r = {0};
    return def->fold(d, NULL, &r) ? r.attr : NULL;
  }
  return rl_op_get_prop(d, rl_context_ident(rl_op_context(d), RL_ID_VALUE));
}

rl_op *rl_fold_def_op(rl_value *v, rl_fold_fn fn) {
  rl_op *d = rl_value_defining_op(v);
  if (!d) return NULL;
  const rl_opdef *def = rl_op_def(d);
  return def && def->fold == fn ? d : NULL;
}
