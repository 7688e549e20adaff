/* Small growable arrays for C patterns: RL_DEFINE_SMALLBUF(name, T) defines
 * `name` with inline room for RL_SMALLBUF_INLINE elements (no allocation
 * for the usual short operand or block lists) and name_init, name_push and
 * name_free; the heap is used only past the inline room. */
#ifndef RL_SMALLBUF_H
#define RL_SMALLBUF_H

#include <stdlib.h>
#include <string.h>

#define RL_SMALLBUF_INLINE 16
#define RL_DEFINE_SMALLBUF(name, T)                                                           \
  typedef struct name {                                                                       \
    T *p;                                                                                     \
    unsigned n, cap;                                                                          \
    T inl[RL_SMALLBUF_INLINE];                                                                \
  } name;                                                                                     \
  static inline void name##_init(name *b) {                                                   \
    b->p = b->inl;                                                                            \
    b->n = 0;                                                                                 \
    b->cap = RL_SMALLBUF_INLINE;                                                              \
  }                                                                                           \
  static inline void name##_push(name *b, T x) {                                              \
    if (b->n == b->cap) {                                                                     \
      T *np = malloc(2 * (size_t)b->cap * sizeof(T));                                         \
      if (!np) abort();                                                                       \
      memcpy(np, b->p, b->n * sizeof(T));                                                     \
      if (b->p != b->inl) free(b->p);                                                         \
      b->p = np;                                                                              \
      b->cap *= 2;                                                                            \
    }                                                                                         \
    b->p[b->n++] = x;                                                                         \
  }                                                                                           \
  static inline void name##_free(name *b) {                                                   \
    if (b->p != b->inl) free(b->p);                                                           \
    name##_init(b);                                                                           \
  }

#endif
