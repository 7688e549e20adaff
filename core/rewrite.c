/* The rewriter (IR edits that a listener hears of) and pattern sets. */
#include "rewrite.h"

#include <stdlib.h>
#include <string.h>

#include "context_impl.h"

/* ---- rewriter ------------------------------------------------------------- */

void rl_rewriter_init(rl_rewriter *rw, rl_context *c, const rl_rewrite_listener *l) {
  memset(rw, 0, sizeof *rw);
  rw->b.ctx = c;
  rw->b.rw = rw;
  rw->listener = l;
}

void rl_rewriter_set_before(rl_rewriter *rw, rl_op *op) {
  rw->b.block = op->parent;
  rw->b.before = op;
}

void rl_rewriter_set_end(rl_rewriter *rw, rl_block *b) {
  rw->b.block = b;
  rw->b.before = NULL;
}

static void notify_inserted(rl_rewriter *rw, rl_op *op) {
  if (rw->listener && rw->listener->op_inserted) rw->listener->op_inserted(rw->listener->ud, op);
}

rl_op *rl_rewriter_create(rl_rewriter *rw, const rl_op_state *st) {
  if (rw->hooks) return rw->hooks->create(rw, st);
  rl_op *op = rl_builder_create_unobserved(&rw->b, st);
  notify_inserted(rw, op);
  return op;
}

void rl_rewriter_insert(rl_rewriter *rw, rl_op *op) {
  if (rw->hooks) {
    rw->hooks->insert(rw, op);
    return;
  }
  if (rw->b.before) rl_op_insert_before(rw->b.before, op);
  else rl_block_append_op(rw->b.block, op);
  notify_inserted(rw, op);
}

static bool notify_erased_walk(rl_op *op, void *ud) {
  rl_rewriter *rw = ud;
  rw->listener->op_erased(rw->listener->ud, op);
  return true;
}

void rl_rewriter_erase(rl_rewriter *rw, rl_op *op) {
  if (rw->hooks) {
    rw->hooks->erase(rw, op);
    return;
  }
  if (rw->listener && rw->listener->op_erased) rl_op_walk(op, true, notify_erased_walk, rw);
  rl_op_erase(rw->b.ctx, op);
}

void rl_rewriter_replace(rl_rewriter *rw, rl_op *op, rl_value *const *values) {
  if (rw->hooks) {
    rw->hooks->replace(rw, op, values);
    return;
  }
  if (rw->listener && rw->listener->op_replaced) rw->listener->op_replaced(rw->listener->ud, op, values);
  for (unsigned i = 0; i < op->nresults; i++) rl_value_replace_all_uses(&op->results[i], values[i]);
  rl_rewriter_erase(rw, op);
}

void rl_rewriter_start_modify(rl_rewriter *rw, rl_op *op) {
  if (rw->hooks) rw->hooks->start_modify(rw, op);
}

void rl_rewriter_modified(rl_rewriter *rw, rl_op *op) {
  if (rw->hooks) {
    rw->hooks->modified(rw, op);
    return;
  }
  if (rw->listener && rw->listener->op_modified) rw->listener->op_modified(rw->listener->ud, op);
}

void rl_rewriter_replace_uses(rl_rewriter *rw, rl_value *from, rl_value *to) {
  if (rw->hooks) {
    rw->hooks->replace_uses(rw, from, to);
    return;
  }
  while (from->first_use) {
    rl_op *user = from->first_use->owner;
    rl_op_set_operand(user, (unsigned)(from->first_use - user->operands), to);
    rl_rewriter_modified(rw, user);
  }
}

/* ---- block and region edits ------------------------------------------------ */

static void notify_modified(rl_rewriter *rw, rl_op *op) {
  if (rw->listener && rw->listener->op_modified) rw->listener->op_modified(rw->listener->ud, op);
}

void rl_rewriter_set_operand(rl_rewriter *rw, rl_op *op, unsigned i, rl_value *v) {
  if (rw->hooks) {
    rw->hooks->set_operand(rw, op, i, v);
    return;
  }
  rl_op_set_operand(op, i, v);
  notify_modified(rw, op);
}

void rl_rewriter_set_succ(rl_rewriter *rw, rl_op *op, unsigned i, rl_block *b) {
  if (rw->hooks) {
    rw->hooks->set_succ(rw, op, i, b);
    return;
  }
  rl_op_set_succ(op, i, b);
  notify_modified(rw, op);
}

void rl_rewriter_move_op_before(rl_rewriter *rw, rl_op *op, rl_block *b, rl_op *before) {
  if (rw->hooks) {
    rw->hooks->move_op(rw, op, b, before);
    return;
  }
  rl_op_remove(op);
  if (before) rl_op_insert_before(before, op);
  else rl_block_append_op(b, op);
  if (rw->listener && rw->listener->op_moved) rw->listener->op_moved(rw->listener->ud, op);
  else notify_modified(rw, op); /* the greedy driver looks at it again */
}

void rl_rewriter_inline_region_before(rl_rewriter *rw, rl_region *from, rl_region *to, rl_block *before) {
  while (from->first) {
    rl_block *b = from->first;
    if (rw->hooks) {
      rw->hooks->move_block(rw, b, to, before);
      continue;
    }
    rl_block_remove(b);
    if (before) rl_region_insert_block_before(to, before, b);
    else rl_region_append_block(to, b);
  }
}

rl_block *rl_rewriter_create_block(rl_rewriter *rw, rl_region *r, rl_block *before) {
  if (rw->hooks) return rw->hooks->create_block(rw, r, before);
  rl_block *b = rl_block_create(rw->b.ctx);
  if (before) rl_region_insert_block_before(r, before, b);
  else rl_region_append_block(r, b);
  return b;
}

rl_block *rl_rewriter_split_block(rl_rewriter *rw, rl_block *b, rl_op *op) {
  rl_block *nb = rl_rewriter_create_block(rw, b->parent, b->next);
  while (op) {
    rl_op *next = op->next;
    rl_rewriter_move_op_before(rw, op, nb, NULL);
    op = next;
  }
  return nb;
}

void rl_rewriter_erase_block_args(rl_rewriter *rw, rl_block *b) {
  if (!b->nargs) return;
  if (rw->hooks) {
    rw->hooks->erase_block_args(rw, b);
    return;
  }
  while (b->nargs) rl_block_erase_arg(rw->b.ctx, b, b->nargs - 1);
}

void rl_rewriter_inline_block_before(rl_rewriter *rw, rl_block *src, rl_block *dst, rl_op *before,
                                     rl_value *const *args) {
  for (unsigned i = 0; i < src->nargs; i++) rl_rewriter_replace_uses(rw, src->args[i], args[i]);
  rl_rewriter_erase_block_args(rw, src);
  while (src->first) rl_rewriter_move_op_before(rw, src->first, dst, before);
}

/* ---- pattern sets --------------------------------------------------------- */

typedef struct plist {
  const rl_pattern **pats;
  unsigned n, cap;
} plist;

struct rl_pattern_set {
  plist all;         /* in the order added */
  plist *by_id;      /* merged and sorted lists, by opinfo id (lazy) */
  bool *built;       /* by_id[i] is current */
  uint32_t nids;
};

rl_pattern_set *rl_pattern_set_create(void) { return rl_xcalloc(1, sizeof(rl_pattern_set)); }

static void drop_cache(rl_pattern_set *s) {
  for (uint32_t i = 0; i < s->nids; i++) free(s->by_id[i].pats);
  free(s->by_id);
  free(s->built);
  s->by_id = NULL;
  s->built = NULL;
  s->nids = 0;
}

void rl_pattern_set_destroy(rl_pattern_set *s) {
  if (!s) return;
  drop_cache(s);
  free(s->all.pats);
  free(s);
}

static void plist_add(plist *l, const rl_pattern *p) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 8;
    l->pats = rl_xrealloc(l->pats, l->cap * sizeof *l->pats);
  }
  l->pats[l->n++] = p;
}

void rl_pattern_set_add(rl_pattern_set *s, const rl_pattern *p) {
  plist_add(&s->all, p);
  drop_cache(s);
}

unsigned rl_pattern_set_size(const rl_pattern_set *s) { return s->all.n; }

const rl_pattern *rl_pattern_set_at(const rl_pattern_set *s, unsigned i) { return i < s->all.n ? s->all.pats[i] : NULL; }

/* The lists of every op kind c knows built now, and room for more: the
 * set is then only read while threads run. */
void rl_pattern_set_prepare(const rl_pattern_set *s, rl_context *c) {
  unsigned n;
  unsigned nk = rl_context_num_opinfos(c);
  if (nk) rl_pattern_set_lookup(s, rl_context_opinfo_at(c, nk - 1), &n); /* sizes the cache */
  rl_pattern_set *m = (rl_pattern_set *)s;
  if (m->nids < nk + 1024) {
    uint32_t nids = nk + 1024;
    m->by_id = rl_xrealloc(m->by_id, nids * sizeof *m->by_id);
    m->built = rl_xrealloc(m->built, nids * sizeof *m->built);
    memset(m->by_id + m->nids, 0, (nids - m->nids) * sizeof *m->by_id);
    memset(m->built + m->nids, 0, (nids - m->nids) * sizeof *m->built);
    m->nids = nids;
  }
  for (unsigned i = 0; i < nk; i++) rl_pattern_set_lookup(s, rl_context_opinfo_at(c, i), &n);
}

const rl_pattern *const *rl_pattern_set_lookup(const rl_pattern_set *cs, const rl_opinfo *info, unsigned *n) {
  rl_pattern_set *s = (rl_pattern_set *)cs; /* the cache is not part of the value */
  if (info->id >= s->nids) {
    uint32_t nids = info->id + 64;
    s->by_id = rl_xrealloc(s->by_id, nids * sizeof *s->by_id);
    s->built = rl_xrealloc(s->built, nids * sizeof *s->built);
    memset(s->by_id + s->nids, 0, (nids - s->nids) * sizeof *s->by_id);
    memset(s->built + s->nids, 0, (nids - s->nids) * sizeof *s->built);
    s->nids = nids;
  }
  plist *l = &s->by_id[info->id];
  if (!s->built[info->id]) {
    rl_context *c = info->ctx;
    rl_context_lock(c);
    if (!s->built[info->id]) {
      for (unsigned i = 0; i < s->all.n; i++)
        if (!s->all.pats[i]->root || s->all.pats[i]->root == info) plist_add(l, s->all.pats[i]);
      /* Stable insertion sort by benefit, highest first. */
      for (unsigned i = 1; i < l->n; i++)
        for (unsigned j = i; j > 0 && l->pats[j - 1]->benefit < l->pats[j]->benefit; j--) {
          const rl_pattern *t = l->pats[j];
          l->pats[j] = l->pats[j - 1];
          l->pats[j - 1] = t;
        }
      s->built[info->id] = true;
    }
    rl_context_unlock(c);
  }
  *n = l->n;
  return l->pats;
}
