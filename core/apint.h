/* Arbitrary-width integers (little-endian 64-bit words): MLIR-compatible integer literals and printing. */
#ifndef RL_APINT_H
#define RL_APINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "types.h" /* rl_signedness */

/* An integer of width W bits is stored in rl_apint_nwords(W) words, least
 * significant word first; the bits above W in the last word are zero. A
 * width-0 integer (MLIR's i0) still occupies one word, holding 0. */
static inline unsigned rl_apint_nwords(unsigned width) { return width ? (width + 63) / 64 : 1; }

/* ---- Literals ---------------------------------------------------------- */

/* Parse an unsigned decimal ("123") or hexadecimal ("0x7F", also without the
 * 0x; digits in either case) spelling into nwords words. False on an empty
 * string, a character that is not a digit of the radix, or a value that does
 * not fit in nwords*64 bits (then the words are unspecified). */
bool rl_apint_from_decimal(const char *s, size_t n, uint64_t *words, unsigned nwords);
bool rl_apint_from_hex(const char *s, size_t n, uint64_t *words, unsigned nwords);
/* Either of the two, as MLIR's lexer spells an integer token: hex when it
 * starts with "0x", decimal otherwise. */
bool rl_apint_from_literal(const char *s, size_t n, uint64_t *words, unsigned nwords);

/* What mlir-opt-19 does with an integer literal `[-]N : T` (checked with it):
 *
 *   1. `-N` with an unsigned type (uiW) is an error, whatever N is (even 0):
 *        "negative integer literal not valid for unsigned integer type"
 *   2. N (decimal or hex, any number of leading zeros) must have at most W
 *      significant bits; otherwise
 *        "integer constant out of range for attribute"
 *   3. With a minus, N is negated in W bits (two's complement) and the sign
 *      bit of the result must be set, else the same out-of-range error. So
 *      `-129 : i8` is an error, `-128 : i8` is fine, and `-0` is an error for
 *      every type (quirk: -0 negates to 0, whose sign bit is clear); `-N : i0`
 *      is an error too.
 *   4. Without a minus, signed types (siW) and index reject values whose
 *      sign bit (bit W-1) is set: `128 : si8` is an error, but `255 : i8` is
 *      accepted for signless iW (and prints as -1), as is `0xFF : i8`.
 *   Index is checked as a signed 64-bit type: pass width 64 and RL_SIGNED.
 *   `1 : i1` and `-1 : i1` are both `true`; `1 : si1` is an error while
 *   `-1 : si1` is fine; `256 : ui8` is an error, `255 : ui8` fine.
 *
 * mlir-opt points its caret at the literal token (after the minus, if any). */
typedef enum rl_apint_status {
  RL_APINT_OK = 0,
  RL_APINT_INVALID,           /* not a decimal or 0x-hex spelling */
  RL_APINT_OUT_OF_RANGE,      /* RL_APINT_MSG_OUT_OF_RANGE */
  RL_APINT_NEGATIVE_UNSIGNED  /* RL_APINT_MSG_NEGATIVE_UNSIGNED */
} rl_apint_status;

#define RL_APINT_MSG_OUT_OF_RANGE "integer constant out of range for attribute"
#define RL_APINT_MSG_NEGATIVE_UNSIGNED "negative integer literal not valid for unsigned integer type"

/* The message mlir-opt-19 prints for a status (NULL for RL_APINT_OK). */
const char *rl_apint_status_message(rl_apint_status st);

/* Apply rules 1-4 to a magnitude already parsed into words[0..nwords)
 * (nwords may exceed rl_apint_nwords(width)). On success the first
 * rl_apint_nwords(width) words hold the value in width bits (two's complement
 * if negative) and any further words are zeroed. */
rl_apint_status rl_apint_fit_literal(uint64_t *words, unsigned nwords, unsigned width,
                                     bool negative, rl_signedness sign);

/* Parse the spelling of an integer token (without its minus) and apply
 * rl_apint_fit_literal: out receives rl_apint_nwords(width) words. */
rl_apint_status rl_apint_parse_literal(const char *spelling, size_t n, bool negative,
                                       unsigned width, rl_signedness sign, uint64_t *out);

/* ---- Printing ---------------------------------------------------------- */

/* Decimal text of a width-bit integer, read as signed (two's complement) or
 * unsigned. mlir-opt prints iW and siW attributes as signed and uiW as
 * unsigned (i1 as true/false: the printer's job). Writes at most cap-1 chars
 * and a NUL (when cap > 0); returns the full length, as snprintf does. */
size_t rl_apint_to_decimal(const uint64_t *words, unsigned width, bool is_signed,
                           char *buf, size_t cap);
/* "0x" and the upper-case hex digits of the width-bit value, without leading
 * zeros ("0x0" for zero): APInt's C-literal form, which mlir-opt uses for
 * float bit patterns. Same buffer contract as rl_apint_to_decimal. */
size_t rl_apint_to_hex(const uint64_t *words, unsigned width, char *buf, size_t cap);

/* ---- Width-bit arithmetic ---------------------------------------------- */

void rl_apint_clear_above(uint64_t *words, unsigned width); /* zero bits >= width */
void rl_apint_negate(uint64_t *words, unsigned width);      /* two's complement in width bits */
bool rl_apint_is_zero(const uint64_t *words, unsigned nwords);
/* Number of significant bits (0 for zero). */
unsigned rl_apint_active_bits(const uint64_t *words, unsigned nwords);
/* Bit width-1 of a width-bit integer (false for width 0). */
bool rl_apint_sign_bit(const uint64_t *words, unsigned width);

/* ---- Natural numbers of variable length (helpers for core/apfloat.c) ---
 * A natural is words[0..n) with n the count of used words (n == 0 is zero);
 * functions that grow it return the new count and need room for it. */

unsigned rl_apint_nat_norm(const uint64_t *w, unsigned n);         /* drop zero top words */
unsigned rl_apint_nat_bits(const uint64_t *w, unsigned n);
/* w = w*m + a; needs room for n+1 words. */
unsigned rl_apint_nat_mul_add(uint64_t *w, unsigned n, uint64_t m, uint64_t a);
/* w = w / d (d != 0); returns the remainder; *n is updated. */
uint64_t rl_apint_nat_divmod(uint64_t *w, unsigned *n, uint64_t d);
int rl_apint_nat_cmp(const uint64_t *a, unsigned na, const uint64_t *b, unsigned nb);
/* a -= b, requires a >= b; returns the new count. */
unsigned rl_apint_nat_sub(uint64_t *a, unsigned na, const uint64_t *b, unsigned nb);
/* w <<= sh (needs room for n + sh/64 + 1 words) and w >>= sh. */
unsigned rl_apint_nat_shl(uint64_t *w, unsigned n, unsigned sh);
unsigned rl_apint_nat_shr(uint64_t *w, unsigned n, unsigned sh);

#endif
