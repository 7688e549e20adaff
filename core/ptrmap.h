/* A small open-addressing map from pointers to pointers (keys never NULL). */
#ifndef RL_PTRMAP_H
#define RL_PTRMAP_H

#include <stdint.h>
#include <stdlib.h>

typedef struct rl_ptrmap {
  const void **keys;
  void **vals;
  size_t cap, n;
} rl_ptrmap;

void *rl_xcalloc(size_t n, size_t m);

static inline size_t rl_ptrmap_hash(const void *k) {
  return (size_t)(((uintptr_t)k >> 4) * 0x9e3779b97f4a7c15ull >> 16);
}

static inline void rl_ptrmap_put(rl_ptrmap *m, const void *k, void *v);

static inline void rl_ptrmap_grow(rl_ptrmap *m) {
  rl_ptrmap o = *m;
  m->cap = o.cap ? o.cap * 2 : 64;
  m->keys = (const void **)rl_xcalloc(m->cap, sizeof(void *));
  m->vals = (void **)rl_xcalloc(m->cap, sizeof(void *));
  m->n = 0;
  for (size_t i = 0; i < o.cap; i++)
    if (o.keys[i]) rl_ptrmap_put(m, o.keys[i], o.vals[i]);
  free((void *)o.keys);
  free(o.vals);
}

static inline void rl_ptrmap_put(rl_ptrmap *m, const void *k, void *v) {
  if ((m->n + 1) * 2 > m->cap) rl_ptrmap_grow(m);
  size_t j = rl_ptrmap_hash(k) & (m->cap - 1);
  while (m->keys[j] && m->keys[j] != k) j = (j + 1) & (m->cap - 1);
  if (!m->keys[j]) m->n++;
  m->keys[j] = k;
  m->vals[j] = v;
}

static inline void *rl_ptrmap_get(const rl_ptrmap *m, const void *k) {
  if (!m->cap) return NULL;
  size_t j = rl_ptrmap_hash(k) & (m->cap - 1);
  for (; m->keys[j]; j = (j + 1) & (m->cap - 1))
    if (m->keys[j] == k) return m->vals[j];
  return NULL;
}

static inline void rl_ptrmap_free(rl_ptrmap *m) {
  free((void *)m->keys);
  free(m->vals);
  m->keys = NULL;
  m->vals = NULL;
  m->cap = m->n = 0;
}

#endif
