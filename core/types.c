/* Builtin types: uniquing constructors and accessors. */
#include "types.h"

#include <stdlib.h>
#include <string.h>

#include "attrs.h"
#include "context_impl.h"

#define UNIQ(c, k, s, n, w) ((rl_type *)rl_uniq((c), (k), (s), (uint32_t)(n), (w)))

rl_type *rl_type_integer(rl_context *c, unsigned width, rl_signedness s) {
  if (width <= 128 && c->int_types[s][width]) return c->int_types[s][width];
  uint64_t w = width;
  rl_type *t = UNIQ(c, RL_TY_INTEGER, s, 1, &w);
  if (width <= 128 && !c->mt) c->int_types[s][width] = t; /* caches fill on one thread only */
  return t;
}
rl_type *rl_type_index(rl_context *c) {
  if (c->index_type) return c->index_type;
  rl_type *t = UNIQ(c, RL_TY_INDEX, 0, 0, NULL);
  if (!c->mt) c->index_type = t;
  return t;
}
rl_type *rl_type_float(rl_context *c, rl_float_sem sem) {
  if (c->float_types[sem]) return c->float_types[sem];
  rl_type *t = UNIQ(c, RL_TY_FLOAT, sem, 0, NULL);
  if (!c->mt) c->float_types[sem] = t;
  return t;
}
rl_type *rl_type_none(rl_context *c) { return UNIQ(c, RL_TY_NONE, 0, 0, NULL); }
rl_type *rl_type_complex(rl_context *c, rl_type *elem) {
  uint64_t w = rl_ptr_word(elem);
  return UNIQ(c, RL_TY_COMPLEX, 0, 1, &w);
}

rl_type *rl_type_with_elem(rl_context *c, const rl_type *t, rl_type *elem) {
  switch (rl_type_kind_of(t)) {
  case RL_TY_COMPLEX: case RL_TY_VECTOR: case RL_TY_TENSOR: case RL_TY_UNRANKED_TENSOR:
  case RL_TY_MEMREF: case RL_TY_UNRANKED_MEMREF:
    break;
  default:
    return elem;
  }
  if (rl_type_elem(t) == elem) return (rl_type *)t;
  /* Every one of these keeps its element in w[0]: the same words otherwise. */
  WORDS(w, t->n);
  memcpy(w, t->w, t->n * sizeof *w);
  w[0] = rl_ptr_word(elem);
  rl_type *r = UNIQ(c, t->kind, t->sub, t->n, w);
  WORDS_FREE(w);
  return r;
}

/* Builds the word vector on the stack when small. */

rl_type *rl_type_vector(rl_context *c, unsigned rank, const int64_t *dims, const bool *scalable,
                        rl_type *elem) {
  size_t n = 2 + 2 * (size_t)rank;
  WORDS(w, n);
  w[0] = rl_ptr_word(elem);
  w[1] = rank;
  for (unsigned i = 0; i < rank; i++) {
    w[2 + i] = (uint64_t)dims[i];
    w[2 + rank + i] = scalable && scalable[i];
  }
  rl_type *t = UNIQ(c, RL_TY_VECTOR, 0, n, w);
  WORDS_FREE(w);
  return t;
}

rl_type *rl_type_tensor(rl_context *c, unsigned rank, const int64_t *dims, rl_type *elem,
                        rl_attr *encoding) {
  size_t n = 2 + (size_t)rank;
  WORDS(w, n);
  w[0] = rl_ptr_word(elem);
  w[1] = rl_ptr_word(encoding);
  for (unsigned i = 0; i < rank; i++) w[2 + i] = (uint64_t)dims[i];
  rl_type *t = UNIQ(c, RL_TY_TENSOR, 0, n, w);
  WORDS_FREE(w);
  return t;
}

rl_type *rl_type_unranked_tensor(rl_context *c, rl_type *elem) {
  uint64_t w = rl_ptr_word(elem);
  return UNIQ(c, RL_TY_UNRANKED_TENSOR, 0, 1, &w);
}

rl_type *rl_type_memref(rl_context *c, unsigned rank, const int64_t *dims, rl_type *elem,
                        rl_attr *layout, rl_attr *memspace) {
  size_t n = 3 + (size_t)rank;
  WORDS(w, n);
  w[0] = rl_ptr_word(elem);
  w[1] = rl_ptr_word(layout);
  w[2] = rl_ptr_word(memspace);
  for (unsigned i = 0; i < rank; i++) w[3 + i] = (uint64_t)dims[i];
  rl_type *t = UNIQ(c, RL_TY_MEMREF, 0, n, w);
  WORDS_FREE(w);
  return t;
}

rl_type *rl_type_unranked_memref(rl_context *c, rl_type *elem, rl_attr *memspace) {
  uint64_t w[2] = {rl_ptr_word(elem), rl_ptr_word(memspace)};
  return UNIQ(c, RL_TY_UNRANKED_MEMREF, 0, 2, w);
}

rl_type *rl_type_function(rl_context *c, unsigned nin, rl_type *const *in, unsigned nout,
                          rl_type *const *out) {
  /* The count is a word: a 16-bit sub would wrap at 65,536 inputs. */
  size_t n = 1 + (size_t)nin + nout;
  WORDS(w, n);
  w[0] = nin;
  for (unsigned i = 0; i < nin; i++) w[1 + i] = rl_ptr_word(in[i]);
  for (unsigned i = 0; i < nout; i++) w[1 + nin + i] = rl_ptr_word(out[i]);
  rl_type *t = UNIQ(c, RL_TY_FUNCTION, 0, n, w);
  WORDS_FREE(w);
  return t;
}

rl_type *rl_type_tuple(rl_context *c, unsigned n, rl_type *const *elems) {
  WORDS(w, n);
  for (unsigned i = 0; i < n; i++) w[i] = rl_ptr_word(elems[i]);
  rl_type *t = UNIQ(c, RL_TY_TUPLE, 0, n, w);
  WORDS_FREE(w);
  return t;
}

rl_type *rl_type_opaque(rl_context *c, rl_ident *dialect, rl_ident *body, bool quoted) {
  uint64_t w[2] = {rl_ptr_word(dialect), rl_ptr_word(body)};
  return UNIQ(c, RL_TY_OPAQUE, quoted, 2, w);
}

unsigned rl_type_rank(const rl_type *t) {
  switch (t->kind) {
  case RL_TY_VECTOR: return (unsigned)t->w[1];
  case RL_TY_TENSOR: return t->n - 2;
  case RL_TY_MEMREF: return t->n - 3;
  default: return 0;
  }
}

int64_t rl_type_dim(const rl_type *t, unsigned i) {
  switch (t->kind) {
  case RL_TY_VECTOR:
  case RL_TY_TENSOR: return (int64_t)t->w[2 + i];
  case RL_TY_MEMREF: return (int64_t)t->w[3 + i];
  default: return 0;
  }
}

bool rl_type_dim_scalable(const rl_type *t, unsigned i) {
  return t->kind == RL_TY_VECTOR && t->w[2 + t->w[1] + i];
}

rl_attr *rl_type_encoding(const rl_type *t) {
  return t->kind == RL_TY_TENSOR ? rl_word_ptr(t->w[1]) : NULL;
}
rl_attr *rl_type_layout(const rl_type *t) {
  return t->kind == RL_TY_MEMREF ? rl_word_ptr(t->w[1]) : NULL;
}
rl_attr *rl_type_memspace(const rl_type *t) {
  if (t->kind == RL_TY_MEMREF) return rl_word_ptr(t->w[2]);
  if (t->kind == RL_TY_UNRANKED_MEMREF) return rl_word_ptr(t->w[1]);
  return NULL;
}

/* Adds the linear form of e (coefficient of each dim, the constant, and
 * whether a symbol takes part) to coef/cst/dyn, scaled by k. False when e is
 * not linear with constant coefficients. */
static bool linear_form(const rl_attr *e, int64_t k, unsigned ndims, int64_t *coef, int64_t *cst, bool *dyn,
                        uint64_t *dyn_coef) {
  switch (e->kind) {
  case RL_AT_AFF_DIM:
    if (e->w[0] >= ndims) return false;
    coef[e->w[0]] += k;
    return true;
  case RL_AT_AFF_SYM: *dyn = true; return true;
  case RL_AT_AFF_CONST: *cst += k * (int64_t)e->w[0]; return true;
  case RL_AT_AFF_ADD:
    return linear_form(rl_word_ptr(e->w[0]), k, ndims, coef, cst, dyn, dyn_coef) &&
           linear_form(rl_word_ptr(e->w[1]), k, ndims, coef, cst, dyn, dyn_coef);
  case RL_AT_AFF_MUL: {
    const rl_attr *l = rl_word_ptr(e->w[0]), *r = rl_word_ptr(e->w[1]);
    if (r->kind == RL_AT_AFF_CONST) return linear_form(l, k * (int64_t)r->w[0], ndims, coef, cst, dyn, dyn_coef);
    /* A symbolic stride: d * s (or s * d) has a dynamic coefficient. */
    if (l->kind == RL_AT_AFF_SYM) {
      const rl_attr *t = l;
      l = r, r = t;
    }
    if (l->kind != RL_AT_AFF_DIM || r->kind != RL_AT_AFF_SYM || l->w[0] >= ndims || ndims > 64) return false;
    *dyn_coef |= 1ull << l->w[0];
    return true;
  }
  default: return false;
  }
}

bool rl_memref_strides_offset(const rl_type *t, int64_t *strides, int64_t *offset) {
  if (t->kind != RL_TY_MEMREF) return false;
  unsigned rank = rl_type_rank(t);
  const rl_attr *l = rl_type_layout(t);
  if (l && l->kind == RL_AT_STRIDED) {
    *offset = (int64_t)l->w[0];
    for (unsigned i = 0; i < rank; i++) strides[i] = (int64_t)l->w[1 + i];
    return true;
  }
  if (!l || (l->kind == RL_AT_AFFINE_MAP && l->w[0] == rank && l->n - 2 == rank)) {
    bool identity = true;
    for (unsigned i = 0; l && i < rank; i++) {
      const rl_attr *r = rl_word_ptr(l->w[2 + i]);
      identity &= r->kind == RL_AT_AFF_DIM && r->w[0] == i;
    }
    if (identity) {
      int64_t s = 1;
      *offset = 0;
      for (unsigned i = rank; i-- > 0;) {
        strides[i] = s;
        int64_t d = rl_type_dim(t, i);
        s = s == RL_DYNAMIC || d == RL_DYNAMIC ? RL_DYNAMIC : s * d;
      }
      return true;
    }
  }
  if (!l || l->kind != RL_AT_AFFINE_MAP || l->n - 2 != 1 || l->w[0] != rank || rank > 64) return false;
  int64_t coef[64] = {0}, cst = 0;
  bool dyn = false;
  uint64_t dyn_coef = 0;
  if (!linear_form(rl_word_ptr(l->w[2]), 1, rank, coef, &cst, &dyn, &dyn_coef)) return false;
  /* As MLIR: a stride of 0 in an affine layout is taken for aliasing, and
   * the layout is not strided. */
  for (unsigned i = 0; i < rank; i++)
    if ((strides[i] = (dyn_coef >> i) & 1 ? RL_DYNAMIC : coef[i]) == 0) return false;
  *offset = dyn ? RL_DYNAMIC : cst;
  return true;
}

unsigned rl_type_bitwidth(const rl_type *t) {
  static const unsigned fbits[RL_NUM_FLOAT_SEMS] = {
      [RL_F16] = 16, [RL_BF16] = 16, [RL_TF32] = 19, [RL_F32] = 32, [RL_F64] = 64,
      [RL_F80] = 80, [RL_F128] = 128, [RL_F8E5M2] = 8, [RL_F8E4M3] = 8, [RL_F8E4M3FN] = 8,
      [RL_F8E5M2FNUZ] = 8, [RL_F8E4M3FNUZ] = 8, [RL_F8E4M3B11FNUZ] = 8};
  switch (t->kind) {
  case RL_TY_INTEGER: return (unsigned)t->w[0];
  case RL_TY_INDEX: return 64;
  case RL_TY_FLOAT: return fbits[t->sub];
  default: return 0;
  }
}

/* ---- dialect types ----------------------------------------------------------
 * Kinds are fixed per dialect at compile time, so the print hooks live in one
 * process-wide table indexed by kind (the printer may run without a
 * context); parse hooks are found per context, by dialect name. */

static const rl_dialect_types *dialect_type_hooks[RL_TY_DIALECT_LAST - RL_TY_DIALECT_FIRST + 1];

bool rl_register_dialect_types(rl_context *c, const rl_dialect_types *dt) {
  if (dt->first_kind < RL_TY_DIALECT_FIRST || dt->last_kind > RL_TY_DIALECT_LAST ||
      dt->first_kind > dt->last_kind)
    return false;
  for (unsigned k = dt->first_kind; k <= dt->last_kind; k++) {
    const rl_dialect_types *o = dialect_type_hooks[k - RL_TY_DIALECT_FIRST];
    if (o && o != dt) return false;
  }
  for (unsigned k = dt->first_kind; k <= dt->last_kind; k++) dialect_type_hooks[k - RL_TY_DIALECT_FIRST] = dt;
  rl_ptrmap_put(&c->dialect_types, rl_ident_cstr(c, dt->dialect), (void *)dt);
  return true;
}

const rl_dialect_types *rl_dialect_types_of_kind(unsigned kind) {
  if (kind < RL_TY_DIALECT_FIRST || kind > RL_TY_DIALECT_LAST) return NULL;
  return dialect_type_hooks[kind - RL_TY_DIALECT_FIRST];
}
