/* Builtin types: constructors (uniquing) and accessors. A type is an rl_type
 * node; its words hold numbers or pointers to other types and attributes. */
#ifndef RL_TYPES_H
#define RL_TYPES_H

#include "context.h"

typedef enum rl_type_kind {
  RL_TY_INTEGER = 1, /* sub: signedness; w[0]: width */
  RL_TY_INDEX,
  RL_TY_FLOAT,       /* sub: rl_float_sem */
  RL_TY_NONE,
  RL_TY_COMPLEX,     /* w[0]: element type */
  RL_TY_VECTOR,      /* w[0]: element, w[1]: rank, w[2..]: dims, then one word of scalable flags per dim */
  RL_TY_TENSOR,      /* w[0]: element, w[1]: encoding attr or 0, w[2..]: dims */
  RL_TY_UNRANKED_TENSOR, /* w[0]: element */
  RL_TY_MEMREF,      /* w[0]: element, w[1]: layout attr or 0, w[2]: memory space attr or 0, w[3..]: dims */
  RL_TY_UNRANKED_MEMREF, /* w[0]: element, w[1]: memory space attr or 0 */
  RL_TY_FUNCTION,    /* w[0]: number of inputs; w[1..]: inputs then results */
  RL_TY_TUPLE,       /* w[]: element types */
  RL_TY_OPAQUE,      /* w[0]: dialect ident, w[1]: body ident (text after "dialect." or the <"..."> string); sub: 1 if written !dialect<"body"> */
  /* Kinds owned by dialects with structured types of their own (see
   * rl_dialect_types below); each such dialect claims a fixed sub-range in
   * its own header, and registration refuses overlaps. */
  RL_TY_DIALECT_FIRST = 32,
  RL_TY_DIALECT_LAST = 63,
  RL_TY_LAST_ = 63
} rl_type_kind;

typedef enum rl_signedness { RL_SIGNLESS = 0, RL_SIGNED = 1, RL_UNSIGNED = 2 } rl_signedness;

/* Floating-point formats; the numbering is shared with core/apfloat.h. */
typedef enum rl_float_sem {
  RL_F16, RL_BF16, RL_TF32, RL_F32, RL_F64, RL_F80, RL_F128,
  RL_F8E5M2, RL_F8E4M3, RL_F8E4M3FN, RL_F8E5M2FNUZ, RL_F8E4M3FNUZ,
  RL_F8E4M3B11FNUZ,
  RL_NUM_FLOAT_SEMS
} rl_float_sem;

#define RL_DYNAMIC INT64_MIN /* a `?` dimension, stride or offset */

static inline rl_type_kind rl_type_kind_of(const rl_type *t) { return (rl_type_kind)t->kind; }

rl_type *rl_type_integer(rl_context *c, unsigned width, rl_signedness s);
rl_type *rl_type_index(rl_context *c);
rl_type *rl_type_float(rl_context *c, rl_float_sem sem);
rl_type *rl_type_none(rl_context *c);
rl_type *rl_type_complex(rl_context *c, rl_type *elem);
rl_type *rl_type_vector(rl_context *c, unsigned rank, const int64_t *dims,
                        const bool *scalable, rl_type *elem);
rl_type *rl_type_tensor(rl_context *c, unsigned rank, const int64_t *dims,
                        rl_type *elem, rl_attr *encoding);
rl_type *rl_type_unranked_tensor(rl_context *c, rl_type *elem);
rl_type *rl_type_memref(rl_context *c, unsigned rank, const int64_t *dims,
                        rl_type *elem, rl_attr *layout, rl_attr *memspace);
rl_type *rl_type_unranked_memref(rl_context *c, rl_type *elem, rl_attr *memspace);
rl_type *rl_type_function(rl_context *c, unsigned nin, rl_type *const *in,
                          unsigned nout, rl_type *const *out);
rl_type *rl_type_tuple(rl_context *c, unsigned n, rl_type *const *elems);
rl_type *rl_type_opaque(rl_context *c, rl_ident *dialect, rl_ident *body, bool quoted);

/* Accessors. */
static inline unsigned rl_type_int_width(const rl_type *t) { return (unsigned)t->w[0]; }
static inline rl_signedness rl_type_int_signedness(const rl_type *t) { return (rl_signedness)t->sub; }
static inline rl_float_sem rl_type_float_sem(const rl_type *t) { return (rl_float_sem)t->sub; }
static inline bool rl_type_is_integer(const rl_type *t) { return t->kind == RL_TY_INTEGER; }
static inline bool rl_type_is_float(const rl_type *t) { return t->kind == RL_TY_FLOAT; }
static inline bool rl_type_is_index(const rl_type *t) { return t->kind == RL_TY_INDEX; }
/* Element type of complex, vector, tensor and memref types. */
static inline rl_type *rl_type_elem(const rl_type *t) { return (rl_type *)rl_word_ptr(t->w[0]); }
/* t with its element type replaced by elem (same shape, scalable dims,
 * encoding, layout and memory space) for complex, vector, tensor and memref
 * types, ranked or not; elem itself for any other t (a scalar). */
rl_type *rl_type_with_elem(rl_context *c, const rl_type *t, rl_type *elem);
/* Shaped types (vector, ranked tensor, memref). */
unsigned rl_type_rank(const rl_type *t);
int64_t rl_type_dim(const rl_type *t, unsigned i);
bool rl_type_dim_scalable(const rl_type *t, unsigned i); /* vectors only */
rl_attr *rl_type_encoding(const rl_type *t);              /* tensors: or NULL */
rl_attr *rl_type_layout(const rl_type *t);                /* memrefs: NULL = identity */
rl_attr *rl_type_memspace(const rl_type *t);              /* memrefs: or NULL */
/* MLIR's getStridesAndOffset: the strides (rank of them) and offset of a
 * ranked memref, RL_DYNAMIC where unknown. The identity layout gives the
 * row-major strides of the shape (dynamic from the first dynamic size
 * inward); a strided<> layout its own; an affine map layout with one
 * result linear in the dims (constant coefficients, or a symbol for a
 * dynamic one; symbols adding to the offset) its coefficients, none of them
 * 0 (MLIR takes a 0 stride for aliasing). False for other layouts and
 * types. */
bool rl_memref_strides_offset(const rl_type *t, int64_t *strides, int64_t *offset);
/* Function types. */
static inline unsigned rl_type_func_num_inputs(const rl_type *t) { return (unsigned)t->w[0]; }
static inline unsigned rl_type_func_num_results(const rl_type *t) { return t->n - 1 - (unsigned)t->w[0]; }
static inline rl_type *rl_type_func_input(const rl_type *t, unsigned i) { return (rl_type *)rl_word_ptr(t->w[1 + i]); }
static inline rl_type *rl_type_func_result(const rl_type *t, unsigned i) {
  return (rl_type *)rl_word_ptr(t->w[1 + t->w[0] + i]);
}
/* Tuple types. */
static inline unsigned rl_type_tuple_size(const rl_type *t) { return t->n; }
static inline rl_type *rl_type_tuple_elem(const rl_type *t, unsigned i) { return (rl_type *)rl_word_ptr(t->w[i]); }

/* ---- dialect types --------------------------------------------------------
 * A dialect that owns structured types (`!llvm.ptr<1>`, `!llvm.struct<...>`)
 * registers hooks for them; types of other dialects stay opaque. The types
 * are ordinary uniqued nodes (rl_uniq) whose kinds lie in the dialect's
 * range, so they compare by pointer like builtin types. */
typedef struct rl_parser rl_parser;
typedef struct rl_printer rl_printer;
typedef struct rl_dialect_types {
  const char *dialect;            /* "llvm" */
  unsigned first_kind, last_kind; /* the kinds it owns, within RL_TY_DIALECT_FIRST..LAST */
  /* Called after the `!dialect.mnemonic` token (mnemonic: n bytes, not
   * NUL-terminated); parses the parameters with the API of core/asm.h and
   * returns the type, or NULL after reporting an error. */
  rl_type *(*parse)(rl_parser *p, const char *mnemonic, size_t n);
  /* Prints a type of one of its kinds without the `!dialect.` prefix. */
  void (*print)(rl_printer *p, const rl_type *t);
} rl_dialect_types;

/* Registers the hooks (the struct must outlive the context); false if its
 * kinds overlap another dialect's. Registering the same hooks again is a
 * no-op. */
bool rl_register_dialect_types(rl_context *c, const rl_dialect_types *dt);
/* The hooks that own t's kind, or NULL. */
const rl_dialect_types *rl_dialect_types_of_kind(unsigned kind);
static inline bool rl_type_is_dialect(const rl_type *t) {
  return t->kind >= RL_TY_DIALECT_FIRST && t->kind <= RL_TY_DIALECT_LAST;
}

/* Bit width of an integer, index (64) or float type; 0 otherwise. */
unsigned rl_type_bitwidth(const rl_type *t);

#endif
