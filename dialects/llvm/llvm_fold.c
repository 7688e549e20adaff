/* The llvm dialect's constants and the facts its canonicalizations
 * (rules/llvm.rules) ask for: the values of the constant-like ops
 * (llvm.mlir.undef, .poison, .zero, .addressof), the dialect's constant
 * materializer (MLIR's LLVMDialect::materializeConstant), and the helpers
 * the rules call on one attribute or value (integer folds of zext, shl and
 * or; insertvalue/extractvalue positions; getelementptr indices). None
 * builds IR but the materializer. */
#include <stdint.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/ir.h"
#include "core/opdef.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_fold.h"
#include "dialects/llvm/llvm_types.h"

/* #llvm.undef, #llvm.poison, #llvm.zero: the values of the ops of those
 * names that have no builtin value. */
static rl_attr *marker(rl_context *c, const char *name) {
  return rl_attr_opaque(c, rl_ident_cstr(c, "llvm"), rl_ident_cstr(c, name), false);
}

bool rl_llvm_undef_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  results[0].attr = marker(rl_op_context(op), "undef");
  return true;
}

bool rl_llvm_poison_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  results[0].attr = marker(rl_op_context(op), "poison");
  return true;
}

/* A zero of an integer or float type is that number (so that folds of its
 * users see it, as MLIR's ZeroOp::fold gives); of any other type #llvm.zero. */
bool rl_llvm_zero_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  rl_context *c = rl_op_context(op);
  rl_type *t = op->results[0].type;
  if (rl_type_is_integer(t)) results[0].attr = rl_attr_integer(c, t, 0);
  else if (rl_type_is_float(t)) results[0].attr = rl_attr_float(c, t, 0.0);
  else results[0].attr = marker(c, "zero");
  return true;
}

/* llvm.mlir.addressof's value is the symbol it names. */
bool rl_llvm_addressof_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  rl_attr *v = rl_llvm_mlir_addressof_global_name(op);
  if (!v) return false;
  results[0].attr = v;
  return true;
}

static rl_op *create0(rl_builder *b, const char *name, rl_type *type, rl_attr *loc, unsigned nprops,
                      rl_named_attr *props) {
  rl_context *c = b->ctx;
  rl_type *rts[1] = {type};
  rl_op_state st = {.info = rl_opinfo_find(c, name, strlen(name)), .loc = loc ? loc : rl_loc_unknown(c),
                    .nresults = 1, .result_types = rts};
  if (nprops) st.props = rl_attr_dict(c, nprops, props, NULL);
  return rl_builder_create(b, &st);
}

/* A symbol as llvm.mlir.addressof of a pointer type; the markers as their
 * ops; a typed integer, float or elements value of the type itself as
 * llvm.mlir.constant; nothing else. */
static rl_op *materialize(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  rl_context *c = b->ctx;
  if (value->kind == RL_AT_SYMREF && value->n == 1) {
    if (!rl_llvm_type_is_ptr(type)) return NULL;
    rl_named_attr p = {rl_ident_cstr(c, "global_name"), value};
    return create0(b, "llvm.mlir.addressof", type, loc, 1, &p);
  }
  if (value == marker(c, "undef")) return create0(b, "llvm.mlir.undef", type, loc, 0, NULL);
  if (value == marker(c, "poison")) return create0(b, "llvm.mlir.poison", type, loc, 0, NULL);
  if (value == marker(c, "zero")) return create0(b, "llvm.mlir.zero", type, loc, 0, NULL);
  if ((value->kind == RL_AT_INTEGER || value->kind == RL_AT_FLOAT || value->kind == RL_AT_DENSE) &&
      rl_attr_type_of(value) == type) {
    rl_named_attr p = {rl_ident_cstr(c, "value"), value};
    return create0(b, "llvm.mlir.constant", type, loc, 1, &p);
  }
  return NULL;
}

/* ---- helpers of rules/llvm.rules ------------------------------------------------ */

/* A scalar integer attribute of at most 64 bits: its bits, zero above the width. */
static bool small_int(const rl_attr *a, uint64_t *bits, unsigned *width) {
  if (!a || a->kind != RL_AT_INTEGER) return false;
  rl_type *t = rl_attr_type_of(a);
  if (!rl_type_is_integer(t) || rl_type_int_width(t) > 64) return false;
  *width = rl_type_int_width(t);
  *bits = rl_attr_int_words(a)[0];
  return true;
}

static uint64_t mask(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

/* ZExtInt(a, t): integer a zero-extended to the integer type t (MLIR's
 * ZExtOp::fold); gives up on anything else. */
static bool zext_int(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  uint64_t v;
  unsigned w;
  rl_type *t = args[1].p;
  if (!small_int(args[0].p, &v, &w) || !t || !rl_type_is_integer(t) || rl_type_int_width(t) > 64 ||
      rl_type_int_width(t) < w)
    return false;
  uint64_t words[1] = {v & mask(w)};
  *out = (rl_mval){rl_attr_integer_words(c, t, words), 0, 0};
  return true;
}

/* ShlInts(a, b): a shifted left by b, of a's type; gives up when b is not
 * below the width (MLIR's ShlOp::fold leaves that shift). */
static bool shl_ints(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  uint64_t x, s;
  unsigned w, ws;
  if (!small_int(args[0].p, &x, &w) || !small_int(args[1].p, &s, &ws) || s >= w) return false;
  uint64_t words[1] = {(x << s) & mask(w)};
  *out = (rl_mval){rl_attr_integer_words(c, rl_attr_type_of(args[0].p), words), 0, 0};
  return true;
}

/* OrInts(a, b): the bitwise or of two integers of one type. */
static bool or_ints(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  uint64_t x, y;
  unsigned w, wy;
  rl_attr *a = args[0].p;
  if (!small_int(a, &x, &w) || !small_int(args[1].p, &y, &wy) || rl_attr_type_of(a) != rl_attr_type_of(args[1].p))
    return false;
  uint64_t words[1] = {x | y};
  *out = (rl_mval){rl_attr_integer_words(c, rl_attr_type_of(a), words), 0, 0};
  return true;
}

/* DisjointPositions(p, q): two insertvalue/extractvalue positions (dense i64
 * arrays) of which neither is a prefix of the other: what one reads the
 * other does not write. */
static bool disjoint_positions(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_attr *p = args[0].p, *q = args[1].p;
  if (!p || !q || p->kind != RL_AT_DENSE_ARRAY || q->kind != RL_AT_DENSE_ARRAY) return false;
  unsigned n = p->n - 1 < q->n - 1 ? p->n - 1 : q->n - 1;
  for (unsigned i = 0; i < n; i++)
    if (p->w[1 + i] != q->w[1 + i]) return true;
  return false;
}

enum { GEP_DYNAMIC = INT32_MIN };

/* The integer value of a constant index operand that fits a static
 * getelementptr index (32 bits, signed), as MLIR's GEPOp::fold asks. */
static bool static_index(rl_value *v, int64_t *out) {
  rl_attr *a = rl_op_constant_value(rl_value_defining_op(v));
  if (!a || a->kind != RL_AT_INTEGER) return false;
  rl_type *t = rl_attr_type_of(a);
  if (!rl_type_is_integer(t) || rl_type_int_width(t) > 64) return false;
  int64_t x = rl_attr_int_value(a);
  if (x < INT32_MIN || x > INT32_MAX) return false;
  *out = x;
  return true;
}

/* GEPZeroIndex(raw, ds): a getelementptr's one index is zero, static or a
 * constant operand. */
static bool gep_zero_index(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_attr *raw = args[0].p;
  if (!raw || raw->kind != RL_AT_DENSE_ARRAY || raw->n != 2) return false;
  int32_t v = (int32_t)raw->w[1];
  if (v != GEP_DYNAMIC) return v == 0;
  rl_value *d[1];
  if (rl_m_range_values(&args[1], d, 1) != 1) return false;
  rl_attr *a = rl_op_constant_value(rl_value_defining_op(d[0]));
  if (!a || a->kind != RL_AT_INTEGER) return false;
  rl_type *t = rl_attr_type_of(a);
  unsigned nw = rl_type_is_integer(t) ? (rl_type_int_width(t) + 63) / 64 : 1;
  for (unsigned i = 0; i < nw; i++)
    if (rl_attr_int_words(a)[i]) return false;
  return true;
}

/* GEPKeptIndex(v): a dynamic index that stays an operand (no constant that
 * fits a static index). */
static bool gep_kept_index(rl_context *c, const rl_mval *args) {
  (void)c;
  int64_t x;
  return !static_index(args[0].p, &x);
}

/* GEPStaticIndices(raw, ds): raw with each dynamic entry whose operand is a
 * constant that fits made static; gives up when there is none. */
static bool gep_static_indices(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *raw = args[0].p;
  if (!raw || raw->kind != RL_AT_DENSE_ARRAY) return false;
  unsigned n = raw->n - 1, nd = args[1].n, k = 0;
  if (!nd) return false;
  rl_value **ds = rl_context_alloc(c, nd * sizeof *ds);
  uint64_t *w = rl_context_alloc(c, (n ? n : 1) * sizeof *w);
  nd = rl_m_range_values(&args[1], ds, nd);
  bool changed = false;
  for (unsigned i = 0; i < n; i++) {
    w[i] = raw->w[1 + i];
    int64_t x;
    if ((int32_t)raw->w[1 + i] != GEP_DYNAMIC || k >= nd) continue;
    if (static_index(ds[k++], &x)) {
      w[i] = (uint64_t)x;
      changed = true;
    }
  }
  if (!changed) return false;
  *out = (rl_mval){rl_attr_dense_array(c, rl_attr_type_of(raw), n, w), 0, 0};
  return true;
}

static const rl_rule_lib_entry lib[] = {
    {"ZExtInt", 2, {RL_MK_ATTR, RL_MK_TYPE}, RL_MK_ATTR, NULL, zext_int},
    {"ShlInts", 2, {RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, shl_ints},
    {"OrInts", 2, {RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, or_ints},
    {"DisjointPositions", 2, {RL_MK_ATTR, RL_MK_ATTR}, 0, disjoint_positions, NULL},
    {"GEPZeroIndex", 2, {RL_MK_ATTR, RL_MK_RANGE}, 0, gep_zero_index, NULL},
    {"GEPKeptIndex", 1, {RL_MK_VALUE}, 0, gep_kept_index, NULL},
    {"GEPStaticIndices", 2, {RL_MK_ATTR, RL_MK_RANGE}, RL_MK_ATTR, NULL, gep_static_indices},
};

void rl_llvm_fold_register(rl_context *c) {
  rl_register_materializer(c, "llvm", materialize);
  rl_rule_lib_register(lib, sizeof lib / sizeof *lib);
}
