/* The C of MLIR 19's wide integer emulation (rules/arith-emulate-wide-int.rules,
 * rules/memref-emulate-wide-int.rules): the type conversion, with N the
 * pass's `widest-int-supported`: an integer of at most N bits stays, one
 * of 2N bits becomes vector<2xiN> (its low and high halves), a vector of
 * them gets a last dimension of 2, and a wider one stays as it is; with
 * memrefs, a memref's element type converts so too (a memref of 2N-bit
 * integers holds vector<2xiN>). Other types stay. And the split of a
 * constant into its halves. */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/ir.h"
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "rules/lib.h"

/* What t converts to. */
static rl_type *wide_type(rl_context *c, rl_type *t, bool memrefs) {
  unsigned n = (unsigned)rl_rules_option_int("widest-int-supported");
  bool vec = t->kind == RL_TY_VECTOR, mem = memrefs && t->kind == RL_TY_MEMREF;
  rl_type *e = vec || mem ? rl_type_elem(t) : t;
  if (!rl_type_is_integer(e) || rl_type_int_width(e) <= n) return t;
  if (rl_type_int_width(e) != 2 * n) return t; /* MLIR's conversion gives none: the identity's applies */
  rl_type *half = rl_type_integer(c, n, RL_SIGNLESS);
  int64_t two = 2;
  if (mem) return rl_type_with_elem(c, t, rl_type_vector(c, 1, &two, NULL, half));
  if (!vec) return rl_type_vector(c, 1, &two, NULL, half);
  unsigned r = rl_type_rank(t);
  int64_t dims[65];
  if (r > 64) return NULL;
  for (unsigned i = 0; i < r; i++) dims[i] = rl_type_dim(t, i);
  dims[r] = 2;
  return rl_type_vector(c, r + 1, dims, NULL, half);
}

/* WideType(t), WideMemRefType(t): what t converts to. */
static bool lib_wide_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return args[0].p && (out->p = wide_type(c, args[0].p, false)) != NULL;
}
static bool lib_wide_memref_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return args[0].p && (out->p = wide_type(c, args[0].p, true)) != NULL;
}

/* SplitConst(a, t): an integer (or dense integer) attribute of 2N-bit
 * elements as the dense attribute of the converted type t: each element's
 * low N bits, then its high N bits. */
static rl_attr *split_const(rl_context *c, const rl_attr *a, rl_type *t) {
  if (!a || !t || t->kind != RL_TY_VECTOR || !rl_type_is_integer(rl_type_elem(t))) return NULL;
  unsigned n = rl_type_int_width(rl_type_elem(t)), hw = (n + 63) / 64, sw = (2 * n + 63) / 64;
  const uint64_t *src;
  size_t count = 1;
  bool splat = true;
  if (a->kind == RL_AT_INTEGER) {
    src = rl_attr_int_words(a);
  } else if (a->kind == RL_AT_DENSE && a->w[1] == sw) {
    src = &a->w[2];
    splat = a->sub != 0;
    count = (a->n - 2) / sw;
  } else {
    return NULL;
  }
  if (!rl_type_is_integer(rl_attr_type_of(a)) && a->kind == RL_AT_INTEGER) return NULL;
  size_t total = 1; /* the elements of t */
  for (unsigned d = 0; d < rl_type_rank(t); d++) total *= (size_t)rl_type_dim(t, d);
  /* Bit i of the element words w. */
#define BIT(w, i) (((w)[(i) / 64] >> ((i) % 64)) & 1)
  uint64_t *out = rl_xcalloc(total ? total * hw : 1, sizeof *out);
  for (size_t e = 0; e < total / 2; e++) {
    const uint64_t *x = src + (splat ? 0 : e) * sw;
    for (unsigned h = 0; h < 2; h++)
      for (unsigned i = 0; i < n; i++)
        if (BIT(x, h * n + i)) out[(2 * e + h) * hw + i / 64] |= (uint64_t)1 << (i % 64);
  }
#undef BIT
  bool same = true; /* every element equal: a splat */
  for (size_t e = 1; e < total && same; e++) same = !memcmp(out, out + e * hw, hw * sizeof *out);
  rl_attr *r = rl_attr_dense(c, t, same, hw, same ? 1 : total, out);
  free(out);
  (void)count;
  return r;
}

static bool lib_split_const(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return (out->p = split_const(c, args[0].p, args[1].p)) != NULL;
}

/* ValidWidestInt(op): widest-int-supported is a power of two of at least
 * 2; else the pass fails, silently, as MLIR's does. */
static bool lib_valid_widest_int(rl_context *c, const rl_mval *args) {
  (void)c, (void)args;
  int64_t n = rl_rules_option_int("widest-int-supported");
  return n >= 2 && (n & (n - 1)) == 0;
}

static const rl_rule_lib_entry lib[] = {
    {"ValidWidestInt", 1, {RL_MK_OP}, 0, lib_valid_widest_int, NULL},
    {"WideType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, lib_wide_type},
    {"WideMemRefType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, lib_wide_memref_type},
    {"SplitConst", 2, {RL_MK_ATTR, RL_MK_TYPE}, RL_MK_ATTR, NULL, lib_split_const},
};

void rl_emulate_wide_int_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
