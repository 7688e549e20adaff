/* Builtin attributes and locations: constructors (uniquing) and accessors.
 * An attribute is an rl_attr node; equal attributes are the same pointer. */
#ifndef RL_ATTRS_H
#define RL_ATTRS_H

#include "types.h"

typedef enum rl_attr_kind {
  RL_AT_INTEGER = 64, /* w[0]: type, w[1..]: value words, little-endian, zero above the width */
  RL_AT_FLOAT,        /* w[0]: type, w[1], w[2]: IEEE bits, low word first */
  RL_AT_STRING,       /* w[0]: ident, w[1]: type or 0 */
  RL_AT_UNIT,
  RL_AT_ARRAY,        /* w[]: elements */
  RL_AT_DICT,         /* w[2i]: name ident, w[2i+1]: value; sorted by name */
  RL_AT_TYPE,         /* w[0]: type */
  RL_AT_SYMREF,       /* w[0]: root ident, w[1..]: nested idents */
  RL_AT_DENSE,        /* sub: 1 splat; w[0]: shaped type, w[1]: words per element,
                         w[2..]: element words (ints as in RL_AT_INTEGER, floats as
                         bits, complex as two parts, strings as ident pointers) */
  RL_AT_DENSE_ARRAY,  /* w[0]: element type, w[1..]: one word per element (ints
                         sign-extended, floats as bits) */
  RL_AT_AFFINE_MAP,   /* w[0]: dims, w[1]: symbols, w[2..]: result exprs */
  RL_AT_STRIDED,      /* w[0]: offset, w[1..]: strides (RL_DYNAMIC for `?`) */
  RL_AT_OPAQUE,       /* w[0]: dialect ident, w[1]: body ident; sub: 1 if #dialect<"body"> */
  /* Affine expressions (only inside affine maps). */
  RL_AT_AFF_DIM,      /* w[0]: position */
  RL_AT_AFF_SYM,      /* w[0]: position */
  RL_AT_AFF_CONST,    /* w[0]: value (int64) */
  RL_AT_AFF_ADD,      /* w[0], w[1]: operands */
  RL_AT_AFF_MUL,
  RL_AT_AFF_MOD,
  RL_AT_AFF_FLOORDIV,
  RL_AT_AFF_CEILDIV,
  /* Locations. */
  RL_AT_LOC_UNKNOWN,
  RL_AT_LOC_FILE,     /* w[0]: file ident, w[1]: line << 32 | column (rl_loc_file_line, rl_loc_file_col) */
  RL_AT_LOC_NAME,     /* w[0]: name ident, w[1]: child location or 0 */
  RL_AT_LOC_FUSED,    /* w[0]: metadata attr or 0, w[1..]: locations */
  RL_AT_LOC_CALLSITE, /* w[0]: callee, w[1]: caller */
  RL_AT_INTEGER_SET,   /* sub: 0; w[0]: dims, w[1]: symbols, w[2]: number of constraints, w[3..]: constraint exprs, then one word per constraint: 1 if equality (== 0), 0 if >= 0 */
  RL_AT_ENUM,         /* w[0]: rl_enum_def *, w[1]: value, w[2]: dialect ident (#dialect.mnemonic<...>) */
  RL_AT_DISTINCT,     /* w[0]: referenced attribute, w[1]: serial, unique in the context (never equal to another) */
  RL_AT_DENSE_RESOURCE, /* w[0]: shaped type, w[1]: resource name ident (its blob: rl_resource_blob) */
  RL_AT_SPARSE,       /* w[0]: shaped type, w[1]: indices (RL_AT_DENSE of i64, N x rank),
                         w[2]: values (RL_AT_DENSE, N elements) */
} rl_attr_kind;

typedef struct rl_named_attr {
  rl_ident *name;
  rl_attr *value;
} rl_named_attr;

static inline rl_attr_kind rl_attr_kind_of(const rl_attr *a) { return (rl_attr_kind)a->kind; }
static inline bool rl_attr_is_location(const rl_attr *a) {
  return a->kind >= RL_AT_LOC_UNKNOWN && a->kind <= RL_AT_LOC_CALLSITE;
}

/* Integers of any width: `words` holds ceil(width/64) little-endian words. */
rl_attr *rl_attr_integer_words(rl_context *c, rl_type *t, const uint64_t *words);
rl_attr *rl_attr_integer(rl_context *c, rl_type *t, int64_t v); /* sign-extended to the width */
rl_attr *rl_attr_bool(rl_context *c, bool v);
static inline rl_type *rl_attr_type_of(const rl_attr *a) { return (rl_type *)rl_word_ptr(a->w[0]); }
static inline const uint64_t *rl_attr_int_words(const rl_attr *a) { return &a->w[1]; }
int64_t rl_attr_int_value(const rl_attr *a);  /* low 64 bits, sign-extended from the width */

rl_attr *rl_attr_float_bits(rl_context *c, rl_type *t, uint64_t lo, uint64_t hi);
rl_attr *rl_attr_float(rl_context *c, rl_type *t, double v); /* rounded to t's format */

rl_attr *rl_attr_string(rl_context *c, const char *s, size_t n, rl_type *t /* or NULL */);
static inline rl_ident *rl_attr_string_ident(const rl_attr *a) { return (rl_ident *)rl_word_ptr(a->w[0]); }
rl_attr *rl_attr_unit(rl_context *c);
rl_attr *rl_attr_array(rl_context *c, unsigned n, rl_attr *const *elems);
static inline unsigned rl_attr_array_size(const rl_attr *a) { return a->n; }
static inline rl_attr *rl_attr_array_elem(const rl_attr *a, unsigned i) { return (rl_attr *)rl_word_ptr(a->w[i]); }

/* Dictionaries: entries are sorted and checked for duplicates; on a duplicate
 * name returns NULL and sets *dup (if given) to that name. */
rl_attr *rl_attr_dict(rl_context *c, unsigned n, const rl_named_attr *entries, rl_ident **dup);
static inline unsigned rl_attr_dict_size(const rl_attr *a) { return a->n / 2; }
static inline rl_ident *rl_attr_dict_name(const rl_attr *a, unsigned i) { return (rl_ident *)rl_word_ptr(a->w[2 * i]); }
static inline rl_attr *rl_attr_dict_value(const rl_attr *a, unsigned i) { return (rl_attr *)rl_word_ptr(a->w[2 * i + 1]); }
rl_attr *rl_attr_dict_get(const rl_attr *dict, rl_ident *name); /* NULL if absent */
/* A copy of `dict` (or of the empty dictionary if NULL) with `name` set to
 * `value`, or removed when value is NULL. */
rl_attr *rl_attr_dict_set(rl_context *c, const rl_attr *dict, rl_ident *name, rl_attr *value);
/* rl_attr_dict_set of n entries at once, in time linear in both: entries
 * are in dictionary order (as a dictionary's own are) with distinct names;
 * each replaces the entry of its name, or removes it when its value is NULL. */
rl_attr *rl_attr_dict_update(rl_context *c, const rl_attr *dict, unsigned n, const rl_named_attr *entries);
/* `dict` (or the empty dictionary if NULL) with the entries of `more`
 * (NULL: none) set in it, linear in both. */
rl_attr *rl_attr_dict_merge(rl_context *c, const rl_attr *dict, const rl_attr *more);

rl_attr *rl_attr_type(rl_context *c, rl_type *t);
static inline rl_type *rl_attr_type_value(const rl_attr *a) { return (rl_type *)rl_word_ptr(a->w[0]); }
rl_attr *rl_attr_symref(rl_context *c, rl_ident *root, unsigned nnested, rl_ident *const *nested);
rl_attr *rl_attr_opaque(rl_context *c, rl_ident *dialect, rl_ident *body, bool quoted);
/* #ub.poison (made once per context). */
rl_attr *rl_attr_poison(rl_context *c);

/* Dense elements: `data` holds count*wpe words (count 1 when splat). */
rl_attr *rl_attr_dense(rl_context *c, rl_type *shaped, bool splat, unsigned wpe,
                       size_t count, const uint64_t *data);
rl_attr *rl_attr_dense_array(rl_context *c, rl_type *elem, size_t n, const uint64_t *vals);

/* distinct[N]<referenced>: a new attribute each call, equal to no other. */
rl_attr *rl_attr_distinct(rl_context *c, rl_attr *referenced);
static inline rl_attr *rl_attr_distinct_referenced(const rl_attr *a) { return (rl_attr *)rl_word_ptr(a->w[0]); }
/* dense_resource<name> : type; the blob lives in the context (rl_resource_*). */
rl_attr *rl_attr_dense_resource(rl_context *c, rl_type *shaped, rl_ident *name);
/* sparse<indices, values> : type. */
rl_attr *rl_attr_sparse(rl_context *c, rl_type *shaped, rl_attr *indices, rl_attr *values);

rl_attr *rl_attr_strided(rl_context *c, int64_t offset, unsigned n, const int64_t *strides);

/* Affine expressions are built simplified, as MLIR builds them. */
rl_attr *rl_affine_dim(rl_context *c, unsigned pos);
rl_attr *rl_affine_sym(rl_context *c, unsigned pos);
rl_attr *rl_affine_const(rl_context *c, int64_t v);
rl_attr *rl_affine_binary(rl_context *c, rl_attr_kind k, rl_attr *l, rl_attr *r);
rl_attr *rl_affine_map(rl_context *c, unsigned ndims, unsigned nsyms, unsigned nres,
                       rl_attr *const *results);

/* Locations. */
rl_attr *rl_loc_unknown(rl_context *c);
rl_attr *rl_loc_file(rl_context *c, rl_ident *file, unsigned line, unsigned col);
rl_attr *rl_loc_name(rl_context *c, rl_ident *name, rl_attr *child /* or NULL */);
rl_attr *rl_loc_fused(rl_context *c, rl_attr *metadata, unsigned n, rl_attr *const *locs);
rl_attr *rl_loc_callsite(rl_context *c, rl_attr *callee, rl_attr *caller);
/* The first file:line:col inside a location, or NULL. */
rl_attr *rl_loc_find_file(rl_attr *loc);
/* The parts of a file:line:col location (RL_AT_LOC_FILE). */
static inline rl_ident *rl_loc_file_name(const rl_attr *l) { return (rl_ident *)rl_word_ptr(l->w[0]); }
static inline unsigned rl_loc_file_line(const rl_attr *l) { return (unsigned)(l->w[1] >> 32); }
static inline unsigned rl_loc_file_col(const rl_attr *l) { return (unsigned)(l->w[1] & 0xffffffffu); }

#endif
