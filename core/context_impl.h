/* Private layout of rl_context, shared by the core's own files. */
#ifndef RL_CONTEXT_IMPL_H
#define RL_CONTEXT_IMPL_H

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

struct rl_context {
  rl_arena arena;                      /* long-lived storage */
  rl_arena transient;                  /* file locations that are not uniqued (rl_transient_loc_file) */
  rl_arena *transient_use;             /* where they go instead, or NULL */
  struct {
    rl_ident **slots;                  /* open addressing, power-of-two cap */
    size_t cap, count;
  } idents;
  struct {
    struct rl_node **slots;
    uint32_t *hashes;                  /* hash of each slot's node */
    size_t cap, count;
  } nodes;
  /* file:line:col locations, one per parsed op, are uniqued apart from the
   * other nodes: per file, an array indexed by line holds the first column
   * seen on that line (see rl_uniq_loc_file). */
  struct rl_loc_lines {
    rl_ident *file;
    struct rl_node **lines;            /* by line number */
    uint32_t cap;
  } *loc_files;
  uint32_t nloc_files, loc_files_cap, loc_last;
  size_t loc_count;
  struct rl_free_obj *slabs[RL_NUM_SLABS]; /* free lists by 8-byte class */
  rl_arena slab_arena;                 /* where slab objects are carved, 8-byte aligned */
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
  void **states;                       /* clients' states by key slot (rl_context_state) */
  unsigned nstates;
};

#define RL_PLAIN_DIALECT_ATTR ((void *)1)

/* Flags of c->dialects. */
enum { RL_DIALECT_LOADED = 1, RL_DIALECT_OPEN = 2 /* accepts ops it does not register */ };

void rl_context_builtin_init(rl_context *c);

/* A word vector for building uniqued nodes: on the stack when small. */
#define WORDS(name, count)                                                       \
  uint64_t name##_stack[32] = {0};                                               \
  uint64_t *name = (count) <= 32 ? name##_stack : rl_xmalloc((count) * sizeof(uint64_t))
#define WORDS_FREE(name) do { if (name != name##_stack) free(name); } while (0)

#endif
