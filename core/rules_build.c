/* Building rule results (core/rules_build.h). Runs only when a rule
 * applies: allocation is fine here. */
#include "rules_build.h"

#include <stdint.h>

#include <stdlib.h>
#include <string.h>

#include "attrs.h"
#include "context_impl.h"
#include "symtab.h"
#include "types.h"

enum { MAX_VALUES = 256, MAX_GROUPS = 64 };

unsigned rl_m_gather(const rl_mval *regs, const uint8_t *kinds, unsigned n, rl_value **out, unsigned cap,
                     unsigned *sizes) {
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    const rl_mval *v = &regs[i];
    unsigned before = k;
    if (kinds[i] == RL_MK_RANGE) {
      if (v->p) {
        unsigned got = rl_m_range_values(v, out + k, cap - k);
        if (got == UINT32_MAX) return UINT32_MAX;
        k += got;
      }
    } else if (kinds[i] == RL_MK_OP) {
      rl_op *op = v->p;
      for (unsigned r = 0; r < op->nresults; r++) {
        if (k == cap) return UINT32_MAX;
        out[k++] = rl_op_result(op, r);
      }
    } else if (v->p) {
      if (k == cap) return UINT32_MAX;
      out[k++] = v->p;
    }
    if (sizes) sizes[i] = k - before;
  }
  return k;
}

/* How many values rl_m_gather gives for regs. */
static unsigned gather_count(const rl_mval *regs, const uint8_t *kinds, unsigned n) {
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    if (kinds[i] == RL_MK_RANGE) k += regs[i].p ? regs[i].n : 0;
    else if (kinds[i] == RL_MK_OP) k += ((rl_op *)regs[i].p)->nresults;
    else k += regs[i].p != NULL;
  }
  return k;
}

rl_op *rl_m_create(rl_rewriter *rw, const rl_m_create_args *a) {
  rl_context *c = rw->b.ctx;
  const rl_opdef *def = a->info->def;
  if (!def || a->noperands > MAX_GROUPS) return NULL;
  unsigned nwant = gather_count(a->operands, a->operand_kinds, a->noperands);
  rl_value *stack_ops[MAX_VALUES];
  rl_value **operands = nwant > MAX_VALUES ? rl_xcalloc(nwant, sizeof *operands) : stack_ops;
  unsigned sizes[MAX_GROUPS];
  unsigned nops = rl_m_gather(a->operands, a->operand_kinds, a->noperands, operands, nwant, sizes);
  rl_block *stack_succs[16], **succs = stack_succs;
  unsigned nsuccs = 0;
  for (unsigned i = 0; i < a->nsuccs; i++) nsuccs += rl_mkind_is_range(a->succ_kinds[i]) ? a->succs[i].n : 1;
  if (nsuccs > 16) succs = rl_xcalloc(nsuccs, sizeof *succs);
  nsuccs = 0;
  for (unsigned i = 0; i < a->nsuccs; i++) {
    if (!rl_mkind_is_range(a->succ_kinds[i])) succs[nsuccs++] = a->succs[i].p;
    else
      for (unsigned k = 0; k < a->succs[i].n; k++) succs[nsuccs++] = rl_m_range_at(&a->succs[i], a->succ_kinds[i], k);
  }
  rl_op *op = NULL;
  rl_named_attr props[MAX_GROUPS + 1], attrs[MAX_GROUPS];
  unsigned np = 0, na = 0, nprops = a->nattrs <= a->nprops ? a->nprops - a->nattrs : 0;
  for (unsigned i = 0; i < nprops && np < MAX_GROUPS; i++)
    if (a->props[i].p) props[np++] = (rl_named_attr){a->prop_names[i], a->props[i].p};
  for (unsigned i = nprops; i < a->nprops && na < MAX_GROUPS; i++)
    if (a->props[i].p) attrs[na++] = (rl_named_attr){a->prop_names[i], a->props[i].p};
  unsigned nflex = 0;
  for (unsigned i = 0; i < def->noperands; i++) nflex += def->operands[i].arity != RL_ARITY_ONE;
  if (nflex >= 2) {
    uint64_t segs[MAX_GROUPS];
    for (unsigned i = 0; i < a->noperands; i++) segs[i] = sizes[i];
    props[np++] = (rl_named_attr){rl_ident_cstr(c, "operandSegmentSizes"),
                                  rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), a->noperands, segs)};
  }
  rl_type *types[MAX_GROUPS];
  unsigned nt = 0;
  bool ok = nops != UINT32_MAX;
  switch (ok ? a->types_mode : RL_MT_NONE) {
  case RL_MT_WRITTEN:
    for (unsigned i = 0; i < a->ntypes && ok; i++) {
      if (a->type_kinds && a->type_kinds[i] == RL_MK_TYPES) {
        for (unsigned k = 0; k < a->types[i].n && nt < MAX_GROUPS; k++)
          types[nt++] = rl_m_range_at(&a->types[i], RL_MK_TYPES, k);
        continue;
      }
      if (!a->types[i].p || nt == MAX_GROUPS) ok = false;
      else types[nt++] = a->types[i].p;
    }
    break;
  case RL_MT_ROOT:
    for (unsigned i = 0; i < a->root->nresults && nt < MAX_GROUPS; i++) types[nt++] = rl_op_result(a->root, i)->type;
    break;
  case RL_MT_ROOT_CONVERTED:
    for (unsigned i = 0; i < a->root->nresults && nt < MAX_GROUPS && ok; i++)
      ok = (types[nt++] = rl_m_convert_type(rw, rl_op_result(a->root, i)->type)) != NULL;
    break;
  case RL_MT_SAME:
    ok = nops > 0;
    for (unsigned i = 0; i < def->nresults && nt < MAX_GROUPS && ok; i++) types[nt++] = operands[0]->type;
    break;
  case RL_MT_BUILD:
    for (unsigned i = 0; i < def->nresults && nt < MAX_GROUPS && ok; i++) {
      const rl_type_constraint *tc = def->results[i].type;
      ok = tc && rl_type_constraint_buildable(tc);
      if (ok) types[nt++] = rl_type_constraint_build(tc, c);
    }
    break;
  case RL_MT_VALUE: {
    const rl_attr *v = a->value_prop >= 0 && (unsigned)a->value_prop < a->nprops ? a->props[a->value_prop].p : NULL;
    ok = v && (v->kind == RL_AT_INTEGER || v->kind == RL_AT_FLOAT || v->kind == RL_AT_DENSE);
    if (ok) types[nt++] = rl_attr_type_of(v);
    break;
  }
  default: break;
  }
  unsigned nmoved = !a->moved_regions ? 0 : a->moved_kind == RL_MK_REGION ? (a->moved_regions->p != NULL)
                                                                          : a->moved_regions->n;
  unsigned nmore = a->more_regions && a->more_regions->p ? a->more_regions->n : 0;
  if (ok) {
    rl_op_state st = {
        .info = a->info,
        .loc = a->loc ? a->loc : rl_loc_unknown(c),
        .nresults = nt,
        .result_types = types,
        .noperands = nops,
        .operands = operands,
        .nsuccs = nsuccs,
        .succs = succs,
        .nregions = a->nregions + nmoved + nmore,
        .props = np ? rl_attr_dict(c, np, props, NULL) : NULL,
        .attrs = na ? rl_attr_dict(c, na, attrs, NULL) : NULL,
    };
    op = rl_rewriter_create(rw, &st);
    /* `{$rs...}`: the regions' blocks move into the last ones, in order. */
    for (unsigned i = 0; i < nmoved; i++) {
      rl_region *from = a->moved_kind == RL_MK_REGION ? a->moved_regions->p
                                                      : rl_m_range_at(a->moved_regions, RL_MK_REGIONS, i);
      if (from) rl_rewriter_inline_region_before(rw, from, rl_op_region(op, a->nregions + i), NULL);
    }
  }
  if (operands != stack_ops) free(operands);
  if (succs != stack_succs) free(succs);
  return op;
}

rl_type *rl_m_root_type(rl_rewriter *rw, rl_op *root, unsigned i, unsigned n, bool convert) {
  if (root->nresults != n) return NULL;
  rl_type *t = rl_op_result(root, i)->type;
  return convert ? rl_m_convert_type(rw, t) : t;
}

rl_type *rl_m_value_type(const rl_attr *v) {
  return v && (v->kind == RL_AT_INTEGER || v->kind == RL_AT_FLOAT || v->kind == RL_AT_DENSE) ? rl_attr_type_of(v) : NULL;
}

/* Whether v can be used by `user`: defined in an enclosing block before the
 * user's ancestor there (or an argument of an enclosing block). Conservative:
 * what it cannot prove, it refuses. */
static bool available_at(rl_value *v, rl_op *user) {
  rl_block *home = rl_value_parent_block(v);
  rl_op *def = rl_value_defining_op(v);
  for (rl_op *a = user; a; a = a->parent && a->parent->parent ? a->parent->parent->parent : NULL) {
    if (a->parent == home) return !def || (def != a && rl_op_is_before_in_block(def, a));
  }
  return false;
}

bool rl_m_replace(rl_rewriter *rw, rl_op *op, const rl_mval *regs, const uint8_t *kinds, unsigned n) {
  rl_value *vals[MAX_VALUES];
  unsigned k = rl_m_gather(regs, kinds, n, vals, MAX_VALUES, NULL);
  if (k != op->nresults) return false;
  /* A value built for a matched op other than the root is inserted before
   * the root: users of that op above the root could not see it. */
  for (unsigned r = 0; r < k && rw->b.before != op; r++)
    for (rl_use *u = op->results[r].first_use; u; u = u->next)
      if (!available_at(vals[r], u->owner)) return false;
  rl_rewriter_replace(rw, op, vals);
  return true;
}

bool rl_m_has_uses(const rl_op *op) {
  for (unsigned k = 0; k < op->nresults; k++)
    if (op->results[k].first_use) return true;
  return false;
}

/* ---- ranges of any kind ------------------------------------------------------------ */

void *rl_m_range_at(const rl_mval *r, uint8_t kind, unsigned i) {
  if (r->first == RL_MRANGE_ARRAY) return ((void *const *)r->p)[i];
  switch (kind) {
  case RL_MK_RANGE: return ((rl_op *)r->p)->operands[r->first + i].value;
  case RL_MK_BLOCKS: return rl_op_succ(r->p, r->first + i);
  case RL_MK_REGIONS: return rl_op_region(r->p, r->first + i);
  case RL_MK_OPS: {
    rl_op *op = r->p;
    while (i--) op = op->next;
    return op;
  }
  default: return NULL;
  }
}

bool rl_m_same(const rl_mval *a, const rl_mval *b, uint8_t kind) {
  if (!rl_mkind_is_range(kind)) return a->p == b->p;
  unsigned na = a->p ? a->n : 0, nb = b->p ? b->n : 0;
  if (na != nb) return false;
  for (unsigned i = 0; i < na; i++)
    if (rl_m_range_at(a, kind, i) != rl_m_range_at(b, kind, i)) return false;
  return true;
}

rl_mval rl_m_list(rl_context *c, const rl_mval *regs, const uint8_t *kinds, unsigned n, uint8_t out_kind) {
  unsigned total = 0;
  for (unsigned i = 0; i < n; i++) {
    if (rl_mkind_is_range(kinds[i])) total += regs[i].p ? regs[i].n : 0;
    else if (kinds[i] == RL_MK_OP && out_kind == RL_MK_RANGE) total += ((rl_op *)regs[i].p)->nresults;
    else total += regs[i].p != NULL;
  }
  void **arr = rl_context_alloc(c, (total ? total : 1) * sizeof *arr);
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    if (rl_mkind_is_range(kinds[i])) {
      for (unsigned j = 0; regs[i].p && j < regs[i].n; j++) arr[k++] = rl_m_range_at(&regs[i], kinds[i], j);
    } else if (kinds[i] == RL_MK_OP && out_kind == RL_MK_RANGE) {
      rl_op *op = regs[i].p;
      for (unsigned j = 0; j < op->nresults; j++) arr[k++] = rl_op_result(op, j);
    } else if (regs[i].p) {
      arr[k++] = regs[i].p;
    }
  }
  return (rl_mval){arr, RL_MRANGE_ARRAY, k};
}

/* ---- control flow: matching ---------------------------------------------------------- */

rl_mval rl_m_succ_group(rl_op *op, unsigned g) {
  const rl_opdef *d = op->info->def;
  if (d && d->variadic_succs && g + 1 == d->nsuccs)
    return (rl_mval){op, g, g <= op->nsuccs ? op->nsuccs - g : 0};
  return (rl_mval){g < op->nsuccs ? rl_op_succ(op, g) : NULL, 0, 0};
}

rl_mval rl_m_region_group(rl_op *op, unsigned g) {
  const rl_opdef *d = op->info->def;
  if (d && d->variadic_regions && g + 1 == d->nregions)
    return (rl_mval){op, g, g <= op->nregions ? op->nregions - g : 0};
  return (rl_mval){g < op->nregions ? rl_op_region(op, g) : NULL, 0, 0};
}

rl_block *rl_m_only_block(rl_region *r) { return r && r->first && r->first == r->last ? r->first : NULL; }

rl_op *rl_m_terminator(rl_block *b, rl_opinfo *info, bool alone) {
  rl_op *t = b ? b->last : NULL;
  if (!t || t->info != info || (alone && b->first != t)) return NULL;
  return t;
}

rl_mval rl_m_block_ops(rl_block *b, bool with_last) {
  unsigned n = 0;
  for (rl_op *o = b->first; o; o = o->next) n++;
  if (!with_last && n) n--;
  return (rl_mval){n ? b->first : NULL, 0, n};
}

/* ---- control flow: building ---------------------------------------------------------- */

/* An (op, position) pair, to find repeated ops in n log n. */
typedef struct op_at {
  void *op;
  unsigned at;
} op_at;

static int op_at_cmp(const void *x, const void *y) {
  const op_at *a = x, *b = y;
  if (a->op != b->op) return (uintptr_t)a->op < (uintptr_t)b->op ? -1 : 1;
  return (a->at > b->at) - (a->at < b->at);
}

/* Drops the repeats of arr[0..n) (an op using a value twice is one user),
 * keeping each first occurrence in place; returns the new length. */
static unsigned unique_in_order(void **arr, unsigned n) {
  if (n < 2) return n;
  op_at *v = rl_xcalloc(n, sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = (op_at){arr[i], i};
  qsort(v, n, sizeof *v, op_at_cmp);
  for (unsigned i = 1; i < n; i++)
    if (v[i].op == v[i - 1].op) arr[v[i].at] = NULL; /* a later occurrence */
  free(v);
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++)
    if (arr[i]) arr[k++] = arr[i];
  return k;
}

bool rl_m_get(rl_context *c, uint8_t what, const rl_mval *a, uint8_t akind, int64_t ival, rl_opinfo *info,
              rl_mval *out) {
  *out = (rl_mval){0};
  if (!a->p && what != RL_MG_LEN && what != RL_MG_TYPES) return false;
  switch ((rl_mget)what) {
  case RL_MG_ARG: {
    rl_block *b = a->p;
    if (ival < 0 || (uint64_t)ival >= b->nargs) return false;
    out->p = b->args[ival];
    return true;
  }
  case RL_MG_ARGS: {
    rl_block *b = a->p;
    if (ival < 0 || (uint64_t)ival > b->nargs) return false;
    /* A block without arguments has no array (NULL + 0 is undefined). */
    *out = (rl_mval){b->nargs ? b->args + ival : NULL, RL_MRANGE_ARRAY, b->nargs - (unsigned)ival};
    return true;
  }
  case RL_MG_ENTRY: out->p = ((rl_region *)a->p)->first; return out->p != NULL;
  case RL_MG_ENTRIES: {
    void **arr = rl_context_alloc(c, (a->n ? a->n : 1) * sizeof *arr);
    for (unsigned i = 0; i < a->n; i++)
      if (!(arr[i] = ((rl_region *)rl_m_range_at(a, akind, i))->first)) return false;
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, a->n};
    return true;
  }
  case RL_MG_OPERANDS: *out = (rl_mval){a->p, 0, ((rl_op *)a->p)->noperands}; return true;
  case RL_MG_RESULTS: {
    rl_op *op = a->p;
    void **arr = rl_context_alloc(c, (op->nresults ? op->nresults : 1) * sizeof *arr);
    for (unsigned i = 0; i < op->nresults; i++) arr[i] = rl_op_result(op, i);
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, op->nresults};
    return true;
  }
  case RL_MG_TYPES: {
    unsigned n = akind == RL_MK_OP ? ((rl_op *)a->p)->nresults : a->p ? a->n : 0;
    void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
    for (unsigned i = 0; i < n; i++)
      arr[i] = akind == RL_MK_OP ? rl_op_result(a->p, i)->type : ((rl_value *)rl_m_range_at(a, akind, i))->type;
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
    return true;
  }
  case RL_MG_TERMINATORS: {
    unsigned n = 0;
    for (rl_block *b = ((rl_region *)a->p)->first; b; b = b->next) n += b->last && b->last->info == info;
    void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
    n = 0;
    for (rl_block *b = ((rl_region *)a->p)->first; b; b = b->next)
      if (b->last && b->last->info == info) arr[n++] = b->last;
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
    return true;
  }
  case RL_MG_AT:
    if (ival < 0 || (uint64_t)ival >= a->n) return false;
    out->p = rl_m_range_at(a, akind, (unsigned)ival);
    return true;
  case RL_MG_DROP: {
    if (ival < 0 || (uint64_t)ival > a->n) return false;
    unsigned n = a->n - (unsigned)ival;
    void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
    for (unsigned i = 0; i < n; i++) arr[i] = rl_m_range_at(a, akind, (unsigned)ival + i);
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
    return true;
  }
  case RL_MG_TAKE: {
    if (ival < 0 || (uint64_t)ival > a->n) return false;
    unsigned n = (unsigned)ival;
    void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
    for (unsigned i = 0; i < n; i++) arr[i] = rl_m_range_at(a, akind, i);
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
    return true;
  }
  case RL_MG_LEN: out->p = rl_attr_integer(c, rl_type_index(c), a->p ? a->n : 0); return true;
  case RL_MG_REGION: {
    rl_op *op = a->p;
    if (ival < 0 || (uint64_t)ival >= op->nregions) return false;
    out->p = rl_op_region(op, (unsigned)ival);
    return true;
  }
  case RL_MG_TYPE_ATTR: out->p = rl_attr_type(c, a->p); return true;
  case RL_MG_BLOCKS: {
    unsigned n = 0;
    for (rl_block *b = ((rl_region *)a->p)->first; b; b = b->next) n++;
    void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
    n = 0;
    for (rl_block *b = ((rl_region *)a->p)->first; b; b = b->next) arr[n++] = b;
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
    return true;
  }
  case RL_MG_INDICES: {
    unsigned n = a->p ? a->n : 0;
    void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
    for (unsigned i = 0; i < n; i++) arr[i] = rl_attr_integer(c, rl_type_index(c), i);
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
    return true;
  }
  case RL_MG_PARENT:
    out->p = akind == RL_MK_BLOCK    ? (void *)((rl_block *)a->p)->parent
             : akind == RL_MK_REGION ? (void *)((rl_region *)a->p)->parent
                                     : (void *)((rl_op *)a->p)->parent;
    /* In a task on one function, the holder stands for the module: a rule
     * that reaches it reaches out of the function (rl_task_escape). */
    if (out->p && rl_task_holder()) {
      rl_op *h = rl_task_holder();
      if (out->p == h || out->p == rl_op_regions(h) || out->p == rl_op_regions(h)[0].first) rl_task_escape();
    }
    return out->p != NULL;
  case RL_MG_PREV: out->p = ((rl_op *)a->p)->prev; return out->p != NULL;
  case RL_MG_NEXT: out->p = ((rl_op *)a->p)->next; return out->p != NULL;
  case RL_MG_TERMINATOR: out->p = ((rl_block *)a->p)->last; return out->p != NULL;
  case RL_MG_BLOCK_OPS: *out = rl_m_block_ops(a->p, true); return true;
  case RL_MG_DEF: out->p = rl_value_defining_op(a->p); return out->p != NULL;
  case RL_MG_FIRST: out->p = ((rl_block *)a->p)->first; return out->p != NULL;
  case RL_MG_SYMTAB: out->p = rl_symbol_table_of(a->p); return out->p != NULL;
  case RL_MG_ELEMENTS: {
    const rl_attr *at = a->p;
    if (!at) return false;
    unsigned n;
    rl_type *et;
    if (at->kind == RL_AT_ARRAY) { /* an array attribute: its elements */
      n = rl_attr_array_size(at);
      void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
      for (unsigned i = 0; i < n; i++) arr[i] = rl_attr_array_elem(at, i);
      *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
      return true;
    }
    if (at->kind == RL_AT_DENSE_ARRAY) {
      et = (rl_type *)rl_word_ptr(at->w[0]);
      n = at->n - 1;
    } else if (at->kind == RL_AT_DENSE) {
      rl_type *t = (rl_type *)rl_word_ptr(at->w[0]);
      et = rl_type_elem(t);
      int64_t count = 1;
      for (unsigned d = 0; d < rl_type_rank(t); d++) count *= rl_type_dim(t, d);
      n = (unsigned)count;
    } else {
      return false;
    }
    if (!rl_type_is_integer(et) && !rl_type_is_index(et)) return false;
    void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
    for (unsigned i = 0; i < n; i++)
      arr[i] = at->kind == RL_AT_DENSE_ARRAY
                   ? rl_attr_integer(c, et, (int64_t)at->w[1 + i])
                   : rl_attr_integer_words(c, et, &at->w[2 + (at->sub ? 0 : (size_t)i * at->w[1])]);
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
    return true;
  }
  case RL_MG_USERS: {
    rl_value *v = a->p;
    unsigned n = 0;
    for (rl_use *u = v->first_use; u; u = u->next) n++;
    void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
    n = 0;
    for (rl_use *u = v->first_use; u; u = u->next) arr[n++] = u->owner;
    *out = (rl_mval){arr, RL_MRANGE_ARRAY, unique_in_order(arr, n)};
    return true;
  }
  case RL_MG_PRED: out->p = rl_block_unique_pred(a->p); return out->p != NULL;
  case RL_MG_PRED1: out->p = rl_block_single_pred(a->p); return out->p != NULL;
  }
  return false;
}

/* The signed value of an integer attribute of at most 64 bits (index is 64). */
static bool int_of(const rl_attr *a, int64_t *v) {
  if (!a || a->kind != RL_AT_INTEGER) return false;
  rl_type *t = rl_attr_type_of(a);
  if (!rl_type_is_index(t) && rl_type_int_width(t) > 64) return false;
  *v = rl_attr_int_value(a);
  return true;
}

bool rl_m_int_of(const rl_mval *a, int64_t *v) { return int_of(a->p, v); }

bool rl_m_int_cmp(const rl_mval *a, const rl_mval *b, int64_t lit, uint8_t pred) {
  int64_t x, y = lit;
  if (!int_of(a->p, &x) || (b && !int_of(b->p, &y))) return false;
  if (b) { /* one type, or an index (a count the library gives) against any integer */
    rl_type *ta = rl_attr_type_of(a->p), *tb = rl_attr_type_of(b->p);
    if (ta != tb && !rl_type_is_index(ta) && !rl_type_is_index(tb)) return false;
  }
  switch ((rl_mcmp)pred) {
  case RL_MCMP_LT: return x < y;
  case RL_MCMP_LE: return x <= y;
  case RL_MCMP_GT: return x > y;
  case RL_MCMP_GE: return x >= y;
  }
  return false;
}

rl_block *rl_m_split(rl_rewriter *rw, rl_op *root, bool with_args) {
  if (!root->parent) return NULL;
  rl_block *b = rl_rewriter_split_block(rw, root->parent, root->next);
  if (with_args)
    for (unsigned i = 0; i < root->nresults; i++) rl_block_add_arg(rw->b.ctx, b, root->results[i].type, root->loc);
  return b;
}

rl_block *rl_m_block(rl_rewriter *rw, void *at, uint8_t where, const rl_mval *types, const uint8_t *kinds,
                     unsigned n, rl_attr *loc) {
  rl_block *b;
  if (where == RL_M_IN) b = rl_rewriter_create_block(rw, at, NULL);
  else b = rl_rewriter_create_block(rw, ((rl_block *)at)->parent, where == RL_M_AFTER ? ((rl_block *)at)->next : at);
  for (unsigned i = 0; i < n; i++) {
    if (kinds[i] == RL_MK_TYPES) {
      for (unsigned k = 0; types[i].p && k < types[i].n; k++)
        rl_block_add_arg(rw->b.ctx, b, rl_m_range_at(&types[i], RL_MK_TYPES, k), loc);
    } else {
      rl_block_add_arg(rw->b.ctx, b, types[i].p, loc);
    }
  }
  return b;
}

bool rl_m_inline(rl_rewriter *rw, void *src, uint8_t src_kind, void *at, uint8_t at_kind, uint8_t where,
                 const rl_mval *vals, const uint8_t *kinds, unsigned n) {
  rl_block *entry = src_kind == RL_MK_REGION ? ((rl_region *)src)->first : src;
  if (entry && n) {
    unsigned nv = gather_count(vals, kinds, n);
    if (nv != entry->nargs) return false;
    rl_value *stack[MAX_VALUES], **v = nv > MAX_VALUES ? rl_xcalloc(nv, sizeof *v) : stack;
    rl_m_gather(vals, kinds, n, v, nv, NULL);
    for (unsigned i = 0; i < nv; i++) rl_rewriter_replace_uses(rw, entry->args[i], v[i]);
    rl_rewriter_erase_block_args(rw, entry);
    if (v != stack) free(v);
  }
  if (src_kind == RL_MK_REGION) {
    if (at_kind == RL_MK_REGION) { /* at the end of a region */
      rl_rewriter_inline_region_before(rw, src, at, NULL);
      return true;
    }
    rl_block *bat = at;
    rl_rewriter_inline_region_before(rw, src, bat->parent, where == RL_M_AFTER ? bat->next : bat);
    return true;
  }
  rl_block *dst = at_kind == RL_MK_BLOCK ? at : ((rl_op *)at)->parent;
  rl_op *before = at_kind == RL_MK_BLOCK ? NULL : where == RL_M_AFTER ? ((rl_op *)at)->next : at;
  while (entry->first) rl_rewriter_move_op_before(rw, entry->first, dst, before);
  return true;
}

void rl_m_replace_uses(rl_rewriter *rw, rl_value *from, rl_value *to, void *scope, uint8_t scope_kind) {
  if (!from || !to || from == to) return;
  if (!scope) {
    rl_rewriter_replace_uses(rw, from, to);
    return;
  }
  rl_use *u = from->first_use;
  while (u) {
    rl_use *next = u->next; /* set_operand takes u off from's list */
    rl_op *user = u->owner;
    if (scope_kind == RL_MK_BLOCK ? user->parent == scope : rl_region_contains(scope, user))
      rl_rewriter_set_operand(rw, user, (unsigned)(u - user->operands), to);
    u = next;
  }
}

void rl_m_erase_block(rl_rewriter *rw, rl_block *b) {
  if (rw->hooks || !b || b->first || b->first_pred) return;
  for (unsigned i = 0; i < b->nargs; i++)
    if (b->args[i]->first_use) return;
  rl_block_remove(b);
  rl_block_destroy(rw->b.ctx, b);
}

void rl_m_collect(rl_mval *into, const rl_mval *reg) { ((void **)into->p)[into->n++] = reg->p; }

/* The capacity of a growing range of n elements (rl_m_collect_all): a
 * function of n alone, so that nothing else need be kept. */
static unsigned grown_cap(unsigned n) {
  unsigned cap = 8;
  while (cap < n) cap *= 2;
  return n ? cap : 0;
}

void rl_m_collect_all(rl_context *c, rl_mval *into, const rl_mval *reg, uint8_t kind) {
  unsigned k = reg->p ? reg->n : 0, n = into->p ? into->n : 0;
  if (!k) return;
  void **arr = into->p;
  if (n + k > grown_cap(n)) {
    arr = rl_context_alloc(c, grown_cap(n + k) * sizeof *arr);
    if (n) memcpy(arr, into->p, n * sizeof *arr);
  }
  for (unsigned i = 0; i < k; i++) arr[n + i] = rl_m_range_at(reg, kind, i);
  *into = (rl_mval){arr, RL_MRANGE_ARRAY, n + k};
}

void rl_m_collect_counted(rl_context *c, rl_mval *into, rl_mval *counts, const rl_mval *reg, uint8_t kind) {
  unsigned k = 1;
  if (rl_mkind_is_range(kind)) {
    k = reg->p ? reg->n : 0;
    rl_m_collect_all(c, into, reg, kind);
  } else {
    void *one[1] = {reg->p};
    rl_mval r1 = {one, RL_MRANGE_ARRAY, 1};
    rl_m_collect_all(c, into, &r1, RL_MK_TYPES);
  }
  void *n[1] = {rl_attr_integer(c, rl_type_index(c), k)};
  rl_mval rn = {n, RL_MRANGE_ARRAY, 1};
  rl_m_collect_all(c, counts, &rn, RL_MK_ATTRS);
}

unsigned rl_m_for(rl_context *c, const rl_mval *ranges, unsigned n, rl_mval *into) {
  unsigned len = n ? (ranges[0].p ? ranges[0].n : 0) : 0;
  for (unsigned i = 1; i < n; i++)
    if ((ranges[i].p ? ranges[i].n : 0) != len) return UINT32_MAX;
  if (into) *into = (rl_mval){rl_context_alloc(c, (len ? len : 1) * sizeof(void *)), RL_MRANGE_ARRAY, 0};
  return len;
}

void rl_m_set_ip(rl_rewriter *rw, const rl_mval *at, uint8_t kind, rl_op *root) {
  if (!at || !at->p) rl_rewriter_set_before(rw, root);
  else if (kind == RL_M_IP_IF_NO_RESULTS) {
    if (!((rl_op *)at->p)->nresults) rl_rewriter_set_before(rw, at->p);
  } else if (kind == RL_MK_BLOCK) rl_rewriter_set_end(rw, at->p);
  else rl_rewriter_set_before(rw, at->p);
}

void rl_m_set_attrs(rl_rewriter *rw, rl_op *op, rl_ident *const *names, const rl_mval *vals, unsigned n, unsigned ndisc) {
  rl_context *c = rw->b.ctx;
  rl_rewriter_start_modify(rw, op);
  for (unsigned i = 0; i < n; i++) {
    if (!vals[i].p) continue;
    if (i + ndisc < n) rl_op_set_prop(c, op, names[i], vals[i].p);
    else rl_op_set_attr(c, op, names[i], vals[i].p);
  }
  rl_rewriter_modified(rw, op);
}
