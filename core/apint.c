/* Arbitrary-width integers: literal parsing, range rules and printing as mlir-opt-19 does them. */
#include "apint.h"

#include <stdlib.h>
#include <string.h>

__extension__ typedef unsigned __int128 u128;

/* ---- Natural numbers ---------------------------------------------------- */

unsigned rl_apint_nat_norm(const uint64_t *w, unsigned n) {
  while (n && !w[n - 1]) n--;
  return n;
}

unsigned rl_apint_nat_bits(const uint64_t *w, unsigned n) {
  n = rl_apint_nat_norm(w, n);
  if (!n) return 0;
  return (n - 1) * 64 + (64 - (unsigned)__builtin_clzll(w[n - 1]));
}

unsigned rl_apint_nat_mul_add(uint64_t *w, unsigned n, uint64_t m, uint64_t a) {
  u128 carry = a;
  for (unsigned i = 0; i < n; i++) {
    u128 t = (u128)w[i] * m + carry;
    w[i] = (uint64_t)t;
    carry = t >> 64;
  }
  if (carry) w[n++] = (uint64_t)carry;
  return rl_apint_nat_norm(w, n);
}

uint64_t rl_apint_nat_divmod(uint64_t *w, unsigned *n, uint64_t d) {
  u128 rem = 0;
  for (unsigned i = *n; i-- > 0;) {
    u128 cur = (rem << 64) | w[i];
    w[i] = (uint64_t)(cur / d);
    rem = cur % d;
  }
  *n = rl_apint_nat_norm(w, *n);
  return (uint64_t)rem;
}

int rl_apint_nat_cmp(const uint64_t *a, unsigned na, const uint64_t *b, unsigned nb) {
  na = rl_apint_nat_norm(a, na);
  nb = rl_apint_nat_norm(b, nb);
  if (na != nb) return na < nb ? -1 : 1;
  for (unsigned i = na; i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

unsigned rl_apint_nat_sub(uint64_t *a, unsigned na, const uint64_t *b, unsigned nb) {
  uint64_t borrow = 0;
  for (unsigned i = 0; i < na; i++) {
    uint64_t bi = i < nb ? b[i] : 0;
    uint64_t d = a[i] - bi;
    uint64_t b1 = a[i] < bi;
    uint64_t d2 = d - borrow;
    uint64_t b2 = d < borrow;
    a[i] = d2;
    borrow = b1 | b2;
    if (i >= nb && !borrow) break;
  }
  return rl_apint_nat_norm(a, na);
}

unsigned rl_apint_nat_shl(uint64_t *w, unsigned n, unsigned sh) {
  n = rl_apint_nat_norm(w, n);
  if (!n) return 0;
  unsigned ws = sh / 64, bs = sh % 64;
  w[n + ws] = 0;
  for (unsigned i = n; i-- > 0;) {
    if (bs) {
      w[i + ws + 1] |= w[i] >> (64 - bs);
      w[i + ws] = w[i] << bs;
    } else {
      w[i + ws] = w[i];
    }
  }
  for (unsigned i = 0; i < ws; i++) w[i] = 0;
  return rl_apint_nat_norm(w, n + ws + 1);
}

unsigned rl_apint_nat_shr(uint64_t *w, unsigned n, unsigned sh) {
  n = rl_apint_nat_norm(w, n);
  unsigned ws = sh / 64, bs = sh % 64;
  if (ws >= n) return 0;
  unsigned m = n - ws;
  for (unsigned i = 0; i < m; i++) {
    uint64_t v = w[i + ws] >> bs;
    if (bs && i + ws + 1 < n) v |= w[i + ws + 1] << (64 - bs);
    w[i] = v;
  }
  return rl_apint_nat_norm(w, m);
}

/* ---- Width-bit helpers --------------------------------------------------- */

void rl_apint_clear_above(uint64_t *words, unsigned width) {
  unsigned nw = rl_apint_nwords(width);
  if (width == 0) { words[0] = 0; return; }
  if (width % 64) words[nw - 1] &= (UINT64_MAX >> (64 - width % 64));
}

void rl_apint_negate(uint64_t *words, unsigned width) {
  unsigned nw = rl_apint_nwords(width);
  uint64_t carry = 1;
  for (unsigned i = 0; i < nw; i++) {
    uint64_t v = ~words[i] + carry;
    carry = carry && v == 0;
    words[i] = v;
  }
  rl_apint_clear_above(words, width);
}

bool rl_apint_is_zero(const uint64_t *words, unsigned nwords) {
  for (unsigned i = 0; i < nwords; i++)
    if (words[i]) return false;
  return true;
}

unsigned rl_apint_active_bits(const uint64_t *words, unsigned nwords) {
  return rl_apint_nat_bits(words, nwords);
}

bool rl_apint_sign_bit(const uint64_t *words, unsigned width) {
  if (!width) return false;
  return (words[(width - 1) / 64] >> ((width - 1) % 64)) & 1;
}

/* ---- Literals ------------------------------------------------------------ */

static int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool rl_apint_from_decimal(const char *s, size_t n, uint64_t *words, unsigned nwords) {
  memset(words, 0, sizeof *words * nwords);
  if (n == 0) return false;
  unsigned used = 0;
  bool ok = true;
  size_t i = 0;
  while (i < n) {
    /* Take up to 19 digits at a time: 10^19 < 2^64. */
    uint64_t chunk = 0, mul = 1;
    size_t j = 0;
    for (; j < 19 && i < n; j++, i++) {
      char c = s[i];
      if (c < '0' || c > '9') return false;
      chunk = chunk * 10 + (uint64_t)(c - '0');
      mul *= 10;
    }
    if (!ok) continue;
    /* words = words*mul + chunk, detecting overflow of nwords. */
    u128 carry = chunk;
    for (unsigned k = 0; k < used; k++) {
      u128 t = (u128)words[k] * mul + carry;
      words[k] = (uint64_t)t;
      carry = t >> 64;
    }
    if (carry) {
      if (used < nwords) words[used++] = (uint64_t)carry;
      else ok = false;
    }
  }
  return ok;
}

bool rl_apint_from_hex(const char *s, size_t n, uint64_t *words, unsigned nwords) {
  memset(words, 0, sizeof *words * nwords);
  if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) { s += 2; n -= 2; }
  if (n == 0) return false;
  /* Skip leading zeros, then the remaining digits must fit. */
  size_t i = 0;
  for (size_t k = 0; k < n; k++)
    if (hex_digit(s[k]) < 0) return false;
  while (i < n && s[i] == '0') i++;
  size_t nd = n - i;
  if (nd > (size_t)nwords * 16) return false;
  for (size_t k = 0; k < nd; k++) {
    unsigned v = (unsigned)hex_digit(s[n - 1 - k]);
    words[k / 16] |= (uint64_t)v << (4 * (k % 16));
  }
  return true;
}

bool rl_apint_from_literal(const char *s, size_t n, uint64_t *words, unsigned nwords) {
  if (n > 1 && s[0] == '0' && s[1] == 'x') return rl_apint_from_hex(s, n, words, nwords);
  return rl_apint_from_decimal(s, n, words, nwords);
}

const char *rl_apint_status_message(rl_apint_status st) {
  switch (st) {
  case RL_APINT_OK: return NULL;
  case RL_APINT_INVALID: return "invalid integer literal";
  case RL_APINT_OUT_OF_RANGE: return RL_APINT_MSG_OUT_OF_RANGE;
  case RL_APINT_NEGATIVE_UNSIGNED: return RL_APINT_MSG_NEGATIVE_UNSIGNED;
  }
  return NULL;
}

rl_apint_status rl_apint_fit_literal(uint64_t *words, unsigned nwords, unsigned width,
                                     bool negative, rl_signedness sign) {
  if (negative && sign == RL_UNSIGNED) return RL_APINT_NEGATIVE_UNSIGNED;
  if (rl_apint_active_bits(words, nwords) > width) return RL_APINT_OUT_OF_RANGE;
  unsigned nw = rl_apint_nwords(width);
  for (unsigned i = nw; i < nwords; i++) words[i] = 0;
  if (width == 0) return negative ? RL_APINT_OUT_OF_RANGE : RL_APINT_OK;
  if (negative) {
    rl_apint_negate(words, width);
    if (!rl_apint_sign_bit(words, width)) return RL_APINT_OUT_OF_RANGE;
  } else if (sign == RL_SIGNED && rl_apint_sign_bit(words, width)) {
    return RL_APINT_OUT_OF_RANGE;
  }
  return RL_APINT_OK;
}

rl_apint_status rl_apint_parse_literal(const char *spelling, size_t n, bool negative,
                                       unsigned width, rl_signedness sign, uint64_t *out) {
  unsigned nw = rl_apint_nwords(width);
  bool hex = n > 1 && spelling[0] == '0' && spelling[1] == 'x';
  /* Validate first, so that an overflow is told apart from a bad spelling. */
  size_t start = hex ? 2 : 0;
  if (n <= start) return RL_APINT_INVALID;
  for (size_t i = start; i < n; i++) {
    char c = spelling[i];
    if (hex ? hex_digit(c) < 0 : (c < '0' || c > '9')) return RL_APINT_INVALID;
  }
  if (negative && sign == RL_UNSIGNED) return RL_APINT_NEGATIVE_UNSIGNED;
  if (!rl_apint_from_literal(spelling, n, out, nw)) return RL_APINT_OUT_OF_RANGE;
  return rl_apint_fit_literal(out, nw, width, negative, sign);
}

/* ---- Printing ------------------------------------------------------------ */

#define RL_APINT_STACK_WORDS 64 /* up to 4096-bit integers print without malloc */

static size_t emit(char *buf, size_t cap, const char *s, size_t n) {
  if (cap) {
    size_t k = n < cap - 1 ? n : cap - 1;
    memcpy(buf, s, k);
    buf[k] = 0;
  }
  return n;
}

size_t rl_apint_to_decimal(const uint64_t *words, unsigned width, bool is_signed,
                           char *buf, size_t cap) {
  unsigned nw = rl_apint_nwords(width);
  uint64_t stack_w[RL_APINT_STACK_WORDS];
  char stack_s[RL_APINT_STACK_WORDS * 20 + 4];
  uint64_t *w = stack_w;
  char *s = stack_s;
  size_t scap = sizeof stack_s;
  if (nw > RL_APINT_STACK_WORDS) {
    scap = (size_t)nw * 20 + 4;
    w = malloc(sizeof *w * nw);
    s = malloc(scap);
    if (!w || !s) abort();
  }
  memcpy(w, words, sizeof *w * nw);
  rl_apint_clear_above(w, width);
  bool neg = is_signed && rl_apint_sign_bit(w, width);
  if (neg) rl_apint_negate(w, width);
  /* Digits are produced backwards from the end of s. */
  size_t pos = scap;
  unsigned n = rl_apint_nat_norm(w, nw);
  if (!n) s[--pos] = '0';
  while (n) {
    uint64_t r = rl_apint_nat_divmod(w, &n, 10000000000000000000ull);
    for (int k = 0; k < 19; k++) {
      s[--pos] = (char)('0' + r % 10);
      r /= 10;
      if (!n && !r) break;
    }
  }
  if (neg) s[--pos] = '-';
  size_t len = emit(buf, cap, s + pos, scap - pos);
  if (w != stack_w) { free(w); free(s); }
  return len;
}

size_t rl_apint_to_hex(const uint64_t *words, unsigned width, char *buf, size_t cap) {
  static const char digits[] = "0123456789ABCDEF";
  unsigned nw = rl_apint_nwords(width);
  unsigned bits = 0;
  /* Active bits within the width. */
  for (unsigned i = nw; i-- > 0;) {
    uint64_t v = words[i];
    if (i == nw - 1 && width % 64) v &= UINT64_MAX >> (64 - width % 64);
    if (width == 0) v = 0;
    if (v) { bits = i * 64 + 64 - (unsigned)__builtin_clzll(v); break; }
  }
  unsigned nd = bits ? (bits + 3) / 4 : 1;
  size_t len = 2 + nd;
  for (size_t i = 0; i < len && i + 1 < cap; i++) {
    char c;
    if (i == 0) c = '0';
    else if (i == 1) c = 'x';
    else {
      unsigned k = nd - 1 - (unsigned)(i - 2); /* nibble index */
      c = bits ? digits[(words[k / 16] >> (4 * (k % 16))) & 15] : '0';
    }
    buf[i] = c;
  }
  if (cap) buf[len < cap ? len : cap - 1] = 0;
  return len;
}
