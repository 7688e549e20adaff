/* The llvm dialect's types (MLIR 19): !llvm.ptr, !llvm.void, !llvm.array,
 * !llvm.struct (literal, packed, identified, opaque), !llvm.func, the
 * parameterless !llvm.label, !llvm.metadata and !llvm.token, and
 * !llvm.vec, a vector of pointers (`!llvm.vec<4 x ptr>`, scalable
 * `!llvm.vec<? x 4 x ptr>`); other vectors are builtin vectors. The types are uniqued rl_type nodes of the kinds below,
 * parsed and printed through core's dialect-type hooks (rl_dialect_types). */
#ifndef RL_LLVM_TYPES_H
#define RL_LLVM_TYPES_H

#include "core/types.h"

/* The kinds the llvm dialect claims in the dialect range of rl_type_kind. */
enum {
  RL_LLVM_TY_PTR = RL_TY_DIALECT_FIRST, /* w[0]: address space */
  RL_LLVM_TY_VOID,                      /* no words */
  RL_LLVM_TY_ARRAY,                     /* w[0]: element type, w[1]: number of elements */
  RL_LLVM_TY_STRUCT,                    /* sub: RL_LLVM_STRUCT_* flags; w[0]: name ident or 0;
                                           w[1..]: element types */
  RL_LLVM_TY_FUNC,                      /* sub: 1 if variadic; w[0]: result, w[1..]: params */
  RL_LLVM_TY_SIMPLE,                    /* sub: RL_LLVM_LABEL, RL_LLVM_METADATA, RL_LLVM_TOKEN */
  RL_LLVM_TY_VEC,                       /* sub: 1 if scalable; w[0]: element type, w[1]: number of elements */
  RL_LLVM_TY_LAST_ = RL_LLVM_TY_VEC
};

enum {
  RL_LLVM_STRUCT_PACKED = 1,
  RL_LLVM_STRUCT_IDENTIFIED = 2, /* has a name */
  RL_LLVM_STRUCT_OPAQUE = 4,     /* identified, declared `opaque` (no body) */
  RL_LLVM_STRUCT_REF = 8,        /* `struct<"name">`: a reference by name (inside its own body) */
};

enum { RL_LLVM_LABEL, RL_LLVM_METADATA, RL_LLVM_TOKEN };

/* Registers the type hooks with a context (the llvm dialect's init does it). */
void rl_llvm_types_register(rl_context *c);

/* ---- constructors (uniquing: equal types are the same pointer) ---- */
rl_type *rl_llvm_ptr_type(rl_context *c, unsigned addrspace);
rl_type *rl_llvm_void_type(rl_context *c);
rl_type *rl_llvm_array_type(rl_context *c, rl_type *elem, uint64_t n);
/* A literal struct: `!llvm.struct<(T, ...)>` or `!llvm.struct<packed (T, ...)>`. */
rl_type *rl_llvm_struct_type(rl_context *c, unsigned n, rl_type *const *elems, bool packed);
/* An identified struct with a body: `!llvm.struct<"name", (T, ...)>`. */
rl_type *rl_llvm_struct_identified_type(rl_context *c, const char *name, size_t len, unsigned n,
                                   rl_type *const *elems, bool packed);
/* An opaque identified struct: `!llvm.struct<"name", opaque>`. */
rl_type *rl_llvm_struct_opaque_type(rl_context *c, const char *name, size_t len);
/* `!llvm.func<R (A, B, ...)>`; result is !llvm.void for none. */
rl_type *rl_llvm_func_type(rl_context *c, rl_type *result, unsigned nparams, rl_type *const *params,
                           bool vararg);
rl_type *rl_llvm_simple_type(rl_context *c, unsigned which); /* RL_LLVM_LABEL ... */
/* `!llvm.vec<n x elem>` (scalable: `!llvm.vec<? x n x elem>`). */
rl_type *rl_llvm_vec_type(rl_context *c, rl_type *elem, uint64_t n, bool scalable);

/* ---- checks and accessors ---- */
static inline bool rl_llvm_type_is_ptr(const rl_type *t) { return t->kind == RL_LLVM_TY_PTR; }
static inline bool rl_llvm_type_is_void(const rl_type *t) { return t->kind == RL_LLVM_TY_VOID; }
static inline bool rl_llvm_type_is_array(const rl_type *t) { return t->kind == RL_LLVM_TY_ARRAY; }
static inline bool rl_llvm_type_is_vec(const rl_type *t) { return t->kind == RL_LLVM_TY_VEC; }
static inline rl_type *rl_llvm_vec_elem(const rl_type *t) { return (rl_type *)rl_word_ptr(t->w[0]); }
static inline uint64_t rl_llvm_vec_size(const rl_type *t) { return t->w[1]; }
static inline bool rl_llvm_vec_scalable(const rl_type *t) { return t->sub != 0; }
static inline bool rl_llvm_type_is_struct(const rl_type *t) { return t->kind == RL_LLVM_TY_STRUCT; }
static inline bool rl_llvm_type_is_func(const rl_type *t) { return t->kind == RL_LLVM_TY_FUNC; }
/* Any type of the llvm dialect. */
static inline bool rl_llvm_type_is_llvm(const rl_type *t) {
  return t->kind >= RL_LLVM_TY_PTR && t->kind <= RL_LLVM_TY_LAST_;
}

static inline unsigned rl_llvm_ptr_addrspace(const rl_type *t) { return (unsigned)t->w[0]; }

static inline rl_type *rl_llvm_array_elem(const rl_type *t) { return (rl_type *)rl_word_ptr(t->w[0]); }
static inline uint64_t rl_llvm_array_size(const rl_type *t) { return t->w[1]; }

static inline unsigned rl_llvm_struct_num_elems(const rl_type *t) { return t->n - 1; }
static inline rl_type *rl_llvm_struct_elem(const rl_type *t, unsigned i) { return (rl_type *)rl_word_ptr(t->w[1 + i]); }
static inline bool rl_llvm_struct_is_packed(const rl_type *t) { return t->sub & RL_LLVM_STRUCT_PACKED; }
static inline bool rl_llvm_struct_is_identified(const rl_type *t) { return t->sub & RL_LLVM_STRUCT_IDENTIFIED; }
static inline bool rl_llvm_struct_is_opaque(const rl_type *t) { return t->sub & RL_LLVM_STRUCT_OPAQUE; }
/* The name of an identified struct, or NULL. */
static inline rl_ident *rl_llvm_struct_name(const rl_type *t) { return (rl_ident *)rl_word_ptr(t->w[0]); }

static inline rl_type *rl_llvm_func_result(const rl_type *t) { return (rl_type *)rl_word_ptr(t->w[0]); }
static inline unsigned rl_llvm_func_num_params(const rl_type *t) { return t->n - 1; }
static inline rl_type *rl_llvm_func_param(const rl_type *t, unsigned i) { return (rl_type *)rl_word_ptr(t->w[1 + i]); }
static inline bool rl_llvm_func_vararg(const rl_type *t) { return t->sub != 0; }

/* MLIR's LLVM::isCompatibleType: signless integers, the LLVM float types,
 * (1-D) vectors of them or of pointers, and llvm dialect types. */
bool rl_llvm_type_is_compatible(const rl_type *t);
/* MLIR's isCompatibleFloatingPointType: f16, bf16, f32, f64, f80, f128. */
bool rl_llvm_type_is_float(const rl_type *t);
/* Element types valid in arrays/structs, and function parameter / result
 * types (as MLIR's verifiers of the llvm types). */
bool rl_llvm_valid_element_type(const rl_type *t);
bool rl_llvm_valid_param_type(const rl_type *t);
bool rl_llvm_valid_result_type(const rl_type *t);

/* Size and ABI alignment in bytes of t under MLIR's default data layout
 * (no DLTI spec: i64 aligned to 4, pointers and index 8 bytes, structs
 * padded unless packed); false for types it has no size for (scalable
 * vectors, opaque structs, nesting deeper than 256). */
bool rl_llvm_default_size_align(const rl_type *t, uint64_t *size, uint64_t *align);

#endif
