/* The context: arenas, identifier interning, node uniquing, slabs, op registry. */
#include "context.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attrs.h"
#include "symtab.h"
#include "context_impl.h"

/* ---- arena ---------------------------------------------------------------- */

struct rl_arena_chunk {
  struct rl_arena_chunk *prev;
  size_t size;
  _Alignas(16) char data[];
};

static void oom(void) {
  fputs("rulir: out of memory\n", stderr);
  abort();
}

void *rl_xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) oom();
  return p;
}

void *rl_xcalloc(size_t n, size_t m) {
  void *p = calloc(n ? n : 1, m ? m : 1);
  if (!p) oom();
  return p;
}

void *rl_xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) oom();
  return p;
}

/* n bytes, rounded up to a multiple of mask + 1 (so an arena used with one
 * mask stays aligned to it). */
static void *arena_alloc(rl_arena *a, size_t n, size_t mask) {
  n = (n + mask) & ~mask;
  if ((size_t)(a->end - a->cur) < n) {
    size_t sz = n > 60000 ? n : 65536 - sizeof(struct rl_arena_chunk);
    struct rl_arena_chunk *ch = rl_xmalloc(sizeof *ch + sz);
    ch->prev = a->chunk;
    ch->size = sz;
    a->chunk = ch;
    a->cur = ch->data;
    a->end = ch->data + sz;
  }
  void *p = a->cur;
  a->cur += n;
  return p;
}

void *rl_arena_alloc(rl_arena *a, size_t n) { return arena_alloc(a, n, 15); }

void rl_arena_free(rl_arena *a) {
  struct rl_arena_chunk *ch = a->chunk;
  while (ch) {
    struct rl_arena_chunk *prev = ch->prev;
    free(ch);
    ch = prev;
  }
  a->chunk = NULL;
  a->cur = a->end = NULL;
}

void rl_arena_release(rl_arena *a, rl_arena_mark m) {
  while (a->chunk && a->chunk != m.chunk) {
    struct rl_arena_chunk *prev = a->chunk->prev;
    free(a->chunk);
    a->chunk = prev;
  }
  if (a->chunk) {
    a->cur = m.cur;
    a->end = a->chunk->data + a->chunk->size;
  } else {
    a->cur = a->end = NULL;
  }
}

void rl_arena_reset(rl_arena *a) {
  struct rl_arena_chunk *first = a->chunk;
  while (first && first->prev) first = first->prev;
  rl_arena_release(a, (rl_arena_mark){first, first ? first->data : NULL});
}

char *rl_arena_strdup(rl_arena *a, const char *s, size_t n) {
  char *p = rl_arena_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

/* ---- hashing -------------------------------------------------------------- */

uint32_t rl_hash_bytes(const void *p, size_t n) {
  /* FNV-1a, folded 8 bytes at a time for speed. */
  const unsigned char *s = p;
  uint64_t h = 0xcbf29ce484222325ull;
  while (n >= 8) {
    uint64_t w;
    memcpy(&w, s, 8);
    h = (h ^ w) * 0x100000001b3ull;
    h ^= h >> 29;
    s += 8;
    n -= 8;
  }
  while (n--) h = (h ^ *s++) * 0x100000001b3ull;
  h ^= h >> 32;
  return (uint32_t)h;
}

static uint32_t hash_words(unsigned kind, unsigned sub, uint32_t n, const uint64_t *w) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ ((uint64_t)kind << 48) ^ ((uint64_t)sub << 32) ^ n;
  for (uint32_t i = 0; i < n; i++) {
    h ^= w[i];
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
  }
  h *= 0xc4ceb9fe1a85ec53ull;
  h ^= h >> 29;
  return (uint32_t)h;
}

/* ---- context -------------------------------------------------------------- */

rl_context *rl_context_create(void) {
  rl_context *c = rl_xcalloc(1, sizeof *c);
  c->idents.cap = 1024;
  c->idents.slots = rl_xcalloc(c->idents.cap, sizeof(rl_ident *));
  c->nodes.cap = 1024;
  c->nodes.slots = rl_xcalloc(c->nodes.cap, sizeof(struct rl_node *));
  c->nodes.hashes = rl_xcalloc(c->nodes.cap, sizeof(uint32_t));
  rl_context_builtin_init(c);
  return c;
}

void rl_context_destroy(rl_context *c) {
  if (!c) return;
  rl_arena_free(&c->arena);
  rl_arena_free(&c->transient);
  rl_arena_free(&c->slab_arena); /* slab objects: nothing to free one by one */
  free(c->idents.slots);
  free(c->nodes.slots);
  free(c->nodes.hashes);
  for (uint32_t i = 0; i < c->nloc_files; i++) free(c->loc_files[i].lines);
  free(c->loc_files);
  free(c->opinfos);
  free(c->opinfo_slots);
  rl_ptrmap_free(&c->dialects);
  rl_ptrmap_free(&c->dialect_attrs);
  rl_ptrmap_free(&c->dialect_types);
  rl_ptrmap_free(&c->defaults);
  rl_ptrmap_free(&c->materializers);
  free(c->attr_verifiers);
  rl_ptrmap_free(&c->custom_directives);
  rl_ptrmap_free(&c->resource_blobs);
  free(c->ext_resources);
  rl_symbol_tables_free(c);
  rl_sb_free(&c->diag_scratch);
  free(c->states);
  free(c);
}

void *rl_context_alloc(rl_context *c, size_t n) { return rl_arena_alloc(&c->arena, n); }

/* ---- clients' states -------------------------------------------------------- */

/* Slot numbers given to keys so far, in the whole process. */
static _Atomic unsigned g_nslots;

static unsigned key_slot(rl_context_key *k) {
  unsigned s = atomic_load_explicit(&k->slot, memory_order_acquire);
  if (s) return s - 1;
  unsigned fresh = atomic_fetch_add_explicit(&g_nslots, 1, memory_order_relaxed) + 1;
  if (atomic_compare_exchange_strong_explicit(&k->slot, &s, fresh, memory_order_acq_rel, memory_order_acquire))
    return fresh - 1;
  return s - 1; /* another thread gave k its slot first */
}

void *rl_context_state(rl_context *c, rl_context_key *k) {
  unsigned s = key_slot(k);
  return s < c->nstates ? c->states[s] : NULL;
}

void rl_context_set_state(rl_context *c, rl_context_key *k, void *state) {
  unsigned s = key_slot(k);
  if (s >= c->nstates) {
    unsigned n = c->nstates ? c->nstates : 8;
    while (n <= s) n *= 2;
    c->states = rl_xrealloc(c->states, n * sizeof *c->states);
    memset(c->states + c->nstates, 0, (n - c->nstates) * sizeof *c->states);
    c->nstates = n;
  }
  c->states[s] = state;
}

/* ---- identifiers ---------------------------------------------------------- */

static void ident_grow(rl_context *c) {
  size_t cap = c->idents.cap * 2;
  rl_ident **slots = rl_xcalloc(cap, sizeof *slots);
  for (size_t i = 0; i < c->idents.cap; i++) {
    rl_ident *id = c->idents.slots[i];
    if (!id) continue;
    size_t j = id->hash & (cap - 1);
    while (slots[j]) j = (j + 1) & (cap - 1);
    slots[j] = id;
  }
  free(c->idents.slots);
  c->idents.slots = slots;
  c->idents.cap = cap;
}

rl_ident *rl_ident_get(rl_context *c, const char *s, size_t n) {
  uint32_t h = rl_hash_bytes(s, n);
  size_t mask = c->idents.cap - 1;
  size_t j = h & mask;
  for (rl_ident *id; (id = c->idents.slots[j]); j = (j + 1) & mask)
    if (id->hash == h && id->len == n && memcmp(id->str, s, n) == 0) return id;
  rl_ident *id = rl_arena_alloc(&c->arena, sizeof *id + n + 1);
  id->len = (uint32_t)n;
  id->hash = h;
  memcpy(id->str, s, n);
  id->str[n] = 0;
  c->idents.slots[j] = id;
  if (++c->idents.count * 2 > c->idents.cap) ident_grow(c);
  return id;
}

rl_ident *rl_ident_cstr(rl_context *c, const char *s) { return rl_ident_get(c, s, strlen(s)); }

size_t rl_context_num_idents(rl_context *c) { return c->idents.count; }

/* ---- uniqued nodes -------------------------------------------------------- */

struct rl_node {
  uint16_t kind, sub;
  uint32_t n;
  uint64_t w[];
};

static void nodes_grow(rl_context *c) {
  size_t cap = c->nodes.cap * 2;
  struct rl_node **slots = rl_xcalloc(cap, sizeof *slots);
  uint32_t *hashes = rl_xcalloc(cap, sizeof *hashes);
  for (size_t i = 0; i < c->nodes.cap; i++) {
    if (!c->nodes.slots[i]) continue;
    size_t j = c->nodes.hashes[i] & (cap - 1);
    while (slots[j]) j = (j + 1) & (cap - 1);
    slots[j] = c->nodes.slots[i];
    hashes[j] = c->nodes.hashes[i];
  }
  free(c->nodes.slots);
  free(c->nodes.hashes);
  c->nodes.slots = slots;
  c->nodes.hashes = hashes;
  c->nodes.cap = cap;
}

const void *rl_uniq(rl_context *c, unsigned kind, unsigned sub, uint32_t n, const uint64_t *w) {
  uint32_t h = hash_words(kind, sub, n, w);
  size_t mask = c->nodes.cap - 1;
  size_t j = h & mask;
  for (struct rl_node *nd; (nd = c->nodes.slots[j]); j = (j + 1) & mask) {
    if (c->nodes.hashes[j] == h && nd->kind == kind && nd->sub == sub && nd->n == n &&
        (n == 0 || memcmp(nd->w, w, n * sizeof(uint64_t)) == 0))
      return nd;
  }
  struct rl_node *nd = rl_arena_alloc(&c->arena, sizeof *nd + n * sizeof(uint64_t));
  nd->kind = (uint16_t)kind;
  nd->sub = (uint16_t)sub;
  nd->n = n;
  if (n) memcpy(nd->w, w, n * sizeof(uint64_t));
  c->nodes.slots[j] = nd;
  c->nodes.hashes[j] = h;
  if (++c->nodes.count * 2 > c->nodes.cap) nodes_grow(c);
  return nd;
}

/* The parser makes one file:line:col location per op, in source order, and
 * almost all of them are new. In the general table each is a hash probe into
 * a large, cold table; here it is an array index into memory the previous
 * line just touched. The node layout is the general one (three words: file,
 * line, column), so everything that reads locations reads these the same
 * way. A line's slot holds the first column seen on it; other columns of
 * that line, and lines past RL_LOC_LINES_MAX, go to the general table. Each
 * location still has one node: the slot is looked at first, and a column
 * that is not the slot's was never put there. */
enum { RL_LOC_LINES_MAX = 1u << 28 };

static struct rl_loc_lines *loc_lines_of(rl_context *c, rl_ident *file) {
  if (c->nloc_files && c->loc_files[c->loc_last].file == file) return &c->loc_files[c->loc_last];
  for (uint32_t i = 0; i < c->nloc_files; i++)
    if (c->loc_files[i].file == file) {
      c->loc_last = i;
      return &c->loc_files[i];
    }
  if (c->nloc_files == c->loc_files_cap) {
    c->loc_files_cap = c->loc_files_cap ? c->loc_files_cap * 2 : 4;
    c->loc_files = rl_xrealloc(c->loc_files, c->loc_files_cap * sizeof *c->loc_files);
  }
  c->loc_last = c->nloc_files++;
  struct rl_loc_lines *t = &c->loc_files[c->loc_last];
  t->file = file;
  t->lines = NULL;
  t->cap = 0;
  return t;
}

const void *rl_uniq_loc_file(rl_context *c, unsigned kind, rl_ident *file, unsigned line,
                             unsigned col) {
  uint64_t w[3] = {(uint64_t)(uintptr_t)file, line, col};
  if (line >= RL_LOC_LINES_MAX) return rl_uniq(c, kind, 0, 3, w);
  struct rl_loc_lines *t = loc_lines_of(c, file);
  if (line >= t->cap) {
    uint32_t cap = t->cap ? t->cap : 256;
    while (cap <= line) cap *= 2;
    t->lines = rl_xrealloc(t->lines, cap * sizeof *t->lines);
    memset(t->lines + t->cap, 0, (cap - t->cap) * sizeof *t->lines);
    t->cap = cap;
  }
  struct rl_node *first = t->lines[line];
  if (first) return first->w[2] == col ? first : rl_uniq(c, kind, 0, 3, w);
  struct rl_node *nd = rl_arena_alloc(&c->arena, sizeof *nd + 3 * sizeof(uint64_t));
  nd->kind = (uint16_t)kind;
  nd->sub = 0;
  nd->n = 3;
  memcpy(nd->w, w, sizeof w);
  t->lines[line] = nd;
  c->loc_count++;
  return nd;
}

const void *rl_transient_loc_file(rl_context *c, unsigned kind, rl_ident *file, unsigned line, unsigned col) {
  struct rl_node *nd = rl_arena_alloc(c->transient_use ? c->transient_use : &c->transient, sizeof *nd + 3 * sizeof(uint64_t));
  nd->kind = (uint16_t)kind;
  nd->sub = 0;
  nd->n = 3;
  nd->w[0] = (uint64_t)(uintptr_t)file;
  nd->w[1] = line;
  nd->w[2] = col;
  return nd;
}

rl_arena_mark rl_context_transient_mark(rl_context *c) {
  return rl_arena_get_mark(c->transient_use ? c->transient_use : &c->transient);
}
void rl_context_transient_release(rl_context *c, rl_arena_mark m) {
  rl_arena_release(c->transient_use ? c->transient_use : &c->transient, m);
}
void rl_context_use_transient_arena(rl_context *c, rl_arena *a) { c->transient_use = a; }

size_t rl_context_num_nodes(rl_context *c) { return c->nodes.count + c->loc_count; }

/* ---- slabs ---------------------------------------------------------------- */

static size_t slab_class(size_t n) { return (n + RL_SLAB_GRAIN - 1) / RL_SLAB_GRAIN; }

/* Under AddressSanitizer a freed slab object is poisoned until it is handed
 * out again, so a stale pointer to an erased op is caught where it is used
 * (the slabs live in the arena, which ASan otherwise sees as allocated). */
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define SLAB_POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define SLAB_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define SLAB_POISON(p, n) ((void)(p), (void)(n))
#define SLAB_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

void *rl_context_slab_alloc(rl_context *c, size_t n) {
  size_t k = slab_class(n);
  if (k >= RL_NUM_SLABS) return arena_alloc(&c->slab_arena, n, RL_SLAB_GRAIN - 1); /* big: kept until the context goes */
  struct rl_free_obj *f = c->slabs[k];
  if (f) {
    SLAB_UNPOISON(f, k * RL_SLAB_GRAIN);
    c->slabs[k] = f->next;
    return f;
  }
  return arena_alloc(&c->slab_arena, k * RL_SLAB_GRAIN, RL_SLAB_GRAIN - 1);
}

void rl_context_slab_free(rl_context *c, void *p, size_t n) {
  size_t k = slab_class(n);
  if (k >= RL_NUM_SLABS) return; /* arena memory (see above) */
  struct rl_free_obj *f = p;
  f->next = c->slabs[k];
  c->slabs[k] = f;
  SLAB_POISON(p, k * RL_SLAB_GRAIN);
}

unsigned rl_context_parse_serial(const rl_context *c) { return c->parse_serial; }

rl_ident *rl_context_ident(const rl_context *c, rl_common_ident which) {
  switch (which) {
  case RL_ID_VALUE: return c->id_value;
  case RL_ID_OPERAND_SEGMENTS: return c->id_operand_segments;
  case RL_ID_RESULT_SEGMENTS: return c->id_result_segments;
  case RL_ID_SYM_NAME: return c->id_sym_name;
  case RL_ID_SYM_VISIBILITY: return c->id_sym_visibility;
  case RL_ID_MODULE: return c->id_module;
  }
  return NULL;
}

unsigned rl_context_num_opinfos(const rl_context *c) { return c->nopinfos; }
rl_opinfo *rl_context_opinfo_at(const rl_context *c, unsigned i) { return i < c->nopinfos ? c->opinfos[i] : NULL; }

/* ---- file metadata resources ------------------------------------------------ */

void rl_resource_set_blob(rl_context *c, rl_ident *name, rl_ident *hex) { rl_ptrmap_put(&c->resource_blobs, name, hex); }

rl_ident *rl_resource_blob(rl_context *c, rl_ident *name) { return rl_ptrmap_get(&c->resource_blobs, name); }

void rl_resource_clear(rl_context *c) {
  rl_ptrmap_free(&c->resource_blobs);
  c->n_ext_resources = 0;
}

void rl_ext_resource_add(rl_context *c, const rl_resource_entry *e) {
  if (c->n_ext_resources == c->cap_ext_resources) {
    c->cap_ext_resources = c->cap_ext_resources ? 2 * c->cap_ext_resources : 8;
    c->ext_resources = rl_xrealloc(c->ext_resources, c->cap_ext_resources * sizeof *c->ext_resources);
  }
  c->ext_resources[c->n_ext_resources++] = *e;
}

void rl_ext_resources_drop(rl_context *c, rl_ident *group, size_t from) {
  size_t k = 0;
  for (size_t i = 0; i < c->n_ext_resources; i++)
    if (group ? c->ext_resources[i].group != group : i < from) c->ext_resources[k++] = c->ext_resources[i];
  c->n_ext_resources = k;
}

const rl_resource_entry *rl_ext_resources(rl_context *c, size_t *n) {
  *n = c->n_ext_resources;
  return c->ext_resources;
}
