/* What the memref lowerings ask of C (finalize-memref-to-llvm.h): the rule
 * library's questions about one type or attribute that
 * rules/finalize-memref-to-llvm.rules asks (TypeSize, Contiguous,
 * Permutation, WrittenConstant). The lowerings themselves are rules, and
 * so is the calling convention (rules/prelude/calling-convention.rules).
 *
 * A ranked memref is the struct {allocated ptr, aligned ptr, offset,
 * sizes[rank], strides[rank]}; an unranked one {rank, ptr to a ranked
 * descriptor}. */
#include "rules/finalize-memref-to-llvm.h"


#include "core/affine.h"
#include "core/attrs.h"
#include "core/opdef.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "drivers/conversion.h"

enum { MAX_RANK = 64 };

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
