/* Floating-point formats of MLIR: decoding, correctly rounded conversions and mlir-opt-19's printing. */
#include "apfloat.h"

#include <string.h>

#include "apint.h"

__extension__ typedef unsigned __int128 u128;

/* ---- Formats ------------------------------------------------------------- */

static const rl_apfloat_info infos[RL_NUM_FLOAT_SEMS] = {
  /*                   name        bits lit  p   eb bias  emax    emin   nan kind        explicit */
  [RL_F16]       = {"f16",          16, 16, 11,  5, 15,    15,    -14,    RL_APF_NAN_IEEE, false},
  [RL_BF16]      = {"bf16",         16, 16,  8,  8, 127,   127,   -126,   RL_APF_NAN_IEEE, false},
  [RL_TF32]      = {"tf32",         19, 32, 11,  8, 127,   127,   -126,   RL_APF_NAN_IEEE, false},
  [RL_F32]       = {"f32",          32, 32, 24,  8, 127,   127,   -126,   RL_APF_NAN_IEEE, false},
  [RL_F64]       = {"f64",          64, 64, 53, 11, 1023,  1023,  -1022,  RL_APF_NAN_IEEE, false},
  [RL_F80]       = {"f80",          80, 80, 64, 15, 16383, 16383, -16382, RL_APF_NAN_IEEE, true},
  [RL_F128]      = {"f128",        128, 128, 113, 15, 16383, 16383, -16382, RL_APF_NAN_IEEE, false},
  [RL_F8E5M2]    = {"f8E5M2",        8,  8,  3,  5, 15,    15,    -14,    RL_APF_NAN_IEEE, false},
  [RL_F8E4M3]    = {"f8E4M3",        8,  8,  4,  4, 7,     7,     -6,     RL_APF_NAN_IEEE, false},
  [RL_F8E4M3FN]  = {"f8E4M3FN",      8,  8,  4,  4, 7,     8,     -6,     RL_APF_NAN_FN,   false},
  [RL_F8E5M2FNUZ] = {"f8E5M2FNUZ",   8,  8,  3,  5, 16,    15,    -15,    RL_APF_NAN_FNUZ, false},
  [RL_F8E4M3FNUZ] = {"f8E4M3FNUZ",   8,  8,  4,  4, 8,     7,     -7,     RL_APF_NAN_FNUZ, false},
  [RL_F8E4M3B11FNUZ] = {"f8E4M3B11FNUZ", 8, 8, 4, 4, 11,   4,     -10,    RL_APF_NAN_FNUZ, false},
};

const rl_apfloat_info *rl_apfloat_info_of(rl_float_sem s) { return &infos[s]; }
unsigned rl_apfloat_bits(rl_float_sem s) { return infos[s].bits; }

bool rl_apfloat_sem_from_name(const char *s, size_t n, rl_float_sem *out) {
  for (unsigned i = 0; i < RL_NUM_FLOAT_SEMS; i++) {
    if (strlen(infos[i].name) == n && memcmp(infos[i].name, s, n) == 0) {
      *out = (rl_float_sem)i;
      return true;
    }
  }
  return false;
}

/* ---- Bit-level helpers ----------------------------------------------------- */

static u128 mask_bits(unsigned bits) { return bits >= 128 ? ~(u128)0 : (((u128)1 << bits) - 1); }
static u128 join(uint64_t lo, uint64_t hi) { return (u128)lo | ((u128)hi << 64); }
static void split(u128 b, uint64_t *lo, uint64_t *hi) {
  *lo = (uint64_t)b;
  *hi = (uint64_t)(b >> 64);
}
static unsigned bitlen128(u128 v) {
  uint64_t h = (uint64_t)(v >> 64), l = (uint64_t)v;
  if (h) return 128 - (unsigned)__builtin_clzll(h);
  if (l) return 64 - (unsigned)__builtin_clzll(l);
  return 0;
}
static unsigned ctz128(u128 v) {
  uint64_t l = (uint64_t)v;
  if (l) return (unsigned)__builtin_ctzll(l);
  return 64 + (unsigned)__builtin_ctzll((uint64_t)(v >> 64));
}

/* Stored mantissa bits: p-1, or 64 for f80 whose integer bit is stored. */
static unsigned man_bits(const rl_apfloat_info *f) {
  return f->explicit_int ? f->precision : f->precision - 1;
}
static unsigned exp_all_ones(const rl_apfloat_info *f) { return (1u << f->exp_bits) - 1; }

/* A decoded value: for RL_APF_FINITE, |value| = sig * 2^exp with sig < 2^p. */
typedef struct unpacked {
  rl_apfloat_class cls;
  bool neg;
  u128 sig;
  int exp;
} unpacked;

static u128 canonical_bits(const rl_apfloat_info *f, u128 b) {
  b &= mask_bits(f->bits);
  if (f->explicit_int) {
    unsigned e = (unsigned)(b >> 64) & 0x7FFF;
    bool ibit = (b >> 63) & 1;
    if (e == 0 && ibit) b |= (u128)1 << 64;                  /* pseudo-denormal */
    else if (e != 0 && e != 0x7FFF && !ibit) b |= (u128)0x7FFF << 64; /* unnormal: NaN */
  }
  return b;
}

static unpacked decode(const rl_apfloat_info *f, u128 b) {
  unpacked u = {RL_APF_ZERO, false, 0, 0};
  b = canonical_bits(f, b);
  unsigned mb = man_bits(f);
  u.neg = (b >> (f->bits - 1)) & 1;
  unsigned e = (unsigned)(b >> mb) & exp_all_ones(f);
  u128 m = b & mask_bits(mb);
  unsigned p = f->precision;
  switch (f->nan_kind) {
  case RL_APF_NAN_FNUZ:
    if (b == (u128)1 << (f->bits - 1)) { u.cls = RL_APF_NAN; return u; }
    break;
  case RL_APF_NAN_FN:
    if (e == exp_all_ones(f) && m == mask_bits(mb)) { u.cls = RL_APF_NAN; return u; }
    break;
  case RL_APF_NAN_IEEE:
    if (e == exp_all_ones(f)) {
      u128 inf_m = f->explicit_int ? (u128)1 << 63 : 0;
      u.cls = m == inf_m ? RL_APF_INF : RL_APF_NAN;
      return u;
    }
    break;
  }
  if (e == 0 && m == 0) { u.cls = RL_APF_ZERO; return u; }
  u.cls = RL_APF_FINITE;
  if (e == 0) {
    u.sig = m;
    u.exp = f->emin - (int)(p - 1);
  } else {
    u.sig = f->explicit_int ? m : (m | ((u128)1 << (p - 1)));
    u.exp = (int)e - f->bias - (int)(p - 1);
  }
  return u;
}

static u128 pack_zero(const rl_apfloat_info *f, bool neg) {
  if (f->nan_kind == RL_APF_NAN_FNUZ) neg = false;
  return (u128)neg << (f->bits - 1);
}
static u128 pack_nan(const rl_apfloat_info *f, bool neg) {
  unsigned mb = man_bits(f);
  switch (f->nan_kind) {
  case RL_APF_NAN_FNUZ: return (u128)1 << (f->bits - 1);
  case RL_APF_NAN_FN: return ((u128)neg << (f->bits - 1)) | mask_bits(f->bits - 1);
  case RL_APF_NAN_IEEE: break;
  }
  /* Quiet NaN: top stored mantissa bit below the integer bit set. */
  u128 m = (u128)1 << (f->precision - 2);
  if (f->explicit_int) m |= (u128)1 << 63;
  return ((u128)neg << (f->bits - 1)) | ((u128)exp_all_ones(f) << mb) | m;
}
static u128 pack_inf(const rl_apfloat_info *f, bool neg) {
  if (f->nan_kind != RL_APF_NAN_IEEE) return pack_nan(f, neg);
  u128 m = f->explicit_int ? (u128)1 << 63 : 0;
  return ((u128)neg << (f->bits - 1)) | ((u128)exp_all_ones(f) << man_bits(f)) | m;
}

/* Round (q + sticky*epsilon) * 2^g to format f, to nearest, ties to even.
 * q < 2^127. Returns status flags and the bits in *out. */
static unsigned round_pack(const rl_apfloat_info *f, bool neg, u128 q, int g, bool sticky,
                           u128 *out) {
  int p = (int)f->precision;
  if (q == 0) {
    *out = pack_zero(f, neg);
    return sticky ? RL_APF_INEXACT | RL_APF_UNDERFLOW : RL_APF_OK;
  }
  int top = (int)bitlen128(q) - 1 + g;
  int l = top - (p - 1);
  if (l < f->emin - (p - 1)) l = f->emin - (p - 1);
  long shift = (long)l - g;
  bool rbit = false;
  if (shift > 0) {
    if (shift > 128) {
      sticky = sticky || q != 0;
      q = 0;
    } else {
      rbit = (q >> (shift - 1)) & 1;
      sticky = sticky || (q & mask_bits((unsigned)shift - 1)) != 0;
      q = shift == 128 ? 0 : q >> shift;
    }
  } else if (shift < 0) {
    q <<= -shift;
  }
  bool inexact = rbit || sticky;
  if (rbit && (sticky || (q & 1))) q++;
  if (q >> p) {
    q >>= 1;
    l++;
  }
  unsigned st = inexact ? RL_APF_INEXACT : RL_APF_OK;
  if (q == 0) {
    *out = pack_zero(f, neg);
    return st | RL_APF_UNDERFLOW;
  }
  bool normal = (q >> (p - 1)) & 1;
  if (normal) {
    int topexp = l + p - 1;
    if (topexp > f->emax ||
        (f->nan_kind == RL_APF_NAN_FN && topexp == f->emax && q == mask_bits((unsigned)p))) {
      *out = pack_inf(f, neg);
      return RL_APF_OVERFLOW | RL_APF_INEXACT;
    }
    unsigned ebiased = (unsigned)(topexp + f->bias);
    u128 m = f->explicit_int ? q : (q & mask_bits((unsigned)p - 1));
    *out = ((u128)neg << (f->bits - 1)) | ((u128)ebiased << man_bits(f)) | m;
    return st;
  }
  *out = ((u128)neg << (f->bits - 1)) | q;
  return inexact ? st | RL_APF_UNDERFLOW : st;
}

void rl_apfloat_special(rl_float_sem s, rl_apfloat_class cls, bool neg, uint64_t *lo, uint64_t *hi) {
  const rl_apfloat_info *f = rl_apfloat_info_of(s);
  u128 v = cls == RL_APF_INF ? pack_inf(f, neg) : cls == RL_APF_NAN ? pack_nan(f, neg) : pack_zero(f, neg);
  *lo = (uint64_t)v;
  *hi = (uint64_t)(v >> 64);
}

unsigned rl_apfloat_round(rl_float_sem s, bool neg, uint64_t qlo, uint64_t qhi, int exp, bool sticky,
                          uint64_t *lo, uint64_t *hi) {
  u128 v;
  unsigned st = round_pack(rl_apfloat_info_of(s), neg, ((u128)qhi << 64) | qlo, exp, sticky, &v);
  *lo = (uint64_t)v;
  *hi = (uint64_t)(v >> 64);
  return st;
}

/* ---- Classification ---------------------------------------------------------- */

rl_apfloat_class rl_apfloat_classify(rl_float_sem s, uint64_t lo, uint64_t hi) {
  return decode(&infos[s], join(lo, hi)).cls;
}
bool rl_apfloat_is_negative(rl_float_sem s, uint64_t lo, uint64_t hi) {
  const rl_apfloat_info *f = &infos[s];
  return (join(lo, hi) >> (f->bits - 1)) & 1;
}
bool rl_apfloat_is_zero(rl_float_sem s, uint64_t lo, uint64_t hi) {
  return rl_apfloat_classify(s, lo, hi) == RL_APF_ZERO;
}
bool rl_apfloat_is_inf(rl_float_sem s, uint64_t lo, uint64_t hi) {
  return rl_apfloat_classify(s, lo, hi) == RL_APF_INF;
}
bool rl_apfloat_is_nan(rl_float_sem s, uint64_t lo, uint64_t hi) {
  return rl_apfloat_classify(s, lo, hi) == RL_APF_NAN;
}

void rl_apfloat_canonicalize(rl_float_sem s, uint64_t *lo, uint64_t *hi) {
  split(canonical_bits(&infos[s], join(*lo, *hi)), lo, hi);
}

/* ---- Conversions ----------------------------------------------------------- */

static unsigned convert_unpacked(const rl_apfloat_info *to, unpacked u, u128 *out) {
  switch (u.cls) {
  case RL_APF_ZERO: *out = pack_zero(to, u.neg); return RL_APF_OK;
  case RL_APF_INF: *out = pack_inf(to, u.neg); return RL_APF_OK;
  case RL_APF_NAN: *out = pack_nan(to, u.neg); return RL_APF_OK;
  case RL_APF_FINITE: break;
  }
  return round_pack(to, u.neg, u.sig, u.exp, false, out);
}

unsigned rl_apfloat_convert(rl_float_sem from, uint64_t lo, uint64_t hi, rl_float_sem to,
                            uint64_t *out_lo, uint64_t *out_hi) {
  u128 b;
  unsigned st = convert_unpacked(&infos[to], decode(&infos[from], join(lo, hi)), &b);
  split(b, out_lo, out_hi);
  return st;
}

unsigned rl_apfloat_from_double(rl_float_sem s, double d, uint64_t *lo, uint64_t *hi) {
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  return rl_apfloat_convert(RL_F64, bits, 0, s, lo, hi);
}

double rl_apfloat_to_double(rl_float_sem s, uint64_t lo, uint64_t hi) {
  uint64_t b, unused;
  rl_apfloat_convert(s, lo, hi, RL_F64, &b, &unused);
  double d;
  memcpy(&d, &b, sizeof d);
  return d;
}

/* ---- Hex literals ------------------------------------------------------------ */

bool rl_apfloat_from_hex_words(rl_float_sem s, const uint64_t *words, unsigned nwords,
                               uint64_t *lo, uint64_t *hi) {
  const rl_apfloat_info *f = &infos[s];
  if (rl_apint_active_bits(words, nwords) > f->literal_bits) return false;
  u128 b = join(nwords > 0 ? words[0] : 0, nwords > 1 ? words[1] : 0);
  split(b & mask_bits(f->bits), lo, hi);
  return true;
}

bool rl_apfloat_from_hex_literal(rl_float_sem s, const char *str, size_t n, uint64_t *lo,
                                 uint64_t *hi) {
  /* Only significant digits count, so parse into enough words for any
   * literal with at most 128 significant bits plus leading zeros. */
  uint64_t w[3];
  if (!rl_apint_from_hex(str, n, w, 3)) return false;
  return rl_apfloat_from_hex_words(s, w, 3, lo, hi);
}

/* ---- Big naturals on the stack --------------------------------------------------
 * Capacity: the largest numbers are N*5^16494 (about 38,400 bits) when
 * printing f128 denormals, and 10^16971 with a 12,001-digit significand when
 * parsing (about 56,400 bits). */
#define BIGW 1000
#define MAXDIG 12000 /* significant digits kept by the parser; see parse_exact */

/* w = w * 10^k or w * 5^k (base 10 or 5). */
static unsigned big_mul_pow(uint64_t *w, unsigned n, unsigned base, unsigned k) {
  /* Largest powers below 2^64: 5^27 and 10^19. */
  unsigned chunk = base == 5 ? 27 : 19;
  uint64_t big = 1;
  for (unsigned i = 0; i < chunk; i++) big *= base;
  while (k >= chunk) {
    n = rl_apint_nat_mul_add(w, n, big, 0);
    k -= chunk;
  }
  if (k) {
    uint64_t m = 1;
    for (unsigned i = 0; i < k; i++) m *= base;
    n = rl_apint_nat_mul_add(w, n, m, 0);
  }
  return n;
}

/* q = a / b by binary long division; a becomes the remainder and b is
 * clobbered (b needs room for *na + 1 words). The quotient must fit in qn
 * words. Returns the remainder's word count. */
static unsigned big_divrem(uint64_t *a, unsigned na, uint64_t *b, unsigned nb, uint64_t *q,
                           unsigned qn) {
  memset(q, 0, sizeof *q * qn);
  unsigned la = rl_apint_nat_bits(a, na), lb = rl_apint_nat_bits(b, nb);
  if (la < lb) return na;
  unsigned sh = la - lb;
  if (sh >= qn * 64) sh = qn * 64 - 1; /* callers size q for their quotients */
  nb = rl_apint_nat_shl(b, nb, sh);
  for (unsigned i = sh;; i--) {
    if (rl_apint_nat_cmp(a, na, b, nb) >= 0) {
      na = rl_apint_nat_sub(a, na, b, nb);
      q[i / 64] |= (uint64_t)1 << (i % 64);
    }
    if (i == 0) break;
    nb = rl_apint_nat_shr(b, nb, 1);
  }
  return na;
}

/* ---- APFloat::toString ------------------------------------------------------- */

#define MAX_FMT_PRECISION 40
#define QW 3 /* words of the quotient: at most bitsRequired(40) + 5 = 138 bits */

/* Decimal digits (most significant first) of sig*2^exp cut down to
 * `precision` digits the way APFloat does: the exact value times a power of
 * ten is first truncated by a power of ten when it has far more bits than
 * needed, trailing zeros dropped, then rounded half up on the first dropped
 * digit. Returns the digit count; *e10 is the decimal exponent of the last
 * digit. */
static unsigned apf_digits(u128 sig, int exp, unsigned precision, char *dig, int *e10) {
  uint64_t x[BIGW], d[BIGW];
  unsigned tz = ctz128(sig);
  sig >>= tz;
  exp += (int)tz;
  x[0] = (uint64_t)sig;
  x[1] = (uint64_t)(sig >> 64);
  unsigned nx = rl_apint_nat_norm(x, 2);
  int e = 0;
  if (exp > 0) {
    nx = rl_apint_nat_shl(x, nx, (unsigned)exp);
  } else if (exp < 0) {
    /* sig * 2^exp == sig * 5^-exp * 10^exp */
    nx = big_mul_pow(x, nx, 5, (unsigned)-exp);
    e = exp;
  }
  /* First truncation: keep about bitsRequired bits. 196/59 ~ log2(10). */
  unsigned bits = rl_apint_nat_bits(x, nx);
  unsigned bits_required = (precision * 196 + 58) / 59;
  if (bits > bits_required) {
    unsigned tens = (bits - bits_required) * 59 / 196;
    if (tens) {
      e += (int)tens;
      d[0] = 1;
      unsigned nd = big_mul_pow(d, 1, 10, tens);
      uint64_t q[QW];
      big_divrem(x, nx, d, nd, q, QW);
      memcpy(x, q, sizeof q);
      nx = rl_apint_nat_norm(x, QW);
    }
  }
  /* Digits, least significant first, without trailing zeros. */
  char rev[QW * 20 + 2];
  unsigned n = 0;
  bool in_trail = true;
  while (nx) {
    unsigned dg = (unsigned)rl_apint_nat_divmod(x, &nx, 10);
    if (in_trail && dg == 0) {
      e++;
    } else {
      rev[n++] = (char)('0' + dg);
      in_trail = false;
    }
  }
  for (unsigned i = 0; i < n; i++) dig[i] = rev[n - 1 - i];
  /* Round to `precision` digits, half up. */
  if (n > precision) {
    e += (int)(n - precision);
    if (dig[precision] < '5') {
      n = precision;
      while (n > 1 && dig[n - 1] == '0') {
        n--;
        e++;
      }
    } else {
      int i = (int)precision - 1;
      while (i >= 0 && dig[i] == '9') {
        i--;
        e++;
      }
      if (i < 0) {
        dig[0] = '1';
        n = 1;
      } else {
        dig[i]++;
        n = (unsigned)i + 1;
      }
    }
  }
  *e10 = e;
  return n;
}

/* Writes into out (room for any result: at most precision digits plus
 * padding, sign, point and exponent) and returns the length. */
static size_t apf_to_string(const rl_apfloat_info *f, unpacked u, unsigned precision,
                            unsigned max_padding, bool truncate_zero, char *out) {
  char *o = out;
  switch (u.cls) {
  case RL_APF_INF:
    memcpy(o, u.neg ? "-Inf" : "+Inf", 4);
    return 4;
  case RL_APF_NAN:
    memcpy(o, "NaN", 3);
    return 3;
  case RL_APF_ZERO:
    if (u.neg) *o++ = '-';
    if (!max_padding) {
      if (truncate_zero) {
        memcpy(o, "0.0E+0", 6);
        o += 6;
      } else {
        memcpy(o, "0.0", 3);
        o += 3;
        for (unsigned i = 1; i < precision; i++) *o++ = '0';
        memcpy(o, "e+00", 4);
        o += 4;
      }
    } else {
      *o++ = '0';
    }
    return (size_t)(o - out);
  case RL_APF_FINITE:
    break;
  }
  if (u.neg) *o++ = '-';
  if (!precision) precision = 2 + f->precision * 59 / 196;
  if (precision > MAX_FMT_PRECISION) precision = MAX_FMT_PRECISION;
  char dig[QW * 20 + 2];
  int e;
  unsigned nd = apf_digits(u.sig, u.exp, precision, dig, &e);

  bool sci;
  if (!max_padding) {
    sci = true;
  } else if (e >= 0) {
    sci = (unsigned)e > max_padding || nd + (unsigned)e > precision;
  } else {
    int msd = e + (int)nd - 1;
    sci = msd >= 0 ? false : (unsigned)-msd > max_padding;
  }

  if (sci) {
    int x = e + (int)nd - 1;
    *o++ = dig[0];
    *o++ = '.';
    if (nd == 1 && truncate_zero) *o++ = '0';
    for (unsigned i = 1; i < nd; i++) *o++ = dig[i];
    if (!truncate_zero && precision > nd - 1)
      for (unsigned i = 0; i < precision - nd + 1; i++) *o++ = '0';
    *o++ = truncate_zero ? 'E' : 'e';
    *o++ = x >= 0 ? '+' : '-';
    unsigned ax = (unsigned)(x >= 0 ? x : -x);
    char eb[12];
    unsigned ne = 0;
    do {
      eb[ne++] = (char)('0' + ax % 10);
      ax /= 10;
    } while (ax);
    if (!truncate_zero && ne < 2) eb[ne++] = '0';
    while (ne) *o++ = eb[--ne];
    return (size_t)(o - out);
  }
  if (e >= 0) {
    for (unsigned i = 0; i < nd; i++) *o++ = dig[i];
    for (int i = 0; i < e; i++) *o++ = '0';
    return (size_t)(o - out);
  }
  int whole = e + (int)nd;
  unsigned i = 0;
  if (whole > 0) {
    for (; i < (unsigned)whole; i++) *o++ = dig[i];
    *o++ = '.';
  } else {
    *o++ = '0';
    *o++ = '.';
    for (int z = 0; z < -whole; z++) *o++ = '0';
  }
  for (; i < nd; i++) *o++ = dig[i];
  return (size_t)(o - out);
}

static size_t emit(char *buf, size_t cap, const char *s, size_t n) {
  if (cap) {
    size_t k = n < cap - 1 ? n : cap - 1;
    memcpy(buf, s, k);
    buf[k] = 0;
  }
  return n;
}

size_t rl_apfloat_to_string(rl_float_sem s, uint64_t lo, uint64_t hi, unsigned precision,
                            unsigned max_padding, bool truncate_zero, char *buf, size_t cap) {
  const rl_apfloat_info *f = &infos[s];
  unpacked u = decode(f, join(lo, hi));
  /* Non-scientific forms may pad with up to max_padding zeros. */
  if (max_padding > 64) max_padding = 64;
  if (precision > MAX_FMT_PRECISION) precision = MAX_FMT_PRECISION;
  char tmp[MAX_FMT_PRECISION + 64 + 32];
  return emit(buf, cap, tmp, apf_to_string(f, u, precision, max_padding, truncate_zero, tmp));
}

/* ---- Correctly rounded decimal parsing ------------------------------------------ */

unsigned rl_apfloat_parse_exact(rl_float_sem s, const char *str, size_t n, uint64_t *lo,
                                uint64_t *hi) {
  const rl_apfloat_info *f = &infos[s];
  size_t i = 0;
  bool neg = false;
  if (i < n && (str[i] == '+' || str[i] == '-')) neg = str[i++] == '-';
  /* Significand: value = D * 10^e10, D the significant digits. */
  uint64_t num[BIGW], den[BIGW];
  unsigned nn = 0;
  unsigned ndig = 0;       /* significant digits taken into num */
  bool any_digit = false, dropped_nonzero = false, seen_point = false;
  long e10 = 0;
  unsigned pending_zeros = 0; /* zeros after the last nonzero kept digit */
  for (; i < n; i++) {
    char c = str[i];
    if (c == '.') {
      if (seen_point) return RL_APF_INVALID;
      seen_point = true;
      continue;
    }
    if (c < '0' || c > '9') break;
    any_digit = true;
    if (seen_point) e10--;
    if (c == '0') {
      if (ndig || dropped_nonzero) pending_zeros++; /* else a leading zero */
      continue;
    }
    /* A nonzero digit: flush pending zeros first. */
    if (ndig + pending_zeros + 1 > MAXDIG) {
      /* Past MAXDIG significant digits: keep zeros up to MAXDIG, then only
       * remember that something nonzero followed; the dropped digits count
       * in the exponent. */
      for (; pending_zeros && ndig < MAXDIG; pending_zeros--, ndig++)
        nn = rl_apint_nat_mul_add(num, nn, 10, 0);
      dropped_nonzero = true;
      e10 += pending_zeros + 1;
      pending_zeros = 0;
      continue;
    }
    for (; pending_zeros; pending_zeros--, ndig++) nn = rl_apint_nat_mul_add(num, nn, 10, 0);
    nn = rl_apint_nat_mul_add(num, nn, 10, (uint64_t)(c - '0'));
    ndig++;
  }
  if (!any_digit) return RL_APF_INVALID;
  /* Trailing zeros of the digits scale the exponent instead. */
  e10 += pending_zeros;
  long exp_part = 0;
  if (i < n && (str[i] == 'e' || str[i] == 'E')) {
    i++;
    bool eneg = false;
    if (i < n && (str[i] == '+' || str[i] == '-')) eneg = str[i++] == '-';
    if (i >= n) return RL_APF_INVALID;
    for (; i < n; i++) {
      if (str[i] < '0' || str[i] > '9') return RL_APF_INVALID;
      if (exp_part < 100000000) exp_part = exp_part * 10 + (str[i] - '0');
    }
    if (eneg) exp_part = -exp_part;
  }
  if (i != n) return RL_APF_INVALID;
  e10 += exp_part;

  u128 bits;
  unsigned st;
  if (ndig == 0) {
    bits = pack_zero(f, neg);
    st = RL_APF_OK;
    split(bits, lo, hi);
    return st;
  }
  if (dropped_nonzero) {
    /* The digits past MAXDIG only need to say "a little more than the first
     * MAXDIG": append a 1 as digit MAXDIG+1. No halfway point between two
     * values of any format has more than about 11,600 significant digits
     * (f128), so none lies between the input and this stand-in. */
    nn = rl_apint_nat_mul_add(num, nn, 10, 1);
    ndig++;
    e10--;
  }
  long mag = (long)ndig + e10; /* 10^(mag-1) <= value < 10^mag */
  if (mag > 4940) {            /* above every format's largest value */
    st = round_pack(f, neg, 1, 20000, false, &bits);
    split(bits, lo, hi);
    return st;
  }
  if (mag < -4970) { /* below half of every format's smallest denormal */
    st = round_pack(f, neg, 1, -20000, false, &bits);
    split(bits, lo, hi);
    return st;
  }
  unsigned nd = 1;
  den[0] = 1;
  if (e10 >= 0) nn = big_mul_pow(num, nn, 10, (unsigned)e10);
  else nd = big_mul_pow(den, nd, 10, (unsigned)-e10);
  /* value = num/den; floor(log2 value) is t or t-1. Take p+2 or p+3 bits of
   * quotient, then let round_pack shift to the format's precision. */
  int t = (int)rl_apint_nat_bits(num, nn) - (int)rl_apint_nat_bits(den, nd);
  int g = t - (int)f->precision - 1;
  if (g < 0) nn = rl_apint_nat_shl(num, nn, (unsigned)-g);
  else nd = rl_apint_nat_shl(den, nd, (unsigned)g);
  uint64_t q[2];
  nn = big_divrem(num, nn, den, nd, q, 2);
  st = round_pack(f, neg, join(q[0], q[1]), g, nn != 0, &bits);
  split(bits, lo, hi);
  return st;
}

/* ---- mlir-opt's float printing ---------------------------------------------- */

size_t rl_apfloat_format(rl_float_sem s, uint64_t lo, uint64_t hi, char *buf, size_t cap) {
  const rl_apfloat_info *f = &infos[s];
  u128 b = canonical_bits(f, join(lo, hi));
  unpacked u = decode(f, b);
  char tmp[RL_APFLOAT_FORMAT_MAX + 32];
  if (u.cls == RL_APF_ZERO || u.cls == RL_APF_FINITE) {
    size_t n = apf_to_string(f, u, 6, 0, false, tmp);
    uint64_t rlo, rhi;
    unsigned st = rl_apfloat_parse_exact(s, tmp, n, &rlo, &rhi);
    if (!(st & RL_APF_INVALID) && join(rlo, rhi) == b) return emit(buf, cap, tmp, n);
    n = apf_to_string(f, u, 0, 3, true, tmp);
    if (memchr(tmp, '.', n)) return emit(buf, cap, tmp, n);
  }
  uint64_t w[2];
  split(b, &w[0], &w[1]);
  return rl_apint_to_hex(w, f->bits, buf, cap);
}
