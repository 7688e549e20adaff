/* Constant folding helpers shared by the arith, math and index folders:
 * width-bit integer arithmetic on little-endian words (LLVM APInt's
 * semantics), IEEE arithmetic with round-to-nearest-even on every float
 * format of core/apfloat (LLVM APFloat's semantics, NaN payloads included),
 * and elementwise folding over integer, float, splat and dense constants
 * (MLIR's constFoldUnaryOp / constFoldBinaryOp / constFoldCastOp). */
#ifndef RL_DIALECT_ARITH_FOLD_H
#define RL_DIALECT_ARITH_FOLD_H

#include "core/opdef.h"

/* Widest integer folded (bits); wider ones are left alone. */
#define RL_FOLD_MAX_WORDS 64
#define RL_FOLD_MAX_BITS (RL_FOLD_MAX_WORDS * 64)

/* ---- Width-bit integers (words as in core/apint.h) ------------------------- */
typedef uint64_t rl_fw[RL_FOLD_MAX_WORDS + 8]; /* room for a few bits more */

void rl_fold_int_set(uint64_t *r, unsigned width, int64_t v); /* sign-extended */
bool rl_fold_int_is_zero(const uint64_t *a, unsigned width);
bool rl_fold_int_is_one(const uint64_t *a, unsigned width);
bool rl_fold_int_is_all_ones(const uint64_t *a, unsigned width);
bool rl_fold_int_sign(const uint64_t *a, unsigned width);
bool rl_fold_int_eq(const uint64_t *a, const uint64_t *b, unsigned width);
int rl_fold_int_ucmp(const uint64_t *a, const uint64_t *b, unsigned width);
int rl_fold_int_scmp(const uint64_t *a, const uint64_t *b, unsigned width);
void rl_fold_int_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width);
void rl_fold_int_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width);
void rl_fold_int_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width);
void rl_fold_int_neg(uint64_t *r, const uint64_t *a, unsigned width);
/* Unsigned division and remainder (b != 0); q or rem may be NULL. */
void rl_fold_int_udivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned width);
/* Signed (truncating) division and remainder; b != 0; INT_MIN / -1 wraps. */
void rl_fold_int_sdivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned width);
/* Shifts by sh bits (sh >= width: 0, or all sign bits for ashr). */
void rl_fold_int_shl(uint64_t *r, const uint64_t *a, uint64_t sh, unsigned width);
void rl_fold_int_lshr(uint64_t *r, const uint64_t *a, uint64_t sh, unsigned width);
void rl_fold_int_ashr(uint64_t *r, const uint64_t *a, uint64_t sh, unsigned width);
/* The shift amount of b: its value, or UINT64_MAX when it does not fit. */
uint64_t rl_fold_int_shift_amount(const uint64_t *b, unsigned width);
/* Resize from one width to another, zero- or sign-extending. */
void rl_fold_int_resize(uint64_t *r, const uint64_t *a, unsigned from, unsigned to, bool sext);
unsigned rl_fold_int_ctlz(const uint64_t *a, unsigned width);
unsigned rl_fold_int_cttz(const uint64_t *a, unsigned width);
unsigned rl_fold_int_popcount(const uint64_t *a, unsigned width);

/* ---- Floats (bits in lo, hi as in core/apfloat.h) -------------------------- */
typedef struct rl_fold_float {
  uint64_t lo, hi;
} rl_fold_float;

/* LLVM's opStatus flags are core/apfloat's RL_APF_*. */
unsigned rl_fold_float_add(rl_float_sem s, rl_fold_float a, rl_fold_float b, bool sub, rl_fold_float *r);
unsigned rl_fold_float_mul(rl_float_sem s, rl_fold_float a, rl_fold_float b, rl_fold_float *r);
unsigned rl_fold_float_div(rl_float_sem s, rl_fold_float a, rl_fold_float b, rl_fold_float *r);
/* APFloat::mod: fmod, the result has the sign of a. */
unsigned rl_fold_float_mod(rl_float_sem s, rl_fold_float a, rl_fold_float b, rl_fold_float *r);
/* APFloat::convert (NaN payloads shifted, signalling NaNs quieted);
 * *loses_info as LLVM sets it. */
unsigned rl_fold_float_convert(rl_float_sem from, rl_fold_float a, rl_float_sem to, rl_fold_float *r,
                               bool *loses_info);
/* APFloat::convertFromAPInt, to nearest even. */
unsigned rl_fold_float_from_int(rl_float_sem s, const uint64_t *a, unsigned width, bool is_signed,
                                rl_fold_float *r);
/* APFloat::convertToInteger toward zero: false when invalid (NaN, inf, out
 * of range). */
bool rl_fold_float_to_int(rl_float_sem s, rl_fold_float a, uint64_t *r, unsigned width, bool is_signed);
/* APFloat::roundToIntegral with a core rounding: 0 nearest-even, 1 down
 * (toward -inf), 2 up, 3 toward zero, 4 nearest-away. */
void rl_fold_float_round_integral(rl_float_sem s, rl_fold_float a, int mode, rl_fold_float *r);
/* APFloat::compare: -1 less, 0 equal, 1 greater, 2 unordered. */
int rl_fold_float_compare(rl_float_sem s, rl_fold_float a, rl_fold_float b);
bool rl_fold_float_is_nan(rl_float_sem s, rl_fold_float a);
bool rl_fold_float_is_neg(rl_float_sem s, rl_fold_float a);
bool rl_fold_float_is_zero(rl_float_sem s, rl_fold_float a);
rl_fold_float rl_fold_float_neg(rl_float_sem s, rl_fold_float a); /* flips the sign bit */
rl_fold_float rl_fold_float_abs(rl_float_sem s, rl_fold_float a);
rl_fold_float rl_fold_float_copysign(rl_float_sem s, rl_fold_float a, rl_fold_float b);

/* ---- Elementwise folding over constant attributes --------------------------
 * An operand constant is a scalar integer or float attribute, or a dense
 * elements attribute (splat or not). Results are built with the given
 * result type (a scalar type, or a shaped type for dense results). */

/* One element: `out` receives the result's words; return false to refuse
 * the whole fold (division by zero, overflow...). `in_elem`/`out_elem` are
 * the element types. */
typedef bool (*rl_fold_elem_fn)(uint64_t *out, const uint64_t *const *in, rl_type *in_elem,
                                rl_type *out_elem, void *ud);

/* Applies fn to the elements of n (1 or 2) operand constants of the same
 * kind (scalars, or dense constants of equal element counts); NULL if an
 * operand is missing or of another kind, or fn refuses. */
rl_attr *rl_fold_elementwise(rl_context *c, unsigned n, rl_attr *const *operands, rl_type *result_type,
                             rl_fold_elem_fn fn, void *ud);

/* Integer value words of a scalar integer constant or of a splat dense
 * integer constant (MLIR's m_ConstantInt), else NULL; *width gets the width. */
const uint64_t *rl_fold_splat_int(rl_attr *a, unsigned *width);
/* The same for float constants (m_ConstantFloat). */
bool rl_fold_splat_float(rl_attr *a, rl_float_sem *sem, rl_fold_float *f);
/* The zero of a type (scalar, or splat dense of a vector or tensor type;
 * MLIR's Builder::getZeroAttr), or NULL. */
rl_attr *rl_fold_zero_attr(rl_context *c, rl_type *t);
/* A bool (i1) of a type's shape: `true`/`false`, or a splat dense of i1. */
rl_attr *rl_fold_bool_attr(rl_context *c, rl_type *shape, bool v);
/* Bit width of an integer or index element type (index: 64). */
unsigned rl_fold_int_width(const rl_type *t);
/* The element type of a vector or tensor, else t. */
rl_type *rl_fold_elem_type(rl_type *t);
/* The attribute of a value defined by a ConstantLike op, else NULL. */
rl_attr *rl_fold_constant_of(rl_value *v);
/* Whether v is defined by an op whose folder is fn (how a folder
 * recognizes the op that defines its operand). */
rl_op *rl_fold_def_op(rl_value *v, rl_fold_fn fn);

/* The first operand that is #ub.poison, else NULL (MLIR's constFold*
 * helpers fold to a poison operand). */
rl_attr *rl_fold_poison_operand(rl_context *c, unsigned n, rl_attr *const *operands);

/* The arith dialect's constant materializer (math uses it too). */
rl_op *rl_arith_materialize_constant(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc);

#endif
