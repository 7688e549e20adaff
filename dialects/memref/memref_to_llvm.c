/* memref ops on descriptors in the llvm dialect (memref_to_llvm.h).
 *
 * A ranked memref is the struct {allocated ptr, aligned ptr, offset,
 * sizes[rank], strides[rank]}; an unranked one {rank, ptr to a ranked
 * descriptor}. The ops are built in the order MLIR 19 builds them, so the
 * output reads like mlir-opt-19's.
 *
 * Layering: pattern code, like func_to_llvm.c: it reads converted operands
 * and types through the conversion driver (drivers/conversion.h). */
#include "dialects/memref/memref_to_llvm.h"

#include <stdio.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/asm.h"
#include "core/opdef.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "dialects/llvm/llvm_build.h"
#include "dialects/llvm/llvm_convert.h"
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

static bool lw_init(lw *w, rl_rewriter *rw, rl_op *op) {
  w->rw = rw;
  w->c = rw->b.ctx;
  w->loc = op->loc;
  w->ptr = rl_llvm_ptr_type(w->c, 0);
  if (!rl_conv_type_converter(rw)) return false;
  w->it = rl_m_convert_type(rw, rl_type_index(w->c));
  if (!w->it) return false;
  rl_rewriter_set_before(rw, op);
  return true;
}

/* lw_init for an op with one memref result: its type (*t) and the
 * converted descriptor type (returned; NULL on failure). */
static rl_type *lw_init_result(lw *w, rl_rewriter *rw, rl_op *op, rl_type **t) {
  *t = rl_op_result(op, 0)->type;
  return lw_init(w, rw, op) ? rl_m_convert_type(rw, *t) : NULL;
}

static rl_value *none_result[1];
static rl_value **no_results(void) { return none_result; }

static rl_value **results(lw *w, unsigned n) {
  return rl_context_alloc(w->c, (n ? n : 1) * sizeof(rl_value *));
}

/* The one value replacing an op's one result. */
static rl_value **one(lw *w, rl_value *v) {
  rl_value **r = results(w, 1);
  r[0] = v;
  return r;
}

static rl_ident *id(rl_context *c, const char *s) { return rl_ident_cstr(c, s); }
static rl_attr *prop(rl_op *op, const char *name) { return rl_op_get_prop(op, id(rl_op_context(op), name)); }

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
static rl_value *cst_typed(lw *w, rl_type *t, int64_t v) {
  return mk1(w, "llvm.mlir.constant", t, 0, NULL, props1(w->c, "value", rl_attr_integer(w->c, t, v)));
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

/* llvm.getelementptr base[raw...] on elem, of type res: n indices,
 * constants but for the one INT32_MIN stands for, which is idx. */
static rl_value *gep_n(lw *w, rl_type *res, rl_value *base, unsigned n, const uint64_t *raw, rl_value *idx,
                       rl_type *elem) {
  rl_named_attr p[2];
  p[0] = (rl_named_attr){id(w->c, "elem_type"), rl_attr_type(w->c, elem)};
  p[1] = (rl_named_attr){id(w->c, "rawConstantIndices"), rl_attr_dense_array(w->c, rl_type_integer(w->c, 32, RL_SIGNLESS), n, raw)};
  rl_value *ops[2] = {base, idx};
  return mk1(w, "llvm.getelementptr", res, idx ? 2 : 1, ops, rl_attr_dict(w->c, 2, p, NULL));
}

/* llvm.getelementptr base[idx] (idx NULL: the constant `k`) on elem. */
static rl_value *gep(lw *w, rl_value *base, rl_value *idx, int32_t k, rl_type *elem) {
  uint64_t raw = idx ? (uint64_t)(uint32_t)INT32_MIN : (uint64_t)(uint32_t)k;
  return gep_n(w, base->type, base, 1, &raw, idx, elem);
}

/* The element type's LLVM form. */
static rl_type *elem_of(lw *w, rl_type *memref) { return rl_m_convert_type(w->rw, rl_type_elem(memref)); }

/* sizeof(elem) as an LLVM value: ptrtoint(gep null[1]). */
static rl_value *elem_size(lw *w, rl_type *elem) {
  rl_value *z = mk1(w, "llvm.mlir.zero", w->ptr, 0, NULL, NULL);
  rl_value *p = gep(w, z, NULL, 1, elem);
  return mk1(w, "llvm.ptrtoint", w->it, 1, &p, NULL);
}

static rl_value *call(lw *w, rl_ident *fn, rl_type *res, unsigned n, rl_value *const *args) {
  rl_op *op = mk(w, "llvm.call", res, n, args, props1(w->c, "callee", rl_attr_symref(w->c, fn, 0, NULL)));
  return res ? rl_op_result(op, 0) : NULL;
}

/* ---- descriptors ------------------------------------------------------------ */

/* A descriptor from its parts; sizes and strides either all first then
 * all (interleaved false: alloc, get_global) or size i, stride i in turn. */
static rl_value *desc_build(lw *w, rl_type *dt, rl_value *alloc, rl_value *aligned, rl_value *offset, unsigned rank,
                            rl_value *const *sizes, rl_value *const *strides) {
  rl_value *d = undef(w, dt);
  d = insert(w, d, alloc, 0, -1);
  d = insert(w, d, aligned, 1, -1);
  d = insert(w, d, offset ? offset : cst(w, 0), 2, -1);
  for (unsigned i = 0; i < rank; i++) d = insert(w, d, sizes[i], 3, (int)i);
  for (unsigned i = 0; i < rank; i++) d = insert(w, d, strides[i], 4, (int)i);
  return d;
}

/* Strides and offset of a memref type (the converter accepted it, so it
 * is strided). */
static void strides_of(rl_type *t, int64_t *strides, int64_t *offset) {
  if (!rl_memref_strides_offset(t, strides, offset)) {
    *offset = RL_DYNAMIC;
    for (unsigned i = 0; i < rl_type_rank(t); i++) strides[i] = RL_DYNAMIC;
  }
}

/* Converted operands first..first+n of op into out. */
static bool conv_operands(lw *w, rl_op *op, unsigned first, unsigned n, rl_value **out) {
  for (unsigned i = 0; i < n; i++)
    if (!(out[i] = rl_conv_operand(w->rw, op, first + i))) return false;
  return true;
}

static rl_attr *dense_prop(rl_op *op, const char *name) {
  rl_attr *a = prop(op, name);
  return a && a->kind == RL_AT_DENSE_ARRAY ? a : NULL;
}

/* The segment sizes of an AttrSizedOperandSegments op. */
static bool segments(rl_op *op, unsigned n, unsigned *out) {
  rl_attr *s = dense_prop(op, "operandSegmentSizes");
  if (!s || s->n - 1 < n) return false;
  for (unsigned i = 0; i < n; i++) out[i] = (unsigned)s->w[1 + i];
  return true;
}

/* ---- allocation ------------------------------------------------------------- */

/* MLIR's getMemRefDescriptorSizes: sizes (static as constants, dynamic
 * from `dyn`), strides of the row-major layout, and the element count. */
static rl_value *shape_values(lw *w, rl_type *t, rl_value *const *dyn, rl_value **sizes, rl_value **strides) {
  unsigned rank = rl_type_rank(t), k = 0;
  bool all_static = true;
  int64_t prod_static = 1;
  for (unsigned i = 0; i < rank; i++) {
    int64_t d = rl_type_dim(t, i);
    if (d == RL_DYNAMIC) {
      sizes[i] = dyn[k++];
      all_static = false;
    } else {
      sizes[i] = cst(w, d);
    }
  }
  rl_value *one = cst(w, 1), *running = one;
  for (unsigned i = rank; i-- > 0;) {
    strides[i] = running;
    int64_t d = rl_type_dim(t, i);
    if (running == one) {
      running = sizes[i];
      if (all_static) prod_static = d;
    } else if (all_static) {
      prod_static *= d;
      running = cst(w, prod_static);
    } else {
      running = bin(w, "llvm.mul", running, sizes[i]);
    }
  }
  return running;
}

/* Bytes for n elements: ptrtoint(gep null[n]). */
static rl_value *bytes_of(lw *w, rl_value *n, rl_type *elem) {
  rl_value *z = mk1(w, "llvm.mlir.zero", w->ptr, 0, NULL, NULL);
  rl_value *p = gep(w, z, n, 0, elem);
  return mk1(w, "llvm.ptrtoint", w->it, 1, &p, NULL);
}

static int64_t alignment_of(rl_op *op) {
  rl_attr *a = prop(op, "alignment");
  return a && a->kind == RL_AT_INTEGER ? (int64_t)rl_attr_int_words(a)[0] : 0;
}

/* (x + a - 1) - (x + a - 1) % a */
static rl_value *align_up(lw *w, rl_value *x, rl_value *a) {
  rl_value *one = cst(w, 1);
  rl_value *am1 = bin(w, "llvm.sub", a, one);
  rl_value *bumped = bin(w, "llvm.add", x, am1);
  rl_value *mod = bin(w, "llvm.urem", bumped, a);
  return bin(w, "llvm.sub", bumped, mod);
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

/* ---- alloc ------------------------------------------------------------------ */

/* p (a pointer in address space 0, from malloc) in memref type t's
 * address space, through llvm.addrspacecast when that is not 0. */
static rl_value *in_memref_space(lw *w, rl_type *dt, rl_value *p) {
  rl_type *pt = rl_llvm_struct_elem(dt, 0);
  return pt == p->type ? p : mk1(w, "llvm.addrspacecast", pt, 1, &p, NULL);
}

/* As MLIR: aligned_alloc wants a size that is a multiple of the
 * alignment; the element size times the static dimensions may show it is. */
static bool size_multiple_of(rl_type *t, uint64_t align) {
  uint64_t n = dl_size(rl_type_elem(t));
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) != RL_DYNAMIC) n *= (uint64_t)rl_type_dim(t, i);
  return n % align == 0;
}

/* The allocation of memref.alloc, as MLIR 19's: malloc (or aligned_alloc
 * with use-aligned-alloc), the pointer moved to the memref's address
 * space. The aligned pointer honours the `alignment` attribute; without
 * one, malloc's pointer is aligned to the element's size when the element
 * is not a scalar (a vector needs more than malloc promises), and
 * aligned_alloc gets the element's size rounded up to a power of two, at
 * least 16. */
rl_value **rl_memref_lower_alloc(rl_rewriter *rw, rl_op *op, const rl_memref_llvm_opts *o) {
  lw w;
  rl_type *t, *dt = lw_init_result(&w, rw, op, &t);
  rl_op *module = rl_llvm_module_of(op);
  if (!dt || !module || op->noperands > MAX_RANK) return NULL;
  unsigned rank = rl_type_rank(t);
  rl_value *dyn[MAX_RANK], *sizes[MAX_RANK], *strides[MAX_RANK];
  unsigned seg[2];
  if (!segments(op, 2, seg) || seg[0] > MAX_RANK || !conv_operands(&w, op, 0, seg[0], dyn)) return NULL;
  rl_type *elem = elem_of(&w, t), *et = rl_type_elem(t);
  rl_value *count = shape_values(&w, t, dyn, sizes, strides);
  rl_value *bytes = bytes_of(&w, count, elem);
  int64_t align = alignment_of(op);
  rl_value *allocated, *aligned;
  rl_type *i64 = w.it;
  if (o && o->use_aligned_alloc) {
    if (!align) {
      uint64_t p = pow2_ceil(dl_size(et));
      align = p < 16 ? 16 : (int64_t)p;
    }
    rl_value *a = cst(&w, align);
    if (!size_multiple_of(t, (uint64_t)align)) bytes = align_up(&w, bytes, a);
    rl_type *ps[2] = {i64, i64};
    rl_ident *fn = rl_llvm_declare_func(w.rw, module, o->use_generic_functions ? "_mlir_memref_to_llvm_aligned_alloc" : "aligned_alloc",
                              w.ptr, 2, ps);
    rl_value *args[2] = {a, bytes};
    allocated = aligned = in_memref_space(&w, dt, call(&w, fn, w.ptr, 2, args));
  } else {
    bool scalar = rl_type_is_index(et) || rl_type_is_float(et) ||
                  (rl_type_is_integer(et) && rl_type_int_signedness(et) == RL_SIGNLESS);
    rl_value *a = align ? cst(&w, align) : scalar ? NULL : elem_size(&w, elem);
    if (a) bytes = bin(&w, "llvm.add", bytes, a);
    rl_ident *fn = rl_llvm_declare_func(w.rw, module, o && o->use_generic_functions ? "_mlir_memref_to_llvm_alloc" : "malloc", w.ptr, 1, &i64);
    allocated = aligned = in_memref_space(&w, dt, call(&w, fn, w.ptr, 1, &bytes));
    if (a) {
      rl_value *pi = mk1(&w, "llvm.ptrtoint", i64, 1, &allocated, NULL);
      rl_value *up = align_up(&w, pi, a);
      aligned = mk1(&w, "llvm.inttoptr", allocated->type, 1, &up, NULL);
    }
  }
  return one(&w, desc_build(&w, dt, allocated, aligned, NULL, rank, sizes, strides));
}

rl_value **rl_memref_lower_alloca(rl_rewriter *rw, rl_op *op) {
  lw w;
  rl_type *t, *dt = lw_init_result(&w, rw, op, &t);
  if (!dt || op->noperands > MAX_RANK) return NULL;
  unsigned rank = rl_type_rank(t);
  rl_value *dyn[MAX_RANK], *sizes[MAX_RANK], *strides[MAX_RANK];
  unsigned seg[2];
  if (!segments(op, 2, seg) || seg[0] > MAX_RANK || !conv_operands(&w, op, 0, seg[0], dyn)) return NULL;
  rl_type *elem = elem_of(&w, t);
  rl_value *count = shape_values(&w, t, dyn, sizes, strides);
  int64_t align = alignment_of(op);
  rl_named_attr p[2];
  unsigned np = 0;
  if (align) p[np++] = (rl_named_attr){id(w.c, "alignment"), rl_attr_integer(w.c, rl_type_integer(w.c, 64, RL_SIGNLESS), align)};
  p[np++] = (rl_named_attr){id(w.c, "elem_type"), rl_attr_type(w.c, elem)};
  rl_type *pt = rl_llvm_struct_elem(dt, 0);
  rl_value *a = mk1(&w, "llvm.alloca", pt, 1, &count, rl_attr_dict(w.c, np, p, NULL));
  return one(&w, desc_build(&w, dt, a, a, NULL, rank, sizes, strides));
}

rl_value **rl_memref_lower_dealloc(rl_rewriter *rw, rl_op *op, const rl_memref_llvm_opts *o) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_value *d = rl_conv_operand(rw, op, 0);
  rl_op *module = rl_llvm_module_of(op);
  if (!d || !module || rl_op_operand(op, 0)->type->kind != RL_TY_MEMREF) return NULL;
  rl_ident *fn = rl_llvm_declare_func(w.rw, module, o && o->use_generic_functions ? "_mlir_memref_to_llvm_free" : "free", NULL, 1, &w.ptr);
  rl_value *p = extract(&w, d, 0, -1);
  call(&w, fn, NULL, 1, &p);
  return no_results();
}

/* An llvm.br to dest with n arguments at the end of b. */
static void br_to(lw *w, rl_block *b, rl_block *dest, unsigned n, rl_value *const *args) {
  rl_rewriter_set_end(w->rw, b);
  rl_op_state st = {.info = rl_opinfo_get(w->c, "llvm.br", 7), .loc = w->loc, .noperands = n, .operands = args,
                    .nsuccs = 1, .succs = &dest};
  rl_rewriter_create(w->rw, &st);
}

/* An unranked descriptor for ranked descriptor d (a copy on the stack). */
static rl_value *to_unranked(lw *w, rl_value *d, unsigned rank, rl_type *ut, bool for_copy) {
  /* (MLIR builds the rank first, as an iN constant, for memref.copy, and
   * after the copy, as an index constant, for memref.cast.) */
  rl_value *r = for_copy ? cst_typed(w, w->it, rank) : NULL;
  rl_value *one = cst(w, 1);
  rl_value *slot = mk1(w, "llvm.alloca", w->ptr, 1, &one, props1(w->c, "elem_type", rl_attr_type(w->c, d->type)));
  rl_value *sv[2] = {d, slot};
  mk(w, "llvm.store", NULL, 2, sv, NULL);
  if (!r) r = cst(w, rank);
  rl_value *u = undef(w, ut);
  u = insert(w, u, r, 0, -1);
  return insert(w, u, slot, 1, -1);
}

/* ---- copies ----------------------------------------------------------------- */

/* MLIR's test for a copy by memcpy: the identity layout, or a static
 * shape whose strides are row-major. */
static bool contiguous(rl_type *t) {
  if (t->kind != RL_TY_MEMREF) return false;
  if (!rl_type_layout(t)) return true;
  int64_t strides[MAX_RANK], off;
  if (!rl_memref_strides_offset(t, strides, &off)) return false;
  int64_t expect = 1;
  for (unsigned i = rl_type_rank(t); i-- > 0;) {
    int64_t d = rl_type_dim(t, i);
    if (d == RL_DYNAMIC || strides[i] != expect) return false;
    expect *= d;
  }
  return true;
}

rl_value **rl_memref_lower_copy(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *st = rl_op_operand(op, 0)->type, *dtt = rl_op_operand(op, 1)->type;
  rl_value *s = rl_conv_operand(rw, op, 0), *d = rl_conv_operand(rw, op, 1);
  rl_op *module = rl_llvm_module_of(op);
  if (!s || !d || !module) return NULL;
  rl_type *elem = elem_of(&w, st);
  if (contiguous(st) && contiguous(dtt)) {
    rl_value *n = cst(&w, 1);
    for (unsigned i = 0; i < rl_type_rank(st); i++) n = bin(&w, "llvm.mul", n, extract(&w, s, 3, (int)i));
    rl_value *es = elem_size(&w, elem);
    rl_value *bytes = bin(&w, "llvm.mul", n, es);
    rl_value *sb = extract(&w, s, 1, -1), *so = extract(&w, s, 2, -1);
    rl_value *sp = gep(&w, sb, so, 0, elem);
    rl_value *db = extract(&w, d, 1, -1), *dof = extract(&w, d, 2, -1);
    rl_value *dp = gep(&w, db, dof, 0, elem);
    rl_value *ops[3] = {dp, sp, bytes};
    mk(&w, "llvm.intr.memcpy", NULL, 3, ops, props1(w.c, "isVolatile", rl_attr_bool(w.c, false)));
    return no_results();
  }
  /* memrefCopy(elemSize, UnrankedMemRef *src, UnrankedMemRef *dst) */
  rl_value *saved = mk1(&w, "llvm.intr.stacksave", w.ptr, 0, NULL, NULL);
  rl_type *uf[2] = {w.it, w.ptr};
  rl_type *udt = rl_llvm_struct_type(w.c, 2, uf, false);
  rl_value *su = st->kind == RL_TY_MEMREF ? to_unranked(&w, s, rl_type_rank(st), udt, true) : s;
  rl_value *du = dtt->kind == RL_TY_MEMREF ? to_unranked(&w, d, rl_type_rank(dtt), udt, true) : d;
  rl_value *one = cst(&w, 1);
  rl_attr *et = props1(w.c, "elem_type", rl_attr_type(w.c, udt));
  rl_value *sslot = mk1(&w, "llvm.alloca", w.ptr, 1, &one, et);
  rl_value *sv[2] = {su, sslot};
  mk(&w, "llvm.store", NULL, 2, sv, NULL);
  rl_value *dslot = mk1(&w, "llvm.alloca", w.ptr, 1, &one, et);
  rl_value *dv[2] = {du, dslot};
  mk(&w, "llvm.store", NULL, 2, dv, NULL);
  rl_value *es = elem_size(&w, elem);
  rl_type *ps[3] = {w.it, w.ptr, w.ptr};
  rl_ident *fn = rl_llvm_declare_func(w.rw, module, "memrefCopy", NULL, 3, ps);
  rl_value *args[3] = {es, sslot, dslot};
  call(&w, fn, NULL, 3, args);
  mk(&w, "llvm.intr.stackrestore", NULL, 1, &saved, NULL);
  return no_results();
}

/* ---- globals ---------------------------------------------------------------- */

/* The LLVM type of a global's memory: nested arrays of the element. */
static rl_type *global_type(lw *w, rl_type *t) {
  rl_type *g = elem_of(w, t);
  for (unsigned i = rl_type_rank(t); g && i-- > 0;) g = rl_llvm_array_type(w->c, g, (uint64_t)rl_type_dim(t, i));
  return g;
}

rl_value **rl_memref_lower_global(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_attr *ty = prop(op, "type"), *name = prop(op, "sym_name");
  if (!ty || !name) return NULL;
  rl_type *t = rl_attr_type_value(ty);
  if (t->kind != RL_TY_MEMREF) return NULL;
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) == RL_DYNAMIC) return NULL;
  rl_type *gt = global_type(&w, t);
  int as = rl_llvm_memref_addrspace(t);
  if (!gt || as < 0) return NULL;
  rl_attr *init = prop(op, "initial_value"), *vis = prop(op, "sym_visibility"), *align = prop(op, "alignment");
  bool uninit = init && init->kind == RL_AT_UNIT;
  rl_attr *value = NULL;
  if (init && !uninit) {
    /* The dense value retyped as a tensor of the memref's shape (a scalar
     * for rank 0). */
    if (init->kind != RL_AT_DENSE) return NULL;
    unsigned rank = rl_type_rank(t);
    rl_type *e = rl_type_elem(t);
    const uint64_t *data = &init->w[2];
    if (rank == 0) {
      if (rl_type_is_float(e)) value = rl_attr_float_bits(w.c, e, data[0], init->w[1] > 1 ? data[1] : 0);
      else if (rl_type_is_integer(e) || rl_type_is_index(e)) value = rl_attr_integer_words(w.c, e, data);
      if (!value) return NULL;
    } else {
      int64_t dims[MAX_RANK];
      size_t count = 1;
      for (unsigned i = 0; i < rank; i++) count *= (size_t)(dims[i] = rl_type_dim(t, i));
      bool splat = init->sub & 1;
      value = rl_attr_dense(w.c, rl_type_tensor(w.c, rank, dims, e, NULL), splat, (unsigned)init->w[1],
                            splat ? 1 : count, data);
    }
  }
  bool priv = vis && rl_attr_string_ident(vis) == id(w.c, "private");
  rl_named_attr p[7];
  unsigned np = 0;
  p[np++] = (rl_named_attr){id(w.c, "global_type"), rl_attr_type(w.c, gt)};
  if (prop(op, "constant")) p[np++] = (rl_named_attr){id(w.c, "constant"), rl_attr_unit(w.c)};
  p[np++] = (rl_named_attr){id(w.c, "sym_name"), name};
  p[np++] = (rl_named_attr){id(w.c, "linkage"), rl_attr_enum(w.c, &rl_llvm_enum_Linkage, id(w.c, "llvm"), priv ? 1 : 0)};
  if (value) p[np++] = (rl_named_attr){id(w.c, "value"), value};
  if (align) p[np++] = (rl_named_attr){id(w.c, "alignment"), align};
  p[np++] = (rl_named_attr){id(w.c, "addr_space"), rl_attr_integer(w.c, rl_type_integer(w.c, 32, RL_SIGNLESS), as)};
  rl_op_state st = {.info = rl_opinfo_get(w.c, "llvm.mlir.global", 16), .loc = op->loc, .nregions = 1,
                    .props = rl_attr_dict(w.c, np, p, NULL)};
  rl_op *g = rl_rewriter_create(rw, &st);
  if (uninit) {
    rl_block *b = rl_block_create(w.c);
    rl_region_append_block(rl_op_region(g, 0), b);
    rl_builder saved = rw->b;
    rl_rewriter_set_end(rw, b);
    rl_value *u = undef(&w, gt);
    mk(&w, "llvm.return", NULL, 1, &u, NULL);
    rw->b = saved;
  }
  return no_results();
}

rl_value **rl_memref_lower_get_global(rl_rewriter *rw, rl_op *op) {
  lw w;
  rl_type *t, *dt = lw_init_result(&w, rw, op, &t);
  rl_attr *name = prop(op, "name");
  rl_type *gt = global_type(&w, t);
  if (!dt || !name || !gt || t->kind != RL_TY_MEMREF) return NULL;
  unsigned rank = rl_type_rank(t);
  rl_value *sizes[MAX_RANK], *strides[MAX_RANK];
  rl_value *count = shape_values(&w, t, NULL, sizes, strides);
  bytes_of(&w, count, elem_of(&w, t)); /* as MLIR: computed, unused */
  rl_type *pt = rl_llvm_struct_elem(dt, 0);
  rl_value *addr = mk1(&w, "llvm.mlir.addressof", pt, 0, NULL, props1(w.c, "global_name", name));
  /* gep addr[0, 0, ...] (rank + 1 zeros) */
  uint64_t raw[MAX_RANK + 1] = {0};
  rl_value *aligned = gep_n(&w, pt, addr, rank + 1, raw, NULL, gt);
  rl_value *bad = cst(&w, 3735928559);
  rl_value *allocated = mk1(&w, "llvm.inttoptr", pt, 1, &bad, NULL);
  return one(&w, desc_build(&w, dt, allocated, aligned, NULL, rank, sizes, strides));
}

/* ---- views ------------------------------------------------------------------ */


/* The block is split at the scope; the stack pointer is saved before its
 * body (inlined) and restored where it returns, which branches on with the
 * results. */
rl_value **rl_memref_lower_alloca_scope(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_region *r = rl_op_region(op, 0);
  if (!op->parent || !r->first) return NULL;
  for (rl_block *b = r->first; b; b = b->next)
    if (b->last && !strcmp(b->last->info->name->str, "memref.alloca_scope.return") &&
        b->last->noperands != op->nresults)
      return NULL;
  rl_type *rt[64];
  if (op->nresults > 64) return NULL;
  for (unsigned i = 0; i < op->nresults; i++)
    if (!(rt[i] = rl_m_convert_type(rw, rl_op_result(op, i)->type))) return NULL;
  /* cur: ... stacksave, br body | body ... stackrestore, br cont(results) |
   * cont(results): br rest | rest: the ops after the scope. */
  rl_block *cur = op->parent;
  rl_block *rest = rl_rewriter_split_block(rw, cur, op);
  rl_block *cont = rl_rewriter_create_block(rw, cur->parent, rest);
  rl_value **res = results(&w, op->nresults);
  for (unsigned i = 0; i < op->nresults; i++) res[i] = rl_block_add_arg(w.c, cont, rt[i], op->loc);
  br_to(&w, cont, rest, 0, NULL);
  rl_rewriter_set_end(rw, cur);
  rl_value *saved = mk1(&w, "llvm.intr.stacksave", w.ptr, 0, NULL, NULL);
  br_to(&w, cur, r->first, 0, NULL);
  for (rl_block *b = r->first; b; b = b->next) {
    rl_op *ret = b->last;
    if (!ret || strcmp(ret->info->name->str, "memref.alloca_scope.return")) continue;
    rl_value *vals[64];
    for (unsigned i = 0; i < ret->noperands; i++) vals[i] = rl_op_operand(ret, i);
    rl_rewriter_set_before(rw, ret);
    mk(&w, "llvm.intr.stackrestore", NULL, 1, &saved, NULL);
    br_to(&w, b, cont, ret->noperands, vals);
    rl_rewriter_erase(rw, ret);
  }
  rl_rewriter_inline_region_before(rw, r, cont->parent, cont);
  rl_rewriter_set_before(rw, op);
  return res;
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
    {"Permutation", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, permutation},
    {"WrittenConstant", 2, {RL_MK_OP, RL_MK_ATTR}, RL_MK_ATTR, NULL, written_constant},
};

void rl_memref_llvm_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
