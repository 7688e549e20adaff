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

/* MLIR's getStridedElementPtr: the address of element `idx` of d. */
static rl_value *element_ptr(lw *w, rl_type *t, rl_value *d, rl_value *const *idx) {
  int64_t strides[MAX_RANK], off;
  strides_of(t, strides, &off);
  rl_type *elem = elem_of(w, t);
  rl_value *base = extract(w, d, 1, -1);
  if (off != 0) {
    rl_value *o = off == RL_DYNAMIC ? extract(w, d, 2, -1) : cst(w, off);
    base = gep(w, base, o, 0, elem);
  }
  rl_value *index = NULL;
  for (unsigned i = 0; i < rl_type_rank(t); i++) {
    rl_value *inc = idx[i];
    if (strides[i] != 1) {
      rl_value *s = strides[i] == RL_DYNAMIC ? extract(w, d, 4, (int)i) : cst(w, strides[i]);
      inc = bin(w, "llvm.mul", inc, s);
    }
    index = index ? bin(w, "llvm.add", index, inc) : inc;
  }
  return index ? gep(w, base, index, 0, elem) : base;
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

/* The `alignment` property, 0 without one. */
static int64_t alignment_of(rl_op *op) {
  rl_attr *a = prop(op, "alignment");
  return a && a->kind == RL_AT_INTEGER ? (int64_t)rl_attr_int_words(a)[0] : 0;
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

static const rl_rule_lib_entry lib[] = {
    {"TypeSize", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, lib_type_size},
    {"Contiguous", 1, {RL_MK_TYPE}, 0, lib_contiguous, NULL},
};

void rl_memref_llvm_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }

/* An llvm.br to dest with n arguments at the end of b. */
static void br_to(lw *w, rl_block *b, rl_block *dest, unsigned n, rl_value *const *args) {
  rl_rewriter_set_end(w->rw, b);
  rl_op_state st = {.info = rl_opinfo_get(w->c, "llvm.br", 7), .loc = w->loc, .noperands = n, .operands = args,
                    .nsuccs = 1, .succs = &dest};
  rl_rewriter_create(w->rw, &st);
}

/* ---- access ----------------------------------------------------------------- */

/* The constant an index operand was built from, if any. */
static bool const_index(rl_value *v, int64_t *out) {
  rl_attr *a = rl_m_constant_of(v);
  if (!a || a->kind != RL_AT_INTEGER) return false;
  *out = (int64_t)rl_attr_int_words(a)[0];
  return true;
}

rl_value **rl_memref_lower_dim(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *t = rl_op_operand(op, 0)->type;
  rl_value *d = rl_conv_operand(rw, op, 0), *idx = rl_conv_operand(rw, op, 1);
  if (!d || !idx) return NULL;
  rl_value **r = results(&w, 1);
  int64_t k;
  if (t->kind == RL_TY_UNRANKED_MEMREF) {
    /* The ranked descriptor it points at: two pointers and the offset
     * (the struct below), then the sizes, words of the index width; the
     * offset's address, then 1 + idx words on. */
    rl_value *p = extract(&w, d, 1, -1);
    rl_type *head[3] = {w.ptr, w.ptr, w.it};
    uint64_t raw[2] = {0, 2};
    /* MLIR types the address in the data's space (LLVM keeps the base's,
     * 0, where the descriptor is): the same text. */
    rl_type *at = rl_llvm_ptr_type(w.c, (unsigned)rl_llvm_memref_addrspace(t));
    rl_value *off = gep_n(&w, at, p, 2, raw, NULL, rl_llvm_struct_type(w.c, 3, head, false));
    rl_value *ix = bin(&w, "llvm.add", cst(&w, 1), idx);
    rl_value *sp = gep(&w, off, ix, 0, w.it);
    r[0] = mk1(&w, "llvm.load", w.it, 1, &sp, NULL);
    return r;
  }
  unsigned rank = rl_type_rank(t);
  /* The index as written (MLIR looks at the operand, not at what the
   * conversion made of its producer): a constant reads the size from the
   * type or the descriptor. */
  if (const_index(rl_conv_original_operand(rw, op, 1), &k) && k >= 0 && (uint64_t)k < rank) {
    int64_t s = rl_type_dim(t, (unsigned)k);
    r[0] = s == RL_DYNAMIC ? extract(&w, d, 3, (int)k) : cst(&w, s);
    return r;
  }
  /* A dynamic index (or one out of range): the sizes array through memory. */
  rl_value *one = cst(&w, 1);
  rl_value *sizes = extract(&w, d, 3, -1);
  rl_named_attr et = {id(w.c, "elem_type"), rl_attr_type(w.c, sizes->type)};
  rl_value *slot = mk1(&w, "llvm.alloca", w.ptr, 1, &one, rl_attr_dict(w.c, 1, &et, NULL));
  rl_value *sv[2] = {sizes, slot};
  mk(&w, "llvm.store", NULL, 2, sv, NULL);
  uint64_t raw[2] = {0, (uint64_t)(uint32_t)INT32_MIN};
  rl_value *ep = gep_n(&w, w.ptr, slot, 2, raw, idx, sizes->type);
  r[0] = mk1(&w, "llvm.load", w.it, 1, &ep, NULL);
  return r;
}

rl_value **rl_memref_lower_rank(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *t = rl_op_operand(op, 0)->type;
  rl_value **r = results(&w, 1);
  if (t->kind == RL_TY_MEMREF) {
    r[0] = cst(&w, rl_type_rank(t));
    return r;
  }
  rl_value *d = rl_conv_operand(rw, op, 0);
  if (!d) return NULL;
  r[0] = extract(&w, d, 0, -1);
  return r;
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

rl_value **rl_memref_lower_cast(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *from = rl_op_operand(op, 0)->type, *to = rl_op_result(op, 0)->type;
  rl_value *d = rl_conv_operand(rw, op, 0);
  rl_type *dt = rl_m_convert_type(rw, to);
  if (!d || !dt) return NULL;
  rl_value **r = results(&w, 1);
  if (from->kind == to->kind) {
    if (d->type != dt) return NULL;
    r[0] = d;
  } else if (to->kind == RL_TY_UNRANKED_MEMREF) {
    r[0] = to_unranked(&w, d, rl_type_rank(from), dt, false);
  } else {
    rl_value *p = extract(&w, d, 1, -1);
    r[0] = mk1(&w, "llvm.load", dt, 1, &p, NULL);
  }
  return r;
}

/* The operand values of a mixed static/dynamic list (offsets, sizes or
 * strides of reinterpret_cast, view): static entries become constants
 * (lazily: `at(i)`). */
typedef struct mixed {
  const rl_attr *stat; /* dense i64 array */
  rl_value **dyn;
  unsigned ndyn;
} mixed;

static int64_t mixed_static(const mixed *m, unsigned i) { return (int64_t)m->stat->w[1 + i]; }

static rl_value *mixed_at(lw *w, const mixed *m, unsigned i) {
  if (mixed_static(m, i) != RL_DYNAMIC) return cst(w, mixed_static(m, i));
  unsigned k = 0;
  for (unsigned j = 0; j < i; j++) k += mixed_static(m, j) == RL_DYNAMIC;
  return k < m->ndyn ? m->dyn[k] : NULL;
}

rl_value **rl_memref_lower_reinterpret_cast(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *from = rl_op_operand(op, 0)->type, *to = rl_op_result(op, 0)->type;
  rl_type *dt = rl_m_convert_type(rw, to);
  unsigned seg[4];
  rl_attr *so = dense_prop(op, "static_offsets"), *ss = dense_prop(op, "static_sizes"), *st = dense_prop(op, "static_strides");
  if (!dt || !segments(op, 4, seg) || !so || !ss || !st || op->noperands > 1 + 3 * MAX_RANK) return NULL;
  rl_value *v[1 + 3 * MAX_RANK];
  if (!conv_operands(&w, op, 0, op->noperands, v)) return NULL;
  mixed mo = {so, v + 1, seg[1]}, ms = {ss, v + 1 + seg[1], seg[2]}, mt = {st, v + 1 + seg[1] + seg[2], seg[3]};
  rl_value *alloc, *aligned;
  rl_value *d = undef(&w, dt);
  if (from->kind == RL_TY_UNRANKED_MEMREF) {
    /* The first two words of the ranked descriptor, pointers into the
     * data's address space. */
    rl_type *pt = rl_llvm_struct_elem(dt, 0);
    rl_value *p = extract(&w, v[0], 1, -1);
    alloc = mk1(&w, "llvm.load", pt, 1, &p, NULL);
    rl_value *ap = gep(&w, p, NULL, 1, pt);
    aligned = mk1(&w, "llvm.load", pt, 1, &ap, NULL);
  } else {
    alloc = extract(&w, v[0], 0, -1);
    aligned = extract(&w, v[0], 1, -1);
  }
  d = insert(&w, d, alloc, 0, -1);
  d = insert(&w, d, aligned, 1, -1);
  d = insert(&w, d, mixed_at(&w, &mo, 0), 2, -1);
  for (unsigned i = 0; i < rl_type_rank(to); i++) {
    d = insert(&w, d, mixed_at(&w, &ms, i), 3, (int)i);
    d = insert(&w, d, mixed_at(&w, &mt, i), 4, (int)i);
  }
  return one(&w, d);
}

rl_value **rl_memref_lower_extract_strided_metadata(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *t = rl_op_operand(op, 0)->type;
  rl_value *d = rl_conv_operand(rw, op, 0);
  rl_type *bt = rl_m_convert_type(rw, rl_op_result(op, 0)->type);
  if (!d || !bt || t->kind != RL_TY_MEMREF) return NULL;
  unsigned rank = rl_type_rank(t);
  rl_value *a = extract(&w, d, 0, -1), *al = extract(&w, d, 1, -1);
  rl_value *b = undef(&w, bt);
  b = insert(&w, b, a, 0, -1);
  b = insert(&w, b, al, 1, -1);
  b = insert(&w, b, cst(&w, 0), 2, -1);
  rl_value **r = results(&w, op->nresults);
  r[0] = b;
  r[1] = extract(&w, d, 2, -1);
  for (unsigned i = 0; i < rank; i++) r[2 + i] = extract(&w, d, 3, (int)i);
  for (unsigned i = 0; i < rank; i++) r[2 + rank + i] = extract(&w, d, 4, (int)i);
  return r;
}

rl_value **rl_memref_lower_extract_aligned_pointer(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_value *d = rl_conv_operand(rw, op, 0);
  if (!d) return NULL;
  rl_value *p;
  rl_type *t = rl_op_operand(op, 0)->type;
  if (t->kind == RL_TY_UNRANKED_MEMREF) {
    /* The ranked descriptor's second word, a pointer into the data's space. */
    rl_type *pt = rl_llvm_ptr_type(w.c, (unsigned)rl_llvm_memref_addrspace(t));
    rl_value *u = extract(&w, d, 1, -1);
    rl_value *ap = gep(&w, u, NULL, 1, pt);
    p = mk1(&w, "llvm.load", pt, 1, &ap, NULL);
  } else {
    p = extract(&w, d, 1, -1);
  }
  return one(&w, mk1(&w, "llvm.ptrtoint", w.it, 1, &p, NULL));
}

rl_value **rl_memref_lower_assume_alignment(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_value *d = rl_conv_operand(rw, op, 0);
  int64_t a = alignment_of(op);
  if (!d || a <= 0 || rl_op_operand(op, 0)->type->kind != RL_TY_MEMREF) return NULL;
  rl_value *p = extract(&w, d, 1, -1);
  rl_value *zero = cst(&w, 0), *mask = cst(&w, a - 1);
  rl_value *pi = mk1(&w, "llvm.ptrtoint", w.it, 1, &p, NULL);
  rl_value *and = bin(&w, "llvm.and", pi, mask);
  rl_value *ops[2] = {and, zero};
  rl_value *eq = mk1(&w, "llvm.icmp", rl_type_integer(w.c, 1, RL_SIGNLESS), 2, ops,
                     props1(w.c, "predicate", rl_attr_integer(w.c, rl_type_integer(w.c, 64, RL_SIGNLESS), 0)));
  mk(&w, "llvm.intr.assume", NULL, 1, &eq, NULL);
  return no_results();
}

rl_value **rl_memref_lower_memory_space_cast(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *from = rl_op_operand(op, 0)->type, *to = rl_op_result(op, 0)->type;
  rl_value *d = rl_conv_operand(rw, op, 0);
  rl_type *dt = rl_m_convert_type(rw, to);
  if (!d || !dt || from->kind != RL_TY_MEMREF) return NULL;
  unsigned rank = rl_type_rank(from);
  rl_value *f[2 + 1 + 2 * MAX_RANK];
  f[0] = extract(&w, d, 0, -1);
  f[1] = extract(&w, d, 1, -1);
  f[2] = extract(&w, d, 2, -1);
  for (unsigned i = 0; i < rank; i++) f[3 + i] = extract(&w, d, 3, (int)i);
  for (unsigned i = 0; i < rank; i++) f[3 + rank + i] = extract(&w, d, 4, (int)i);
  rl_type *np = rl_llvm_struct_elem(dt, 0);
  rl_value *a = mk1(&w, "llvm.addrspacecast", np, 1, &f[0], NULL);
  rl_value *al = mk1(&w, "llvm.addrspacecast", np, 1, &f[1], NULL);
  rl_value *n = undef(&w, dt);
  n = insert(&w, n, a, 0, -1);
  n = insert(&w, n, al, 1, -1);
  n = insert(&w, n, f[2], 2, -1);
  for (unsigned i = 0; i < rank; i++) {
    n = insert(&w, n, f[3 + i], 3, (int)i);
    n = insert(&w, n, f[3 + rank + i], 4, (int)i);
  }
  return one(&w, n);
}

rl_value **rl_memref_lower_prefetch(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *t = rl_op_operand(op, 0)->type;
  rl_value *v[1 + MAX_RANK];
  if (op->noperands > 1 + MAX_RANK || !conv_operands(&w, op, 0, op->noperands, v)) return NULL;
  rl_attr *isw = prop(op, "isWrite"), *loc = prop(op, "localityHint"), *dc = prop(op, "isDataCache");
  if (!loc || loc->kind != RL_AT_INTEGER) return NULL;
  rl_value *p = element_ptr(&w, t, v[0], v + 1);
  rl_type *i32 = rl_type_integer(w.c, 32, RL_SIGNLESS);
  rl_attr *tr = rl_attr_bool(w.c, true);
  rl_named_attr pr[3] = {
      {id(w.c, "cache"), rl_attr_integer(w.c, i32, dc == tr ? 1 : 0)},
      {id(w.c, "hint"), rl_attr_integer(w.c, i32, (int64_t)rl_attr_int_words(loc)[0])},
      {id(w.c, "rw"), rl_attr_integer(w.c, i32, isw == tr ? 1 : 0)},
  };
  mk(&w, "llvm.intr.prefetch", NULL, 1, &p, rl_attr_dict(w.c, 3, pr, NULL));
  return no_results();
}

/* memref's AtomicRMWKind (addf, addi, assign, maximumf, maxs, maxu,
 * minimumf, mins, minu, mulf, muli, ori, andi, maxnumf, minnumf) as llvm's
 * AtomicBinOp, -1 where LLVM has no such operation. */
static const int atomic_bin_op[15] = {11, 1, 0, 13, 7, 9, 14, 8, 10, -1, -1, 5, 3, -1, -1};

rl_value **rl_memref_lower_atomic_rmw(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_attr *kind = prop(op, "kind");
  if (!kind || kind->kind != RL_AT_INTEGER || rl_attr_int_words(kind)[0] >= 15) return NULL;
  int bop = atomic_bin_op[rl_attr_int_words(kind)[0]];
  if (bop < 0) return NULL;
  rl_type *t = rl_op_operand(op, 1)->type;
  rl_value *v[2 + MAX_RANK];
  if (op->noperands > 2 + MAX_RANK || !conv_operands(&w, op, 0, op->noperands, v)) return NULL;
  rl_value *p = element_ptr(&w, t, v[1], v + 2);
  rl_named_attr pr[2] = {
      {id(w.c, "bin_op"), rl_attr_integer(w.c, rl_type_integer(w.c, 64, RL_SIGNLESS), bop)},
      {id(w.c, "ordering"), rl_attr_integer(w.c, rl_type_integer(w.c, 64, RL_SIGNLESS), 6)},
  };
  rl_value *ops[2] = {p, v[0]};
  return one(&w, mk1(&w, "llvm.atomicrmw", v[0]->type, 2, ops, rl_attr_dict(w.c, 2, pr, NULL)));
}

/* A loop around llvm.cmpxchg: the block is split at the op; the body
 * (its block, inlined) computes the new value from the current one, the
 * exchange succeeds or the loop goes round with the value it found. */
rl_value **rl_memref_lower_generic_atomic_rmw(rl_rewriter *rw, rl_op *op) {
  lw w;
  if (!lw_init(&w, rw, op)) return NULL;
  rl_type *t = rl_op_operand(op, 0)->type;
  rl_region *r = rl_op_region(op, 0);
  rl_block *body = r->first;
  rl_value *v[1 + MAX_RANK];
  if (!op->parent || !body || body->next || body->nargs != 1 || !body->last || body->last->noperands != 1 ||
      op->noperands > 1 + MAX_RANK || t->kind != RL_TY_MEMREF || !conv_operands(&w, op, 0, op->noperands, v))
    return NULL;
  rl_type *elem = elem_of(&w, t);
  /* LLVM's cmpxchg takes integers and pointers only. */
  if (!elem || !(rl_type_is_integer(elem) || rl_llvm_type_is_ptr(elem))) return NULL;
  rl_value *p = element_ptr(&w, t, v[0], v + 1);
  rl_value *init = mk1(&w, "llvm.load", elem, 1, &p, NULL);
  rl_block *cur = op->parent;
  rl_block *rest = rl_rewriter_split_block(rw, cur, op);
  if (!rl_conv_convert_block_signature(rw, body)) return NULL;
  rl_rewriter_inline_region_before(rw, r, rest->parent, rest);
  br_to(&w, cur, body, 1, &init);
  rl_op *yield = body->last;
  rl_value *now = body->args[0];
  rl_value *next = rl_conv_operand(rw, yield, 0);
  if (!next) return NULL;
  rl_rewriter_set_before(rw, yield);
  rl_type *i64 = rl_type_integer(w.c, 64, RL_SIGNLESS);
  rl_named_attr pr[2] = {
      {id(w.c, "failure_ordering"), rl_attr_integer(w.c, i64, 2)},
      {id(w.c, "success_ordering"), rl_attr_integer(w.c, i64, 6)},
  };
  rl_type *pair_f[2] = {elem, rl_type_integer(w.c, 1, RL_SIGNLESS)};
  rl_value *cx_ops[3] = {p, now, next};
  rl_value *pair = mk1(&w, "llvm.cmpxchg", rl_llvm_struct_type(w.c, 2, pair_f, false), 3, cx_ops, rl_attr_dict(w.c, 2, pr, NULL));
  rl_value *found = extract(&w, pair, 0, -1);
  rl_value *ok = extract(&w, pair, 1, -1);
  uint64_t segs[3] = {1, 0, 1};
  rl_value *br_ops[2] = {ok, found};
  rl_block *succs[2] = {rest, body};
  rl_op_state st = {.info = rl_opinfo_get(w.c, "llvm.cond_br", 12), .loc = w.loc, .noperands = 2, .operands = br_ops,
                    .nsuccs = 2, .succs = succs,
                    .props = props1(w.c, "operandSegmentSizes",
                                    rl_attr_dense_array(w.c, rl_type_integer(w.c, 32, RL_SIGNLESS), 3, segs))};
  rl_rewriter_create(rw, &st);
  rl_rewriter_erase(rw, yield);
  rl_rewriter_set_before(rw, op);
  rl_value **res = results(&w, 1);
  res[0] = found;
  return res;
}

/* ---- views ------------------------------------------------------------------ */

rl_value **rl_memref_lower_view(rl_rewriter *rw, rl_op *op) {
  lw w;
  rl_type *t, *dt = lw_init_result(&w, rw, op, &t);
  if (!dt || op->noperands > 2 + MAX_RANK) return NULL;
  rl_value *v[2 + MAX_RANK];
  if (!conv_operands(&w, op, 0, op->noperands, v)) return NULL;
  unsigned rank = rl_type_rank(t);
  rl_type *elem = elem_of(&w, t);
  rl_type *i8 = rl_type_integer(w.c, 8, RL_SIGNLESS);
  rl_value *d = undef(&w, dt);
  d = insert(&w, d, extract(&w, v[0], 0, -1), 0, -1);
  rl_value *src_aligned = extract(&w, v[0], 1, -1);
  rl_value *aligned = gep(&w, src_aligned, v[1], 0, i8);
  (void)elem;
  d = insert(&w, d, aligned, 1, -1);
  d = insert(&w, d, cst(&w, 0), 2, -1);
  /* Sizes and strides from the innermost dimension out: stride i is
   * stride i+1 times size i+1 (a constant while both are static). */
  rl_value *stride = NULL, *prev_size = NULL;
  int64_t stride_static = 1, prev_static = 1;
  unsigned ndyn = op->noperands - 2;
  for (unsigned i = rank; i-- > 0;) {
    int64_t s = rl_type_dim(t, i);
    rl_value *size;
    if (s == RL_DYNAMIC) {
      unsigned k = 0;
      for (unsigned j = 0; j < i; j++) k += rl_type_dim(t, j) == RL_DYNAMIC;
      if (k >= ndyn) return NULL;
      size = v[2 + k];
    } else {
      size = cst(&w, s);
    }
    d = insert(&w, d, size, 3, (int)i);
    if (!stride) {
      stride = cst(&w, 1);
    } else if (stride_static != RL_DYNAMIC && prev_static != RL_DYNAMIC) {
      stride_static *= prev_static;
      stride = cst(&w, stride_static);
    } else {
      stride = bin(&w, "llvm.mul", stride, prev_size);
      stride_static = RL_DYNAMIC;
    }
    d = insert(&w, d, stride, 4, (int)i);
    prev_size = size;
    prev_static = s;
  }
  return one(&w, d);
}

rl_value **rl_memref_lower_transpose(rl_rewriter *rw, rl_op *op) {
  lw w;
  rl_type *t, *dt = lw_init_result(&w, rw, op, &t);
  rl_value *s = rl_conv_operand(rw, op, 0);
  rl_attr *perm = prop(op, "permutation");
  if (!dt || !s || !perm || perm->kind != RL_AT_AFFINE_MAP) return NULL;
  unsigned rank = rl_type_rank(t);
  rl_value *d = undef(&w, dt);
  d = insert(&w, d, extract(&w, s, 0, -1), 0, -1);
  d = insert(&w, d, extract(&w, s, 1, -1), 1, -1);
  d = insert(&w, d, extract(&w, s, 2, -1), 2, -1);
  for (unsigned i = 0; i < rank; i++) {
    const rl_attr *e = rl_word_ptr(perm->w[2 + i]);
    if (e->kind != RL_AT_AFF_DIM) return NULL;
    int src = (int)e->w[0];
    d = insert(&w, d, extract(&w, s, 3, src), 3, (int)i);
    d = insert(&w, d, extract(&w, s, 4, src), 4, (int)i);
  }
  return one(&w, d);
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
