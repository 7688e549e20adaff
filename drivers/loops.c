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

static const rl_rule_lib_entry entries[] = {
    {"MinConstantBound", 1, {RL_MK_VALUE}, RL_MK_ATTR, NULL, min_constant_bound},
    {"InnermostParallel", 1, {RL_MK_OP}, 0, innermost_parallel, NULL},
    {"FusionPartner", 1, {RL_MK_OP}, RL_MK_OP, NULL, fusion_partner},
};

void rl_loops_register(void) { rl_rule_lib_register(entries, sizeof entries / sizeof *entries); }
