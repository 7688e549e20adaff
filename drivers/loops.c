/* The loop analyses of drivers/loops.h, each on one value or one op, as
 * rule library entries. Requires: verified IR. Changes nothing. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "core/rules_rt.h"
#include "dialects/affine/affine_map.h"
#include "drivers/greedy.h"
#include "drivers/loops.h"

static bool is_op(const rl_op *op, const char *name) {
  return op && op->info && op->info->name && !strcmp(op->info->name->str, name);
}

/* MinConstantBound(v) -> Attr: the least constant result of the
 * affine.min that defines v, as an index attribute (MLIR's loop
 * specialization reads it); gives up when v has no such definition. */
static bool min_constant_bound(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_value *v = args[0].p;
  rl_op *d = v ? rl_value_defining_op(v) : NULL;
  if (!is_op(d, "affine.min")) return false;
  rl_attr *map = rl_op_get_prop(d, rl_ident_cstr(c, "map"));
  if (!map || map->kind != RL_AT_AFFINE_MAP) return false;
  bool any = false;
  int64_t least = INT64_MAX;
  for (unsigned i = 0; i < rl_affine_map_num_results(map); i++) {
    rl_attr *e = rl_affine_map_result(map, i);
    if (e->kind != RL_AT_AFF_CONST) continue;
    any = true;
    if (rl_affine_const_value(e) < least) least = rl_affine_const_value(e);
  }
  if (!any) return false;
  out->p = rl_attr_integer(c, rl_type_index(c), least);
  return true;
}

static bool has_parallel(rl_op *op, void *ud) {
  rl_op *root = ud;
  return op == root || !is_op(op, "scf.parallel");
}

/* InnermostParallel(op): no scf.parallel lies inside op, at any depth
 * (MLIR's getInnermostParallelLoops). */
static bool innermost_parallel(rl_context *c, const rl_mval *args) {
  (void)c;
  rl_op *op = args[0].p;
  return op && rl_op_walk(op, false, has_parallel, op);
}


/* ---- parallel loop fusion (MLIR's naivelyFuseParallelOps) --------------------- */

/* The ops rl_fusion_partner reads, looked up once per call. */
typedef struct fusion {
  rl_opinfo *parallel, *load, *store, *func;
} fusion;

/* The values a memref may be a view of, through view-like ops (MLIR's
 * collectUnderlyingAddressValues, for the memref views): up to 8. */
static unsigned underlying(rl_value *v, rl_value **out, unsigned n, unsigned depth) {
  static const char *const views[] = {"memref.subview", "memref.cast", "memref.view", "memref.reinterpret_cast",
                                      "memref.expand_shape", "memref.collapse_shape", "memref.transpose",
                                      "memref.memory_space_cast"};
  rl_op *d = rl_value_defining_op(v);
  if (d && d->noperands && depth < 10)
    for (unsigned i = 0; i < sizeof views / sizeof *views; i++)
      if (is_op(d, views[i])) return underlying(d->operands[0].value, out, n, depth + 1);
  for (unsigned i = 0; i < n; i++)
    if (out[i] == v) return n;
  if (n < 8) out[n++] = v;
  return n;
}

/* The op whose region holds v (its block's parent op). */
static rl_op *scope_of_value(rl_value *v) {
  rl_block *b = rl_value_parent_block(v);
  return b && b->parent ? b->parent->parent : NULL;
}

/* Whether a is a proper ancestor of b. */
static bool proper_ancestor(rl_op *a, rl_op *b) { return a && b && a != b && rl_op_is_ancestor(a, b); }

/* MLIR's LocalAliasAnalysis on two underlying values: distinct allocations
 * do not alias, nor an allocation and a value from above its scope (the
 * function for memref.alloc, the nearest automatic allocation scope for
 * memref.alloca); anything else may. */
static bool may_alias_one(fusion *f, rl_value *a, rl_value *b) {
  if (a == b) return true;
  rl_op *da = rl_value_defining_op(a), *db = rl_value_defining_op(b);
  bool ca = da && (da->info->traits & RL_TRAIT_CONSTANT_LIKE), cb = db && (db->info->traits & RL_TRAIT_CONSTANT_LIKE);
  bool aa = da && (da->info->traits & RL_TRAIT_MEM_ALLOC), ab = db && (db->info->traits & RL_TRAIT_MEM_ALLOC);
  if (ca || cb) return ca && cb ? true : !(ca ? ab : aa);
  if (aa == ab) return !aa;
  if (ab) {
    rl_value *t = a;
    a = b, b = t;
    da = db;
  }
  /* a is the allocation: its scope. */
  rl_op *scope = rl_op_parent_op(da);
  bool automatic = is_op(da, "memref.alloca");
  while (scope && (automatic ? !(scope->info->traits & RL_TRAIT_AUTOMATIC_ALLOCATION_SCOPE) : scope->info != f->func))
    scope = rl_op_parent_op(scope);
  if (!scope) return true;
  rl_op *bp = scope_of_value(b);
  if (proper_ancestor(bp, scope)) return false;
  if (bp == scope && b->is_arg && rl_value_parent_block(b) == rl_op_region(scope, 0)->first) return false;
  return true;
}

static bool may_alias(fusion *f, rl_value *a, rl_value *b) {
  rl_value *ua[8], *ub[8];
  unsigned na = underlying(a, ua, 0, 0), nb = underlying(b, ub, 0, 0);
  for (unsigned i = 0; i < na; i++)
    for (unsigned j = 0; j < nb; j++)
      if (may_alias_one(f, ua[i], ub[j])) return true;
  return false;
}

/* The ops of kind `info` inside op's body, at any depth, in order. */
typedef struct collect {
  rl_opinfo *info;
  rl_op **ops;
  unsigned n, cap;
} collect;

static bool collect_kind(rl_op *op, void *ud) {
  collect *c = ud;
  if (op->info != c->info) return true;
  if (c->n == c->cap) {
    c->cap = c->cap ? 2 * c->cap : 16;
    c->ops = rl_xrealloc(c->ops, c->cap * sizeof *c->ops);
  }
  c->ops[c->n++] = op;
  return true;
}

static void collect_in(rl_op *loop, rl_opinfo *info, collect *c) {
  *c = (collect){info, NULL, 0, 0};
  for (rl_op *o = rl_op_region(loop, 0)->first->first; o; o = o->next) rl_op_walk(o, false, collect_kind, c);
}

/* An index of `from`'s body as `to` sees it: its induction variables map
 * to to's, anything else to itself (an IRMapping's lookupOrDefault). */
static rl_value *map_iv(rl_op *from, rl_op *to, rl_value *v) {
  rl_block *fb = rl_op_region(from, 0)->first, *tb = rl_op_region(to, 0)->first;
  if (v->is_arg && rl_value_parent_block(v) == fb)
    for (unsigned i = 0; i < fb->nargs && i < tb->nargs; i++)
      if (fb->args[i] == v) return tb->args[i];
  return v;
}

/* MLIR's OperationEquivalence::isEquivalentTo (locations ignored) of two
 * ops without regions, operands compared through map_iv. */
static bool equivalent(rl_op *from, rl_op *to, rl_op *a, rl_op *b) {
  if (a->info != b->info || a->props != b->props || a->attrs != b->attrs || a->noperands != b->noperands ||
      a->nresults != b->nresults || a->nregions || b->nregions || a->nsuccs || b->nsuccs)
    return false;
  for (unsigned i = 0; i < a->nresults; i++)
    if (a->results[i].type != b->results[i].type) return false;
  for (unsigned i = 0; i < a->noperands; i++) {
    rl_value *x = a->operands[i].value, *y = b->operands[i].value;
    if (x != y && map_iv(from, to, x) != map_iv(from, to, y)) return false;
  }
  return true;
}

/* The memref and the indices of a load or a store. */
static rl_value *access_memref(const fusion *f, rl_op *op) { return op->operands[op->info == f->store ? 1 : 0].value; }
static unsigned access_first_index(const fusion *f, rl_op *op) { return op->info == f->store ? 2 : 1; }

/* MLIR's haveNoReadsAfterWriteExceptSameIndex: what `second` loads from a
 * buffer `first` stores to, it loads at the indices the store wrote
 * (first's induction variables read as second's). */
static bool no_reads_after_write(fusion *f, rl_op *first, rl_op *second) {
  collect st, ld;
  collect_in(first, f->store, &st);
  collect_in(second, f->load, &ld);
  bool ok = true;
  for (unsigned i = 0; i < ld.n && ok; i++) {
    rl_op *load = ld.ops[i];
    rl_value *mem = access_memref(f, load);
    rl_op *def = rl_value_defining_op(mem);
    if (def && def->parent == load->parent) {
      ok = false;
      break;
    }
    rl_op *w = NULL; /* the first store to mem */
    for (unsigned k = 0; k < st.n && ok; k++) {
      rl_value *sm = access_memref(f, st.ops[k]);
      if (sm != mem && may_alias(f, sm, mem)) ok = false;
      else if (sm == mem && !w) w = st.ops[k];
    }
    if (!ok || !w) continue;
    unsigned wi = access_first_index(f, w), nidx = w->noperands - wi;
    /* Every store to mem writes the same indices. */
    for (unsigned k = 0; k < st.n && ok; k++) {
      rl_op *o = st.ops[k];
      if (access_memref(f, o) != mem) continue;
      if (o->noperands != w->noperands) ok = false;
      for (unsigned j = wi; j < w->noperands && ok; j++) ok = o->operands[j].value == w->operands[j].value;
    }
    unsigned li = access_first_index(f, load);
    if (ok && load->noperands - li != nidx) ok = false;
    for (unsigned j = 0; j < nidx && ok; j++) {
      rl_value *sv = w->operands[wi + j].value, *lv = load->operands[li + j].value;
      if (map_iv(first, second, sv) == lv) continue;
      rl_op *sd = rl_value_defining_op(sv), *lo = rl_value_defining_op(lv);
      ok = sd && lo && rl_op_is_memory_effect_free(sd) && rl_op_is_memory_effect_free(lo) &&
           equivalent(first, second, sd, lo);
    }
  }
  free(st.ops);
  free(ld.ops);
  return ok;
}

static bool same_operands(rl_op *a, rl_op *b, unsigned g) {
  unsigned na, nb;
  unsigned sa = rl_op_operand_group(a, g, &na), sb = rl_op_operand_group(b, g, &nb);
  if (na != nb) return false;
  for (unsigned i = 0; i < na; i++)
    if (a->operands[sa + i].value != b->operands[sb + i].value) return false;
  return true;
}

/* FusionPartner(second) -> Op: the scf.parallel before `second` in its
 * block, with only ops free of memory effects and without regions between
 * them, when MLIR's parallel loop fusion may fuse the two: neither holds
 * another scf.parallel, their bounds and steps are the same values, what
 * each reads of what the other writes it reads at the same indices (no
 * buffer they touch may alias another), and the first's results are used
 * only after the second. Gives up otherwise. */
static bool fusion_partner(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_op *second = args[0].p;
  fusion f = {rl_opinfo_find_cstr(c, "scf.parallel"), rl_opinfo_find_cstr(c, "memref.load"),
              rl_opinfo_find_cstr(c, "memref.store"), rl_opinfo_find_cstr(c, "func.func")};
  if (!second || !f.parallel || second->info != f.parallel) return false;
  rl_op *first = second->prev;
  while (first && first->info != f.parallel) {
    if (first->nregions || !rl_op_is_memory_effect_free(first)) return false;
    first = first->prev;
  }
  if (!first || !rl_op_walk(first, false, has_parallel, first) || !rl_op_walk(second, false, has_parallel, second))
    return false;
  for (unsigned g = 0; g < 3; g++)
    if (!same_operands(first, second, g)) return false;
  if (!no_reads_after_write(&f, first, second) || !no_reads_after_write(&f, second, first)) return false;
  for (unsigned i = 0; i < first->nresults; i++)
    for (rl_use *u = first->results[i].first_use; u; u = u->next) {
      rl_op *a = rl_block_find_ancestor_op(second->parent, u->owner);
      if (!a || a == second || !rl_op_is_before_in_block(second, a)) return false;
    }
  out->p = first;
  return true;
}


/* ---- loop peeling (MLIR's peelForLoop and rewritePeeledMinMaxOp) ------------- */

/* A linear expression over values: sum of coef[i] * var[i], plus cst. */
#define LIN_VARS 8
typedef struct lin {
  rl_value *var[LIN_VARS];
  int64_t coef[LIN_VARS];
  unsigned n;
  int64_t cst;
} lin;

static bool lin_add_term(lin *l, rl_value *v, int64_t k) {
  for (unsigned i = 0; i < l->n; i++)
    if (l->var[i] == v) {
      l->coef[i] += k;
      return true;
    }
  if (l->n == LIN_VARS) return false;
  l->var[l->n] = v, l->coef[l->n++] = k;
  return true;
}

/* a += k * b. */
static bool lin_axpy(lin *a, int64_t k, const lin *b) {
  for (unsigned i = 0; i < b->n; i++)
    if (!lin_add_term(a, b->var[i], k * b->coef[i])) return false;
  a->cst += k * b->cst;
  return true;
}

static bool lin_is_const(const lin *l) {
  for (unsigned i = 0; i < l->n; i++)
    if (l->coef[i]) return false;
  return true;
}

static bool lin_value(rl_context *c, rl_value *v, lin *out, unsigned depth);

/* An affine expression over operands (the first ndims of them dims) as a
 * linear one; fails on what is not linear (a mod, a division or a product
 * of two non-constants). */
static bool lin_expr(rl_context *c, const rl_attr *e, rl_value *const *ops, unsigned ndims, lin *out,
                     unsigned depth) {
  *out = (lin){0};
  switch (e->kind) {
  case RL_AT_AFF_CONST: out->cst = rl_affine_const_value(e); return true;
  case RL_AT_AFF_DIM: return lin_value(c, ops[rl_affine_position(e)], out, depth + 1);
  case RL_AT_AFF_SYM: return lin_value(c, ops[ndims + rl_affine_position(e)], out, depth + 1);
  default: break;
  }
  lin a, b;
  if (!lin_expr(c, rl_affine_lhs(e), ops, ndims, &a, depth) || !lin_expr(c, rl_affine_rhs(e), ops, ndims, &b, depth))
    return false;
  switch (e->kind) {
  case RL_AT_AFF_ADD: return lin_axpy(out, 1, &a) && lin_axpy(out, 1, &b);
  case RL_AT_AFF_MUL:
    if (lin_is_const(&b)) return lin_axpy(out, b.cst, &a);
    if (lin_is_const(&a)) return lin_axpy(out, a.cst, &b);
    return false;
  case RL_AT_AFF_MOD:
  case RL_AT_AFF_FLOORDIV:
  case RL_AT_AFF_CEILDIV: {
    if (!lin_is_const(&a) || !lin_is_const(&b) || b.cst <= 0) return false;
    int64_t q = a.cst / b.cst, r = a.cst % b.cst;
    if (r < 0) q--, r += b.cst;
    out->cst = e->kind == RL_AT_AFF_MOD ? r : e->kind == RL_AT_AFF_FLOORDIV ? q : q + (r != 0);
    return true;
  }
  default: return false;
  }
}

/* A value as a linear expression: its constant, the composition of the
 * one-result affine.apply that defines it, or itself (MLIR's
 * fullyComposeAffineMapAndOperands, for linear maps). */
static bool lin_value(rl_context *c, rl_value *v, lin *out, unsigned depth) {
  *out = (lin){0};
  rl_attr *k = rl_op_constant_value(rl_value_defining_op(v));
  if (k && k->kind == RL_AT_INTEGER && (rl_type_is_index(rl_attr_type_of(k)) || rl_type_is_integer(rl_attr_type_of(k)))) {
    out->cst = rl_attr_int_value(k);
    return true;
  }
  rl_op *d = rl_value_defining_op(v);
  if (d && depth < 16 && is_op(d, "affine.apply")) {
    rl_attr *map = rl_op_get_prop(d, rl_ident_cstr(c, "map"));
    rl_value *ops[32];
    if (map && map->kind == RL_AT_AFFINE_MAP && rl_affine_map_num_results(map) == 1 && d->noperands <= 32) {
      for (unsigned i = 0; i < d->noperands; i++) ops[i] = d->operands[i].value;
      lin l;
      if (lin_expr(c, rl_affine_map_result(map, 0), ops, rl_affine_map_num_dims(map), &l, depth)) {
        *out = l;
        return true;
      }
    }
  }
  return lin_add_term(out, v, 1);
}

/* Whether e >= 0 follows from g >= 0: e - q * g is a constant at least 0
 * for some q >= 0 (rational). */
static bool entailed(const lin *e, const lin *g) {
  if (lin_is_const(e)) return e->cst >= 0;
  /* q = p / r from the first variable e has. */
  int64_t p = 0, r = 0;
  for (unsigned i = 0; i < e->n && !r; i++) {
    if (!e->coef[i]) continue;
    for (unsigned j = 0; j < g->n; j++)
      if (g->var[j] == e->var[i] && g->coef[j]) p = e->coef[i], r = g->coef[j];
    if (!r) return false;
  }
  if (r < 0) p = -p, r = -r;
  if (p <= 0) return false;
  lin d = *e;
  for (unsigned i = 0; i < d.n; i++) d.coef[i] *= r;
  d.cst *= r;
  if (!lin_axpy(&d, -p, g)) return false;
  return lin_is_const(&d) && d.cst >= 0;
}

static rl_attr *label(rl_context *c, rl_op *op, const char *name) { return rl_op_get_attr(op, rl_ident_cstr(c, name)); }

/* The operand of scf.for op in group g (0 lower bound, 1 upper, 2 step). */
static rl_value *for_operand(rl_op *op, unsigned g) { return op->operands[g].value; }

/* Simplifies min/max op m under loop `loop` (induction variable iv, the
 * unpeeled upper bound ub, step): inside the peeled loop ub - iv >= step,
 * in its partial iteration ub - iv < step. The result j of m's map that is
 * provably the least (the greatest, for max) of them, or -1. */
static int peeled_result(rl_context *c, rl_op *m, bool is_min, rl_value *iv, rl_value *ub, rl_value *step,
                         bool inside) {
  rl_attr *map = rl_op_get_prop(m, rl_ident_cstr(c, "map"));
  if (!map || map->kind != RL_AT_AFFINE_MAP || m->noperands > 32) return -1;
  unsigned nres = rl_affine_map_num_results(map);
  if (!nres || nres > 16) return -1;
  lin g = {0}, u, s, res[16];
  if (!lin_value(c, ub, &u, 0) || !lin_value(c, step, &s, 0)) return -1;
  /* inside: ub - iv - step >= 0; outside: iv - ub + step - 1 >= 0 */
  int64_t k = inside ? 1 : -1;
  if (!lin_axpy(&g, k, &u) || !lin_axpy(&g, -k, &s) || !lin_add_term(&g, iv, -k)) return -1;
  if (!inside) g.cst -= 1;
  rl_value *ops[32];
  for (unsigned i = 0; i < m->noperands; i++) ops[i] = m->operands[i].value;
  for (unsigned i = 0; i < nres; i++)
    if (!lin_expr(c, rl_affine_map_result(map, i), ops, rl_affine_map_num_dims(map), &res[i], 0)) return -1;
  for (unsigned j = 0; j < nres; j++) {
    bool all = true;
    for (unsigned i = 0; i < nres && all; i++) {
      if (i == j) continue;
      lin d = {0};
      all = lin_axpy(&d, is_min ? 1 : -1, &res[i]) && lin_axpy(&d, is_min ? -1 : 1, &res[j]) && entailed(&d, &g);
    }
    if (all) return (int)j;
  }
  return -1;
}

/* The result of affine.min/max m that bounds it in the loop the peeling
 * rules marked around it (the nearest such loop first), as a one-result
 * map composed with the affine.apply ops that define its operands and
 * canonical (MLIR's simplifyConstrainedMinMaxOp); false when none does. */
static bool peeled(rl_context *c, rl_op *m, rl_attr **map_out, rl_value **vals, unsigned *nv) {
  bool is_min = is_op(m, "affine.min");
  if (!m || (!is_min && !is_op(m, "affine.max")) || m->noperands > RL_AFF_MAX_OPERANDS) return false;
  for (rl_op *a = rl_op_parent_op(m); a; a = rl_op_parent_op(a)) {
    if (!is_op(a, "scf.for") || !label(c, a, "__peeled_loop__")) continue;
    bool inside = !label(c, a, "__partial_iteration__");
    rl_op *part = a->next;
    if (inside && !(is_op(part, "scf.for") && label(c, part, "__partial_iteration__"))) continue;
    rl_value *ub = for_operand(inside ? part : a, 1);
    int j = peeled_result(c, m, is_min, rl_op_region(a, 0)->first->args[0], ub, for_operand(a, 2), inside);
    if (j < 0) continue;
    rl_attr *map = rl_op_get_prop(m, rl_ident_cstr(c, "map")), *r = rl_affine_map_result(map, (unsigned)j);
    map = rl_affine_map(c, rl_affine_map_num_dims(map), rl_affine_map_num_syms(map), 1, &r);
    *nv = m->noperands;
    for (unsigned i = 0; i < m->noperands; i++) vals[i] = m->operands[i].value;
    rl_aff_compose(c, &map, vals, nv);
    rl_aff_canonicalize(c, &map, vals, nv);
    *map_out = rl_aff_simplify_map(c, map);
    return *map_out != NULL;
  }
  return false;
}

/* PeeledBound(m) -> Attr, PeeledOperands(m) -> ValueRange: the map and the
 * operands of the affine.apply that replaces affine.min/max m in a peeled
 * loop or its partial iteration; they give up when m stays. */
static bool peeled_bound(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  rl_attr *map;
  if (!peeled(c, args[0].p, &map, vals, &n)) return false;
  out->p = map;
  return true;
}

static bool peeled_operands(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  rl_attr *map;
  if (!peeled(c, args[0].p, &map, vals, &n)) return false;
  void **p = rl_context_alloc(c, (n ? n : 1) * sizeof *p);
  for (unsigned i = 0; i < n; i++) p[i] = vals[i];
  *out = (rl_mval){p, RL_MRANGE_ARRAY, n};
  return true;
}

/* The integer constant v is (any constant-like op's), in *k. */
static bool const_int(rl_value *v, int64_t *k) {
  rl_attr *a = rl_op_constant_value(rl_value_defining_op(v));
  if (!a || a->kind != RL_AT_INTEGER) return false;
  *k = rl_attr_int_value(a);
  return true;
}

/* PeelNeeded(loop): an scf.for whose iterations the step may not divide
 * evenly: the step is not a constant at most 1, and (ub - lb) mod step,
 * composed with the affine.apply ops that define them and simplified, is
 * not the constant 0 (MLIR's peelForLoop). */
static bool peel_needed(rl_context *c, const rl_mval *args) {
  rl_op *op = args[0].p;
  if (!op || op->noperands < 3) return false;
  int64_t l, u, s;
  bool cs = const_int(for_operand(op, 2), &s);
  if (cs && s <= 1) return false;
  if (cs && const_int(for_operand(op, 0), &l) && const_int(for_operand(op, 1), &u)) return (u - l) % s != 0;
  rl_attr *e = rl_affine_binary(c, RL_AT_AFF_MOD, rl_affine_sub(c, rl_affine_sym(c, 1), rl_affine_sym(c, 0)),
                                rl_affine_sym(c, 2));
  rl_attr *map = rl_affine_map(c, 0, 3, 1, &e);
  rl_value *vals[RL_AFF_MAX_OPERANDS] = {for_operand(op, 0), for_operand(op, 1), for_operand(op, 2)};
  unsigned n = 3;
  rl_aff_compose(c, &map, vals, &n);
  rl_aff_canonicalize(c, &map, vals, &n);
  map = rl_aff_simplify_map(c, map);
  e = map ? rl_affine_map_result(map, 0) : NULL;
  return !(e && e->kind == RL_AT_AFF_CONST && rl_affine_const_value(e) == 0);
}

/* UnderLabel(op, name): an scf.for around op carries the discardable
 * attribute name (MLIR's peeling skips loops inside a partial iteration). */
static bool under_label(rl_context *c, const rl_mval *args) {
  rl_op *op = args[0].p;
  const rl_attr *n = args[1].p;
  if (!op || !n || n->kind != RL_AT_STRING) return false;
  rl_ident *name = (rl_ident *)rl_word_ptr(n->w[0]);
  for (rl_op *a = rl_op_parent_op(op); a; a = rl_op_parent_op(a))
    if (is_op(a, "scf.for") && rl_op_get_attr(a, name)) return true;
  (void)c;
  return false;
}


/* ---- min/max in loops (MLIR's canonicalizeMinMaxOpInLoop) --------------------- */

/* The range of a loop's induction variable: lo <= iv <= hi (inclusive). */
typedef struct iv_range {
  rl_value *iv;
  lin lo, hi;
  bool fixed;    /* lo == hi, both constants */
} iv_range;

/* A loop bound: a value, or (v NULL) the constant k (MLIR's OpFoldResult). */
typedef struct bound {
  rl_value *v;
  int64_t k;
} bound;

static bound bound_of(rl_value *v) {
  int64_t k;
  return const_int(v, &k) ? (bound){NULL, k} : (bound){v, 0};
}

/* Entry i of a mixed list: the static array's, or the next dynamic operand. */
static bound mixed_at(rl_op *op, rl_attr *st, unsigned group, unsigned i) {
  if (!st || st->kind != RL_AT_DENSE_ARRAY || i + 1 >= st->n) return (bound){NULL, 0};
  if ((int64_t)st->w[i + 1] != RL_DYNAMIC) return (bound){NULL, (int64_t)st->w[i + 1]};
  unsigned n, first = rl_op_operand_group(op, group, &n), k = 0;
  for (unsigned j = 0; j < i; j++) k += (int64_t)st->w[j + 1] == RL_DYNAMIC;
  return k < n ? bound_of(op->operands[first + k].value) : (bound){NULL, 0};
}

/* Whether v is the induction variable of an scf.for, scf.parallel or
 * scf.forall (MLIR's loop matcher), and then its bounds and step. */
static bool loop_of_iv(rl_context *c, rl_value *v, bound *lb, bound *ub, bound *step) {
  if (!v->is_arg) return false;
  rl_block *b = rl_value_parent_block(v);
  rl_op *loop = b && b->parent ? b->parent->parent : NULL;
  if (!loop || b != rl_op_region(loop, 0)->first) return false;
  if (is_op(loop, "scf.for")) {
    if (b->args[0] != v) return false;
    *lb = bound_of(for_operand(loop, 0)), *ub = bound_of(for_operand(loop, 1)), *step = bound_of(for_operand(loop, 2));
    return true;
  }
  if (is_op(loop, "scf.parallel")) {
    unsigned n, s0 = rl_op_operand_group(loop, 0, &n);
    for (unsigned i = 0; i < n && i < b->nargs; i++)
      if (b->args[i] == v) {
        *lb = bound_of(loop->operands[s0 + i].value), *ub = bound_of(loop->operands[s0 + n + i].value);
        *step = bound_of(loop->operands[s0 + 2 * n + i].value);
        return true;
      }
  }
  if (is_op(loop, "scf.forall")) {
    rl_attr *sl = rl_op_get_prop(loop, rl_ident_cstr(c, "staticLowerBound")),
            *su = rl_op_get_prop(loop, rl_ident_cstr(c, "staticUpperBound")),
            *ss = rl_op_get_prop(loop, rl_ident_cstr(c, "staticStep"));
    unsigned rank = sl && sl->kind == RL_AT_DENSE_ARRAY ? sl->n - 1 : 0;
    for (unsigned i = 0; i < rank && i < b->nargs; i++)
      if (b->args[i] == v) {
        *lb = mixed_at(loop, sl, 0, i), *ub = mixed_at(loop, su, 1, i), *step = mixed_at(loop, ss, 2, i);
        return true;
      }
  }
  return false;
}

/* MLIR's addLoopRangeConstraints: iv >= lb and iv <= its last value, lb +
 * step * ((ub - lb - 1) floordiv step) (lb when the loop runs at most
 * once; ub - 1 when a bound is not constant). False (the op stays) when
 * the step is not a constant, and for a loop of constant bounds that does
 * not run when the op has symbol operands (where MLIR 19's constraints
 * give up; it simplifies the op when it has none). */
static bool iv_range_of(rl_value *iv, bound lb, bound ub, bound step, bool syms, iv_range *r) {
  *r = (iv_range){.iv = iv};
  if (step.v || step.k <= 0) return false;
  int64_t s = step.k;
  if (!lb.v) r->lo.cst = lb.k;
  else lin_add_term(&r->lo, lb.v, 1);
  if (!lb.v && !ub.v) {
    int64_t l = lb.k, u = ub.k;
    if (l >= u && syms) return false;
    int64_t d = u - l - 1, q = l + s >= u ? 0 : d / s - (d % s < 0);
    r->hi = (lin){.cst = l + s * q};
    r->fixed = q == 0;
    return true;
  }
  if (!ub.v) r->hi.cst = ub.k;
  else lin_add_term(&r->hi, ub.v, 1);
  r->hi.cst -= 1;
  return true;
}

/* The least value of e over the ranges (an induction variable with a
 * positive coefficient at its lower bound, else at its upper): e >= 0 is
 * proved when that is a constant >= 0. A bound's own values are symbols
 * of their own, as MLIR's constraints keep a loop bound that is another
 * loop's variable apart from it. */
static bool proved_nonneg(const lin *e, const iv_range *rs, unsigned nr) {
  lin x = {.cst = e->cst};
  for (unsigned i = 0; i < e->n; i++) {
    if (!e->coef[i]) continue;
    const iv_range *r = NULL;
    for (unsigned k = 0; k < nr && !r; k++)
      if (rs[k].iv == e->var[i]) r = &rs[k];
    if (!r) return false; /* a free symbol */
    if (!lin_axpy(&x, e->coef[i], e->coef[i] > 0 ? &r->lo : &r->hi)) return false;
  }
  return lin_is_const(&x) && x.cst >= 0;
}

/* The result of affine.min/max m that is its value wherever the loops of
 * the induction variables among its operands run, as a canonical map and
 * its operands (a loop run once has its variable replaced by the lower
 * bound). False when none is, or a loop's step is not constant. */
static bool in_loop(rl_context *c, rl_op *m, rl_attr **map_out, rl_value **vals, unsigned *nv) {
  bool is_min = is_op(m, "affine.min");
  if (!m || (!is_min && !is_op(m, "affine.max")) || m->noperands > RL_AFF_MAX_OPERANDS) return false;
  rl_attr *map = rl_op_get_prop(m, rl_ident_cstr(c, "map"));
  if (!map || map->kind != RL_AT_AFFINE_MAP) return false;
  unsigned nres = rl_affine_map_num_results(map);
  if (!nres || nres > 16) return false;
  iv_range rs[LIN_VARS];
  unsigned nr = 0;
  for (unsigned i = 0; i < m->noperands; i++) {
    rl_value *v = m->operands[i].value;
    bound lb, ub, step;
    bool seen = false;
    for (unsigned k = 0; k < nr && !seen; k++) seen = rs[k].iv == v;
    if (seen || !loop_of_iv(c, v, &lb, &ub, &step)) continue;
    if (nr == LIN_VARS || !iv_range_of(v, lb, ub, step, m->noperands > rl_affine_map_num_dims(map), &rs[nr++]))
      return false;
  }
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  lin res[16];
  for (unsigned i = 0; i < m->noperands; i++) ops[i] = m->operands[i].value;
  for (unsigned i = 0; i < nres; i++)
    if (!lin_expr(c, rl_affine_map_result(map, i), ops, rl_affine_map_num_dims(map), &res[i], 0)) return false;
  int j = -1;
  for (unsigned cj = 0; cj < nres && j < 0; cj++) {
    bool all = true;
    for (unsigned i = 0; i < nres && all; i++) {
      if (i == cj) continue;
      lin d = {0};
      all = lin_axpy(&d, is_min ? 1 : -1, &res[i]) && lin_axpy(&d, is_min ? -1 : 1, &res[cj]) &&
            proved_nonneg(&d, rs, nr);
    }
    if (all) j = (int)cj;
  }
  if (j < 0) return false;
  rl_attr *r = rl_affine_map_result(map, (unsigned)j);
  /* Variables of loops that run once are their lower bounds. */
  unsigned nd = rl_affine_map_num_dims(map), ns = rl_affine_map_num_syms(map);
  rl_attr *ks[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < m->noperands; i++) {
    ks[i] = i < nd ? rl_affine_dim(c, i) : rl_affine_sym(c, i - nd);
    for (unsigned k = 0; k < nr; k++)
      if (rs[k].iv == ops[i] && rs[k].fixed) ks[i] = rl_affine_const(c, rs[k].lo.cst);
  }
  map = rl_affine_map(c, nd, ns, 1, &r);
  map = rl_aff_map_replace(c, map, ks, ks + nd, nd, ns);
  *nv = m->noperands;
  for (unsigned i = 0; i < m->noperands; i++) vals[i] = ops[i];
  rl_aff_compose(c, &map, vals, nv);
  rl_aff_canonicalize(c, &map, vals, nv);
  *map_out = rl_aff_simplify_map(c, map);
  return *map_out != NULL;
}

/* LoopBound(m) -> Attr, LoopBoundOperands(m) -> ValueRange: the map and
 * operands of the affine.apply that replaces affine.min/max m, in_loop's. */
static bool loop_bound(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  rl_attr *map;
  if (!in_loop(c, args[0].p, &map, vals, &n)) return false;
  out->p = map;
  return true;
}

static bool loop_bound_operands(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  rl_attr *map;
  if (!in_loop(c, args[0].p, &map, vals, &n)) return false;
  void **p = rl_context_alloc(c, (n ? n : 1) * sizeof *p);
  for (unsigned i = 0; i < n; i++) p[i] = vals[i];
  *out = (rl_mval){p, RL_MRANGE_ARRAY, n};
  return true;
}

/* ---- shapes carried by loops (MLIR's DimOf{IterArg,LoopResult}Folder) --------- */

/* MLIR's isShapePreserving: the value scf.for op yields for iteration
 * argument i is that argument, through loops that preserve it too. */
static bool shape_preserving(rl_op *loop, unsigned i, unsigned depth) {
  rl_block *b = rl_op_region(loop, 0)->first;
  rl_op *y = b ? rl_block_terminator(b) : NULL;
  if (!y || i >= y->noperands || i + 1 >= b->nargs || depth > 16) return false;
  rl_value *v = y->operands[i].value;
  while (v) {
    if (v == b->args[i + 1]) return true;
    rl_op *d = rl_value_defining_op(v);
    if (!d || !is_op(d, "scf.for")) return false;
    unsigned k = (unsigned)(v - d->results);
    if (!shape_preserving(d, k, depth + 1)) return false;
    v = d->operands[3 + k].value;
  }
  return false;
}

/* IterArgInit(v) -> Value: for an iteration argument of an scf.for whose
 * shape the loop preserves, the value it starts from; gives up otherwise. */
static bool iter_arg_init(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  rl_value *v = args[0].p;
  rl_block *blk = v && v->is_arg ? rl_value_parent_block(v) : NULL;
  rl_op *loop = blk && blk->parent ? blk->parent->parent : NULL;
  if (!is_op(loop, "scf.for") || blk != rl_op_region(loop, 0)->first) return false;
  unsigned i = 0;
  while (i < blk->nargs && blk->args[i] != v) i++;
  if (i == 0 || i >= blk->nargs || !shape_preserving(loop, i - 1, 0)) return false;
  out->p = loop->operands[3 + i - 1].value;
  return true;
}

/* LoopResultInit(v) -> Value: for a result of an scf.for whose shape the
 * loop preserves, the init value of its iteration argument. */
static bool loop_result_init(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  rl_value *v = args[0].p;
  rl_op *loop = v ? rl_value_defining_op(v) : NULL;
  if (!is_op(loop, "scf.for")) return false;
  unsigned k = (unsigned)(v - loop->results);
  if (!shape_preserving(loop, k, 0)) return false;
  out->p = loop->operands[3 + k].value;
  return true;
}

static const rl_rule_lib_entry entries[] = {
    {"MinConstantBound", 1, {RL_MK_VALUE}, RL_MK_ATTR, NULL, min_constant_bound},
    {"InnermostParallel", 1, {RL_MK_OP}, 0, innermost_parallel, NULL},
    {"FusionPartner", 1, {RL_MK_OP}, RL_MK_OP, NULL, fusion_partner},
    {"PeeledBound", 1, {RL_MK_OP}, RL_MK_ATTR, NULL, peeled_bound},
    {"PeeledOperands", 1, {RL_MK_OP}, RL_MK_RANGE, NULL, peeled_operands},
    {"PeelNeeded", 1, {RL_MK_OP}, 0, peel_needed, NULL},
    {"UnderLabel", 2, {RL_MK_OP, RL_MK_ATTR}, 0, under_label, NULL},
    {"LoopBound", 1, {RL_MK_OP}, RL_MK_ATTR, NULL, loop_bound},
    {"LoopBoundOperands", 1, {RL_MK_OP}, RL_MK_RANGE, NULL, loop_bound_operands},
    {"IterArgInit", 1, {RL_MK_VALUE}, RL_MK_VALUE, NULL, iter_arg_init},
    {"LoopResultInit", 1, {RL_MK_VALUE}, RL_MK_VALUE, NULL, loop_result_init},
};

void rl_loops_register(void) { rl_rule_lib_register(entries, sizeof entries / sizeof *entries); }
