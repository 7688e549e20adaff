/* The LLVM forms of builtin types and of arith's flags (llvm_convert.h). */
#include "rules/llvm-types.h"

#include <stdlib.h>
#include <string.h>

#include "core/asm.h"
#include "core/opdef.h"
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "rules/llvm-rowwise.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"

/* An llvm dialect type converted inside, as MLIR's LLVMTypeConverter does:
 * the elements of structs and arrays and the result and parameters of
 * function types are converted (a struct may hold an index or a vector of
 * them), an identified struct whose body changes becomes "_Converted.NAME",
 * and the other llvm types stay. NULL when t has no LLVM form. */
static rl_type *convert_llvm_type(rl_context *c, rl_type *t, unsigned index_bits) {
  if (t->kind < RL_LLVM_TY_PTR || t->kind > RL_LLVM_TY_LAST_) return NULL;
  if (rl_llvm_type_is_array(t)) {
    rl_type *e = rl_llvm_array_elem(t), *ce = rl_llvm_convert_type(c, e, index_bits);
    return !ce ? NULL : ce == e ? t : rl_llvm_array_type(c, ce, rl_llvm_array_size(t));
  }
  bool is_func = rl_llvm_type_is_func(t);
  if (!is_func && (!rl_llvm_type_is_struct(t) || rl_llvm_struct_is_opaque(t) || (t->sub & RL_LLVM_STRUCT_REF))) return t;
  /* The component types: a struct's elements; a function's result, then
   * its parameters. */
  unsigned n = is_func ? rl_llvm_func_num_params(t) + 1 : rl_llvm_struct_num_elems(t);
  rl_type *small[16], **el = n <= 16 ? small : malloc(n * sizeof *el);
  bool changed = false, ok = el != NULL;
  for (unsigned i = 0; ok && i < n; i++) {
    rl_type *e = !is_func ? rl_llvm_struct_elem(t, i) : i ? rl_llvm_func_param(t, i - 1) : rl_llvm_func_result(t);
    ok = (el[i] = rl_llvm_convert_type(c, e, index_bits)) != NULL;
    changed |= ok && el[i] != e;
  }
  rl_type *r = ok && !changed ? t : NULL;
  if (ok && changed && is_func) r = rl_llvm_func_type(c, el[0], n - 1, el + 1, rl_llvm_func_vararg(t));
  else if (ok && changed && !rl_llvm_struct_is_identified(t)) r = rl_llvm_struct_type(c, n, el, rl_llvm_struct_is_packed(t));
  else if (ok && changed) {
    static const char prefix[] = "_Converted.";
    rl_ident *name = rl_llvm_struct_name(t);
    size_t len = sizeof prefix - 1 + name->len;
    char *buf = malloc(len);
    if (buf) {
      memcpy(buf, prefix, sizeof prefix - 1);
      memcpy(buf + sizeof prefix - 1, name->str, name->len);
      r = rl_llvm_struct_identified_type(c, buf, len, n, el, rl_llvm_struct_is_packed(t));
      free(buf);
    }
  }
  if (el != small) free(el);
  return r;
}

rl_type *rl_llvm_convert_type(rl_context *c, rl_type *t, unsigned index_bits) {
  switch (rl_type_kind_of(t)) {
  case RL_TY_INDEX: return rl_type_integer(c, index_bits ? index_bits : 64, RL_SIGNLESS);
  /* As MLIR's: signed and unsigned integers become signless. */
  case RL_TY_INTEGER: return rl_type_int_signedness(t) == RL_SIGNLESS ? t : rl_type_integer(c, rl_type_int_width(t), RL_SIGNLESS);
  case RL_TY_FLOAT:
    /* LLVM has no 8-bit floats: as in MLIR, they are carried as i8. */
    switch (rl_type_float_sem(t)) {
    case RL_F8E5M2: case RL_F8E4M3: case RL_F8E4M3FN: case RL_F8E5M2FNUZ: case RL_F8E4M3FNUZ: case RL_F8E4M3B11FNUZ:
      return rl_type_integer(c, 8, RL_SIGNLESS);
    default: return t;
    }
  case RL_TY_VECTOR: {
    rl_type *e = rl_type_elem(t);
    rl_type *ce = rl_type_is_index(e) || rl_type_is_integer(e) || rl_type_is_float(e)
                      ? rl_llvm_convert_type(c, e, index_bits)
                      : NULL;
    if (!ce) return NULL;
    /* As MLIR: a 0-D vector is a vector of one element, an n-D one an
     * !llvm.array nest of its innermost 1-D vectors (only that one may be
     * scalable). */
    unsigned r = rl_type_rank(t);
    if (r == 1) return rl_type_with_elem(c, t, ce);
    int64_t d = r ? rl_type_dim(t, r - 1) : 1;
    bool sc = r ? rl_type_dim_scalable(t, r - 1) : false;
    rl_type *res = rl_type_vector(c, 1, &d, &sc, ce);
    for (unsigned i = r ? r - 1 : 0; i-- > 0;) {
      if (rl_type_dim_scalable(t, i)) return NULL;
      res = rl_llvm_array_type(c, res, (uint64_t)rl_type_dim(t, i));
    }
    return res;
  }
  case RL_TY_COMPLEX: {
    rl_type *e = rl_llvm_convert_type(c, rl_type_elem(t), index_bits);
    if (!e) return NULL;
    rl_type *two[2] = {e, e};
    return rl_llvm_struct_type(c, 2, two, false);
  }
  case RL_TY_MEMREF:
  case RL_TY_UNRANKED_MEMREF:
    return rl_llvm_memref_type(c, t, index_bits);
  case RL_TY_FUNCTION:
    /* A value of function type is a pointer to the function. */
    return rl_llvm_ptr_type(c, 0);
  default:
    return convert_llvm_type(c, t, index_bits);
  }
}

int rl_llvm_memref_addrspace(const rl_type *t) {
  rl_attr *s = rl_type_memspace(t);
  if (!s) return 0;
  if (s->kind != RL_AT_INTEGER) return -1;
  return (int)rl_attr_int_words(s)[0];
}

rl_type *rl_llvm_memref_type(rl_context *c, rl_type *t, unsigned index_bits) {
  int as = rl_llvm_memref_addrspace(t);
  if (as < 0) return NULL;
  rl_type *ptr = rl_llvm_ptr_type(c, (unsigned)as);
  rl_type *it = rl_type_integer(c, index_bits ? index_bits : 64, RL_SIGNLESS);
  if (t->kind == RL_TY_UNRANKED_MEMREF) {
    /* The ranked descriptor is in ordinary memory, whatever the space of
     * the data. */
    rl_type *f[2] = {it, rl_llvm_ptr_type(c, 0)};
    return rl_llvm_struct_type(c, 2, f, false);
  }
  rl_type *e = rl_type_elem(t);
  if (!e || e->kind == RL_TY_MEMREF || e->kind == RL_TY_UNRANKED_MEMREF || !rl_llvm_convert_type(c, e, index_bits))
    return NULL;
  unsigned rank = rl_type_rank(t);
  int64_t strides[64], off;
  if (rank > 64 || !rl_memref_strides_offset(t, strides, &off)) return NULL;
  rl_type *f[5] = {ptr, ptr, it, NULL, NULL};
  if (rank) f[3] = f[4] = rl_llvm_array_type(c, it, rank);
  return rl_llvm_struct_type(c, rank ? 5 : 3, f, false);
}

/* ---- the rules library's LLVMType ---------------------------------------------------- */

static bool llvm_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p ? rl_llvm_convert_type(c, args[0].p, (unsigned)rl_rules_option_int("index-bitwidth")) : NULL;
  out->p = t;
  return t != NULL;
}

/* Unrolled(root, v): rl_llvm_unroll_nd, the pass-level `rowwise` of the
 * lowerings to llvm. */
static bool unrolled(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c;
  rl_rewriter *rw = b ? rl_m_rewriter(b) : NULL;
  out->p = rw && args[0].p ? rl_llvm_unroll_nd(rw, args[0].p, args[1].p) : NULL;
  return out->p != NULL;
}

/* FieldType(t, pos): the type at position pos (a dense i64 array, as
 * llvm.extractvalue's) inside struct and array type t. */
static bool field_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  rl_type *t = args[0].p;
  const rl_attr *pos = args[1].p;
  if (!t || !pos || pos->kind != RL_AT_DENSE_ARRAY) return false;
  for (unsigned i = 0; i + 1 < pos->n && t; i++) {
    int64_t k = (int64_t)pos->w[1 + i];
    if (rl_llvm_type_is_struct(t))
      t = k >= 0 && (uint64_t)k < rl_llvm_struct_num_elems(t) ? rl_llvm_struct_elem(t, (unsigned)k) : NULL;
    else if (rl_llvm_type_is_array(t))
      t = k >= 0 && (uint64_t)k < rl_llvm_array_size(t) ? rl_llvm_array_elem(t) : NULL;
    else
      t = NULL;
  }
  out->p = t;
  return t != NULL;
}

/* MemRefPtrType(t): !llvm.ptr in the address space of memref type t
 * (ranked or unranked), where its data lives. */
static bool memref_ptr_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  int as = t && (t->kind == RL_TY_MEMREF || t->kind == RL_TY_UNRANKED_MEMREF) ? rl_llvm_memref_addrspace(t) : -1;
  out->p = as >= 0 ? rl_llvm_ptr_type(c, (unsigned)as) : NULL;
  return out->p != NULL;
}

/* CmpXchgType(t): what llvm.cmpxchg on values of type t gives,
 * !llvm.struct<(t, i1)>; LLVM exchanges integers and pointers only. */
static bool cmpxchg_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!t || !(rl_type_is_integer(t) || rl_llvm_type_is_ptr(t))) return false;
  rl_type *f[2] = {t, rl_type_integer(c, 1, RL_SIGNLESS)};
  out->p = rl_llvm_struct_type(c, 2, f, false);
  return out->p != NULL;
}

/* LLVMArrayType(e, n): !llvm.array<n x e>. */
static bool array_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t n;
  if (!args[0].p || !rl_m_int_of(&args[1], &n) || n < 0) return false;
  out->p = rl_llvm_array_type(c, args[0].p, (uint64_t)n);
  return out->p != NULL;
}

/* LLVMStructType(ts): !llvm.struct<(ts...)>. */
static bool struct_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n = args[0].p ? args[0].n : 0;
  rl_type **ts = rl_context_alloc(c, (n ? n : 1) * sizeof *ts);
  for (unsigned i = 0; i < n; i++) ts[i] = rl_m_range_at(&args[0], RL_MK_TYPES, i);
  out->p = rl_llvm_struct_type(c, n, ts, false);
  return out->p != NULL;
}

static const rl_rule_lib_entry lib[] = {
    {"LLVMStructType", 1, {RL_MK_TYPES}, RL_MK_TYPE, NULL, struct_type},
    {"LLVMType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, llvm_type},
    {"FieldType", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_TYPE, NULL, field_type},
    {"LLVMArrayType", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_TYPE, NULL, array_type},
    {"Unrolled", 2, {RL_MK_OP, RL_MK_VALUE}, RL_MK_VALUE, NULL, unrolled},
    {"MemRefPtrType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, memref_ptr_type},
    {"CmpXchgType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, cmpxchg_type},
};

void rl_llvm_convert_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
