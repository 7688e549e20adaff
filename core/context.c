/* The context: arenas, identifier interning, node uniquing, slabs, op registry. */
#include "context.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

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

/* ---- threads ------------------------------------------------------------- */

/* The heap of the worker this thread is (NULL: the main thread, or a thread
 * outside any parallel run: the context's own). Initial-exec TLS: one load
 * off the thread pointer. */
static __thread rl_heap *tls_heap __attribute__((tls_model("initial-exec")));

static inline rl_heap *heap_of(rl_context *c) {
  if (c->mt) {
    rl_heap *h = tls_heap;
    if (h) return h;
  }
  return &c->heap;
}

static void slab_share(rl_context *c, unsigned nworkers);

void rl_context_begin_threads(rl_context *c, unsigned nworkers) {
  while (c->nheaps + 1 < nworkers) {
    c->heaps = rl_xrealloc(c->heaps, (c->nheaps + 1) * sizeof *c->heaps);
    c->heaps[c->nheaps++] = rl_xcalloc(1, sizeof(rl_heap));
  }
  slab_share(c, nworkers);
  c->mt = true;
}

static void utable_drop_retired(rl_utable *t) {
  rl_utable *r = t->retired;
  t->retired = NULL;
  while (r) {
    rl_utable *next = r->retired;
    free(r->hashes);
    free(r);
    r = next;
  }
}

void rl_context_end_threads(rl_context *c) {
  c->mt = false;
  utable_drop_retired(atomic_load_explicit(&c->idents, memory_order_relaxed));
  utable_drop_retired(atomic_load_explicit(&c->nodes, memory_order_relaxed));
}

bool rl_context_threaded(const rl_context *c) { return c->mt; }

void rl_context_thread_attach(rl_context *c, unsigned worker) {
  tls_heap = worker && worker <= c->nheaps ? c->heaps[worker - 1] : NULL;
}

void rl_context_thread_detach(void) { tls_heap = NULL; }

void rl_context_lock(rl_context *c) { rl_ctx_lock(c); }
void rl_context_unlock(rl_context *c) { rl_ctx_unlock(c); }

static rl_parallel_for_fn g_parallel_for;
void rl_set_parallel_for(rl_parallel_for_fn f) { g_parallel_for = f; }
rl_parallel_for_fn rl_get_parallel_for(void) { return g_parallel_for; }

/* ---- one-function tasks ------------------------------------------------------ */

static __thread rl_op *tls_task_holder;
static __thread bool tls_task_escaped;

void rl_task_begin(rl_op *holder) {
  tls_task_holder = holder;
  tls_task_escaped = false;
}
void rl_task_end(void) {
  tls_task_holder = NULL;
  tls_task_escaped = false;
}
rl_op *rl_task_holder(void) { return tls_task_holder; }
void rl_task_escape(void) {
  if (tls_task_holder) tls_task_escaped = true;
}
bool rl_task_escaped(void) { return tls_task_holder && tls_task_escaped; }

/* ---- tables read without a lock --------------------------------------------- */

static rl_utable *utable_new(size_t cap, bool hashes) {
  rl_utable *t = rl_xcalloc(1, sizeof *t + cap * sizeof(t->slots[0]));
  t->cap = cap;
  if (hashes) t->hashes = rl_xcalloc(cap, sizeof *t->hashes);
  return t;
}

static void utable_free(rl_utable *t) {
  utable_drop_retired(t);
  free(t->hashes);
  free(t);
}

/* ---- context -------------------------------------------------------------- */

rl_context *rl_context_create(void) {
  rl_context *c = rl_xcalloc(1, sizeof *c);
  atomic_init(&c->idents, utable_new(1024, false));
  atomic_init(&c->nodes, utable_new(1024, true));
  pthread_mutex_init(&c->lock_idents, NULL);
  pthread_mutex_init(&c->lock_nodes, NULL);
  pthread_mutexattr_t ma;
  pthread_mutexattr_init(&ma);
  pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&c->lock_misc, &ma);
  pthread_mutexattr_destroy(&ma);
  c->states = rl_xcalloc(RL_MAX_STATES, sizeof *c->states);
  rl_context_builtin_init(c);
  return c;
}

static void heap_free(rl_heap *h) {
  rl_arena_free(&h->arena);
  rl_arena_free(&h->slab_arena); /* slab objects: nothing to free one by one */
}

void rl_context_destroy(rl_context *c) {
  if (!c) return;
  heap_free(&c->heap);
  for (unsigned i = 0; i < c->nheaps; i++) {
    heap_free(c->heaps[i]);
    free(c->heaps[i]);
  }
  free(c->heaps);
  rl_arena_free(&c->transient);
  utable_free(atomic_load_explicit(&c->idents, memory_order_relaxed));
  utable_free(atomic_load_explicit(&c->nodes, memory_order_relaxed));
  for (uint32_t i = 0; i < c->nloc_files; i++) {
    for (uint32_t k = 0; k < c->loc_files[i].nchunks; k++) free(c->loc_files[i].chunks[k]);
    free(c->loc_files[i].chunks);
  }
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
  free((void *)c->states);
  pthread_mutex_destroy(&c->lock_idents);
  pthread_mutex_destroy(&c->lock_nodes);
  pthread_mutex_destroy(&c->lock_misc);
  free(c);
}

void *rl_context_alloc(rl_context *c, size_t n) { return rl_arena_alloc(&heap_of(c)->arena, n); }

/* ---- clients' states -------------------------------------------------------- */

/* Slot numbers given to keys so far, in the whole process. */
static _Atomic unsigned g_nslots;

static unsigned key_slot(rl_context_key *k) {
  unsigned s = atomic_load_explicit(&k->slot, memory_order_acquire);
  if (s) return s - 1;
  unsigned fresh = atomic_fetch_add_explicit(&g_nslots, 1, memory_order_relaxed) + 1;
  if (fresh > RL_MAX_STATES) {
    fputs("rulir: too many context keys\n", stderr);
    abort();
  }
  if (atomic_compare_exchange_strong_explicit(&k->slot, &s, fresh, memory_order_acq_rel, memory_order_acquire))
    return fresh - 1;
  return s - 1; /* another thread gave k its slot first */
}

void *rl_context_state(rl_context *c, rl_context_key *k) {
  return atomic_load_explicit(&c->states[key_slot(k)], memory_order_acquire);
}

void rl_context_set_state(rl_context *c, rl_context_key *k, void *state) {
  atomic_store_explicit(&c->states[key_slot(k)], state, memory_order_release);
}

/* ---- identifiers ---------------------------------------------------------- */

/* A table twice t's size with t's entries; t is retired (freed at once
 * when no other thread can read it). */
static rl_utable *utable_grow(rl_context *c, rl_utable *t, bool idents) {
  size_t cap = t->cap * 2;
  rl_utable *g = utable_new(cap, !idents);
  for (size_t i = 0; i < t->cap; i++) {
    void *e = atomic_load_explicit(&t->slots[i], memory_order_relaxed);
    if (!e) continue;
    uint32_t h = idents ? ((rl_ident *)e)->hash : atomic_load_explicit(&t->hashes[i], memory_order_relaxed);
    size_t j = h & (cap - 1);
    while (atomic_load_explicit(&g->slots[j], memory_order_relaxed)) j = (j + 1) & (cap - 1);
    atomic_store_explicit(&g->slots[j], e, memory_order_relaxed);
    if (!idents) atomic_store_explicit(&g->hashes[j], h, memory_order_relaxed);
  }
  if (c->mt) {
    g->retired = t;
  } else {
    g->retired = t->retired;
    t->retired = NULL;
    free(t->hashes);
    free(t);
  }
  return g;
}

static rl_ident *ident_find(rl_utable *t, uint32_t h, const char *s, size_t n, size_t *slot) {
  size_t mask = t->cap - 1, j = h & mask;
  for (rl_ident *id; (id = atomic_load_explicit(&t->slots[j], memory_order_acquire)); j = (j + 1) & mask)
    if (id->hash == h && id->len == n && memcmp(id->str, s, n) == 0) return id;
  *slot = j;
  return NULL;
}

rl_ident *rl_ident_get(rl_context *c, const char *s, size_t n) {
  uint32_t h = rl_hash_bytes(s, n);
  rl_utable *t = atomic_load_explicit(&c->idents, memory_order_acquire);
  size_t j;
  rl_ident *id = ident_find(t, h, s, n, &j);
  if (id) return id;
  bool mt = c->mt;
  if (mt) {
    pthread_mutex_lock(&c->lock_idents);
    t = atomic_load_explicit(&c->idents, memory_order_relaxed);
    if ((id = ident_find(t, h, s, n, &j))) {
      pthread_mutex_unlock(&c->lock_idents);
      return id;
    }
  }
  id = rl_arena_alloc(&heap_of(c)->arena, sizeof *id + n + 1);
  id->len = (uint32_t)n;
  id->hash = h;
  memcpy(id->str, s, n);
  id->str[n] = 0;
  atomic_store_explicit(&t->slots[j], id, memory_order_release);
  if (++c->nidents * 2 > t->cap) atomic_store_explicit(&c->idents, utable_grow(c, t, true), memory_order_release);
  if (mt) pthread_mutex_unlock(&c->lock_idents);
  return id;
}

rl_ident *rl_ident_cstr(rl_context *c, const char *s) { return rl_ident_get(c, s, strlen(s)); }

size_t rl_context_num_idents(rl_context *c) { return c->nidents; }

/* ---- uniqued nodes -------------------------------------------------------- */

struct rl_node {
  uint16_t kind, sub;
  uint32_t n;
  uint64_t w[];
};

static struct rl_node *node_find(rl_utable *t, uint32_t h, unsigned kind, unsigned sub, uint32_t n,
                                 const uint64_t *w, size_t *slot) {
  size_t mask = t->cap - 1, j = h & mask;
  for (struct rl_node *nd; (nd = atomic_load_explicit(&t->slots[j], memory_order_acquire)); j = (j + 1) & mask) {
    if (atomic_load_explicit(&t->hashes[j], memory_order_relaxed) == h && nd->kind == kind && nd->sub == sub &&
        nd->n == n && (n == 0 || memcmp(nd->w, w, n * sizeof(uint64_t)) == 0))
      return nd;
  }
  *slot = j;
  return NULL;
}

const void *rl_uniq(rl_context *c, unsigned kind, unsigned sub, uint32_t n, const uint64_t *w) {
  uint32_t h = hash_words(kind, sub, n, w);
  rl_utable *t = atomic_load_explicit(&c->nodes, memory_order_acquire);
  size_t j;
  struct rl_node *nd = node_find(t, h, kind, sub, n, w, &j);
  if (nd) return nd;
  bool mt = c->mt;
  if (mt) {
    pthread_mutex_lock(&c->lock_nodes);
    t = atomic_load_explicit(&c->nodes, memory_order_relaxed);
    if ((nd = node_find(t, h, kind, sub, n, w, &j))) {
      pthread_mutex_unlock(&c->lock_nodes);
      return nd;
    }
  }
  nd = rl_arena_alloc(&heap_of(c)->arena, sizeof *nd + n * sizeof(uint64_t));
  nd->kind = (uint16_t)kind;
  nd->sub = (uint16_t)sub;
  nd->n = n;
  if (n) memcpy(nd->w, w, n * sizeof(uint64_t));
  atomic_store_explicit(&t->hashes[j], h, memory_order_relaxed);
  atomic_store_explicit(&t->slots[j], nd, memory_order_release);
  if (++c->nnodes * 2 > t->cap) atomic_store_explicit(&c->nodes, utable_grow(c, t, false), memory_order_release);
  if (mt) pthread_mutex_unlock(&c->lock_nodes);
  return nd;
}

/* The parser makes one file:line:col location per op, in source order, and
 * almost all of them are new. Each file keeps the nodes it made in that
 * order, back to back in chunks (24 bytes a node, no table): a location
 * after the file's last one, the parser's case, is appended; an earlier one
 * is looked for by binary search, and if absent goes to the general table.
 * A node in the general table is thus always before the file's last node,
 * and never in its run: each location has one node. The node layout is
 * the general one (RL_AT_LOC_FILE: file, line << 32 | column), so
 * everything reads these nodes the same way. */
enum { RL_LOC_CHUNK_SHIFT = 12, RL_LOC_CHUNK = 1u << RL_LOC_CHUNK_SHIFT };

struct rl_loc_node {
  uint16_t kind, sub;
  uint32_t n;
  uint64_t w[2];
};
_Static_assert(sizeof(struct rl_loc_node) == 24, "a file location is three words");

static struct rl_loc_run *loc_run_of(rl_context *c, rl_ident *file) {
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
  struct rl_loc_run *t = &c->loc_files[c->loc_last];
  memset(t, 0, sizeof *t);
  t->file = file;
  return t;
}

static inline struct rl_loc_node *loc_run_at(const struct rl_loc_run *t, size_t i) {
  return &t->chunks[i >> RL_LOC_CHUNK_SHIFT][i & (RL_LOC_CHUNK - 1)];
}

static const void *uniq_loc_file(rl_context *c, unsigned kind, rl_ident *file, unsigned line, unsigned col) {
  uint64_t key = (uint64_t)line << 32 | col;
  struct rl_loc_run *t = loc_run_of(c, file);
  if (t->count) {
    struct rl_loc_node *last = loc_run_at(t, t->count - 1);
    if (key == last->w[1] && last->kind == kind) return last;
    if (key <= last->w[1]) {
      size_t lo = 0, hi = t->count; /* the first node not below key */
      while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (loc_run_at(t, mid)->w[1] < key) lo = mid + 1;
        else hi = mid;
      }
      struct rl_loc_node *nd = loc_run_at(t, lo);
      if (nd->w[1] == key && nd->kind == kind) return nd;
      uint64_t w[2] = {(uint64_t)(uintptr_t)file, key};
      return rl_uniq(c, kind, 0, 2, w);
    }
  }
  if ((t->count & (RL_LOC_CHUNK - 1)) == 0) {
    if (t->nchunks == t->chunks_cap) {
      t->chunks_cap = t->chunks_cap ? 2 * t->chunks_cap : 8;
      t->chunks = rl_xrealloc(t->chunks, t->chunks_cap * sizeof *t->chunks);
    }
    t->chunks[t->nchunks++] = rl_xmalloc(RL_LOC_CHUNK * sizeof(struct rl_loc_node));
  }
  struct rl_loc_node *nd = loc_run_at(t, t->count++);
  nd->kind = (uint16_t)kind;
  nd->sub = 0;
  nd->n = 2;
  nd->w[0] = (uint64_t)(uintptr_t)file;
  nd->w[1] = key;
  c->loc_count++;
  return nd;
}

/* While workers run, the lines table is used under the misc lock (passes
 * make few file locations; the parser, on one thread, makes them all). */
const void *rl_uniq_loc_file(rl_context *c, unsigned kind, rl_ident *file, unsigned line, unsigned col) {
  if (!c->mt) return uniq_loc_file(c, kind, file, line, col);
  pthread_mutex_lock(&c->lock_misc);
  const void *r = uniq_loc_file(c, kind, file, line, col);
  pthread_mutex_unlock(&c->lock_misc);
  return r;
}

const void *rl_transient_loc_file(rl_context *c, unsigned kind, rl_ident *file, unsigned line, unsigned col) {
  rl_arena *a = c->transient_use ? c->transient_use : &c->transient;
  struct rl_loc_node *nd = rl_arena_alloc(a, sizeof *nd);
  nd->kind = (uint16_t)kind;
  nd->sub = 0;
  nd->n = 2;
  nd->w[0] = (uint64_t)(uintptr_t)file;
  nd->w[1] = (uint64_t)line << 32 | col;
  return nd;
}

rl_arena_mark rl_context_transient_mark(rl_context *c) {
  return rl_arena_get_mark(c->transient_use ? c->transient_use : &c->transient);
}
void rl_context_transient_release(rl_context *c, rl_arena_mark m) {
  rl_arena_release(c->transient_use ? c->transient_use : &c->transient, m);
}
void rl_context_use_transient_arena(rl_context *c, rl_arena *a) { c->transient_use = a; }

void rl_context_set_source_release(rl_context *c, rl_source_release_fn fn, void *ud) {
  c->source_release = fn;
  c->source_release_ud = ud;
}
rl_source_release_fn rl_context_source_release(const rl_context *c, void **ud) {
  *ud = c->source_release_ud;
  return c->source_release;
}

size_t rl_context_num_nodes(rl_context *c) { return c->nnodes + c->loc_count; }

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

/* The slab arena is never released before the context goes, so its chunks
 * may grow: from 64 KiB, doubling up to SLAB_CHUNK_MAX. A big module's ops
 * then sit in a few big chunks, which from SLAB_HUGE on are aligned to it
 * and asked to be backed by huge pages: one page fault where there were
 * hundreds (faulting pages in was a sixth of a lowering's time). */
enum { SLAB_HUGE = 2 << 20, SLAB_CHUNK_MAX = 8 << 20 };

static void slab_grow(rl_arena *a) {
  size_t sz = a->chunk ? 2 * (a->chunk->size + sizeof(struct rl_arena_chunk)) : 65536;
  if (sz < 65536) sz = 65536;
  if (sz > SLAB_CHUNK_MAX) sz = SLAB_CHUNK_MAX;
  struct rl_arena_chunk *ch = NULL;
  if (sz >= SLAB_HUGE) {
    void *p = NULL;
    if (posix_memalign(&p, SLAB_HUGE, sz)) oom();
#ifdef MADV_HUGEPAGE
    madvise(p, sz, MADV_HUGEPAGE); /* advice only: without huge pages it works as before */
#endif
    ch = p;
  } else {
    ch = rl_xmalloc(sz);
  }
  ch->prev = a->chunk;
  ch->size = sz - sizeof *ch;
  a->chunk = ch;
  a->cur = ch->data;
  a->end = ch->data + ch->size;
}

static void *slab_carve(rl_arena *a, size_t n) {
  n = (n + RL_SLAB_GRAIN - 1) & ~(size_t)(RL_SLAB_GRAIN - 1);
  if ((size_t)(a->end - a->cur) < n && n <= 60000) slab_grow(a);
  return arena_alloc(a, n, RL_SLAB_GRAIN - 1);
}

void *rl_context_slab_alloc(rl_context *c, size_t n) {
  size_t k = slab_class(n);
  rl_heap *h = heap_of(c);
  if (k >= RL_NUM_SLABS) return slab_carve(&h->slab_arena, n); /* big: kept until the context goes */
  struct rl_free_obj *f = h->slabs[k];
  if (f) {
    SLAB_UNPOISON(f, k * RL_SLAB_GRAIN);
    h->slabs[k] = f->next;
    h->nfree[k]--;
    return f;
  }
  return slab_carve(&h->slab_arena, k * RL_SLAB_GRAIN);
}

/* A freed object goes to the free list of the thread that frees it. */
void rl_context_slab_free(rl_context *c, void *p, size_t n) {
  size_t k = slab_class(n);
  if (k >= RL_NUM_SLABS) return; /* arena memory (see above) */
  rl_heap *h = heap_of(c);
  struct rl_free_obj *f = p;
  f->next = h->slabs[k];
  h->slabs[k] = f;
  h->nfree[k]++;
  SLAB_POISON(p, k * RL_SLAB_GRAIN);
}

/* Before workers start: the main thread's free objects are shared out so
 * that each of the first nworkers heaps holds about as many of each class.
 * Ops that a parallel conversion replaced are freed when it is kept, on the
 * main thread; without this the workers carved new memory for the next
 * functions while the old ops' memory lay unused. Only what moves is
 * walked, and it moves once (from the main heap to a worker's). */
static void slab_share(rl_context *c, unsigned nworkers) {
  if (nworkers < 2 || c->nheaps == 0) return;
  if (nworkers > c->nheaps + 1) nworkers = c->nheaps + 1;
  rl_heap *m = &c->heap;
  for (size_t k = 1; k < RL_NUM_SLABS; k++) {
    if (m->nfree[k] < 64) continue;
    size_t total = m->nfree[k];
    for (unsigned w = 1; w < nworkers; w++) total += c->heaps[w - 1]->nfree[k];
    size_t share = total / nworkers;
    for (unsigned w = 1; w < nworkers && m->nfree[k] > share; w++) {
      rl_heap *h = c->heaps[w - 1];
      while (h->nfree[k] < share && m->nfree[k] > share) {
        struct rl_free_obj *f = m->slabs[k];
        SLAB_UNPOISON(f, k * RL_SLAB_GRAIN);
        m->slabs[k] = f->next;
        m->nfree[k]--;
        f->next = h->slabs[k];
        h->slabs[k] = f;
        h->nfree[k]++;
        SLAB_POISON(f, k * RL_SLAB_GRAIN);
      }
    }
  }
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
