/* --sccp: sparse conditional constant propagation, as MLIR 19's pass.
 * Runs the constant analysis of drivers/dataflow.h over the op, then, block
 * by block in region order, replaces each value found constant by a
 * constant materialized (by the dialect that folded it) at the start of the
 * entry block of the nearest region isolated from above, one per value and
 * type there, with an unknown location; an op all of whose results were
 * replaced and that has no effect is erased. Dead blocks stay.
 * Requires: verified IR. Preserves: the IR's meaning. */
#include <stdlib.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "drivers/dataflow.h"
#include "drivers/greedy.h"
#include "drivers/pass.h"

/* A materialized constant: (entry block, dialect, value, type) -> op. */
typedef struct made {
  rl_block *b;
  rl_ident *dialect;
  rl_attr *value;
  rl_type *type;
  rl_op *op;
} made;

typedef struct sccp {
  rl_context *c;
  rl_dataflow *df;
  made *m;
  size_t n, cap;
  uint64_t nconst, nerased;
} sccp;

/* The entry block constants used in b go to (MLIR's OperationFolder). */
static rl_block *insertion_block(rl_block *b) {
  for (;;) {
    rl_op *up = b->parent ? b->parent->parent : NULL;
    if (!up || !up->parent || !up->info->registered || (up->info->traits & RL_TRAIT_ISOLATED)) return b->parent->first;
    b = up->parent;
  }
}

static rl_value *constant(sccp *s, rl_block *in, rl_const_lattice l, rl_type *type) {
  rl_block *b = insertion_block(in);
  for (size_t i = 0; i < s->n; i++) /* few per region: a scan is enough */
    if (s->m[i].b == b && s->m[i].dialect == l.dialect && s->m[i].value == l.value && s->m[i].type == type)
      return &s->m[i].op->results[0];
  rl_materialize_fn mat = rl_dialect_materializer(s->c, l.dialect);
  if (!mat) return NULL;
  rl_builder bld = {.ctx = s->c, .block = b, .before = b->first};
  rl_op *op = mat(&bld, l.value, type, rl_loc_unknown(s->c));
  if (!op) return NULL;
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 64;
    s->m = rl_xrealloc(s->m, s->cap * sizeof *s->m);
  }
  s->m[s->n++] = (made){b, l.dialect, l.value, type, op};
  s->nconst++;
  return &op->results[0];
}

static bool replace(sccp *s, rl_block *in, rl_value *v) {
  rl_const_lattice l = rl_dataflow_value(s->df, v);
  if (l.state != RL_CONST_KNOWN) return false;
  rl_value *k = constant(s, in, l, v->type);
  if (!k) return false;
  if (k != v) rl_value_replace_all_uses(v, k);
  return true;
}

typedef struct blocks {
  rl_block **v;
  size_t n, cap;
} blocks;

static void push_regions(blocks *w, rl_op *op) {
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].last; b; b = b->prev) {
      if (w->n == w->cap) {
        w->cap = w->cap ? 2 * w->cap : 64;
        w->v = rl_xrealloc(w->v, w->cap * sizeof *w->v);
      }
      w->v[w->n++] = b;
    }
}

static bool sccp_run(rl_context *c, rl_op *top, void *config) {
  (void)config;
  sccp s = {.c = c, .df = rl_dataflow_constants(c, top)};
  blocks w = {0};
  push_regions(&w, top);
  while (w.n) {
    rl_block *b = w.v[--w.n];
    for (rl_op *op = b->first, *next; op; op = next) {
      next = op->next;
      bool all = op->nresults != 0;
      for (uint32_t i = 0; i < op->nresults; i++) all &= replace(&s, b, &op->results[i]);
      if (all && rl_op_is_trivially_dead(op)) {
        if (op == next) next = op->next;
        rl_op_erase(c, op);
        s.nerased++;
        continue;
      }
      push_regions(&w, op);
    }
    for (uint32_t i = 0; i < b->nargs; i++) replace(&s, b, b->args[i]);
  }
  free(w.v);
  free(s.m);
  rl_dataflow_destroy(s.df);
  return true;
}

const rl_pass_info rl_sccp_pass = {
    .name = "sccp",
    .display = "SCCP",
    .summary = "Sparse Conditional Constant Propagation",
    .run = sccp_run};
