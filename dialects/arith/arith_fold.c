/* The arith dialect's folders (MLIR 19's `fold` methods, rewritten: the
 * same constants are folded, the same operands are refused), and its
 * constant materializer, registered by rl_arith_init. Each folder's comment
 * lists what it does; the behaviour was checked with mlir-opt-19
 * --canonicalize (see tests/unit/test_fold_arith.c). */
#include <stdlib.h>
#include <string.h>

#include "core/apfloat.h"
#include "core/apint.h"
#include "core/attrs.h"
#include "core/context.h"
#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_rules.h"
#include "dialects/arith/arith_ops.h"

#define CTX(op) rl_op_context(op)
#define RES(op, i) rl_op_result(op, i)
#define OPD(op, i) rl_op_operand(op, i)

static bool set_value(rl_fold_result *r, rl_value *v) {
  r->value = v;
  return true;
}
static bool set_attr(rl_fold_result *r, rl_attr *a) {
  r->attr = a;
  return a != NULL;
}

static bool is_poison(rl_context *c, rl_attr *a) {
  if (!a || a->kind != RL_AT_OPAQUE) return false; /* the common case: no uniquing */
  return a == rl_attr_poison(c);
}

/* MLIR's constFold* helpers return a poison operand as the result (but
 * not the forms that take a result type: cmpi, addui_extended's carry). */
rl_attr *rl_fold_poison_operand(rl_context *c, unsigned n, rl_attr *const *operands) {
  for (unsigned i = 0; i < n; i++)
    if (is_poison(c, operands[i])) return operands[i];
  return NULL;
}

/* ---- constant predicates on an operand attribute (m_Zero, m_One, ...) ---- */

static bool is_int_zero(rl_attr *a) {
  unsigned w;
  const uint64_t *v = rl_fold_splat_int(a, &w);
  return v && rl_fold_int_is_zero(v, w);
}
static bool is_int_one(rl_attr *a) {
  unsigned w;
  const uint64_t *v = rl_fold_splat_int(a, &w);
  return v && rl_fold_int_is_one(v, w);
}
static bool is_int_all_ones(rl_attr *a) {
  unsigned w;
  const uint64_t *v = rl_fold_splat_int(a, &w);
  return v && rl_fold_int_is_all_ones(v, w);
}
/* Signed min (min = true) or max of the width. */
static bool is_int_smin_smax(rl_attr *a, bool min) {
  unsigned w;
  const uint64_t *v = rl_fold_splat_int(a, &w);
  if (!v || w == 0) return false;
  rl_fw t;
  rl_fold_int_set(t, w, min ? 0 : -1);
  t[(w - 1) / 64] ^= 1ull << ((w - 1) % 64);
  return rl_fold_int_eq(v, t, w);
}

typedef enum { FZ_POS_ZERO, FZ_NEG_ZERO, FZ_ONE, FZ_NAN, FZ_POS_INF, FZ_NEG_INF } fpred;
static bool is_float(rl_attr *a, fpred p) {
  rl_float_sem s;
  rl_fold_float f;
  if (!rl_fold_splat_float(a, &s, &f)) return false;
  switch (p) {
  case FZ_POS_ZERO: return rl_fold_float_is_zero(s, f) && !rl_fold_float_is_neg(s, f);
  case FZ_NEG_ZERO: return rl_fold_float_is_zero(s, f) && rl_fold_float_is_neg(s, f);
  case FZ_NAN: return rl_fold_float_is_nan(s, f);
  case FZ_ONE: {
    uint64_t lo, hi;
    rl_apfloat_from_double(s, 1.0, &lo, &hi);
    return rl_fold_float_compare(s, f, (rl_fold_float){lo, hi}) == 0;
  }
  case FZ_POS_INF: case FZ_NEG_INF:
    return rl_apfloat_is_inf(s, f.lo, f.hi) && rl_fold_float_is_neg(s, f) == (p == FZ_NEG_INF);
  }
  return false;
}

/* ---- element functions --------------------------------------------------- */

typedef enum {
  I_ADD, I_SUB, I_MUL, I_MULHS, I_MULHU, I_DIVU, I_DIVS, I_CEILDIVU, I_CEILDIVS, I_FLOORDIVS,
  I_REMU, I_REMS, I_AND, I_OR, I_XOR, I_SHL, I_SHRU, I_SHRS, I_MAXS, I_MAXU, I_MINS, I_MINU,
  I_ADD_CARRY, I_CMP
} iop;

typedef struct iud {
  iop op;
  int pred;       /* I_CMP */
  bool bounded;   /* shifts, floordivsi: whether the last element was fine */
} iud;

static bool sadd_ov(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  rl_fold_int_add(r, a, b, w);
  bool sa = rl_fold_int_sign(a, w), sb = rl_fold_int_sign(b, w);
  return sa == sb && rl_fold_int_sign(r, w) != sa;
}
static bool ssub_ov(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  rl_fold_int_sub(r, a, b, w);
  bool sa = rl_fold_int_sign(a, w), sb = rl_fold_int_sign(b, w);
  return sa != sb && rl_fold_int_sign(r, w) != sa;
}
/* sdiv_ov: overflow for INT_MIN / -1 (the quotient is computed anyway). */
static bool sdiv_ov(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  rl_fold_int_sdivrem(r, NULL, a, b, w);
  return rl_fold_int_is_all_ones(b, w) && rl_fold_int_sign(a, w) && rl_fold_int_sign(r, w);
}

static bool mul_high(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w, bool sext) {
  rl_fw x, y, p;
  if (2 * w > RL_FOLD_MAX_BITS) return false;
  rl_fold_int_resize(x, a, w, 2 * w, sext);
  rl_fold_int_resize(y, b, w, 2 * w, sext);
  rl_fold_int_mul(p, x, y, 2 * w);
  rl_fold_int_lshr(p, p, w, 2 * w);
  rl_fold_int_resize(r, p, 2 * w, w, false);
  return true;
}

static bool cmp_pred(int pred, const uint64_t *a, const uint64_t *b, unsigned w) {
  int s = rl_fold_int_scmp(a, b, w), u = rl_fold_int_ucmp(a, b, w);
  switch (pred) {
  case RL_ARITH_CMPIPREDICATE_EQ: return u == 0;
  case RL_ARITH_CMPIPREDICATE_NE: return u != 0;
  case RL_ARITH_CMPIPREDICATE_SLT: return s < 0;
  case RL_ARITH_CMPIPREDICATE_SLE: return s <= 0;
  case RL_ARITH_CMPIPREDICATE_SGT: return s > 0;
  case RL_ARITH_CMPIPREDICATE_SGE: return s >= 0;
  case RL_ARITH_CMPIPREDICATE_ULT: return u < 0;
  case RL_ARITH_CMPIPREDICATE_ULE: return u <= 0;
  case RL_ARITH_CMPIPREDICATE_UGT: return u > 0;
  case RL_ARITH_CMPIPREDICATE_UGE: return u >= 0;
  }
  return false;
}

static bool int_elem(uint64_t *out, const uint64_t *const *in, rl_type *in_elem, rl_type *out_elem, void *ud) {
  (void)out_elem;
  iud *u = ud;
  unsigned w = rl_fold_int_width(in_elem);
  const uint64_t *a = in[0], *b = in[1];
  rl_fw t, one, zero = {0};
  rl_fold_int_set(one, w, 1);
  switch (u->op) {
  case I_ADD: rl_fold_int_add(out, a, b, w); return true;
  case I_SUB: rl_fold_int_sub(out, a, b, w); return true;
  case I_MUL: rl_fold_int_mul(out, a, b, w); return true;
  case I_MULHS: return mul_high(out, a, b, w, true);
  case I_MULHU: return mul_high(out, a, b, w, false);
  case I_ADD_CARRY: /* overflow bit of sum = in[0], lhs = in[1] */
    out[0] = rl_fold_int_ucmp(a, b, w) < 0;
    return true;
  case I_DIVU:
    if (rl_fold_int_is_zero(b, w)) return false;
    rl_fold_int_udivrem(out, NULL, a, b, w);
    return true;
  case I_DIVS:
    if (rl_fold_int_is_zero(b, w)) return false;
    return !sdiv_ov(out, a, b, w);
  case I_CEILDIVU: {
    if (rl_fold_int_is_zero(b, w)) return false;
    rl_fw r;
    rl_fold_int_udivrem(out, r, a, b, w);
    if (!rl_fold_int_is_zero(r, w)) {
      rl_fold_int_add(t, out, one, w);
      if (rl_fold_int_ucmp(t, out, w) < 0) return false; /* uadd_ov */
      memcpy(out, t, rl_apint_nwords(w) * 8);
    }
    return true;
  }
  case I_CEILDIVS: {
    if (rl_fold_int_is_zero(b, w)) return false;
    if (rl_fold_int_is_zero(a, w)) { memcpy(out, a, rl_apint_nwords(w) * 8); return true; }
    bool apos = rl_fold_int_scmp(a, zero, w) > 0, bpos = rl_fold_int_scmp(b, zero, w) > 0;
    bool ov = false;
    rl_fw pa, pb, d;
    if (apos && bpos) { /* (a - 1) / b + 1 */
      ov |= ssub_ov(t, a, one, w);
      ov |= sdiv_ov(d, t, b, w);
      ov |= sadd_ov(out, d, one, w);
      return !ov;
    }
    if (!apos && !bpos) {
      ov |= ssub_ov(pa, zero, a, w);
      ov |= ssub_ov(pb, zero, b, w);
      ov |= ssub_ov(t, pa, one, w);
      ov |= sdiv_ov(d, t, pb, w);
      ov |= sadd_ov(out, d, one, w);
      return !ov;
    }
    if (!apos && bpos) {
      ov |= ssub_ov(pa, zero, a, w);
      ov |= sdiv_ov(d, pa, b, w);
      ov |= ssub_ov(out, zero, d, w);
      return !ov;
    }
    ov |= ssub_ov(pb, zero, b, w);
    ov |= sdiv_ov(d, a, pb, w);
    ov |= ssub_ov(out, zero, d, w);
    return !ov;
  }
  case I_FLOORDIVS: { /* sfloordiv_ov; MLIR's flag is the last element's */
    if (rl_fold_int_is_zero(b, w)) {
      u->bounded = false;
      memcpy(out, a, rl_apint_nwords(w) * 8);
      return true;
    }
    rl_fw r;
    u->bounded = !sdiv_ov(out, a, b, w);
    rl_fold_int_sdivrem(NULL, r, a, b, w);
    if (!rl_fold_int_is_zero(r, w) && rl_fold_int_sign(a, w) != rl_fold_int_sign(b, w))
      rl_fold_int_sub(out, out, one, w);
    return true;
  }
  case I_REMU:
    if (rl_fold_int_is_zero(b, w)) return false;
    rl_fold_int_udivrem(NULL, out, a, b, w);
    return true;
  case I_REMS:
    if (rl_fold_int_is_zero(b, w)) return false;
    rl_fold_int_sdivrem(NULL, out, a, b, w);
    return true;
  case I_AND: case I_OR: case I_XOR:
    for (unsigned i = 0; i < rl_apint_nwords(w); i++)
      out[i] = u->op == I_AND ? a[i] & b[i] : u->op == I_OR ? a[i] | b[i] : a[i] ^ b[i];
    return true;
  case I_SHL: case I_SHRU: case I_SHRS: {
    uint64_t sh = rl_fold_int_shift_amount(b, w);
    u->bounded = sh < w;
    if (u->op == I_SHL) rl_fold_int_shl(out, a, sh, w);
    else if (u->op == I_SHRU) rl_fold_int_lshr(out, a, sh, w);
    else rl_fold_int_ashr(out, a, sh, w);
    return true;
  }
  case I_MAXS: case I_MAXU: case I_MINS: case I_MINU: {
    int c = u->op == I_MAXS || u->op == I_MINS ? rl_fold_int_scmp(a, b, w) : rl_fold_int_ucmp(a, b, w);
    bool take_a = u->op == I_MAXS || u->op == I_MAXU ? c > 0 : c < 0;
    memcpy(out, take_a ? a : b, rl_apint_nwords(w) * 8);
    return true;
  }
  case I_CMP:
    out[0] = cmp_pred(u->pred, a, b, w);
    return true;
  }
  return false;
}

static rl_attr *fold_int_binary(rl_op *op, rl_attr *const *operands, rl_type *rt, iud *u) {
  if (u->op != I_CMP && u->op != I_ADD_CARRY) {
    rl_attr *p = rl_fold_poison_operand(CTX(op), 2, operands);
    if (p) return p;
  }
  return rl_fold_elementwise(CTX(op), 2, operands, rt, int_elem, u);
}

/* ---- integer folders ---------------------------------------------------- */

bool rl_arith_constant_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  return set_attr(&results[0], rl_arith_constant_value(op));
}

/* addi(x, 0) -> x; addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a. */
bool rl_arith_addi_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  if (is_int_zero(operands[1])) return set_value(&results[0], OPD(op, 0));
  for (int i = 0; i < 2; i++) {
    rl_op *sub = rl_fold_def_op(OPD(op, i), rl_arith_subi_fold);
    if (sub && OPD(sub, 1) == OPD(op, 1 - i)) return set_value(&results[0], OPD(sub, 0));
  }
  iud u = {I_ADD, 0, false};
  return set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u));
}

/* subi(x, x) -> 0; subi(x, 0) -> x; subi(addi(a, b), b) -> a; subi(addi(a, b), a) -> b. */
bool rl_arith_subi_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  if (OPD(op, 0) == OPD(op, 1)) return set_attr(&results[0], rl_fold_zero_attr(CTX(op), RES(op, 0)->type));
  if (is_int_zero(operands[1])) return set_value(&results[0], OPD(op, 0));
  rl_op *add = rl_fold_def_op(OPD(op, 0), rl_arith_addi_fold);
  if (add) {
    if (OPD(op, 1) == OPD(add, 1)) return set_value(&results[0], OPD(add, 0));
    if (OPD(op, 1) == OPD(add, 0)) return set_value(&results[0], OPD(add, 1));
  }
  iud u = {I_SUB, 0, false};
  return set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u));
}

/* muli(x, 0) -> 0; muli(x, 1) -> x. */
bool rl_arith_muli_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  if (is_int_zero(operands[1])) return set_value(&results[0], OPD(op, 1));
  if (is_int_one(operands[1])) return set_value(&results[0], OPD(op, 0));
  iud u = {I_MUL, 0, false};
  return set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u));
}

/* addui_extended(x, 0) -> x, false; constants -> sum, sum <u lhs. */
bool rl_arith_addui_extended_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  if (is_int_zero(operands[1])) {
    rl_attr *f = rl_fold_zero_attr(CTX(op), RES(op, 1)->type);
    if (!f) return false;
    results[0].value = OPD(op, 0);
    results[1].attr = f;
    return true;
  }
  iud u = {I_ADD, 0, false};
  rl_attr *sum = fold_int_binary(op, operands, RES(op, 0)->type, &u);
  if (!sum) return false;
  rl_attr *pair[2] = {sum, operands[0]};
  iud c = {I_ADD_CARRY, 0, false};
  rl_attr *ov = fold_int_binary(op, pair, RES(op, 1)->type, &c);
  if (!ov) return false;
  results[0].attr = sum;
  results[1].attr = ov;
  return true;
}

static bool mul_extended(rl_op *op, rl_attr *const *operands, rl_fold_result *results, bool is_signed) {
  if (is_int_zero(operands[1])) {
    results[0].attr = results[1].attr = operands[1];
    return true;
  }
  if (!is_signed && is_int_one(operands[1])) {
    rl_attr *z = rl_fold_zero_attr(CTX(op), RES(op, 0)->type);
    if (!z) return false;
    results[0].value = OPD(op, 0);
    results[1].attr = z;
    return true;
  }
  iud lo = {I_MUL, 0, false}, hi = {is_signed ? I_MULHS : I_MULHU, 0, false};
  rl_attr *l = fold_int_binary(op, operands, RES(op, 0)->type, &lo);
  if (!l) return false;
  rl_attr *h = fold_int_binary(op, operands, RES(op, 1)->type, &hi);
  if (!h) return false;
  results[0].attr = l;
  results[1].attr = h;
  return true;
}
/* mulsi_extended(x, 0) -> 0, 0; constants -> low, mulhs. */
bool rl_arith_mulsi_extended_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  return mul_extended(op, operands, results, true);
}
/* mului_extended(x, 0) -> 0, 0; (x, 1) -> x, 0; constants -> low, mulhu. */
bool rl_arith_mului_extended_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  return mul_extended(op, operands, results, false);
}

/* Divisions: (x, 1) -> x; constants unless a divisor is 0 or the signed
 * division overflows (MLIR's ceildivsi also refuses when an intermediate
 * negation overflows). */
static bool div_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results, iop k) {
  if (is_int_one(operands[1])) return set_value(&results[0], OPD(op, 0));
  iud u = {k, 0, false};
  return set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u));
}
bool rl_arith_divui_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return div_fold(op, o, r, I_DIVU); }
bool rl_arith_divsi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return div_fold(op, o, r, I_DIVS); }
bool rl_arith_ceildivui_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return div_fold(op, o, r, I_CEILDIVU); }
bool rl_arith_ceildivsi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return div_fold(op, o, r, I_CEILDIVS); }
/* floordivsi: as MLIR 19, whether a division by zero or an overflow
 * refuses the fold of a dense constant depends on the last element only
 * (checked: floordivsi dense<[-128, 7]>, dense<[0, 1]> : vector<2xi8>
 * folds to dense<[-128, 7]>). */
bool rl_arith_floordivsi_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  if (is_int_one(operands[1])) return set_value(&results[0], OPD(op, 0));
  iud u = {I_FLOORDIVS, 0, false};
  rl_attr *a = fold_int_binary(op, operands, RES(op, 0)->type, &u);
  return (u.bounded || is_poison(CTX(op), a)) && set_attr(&results[0], a);
}

/* Remainders: (x, 1) -> 0; constants unless a divisor is 0. */
static bool rem_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results, iop k) {
  if (is_int_one(operands[1])) return set_attr(&results[0], rl_fold_zero_attr(CTX(op), RES(op, 0)->type));
  iud u = {k, 0, false};
  return set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u));
}
bool rl_arith_remui_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return rem_fold(op, o, r, I_REMU); }
bool rl_arith_remsi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return rem_fold(op, o, r, I_REMS); }

/* Whether v is xori(other, all-ones) (or xori(all-ones, other)? MLIR only
 * matches the constant on the right). */
static bool is_not_of(rl_value *v, rl_value *other) {
  rl_op *x = rl_fold_def_op(v, rl_arith_xori_fold);
  return x && OPD(x, 0) == other && is_int_all_ones(rl_fold_constant_of(OPD(x, 1)));
}

/* andi(x, 0) -> 0; (x, -1) -> x; (x, not x) -> 0; (not x, x) -> 0;
 * andi(a, andi(a, b)) -> andi(a, b); constants; andi(x, x) -> x. */
bool rl_arith_andi_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_value *l = OPD(op, 0), *r = OPD(op, 1);
  if (is_int_zero(operands[1])) return set_value(&results[0], r);
  if (is_int_all_ones(operands[1])) return set_value(&results[0], l);
  if (is_not_of(r, l) || is_not_of(l, r)) return set_attr(&results[0], rl_fold_zero_attr(CTX(op), RES(op, 0)->type));
  for (int rev = 0; rev < 2; rev++) {
    rl_op *prev = rl_fold_def_op(rev ? r : l, rl_arith_andi_fold);
    if (!prev) continue;
    rl_value *other = rev ? l : r;
    if (other == OPD(prev, 0) || other == OPD(prev, 1)) return set_value(&results[0], RES(prev, 0));
  }
  iud u = {I_AND, 0, false};
  if (set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u))) return true;
  if (l == r) return set_value(&results[0], l); /* Idempotent */
  return false;
}

/* ori(x, 0) -> x; (x, -1) -> -1 (a constant, as MLIR's folder gives the
 * attribute); (x, not x) -> the not's -1, and (not x, x); constants;
 * ori(x, x) -> x. */
bool rl_arith_ori_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_value *l = OPD(op, 0), *r = OPD(op, 1);
  if (is_int_zero(operands[1])) return set_value(&results[0], l);
  if (is_int_all_ones(operands[1])) return set_attr(&results[0], operands[1]);
  if (is_not_of(r, l)) return set_value(&results[0], OPD(rl_value_defining_op(r), 1));
  if (is_not_of(l, r)) return set_value(&results[0], OPD(rl_value_defining_op(l), 1));
  iud u = {I_OR, 0, false};
  if (set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u))) return true;
  if (OPD(op, 0) == OPD(op, 1)) return set_value(&results[0], OPD(op, 0)); /* Idempotent */
  return false;
}

/* xori(x, 0) -> x; (x, x) -> 0; xori(xori(x, a), a) -> x and the other
 * three arrangements; constants. */
bool rl_arith_xori_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_value *l = OPD(op, 0), *r = OPD(op, 1);
  if (is_int_zero(operands[1])) return set_value(&results[0], l);
  if (l == r) return set_attr(&results[0], rl_fold_zero_attr(CTX(op), RES(op, 0)->type));
  rl_op *p = rl_fold_def_op(l, rl_arith_xori_fold);
  if (p) {
    if (OPD(p, 1) == r) return set_value(&results[0], OPD(p, 0));
    if (OPD(p, 0) == r) return set_value(&results[0], OPD(p, 1));
  }
  p = rl_fold_def_op(r, rl_arith_xori_fold);
  if (p) {
    if (OPD(p, 1) == l) return set_value(&results[0], OPD(p, 0));
    if (OPD(p, 0) == l) return set_value(&results[0], OPD(p, 1));
  }
  iud u = {I_XOR, 0, false};
  return set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u));
}

/* Shifts: (x, 0) -> x (shli only; MLIR's shrui/shrsi fold the same way);
 * constants when the (last) amount is below the width. */
static bool shift_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results, iop k) {
  if (is_int_zero(operands[1])) return set_value(&results[0], OPD(op, 0));
  iud u = {k, 0, false};
  rl_attr *a = fold_int_binary(op, operands, RES(op, 0)->type, &u);
  return u.bounded && set_attr(&results[0], a);
}
bool rl_arith_shli_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return shift_fold(op, o, r, I_SHL); }
bool rl_arith_shrui_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return shift_fold(op, o, r, I_SHRU); }
bool rl_arith_shrsi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return shift_fold(op, o, r, I_SHRS); }

/* max/min: (x, x) -> x; (x, absorbing) -> absorbing; (x, identity) -> x. */
static bool minmax_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results, iop k) {
  if (OPD(op, 0) == OPD(op, 1)) return set_value(&results[0], OPD(op, 0));
  rl_attr *c = operands[1];
  bool absorb = false, ident = false;
  switch (k) {
  case I_MAXS: absorb = is_int_smin_smax(c, false); ident = is_int_smin_smax(c, true); break;
  case I_MINS: absorb = is_int_smin_smax(c, true); ident = is_int_smin_smax(c, false); break;
  case I_MAXU: absorb = is_int_all_ones(c); ident = is_int_zero(c); break;
  case I_MINU: absorb = is_int_zero(c); ident = is_int_all_ones(c); break;
  default: break;
  }
  if (absorb) return set_value(&results[0], OPD(op, 1));
  if (ident) return set_value(&results[0], OPD(op, 0));
  iud u = {k, 0, false};
  return set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u));
}
bool rl_arith_maxsi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return minmax_fold(op, o, r, I_MAXS); }
bool rl_arith_maxui_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return minmax_fold(op, o, r, I_MAXU); }
bool rl_arith_minsi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return minmax_fold(op, o, r, I_MINS); }
bool rl_arith_minui_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return minmax_fold(op, o, r, I_MINU); }

/* ---- float folders -------------------------------------------------------- */

typedef enum { F_ADD, F_SUB, F_MUL, F_DIV, F_REM, F_MAXIMUM, F_MINIMUM, F_MAXNUM, F_MINNUM, F_NEG } fop;

static rl_fold_float get_float(const uint64_t *w, rl_type *t) {
  return (rl_fold_float){w[0], rl_type_bitwidth(t) > 64 ? w[1] : 0};
}
static void put_float(uint64_t *out, rl_fold_float f) {
  out[0] = f.lo;
  out[1] = f.hi;
}

static bool float_elem(uint64_t *out, const uint64_t *const *in, rl_type *in_elem, rl_type *out_elem, void *ud) {
  (void)out_elem;
  fop k = *(fop *)ud;
  rl_float_sem s = rl_type_float_sem(in_elem);
  rl_fold_float a = get_float(in[0], in_elem), b = {0, 0}, r;
  if (k != F_NEG) b = get_float(in[1], in_elem);
  switch (k) {
  case F_ADD: rl_fold_float_add(s, a, b, false, &r); break;
  case F_SUB: rl_fold_float_add(s, a, b, true, &r); break;
  case F_MUL: rl_fold_float_mul(s, a, b, &r); break;
  case F_DIV: rl_fold_float_div(s, a, b, &r); break;
  case F_REM: rl_fold_float_mod(s, a, b, &r); break;
  case F_NEG: r = rl_fold_float_neg(s, a); break;
  case F_MAXIMUM: case F_MINIMUM: { /* llvm::maximum / llvm::minimum */
    bool max = k == F_MAXIMUM;
    if (rl_fold_float_is_nan(s, a)) r = a;
    else if (rl_fold_float_is_nan(s, b)) r = b;
    else if (rl_fold_float_is_zero(s, a) && rl_fold_float_is_zero(s, b) &&
             rl_fold_float_is_neg(s, a) != rl_fold_float_is_neg(s, b))
      r = (rl_fold_float_is_neg(s, a) == max) ? b : a;
    else if (max) r = rl_fold_float_compare(s, a, b) < 0 ? b : a;
    else r = rl_fold_float_compare(s, b, a) < 0 ? b : a;
    break;
  }
  case F_MAXNUM: case F_MINNUM: { /* llvm::maxnum / llvm::minnum */
    bool max = k == F_MAXNUM;
    if (rl_fold_float_is_nan(s, a)) r = b;
    else if (rl_fold_float_is_nan(s, b)) r = a;
    else if (rl_fold_float_is_zero(s, a) && rl_fold_float_is_zero(s, b) &&
             rl_fold_float_is_neg(s, a) != rl_fold_float_is_neg(s, b))
      r = (rl_fold_float_is_neg(s, a) == max) ? b : a;
    else if (max) r = rl_fold_float_compare(s, a, b) < 0 ? b : a;
    else r = rl_fold_float_compare(s, b, a) < 0 ? b : a;
    break;
  }
  default: return false;
  }
  rl_apfloat_canonicalize(s, &r.lo, &r.hi);
  put_float(out, r);
  return true;
}

static rl_attr *fold_float(rl_op *op, unsigned n, rl_attr *const *operands, fop k) {
  rl_attr *p = rl_fold_poison_operand(CTX(op), n, operands);
  if (p) return p;
  return rl_fold_elementwise(CTX(op), n, operands, RES(op, 0)->type, float_elem, &k);
}

/* negf(negf(x)) -> x; constants. */
bool rl_arith_negf_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_op *inner = rl_fold_def_op(OPD(op, 0), rl_arith_negf_fold);
  if (inner) return set_value(&results[0], OPD(inner, 0));
  return set_attr(&results[0], fold_float(op, 1, operands, F_NEG));
}
/* A binary float op whose right operand `identity` leaves x unchanged:
 * x op identity -> x; constants otherwise. */
static bool fold_binf(rl_op *op, rl_attr *const *operands, rl_fold_result *results, fpred identity, fop k) {
  if (is_float(operands[1], identity)) return set_value(&results[0], OPD(op, 0));
  return set_attr(&results[0], fold_float(op, 2, operands, k));
}
/* addf(x, -0.0) -> x; subf(x, +0.0) -> x; mulf(x, 1.0) -> x; divf(x, 1.0) -> x
 * (x / 0.0 folds to inf or NaN, as in MLIR). */
bool rl_arith_addf_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_binf(op, o, r, FZ_NEG_ZERO, F_ADD); }
bool rl_arith_subf_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_binf(op, o, r, FZ_POS_ZERO, F_SUB); }
bool rl_arith_mulf_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_binf(op, o, r, FZ_ONE, F_MUL); }
bool rl_arith_divf_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return fold_binf(op, o, r, FZ_ONE, F_DIV); }
/* remf: constants (APFloat::mod, the sign of the dividend). */
bool rl_arith_remf_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  return set_attr(&results[0], fold_float(op, 2, operands, F_REM));
}
/* The min/max folders: f(x, x) -> x; f(x, identity) -> x (-inf for the
 * maxima, +inf for the minima); constants with the given operation. */
static bool fold_minmaxf(rl_op *op, rl_attr *const *operands, rl_fold_result *results, fpred identity, fop k) {
  if (OPD(op, 0) == OPD(op, 1)) return set_value(&results[0], OPD(op, 1));
  if (is_float(operands[1], identity)) return set_value(&results[0], OPD(op, 0));
  return set_attr(&results[0], fold_float(op, 2, operands, k));
}
/* maximumf and minimumf: llvm::maximum and llvm::minimum. */
bool rl_arith_maximumf_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  return fold_minmaxf(op, o, r, FZ_NEG_INF, F_MAXIMUM);
}
bool rl_arith_minimumf_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  return fold_minmaxf(op, o, r, FZ_POS_INF, F_MINIMUM);
}
/* maxnumf folds constants with llvm::maximum (sic: mlir-opt-19 folds
 * maxnumf(-1.0, NaN) to NaN); minnumf with llvm::minnum. */
bool rl_arith_maxnumf_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  return fold_minmaxf(op, o, r, FZ_NEG_INF, F_MAXIMUM);
}
bool rl_arith_minnumf_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  return fold_minmaxf(op, o, r, FZ_POS_INF, F_MINNUM);
}

/* ---- casts ------------------------------------------------------------------ */

typedef enum { C_EXTUI, C_EXTSI, C_TRUNCI, C_INDEX_CAST, C_INDEX_CASTUI, C_EXTF, C_TRUNCF, C_UITOFP,
               C_SITOFP, C_FPTOUI, C_FPTOSI, C_BITCAST } cop;

static bool cast_elem(uint64_t *out, const uint64_t *const *in, rl_type *in_elem, rl_type *out_elem, void *ud) {
  cop k = *(cop *)ud;
  const uint64_t *a = in[0];
  switch (k) {
  case C_EXTUI: case C_EXTSI: case C_TRUNCI: case C_INDEX_CAST: case C_INDEX_CASTUI:
    rl_fold_int_resize(out, a, rl_fold_int_width(in_elem), rl_fold_int_width(out_elem),
                       k == C_EXTSI || k == C_INDEX_CAST);
    return true;
  case C_EXTF: case C_TRUNCF: {
    rl_fold_float r;
    bool loses;
    unsigned st = rl_fold_float_convert(rl_type_float_sem(in_elem), get_float(a, in_elem),
                                        rl_type_float_sem(out_elem), &r, &loses);
    /* MLIR folds only exact conversions with an OK status (so neither a
     * signalling NaN nor an inexact truncation). */
    if (loses || st != RL_APF_OK) return false;
    put_float(out, r);
    return true;
  }
  case C_UITOFP: case C_SITOFP: {
    rl_fold_float r;
    rl_fold_float_from_int(rl_type_float_sem(out_elem), a, rl_fold_int_width(in_elem), k == C_SITOFP, &r);
    put_float(out, r);
    return true;
  }
  case C_FPTOUI: case C_FPTOSI:
    return rl_fold_float_to_int(rl_type_float_sem(in_elem), get_float(a, in_elem), out,
                                rl_fold_int_width(out_elem), k == C_FPTOSI);
  case C_BITCAST: {
    unsigned w = rl_type_bitwidth(out_elem);
    memcpy(out, a, rl_apint_nwords(w) * 8);
    if (rl_type_is_float(in_elem)) { /* the bits APFloat keeps */
      rl_fold_float f = get_float(out, in_elem);
      rl_apfloat_canonicalize(rl_type_float_sem(in_elem), &f.lo, &f.hi);
      out[0] = f.lo;
      if (w > 64) out[1] = f.hi;
    }
    if (rl_type_is_float(out_elem)) {
      rl_fold_float f = get_float(out, out_elem);
      rl_apfloat_canonicalize(rl_type_float_sem(out_elem), &f.lo, &f.hi);
      put_float(out, f);
    }
    return true;
  }
  }
  return false;
}

static rl_attr *fold_cast(rl_op *op, rl_attr *const *operands, cop k) {
  if (k != C_BITCAST && is_poison(CTX(op), operands[0])) return operands[0];
  return rl_fold_elementwise(CTX(op), 1, operands, RES(op, 0)->type, cast_elem, &k);
}

/* extui(extui(x)) -> extui(x) in place; constants. */
bool rl_arith_extui_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_op *in = rl_fold_def_op(OPD(op, 0), rl_arith_extui_fold);
  if (in) {
    rl_op_set_operand(op, 0, OPD(in, 0));
    return true;
  }
  return set_attr(&results[0], fold_cast(op, operands, C_EXTUI));
}
/* extsi(extsi(x)) -> extsi(x) in place; constants. */
bool rl_arith_extsi_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_op *in = rl_fold_def_op(OPD(op, 0), rl_arith_extsi_fold);
  if (in) {
    rl_op_set_operand(op, 0, OPD(in, 0));
    return true;
  }
  return set_attr(&results[0], fold_cast(op, operands, C_EXTSI));
}
/* trunci(ext(x)) -> trunci(x) in place when x is wider, -> x when it has
 * the result type; trunci(trunci(x)) -> trunci(x) in place; constants. */
bool rl_arith_trunci_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_op *ext = rl_fold_def_op(OPD(op, 0), rl_arith_extui_fold);
  if (!ext) ext = rl_fold_def_op(OPD(op, 0), rl_arith_extsi_fold);
  if (ext) {
    rl_value *src = OPD(ext, 0);
    rl_type *st = rl_fold_elem_type(src->type), *dt = rl_fold_elem_type(RES(op, 0)->type);
    if (rl_type_int_width(st) > rl_type_int_width(dt)) {
      rl_op_set_operand(op, 0, src);
      return true;
    }
    if (st == dt) return set_value(&results[0], src);
  }
  rl_op *tr = rl_fold_def_op(OPD(op, 0), rl_arith_trunci_fold);
  if (tr) {
    rl_op_set_operand(op, 0, OPD(tr, 0));
    return true;
  }
  return set_attr(&results[0], fold_cast(op, operands, C_TRUNCI));
}
/* extf: constants (exact; NaN payloads kept, signalling NaNs quieted). */
bool rl_arith_extf_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  return set_attr(&results[0], fold_cast(op, operands, C_EXTF));
}
/* truncf: constants, only when the conversion is exact (any rounding
 * mode then gives the same value). */
bool rl_arith_truncf_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  return set_attr(&results[0], fold_cast(op, operands, C_TRUNCF));
}
bool rl_arith_uitofp_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return set_attr(&r[0], fold_cast(op, o, C_UITOFP)); }
bool rl_arith_sitofp_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return set_attr(&r[0], fold_cast(op, o, C_SITOFP)); }
/* fptoui/fptosi: constants, toward zero, unless NaN, inf or out of range. */
bool rl_arith_fptoui_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return set_attr(&r[0], fold_cast(op, o, C_FPTOUI)); }
bool rl_arith_fptosi_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return set_attr(&r[0], fold_cast(op, o, C_FPTOSI)); }
/* index_cast: sign-extend or truncate; index_castui: zero-extend or truncate. */
bool rl_arith_index_cast_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return set_attr(&r[0], fold_cast(op, o, C_INDEX_CAST)); }
bool rl_arith_index_castui_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) { return set_attr(&r[0], fold_cast(op, o, C_INDEX_CASTUI)); }
/* bitcast: integer, float and dense constants (not memrefs). */
bool rl_arith_bitcast_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  /* A cast to its own type is its operand (MLIR's fold of every cast op;
   * bitcast is the one arith cast whose verifier allows equal types). */
  if (OPD(op, 0)->type == RES(op, 0)->type) {
    r[0].value = OPD(op, 0);
    return true;
  }
  rl_type_kind k = rl_type_kind_of(RES(op, 0)->type);
  if (k == RL_TY_MEMREF || k == RL_TY_UNRANKED_MEMREF) return false;
  return set_attr(&r[0], fold_cast(op, o, C_BITCAST));
}

/* ---- comparisons and select ----------------------------------------------------- */

static const int cmpi_swapped[10] = {0, 1, 4, 5, 2, 3, 8, 9, 6, 7};

static bool cmpi_equal_result(int pred) {
  return pred == RL_ARITH_CMPIPREDICATE_EQ || pred == RL_ARITH_CMPIPREDICATE_SLE ||
         pred == RL_ARITH_CMPIPREDICATE_SGE || pred == RL_ARITH_CMPIPREDICATE_ULE ||
         pred == RL_ARITH_CMPIPREDICATE_UGE;
}

static bool is_i1_elem(rl_type *t) {
  t = rl_fold_elem_type(t);
  return rl_type_is_integer(t) && rl_type_int_width(t) == 1;
}

/* cmpi(p, x, x) -> the predicate's value; cmpi ne (ext[su]i i1 x), 0 -> x
 * (mlir-opt-19 leaves cmpi ne x:i1, false and cmpi eq x:i1, true alone);
 * a constant on the left is
 * moved right (in place, predicate swapped); constants. */
bool rl_arith_cmpi_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_context *c = CTX(op);
  rl_attr *pa = rl_arith_cmpi_predicate(op);
  if (!pa) return false;
  int pred = (int)rl_attr_int_value(pa);
  if (pred < 0 || pred > 9) return false;
  rl_value *l = OPD(op, 0), *r = OPD(op, 1);
  if (l == r) return set_attr(&results[0], rl_fold_bool_attr(c, RES(op, 0)->type, cmpi_equal_result(pred)));
  if (is_int_zero(operands[1]) && pred == RL_ARITH_CMPIPREDICATE_NE) {
    rl_op *ext = rl_fold_def_op(l, rl_arith_extsi_fold);
    if (!ext) ext = rl_fold_def_op(l, rl_arith_extui_fold);
    if (ext && is_i1_elem(OPD(ext, 0)->type)) return set_value(&results[0], OPD(ext, 0));
  }
  if (operands[0] && !operands[1]) {
    rl_op_set_prop(c, op, rl_ident_cstr(c, "predicate"),
                   rl_attr_integer(c, rl_attr_type_of(pa), cmpi_swapped[pred]));
    rl_op_set_operand(op, 0, r);
    rl_op_set_operand(op, 1, l);
    return true;
  }
  iud u = {I_CMP, pred, false};
  return set_attr(&results[0], fold_int_binary(op, operands, RES(op, 0)->type, &u));
}

static bool cmpf_apply(int pred, int c /* -1, 0, 1, 2 unordered */) {
  bool un = c == 2;
  switch (pred) {
  case RL_ARITH_CMPFPREDICATE_FALSE: return false;
  case RL_ARITH_CMPFPREDICATE_OEQ: return c == 0;
  case RL_ARITH_CMPFPREDICATE_OGT: return c == 1;
  case RL_ARITH_CMPFPREDICATE_OGE: return c == 1 || c == 0;
  case RL_ARITH_CMPFPREDICATE_OLT: return c == -1;
  case RL_ARITH_CMPFPREDICATE_OLE: return c == -1 || c == 0;
  case RL_ARITH_CMPFPREDICATE_ONE: return c == -1 || c == 1;
  case RL_ARITH_CMPFPREDICATE_ORD: return !un;
  case RL_ARITH_CMPFPREDICATE_UEQ: return un || c == 0;
  case RL_ARITH_CMPFPREDICATE_UGT: return un || c == 1;
  case RL_ARITH_CMPFPREDICATE_UGE: return un || c == 1 || c == 0;
  case RL_ARITH_CMPFPREDICATE_ULT: return un || c == -1;
  case RL_ARITH_CMPFPREDICATE_ULE: return un || c == -1 || c == 0;
  case RL_ARITH_CMPFPREDICATE_UNE: return un || c != 0;
  case RL_ARITH_CMPFPREDICATE_UNO: return un;
  case RL_ARITH_CMPFPREDICATE_TRUE: return true;
  }
  return false;
}

/* cmpf: scalar constants only; one NaN constant is enough (the result of
 * an unordered comparison does not depend on the other operand). */
bool rl_arith_cmpf_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_context *c = CTX(op);
  rl_attr *la = operands[0] && operands[0]->kind == RL_AT_FLOAT ? operands[0] : NULL;
  rl_attr *ra = operands[1] && operands[1]->kind == RL_AT_FLOAT ? operands[1] : NULL;
  rl_attr *pa = rl_op_get_prop(op, rl_ident_cstr(c, "predicate"));
  if (!pa || pa->kind != RL_AT_INTEGER) return false;
  if (la && rl_apfloat_is_nan(rl_type_float_sem(rl_attr_type_of(la)), la->w[1], la->w[2])) ra = la;
  if (ra && rl_apfloat_is_nan(rl_type_float_sem(rl_attr_type_of(ra)), ra->w[1], ra->w[2])) la = ra;
  if (!la || !ra) return false;
  rl_float_sem s = rl_type_float_sem(rl_attr_type_of(la));
  int cmp = rl_fold_float_compare(s, (rl_fold_float){la->w[1], la->w[2]}, (rl_fold_float){ra->w[1], ra->w[2]});
  return set_attr(&results[0], rl_attr_bool(c, cmpf_apply((int)rl_attr_int_value(pa), cmp)));
}

/* select(c, x, x) -> x; select(true, a, b) -> a; select(false, a, b) -> b;
 * a poison side -> the other; select(c, true, false) : i1 -> c;
 * select(cmpi eq/ne a b, a, b) -> b / a; constant mask over dense
 * constants -> elementwise. */
bool rl_arith_select_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_context *c = CTX(op);
  rl_value *cond = OPD(op, 0), *tv = OPD(op, 1), *fv = OPD(op, 2);
  if (tv == fv) return set_value(&results[0], tv);
  rl_attr *cc = rl_fold_constant_of(cond);
  if (is_int_one(cc)) return set_value(&results[0], tv);
  if (is_int_zero(cc)) return set_value(&results[0], fv);
  if (is_poison(c, operands[1])) return set_value(&results[0], fv);
  if (is_poison(c, operands[2])) return set_value(&results[0], tv);
  rl_type *rt = RES(op, 0)->type;
  if (rl_type_is_integer(rt) && rl_type_int_width(rt) == 1 && is_int_one(rl_fold_constant_of(tv)) &&
      is_int_zero(rl_fold_constant_of(fv)))
    return set_value(&results[0], cond);
  rl_op *cmp = rl_fold_def_op(cond, rl_arith_cmpi_fold);
  if (cmp) {
    rl_attr *pa = rl_arith_cmpi_predicate(cmp);
    int pred = pa ? (int)rl_attr_int_value(pa) : -1;
    if (pred == RL_ARITH_CMPIPREDICATE_EQ || pred == RL_ARITH_CMPIPREDICATE_NE) {
      rl_value *cl = OPD(cmp, 0), *cr = OPD(cmp, 1);
      if ((cl == tv && cr == fv) || (cr == tv && cl == fv))
        return set_value(&results[0], pred == RL_ARITH_CMPIPREDICATE_NE ? tv : fv);
    }
  }
  rl_attr *ca = operands[0], *ta = operands[1], *fa = operands[2];
  if (ca && ta && fa && ca->kind == RL_AT_DENSE && ta->kind == RL_AT_DENSE && fa->kind == RL_AT_DENSE &&
      ta->w[1] == fa->w[1] && ca->w[1] == 1) {
    unsigned wpe = (unsigned)ta->w[1];
    size_t nc = ca->n - 2, nt = wpe ? (ta->n - 2) / wpe : 0, nf = wpe ? (fa->n - 2) / wpe : 0;
    size_t count = nc > nt ? nc : nt;
    if (nf > count) count = nf;
    if ((nc != 1 && nc != count) || (nt != 1 && nt != count) || (nf != 1 && nf != count)) return false;
    uint64_t *data = calloc(count * wpe + 1, sizeof(uint64_t));
    for (size_t i = 0; i < count; i++) {
      bool cv = ca->w[2 + (nc == 1 ? 0 : i)] & 1;
      rl_attr *src = cv ? ta : fa;
      size_t ns = cv ? nt : nf;
      memcpy(data + i * wpe, &src->w[2 + (ns == 1 ? 0 : i) * wpe], wpe * 8);
    }
    bool same = true;
    for (size_t i = 1; i < count && same; i++) same = memcmp(data, data + i * wpe, wpe * 8) == 0;
    rl_attr *res = rl_attr_dense(c, rl_attr_type_of(ta), same, wpe, same ? 1 : count, data);
    free(data);
    return set_attr(&results[0], res);
  }
  return false;
}

/* ---- materializer ------------------------------------------------------------- */

/* MLIR's ArithDialect::materializeConstant: #ub.poison as ub.poison, else
 * arith.constant when the value is an integer, float or dense constant of
 * exactly the requested type. */
rl_op *rl_arith_materialize_constant(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  rl_context *c = b->ctx;
  if (is_poison(c, value)) {
    rl_opinfo *info = rl_opinfo_find(c, "ub.poison", 9);
    if (!info || !info->registered) return NULL;
    rl_type *rts[1] = {type};
    rl_op_state st = {.info = info, .loc = loc ? loc : rl_loc_unknown(c), .nresults = 1, .result_types = rts};
    return rl_builder_create(b, &st);
  }
  if (!value || (value->kind != RL_AT_INTEGER && value->kind != RL_AT_FLOAT && value->kind != RL_AT_DENSE))
    return NULL;
  if (rl_attr_type_of(value) != type) return NULL;
  rl_type *et = rl_fold_elem_type(type);
  if (value->kind == RL_AT_DENSE && et == type) return NULL;
  if (!rl_type_is_integer(et) && !rl_type_is_index(et) && !rl_type_is_float(et)) return NULL;
  if (rl_type_is_integer(et) && rl_type_int_signedness(et) != RL_SIGNLESS) return NULL;
  return rl_arith_constant_create(b, loc ? loc : rl_loc_unknown(c), type, value);
}

void rl_arith_init(rl_context *c) {
  rl_register_materializer(c, "arith", rl_arith_materialize_constant);
  rl_arith_register_rule_library();
}
