/* What the memref lowerings ask of C (memref_to_llvm.h): the memref
 * descriptor's pieces for the calling convention (func-to-llvm's), and the
 * rule library's questions about one type or attribute that
 * rules/finalize-memref-to-llvm.rules asks (TypeSize, Contiguous,
 * Permutation, WrittenConstant). The lowerings themselves are rules.
 *
 * A ranked memref is the struct {allocated ptr, aligned ptr, offset,
 * sizes[rank], strides[rank]}; an unranked one {rank, ptr to a ranked
 * descriptor}. */
#include "rules/finalize-memref-to-llvm.h"

#include <stdio.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/asm.h"
#include "core/opdef.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "dialects/llvm/llvm_build.h"
#include "rules/llvm-types.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"
#include "drivers/conversion.h"

enum { MAX_RANK = 64 };

/* What every lowering carries: the rewriter, the op's location and the
 * converted index type. */
typedef struct lw {
  rl_rewriter *rw;
  rl_context *c;
  rl_attr *loc;
  rl_type *it;  /* iN */
  rl_type *ptr; /* !llvm.ptr */
} lw;

static rl_ident *id(rl_context *c, const char *s) { return rl_ident_cstr(c, s); }

static rl_attr *props1(rl_context *c, const char *n, rl_attr *v) {
  rl_named_attr p = {id(c, n), v};
  return rl_attr_dict(c, 1, &p, NULL);
}

static rl_op *mk(lw *w, const char *name, rl_type *res, unsigned nops, rl_value *const *ops, rl_attr *props) {
  rl_op_state st = {.info = rl_opinfo_get_cstr(w->c, name), .loc = w->loc, .nresults = res ? 1 : 0,
                    .result_types = res ? &res : NULL, .noperands = nops, .operands = ops, .props = props};
  return rl_rewriter_create(w->rw, &st);
}
static rl_value *mk1(lw *w, const char *name, rl_type *res, unsigned nops, rl_value *const *ops, rl_attr *props) {
  return rl_op_result(mk(w, name, res, nops, ops, props), 0);
}
static rl_value *bin(lw *w, const char *name, rl_value *a, rl_value *b) {
  rl_value *ops[2] = {a, b};
  return mk1(w, name, a->type, 2, ops, NULL);
}

/* llvm.mlir.constant(v : index) : iN */
static rl_value *cst(lw *w, int64_t v) {
  return mk1(w, "llvm.mlir.constant", w->it, 0, NULL, props1(w->c, "value", rl_attr_integer(w->c, rl_type_index(w->c), v)));
}

static rl_attr *position(lw *w, int a, int b) {
  uint64_t p[2] = {(uint64_t)a, (uint64_t)b};
  return props1(w->c, "position", rl_attr_dense_array(w->c, rl_type_integer(w->c, 64, RL_SIGNLESS), b < 0 ? 1 : 2, p));
}

static rl_value *extract(lw *w, rl_value *agg, int a, int b) {
  rl_type *t = rl_llvm_struct_elem(agg->type, (unsigned)a);
  if (b >= 0) t = rl_llvm_array_elem(t);
  return mk1(w, "llvm.extractvalue", t, 1, &agg, position(w, a, b));
}
static rl_value *insert(lw *w, rl_value *agg, rl_value *v, int a, int b) {
  rl_value *ops[2] = {agg, v};
  return mk1(w, "llvm.insertvalue", agg->type, 2, ops, position(w, a, b));
}
static rl_value *undef(lw *w, rl_type *t) { return mk1(w, "llvm.mlir.undef", t, 0, NULL, NULL); }

static rl_value *call(lw *w, rl_ident *fn, rl_type *res, unsigned n, rl_value *const *args) {
  rl_op *op = mk(w, "llvm.call", res, n, args, props1(w->c, "callee", rl_attr_symref(w->c, fn, 0, NULL)));
  return res ? rl_op_result(op, 0) : NULL;
}

/* ---- descriptors ------------------------------------------------------------ */

/* Strides and offset of a memref type (the converter accepted it, so it
 * is strided). */
static void strides_of(rl_type *t, int64_t *strides, int64_t *offset) {
  if (!rl_memref_strides_offset(t, strides, offset)) {
    *offset = RL_DYNAMIC;
    for (unsigned i = 0; i < rl_type_rank(t); i++) strides[i] = RL_DYNAMIC;
  }
}

/* ---- MLIR's default data layout (a module without a DLTI spec) ---------------- */

static uint64_t pow2_ceil(uint64_t x) {
  uint64_t p = 1;
  while (p < x) p <<= 1;
  return p;
}

static uint64_t dl_size(const rl_type *t);

/* The ABI alignment in bytes of a memref element type (integers, index,
 * floats, vectors, complex numbers), as MLIR's default layout has it
 * (integers of 64 bits and more, and index, align to 4 there). */
static uint64_t dl_align(const rl_type *t) {
  switch (rl_type_kind_of(t)) {
  case RL_TY_INTEGER: return rl_type_int_width(t) < 64 ? pow2_ceil((rl_type_int_width(t) + 7) / 8) : 4;
  case RL_TY_FLOAT: return pow2_ceil((rl_type_bitwidth(t) + 7) / 8);
  case RL_TY_VECTOR: return pow2_ceil(dl_size(t));
  case RL_TY_COMPLEX: return dl_align(rl_type_elem(t));
  default: return 4; /* index */
  }
}

/* The size in bytes of a memref element type in that layout (MLIR's
 * DataLayout::getTypeSize: a vector's innermost dimension rounded up to a
 * power of two, a complex number's imaginary part aligned). */
static uint64_t dl_size(const rl_type *t) {
  switch (rl_type_kind_of(t)) {
  case RL_TY_INTEGER: return (rl_type_int_width(t) + 7) / 8;
  case RL_TY_FLOAT: return (rl_type_bitwidth(t) + 7) / 8;
  case RL_TY_VECTOR: {
    unsigned r = rl_type_rank(t);
    uint64_t n = 1;
    for (unsigned i = 0; i + 1 < r; i++) n *= (uint64_t)rl_type_dim(t, i);
    return n * pow2_ceil(r ? (uint64_t)rl_type_dim(t, r - 1) : 1) * dl_size(rl_type_elem(t));
  }
  case RL_TY_COMPLEX: {
    uint64_t e = dl_size(rl_type_elem(t)), a = dl_align(rl_type_elem(t));
    return (e + a - 1) / a * a + e;
  }
  default: return 8; /* index */
  }
}

/* ---- what rules/finalize-memref-to-llvm.rules asks of one type ------------------- */

/* TypeSize(t): the size in bytes of element type t in MLIR's default data
 * layout, an i64 attribute. */
static bool lib_type_size(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!t) return false;
  rl_type_kind k = rl_type_kind_of(t);
  if (k != RL_TY_INTEGER && k != RL_TY_FLOAT && k != RL_TY_VECTOR && k != RL_TY_COMPLEX && k != RL_TY_INDEX)
    return false;
  out->p = rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), (int64_t)dl_size(t));
  return out->p != NULL;
}

/* Contiguous(t): a memref that memref.copy may copy with one memcpy
 * (MLIR's test: the identity layout, or a static shape whose strides are
 * row-major). */
static bool lib_contiguous(rl_context *c, const rl_mval *args) {
  (void)c;
  rl_type *t = args[0].p;
  if (!t || t->kind != RL_TY_MEMREF) return false;
  if (!rl_type_layout(t)) return true;
  int64_t strides[MAX_RANK], off;
  if (rl_type_rank(t) > MAX_RANK || !rl_memref_strides_offset(t, strides, &off)) return false;
  int64_t expect = 1;
  for (unsigned i = rl_type_rank(t); i-- > 0;) {
    int64_t d = rl_type_dim(t, i);
    if (d == RL_DYNAMIC || strides[i] != expect) return false;
    expect *= d;
  }
  return true;
}




/* ---- the calling convention -------------------------------------------------- */

static bool bare_ptr_ok(rl_type *t) {
  if (t->kind != RL_TY_MEMREF || rl_type_layout(t)) return false;
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) == RL_DYNAMIC) return false;
  return true;
}

unsigned rl_memref_cc_expand(rl_context *c, rl_type *t, rl_type *desc, bool bare_ptr, rl_type **out) {
  (void)c;
  if (!desc || !rl_llvm_type_is_struct(desc)) return 0;
  if (t->kind == RL_TY_UNRANKED_MEMREF) {
    out[0] = rl_llvm_struct_elem(desc, 0);
    out[1] = rl_llvm_struct_elem(desc, 1);
    return 2;
  }
  if (t->kind != RL_TY_MEMREF) return 0;
  if (bare_ptr && bare_ptr_ok(t)) {
    out[0] = rl_llvm_struct_elem(desc, 1);
    return 1;
  }
  unsigned rank = rl_type_rank(t), n = 0;
  out[n++] = rl_llvm_struct_elem(desc, 0);
  out[n++] = rl_llvm_struct_elem(desc, 1);
  out[n++] = rl_llvm_struct_elem(desc, 2);
  for (unsigned i = 0; i < 2 * rank; i++) out[n++] = rl_llvm_struct_elem(desc, 2);
  return n;
}

rl_value *rl_memref_cc_pack(rl_rewriter *rw, rl_type *t, rl_type *desc, bool bare_ptr, rl_value *const *args,
                            unsigned n, rl_attr *loc) {
  lw w = {rw, rw->b.ctx, loc, NULL, rl_llvm_ptr_type(rw->b.ctx, 0)};
  rl_value *d = undef(&w, desc);
  if (t->kind == RL_TY_UNRANKED_MEMREF) {
    d = insert(&w, d, args[0], 0, -1);
    return insert(&w, d, args[1], 1, -1);
  }
  unsigned rank = rl_type_rank(t);
  w.it = rl_llvm_struct_elem(desc, 2);
  if (bare_ptr && n == 1) {
    /* A static shape: sizes and strides are constants. */
    int64_t strides[MAX_RANK], off;
    strides_of(t, strides, &off);
    d = insert(&w, d, args[0], 0, -1);
    d = insert(&w, d, args[0], 1, -1);
    d = insert(&w, d, cst(&w, 0), 2, -1);
    for (unsigned i = 0; i < rank; i++) {
      d = insert(&w, d, cst(&w, rl_type_dim(t, i)), 3, (int)i);
      d = insert(&w, d, cst(&w, strides[i]), 4, (int)i);
    }
    return d;
  }
  d = insert(&w, d, args[0], 0, -1);
  d = insert(&w, d, args[1], 1, -1);
  d = insert(&w, d, args[2], 2, -1);
  for (unsigned i = 0; i < rank; i++) {
    d = insert(&w, d, args[3 + i], 3, (int)i);
    d = insert(&w, d, args[3 + rank + i], 4, (int)i);
  }
  return d;
}

unsigned rl_memref_cc_unpack(rl_rewriter *rw, rl_type *t, rl_value *d, bool bare_ptr, rl_value **out, rl_attr *loc) {
  lw w = {rw, rw->b.ctx, loc, NULL, rl_llvm_ptr_type(rw->b.ctx, 0)};
  if (t->kind == RL_TY_UNRANKED_MEMREF) {
    out[0] = extract(&w, d, 0, -1);
    out[1] = extract(&w, d, 1, -1);
    return 2;
  }
  if (bare_ptr && bare_ptr_ok(t)) {
    out[0] = extract(&w, d, 1, -1);
    return 1;
  }
  unsigned rank = rl_type_rank(t), n = 0;
  out[n++] = extract(&w, d, 0, -1);
  out[n++] = extract(&w, d, 1, -1);
  out[n++] = extract(&w, d, 2, -1);
  for (unsigned i = 0; i < rank; i++) out[n++] = extract(&w, d, 3, (int)i);
  for (unsigned i = 0; i < rank; i++) out[n++] = extract(&w, d, 4, (int)i);
  return n;
}

/* Bytes of the ranked descriptor an unranked one points at: two pointers,
 * then offset, sizes and strides (1 + 2 * rank index words). */
static rl_value *unranked_desc_bytes(lw *w, rl_value *u) {
  rl_value *one = cst(w, 1), *two = cst(w, 2);
  rl_value *isz = cst(w, (int64_t)(rl_type_bitwidth(w->it) / 8)), *psz = cst(w, 8);
  rl_value *ptrs = bin(w, "llvm.mul", two, psz);
  rl_value *rank = extract(w, u, 0, -1);
  rl_value *words = bin(w, "llvm.add", bin(w, "llvm.mul", two, rank), one);
  return bin(w, "llvm.add", ptrs, bin(w, "llvm.mul", words, isz));
}

rl_value *rl_memref_cc_copy_unranked(rl_rewriter *rw, rl_op *at, rl_value *u, bool to_heap) {
  rl_op *module = rl_llvm_module_of(at);
  if (!module || !rl_conv_type_converter(rw)) return NULL;
  lw w = {rw, rw->b.ctx, at->loc, rl_m_convert_type(rw, rl_type_index(rw->b.ctx)), rl_llvm_ptr_type(rw->b.ctx, 0)};
  if (!w.it) return NULL;
  rl_value *size = unranked_desc_bytes(&w, u);
  rl_value *mem;
  if (to_heap) {
    rl_ident *fn = rl_llvm_declare_func(w.rw, module, "malloc", w.ptr, 1, &w.it);
    mem = call(&w, fn, w.ptr, 1, &size);
  } else {
    mem = mk1(&w, "llvm.alloca", w.ptr, 1, &size,
              props1(w.c, "elem_type", rl_attr_type(w.c, rl_type_integer(w.c, 8, RL_SIGNLESS))));
  }
  rl_value *src = extract(&w, u, 1, -1);
  rl_value *ops[3] = {mem, src, size};
  mk(&w, "llvm.intr.memcpy", NULL, 3, ops, props1(w.c, "isVolatile", rl_attr_bool(w.c, false)));
  if (!to_heap) {
    rl_ident *fn = rl_llvm_declare_func(w.rw, module, "free", NULL, 1, &w.ptr);
    call(&w, fn, NULL, 1, &src);
  }
  rl_value *n = undef(&w, u->type);
  n = insert(&w, n, extract(&w, u, 0, -1), 0, -1);
  return insert(&w, n, mem, 1, -1);
}

/* ---- the rules library (declared in memref.ops) ------------------------------- */

/* The rules library's Permutation(map): the dimension each result of a
 * permutation map reads, as a dense i64 array ((d2, d0, d1) is
 * array<i64: 2, 0, 1>); it gives up on a map whose results are not all
 * dimensions. */
static bool permutation(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *m = args[0].p;
  if (!m || m->kind != RL_AT_AFFINE_MAP) return false;
  unsigned n = rl_affine_map_num_results(m);
  uint64_t pos[64];
  if (n > 64) return false;
  for (unsigned i = 0; i < n; i++) {
    const rl_attr *e = rl_affine_map_result(m, i);
    if (e->kind != RL_AT_AFF_DIM) return false;
    pos[i] = rl_affine_position(e);
  }
  out->p = rl_attr_dense_array(c, rl_type_integer(c, 64, RL_SIGNLESS), n, pos);
  return out->p != NULL;
}

/* WrittenConstant(op, i): the integer constant of operand i of op as the
 * input had it (rl_conv_original_operand under a conversion). */
static bool written_constant(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c;
  rl_op *op = args[0].p;
  const rl_attr *i = args[1].p;
  if (!op || !i || i->kind != RL_AT_INTEGER) return false;
  int64_t k = rl_attr_int_value(i);
  if (k < 0 || (uint64_t)k >= op->noperands) return false;
  rl_value *v = b ? rl_conv_original_operand(rl_m_rewriter(b), op, (unsigned)k) : op->operands[k].value;
  rl_attr *a = rl_m_constant_of(v);
  out->p = a && a->kind == RL_AT_INTEGER ? a : NULL;
  return out->p != NULL;
}

static const rl_rule_lib_entry lib[] = {
    {"TypeSize", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, lib_type_size},
    {"Contiguous", 1, {RL_MK_TYPE}, 0, lib_contiguous, NULL},
    {"Permutation", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, permutation},
    {"WrittenConstant", 2, {RL_MK_OP, RL_MK_ATTR}, RL_MK_ATTR, NULL, written_constant},
};

void rl_memref_llvm_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
