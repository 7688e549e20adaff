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

static rl_value *create1(rl_rewriter *rw, const char *name, rl_attr *loc, rl_type *res, rl_value *a,
                         rl_value *b, rl_attr *props) {
  rl_value *ops[2] = {a, b};
  return rl_op_result(create(rw, name, loc, res, b ? 2 : 1, ops, 0, NULL, props), 0);
}

/* The operands of op as an array (context memory). */
static rl_value **operands_of(rl_context *c, rl_op *op, unsigned first) {
  unsigned n = op->noperands - first;
  rl_value **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = rl_op_operand(op, first + i);
  return v;
}

static rl_op *br(rl_rewriter *rw, rl_attr *loc, rl_block *dest, unsigned n, rl_value *const *args) {
  return create(rw, "cf.br", loc, NULL, n, args, 1, &dest, NULL);
}

static rl_op *cond_br(rl_rewriter *rw, rl_attr *loc, rl_value *cond, rl_block *t, unsigned nt,
                      rl_value *const *targs, rl_block *f, unsigned nf, rl_value *const *fargs) {
  rl_context *c = rw->b.ctx;
  rl_value **ops = rl_context_alloc(c, (1 + nt + nf) * sizeof *ops);
  ops[0] = cond;
  for (unsigned i = 0; i < nt; i++) ops[1 + i] = targs[i];
  for (unsigned i = 0; i < nf; i++) ops[1 + nt + i] = fargs[i];
  uint64_t segs[3] = {1, nt, nf};
  rl_named_attr p = {rl_ident_cstr(c, "operandSegmentSizes"), i32_array(c, 3, segs)};
  rl_block *succs[2] = {t, f};
  return create(rw, "cf.cond_br", loc, NULL, 1 + nt + nf, ops, 2, succs, rl_attr_dict(c, 1, &p, NULL));
}

/* Replaces the scf.yield ending b by a branch to dest with its operands. */
static void yield_to_br(rl_rewriter *rw, rl_block *b, rl_block *dest, rl_attr *loc) {
  rl_op *y = b->last;
  rl_rewriter_set_end(rw, b);
  br(rw, loc, dest, y->noperands, operands_of(rw->b.ctx, y, 0));
  rl_rewriter_erase(rw, y);
}

/* Arguments of the given types for a block the pattern created. */
static rl_value **add_args(rl_context *c, rl_block *b, rl_op *op) {
  rl_value **v = rl_context_alloc(c, (op->nresults ? op->nresults : 1) * sizeof *v);
  for (unsigned i = 0; i < op->nresults; i++) v[i] = rl_block_add_arg(c, b, op->results[i].type, op->loc);
  return v;
}

/* The rule replaces op's results with the values returned; its check that
 * they are visible to op's users (for values built for other ops) is not
 * meant for the block arguments made here, and is skipped when the
 * insertion point is at op. */
static rl_value **done(rl_rewriter *rw, rl_op *op, rl_value **res) {
  rl_rewriter_set_before(rw, op);
  return res;
}

static bool ends_with(rl_region *r, const char *name) { return r->last && is_op(r->last->last, name); }

/* An attribute of the llvm dialect (as MLIR, by its value, whatever its
 * name): of those rulir knows, the dialect's enum attributes and opaque
 * #llvm<...> ones. */
static bool llvm_attr(const rl_attr *a) {
  rl_ident *d = NULL;
  if (a->kind == RL_AT_ENUM) d = (rl_ident *)rl_word_ptr(a->w[2]);
  else if (a->kind == RL_AT_OPAQUE) d = (rl_ident *)rl_word_ptr(a->w[0]);
  return d && d->len == 4 && !memcmp(d->str, "llvm", 4);
}

/* ---- scf.for ------------------------------------------------------------------ */

rl_value **rl_scf_lower_for(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_region *body = rl_op_region(op, 0);
  if (!op->parent || !body->first || !body->first->first || body->first->nargs != op->noperands - 2 ||
      !ends_with(body, "scf.yield"))
    return NULL;
  rl_attr *loc = op->loc;
  rl_block *init = op->parent;
  rl_block *end = rl_rewriter_split_block(rw, init, op);

  /* The body's entry block (the induction variable and the iter_args)
   * becomes the condition block; its ops go on in a block of their own. */
  rl_block *cond = body->first;
  rl_block *first_body = rl_rewriter_split_block(rw, cond, cond->first);
  rl_block *last_body = body->last;
  rl_rewriter_inline_region_before(rw, body, end->parent, end);
  rl_value *iv = cond->args[0];

  /* The increment and the branch back, in place of the yield. */
  rl_op *yield = last_body->last;
  rl_rewriter_set_end(rw, last_body);
  rl_value *stepped = create1(rw, "arith.addi", loc, iv->type, iv, rl_op_operand(op, 2), NULL);
  rl_value **carried = rl_context_alloc(c, (1 + yield->noperands) * sizeof *carried);
  carried[0] = stepped;
  for (unsigned i = 0; i < yield->noperands; i++) carried[1 + i] = rl_op_operand(yield, i);
  br(rw, loc, cond, 1 + yield->noperands, carried);
  rl_rewriter_erase(rw, yield);

  /* The test. The loop's attributes of the llvm dialect go to it. */
  rl_rewriter_set_end(rw, cond);
  rl_named_attr pred = {rl_ident_cstr(c, "predicate"),
                        rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), 2 /* slt */)};
  rl_value *cmp = create1(rw, "arith.cmpi", loc, rl_type_integer(c, 1, RL_SIGNLESS), iv, rl_op_operand(op, 1),
                          rl_attr_dict(c, 1, &pred, NULL));
  rl_op *cbr = cond_br(rw, loc, cmp, first_body, 0, NULL, end, 0, NULL);
  if (op->attrs) {
    unsigned n = rl_attr_dict_size(op->attrs);
    for (unsigned i = 0; i < n; i++) {
      rl_attr *v = rl_attr_dict_value(op->attrs, i);
      if (llvm_attr(v)) rl_op_set_attr(c, cbr, rl_attr_dict_name(op->attrs, i), v);
    }
  }

  /* Entering: the lower bound and the initial values. */
  rl_rewriter_set_end(rw, init);
  rl_value **entry = operands_of(c, op, 2);
  entry[0] = rl_op_operand(op, 0);
  br(rw, loc, cond, op->noperands - 2, entry);

  rl_value **res = rl_context_alloc(c, (op->nresults ? op->nresults : 1) * sizeof *res);
  for (unsigned i = 0; i < op->nresults; i++) res[i] = cond->args[1 + i];
  return done(rw, op, res);
}

/* ---- scf.if ------------------------------------------------------------------- */

rl_value **rl_scf_lower_if(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_region *then_r = rl_op_region(op, 0), *else_r = rl_op_region(op, 1);
  if (!op->parent || !ends_with(then_r, "scf.yield") || (else_r->first && !ends_with(else_r, "scf.yield")))
    return NULL;
  rl_attr *loc = op->loc;
  rl_block *cond_block = op->parent;
  rl_block *rest = rl_rewriter_split_block(rw, cond_block, op);
  rl_block *cont = rest;
  rl_value **res = NULL;
  if (op->nresults) {
    cont = rl_rewriter_create_block(rw, rest->parent, rest);
    res = add_args(c, cont, op);
    rl_rewriter_set_end(rw, cont);
    br(rw, loc, rest, 0, NULL);
  } else {
    res = rl_context_alloc(c, sizeof *res);
  }

  rl_block *then_block = then_r->first;
  yield_to_br(rw, then_r->last, cont, loc);
  rl_rewriter_inline_region_before(rw, then_r, cont->parent, cont);

  rl_block *else_block = cont;
  if (else_r->first) {
    else_block = else_r->first;
    yield_to_br(rw, else_r->last, cont, loc);
    rl_rewriter_inline_region_before(rw, else_r, cont->parent, cont);
  }

  rl_rewriter_set_end(rw, cond_block);
  cond_br(rw, loc, rl_op_operand(op, 0), then_block, 0, NULL, else_block, 0, NULL);
  return done(rw, op, res);
}

/* ---- scf.while ---------------------------------------------------------------- */

/* `after` is one scf.yield of its own arguments, in order. */
static bool forwarding_after(rl_block *after) {
  rl_op *y = after->first;
  if (!y || y != after->last || !is_op(y, "scf.yield") || y->noperands != after->nargs) return false;
  for (unsigned i = 0; i < y->noperands; i++)
    if (rl_op_operand(y, i) != after->args[i]) return false;
  return true;
}

rl_value **rl_scf_lower_while(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_region *before_r = rl_op_region(op, 0), *after_r = rl_op_region(op, 1);
  if (!op->parent || !before_r->first || !after_r->first || !is_op(before_r->first->last, "scf.condition") ||
      !is_op(after_r->first->last, "scf.yield"))
    return NULL;
  rl_attr *loc = op->loc;
  rl_block *before = before_r->first, *after = after_r->first;
  bool do_while = forwarding_after(after);
  rl_block *current = op->parent;
  rl_block *cont = rl_rewriter_split_block(rw, current, op);

  if (do_while) {
    rl_rewriter_inline_region_before(rw, before_r, cont->parent, cont);
  } else {
    rl_rewriter_inline_region_before(rw, after_r, cont->parent, cont);
    rl_rewriter_inline_region_before(rw, before_r, cont->parent, after);
  }

  rl_rewriter_set_end(rw, current);
  br(rw, loc, before, op->noperands, operands_of(c, op, 0));

  /* The condition loops on (to `after`, or to `before` for a do-while) or
   * leaves; its arguments are the loop's results. */
  rl_op *cop = before->last;
  rl_value **args = operands_of(c, cop, 1);
  rl_rewriter_set_end(rw, before);
  cond_br(rw, cop->loc, rl_op_operand(cop, 0), do_while ? before : after, cop->noperands - 1, args, cont, 0, NULL);
  rl_rewriter_erase(rw, cop);

  if (!do_while) {
    rl_op *y = after->last;
    rl_rewriter_set_end(rw, after);
    br(rw, y->loc, before, y->noperands, operands_of(c, y, 0));
    rl_rewriter_erase(rw, y);
  }
  return done(rw, op, args);
}

/* ---- scf.execute_region --------------------------------------------------------- */

rl_value **rl_scf_lower_execute_region(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_region *r = rl_op_region(op, 0);
  if (!op->parent || !r->first) return NULL;
  rl_attr *loc = op->loc;
  rl_block *cond_block = op->parent;
  rl_block *rest = rl_rewriter_split_block(rw, cond_block, op);
  rl_rewriter_set_end(rw, cond_block);
  br(rw, loc, r->first, 0, NULL);
  for (rl_block *b = r->first; b; b = b->next)
    if (is_op(b->last, "scf.yield")) yield_to_br(rw, b, rest, loc);
  rl_rewriter_inline_region_before(rw, r, rest->parent, rest);
  return done(rw, op, add_args(c, rest, op));
}

/* ---- scf.index_switch ------------------------------------------------------------ */

rl_value **rl_scf_lower_index_switch(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_attr *cases = rl_op_get_prop(op, rl_ident_cstr(c, "cases"));
  unsigned ncases = op->nregions - 1;
  if (!op->parent || !cases || cases->kind != RL_AT_DENSE_ARRAY || cases->n - 1 != ncases) return NULL;
  for (unsigned i = 0; i < op->nregions; i++)
    if (!rl_op_regions(op)[i].first || !ends_with(rl_op_region(op, i), "scf.yield")) return NULL;
  rl_attr *loc = op->loc;
  rl_block *cond_block = op->parent;
  rl_block *cont = rl_rewriter_split_block(rw, cond_block, op);
  rl_value **res = add_args(c, cont, op);

  /* Case regions first, then the default (region 0). */
  rl_block **succs = rl_context_alloc(c, (ncases + 1) * sizeof *succs);
  uint64_t *vals = rl_context_alloc(c, (ncases ? ncases : 1) * sizeof *vals);
  for (unsigned k = 0; k <= ncases; k++) {
    rl_region *r = rl_op_region(op, k == ncases ? 0 : k + 1);
    rl_block *b = r->first;
    yield_to_br(rw, b, cont, loc);
    rl_rewriter_inline_region_before(rw, r, cont->parent, cont);
    if (k < ncases) {
      succs[1 + k] = b;
      vals[k] = (uint64_t)(uint32_t)(int32_t)(int64_t)cases->w[1 + k];
    } else {
      succs[0] = b;
    }
  }

  rl_rewriter_set_end(rw, cond_block);
  rl_value *flag = create1(rw, "arith.index_cast", loc, rl_type_integer(c, 32, RL_SIGNLESS), rl_op_operand(op, 0),
                           NULL, NULL);
  uint64_t segs[3] = {1, 0, 0};
  uint64_t *zeros = rl_context_alloc(c, (ncases ? ncases : 1) * sizeof *zeros);
  memset(zeros, 0, (ncases ? ncases : 1) * sizeof *zeros);
  rl_named_attr p[3];
  unsigned np = 0;
  if (ncases) {
    int64_t dim = ncases;
    p[np++] = (rl_named_attr){rl_ident_cstr(c, "case_values"),
                              rl_attr_dense(c, rl_type_vector(c, 1, &dim, NULL, rl_type_integer(c, 32, RL_SIGNLESS)),
                                            ncases == 1, 1, ncases, vals)};
  }
  p[np++] = (rl_named_attr){rl_ident_cstr(c, "case_operand_segments"), i32_array(c, ncases, zeros)};
  p[np++] = (rl_named_attr){rl_ident_cstr(c, "operandSegmentSizes"), i32_array(c, 3, segs)};
  create(rw, "cf.switch", loc, NULL, 1, &flag, ncases + 1, succs, rl_attr_dict(c, np, p, NULL));
  return done(rw, op, res);
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
  return done(rw, op, results);
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
