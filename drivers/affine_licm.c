/* --affine-loop-invariant-code-motion, as MLIR 19's pass: for each
 * affine.for, innermost first, the ops of its body that do not depend on
 * the loop move before it, in order. An op depends on the loop when it
 * uses the induction variable or an iteration argument, or a value of the
 * body that is used and does not move; when it has memory effects other
 * than an affine read, write or prefetch; when it is an affine read
 * (write) of a memref that an affine write (read or write) inside the loop
 * accesses, or that a DMA uses; when it is no constant and has no
 * operands. An affine.if, affine.for or affine.parallel moves with what it
 * holds when all of that does. Like MLIR's, the memref check looks at
 * affine accesses only and ignores aliasing.
 * Requires use lists (affine_analysis.h). */
#include <stdlib.h>

#include "core/context.h"
#include "core/ptrmap.h"
#include "core/opdef.h"
#include "drivers/affine_analysis.h"
#include "drivers/greedy.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

/* What one loop's analysis keeps: the ops of the body that have users,
 * and the ops found invariant (sets). */
typedef struct licm {
  const rl_aff_kinds *k;
  rl_op *loop;
  rl_ptrmap with_users, hoist;
} licm;

static bool in_set(const rl_ptrmap *m, const rl_op *op) { return rl_ptrmap_get(m, op) != NULL; }
static void add(rl_ptrmap *m, const rl_op *op) { rl_ptrmap_put(m, op, (void *)1); }

static bool invariant(licm *s, rl_op *op);

static bool region_invariant(licm *s, rl_region *r) {
  for (rl_block *b = r->first; b; b = b->next)
    for (rl_op *o = b->first; o; o = o->next)
      if (!invariant(s, o)) return false;
  return true;
}

/* MLIR's isOpLoopInvariant. */
static bool invariant(licm *s, rl_op *op) {
  const rl_aff_kinds *k = s->k;
  rl_op *loop = s->loop;
  if (op->info == k->if_ || op->info == k->for_ || op->info == k->parallel) {
    for (unsigned r = 0; r < op->nregions; r++)
      if (!region_invariant(s, &rl_op_regions(op)[r])) return false;
  } else if (!rl_op_is_memory_effect_free(op) && !rl_aff_is_read(k, op) && !rl_aff_is_write(k, op) &&
             op->info != k->prefetch) {
    return false;
  } else if (!(op->info->traits & RL_TRAIT_CONSTANT_LIKE)) {
    add(&s->with_users, op);
    if (rl_aff_is_read(k, op) || rl_aff_is_write(k, op)) {
      rl_value *m = rl_aff_access_memref(k, op);
      bool write = rl_aff_is_write(k, op);
      for (rl_use *u = m->first_use; u; u = u->next) {
        rl_op *user = u->owner;
        /* A DMA writes the memref: never. */
        if (user->info == k->dma_start || user->info == k->dma_wait) return false;
        /* An affine write of it in the loop (or read, for a write). */
        if (user != op && (rl_aff_is_write(k, user) || (write && rl_aff_is_read(k, user))) &&
            rl_aff_loop_around(k, user, loop))
          return false;
      }
    }
    if (!op->noperands && op->info != k->yield) return false;
  }
  rl_block *body = rl_op_regions(loop)[0].first;
  for (uint32_t i = 0; i < op->noperands; i++) {
    rl_value *v = op->operands[i].value;
    if (v->is_arg && rl_value_owner_block(v) == body) return false; /* the IV or an iteration argument */
    rl_op *d = rl_value_defining_op(v);
    if (d && in_set(&s->with_users, d) && !in_set(&s->hoist, d)) return false;
  }
  add(&s->hoist, op);
  return true;
}

static void hoist_from(const rl_aff_kinds *k, rl_op *loop) {
  licm s = {.k = k, .loop = loop};
  rl_oplist move = {0};
  rl_block *body = rl_op_regions(loop)[0].first;
  for (rl_op *op = body ? body->first : NULL; op; op = op->next) {
    bool used = false;
    for (uint32_t i = 0; i < op->nresults && !used; i++) used = op->results[i].first_use != NULL;
    if (used) add(&s.with_users, op);
    if (op->info != k->yield && invariant(&s, op)) rl_oplist_push(&move, op);
  }
  for (size_t i = 0; i < move.n; i++) rl_op_move_before(loop, move.v[i]);
  rl_oplist_free(&move);
  rl_ptrmap_free(&s.with_users);
  rl_ptrmap_free(&s.hoist);
}

/* For rl_op_walk in post-order: inner loops first. */
static bool visit(rl_op *op, void *ud) {
  const rl_aff_kinds *k = ud;
  if (op->info == k->for_) hoist_from(k, op);
  return true;
}

static bool affine_licm_run(rl_context *c, rl_op *op, void *config) {
  (void)config;
  rl_aff_kinds k;
  rl_aff_kinds_get(c, &k);
  if (k.for_) rl_op_walk(op, true, visit, &k);
  return true;
}

const rl_pass_info rl_affine_licm_pass = {
    .name = "affine-loop-invariant-code-motion",
    .display = "AffineLoopInvariantCodeMotion",
    .summary = "Hoist loop invariant instructions outside of affine loops",
    .run = affine_licm_run};
