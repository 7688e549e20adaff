/* Builtin attributes and locations: uniquing constructors and accessors. */
#include "attrs.h"

#include <stdlib.h>
#include <string.h>

#include "apfloat.h"
#include "context_impl.h"

#define UNIQ(c, k, s, n, w) ((rl_attr *)rl_uniq((c), (k), (s), (uint32_t)(n), (w)))

static unsigned int_words(rl_type *t) {
  unsigned bits = rl_type_bitwidth(t);
  return bits ? (bits + 63) / 64 : 1;
}

rl_attr *rl_attr_integer_words(rl_context *c, rl_type *t, const uint64_t *words) {
  unsigned nw = int_words(t), bits = rl_type_bitwidth(t);
  WORDS(w, nw + 1);
  w[0] = rl_ptr_word(t);
  memcpy(w + 1, words, nw * sizeof(uint64_t));
  if (bits % 64) w[nw] &= (~0ull) >> (64 - bits % 64);
  rl_attr *a = UNIQ(c, RL_AT_INTEGER, 0, nw + 1, w);
  WORDS_FREE(w);
  return a;
}

rl_attr *rl_attr_integer(rl_context *c, rl_type *t, int64_t v) {
  unsigned nw = int_words(t);
  WORDS(w, nw);
  for (unsigned i = 0; i < nw; i++) w[i] = i == 0 ? (uint64_t)v : (v < 0 ? ~0ull : 0);
  rl_attr *a = rl_attr_integer_words(c, t, w);
  WORDS_FREE(w);
  return a;
}

rl_attr *rl_attr_bool(rl_context *c, bool v) {
  return rl_attr_integer(c, rl_type_integer(c, 1, RL_SIGNLESS), v);
}

int64_t rl_attr_int_value(const rl_attr *a) {
  unsigned bits = rl_type_bitwidth(rl_attr_type_of(a));
  uint64_t v = a->w[1];
  if (bits && bits < 64) {
    uint64_t m = 1ull << (bits - 1);
    v &= (m << 1) - 1;
    v = (v ^ m) - m;
  }
  return (int64_t)v;
}

rl_attr *rl_attr_float_bits(rl_context *c, rl_type *t, uint64_t lo, uint64_t hi) {
  uint64_t w[3] = {rl_ptr_word(t), lo, hi};
  return UNIQ(c, RL_AT_FLOAT, 0, 3, w);
}

rl_attr *rl_attr_float(rl_context *c, rl_type *t, double v) {
  uint64_t lo = 0, hi = 0;
  rl_apfloat_from_double(rl_type_float_sem(t), v, &lo, &hi);
  return rl_attr_float_bits(c, t, lo, hi);
}

rl_attr *rl_attr_string(rl_context *c, const char *s, size_t n, rl_type *t) {
  uint64_t w[2] = {rl_ptr_word(rl_ident_get(c, s, n)), rl_ptr_word(t)};
  return UNIQ(c, RL_AT_STRING, 0, 2, w);
}

rl_attr *rl_attr_unit(rl_context *c) { return UNIQ(c, RL_AT_UNIT, 0, 0, NULL); }

rl_attr *rl_attr_array(rl_context *c, unsigned n, rl_attr *const *elems) {
  WORDS(w, n);
  for (unsigned i = 0; i < n; i++) w[i] = rl_ptr_word(elems[i]);
  rl_attr *a = UNIQ(c, RL_AT_ARRAY, 0, n, w);
  WORDS_FREE(w);
  return a;
}

static int ident_cmp(const rl_ident *a, const rl_ident *b) {
  if (a == b) return 0;
  size_t n = a->len < b->len ? a->len : b->len;
  int r = memcmp(a->str, b->str, n);
  if (r) return r;
  return a->len < b->len ? -1 : a->len > b->len;
}

static int named_cmp(const void *x, const void *y) {
  const rl_named_attr *a = x, *b = y;
  return a->name == b->name ? 0 : ident_cmp(a->name, b->name);
}

rl_attr *rl_attr_dict(rl_context *c, unsigned n, const rl_named_attr *entries, rl_ident **dup) {
  /* Entries usually come sorted; otherwise sort a copy. */
  const rl_named_attr *e = entries;
  rl_named_attr *sorted = NULL;
  for (unsigned i = 1; i < n; i++)
    if (named_cmp(&entries[i - 1], &entries[i]) >= 0) {
      sorted = rl_xmalloc(n * sizeof *sorted);
      memcpy(sorted, entries, n * sizeof *sorted);
      qsort(sorted, n, sizeof *sorted, named_cmp);
      e = sorted;
      break;
    }
  for (unsigned i = 1; i < n; i++)
    if (e[i - 1].name == e[i].name) {
      if (dup) *dup = e[i].name;
      free(sorted);
      return NULL;
    }
  WORDS(w, 2 * (size_t)n);
  for (unsigned i = 0; i < n; i++) {
    w[2 * i] = rl_ptr_word(e[i].name);
    w[2 * i + 1] = rl_ptr_word(e[i].value);
  }
  rl_attr *a = UNIQ(c, RL_AT_DICT, 0, 2 * (size_t)n, w);
  WORDS_FREE(w);
  free(sorted);
  return a;
}

rl_attr *rl_attr_dict_get(const rl_attr *dict, rl_ident *name) {
  if (!dict) return NULL;
  if (dict->n <= 16) { /* a few entries: their idents are compared, not their text */
    for (unsigned i = 0; i < dict->n; i += 2)
      if (rl_word_ptr(dict->w[i]) == name) return rl_word_ptr(dict->w[i + 1]);
    return NULL;
  }
  unsigned lo = 0, hi = dict->n / 2;
  while (lo < hi) {
    unsigned mid = (lo + hi) / 2;
    rl_ident *k = rl_word_ptr(dict->w[2 * mid]);
    if (k == name) return rl_word_ptr(dict->w[2 * mid + 1]);
    if (ident_cmp(k, name) < 0) lo = mid + 1;
    else hi = mid;
  }
  return NULL;
}

rl_attr *rl_attr_dict_set(rl_context *c, const rl_attr *dict, rl_ident *name, rl_attr *value) {
  rl_named_attr e = {name, value};
  return rl_attr_dict_update(c, dict, 1, &e);
}

rl_attr *rl_attr_dict_merge(rl_context *c, const rl_attr *dict, const rl_attr *more) {
  unsigned n = more ? rl_attr_dict_size(more) : 0;
  if (!n) return dict ? (rl_attr *)dict : rl_attr_dict(c, 0, NULL, NULL);
  if (!dict || !dict->n) return (rl_attr *)more;
  rl_named_attr *e = rl_xmalloc(n * sizeof *e);
  for (unsigned i = 0; i < n; i++) e[i] = (rl_named_attr){rl_attr_dict_name(more, i), rl_attr_dict_value(more, i)};
  rl_attr *a = rl_attr_dict_update(c, dict, n, e);
  free(e);
  return a;
}

rl_attr *rl_attr_dict_update(rl_context *c, const rl_attr *dict, unsigned n, const rl_named_attr *entries) {
  unsigned nd = dict ? dict->n / 2 : 0;
  WORDS(w, 2 * ((size_t)nd + n));
  size_t k = 0;
  unsigned i = 0, j = 0;
  /* A merge of two sorted lists; on equal names the entry wins. */
  while (i < nd || j < n) {
    int r = i == nd ? 1 : j == n ? -1 : ident_cmp(rl_word_ptr(dict->w[2 * i]), entries[j].name);
    if (r < 0) {
      w[2 * k] = dict->w[2 * i];
      w[2 * k + 1] = dict->w[2 * i + 1];
      k++, i++;
      continue;
    }
    if (r == 0) i++;
    if (entries[j].value) {
      w[2 * k] = rl_ptr_word(entries[j].name);
      w[2 * k + 1] = rl_ptr_word(entries[j].value);
      k++;
    }
    j++;
  }
  rl_attr *a = UNIQ(c, RL_AT_DICT, 0, 2 * k, w);
  WORDS_FREE(w);
  return a;
}

rl_attr *rl_attr_type(rl_context *c, rl_type *t) {
  uint64_t w = rl_ptr_word(t);
  return UNIQ(c, RL_AT_TYPE, 0, 1, &w);
}

rl_attr *rl_attr_symref(rl_context *c, rl_ident *root, unsigned nnested, rl_ident *const *nested) {
  WORDS(w, 1 + (size_t)nnested);
  w[0] = rl_ptr_word(root);
  for (unsigned i = 0; i < nnested; i++) w[1 + i] = rl_ptr_word(nested[i]);
  rl_attr *a = UNIQ(c, RL_AT_SYMREF, 0, 1 + nnested, w);
  WORDS_FREE(w);
  return a;
}

rl_attr *rl_attr_poison(rl_context *c) {
  if (c->poison) return c->poison;
  rl_attr *a = rl_attr_opaque(c, rl_ident_cstr(c, "ub"), rl_ident_cstr(c, "poison"), false);
  if (!c->mt) c->poison = a; /* caches fill on one thread only */
  return a;
}

rl_attr *rl_attr_opaque(rl_context *c, rl_ident *dialect, rl_ident *body, bool quoted) {
  uint64_t w[2] = {rl_ptr_word(dialect), rl_ptr_word(body)};
  return UNIQ(c, RL_AT_OPAQUE, quoted, 2, w);
}

rl_attr *rl_attr_dense(rl_context *c, rl_type *shaped, bool splat, unsigned wpe, size_t count,
                       const uint64_t *data) {
  size_t n = 2 + count * wpe;
  WORDS(w, n);
  w[0] = rl_ptr_word(shaped);
  w[1] = wpe;
  if (count) memcpy(w + 2, data, count * wpe * sizeof(uint64_t));
  rl_attr *a = UNIQ(c, RL_AT_DENSE, splat, n, w);
  WORDS_FREE(w);
  return a;
}

rl_attr *rl_attr_dense_array(rl_context *c, rl_type *elem, size_t count, const uint64_t *vals) {
  WORDS(w, 1 + count);
  w[0] = rl_ptr_word(elem);
  if (count) memcpy(w + 1, vals, count * sizeof(uint64_t));
  rl_attr *a = UNIQ(c, RL_AT_DENSE_ARRAY, 0, 1 + count, w);
  WORDS_FREE(w);
  return a;
}

rl_attr *rl_attr_strided(rl_context *c, int64_t offset, unsigned n, const int64_t *strides) {
  WORDS(w, 1 + (size_t)n);
  w[0] = (uint64_t)offset;
  for (unsigned i = 0; i < n; i++) w[1 + i] = (uint64_t)strides[i];
  rl_attr *a = UNIQ(c, RL_AT_STRIDED, 0, 1 + n, w);
  WORDS_FREE(w);
  return a;
}

rl_attr *rl_loc_unknown(rl_context *c) {
  if (c->loc_unknown) return c->loc_unknown;
  rl_attr *a = UNIQ(c, RL_AT_LOC_UNKNOWN, 0, 0, NULL); /* asked for often */
  if (!c->mt) c->loc_unknown = a;
  return a;
}

rl_attr *rl_loc_file(rl_context *c, rl_ident *file, unsigned line, unsigned col) {
  return (rl_attr *)rl_uniq_loc_file(c, RL_AT_LOC_FILE, file, line, col);
}

rl_attr *rl_loc_name(rl_context *c, rl_ident *name, rl_attr *child) {
  uint64_t w[2] = {rl_ptr_word(name), rl_ptr_word(child)};
  return UNIQ(c, RL_AT_LOC_NAME, 0, 2, w);
}

rl_attr *rl_loc_fused(rl_context *c, rl_attr *metadata, unsigned n, rl_attr *const *locs) {
  WORDS(w, 1 + (size_t)n);
  w[0] = rl_ptr_word(metadata);
  for (unsigned i = 0; i < n; i++) w[1 + i] = rl_ptr_word(locs[i]);
  rl_attr *a = UNIQ(c, RL_AT_LOC_FUSED, 0, 1 + n, w);
  WORDS_FREE(w);
  return a;
}

rl_attr *rl_loc_callsite(rl_context *c, rl_attr *callee, rl_attr *caller) {
  uint64_t w[2] = {rl_ptr_word(callee), rl_ptr_word(caller)};
  return UNIQ(c, RL_AT_LOC_CALLSITE, 0, 2, w);
}

rl_attr *rl_loc_find_file(rl_attr *loc) {
  while (loc) {
    switch (loc->kind) {
    case RL_AT_LOC_FILE: return loc;
    case RL_AT_LOC_NAME: loc = rl_word_ptr(loc->w[1]); break;
    case RL_AT_LOC_CALLSITE: loc = rl_word_ptr(loc->w[0]); break;
    case RL_AT_LOC_FUSED:
      for (uint32_t i = 1; i < loc->n; i++) {
        rl_attr *f = rl_loc_find_file(rl_word_ptr(loc->w[i]));
        if (f) return f;
      }
      return NULL;
    default: return NULL;
    }
  }
  return NULL;
}

/* Serials are given in creation order, which only one thread has: a task
 * on one function that makes one reaches out of it (rl_task_escape). */
rl_attr *rl_attr_distinct(rl_context *c, rl_attr *referenced) {
  rl_task_escape();
  rl_ctx_lock(c);
  uint64_t w[2] = {rl_ptr_word(referenced), ++c->distinct_serial};
  rl_ctx_unlock(c);
  return UNIQ(c, RL_AT_DISTINCT, 0, 2, w);
}

rl_attr *rl_attr_dense_resource(rl_context *c, rl_type *shaped, rl_ident *name) {
  uint64_t w[2] = {rl_ptr_word(shaped), rl_ptr_word(name)};
  return UNIQ(c, RL_AT_DENSE_RESOURCE, 0, 2, w);
}

rl_attr *rl_attr_sparse(rl_context *c, rl_type *shaped, rl_attr *indices, rl_attr *values) {
  uint64_t w[3] = {rl_ptr_word(shaped), rl_ptr_word(indices), rl_ptr_word(values)};
  return UNIQ(c, RL_AT_SPARSE, 0, 3, w);
}
