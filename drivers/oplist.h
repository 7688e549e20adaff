/* A growable list of ops, as the passes' work lists and stacks use it. */
#ifndef RL_OPLIST_H
#define RL_OPLIST_H

#include <stdlib.h>

#include "core/context.h"
#include "core/ir.h"

typedef struct rl_oplist {
  rl_op **v;
  size_t n, cap;
} rl_oplist;

static inline void rl_oplist_push(rl_oplist *l, rl_op *op) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 64;
    l->v = rl_xrealloc(l->v, l->cap * sizeof *l->v);
  }
  l->v[l->n++] = op;
}

static inline void rl_oplist_free(rl_oplist *l) {
  free(l->v);
  *l = (rl_oplist){0};
}

#endif
