/* scf's structured ops as cf blocks and branches (scf_to_cf.h). Pattern
 * code: it edits only through the rewriter and drivers/conversion.h. All
 * checks come before the first edit, so giving up changes nothing. */
#include "dialects/scf/scf_to_cf.h"

#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/types.h"
#include "drivers/conversion.h"

static bool is_op(const rl_op *op, const char *name) { return op && !strcmp(op->info->name->str, name); }

static rl_attr *i32_array(rl_context *c, unsigned n, const uint64_t *v) {
  return rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), n, v);
}

static rl_op *create(rl_rewriter *rw, const char *name, rl_attr *loc, rl_type *res, unsigned nops,
                     rl_value *const *ops, unsigned nsuccs, rl_block *const *succs, rl_attr *props) {
  rl_context *c = rw->b.ctx;
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, name), .loc = loc, .nresults = res ? 1 : 0,
                    .result_types = res ? &res : NULL, .noperands = nops, .operands = ops,
                    .nsuccs = nsuccs, .succs = succs, .props = props};
  return rl_rewriter_create(rw, &st);
}

/* The operands of op as an array (context memory). */
static rl_value **operands_of(rl_context *c, rl_op *op, unsigned first) {
  unsigned n = op->noperands - first;
  rl_value **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = rl_op_operand(op, first + i);
  return v;
}

/* ---- scf.index_switch's case attributes ------------------------------------ */

rl_attr *rl_scf_switch_case_values(rl_context *c, rl_attr *cases) {
  if (!cases || cases->kind != RL_AT_DENSE_ARRAY || cases->n < 2) return NULL;
  unsigned n = cases->n - 1;
  uint64_t *vals = rl_context_alloc(c, n * sizeof *vals);
  for (unsigned k = 0; k < n; k++) vals[k] = (uint64_t)(uint32_t)(int32_t)(int64_t)cases->w[1 + k];
  int64_t dim = n;
  return rl_attr_dense(c, rl_type_vector(c, 1, &dim, NULL, rl_type_integer(c, 32, RL_SIGNLESS)), n == 1, 1, n, vals);
}

rl_attr *rl_scf_switch_no_case_operands(rl_context *c, rl_attr *cases) {
  if (!cases || cases->kind != RL_AT_DENSE_ARRAY) return NULL;
  unsigned n = cases->n - 1;
  uint64_t *zeros = rl_context_alloc(c, (n ? n : 1) * sizeof *zeros);
  memset(zeros, 0, (n ? n : 1) * sizeof *zeros);
  return i32_array(c, n, zeros);
}

/* ---- scf.parallel ------------------------------------------------------------------ */

/* Moves the ops of block `from` before `before` in `to` (NULL: at its end),
 * its arguments' uses going to `args` (MLIR's inlineBlockBefore and
 * mergeBlocks). */
static void inline_block(rl_rewriter *rw, rl_block *from, rl_block *to, rl_op *before, rl_value *const *args) {
  for (unsigned i = 0; i < from->nargs; i++) rl_rewriter_replace_uses(rw, from->args[i], args[i]);
  while (from->first) rl_rewriter_move_op_before(rw, from->first, to, before);
}

rl_value **rl_scf_lower_parallel(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_region *r = rl_op_region(op, 0);
  rl_block *body = r->first;
  if (!op->parent || !body || body != r->last) return NULL;
  unsigned n = body->nargs, nres = op->nresults;
  rl_op *reduce = body->last;
  if (!n || op->noperands != 3 * n + nres || !is_op(reduce, "scf.reduce") || reduce->nregions != nres ||
      reduce->noperands != nres)
    return NULL;
  for (unsigned i = 0; i < nres; i++)
    if (!rl_op_regions(reduce)[i].first || rl_op_regions(reduce)[i].first->nargs != 2 ||
        !is_op(rl_op_regions(reduce)[i].first->last, "scf.reduce.return"))
      return NULL;
  rl_attr *loc = op->loc;
  rl_type *index = rl_type_index(c);

  /* A nest of scf.for, the reductions' values carried through it. */
  rl_value **iter = operands_of(c, op, 3 * n);
  rl_value **results = iter;
  rl_value **ivs = rl_context_alloc(c, n * sizeof *ivs);
  rl_type **types = rl_context_alloc(c, (nres ? nres : 1) * sizeof *types);
  for (unsigned i = 0; i < nres; i++) types[i] = op->results[i].type;
  rl_block *inner = NULL;
  rl_rewriter_set_before(rw, op);
  for (unsigned k = 0; k < n; k++) {
    rl_value **ops = rl_context_alloc(c, (3 + nres) * sizeof *ops);
    ops[0] = rl_op_operand(op, k);
    ops[1] = rl_op_operand(op, n + k);
    ops[2] = rl_op_operand(op, 2 * n + k);
    for (unsigned i = 0; i < nres; i++) ops[3 + i] = iter[i];
    rl_op_state st = {.info = rl_opinfo_get(c, "scf.for", 7), .loc = loc, .nresults = nres, .result_types = types,
                      .noperands = 3 + nres, .operands = ops, .nregions = 1};
    rl_op *f = rl_rewriter_create(rw, &st);
    /* The body block belongs to the new op: it goes away with it. */
    rl_block *b = rl_block_create(c);
    rl_region_append_block(rl_op_region(f, 0), b);
    ivs[k] = rl_block_add_arg(c, b, index, loc);
    rl_value **next = rl_context_alloc(c, (nres ? nres : 1) * sizeof *next);
    for (unsigned i = 0; i < nres; i++) next[i] = rl_block_add_arg(c, b, types[i], loc);
    if (!nres) { /* a loop without results gets its implicit yield */
      rl_rewriter_set_end(rw, b);
      create(rw, "scf.yield", loc, NULL, 0, NULL, 0, NULL, NULL);
    }
    if (k == 0) {
      results = rl_context_alloc(c, (nres ? nres : 1) * sizeof *results);
      for (unsigned i = 0; i < nres; i++) results[i] = rl_op_result(f, i);
    } else if (nres) {
      rl_rewriter_set_end(rw, inner);
      rl_value **fr = rl_context_alloc(c, nres * sizeof *fr);
      for (unsigned i = 0; i < nres; i++) fr[i] = rl_op_result(f, i);
      create(rw, "scf.yield", loc, NULL, nres, fr, 0, NULL, NULL);
    }
    iter = next;
    inner = b;
    if (b->first) rl_rewriter_set_before(rw, b->first);
    else rl_rewriter_set_end(rw, b);
  }

  /* The reductions, in the body before scf.reduce: (carried, reduced). */
  rl_value **yields = rl_context_alloc(c, (nres ? nres : 1) * sizeof *yields);
  for (unsigned i = 0; i < nres; i++) {
    rl_block *rb = rl_op_regions(reduce)[i].first;
    rl_op *ret = rb->last;
    yields[i] = rl_op_operand(ret, 0);
    rl_rewriter_erase(rw, ret);
    rl_value *args[2] = {iter[i], rl_op_operand(reduce, i)};
    inline_block(rw, rb, body, reduce, args);
  }
  rl_rewriter_erase(rw, reduce);

  /* The body, innermost. */
  inline_block(rw, body, inner, inner->first ? inner->last : NULL, ivs);
  if (nres) {
    rl_rewriter_set_end(rw, inner);
    create(rw, "scf.yield", loc, NULL, nres, yields, 0, NULL, NULL);
  }
  rl_rewriter_set_before(rw, op);
  return results;
}

/* ---- scf.forall ------------------------------------------------------------------ */

/* An index constant before the rewriter's point. */
static rl_value *index_const(rl_rewriter *rw, rl_attr *loc, int64_t v) {
  rl_context *c = rw->b.ctx;
  rl_named_attr p = {rl_ident_cstr(c, "value"), rl_attr_integer(c, rl_type_index(c), v)};
  return rl_op_result(create(rw, "arith.constant", loc, rl_type_index(c), 0, NULL, 0, NULL, rl_attr_dict(c, 1, &p, NULL)), 0);
}

rl_value **rl_scf_lower_forall(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_region *r = rl_op_region(op, 0);
  rl_block *body = r->first;
  rl_attr *seg = rl_op_get_prop(op, rl_ident_cstr(c, "operandSegmentSizes"));
  rl_attr *st[3] = {rl_op_get_prop(op, rl_ident_cstr(c, "staticLowerBound")),
                    rl_op_get_prop(op, rl_ident_cstr(c, "staticUpperBound")),
                    rl_op_get_prop(op, rl_ident_cstr(c, "staticStep"))};
  /* Shared outputs (tensors) have no lowering to loops here. */
  if (!op->parent || !body || op->nresults || !seg || seg->kind != RL_AT_DENSE_ARRAY || seg->n < 5 || seg->w[4] != 0)
    return NULL;
  unsigned n = body->nargs;
  for (unsigned k = 0; k < 3; k++)
    if (!st[k] || st[k]->kind != RL_AT_DENSE_ARRAY || st[k]->n - 1 != n) return NULL;
  if (!body->last || !is_op(body->last, "scf.forall.in_parallel")) return NULL;
  rl_attr *loc = op->loc;
  rl_rewriter_set_before(rw, op);
  /* Bounds and steps as values: the dynamic operands in turn, constants
   * for the static entries. */
  rl_value **ops = rl_context_alloc(c, (n ? 3 * n : 1) * sizeof *ops);
  unsigned next = 0;
  for (unsigned k = 0; k < 3; k++)
    for (unsigned i = 0; i < n; i++) {
      int64_t v = (int64_t)st[k]->w[1 + i];
      if (v != RL_DYNAMIC) ops[k * n + i] = index_const(rw, loc, v);
      else if (next < op->noperands) ops[k * n + i] = rl_op_operand(op, next++);
      else return NULL;
    }
  uint64_t segs[4] = {n, n, n, 0};
  rl_named_attr p = {rl_ident_cstr(c, "operandSegmentSizes"), i32_array(c, 4, segs)};
  rl_op_state ps = {.info = rl_opinfo_get(c, "scf.parallel", 12), .loc = loc, .noperands = 3 * n, .operands = ops,
                    .nregions = 1, .props = rl_attr_dict(c, 1, &p, NULL)};
  rl_op *par = rl_rewriter_create(rw, &ps);
  /* The body block belongs to the new op: it goes away with it. */
  rl_block *b = rl_block_create(c);
  rl_region_append_block(rl_op_region(par, 0), b);
  for (unsigned i = 0; i < n; i++) {
    rl_value *iv = rl_block_add_arg(c, b, rl_type_index(c), *rl_arg_loc(body->args[i]));
    rl_rewriter_replace_uses(rw, body->args[i], iv);
  }
  for (rl_op *o = body->first, *nx; o != body->last; o = nx) {
    nx = o->next;
    rl_rewriter_move_op_before(rw, o, b, NULL);
  }
  rl_rewriter_set_end(rw, b);
  create(rw, "scf.reduce", loc, NULL, 0, NULL, 0, NULL, NULL);
  rl_rewriter_set_before(rw, op);
  static rl_value *none[1];
  return none;
}
