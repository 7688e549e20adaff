/* The 1-D ops of a lowering applied at every position of an n-D vector's
 * !llvm.array nest (llvm_nd.h). Makes every check before its first edit. */
#include "rules/llvm-rowwise.h"

#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "dialects/llvm/llvm_types.h"

enum {
  MAX_BODY = 16,     /* ops a lowering builds for one root */
  MAX_OPERANDS = 8,  /* operands of the root */
  MAX_DEPTH = 16,    /* array levels (rank - 1) */
  MAX_ARGS = 16,     /* operands of a body op */
  MAX_RESULTS = 4,   /* results of a body op */
};

/* What one unrolling works on. */
typedef struct nd {
  rl_rewriter *rw;
  rl_context *c;
  rl_op *root;           /* the op being lowered */
  rl_op *body[MAX_BODY]; /* the ops that computed v, in block order */
  unsigned nbody;
  rl_value *in[MAX_OPERANDS]; /* root's converted operands */
  unsigned nin;
  unsigned depth;        /* array levels of the nest */
} nd;

static bool in_body(const nd *s, const rl_op *op) {
  for (unsigned i = 0; i < s->nbody; i++)
    if (s->body[i] == op) return true;
  return false;
}

static int operand_index(const nd *s, const rl_value *x) {
  for (unsigned i = 0; i < s->nin; i++)
    if (s->in[i] == x) return (int)i;
  return -1;
}

/* The type `depth` levels down the array nest t, or NULL when t is not a
 * nest that deep. */
static rl_type *row_type(rl_type *t, unsigned depth) {
  for (unsigned i = 0; i < depth; i++) {
    if (!rl_llvm_type_is_array(t)) return NULL;
    t = rl_llvm_array_elem(t);
  }
  return rl_llvm_type_is_array(t) ? NULL : t;
}

/* A property `a` as the 1-D copy of an op takes it: a dense splat of an n-D
 * vector type becomes that splat of the vector's last dimension; NULL for
 * other dense n-D constants, which have no one value per row. */
static rl_attr *row_attr(rl_context *c, rl_attr *a) {
  if (a->kind != RL_AT_DENSE) return a;
  rl_type *t = rl_attr_type_of(a);
  unsigned r = rl_type_rank(t);
  if (t->kind != RL_TY_VECTOR || r < 2) return a;
  if (!a->sub) return NULL;
  int64_t n = rl_type_dim(t, r - 1);
  bool sc = rl_type_dim_scalable(t, r - 1);
  rl_type *t1 = rl_type_vector(c, 1, &n, &sc, rl_type_elem(t));
  return rl_attr_dense(c, t1, true, (unsigned)a->w[1], 1, &a->w[2]);
}

/* The properties of op's 1-D copies; false when one has no 1-D form. */
static bool row_props(rl_context *c, const rl_op *op, rl_attr **out) {
  rl_attr *props = op->props;
  for (unsigned i = 0; props && i < rl_attr_dict_size(op->props); i++) {
    rl_attr *a = rl_attr_dict_value(op->props, i), *a1 = row_attr(c, a);
    if (!a1) return false;
    if (a1 != a) props = rl_attr_dict_set(c, props, rl_attr_dict_name(op->props, i), a1);
  }
  *out = props;
  return true;
}

/* Finds the ops that computed v (those between it and root's operands) and
 * checks that each can be copied per row. */
static bool collect(nd *s, rl_value *v) {
  rl_op *root = s->root;
  rl_op *last = rl_value_defining_op(v);
  if (!last || last->parent != root->parent || operand_index(s, v) >= 0) return false;
  rl_op *work[MAX_BODY];
  unsigned nw = 0;
  s->nbody = 0;
  work[nw++] = last;
  s->body[s->nbody++] = last;
  while (nw) {
    rl_op *op = work[--nw];
    rl_attr *props;
    if (op->nregions || op->nsuccs || op->noperands > MAX_ARGS || op->nresults > MAX_RESULTS ||
        !row_props(s->c, op, &props))
      return false;
    for (unsigned r = 0; r < op->nresults; r++)
      if (!row_type(op->results[r].type, s->depth)) return false;
    for (unsigned k = 0; k < op->noperands; k++) {
      rl_value *x = op->operands[k].value;
      rl_op *d = rl_value_defining_op(x);
      if (operand_index(s, x) >= 0 || !rl_llvm_type_is_array(x->type) || in_body(s, d)) continue;
      /* An n-D value not among root's operands: built for it here. */
      if (!d || d->parent != root->parent || s->nbody == MAX_BODY) return false;
      s->body[s->nbody++] = d;
      work[nw++] = d;
    }
  }
  /* Block order: the order they were built in. */
  rl_op *ordered[MAX_BODY];
  unsigned found = 0;
  for (rl_op *op = last; op && found < s->nbody; op = op->prev)
    if (in_body(s, op)) ordered[s->nbody - ++found] = op;
  if (found != s->nbody) return false;
  memcpy(s->body, ordered, found * sizeof *ordered);
  return true;
}

static rl_attr *position(nd *s, const int64_t *pos) {
  return rl_attr_dense_array(s->c, rl_type_integer(s->c, 64, RL_SIGNLESS), s->depth, (const uint64_t *)pos);
}

static rl_value *build(nd *s, const char *name, size_t len, rl_type *res, unsigned n, rl_value *const *ops,
                       rl_attr *props) {
  rl_op_state st = {.info = rl_opinfo_get(s->c, name, len), .loc = s->root->loc,
                    .nresults = 1, .result_types = &res, .noperands = n, .operands = ops, .props = props};
  return rl_op_result(rl_rewriter_create(s->rw, &st), 0);
}
#define BUILD(s, name, res, n, ops, props) build(s, name, sizeof name - 1, res, n, ops, props)

static rl_value *extractvalue(nd *s, rl_value *agg, const int64_t *pos) {
  rl_named_attr p = {rl_ident_cstr(s->c, "position"), position(s, pos)};
  return BUILD(s, "llvm.extractvalue", row_type(agg->type, s->depth), 1, &agg, rl_attr_dict(s->c, 1, &p, NULL));
}

static rl_value *insertvalue(nd *s, rl_value *agg, rl_value *x, const int64_t *pos) {
  rl_named_attr p = {rl_ident_cstr(s->c, "position"), position(s, pos)};
  rl_value *ops[2] = {agg, x};
  return BUILD(s, "llvm.insertvalue", agg->type, 2, ops, rl_attr_dict(s->c, 1, &p, NULL));
}

/* The 1-D copy of body op `op` at one position: its operands are the rows
 * of root's operands (`rows`, by root operand), copies of body ops (`copy`,
 * by body index) or, when not n-D, the operands themselves. */
static rl_op *copy_row(nd *s, rl_op *op, rl_value *const *rows, rl_op *const *copy) {
  rl_value *ops[MAX_ARGS];
  rl_type *types[MAX_RESULTS];
  for (unsigned k = 0; k < op->noperands; k++) {
    rl_value *x = op->operands[k].value;
    /* The operand in the same slot of root first: `addi %a, %a` reads
     * each row twice, as MLIR extracts it once per operand. */
    int i = k < s->nin && s->in[k] == x ? (int)k : operand_index(s, x);
    ops[k] = x;
    if (i >= 0) ops[k] = rows[i];
    else
      for (unsigned b = 0; b < s->nbody; b++)
        if (rl_value_owner(x) == s->body[b] && !x->is_arg) ops[k] = rl_op_result(copy[b], x->index);
  }
  for (unsigned r = 0; r < op->nresults; r++) types[r] = row_type(op->results[r].type, s->depth);
  rl_attr *props = NULL;
  row_props(s->c, op, &props); /* checked by collect */
  rl_op_state st = {.info = op->info, .loc = op->loc, .nresults = op->nresults, .result_types = types,
                    .noperands = op->noperands, .operands = ops, .props = props, .attrs = op->attrs};
  return rl_rewriter_create(s->rw, &st);
}

rl_value *rl_llvm_unroll_nd(rl_rewriter *rw, rl_op *root, rl_value *v) {
  nd s = {.rw = rw, .c = rw->b.ctx, .root = root};
  if (!v || root->noperands == 0) return v;
  s.nin = root->noperands;
  if (s.nin > MAX_OPERANDS) return NULL;
  for (unsigned i = 0; i < s.nin; i++) {
    rl_mval m = {rl_op_operand(root, i), 0, 0};
    if (!rl_m_remap(rw, &m, RL_MK_VALUE)) return NULL;
    s.in[i] = m.p;
  }
  if (!rl_llvm_type_is_array(s.in[0]->type)) return v;
  /* The nest's depth and sizes, from v's type. */
  int64_t dims[MAX_DEPTH], pos[MAX_DEPTH] = {0};
  rl_type *t = v->type;
  while (rl_llvm_type_is_array(t) && s.depth < MAX_DEPTH) {
    dims[s.depth++] = (int64_t)rl_llvm_array_size(t);
    t = rl_llvm_array_elem(t);
  }
  if (rl_llvm_type_is_array(t) || !collect(&s, v)) return NULL;
  for (unsigned i = 0; i < s.nin; i++)
    if (rl_llvm_type_is_array(s.in[i]->type) && !row_type(s.in[i]->type, s.depth)) return NULL;
  for (unsigned d = 0; d < s.depth; d++)
    if (dims[d] == 0) return NULL;

  rl_value *res = BUILD(&s, "llvm.mlir.undef", v->type, 0, NULL, NULL);
  for (;;) {
    rl_value *rows[MAX_OPERANDS];
    rl_op *copy[MAX_BODY];
    for (unsigned i = 0; i < s.nin; i++)
      rows[i] = rl_llvm_type_is_array(s.in[i]->type) ? extractvalue(&s, s.in[i], pos) : s.in[i];
    for (unsigned b = 0; b < s.nbody; b++) copy[b] = copy_row(&s, s.body[b], rows, copy);
    res = insertvalue(&s, res, rl_op_result(copy[s.nbody - 1], v->index), pos);
    unsigned d = s.depth;
    while (d > 0 && ++pos[d - 1] == dims[d - 1]) pos[--d] = 0;
    if (d == 0) break;
  }
  for (unsigned b = s.nbody; b-- > 0;) rl_rewriter_erase(rw, s.body[b]);
  return res;
}
