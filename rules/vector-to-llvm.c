/* The vector dialect's ops in the llvm dialect (vector_to_llvm.h). Pattern
 * code: it edits only through the rewriter and drivers/conversion.h, and
 * makes every check before its first edit, so giving up changes nothing. */
#include "rules/vector-to-llvm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/opdef.h"
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "core/symtab.h"
#include "core/types.h"
#include "dialects/llvm/llvm_build.h"
#include "rules/llvm-types.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"
#include "dialects/vector/vector_ops.h"
#include "drivers/conversion.h"

enum { MAX_RANK = 16 };

/* What every lowering carries: the rewriter, the op's location and the
 * conversion's type converter. */
typedef struct lw {
  rl_rewriter *rw;
  rl_context *c;
  rl_attr *loc;
  rl_type_converter *tc;
  rl_op *op; /* the op being lowered */
} lw;

static bool start(lw *s, rl_rewriter *rw, rl_op *op) {
  *s = (lw){rw, rw->b.ctx, op->loc, rl_conv_type_converter(rw), op};
  return s->tc != NULL;
}

static rl_op *mk(lw *s, const char *name, size_t len, rl_type *res, unsigned n, rl_value *const *ops,
                 unsigned np, const rl_named_attr *props) {
  rl_op_state st = {.info = rl_opinfo_get(s->c, name, len), .loc = s->loc, .nresults = res ? 1 : 0,
                    .result_types = res ? &res : NULL, .noperands = n, .operands = ops,
                    .props = np ? rl_attr_dict(s->c, np, props, NULL) : NULL};
  return rl_rewriter_create(s->rw, &st);
}
#define MK(s, name, res, n, ops, np, props) mk(s, name, sizeof name - 1, res, n, ops, np, props)
#define MK1(s, name, res, n, ops, np, props) rl_op_result(MK(s, name, res, n, ops, np, props), 0)

static rl_named_attr prop(lw *s, const char *name, rl_attr *v) { return (rl_named_attr){rl_ident_cstr(s->c, name), v}; }

static rl_type *i64_type(lw *s) { return rl_type_integer(s->c, 64, RL_SIGNLESS); }

/* `llvm.mlir.constant(v : attr_type) : type` */
static rl_value *constant(lw *s, rl_type *attr_type, rl_type *type, int64_t v) {
  rl_named_attr p = prop(s, "value", rl_attr_integer(s->c, attr_type, v));
  return MK1(s, "llvm.mlir.constant", type, 0, NULL, 1, &p);
}
static rl_value *i64_constant(lw *s, int64_t i) { return constant(s, i64_type(s), i64_type(s), i); }

static rl_value *undef(lw *s, rl_type *t) { return MK1(s, "llvm.mlir.undef", t, 0, NULL, 0, NULL); }

static rl_attr *positions(lw *s, unsigned n, const int64_t *pos) {
  return rl_attr_dense_array(s->c, i64_type(s), n, (const uint64_t *)pos);
}

/* The type n levels down the !llvm.array nest t. */
static rl_type *elem_at(rl_type *t, unsigned n) {
  for (unsigned i = 0; i < n && t && rl_llvm_type_is_array(t); i++) t = rl_llvm_array_elem(t);
  return t;
}

/* The type at `pos` inside the aggregate t (arrays and structs). */
static rl_type *type_at(rl_type *t, unsigned n, const int64_t *pos) {
  for (unsigned i = 0; i < n; i++)
    t = rl_llvm_type_is_struct(t) ? rl_llvm_struct_elem(t, (unsigned)pos[i]) : rl_llvm_array_elem(t);
  return t;
}

static rl_value *extractvalue(lw *s, rl_value *agg, unsigned n, const int64_t *pos) {
  rl_named_attr p = prop(s, "position", positions(s, n, pos));
  return MK1(s, "llvm.extractvalue", type_at(agg->type, n, pos), 1, &agg, 1, &p);
}

static rl_value *insertvalue(lw *s, rl_value *agg, rl_value *v, unsigned n, const int64_t *pos) {
  rl_named_attr p = prop(s, "position", positions(s, n, pos));
  rl_value *ops[2] = {agg, v};
  return MK1(s, "llvm.insertvalue", agg->type, 2, ops, 1, &p);
}

static rl_value *extractelement(lw *s, rl_value *vec, rl_value *pos) {
  rl_value *ops[2] = {vec, pos};
  return MK1(s, "llvm.extractelement", rl_type_elem(vec->type), 2, ops, 0, NULL);
}

static rl_value *insertelement(lw *s, rl_value *vec, rl_value *v, rl_value *pos) {
  rl_value *ops[3] = {vec, v, pos};
  return MK1(s, "llvm.insertelement", vec->type, 3, ops, 0, NULL);
}

/* The vector type t without its leading dimension. */
static rl_type *drop_leading(lw *s, rl_type *t) {
  unsigned r = rl_type_rank(t);
  int64_t dims[MAX_RANK];
  bool sc[MAX_RANK];
  for (unsigned i = 1; i < r; i++) dims[i - 1] = rl_type_dim(t, i), sc[i - 1] = rl_type_dim_scalable(t, i);
  return rl_type_vector(s->c, r - 1, dims, sc, rl_type_elem(t));
}

static bool is_vector(const rl_type *t) { return t->kind == RL_TY_VECTOR; }

/* `arith.constant dense<0> : vt` and its cast to vt's LLVM form, which MLIR
 * starts n-D results from. */
static rl_attr *zero_dense(lw *s, rl_type *vt) {
  uint64_t zero[2] = {0, 0};
  unsigned w = rl_type_is_index(rl_type_elem(vt)) ? 64 : rl_type_bitwidth(rl_type_elem(vt));
  return rl_attr_dense(s->c, vt, true, w > 64 ? 2 : 1, 1, zero);
}

static rl_value *cast_to(lw *s, rl_value *v, rl_type *t) {
  return MK1(s, "builtin.unrealized_conversion_cast", t, 1, &v, 0, NULL);
}

/* MLIR's n-D starting value as its greedy pre-pass leaves it: the zero
 * constant hoisted to the start of the function's entry block (after the
 * casts of the block's arguments, which the conversion puts first), shared
 * by every user, and cast to the LLVM form right after it. The insertion
 * point is restored. */
static rl_value *hoisted_zero(lw *s, rl_op *op, rl_type *vt) {
  rl_op *fn = op;
  while (fn && !(fn->info->traits & RL_TRAIT_ISOLATED)) fn = rl_op_parent_op(fn);
  rl_type *ct = rl_convert_type(s->tc, vt);
  if (!fn || !fn->nregions || !rl_op_regions(fn)[0].first) return undef(s, ct);
  rl_block *entry = rl_op_regions(fn)[0].first;
  rl_attr *value = zero_dense(s, vt);
  rl_opinfo *cast_info = rl_opinfo_get(s->c, "builtin.unrealized_conversion_cast", 34);
  rl_opinfo *const_info = rl_opinfo_get(s->c, "arith.constant", 14);
  rl_ident *value_name = rl_ident_cstr(s->c, "value");
  rl_op *at = entry->first;
  /* The casts of block arguments, then hoisted constants (each with its
   * cast). A scalar constant ends them: an n-D fma's zeros, which MLIR
   * makes during the conversion, after its pre-pass hoisted these. */
  while (at && at->info == cast_info && at->noperands == 1 && rl_op_operand(at, 0)->is_arg) at = at->next;
  for (rl_op *k = at; k && k->info == const_info && is_vector(k->results[0].type); k = k->next) {
    bool ours = rl_op_get_prop(k, value_name) == value && k->results[0].type == vt;
    rl_op *next = k->next;
    bool cast = next && next->info == cast_info && next->noperands == 1 && rl_op_operand(next, 0) == &k->results[0];
    if (ours && cast && next->results[0].type == ct) return &next->results[0];
    if (cast) k = next;
  }
  rl_builder saved = s->rw->b;
  if (at) rl_rewriter_set_before(s->rw, at);
  else rl_rewriter_set_end(s->rw, entry);
  rl_named_attr p = prop(s, "value", value);
  rl_value *cst = MK1(s, "arith.constant", vt, 0, NULL, 1, &p);
  rl_value *res = cast_to(s, cst, ct);
  s->rw->b = saved;
  return res;
}

/* ---- splat / broadcast -------------------------------------------------------------- */

/* Every position of the leading dimensions of the converted type t (an
 * !llvm.array nest of depth n), in row-major order: calls f for each. */
static rl_value *fill_rows(lw *s, rl_value *res, rl_value *row, rl_type *t, unsigned n) {
  int64_t pos[MAX_RANK] = {0};
  int64_t dims[MAX_RANK];
  rl_type *a = t;
  for (unsigned i = 0; i < n; i++) dims[i] = (int64_t)rl_llvm_array_size(a), a = rl_llvm_array_elem(a);
  for (;;) {
    res = insertvalue(s, res, row, n, pos);
    unsigned i = n;
    while (i > 0 && ++pos[i - 1] == dims[i - 1]) pos[--i] = 0;
    if (i == 0) return res;
  }
}

/* x (a converted scalar) in every element of a value of vector type vt. */
static rl_value *splat(lw *s, rl_value *x, rl_type *vt) {
  rl_type *ct = rl_convert_type(s->tc, vt);
  unsigned r = rl_type_rank(vt);
  rl_value *whole = r > 1 ? undef(s, ct) : NULL;
  rl_type *v1 = elem_at(ct, r > 1 ? r - 1 : 0);
  rl_value *u = undef(s, v1);
  rl_value *in = insertelement(s, u, x, constant(s, rl_type_integer(s->c, 32, RL_SIGNLESS),
                                                 rl_type_integer(s->c, 32, RL_SIGNLESS), 0));
  if (r == 0) return in;
  unsigned n = (unsigned)rl_type_dim(vt, r - 1);
  uint64_t *zeros = calloc(n ? n : 1, sizeof *zeros);
  if (!zeros) return NULL;
  rl_named_attr p = prop(s, "mask", rl_attr_dense_array(s->c, rl_type_integer(s->c, 32, RL_SIGNLESS), n, zeros));
  free(zeros);
  rl_value *ops[2] = {in, r > 1 ? in : u};
  rl_value *row = MK1(s, "llvm.shufflevector", v1, 2, ops, 1, &p);
  return r > 1 ? fill_rows(s, whole, row, ct, r - 1) : row;
}

static bool splat_ok(lw *s, rl_type *vt) {
  unsigned r = rl_type_rank(vt);
  if (r > MAX_RANK || !rl_convert_type(s->tc, vt)) return false;
  for (unsigned i = 0; i + 1 < r; i++)
    if (rl_type_dim_scalable(vt, i)) return false;
  return true;
}

/* src (converted, of type st before conversion) broadcast to type dt. */
static rl_value *broadcast(lw *s, rl_value *src, rl_type *st, rl_type *dt) {
  if (!is_vector(st)) return splat(s, src, dt);
  if (st == dt) return src;
  unsigned sr = rl_type_rank(st), dr = rl_type_rank(dt);
  if (sr == 0 || dr == 1) return splat(s, extractelement(s, src, i64_constant(s, 0)), dt);
  rl_type *dt1 = drop_leading(s, dt);
  rl_value *res;
  int64_t n = rl_type_dim(dt, 0);
  if (sr < dr) {
    /* The inner broadcast first: its zero is hoisted before the outer one
     * in MLIR's output too. */
    rl_value *inner = broadcast(s, src, st, dt1);
    res = hoisted_zero(s, s->op, dt);
    for (int64_t i = 0; i < n; i++) res = insertvalue(s, res, inner, 1, &i);
    return res;
  }
  res = hoisted_zero(s, s->op, dt);
  rl_type *st1 = drop_leading(s, st);
  bool stretch = rl_type_dim(st, 0) == 1 && n != 1;
  rl_value *inner = NULL;
  for (int64_t i = 0; i < n; i++) {
    if (!stretch || !inner) {
      int64_t at = stretch ? 0 : i;
      inner = broadcast(s, extractvalue(s, src, 1, &at), st1, dt1);
    }
    res = insertvalue(s, res, inner, 1, &i);
  }
  return res;
}

rl_value *rl_vector_lower_broadcast(rl_rewriter *rw, rl_op *op) {
  lw s;
  if (!start(&s, rw, op)) return NULL;
  rl_value *src = rl_conv_operand(rw, op, 0);
  rl_type *st = rl_op_operand(op, 0)->type, *dt = op->results[0].type;
  if (!src || !splat_ok(&s, dt)) return NULL;
  /* Scalable dimensions are not broadcast here (MLIR leaves them to other
   * patterns). */
  for (unsigned i = 0; i < rl_type_rank(dt); i++)
    if (rl_type_dim_scalable(dt, i) && !(is_vector(st) && i + rl_type_rank(st) >= rl_type_rank(dt))) return NULL;
  rl_rewriter_set_before(rw, op);
  return broadcast(&s, src, st, dt);
}

/* ---- print ------------------------------------------------------------------------- */

/* ---- the rules library's vector helpers ------------------------------------------- */

/* RowType(t): the llvm type of a row of vector type t (its last dimension,
 * scalable or not, as a 1-D vector of the converted element type; a 0-D
 * vector's is a vector of one element). */
static bool row_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!t || !is_vector(t)) return false;
  unsigned r = rl_type_rank(t);
  int64_t n = r ? rl_type_dim(t, r - 1) : 1;
  bool sc = r ? rl_type_dim_scalable(t, r - 1) : false;
  rl_type *row = rl_type_vector(c, 1, &n, &sc, rl_type_elem(t));
  out->p = row ? rl_llvm_convert_type(c, row, (unsigned)rl_rules_option_int("index-bitwidth")) : NULL;
  return out->p != NULL;
}

/* DropLeading(t): vector type t without its leading dimension. */
static bool drop_leading_lib(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  unsigned r = t && is_vector(t) ? rl_type_rank(t) : 0;
  if (r == 0 || r > MAX_RANK) return false;
  int64_t dims[MAX_RANK];
  bool sc[MAX_RANK];
  for (unsigned i = 1; i < r; i++) dims[i - 1] = rl_type_dim(t, i), sc[i - 1] = rl_type_dim_scalable(t, i);
  out->p = rl_type_vector(c, r - 1, dims, sc, rl_type_elem(t));
  return out->p != NULL;
}

/* SplatMask(t): the shufflevector mask that repeats element 0 over a row
 * of vector type t (as many zeros as its last dimension). */
static bool splat_mask(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!t || !is_vector(t) || rl_type_rank(t) == 0) return false;
  int64_t n = rl_type_dim(t, rl_type_rank(t) - 1);
  if (n < 0 || n > (1 << 20)) return false;
  uint64_t *zeros = calloc(n ? (size_t)n : 1, sizeof *zeros);
  if (!zeros) return false;
  out->p = rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), (size_t)n, zeros);
  free(zeros);
  return out->p != NULL;
}

/* VectorAlignment(t): the alignment MLIR gives a vector load or store from
 * a memref of type t: its element's size in bytes, rounded up to a power
 * of two (an i64 attribute). */
static bool vector_alignment(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!t || t->kind != RL_TY_MEMREF) return false;
  rl_type *e = rl_type_elem(t);
  unsigned bits = rl_type_is_index(e) ? (unsigned)rl_rules_option_int("index-bitwidth") : rl_type_bitwidth(e);
  if (rl_type_is_index(e) && bits == 0) bits = 64;
  if (bits == 0) return false;
  int64_t bytes = 1;
  while (bytes * 8 < (int64_t)bits) bytes *= 2;
  out->p = rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), bytes);
  return true;
}

/* ReductionFastmath(fm): a reduction's arith fast-math flags as llvm's,
 * with reassoc when the pass's reassociate-fp-reductions option is on. */
static bool reduction_fastmath(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *fm = rl_llvm_fastmath_of(c, args[0].p);
  if (fm && rl_rules_option_bool("reassociate-fp-reductions"))
    fm = rl_attr_enum(c, &rl_llvm_enum_FastmathFlags, rl_ident_cstr(c, "llvm"), fm->w[1] | RL_LLVM_FASTMATHFLAGS_REASSOC);
  out->p = fm;
  return fm != NULL;
}

static const rl_rule_lib_entry lib[] = {
    {"RowType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, row_type},
    {"SplatMask", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, splat_mask},
    {"DropLeading", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, drop_leading_lib},
    {"VectorAlignment", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, vector_alignment},
    {"ReductionFastmath", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, reduction_fastmath},
};

void rl_vector_llvm_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
