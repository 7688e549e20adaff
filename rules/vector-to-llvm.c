/* The vector dialect's ops in the llvm dialect (vector_to_llvm.h). Pattern
 * code: it edits only through the rewriter and drivers/conversion.h, and
 * makes every check before its first edit, so giving up changes nothing. */
#include "rules/vector-to-llvm.h"

#include "core/attrs.h"
#include "core/rules_build.h"
#include "core/types.h"
#include "dialects/llvm/llvm_types.h"

enum { MAX_RANK = 16 };

static bool is_vector(const rl_type *t) { return t->kind == RL_TY_VECTOR; }

/* ---- hoisted zero constants ----------------------------------------------------------- */

/* MLIR's broadcast pre-pass hoists its zero vectors to the start of the
 * function's entry block, one per value, the newest first. There, after
 * the casts of block arguments (which the conversion puts first), come the
 * hoisted vector constants, each followed by its cast; a scalar constant
 * ends them (an n-D fma's zero, which MLIR makes after the pre-pass).
 * hoist_scan gives the op a new constant goes before (NULL: none, at the
 * end of the block) and sets *found to the constant of value `zero` there
 * (or NULL); false when op is in no function. */
static bool hoist_scan(rl_op *op, rl_attr *zero, rl_op **at, rl_op **found) {
  while (op && !(op->info->traits & RL_TRAIT_ISOLATED)) op = rl_op_parent_op(op);
  if (!op || !op->nregions || !rl_op_regions(op)[0].first || !zero) return false;
  rl_context *c = rl_op_context(op);
  rl_opinfo *cast = rl_opinfo_get(c, "builtin.unrealized_conversion_cast", 34);
  rl_opinfo *cst = rl_opinfo_get(c, "arith.constant", 14);
  rl_ident *value = rl_ident_cstr(c, "value");
  rl_op *k = rl_op_regions(op)[0].first->first;
  while (k && k->info == cast && k->noperands == 1 && rl_op_operand(k, 0)->is_arg) k = k->next;
  *at = k, *found = NULL;
  for (; k && k->info == cst && is_vector(k->results[0].type); k = k->next) {
    if (rl_op_get_prop(k, value) == zero) {
      *found = k;
      break;
    }
    if (k->next && k->next->info == cast && k->next->noperands == 1 && rl_op_operand(k->next, 0) == &k->results[0])
      k = k->next;
  }
  return true;
}

/* HoistedZero(op, zero): the constant `zero` hoisted in op's function,
 * made there (before the first op after the casts of block arguments,
 * so the newest first) unless it is already. */
static bool hoisted_zero(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  rl_op *at, *found;
  rl_attr *zero = args[1].p;
  if (!b || !hoist_scan(args[0].p, zero, &at, &found) || (!found && !at)) return false;
  if (!found) {
    rl_rewriter *rw = rl_m_rewriter(b);
    rl_builder saved = rw->b;
    rl_rewriter_set_before(rw, at);
    rl_named_attr p = {rl_ident_cstr(c, "value"), zero};
    rl_type *t = rl_attr_type_of(zero);
    rl_op_state st = {.info = rl_opinfo_get(c, "arith.constant", 14), .loc = ((rl_op *)args[0].p)->loc,
                      .nresults = 1, .result_types = &t, .props = rl_attr_dict(c, 1, &p, NULL)};
    found = rl_rewriter_create(rw, &st);
    rw->b = saved;
  }
  out->p = found ? &found->results[0] : NULL;
  return out->p != NULL;
}

/* ---- the rules library's vector helpers ------------------------------------------- */

/* PtrVector(v, p): `!llvm.vec<N x p>` for a 1-D vector type v of N
 * elements (scalable: `!llvm.vec<? x N x p>`), the addresses a gather or
 * scatter computes from vector v of offsets. */
static bool ptr_vector(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *v = args[0].p, *p = args[1].p;
  if (!v || !is_vector(v) || rl_type_rank(v) != 1 || !p || !rl_llvm_type_is_ptr(p)) return false;
  out->p = rl_llvm_vec_type(c, p, (uint64_t)rl_type_dim(v, 0), rl_type_dim_scalable(v, 0));
  return out->p != NULL;
}

/* TransposeFrom(t, perm) and TransposeTo(t, perm): MLIR's element-wise
 * transpose lowering visits the positions of vector type t over its
 * leading dimensions up to the last one perm moves (the trailing ones it
 * leaves in place stay vectors), row-major; From gives each position in
 * t, To the same position permuted (to[i] = from[perm[i]]), as i64 dense
 * arrays. */
static bool transpose_positions(rl_context *c, const rl_mval *args, bool to, rl_mval *out) {
  rl_type *t = args[0].p;
  const rl_attr *perm = args[1].p;
  unsigned r = t && is_vector(t) ? rl_type_rank(t) : 0;
  if (!r || r > MAX_RANK || !perm || perm->kind != RL_AT_DENSE_ARRAY || perm->n - 1 != r) return false;
  unsigned n = r; /* the pruned rank: the trailing dimensions in place dropped */
  while (n > 0 && (int64_t)perm->w[n] == (int64_t)(n - 1)) n--;
  size_t count = 1;
  for (unsigned i = 0; i < n; i++) {
    int64_t d = rl_type_dim(t, i);
    if (d <= 0 || (int64_t)perm->w[1 + i] >= (int64_t)n || count * (size_t)d > (1u << 20)) return false;
    count *= (size_t)d;
  }
  rl_attr **v = rl_context_alloc(c, count * sizeof *v);
  uint64_t pos[MAX_RANK] = {0}, moved[MAX_RANK];
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  for (size_t k = 0; k < count; k++) {
    for (unsigned i = 0; i < n; i++) moved[i] = pos[perm->w[1 + i]];
    v[k] = rl_attr_dense_array(c, i64, n, to ? moved : pos);
    for (unsigned i = n; i-- > 0;) {
      if (++pos[i] < (uint64_t)rl_type_dim(t, i)) break;
      pos[i] = 0;
    }
  }
  *out = (rl_mval){v, RL_MRANGE_ARRAY, (unsigned)count};
  return true;
}

static bool transpose_from(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return transpose_positions(c, args, false, out);
}

static bool transpose_to(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return transpose_positions(c, args, true, out);
}

static const rl_rule_lib_entry lib[] = {
    {"PtrVector", 2, {RL_MK_TYPE, RL_MK_TYPE}, RL_MK_TYPE, NULL, ptr_vector},
    {"TransposeFrom", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_ATTRS, NULL, transpose_from},
    {"TransposeTo", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_ATTRS, NULL, transpose_to},
    {"HoistedZero", 2, {RL_MK_OP, RL_MK_ATTR}, RL_MK_VALUE, NULL, hoisted_zero},
};

void rl_vector_llvm_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
