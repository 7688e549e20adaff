/* Private layout of rl_context, shared by the core's own files. */
#ifndef RL_CONTEXT_IMPL_H
#define RL_CONTEXT_IMPL_H

#include <pthread.h>
#include <stdatomic.h>

#include "diag.h"
#include "ptrmap.h"
#include "ir.h"
#include "strbuf.h"

/* Slab objects (ops, blocks, arguments, use arrays) hold pointers and
 * 32-bit counts: 8-byte aligned, in 8-byte classes (an op is 88 bytes plus
 * 32 per value; a 16-byte grain would waste 8 on most). */
#define RL_SLAB_GRAIN 8
#define RL_NUM_SLABS 129 /* objects up to 1 KiB come from slabs */

struct rl_free_obj {
  struct rl_free_obj *next;
};

struct rl_node;
struct rl_loc_node;

/* Where one thread allocates: long-lived storage and slab objects. The
 * context has its own (the main thread's); each worker of a parallel run
 * has one more (rl_context_begin_threads), kept until the context goes,
 * since what it handed out lives in the IR. */
typedef struct rl_heap {
  rl_arena arena;                      /* long-lived storage */
  rl_arena slab_arena;                 /* where slab objects are carved, 8-byte aligned */
  struct rl_free_obj *slabs[RL_NUM_SLABS]; /* free lists by 8-byte class */
  size_t nfree[RL_NUM_SLABS];          /* their lengths (to share them out, rl_context_begin_threads) */
} rl_heap;

/* An open-addressing table of interned identifiers or uniqued nodes, read
 * without a lock: slots are filled once (release) and never emptied; a
 * table that grows is copied into a new one, published at once, and the
 * old one kept until no thread can be reading it. */
typedef struct rl_utable {
  size_t cap;
  struct rl_utable *retired;           /* older tables still readable */
  _Atomic(uint32_t) *hashes;           /* nodes: each slot's hash (idents carry their own) */
  _Atomic(void *) slots[];
} rl_utable;

struct rl_context {
  rl_heap heap;                        /* the main thread's storage */
  bool mt;                             /* workers may run (between rl_context_begin/end_threads) */
  rl_heap **heaps;                     /* the workers', by worker number - 1 */
  unsigned nheaps;
  pthread_mutex_t lock_idents, lock_nodes; /* inserts into the tables while mt */
  pthread_mutex_t lock_misc;           /* recursive: the registry, symbol tables, caches while mt */
  rl_arena transient;                  /* file locations that are not uniqued (rl_transient_loc_file) */
  rl_arena *transient_use;             /* where they go instead, or NULL */
  rl_source_release_fn source_release; /* rl_context_set_source_release */
  void *source_release_ud;
  _Atomic(rl_utable *) idents;         /* rl_ident * slots */
  size_t nidents;
  _Atomic(rl_utable *) nodes;          /* struct rl_node * slots, with hashes */
  size_t nnodes;
  /* file:line:col locations, one per parsed op, are uniqued apart from the
   * other nodes: per file, the nodes made in increasing (line, column)
   * order, in chunks of RL_LOC_CHUNK (see rl_uniq_loc_file). */
  struct rl_loc_run {
    rl_ident *file;
    struct rl_loc_node **chunks;       /* each RL_LOC_CHUNK nodes of two words */
    size_t count;                      /* nodes in the chunks, sorted */
    uint32_t nchunks, chunks_cap;
  } *loc_files;
  uint32_t nloc_files, loc_files_cap, loc_last;
  size_t loc_count;
  rl_opinfo **opinfos;                 /* by id */
  uint32_t nopinfos, opinfo_cap;
  rl_opinfo **opinfo_slots;            /* hash by name ident */
  uint32_t opinfo_slot_cap;
  rl_opinfo *last_opinfo;              /* the last one looked up (ops come in runs of one kind) */
  bool allow_unregistered;
  uint64_t distinct_serial;            /* the last serial given to a distinct attribute */
  /* Resources of the file metadata section {-# ... #-} (core/context.c). */
  rl_ptrmap resource_blobs;            /* builtin dense_resource name ident -> its "0x..." blob ident */
  rl_resource_entry *ext_resources;    /* external_resources, in file order */
  size_t n_ext_resources, cap_ext_resources;
  /* Loaded dialects: ident -> RL_DIALECT_* flags (a dialect is loaded once
   * one of its ops is registered, or when it accepts unknown ops). */
  rl_ptrmap dialects;
  bool no_op_on_diagnostic;            /* omit "see current operation" notes */
  const struct rl_print_opts *diag_print; /* the tool's printing flags, for those notes (NULL: defaults) */
  /* Diagnostics. */
  rl_diag_handler handler;             /* NULL: print to stderr */
  void *handler_ud;
  rl_source_mgr *srcmgr;               /* for source lines and carets */
  rl_strbuf diag_scratch;
  unsigned num_errors;
  /* Dialect attributes by "dialect.mnemonic": bit enums and parameterless
   * attributes (value: rl_enum_def *, or the marker RL_PLAIN_DIALECT_ATTR). */
  rl_ptrmap dialect_attrs;             /* ident -> entry */
  rl_ptrmap dialect_types;             /* dialect ident -> const rl_dialect_types * */
  rl_ptrmap defaults;                  /* rl_attr_def * -> parsed default */
  rl_ptrmap materializers;             /* dialect ident -> rl_materialize_fn */
  /* Verifiers of discardable attributes `dialect.name` (MLIR's
   * Dialect::verifyOperationAttribute); few, searched in order. */
  struct rl_attr_verifier *attr_verifiers;
  unsigned nattr_verifiers;
  rl_ptrmap symtabs;                   /* symbol-table op -> its name map (core/symtab.c) */
  rl_ptrmap custom_directives;         /* name ident -> custom<Name> directive (core/format.c) */
  /* Frequently used builtins; caches in front of the uniquer. */
  rl_type *int_types[3][129];          /* by signedness and width <= 128 */
  rl_type *float_types[RL_NUM_FLOAT_SEMS];
  rl_type *index_type;
  rl_ident *id_module;                 /* "builtin.module" */
  rl_ident *id_operand_segments;       /* "operandSegmentSizes" */
  rl_ident *id_result_segments;        /* "resultSegmentSizes" */
  rl_ident *id_sym_name;               /* "sym_name" */
  rl_ident *id_sym_visibility;         /* "sym_visibility" */
  rl_ident *id_value;                  /* "value" (constants' property) */
  rl_attr *poison;                     /* #ub.poison */
  rl_attr *loc_unknown;                /* loc(unknown) */
  rl_opinfo *op_module;
  unsigned parse_serial; /* top-level parses begun (rl_context_parse_serial) */
  _Atomic(void *) *states;             /* clients' states by key slot (rl_context_state) */

};

#define RL_PLAIN_DIALECT_ATTR ((void *)1)

/* Flags of c->dialects. */
enum { RL_DIALECT_LOADED = 1, RL_DIALECT_OPEN = 2 /* accepts ops it does not register */ };

void rl_context_builtin_init(rl_context *c);

/* The misc lock, taken only while workers may run (c->mt). */
static inline void rl_ctx_lock(rl_context *c) {
  if (c->mt) pthread_mutex_lock(&c->lock_misc);
}
static inline void rl_ctx_unlock(rl_context *c) {
  if (c->mt) pthread_mutex_unlock(&c->lock_misc);
}

/* A word vector for building uniqued nodes: on the stack when small. */
#define WORDS(name, count)                                                       \
  uint64_t name##_stack[32] = {0};                                               \
  uint64_t *name = (count) <= 32 ? name##_stack : rl_xmalloc((count) * sizeof(uint64_t))
#define WORDS_FREE(name) do { if (name != name##_stack) free(name); } while (0)

#endif
