/* Floating-point values of every MLIR float type: printing and parsing exactly as mlir-opt-19 does. */
#ifndef RL_APFLOAT_H
#define RL_APFLOAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "types.h" /* rl_float_sem */

/* A value is its bit pattern in two words: lo holds bits 0..63, hi bits
 * 64..127 (only f80 and f128 use hi). Bits above the format's width are
 * ignored on input and zero on output. */

typedef enum rl_apfloat_nan_kind {
  RL_APF_NAN_IEEE, /* exponent all ones: mantissa 0 is inf, else NaN */
  RL_APF_NAN_FN,   /* no inf; only S.1111.111 is NaN (f8E4M3FN) */
  RL_APF_NAN_FNUZ  /* no inf, no -0: the pattern 1000...0 is the one NaN */
} rl_apfloat_nan_kind;

typedef struct rl_apfloat_info {
  const char *name;      /* MLIR type keyword: "f16", "bf16", "f8E4M3FN", ... */
  unsigned bits;         /* width of the encoding */
  unsigned literal_bits; /* widest hex literal mlir-opt accepts (32 for tf32) */
  unsigned precision;    /* significand bits, counting the leading one */
  unsigned exp_bits;
  int bias;
  int emax, emin;        /* exponents of the largest and smallest normals */
  rl_apfloat_nan_kind nan_kind;
  bool explicit_int;     /* f80: the integer bit is stored */
} rl_apfloat_info;

const rl_apfloat_info *rl_apfloat_info_of(rl_float_sem s);
unsigned rl_apfloat_bits(rl_float_sem s);
/* The format whose MLIR type keyword is s[0..n); false if none. */
bool rl_apfloat_sem_from_name(const char *s, size_t n, rl_float_sem *out);

/* ---- Classification ------------------------------------------------------ */

typedef enum rl_apfloat_class {
  RL_APF_ZERO, RL_APF_FINITE /* nonzero */, RL_APF_INF, RL_APF_NAN
} rl_apfloat_class;

rl_apfloat_class rl_apfloat_classify(rl_float_sem s, uint64_t lo, uint64_t hi);
/* The bits of zero, infinity (NaN in formats without one) or the default
 * quiet NaN (APFloat's makeNaN) of format s, with the given sign where the
 * format has one (cls RL_APF_FINITE is not a value: zero). */
void rl_apfloat_special(rl_float_sem s, rl_apfloat_class cls, bool neg, uint64_t *lo, uint64_t *hi);
/* Rounds (q + sticky epsilon) * 2^exp, q = qhi:qlo < 2^127, to format s, to
 * nearest, ties to even; returns the RL_APF_* status flags. The one rounding
 * of the parser and of the constant folders. */
unsigned rl_apfloat_round(rl_float_sem s, bool neg, uint64_t qlo, uint64_t qhi, int exp, bool sticky,
                          uint64_t *lo, uint64_t *hi);
bool rl_apfloat_is_negative(rl_float_sem s, uint64_t lo, uint64_t hi); /* sign bit */
bool rl_apfloat_is_zero(rl_float_sem s, uint64_t lo, uint64_t hi);
bool rl_apfloat_is_inf(rl_float_sem s, uint64_t lo, uint64_t hi);
bool rl_apfloat_is_nan(rl_float_sem s, uint64_t lo, uint64_t hi);

/* The pattern LLVM's APFloat keeps for these bits: masks to the width, and
 * for f80 turns "unnormals" (exponent neither 0 nor all ones, integer bit
 * clear) into NaNs with exponent 0x7FFF, and "pseudo-denormals" (exponent 0,
 * integer bit set) into the same value with exponent 1. mlir-opt prints
 * `0x3FFF0000000000000000 : f80` as 0x7FFF0000000000000000. Identity for
 * every other format. rl_apfloat_format applies it itself. */
void rl_apfloat_canonicalize(rl_float_sem s, uint64_t *lo, uint64_t *hi);

/* ---- Printing ------------------------------------------------------------ */

/* Longest text rl_apfloat_format writes, with its NUL. */
#define RL_APFLOAT_FORMAT_MAX 64

/* What mlir-opt-19 prints for a FloatAttr of format s:
 *   1. the "%e-like" form with 6 digits after the point (1.500000e+00,
 *      -0.000000e+00, 1.000000e+100), if that text, correctly rounded back
 *      into s, gives the same value;
 *   2. else APFloat's default form (3.14159265358979, 123456.5,
 *      9.9999999999999995E-8) if it contains a '.';
 *   3. else, and always for inf and NaN, the (canonical) bits in upper-case
 *      hex: 0x7FC00000, 0x419D6F3454000000 (123456789.0 : f64).
 * Writes at most cap-1 chars and a NUL (when cap > 0); returns the full
 * length, as snprintf does. Never allocates. */
size_t rl_apfloat_format(rl_float_sem s, uint64_t lo, uint64_t hi, char *buf, size_t cap);

/* LLVM APFloat::toString: `precision` significant digits (0: enough to
 * round-trip, 2 + p*59/196 with p the format's precision; values above 40 are
 * treated as 40), at most `max_padding` zeros before using scientific form
 * (0: always scientific), and with truncate_zero false the exponent form
 * "d.dddddde+XX" padded to `precision` digits after the point, else
 * "d.dddE+X". Digits are rounded half up from the first dropped one, after a
 * truncating step on very long significands, exactly as APFloat does; so the
 * result can differ from printf's correctly rounded %e. Inf is "+Inf"/"-Inf",
 * NaN "NaN". Same buffer contract as rl_apfloat_format. mlir-opt uses
 * (6, 0, false) and (0, 3, true). */
size_t rl_apfloat_to_string(rl_float_sem s, uint64_t lo, uint64_t hi, unsigned precision,
                            unsigned max_padding, bool truncate_zero, char *buf, size_t cap);

/* ---- Conversions and parsing ---------------------------------------------- */

/* Status of a conversion, as flags (LLVM's opStatus). */
#define RL_APF_OK 0u
#define RL_APF_INVALID 1u   /* malformed string (parse only); result unset */
#define RL_APF_OVERFLOW 4u  /* rounded to inf (IEEE formats) or NaN (FN, FNUZ) */
#define RL_APF_UNDERFLOW 8u /* tiny and inexact (denormal or zero result) */
#define RL_APF_INEXACT 16u

/* Round a double to format s, to nearest, ties to even: what mlir-opt-19 does
 * with a decimal literal `D : T` (`-D`: the double is negated first). The
 * literal is first read into a double (correctly rounded, so 1.0e400 is inf
 * and 1.0e-400 is 0), then converted with this rounding, so `1.1 : f128`
 * prints 1.10000000000000008881784197001252323. mlir-opt reports no error for
 * any value that does not fit; it silently stores what the rounding gives
 * (checked with mlir-opt-19):
 *   1.0e10 : f16          -> inf 0x7C00      1.0e39 : f32 -> 0x7F800000
 *   1.0e5000 : f128       -> inf (the double is already inf)
 *   300.0 : f8E4M3FN      -> 288 (max is 448; 464.0 ties down to 448,
 *                            470.0 and 500.0 overflow to NaN 0x7F)
 *   300.0 : f8E4M3FNUZ    -> NaN 0x80        31.0 : f8E4M3B11FNUZ -> NaN 0x80
 *   1.0e6 : f8E5M2        -> inf 0x7C        1.0e-10 : f16 -> 0.0
 *   -0.0 : f8E4M3FNUZ     -> 0.0 (these formats have no -0)
 * Because of the double step, `1.00048828125000000001 : f16` is 1.0 (the
 * double is exactly halfway between two f16 values and ties to even), while
 * rl_apfloat_parse_exact of that text gives the next value up, 0x3C01.
 * The returned flags are for callers that want them; the MLIR parser ignores
 * them. Inf converts to inf, or NaN where there is no inf; NaN to the
 * format's default NaN with the same sign (payloads are not kept). */
unsigned rl_apfloat_from_double(rl_float_sem s, double d, uint64_t *lo, uint64_t *hi);

/* The value as a double, rounded to nearest even (exact except for f80 and
 * f128). */
double rl_apfloat_to_double(rl_float_sem s, uint64_t lo, uint64_t hi);

/* Convert between formats, rounding to nearest even (LLVM APFloat::convert);
 * NaN becomes the target's default NaN with the same sign. Returns flags. */
unsigned rl_apfloat_convert(rl_float_sem from, uint64_t lo, uint64_t hi, rl_float_sem to,
                            uint64_t *out_lo, uint64_t *out_hi);

/* Correctly rounded (to nearest, ties to even) decimal string to format s,
 * as LLVM's APFloat(semantics, string) does; used by rl_apfloat_format's
 * round-trip check. Accepts [+-]digits[.digits][(e|E)[+-]digits] with at
 * least one digit before the exponent (".5" and "5." are fine). Overflow
 * gives inf (NaN for FN/FNUZ formats), underflow zero (+0 for FNUZ). Returns
 * flags; RL_APF_INVALID (and *lo, *hi untouched) on a malformed string. Exact
 * for any length of input; allocation-free (about 16 KB of stack). */
unsigned rl_apfloat_parse_exact(rl_float_sem s, const char *str, size_t n, uint64_t *lo,
                                uint64_t *hi);

/* ---- Hex literals ----------------------------------------------------------
 * In MLIR `0x7FC00000 : f32` gives the bits directly (checked with
 * mlir-opt-19):
 *   - the literal may have any number of leading zeros, but at most
 *     info->literal_bits significant bits (the format's width, except 32 for
 *     tf32, whose bits are then the low 19: `0xFFFFFFFF : tf32` is 0x7FFFF),
 *     else RL_APFLOAT_MSG_HEX_RANGE, caret at the literal;
 *   - a minus is never allowed, not even on 0x0: RL_APFLOAT_MSG_HEX_MINUS,
 *     caret at the literal token (after the minus and any blanks);
 *   - a decimal integer literal for a float type (`1 : f32`) is
 *     RL_APFLOAT_MSG_DEC_INT with the note RL_APFLOAT_NOTE_DEC_INT, both at
 *     the literal;
 *   - a float literal for an integer type (`1.0 : i32`) is
 *     RL_APFLOAT_MSG_FLOAT_FOR_INT, its caret at the token after the type.
 * The bits are stored as written; rl_apfloat_format canonicalizes (f80). */
#define RL_APFLOAT_MSG_HEX_RANGE "hexadecimal float constant out of range for type"
#define RL_APFLOAT_MSG_HEX_MINUS "hexadecimal float literal should not have a leading minus"
#define RL_APFLOAT_MSG_DEC_INT "unexpected decimal integer literal for a floating point value"
#define RL_APFLOAT_NOTE_DEC_INT "add a trailing dot to make the literal a float"
#define RL_APFLOAT_MSG_FLOAT_FOR_INT "floating point value not valid for specified type"

/* Bits of a hex integer literal already parsed into words (any count, e.g. by
 * rl_apint_from_hex); false when it has more than literal_bits significant
 * bits. */
bool rl_apfloat_from_hex_words(rl_float_sem s, const uint64_t *words, unsigned nwords,
                               uint64_t *lo, uint64_t *hi);
/* The same from the spelling "0x..." (the 0x is optional); false also on a
 * malformed spelling. */
bool rl_apfloat_from_hex_literal(rl_float_sem s, const char *str, size_t n, uint64_t *lo,
                                 uint64_t *hi);

#endif
