/* The context: owner of everything long-lived — arenas, interned identifiers,
 * uniqued types and attributes, the op registry and the diagnostic handler. */
#ifndef RL_CONTEXT_H
#define RL_CONTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

_Static_assert(sizeof(void *) == 8, "rulir assumes a 64-bit host");

typedef struct rl_context rl_context;
typedef struct rl_type rl_type;
typedef struct rl_attr rl_attr;
struct rl_op;

/* An interned identifier: equal strings are the same pointer. */
typedef struct rl_ident {
  uint32_t len;  /* bytes, not counting the NUL */
  uint32_t hash; /* hash of the bytes */
  char str[];    /* NUL-terminated; may hold NULs inside */
} rl_ident;

/* Uniqued storage shared by types and attributes: a kind, a small sub-field
 * and n 64-bit words (numbers, or pointers to other uniqued nodes). Two nodes
 * with equal kind, sub and words are one node. */
struct rl_type {
  uint16_t kind;   /* rl_type_kind */
  uint16_t sub;    /* kind-specific small field */
  uint32_t n;      /* number of words */
  uint64_t w[];
};
struct rl_attr {
  uint16_t kind;   /* rl_attr_kind */
  uint16_t sub;
  uint32_t n;
  uint64_t w[];
};

/* A bump arena: pointers stay valid until the arena is freed. */
typedef struct rl_arena {
  struct rl_arena_chunk *chunk; /* newest chunk */
  char *cur, *end;              /* free space in the newest chunk */
} rl_arena;

void *rl_arena_alloc(rl_arena *a, size_t n);     /* 16-byte aligned */
void rl_arena_free(rl_arena *a);
/* Everything allocated after a mark can be released at once. */
typedef struct rl_arena_mark {
  struct rl_arena_chunk *chunk;
  char *cur;
} rl_arena_mark;
static inline rl_arena_mark rl_arena_get_mark(const rl_arena *a) {
  rl_arena_mark m = {a->chunk, a->cur};
  return m;
}
void rl_arena_release(rl_arena *a, rl_arena_mark m);
void rl_arena_reset(rl_arena *a); /* empty again, keeping its first chunk */
char *rl_arena_strdup(rl_arena *a, const char *s, size_t n);

rl_context *rl_context_create(void);
void rl_context_destroy(rl_context *c);

/* Interning. */
rl_ident *rl_ident_get(rl_context *c, const char *s, size_t n);
rl_ident *rl_ident_cstr(rl_context *c, const char *s);

/* Uniquing of type and attribute nodes (kinds of both live in one space). */
const void *rl_uniq(rl_context *c, unsigned kind, unsigned sub, uint32_t n,
                    const uint64_t *w);

/* Resources of a file's metadata section `{-# ... #-}`, kept to be printed
 * back: the blobs of builtin dense_resource attributes by name, and the
 * entries of external_resources (for tools rulir does not know). */
typedef enum rl_resource_kind { RL_RESOURCE_BOOL, RL_RESOURCE_STRING, RL_RESOURCE_BLOB } rl_resource_kind;
typedef struct rl_resource_entry {
  rl_ident *group;       /* the tool's key: external_resources: { group: { key: value } } */
  rl_ident *key;
  rl_resource_kind kind;
  rl_ident *value;       /* bool: "true"/"false"; string: unescaped; blob: "0x..." hex text */
} rl_resource_entry;
void rl_resource_set_blob(rl_context *c, rl_ident *name, rl_ident *hex);
rl_ident *rl_resource_blob(rl_context *c, rl_ident *name); /* "0x..." or NULL */
void rl_resource_clear(rl_context *c); /* forgets all resources (a new input) */
void rl_ext_resource_add(rl_context *c, const rl_resource_entry *e);
const rl_resource_entry *rl_ext_resources(rl_context *c, size_t *n);
/* Forgets the external resources of one group (a tool that reads them:
 * rulir-opt --run-reproducer's mlir_reproducer), or those from the n-th on
 * (group NULL: what was added for one print). */
void rl_ext_resources_drop(rl_context *c, rl_ident *group, size_t from);

/* Long-lived storage owned by the context. */
void *rl_context_alloc(rl_context *c, size_t n);

/* Slab allocation with free lists for IR objects (ops, blocks, values). */
void *rl_context_slab_alloc(rl_context *c, size_t n);
void rl_context_slab_free(rl_context *c, void *p, size_t n);

/* Number of distinct identifiers and uniqued nodes (for tests and stats). */
size_t rl_context_num_idents(rl_context *c);
/* rl_uniq for a file:line:col location node of the given kind (two words:
 * file ident, line << 32 | column); kept apart from the other nodes (see
 * context.c). */
const void *rl_uniq_loc_file(rl_context *c, unsigned kind, rl_ident *file, unsigned line,
                             unsigned col);
size_t rl_context_num_nodes(rl_context *c);
/* The same node, not uniqued: storage in the context's transient arena,
 * which is given back to a mark as a whole (the locations of the ops of a
 * function that is freed once translated, see rl_parse_source_stream). A
 * transient node equals no other node by address. */
const void *rl_transient_loc_file(rl_context *c, unsigned kind, rl_ident *file, unsigned line, unsigned col);
rl_arena_mark rl_context_transient_mark(rl_context *c);
void rl_context_transient_release(rl_context *c, rl_arena_mark m);
/* Transient locations go to `a` (owned by the caller) from now on; NULL:
 * back to the context's own arena. */
void rl_context_use_transient_arena(rl_context *c, rl_arena *a);
/* While the parser reads a buffer, it tells fn(ud, buf, upto) now and then
 * that the text before `upto` is behind it: a tool whose input is mapped
 * from an unchanged file drops those pages (a diagnostic that shows a line
 * there reads it again from the file). NULL: nothing is told. */
typedef void (*rl_source_release_fn)(void *ud, const char *buf, const char *upto);
void rl_context_set_source_release(rl_context *c, rl_source_release_fn fn, void *ud);
rl_source_release_fn rl_context_source_release(const rl_context *c, void **ud);

/* State that a client outside the core keeps per context (a compiled rules
 * file's resolved names and patterns, a dialect's canonicalization
 * patterns). Each client has one static key; the key gets a slot number the
 * first time it is used (once per process, safe across threads), and each
 * context holds its clients' states in an array indexed by slot, so a
 * lookup is an array load. A state usually lives in the context's arena
 * (rl_context_alloc) and goes with the context; nothing else frees it. */
typedef struct rl_context_key {
  _Atomic unsigned slot; /* 0: no slot yet; else the slot number + 1 */
} rl_context_key;
/* The state set for k in c, or NULL. */
void *rl_context_state(rl_context *c, rl_context_key *k);
void rl_context_set_state(rl_context *c, rl_context_key *k, void *state);

/* The most keys a process may give slots to (the compiled rules files and
 * dialects use one each). */
enum { RL_MAX_STATES = 1024 };

/* ---- threads ----------------------------------------------------------------
 * A context may be used by several threads at once between
 * rl_context_begin_threads and rl_context_end_threads (called by the thread
 * that owns it, while no worker runs): identifiers and uniqued nodes are
 * read without a lock and inserted under one; each worker allocates from a
 * heap of its own (rl_context_thread_attach), kept until the context goes;
 * the registry, symbol tables and caches take a lock. Outside those calls
 * no lock is taken at all. Two threads must never edit the same region. */
void rl_context_begin_threads(rl_context *c, unsigned nworkers);
void rl_context_end_threads(rl_context *c);
bool rl_context_threaded(const rl_context *c);
/* The calling thread is worker `worker` (1 .. nworkers - 1; 0: the owner's
 * heap) of c's parallel run, until rl_context_thread_detach. */
void rl_context_thread_attach(rl_context *c, unsigned worker);
void rl_context_thread_detach(void);
/* A recursive lock for state shared across threads; nothing while c is not
 * threaded. */
void rl_context_lock(rl_context *c);
void rl_context_unlock(rl_context *c);

/* How the core runs independent tasks (the verifier, on the functions of a
 * module): a loop over n tasks that reports the diagnostics of tasks 0..k
 * in order and returns k, the first task that returned false (n if none).
 * The drivers set a parallel one (drivers/parallel.c); NULL (the default):
 * the core runs the plain loop. */
typedef size_t (*rl_parallel_for_fn)(rl_context *c, size_t n, bool (*fn)(void *ud, size_t i), void *ud);
void rl_set_parallel_for(rl_parallel_for_fn f);
rl_parallel_for_fn rl_get_parallel_for(void);

/* A task that works on one function moved into a holder op of its own
 * (drivers/conversion.c's per-function conversion): whatever reaches out
 * of the function (a symbol table, the ops around it, the module) calls
 * rl_task_escape, and the task's work is then undone and done again on one
 * thread, in order. Per thread; nothing happens outside a task. */
void rl_task_begin(struct rl_op *holder);
void rl_task_end(void);
struct rl_op *rl_task_holder(void);
void rl_task_escape(void);
bool rl_task_escaped(void);

/* The number of top-level parses begun in c: what MLIR keeps per context
 * and a dialect's parser must forget between the chunks of
 * --split-input-file (each chunk gets a fresh MLIRContext there) is kept
 * with the serial of the parse that made it. */
unsigned rl_context_parse_serial(const rl_context *c);

/* Names every context interns once, for hot paths that would otherwise
 * hash them: a constant's "value", "operandSegmentSizes", ... */
typedef enum rl_common_ident {
  RL_ID_VALUE, RL_ID_OPERAND_SEGMENTS, RL_ID_RESULT_SEGMENTS, RL_ID_SYM_NAME, RL_ID_SYM_VISIBILITY, RL_ID_MODULE,
} rl_common_ident;
rl_ident *rl_context_ident(const rl_context *c, rl_common_ident which);
/* The op kinds the context knows (registered or seen), by index. */
unsigned rl_context_num_opinfos(const rl_context *c);
struct rl_opinfo *rl_context_opinfo_at(const rl_context *c, unsigned i);

/* malloc, calloc and realloc that abort when memory runs out. */
void *rl_xmalloc(size_t n);
void *rl_xcalloc(size_t n, size_t m);
void *rl_xrealloc(void *p, size_t n);

static inline uint64_t rl_ptr_word(const void *p) { return (uint64_t)(uintptr_t)p; }
static inline void *rl_word_ptr(uint64_t w) { return (void *)(uintptr_t)w; }

uint32_t rl_hash_bytes(const void *p, size_t n);

#endif
