/* --affine-simplify-structures, as MLIR 19's pass: in each function, every
 * affine map an op holds (a property or an attribute) is simplified
 * (rl_aff_simplify_map), every integer set too (rl_aff_simplify_integer_set:
 * an empty set becomes `1 == 0`, redundant constraints go); then the
 * affine.for, affine.if and affine.apply ops met, and the ops made from
 * them, are folded and rewritten by their canonicalization patterns and
 * rules (rules/affine.rules, dialects/affine) with the op-list greedy
 * driver (MLIR's applyOpPatternsAndFold, ExistingAndNewOps). */
#include <stdlib.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "dialects/affine/affine_map.h"
#include "drivers/affine_analysis.h"
#include "drivers/greedy.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

typedef struct simp {
  rl_context *c;
  rl_opinfo *func, *for_, *if_, *apply;
  rl_oplist funcs, ops;
} simp;

static rl_attr *simplified(rl_context *c, rl_attr *a) {
  if (!a) return a;
  if (a->kind == RL_AT_AFFINE_MAP) return rl_aff_simplify_map(c, a);
  if (a->kind == RL_AT_INTEGER_SET) return rl_aff_simplify_integer_set(c, a);
  return a;
}

/* The maps and sets of an op's properties (props) or attributes simplified. */
static void simplify_dict(rl_context *c, rl_op *op, bool props) {
  rl_attr *d = props ? op->props : op->attrs;
  if (!d) return;
  for (unsigned i = 0, n = rl_attr_dict_size(d); i < n; i++) {
    rl_attr *cur = props ? op->props : op->attrs;
    rl_attr *v = rl_attr_dict_value(cur, i), *nv = simplified(c, v);
    if (nv == v) continue;
    if (props) rl_op_set_prop(c, op, rl_attr_dict_name(cur, i), nv);
    else rl_op_set_attr(c, op, rl_attr_dict_name(cur, i), nv);
  }
}

static bool visit(rl_op *op, void *ud) {
  simp *s = ud;
  simplify_dict(s->c, op, true);
  simplify_dict(s->c, op, false);
  if (op->info == s->for_ || op->info == s->if_ || op->info == s->apply) rl_oplist_push(&s->ops, op);
  return true;
}

static bool collect_funcs(rl_op *op, void *ud) {
  simp *s = ud;
  if (op->info == s->func) rl_oplist_push(&s->funcs, op);
  return true;
}

static bool simplify_run(rl_context *c, rl_op *top, void *config) {
  (void)config;
  simp s = {.c = c,
            .func = rl_opinfo_find_cstr(c, "func.func"),
            .for_ = rl_opinfo_find_cstr(c, "affine.for"),
            .if_ = rl_opinfo_find_cstr(c, "affine.if"),
            .apply = rl_opinfo_find_cstr(c, "affine.apply")};
  if (!s.func) return true;
  if (top->info == s.func) rl_oplist_push(&s.funcs, top);
  else rl_op_walk(top, false, collect_funcs, &s);
  /* The canonicalizations of the three kinds of op, and no others. */
  rl_pattern_set *all = rl_canonicalization_patterns(c), *pats = rl_pattern_set_create();
  for (unsigned i = 0; i < rl_pattern_set_size(all); i++) {
    const rl_pattern *p = rl_pattern_set_at(all, i);
    if (p->root && (p->root == s.for_ || p->root == s.if_ || p->root == s.apply)) rl_pattern_set_add(pats, p);
  }
  rl_greedy_config cfg = rl_greedy_default_config();
  cfg.debug = rl_pass_rewrite_debug();
  cfg.stats = rl_pass_rewrite_stats();
  for (size_t f = 0; f < s.funcs.n; f++) {
    rl_op *fn = s.funcs.v[f];
    s.ops.n = 0;
    rl_op_walk(fn, true, visit, &s); /* post-order, as MLIR's walk */
    if (!fn->nregions || !s.ops.n) continue;
    rl_greedy_stats st;
    rl_greedy_apply_ops(c, s.ops.v, s.ops.n, rl_op_region(fn, 0), pats, &cfg, NULL, &st);
    rl_pass_add_greedy_stats(&st);
  }
  rl_pattern_set_destroy(pats);
  rl_pattern_set_destroy(all);
  rl_oplist_free(&s.ops);
  rl_oplist_free(&s.funcs);
  return true;
}

const rl_pass_info rl_affine_simplify_structures_pass = {
    .name = "affine-simplify-structures",
    .display = "SimplifyAffineStructures",
    .summary = "Simplify affine expressions in maps/sets and normalize memrefs",
    .stats = rl_greedy_pass_stats,
    .nstats = RL_GREEDY_PASS_NSTATS,
    .run = simplify_run};
