/* The verifier: structure, op hooks and SSA dominance (a dominator tree per
 * multi-block region, built with Cooper, Harvey and Kennedy's algorithm). */
#include "verify.h"

#include <stdlib.h>
#include <string.h>

#include "context_impl.h"
#include "diag.h"
#include "opdef.h"
#include "printer.h"
#include "ptrmap.h"
#include "symtab.h"

/* ---- dominator trees ------------------------------------------------------ */

struct rl_domtree {
  rl_ptrmap index;   /* block -> index + 1 */
  rl_block **blocks; /* by index (region order) */
  int *idom;         /* index of the immediate dominator, -1 for none */
  uint32_t *pre, *post; /* DFS interval in the dominator tree; 0 = unreachable */
  uint32_t *depth;      /* depth in the dominator tree (entry: 0) */
  int *first_child, *next_sib; /* the dominator tree's children, in reverse postorder */
  unsigned n;
};

static int block_index(const rl_domtree *t, rl_block *b) {
  return (int)(uintptr_t)rl_ptrmap_get(&t->index, b) - 1;
}

rl_domtree *rl_domtree_build(rl_region *r) {
  rl_domtree *t = rl_xcalloc(1, sizeof *t);
  unsigned n = 0;
  for (rl_block *b = r->first; b; b = b->next) n++;
  t->n = n;
  t->blocks = rl_xmalloc((n + 1) * sizeof *t->blocks);
  t->idom = rl_xmalloc((n + 1) * sizeof *t->idom);
  t->pre = rl_xcalloc(n + 1, sizeof *t->pre);
  t->post = rl_xcalloc(n + 1, sizeof *t->post);
  t->depth = rl_xcalloc(n + 1, sizeof *t->depth);
  unsigned i = 0;
  for (rl_block *b = r->first; b; b = b->next, i++) {
    t->blocks[i] = b;
    rl_ptrmap_put(&t->index, b, (void *)(uintptr_t)(i + 1));
    t->idom[i] = -1;
  }
  if (!n) return t;
  /* Reverse postorder by an iterative DFS over terminator successors. */
  int *rpo_num = rl_xmalloc(n * sizeof *rpo_num); /* block -> rpo position, -1 unreachable */
  int *order = rl_xmalloc(n * sizeof *order);     /* rpo position -> block */
  unsigned *stack = rl_xmalloc(n * sizeof *stack), *next_succ = rl_xcalloc(n, sizeof *next_succ);
  bool *seen = rl_xcalloc(n, sizeof *seen);
  for (unsigned k = 0; k < n; k++) rpo_num[k] = -1;
  unsigned sp = 0, nvisited = 0;
  int *post = rl_xmalloc(n * sizeof *post);
  stack[sp++] = 0;
  seen[0] = true;
  while (sp) {
    unsigned b = stack[sp - 1];
    rl_op *term = t->blocks[b]->last;
    unsigned ns = term ? term->nsuccs : 0;
    if (next_succ[b] < ns) {
      rl_block *s = rl_op_succs(term)[next_succ[b]++].block;
      int si = s ? block_index(t, s) : -1;
      if (si >= 0 && !seen[si]) {
        seen[si] = true;
        stack[sp++] = (unsigned)si;
      }
      continue;
    }
    post[nvisited++] = (int)b;
    sp--;
  }
  for (unsigned k = 0; k < nvisited; k++) {
    order[k] = post[nvisited - 1 - k];
    rpo_num[order[k]] = (int)k;
  }
  /* Predecessor lists come from each block's predecessor slots. */
  int *idom_rpo = rl_xmalloc(nvisited * sizeof *idom_rpo);
  for (unsigned k = 0; k < nvisited; k++) idom_rpo[k] = -1;
  idom_rpo[0] = 0;
  bool changed = true;
  while (changed) {
    changed = false;
    for (unsigned k = 1; k < nvisited; k++) {
      rl_block *b = t->blocks[order[k]];
      int new_idom = -1;
      for (rl_succ *s = b->first_pred; s; s = s->next) {
        rl_block *pb = s->owner->parent;
        if (!pb || pb->last != s->owner) continue; /* only terminators are edges */
        int pi = block_index(t, pb);
        if (pi < 0 || rpo_num[pi] < 0) continue;
        int pr = rpo_num[pi];
        if (idom_rpo[pr] < 0) continue;
        if (new_idom < 0) { new_idom = pr; continue; }
        int a = pr, c = new_idom;
        while (a != c) {
          while (a > c) a = idom_rpo[a];
          while (c > a) c = idom_rpo[c];
        }
        new_idom = a;
      }
      if (new_idom >= 0 && idom_rpo[k] != new_idom) {
        idom_rpo[k] = new_idom;
        changed = true;
      }
    }
  }
  for (unsigned k = 1; k < nvisited; k++) t->idom[order[k]] = order[idom_rpo[k]];
  /* DFS intervals over the dominator tree (children by rpo order). */
  int *first_child = t->first_child = rl_xmalloc(n * sizeof(int));
  int *next_sib = t->next_sib = rl_xmalloc(n * sizeof(int));
  for (unsigned k = 0; k < n; k++) first_child[k] = next_sib[k] = -1;
  for (int k = (int)nvisited - 1; k >= 1; k--) {
    int b = order[k], d = t->idom[b];
    next_sib[b] = first_child[d];
    first_child[d] = b;
  }
  uint32_t clock = 1;
  sp = 0;
  stack[sp++] = 0;
  t->pre[0] = clock++;
  int *cur_child = rl_xmalloc(n * sizeof(int));
  for (unsigned k = 0; k < n; k++) cur_child[k] = first_child[k];
  while (sp) {
    unsigned b = stack[sp - 1];
    int ch = cur_child[b];
    if (ch >= 0) {
      cur_child[b] = next_sib[ch];
      t->pre[ch] = clock++;
      t->depth[ch] = t->depth[b] + 1;
      stack[sp++] = (unsigned)ch;
    } else {
      t->post[b] = clock++;
      sp--;
    }
  }
  free(cur_child);
  free(idom_rpo);
  free(post);
  free(rpo_num);
  free(order);
  free(stack);
  free(next_succ);
  free(seen);
  return t;
}

void rl_domtree_destroy(rl_domtree *t) {
  if (!t) return;
  rl_ptrmap_free(&t->index);
  free(t->blocks);
  free(t->idom);
  free(t->pre);
  free(t->post);
  free(t->depth);
  free(t->first_child);
  free(t->next_sib);
  free(t);
}

bool rl_domtree_dominates(const rl_domtree *t, rl_block *a, rl_block *b) {
  if (a == b) return true;
  int ia = block_index(t, a), ib = block_index(t, b);
  if (ia < 0 || ib < 0) return false;
  if (!t->pre[ib]) return true;  /* unreachable: dominated by everything */
  if (!t->pre[ia]) return false;
  return t->pre[ia] <= t->pre[ib] && t->post[ib] <= t->post[ia];
}

rl_block *rl_domtree_idom(const rl_domtree *t, rl_block *b) {
  int i = block_index(t, b);
  if (i < 0 || t->idom[i] < 0) return NULL;
  return t->blocks[t->idom[i]];
}

unsigned rl_domtree_preorder(const rl_domtree *t, rl_block **out) {
  if (!t->n) return 0;
  unsigned n = 0, sp = 0;
  int *stack = rl_xmalloc(t->n * sizeof *stack);
  stack[sp++] = 0;
  while (sp) {
    int b = stack[--sp];
    out[n++] = t->blocks[b];
    /* Children pushed last to first, so they come out in order. */
    unsigned k0 = sp;
    for (int ch = t->first_child[b]; ch >= 0; ch = t->next_sib[ch]) stack[sp++] = ch;
    for (unsigned lo = k0, hi = sp; lo + 1 < hi; lo++, hi--) {
      int x = stack[lo];
      stack[lo] = stack[hi - 1], stack[hi - 1] = x;
    }
  }
  free(stack);
  return n;
}

/* A max-heap of block indices by depth in the dominator tree (deepest first). */
static void heap_push(const rl_domtree *t, int *h, unsigned *n, int b) {
  unsigned i = (*n)++;
  while (i && t->depth[h[(i - 1) / 2]] < t->depth[b]) h[i] = h[(i - 1) / 2], i = (i - 1) / 2;
  h[i] = b;
}

static int heap_pop(const rl_domtree *t, int *h, unsigned *n) {
  int top = h[0], last = h[--*n];
  unsigned i = 0;
  for (;;) {
    unsigned c = 2 * i + 1;
    if (c >= *n) break;
    if (c + 1 < *n && t->depth[h[c + 1]] > t->depth[h[c]]) c++;
    if (t->depth[h[c]] <= t->depth[last]) break;
    h[i] = h[c], i = c;
  }
  if (*n) h[i] = last;
  return top;
}

/* Sreedhar and Gao's algorithm, as LLVM's IDFCalculator: from the deepest
 * definition down, walk the dominator subtree of each root; an edge to a
 * block no deeper than the root leaves it, into the frontier. */
unsigned rl_domtree_idf(const rl_domtree *t, rl_block *const *defs, unsigned ndefs, rl_block *const *live,
                        unsigned nlive, rl_block **out) {
  unsigned n = t->n, nout = 0, nheap = 0, nwork = 0;
  if (!n) return 0;
  /* flags: 1 definition, 2 live in, 4 seen as an edge's target, 8 walked (a
   * subtree walked from a deeper root holds nothing new for a shallower one) */
  uint8_t *flag = rl_xcalloc(n, 1);
  int *heap = rl_xmalloc(n * sizeof *heap), *work = rl_xmalloc(n * sizeof *work);
  for (unsigned i = 0; i < nlive; i++) {
    int b = block_index(t, live[i]);
    if (b >= 0) flag[b] |= 2;
  }
  for (unsigned i = 0; i < ndefs; i++) {
    int b = block_index(t, defs[i]);
    if (b < 0 || !t->pre[b] || (flag[b] & 1)) continue;
    flag[b] |= 1;
    heap_push(t, heap, &nheap, b);
  }
  while (nheap) {
    int root = heap_pop(t, heap, &nheap);
    uint32_t root_depth = t->depth[root];
    if (flag[root] & 8) continue;
    work[nwork++] = root;
    flag[root] |= 8;
    while (nwork) {
      int b = work[--nwork];
      rl_op *term = t->blocks[b]->last;
      for (unsigned s = 0; term && s < term->nsuccs; s++) {
        rl_block *sb = rl_op_succs(term)[s].block;
        int si = sb ? block_index(t, sb) : -1;
        if (si < 0 || !t->pre[si] || t->depth[si] > root_depth || (flag[si] & 4)) continue;
        flag[si] |= 4;
        if (live && !(flag[si] & 2)) continue;
        out[nout++] = t->blocks[si];
        if (!(flag[si] & 1)) heap_push(t, heap, &nheap, si);
      }
      for (int ch = t->first_child[b]; ch >= 0; ch = t->next_sib[ch])
        if (!(flag[ch] & 8)) {
          flag[ch] |= 8;
          work[nwork++] = ch;
        }
    }
  }
  free(flag), free(heap), free(work);
  return nout;
}

/* ---- region kinds --------------------------------------------------------- */

bool rl_region_has_ssa_dominance(rl_region *r) {
  rl_op *op = r->parent;
  if (!op) return true;
  /* An unregistered op's region may be a graph region, unless it has
   * several blocks, which only SSACFG regions can. */
  if (!op->info->registered) return r->first != r->last;
  return !(op->info->traits & RL_TRAIT_GRAPH_REGION);
}

static bool region_is_ancestor(rl_region *anc, rl_region *r) {
  while (r) {
    if (r == anc) return true;
    rl_op *op = r->parent;
    if (!op || !op->parent) return false;
    r = op->parent->parent;
  }
  return false;
}

/* The ancestor of `user` (maybe itself) whose block lies in region r. */
static rl_op *ancestor_in_region(rl_region *r, rl_op *user) {
  while (user && user->parent && user->parent->parent != r) user = rl_op_parent_op(user);
  return user && user->parent && user->parent->parent == r ? user : NULL;
}

/* Dominance query with an optional cache of trees (region -> tree). */
static bool dominates_impl(rl_value *v, rl_op *user, rl_ptrmap *trees) {
  rl_block *defb = rl_value_parent_block(v);
  if (!defb || !defb->parent) return false;
  rl_region *r = defb->parent;
  if (user->parent == defb) { /* the common case: a use in the defining block */
    if (v->is_arg) return true;
    rl_op *def = rl_value_defining_op(v);
    return def != user && (rl_op_is_before_in_block(def, user) || !rl_region_has_ssa_dominance(r));
  }
  rl_op *anc = ancestor_in_region(r, user);
  if (!anc) return false;
  rl_op *defop = rl_value_defining_op(v);
  if (defop == anc) return false; /* used inside its own op */
  rl_block *ub = anc->parent;
  if (ub == defb) {
    if (v->is_arg) return true;
    if (!rl_region_has_ssa_dominance(r)) return true;
    return rl_op_is_before_in_block(defop, anc);
  }
  if (r->first == r->last) return true;
  rl_domtree *t = trees ? rl_ptrmap_get(trees, r) : NULL;
  bool own = false;
  if (!t) {
    t = rl_domtree_build(r);
    if (trees) rl_ptrmap_put(trees, r, t);
    else own = true;
  }
  bool ok = rl_domtree_dominates(t, defb, ub);
  if (own) rl_domtree_destroy(t);
  return ok;
}

bool rl_value_dominates(rl_value *v, rl_op *user) { return dominates_impl(v, user, NULL); }

/* ---- the verifier --------------------------------------------------------- */

typedef struct verifier {
  rl_context *c;
  rl_ptrmap trees;
  bool failed;
  /* Verified ops with a symbol-use hook, in verification order, whose
   * enclosing symbol table is not yet done with (it checks them last). */
  rl_op **users;
  size_t nusers, capusers;
} verifier;

void rl_context_set_diag_print_opts(rl_context *c, const rl_print_opts *o) { c->diag_print = o; }
const rl_print_opts *rl_context_diag_print_opts(rl_context *c) { return c->diag_print; }

/* The flags an op is printed with in an error: the command line's, as MLIR
 * adjusts them for a diagnostic (generic form, local scope, elements
 * attributes of more than 16 elements elided). */
static rl_print_opts diag_print_opts(rl_context *c) {
  rl_print_opts o = c->diag_print ? *c->diag_print : (rl_print_opts){0};
  o.generic = true;
  o.local_scope = true;
  o.has_elide_limit = true;
  o.elide_limit = 16;
  return o;
}

void rl_diag_note_current_op(rl_diag *d, rl_op *op) {
  if (!rl_context_prints_op_on_diagnostic(rl_op_context(op))) return;
  rl_strbuf b = {0};
  rl_print_opts o = diag_print_opts(rl_op_context(op));
  /* As MLIR: the generic form for errors (the op may be invalid), the
   * custom one for warnings and remarks. */
  if (d->sev == RL_ERROR) {
    rl_print_op_alone(&b, op, &o);
  } else {
    o.generic = false;
    rl_print_op(&b, op, &o);
  }
  rl_diag_note(d, op->loc, "see current operation: %s%s", op->nregions ? "\n" : "", b.data ? b.data : "");
  rl_diag_last_note(d)->no_source = true;
  rl_sb_free(&b);
}

static void op_note(verifier *v, rl_diag *d, rl_op *op) {
  (void)v;
  rl_diag_note_current_op(d, op);
}

static bool op_error_v(verifier *v, rl_op *op, const char *fmt, va_list ap) {
  rl_strbuf m = {0};
  rl_sb_vprintf(&m, fmt, ap);
  rl_diag *d = rl_diag_begin(v->c, RL_ERROR, op->loc, "'%s' op %s", op->info->name->str, m.data ? m.data : "");
  rl_sb_free(&m);
  op_note(v, d, op);
  rl_diag_report(v->c, d);
  v->failed = true;
  return false;
}

static bool op_error(verifier *v, rl_op *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool op_error(verifier *v, rl_op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  op_error_v(v, op, fmt, ap);
  va_end(ap);
  return false;
}

bool rl_op_emit_error(rl_op *op, const char *fmt, ...) {
  verifier v = {.c = rl_op_context(op)};
  va_list ap;
  va_start(ap, fmt);
  op_error_v(&v, op, fmt, ap);
  va_end(ap);
  return false;
}

bool rl_verify_dma_indices(rl_op *op, unsigned first, unsigned n, const char *not_index, bool (*valid)(rl_value *),
                           const char *invalid) {
  for (unsigned i = first; i < first + n && i < op->noperands; i++) {
    rl_value *v = op->operands[i].value;
    if (!rl_type_is_index(v->type)) return rl_op_emit_error(op, "%s", not_index);
    if (valid && !valid(v)) return rl_op_emit_error(op, "%s", invalid);
  }
  return true;
}

bool rl_verify_dma_count(rl_op *op, unsigned end) {
  if (op->noperands != end && op->noperands != end + 2) return rl_op_emit_error(op, "incorrect number of operands");
  return true;
}

bool rl_op_emit_plain_error(rl_op *op, const char *fmt, ...) {
  rl_context *c = rl_op_context(op);
  va_list ap;
  va_start(ap, fmt);
  rl_diag *d = rl_diag_vbegin(c, RL_ERROR, op->loc, fmt, ap);
  va_end(ap);
  rl_diag_note_current_op(d, op);
  rl_diag_report(c, d);
  return false;
}

bool rl_verify_successor_operands(rl_op *op, unsigned s, unsigned first, unsigned n) {
  if (s >= op->nsuccs || !rl_op_succ(op, s)) return true;
  rl_block *b = rl_op_succ(op, s);
  if (n != b->nargs)
    return rl_op_emit_plain_error(op, "branch has %u operands for successor #%u, but target block has %u", n, s,
                                  b->nargs);
  for (unsigned i = 0; i < n; i++)
    if (op->operands[first + i].value->type != b->args[i]->type)
      return rl_op_emit_plain_error(op, "type mismatch for bb argument #%u of successor #%u", i, s);
  return true;
}

static bool function_attr_list(rl_op *op, rl_attr *arr, unsigned n, bool args) {
  if (!arr || arr->kind != RL_AT_ARRAY) return true;
  if (arr->n != n)
    return rl_op_emit_error(op, "expects %s attribute array to have the same number of elements as the number of "
                            "function %s, got %u, but expected %u", args ? "argument" : "result",
                            args ? "arguments" : "results", arr->n, n);
  for (unsigned i = 0; i < n; i++) {
    rl_attr *d = rl_attr_array_elem(arr, i);
    if (d->kind != RL_AT_DICT) continue;
    for (unsigned k = 0; k < rl_attr_dict_size(d); k++)
      if (!strchr(rl_attr_dict_name(d, k)->str, '.'))
        return rl_op_emit_error(op, "%s may only have dialect attributes", args ? "arguments" : "results");
  }
  return true;
}

bool rl_verify_symbol_parent(rl_op *op) {
  rl_op *parent = rl_op_parent_op(op);
  if (parent && parent->info->registered && !(parent->info->traits & RL_TRAIT_SYMBOL_TABLE))
    return rl_op_emit_error(op, "symbol's parent must have the SymbolTable trait");
  return true;
}

bool rl_verify_function_attrs(rl_op *op, rl_attr *arg_attrs, unsigned nargs, rl_attr *res_attrs, unsigned nres) {
  return function_attr_list(op, arg_attrs, nargs, true) && function_attr_list(op, res_attrs, nres, false);
}

static const char *region_relation(rl_region *use_r, rl_region *def_r) {
  if (use_r == def_r) return "the same region";
  if (region_is_ancestor(def_r, use_r)) return "a parent region";
  if (region_is_ancestor(use_r, def_r)) return "a child region";
  return NULL;
}

static bool dominance_error(verifier *v, rl_op *op, unsigned i) {
  rl_value *val = op->operands[i].value;
  rl_diag *d = rl_diag_begin(v->c, RL_ERROR, op->loc, "operand #%u does not dominate this use", i);
  op_note(v, d, op);
  rl_block *ub = op->parent;
  if (!val->is_arg) {
    rl_op *def = (rl_op *)rl_value_owner(val);
    rl_block *db = def->parent;
    const char *rel;
    if (ub == db) rel = " (op in the same block)";
    else if (ub->parent == db->parent) rel = " (op in the same region)";
    else if (region_is_ancestor(db->parent, ub->parent)) rel = " (op in a parent region)";
    else if (region_is_ancestor(ub->parent, db->parent)) rel = " (op in a child region)";
    else rel = " (op is neither in a parent nor in a child region)";
    rl_diag_note(d, def->loc, "operand defined here%s", rel);
  } else {
    rl_block *db = (rl_block *)rl_value_owner(val);
    rl_op *pop = rl_block_parent_op(db);
    unsigned idx = 0;
    for (rl_block *b = db->parent ? db->parent->first : NULL; b && b != db; b = b->next) idx++;
    const char *rel = db->parent ? region_relation(ub->parent, db->parent) : NULL;
    rl_diag_note(d, pop ? pop->loc : rl_loc_unknown(v->c),
                 "operand defined as a block argument (block #%u %s%s)", idx,
                 rel ? "in " : "neither in a parent nor in a child region", rel ? rel : "");
  }
  rl_diag_report(v->c, d);
  v->failed = true;
  return false;
}

static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}

static const char *const attr_kind_phrase[] = {
    [RL_AK_ANY] = "any attribute", [RL_AK_STR] = "string attribute",
    [RL_AK_SYMBOL_NAME] = "string attribute", [RL_AK_FLAT_SYMREF] = "flat symbol reference attribute",
    [RL_AK_SYMREF] = "symbol reference attribute", [RL_AK_TYPE] = "type attribute",
    [RL_AK_UNIT] = "unit attribute", [RL_AK_BOOL] = "bool attribute",
    [RL_AK_I32] = "32-bit signless integer attribute", [RL_AK_I64] = "64-bit signless integer attribute",
    [RL_AK_INDEX] = "index attribute", [RL_AK_APINT] = "arbitrary integer attribute",
    [RL_AK_TYPED] = "TypedAttr instance", [RL_AK_ARRAY] = "array attribute",
    [RL_AK_DICT_ARRAY] = "Array of dictionary attributes", [RL_AK_DENSE_I32_ARRAY] = "i32 dense array attribute",
    [RL_AK_DENSE_I64_ARRAY] = "i64 dense array attribute", [RL_AK_ELEMENTS] = "constant vector/tensor attribute",
    [RL_AK_ENUM] = "enum attribute",
    [RL_AK_NONNEG_I32] = "32-bit signless integer attribute whose value is non-negative",
    [RL_AK_ATTR_ARRAY] = "array attribute", /* each its own phrase (summary) */
};

static bool is_shaped(const rl_type *t) {
  switch (t->kind) {
  case RL_TY_VECTOR: case RL_TY_TENSOR: case RL_TY_UNRANKED_TENSOR: case RL_TY_MEMREF: case RL_TY_UNRANKED_MEMREF:
    return true;
  default: return false;
  }
}

static bool is_unranked(const rl_type *t) {
  return t->kind == RL_TY_UNRANKED_TENSOR || t->kind == RL_TY_UNRANKED_MEMREF;
}

/* MLIR's getElementTypeOrSelf equality plus verifyCompatibleShape. */
static rl_type *elem_or_self(rl_type *t) { return is_shaped(t) ? rl_type_elem(t) : t; }

/* Shapes that may be equal at run time: both unshaped, or one unranked, or
 * the same rank with equal or dynamic sizes. */
static bool same_shape_compatible(rl_type *a, rl_type *b) {
  if (!is_shaped(a) || !is_shaped(b)) return is_shaped(a) == is_shaped(b);
  if (is_unranked(a) || is_unranked(b)) return true;
  unsigned r = rl_type_rank(a);
  if (r != rl_type_rank(b)) return false;
  for (unsigned i = 0; i < r; i++) {
    int64_t x = rl_type_dim(a, i), y = rl_type_dim(b, i);
    if (x != y && x != RL_DYNAMIC && y != RL_DYNAMIC) return false;
  }
  return true;
}

static bool same_type_compatible(rl_type *a, rl_type *b) {
  if (a == b) return true;
  if (elem_or_self(a) != elem_or_self(b)) return false;
  return same_shape_compatible(a, b);
}

/* The declarative checks of a registered op: properties, operand and
 * result counts and types, regions, successors, traits. */
static bool verify_def(verifier *v, rl_op *op, const rl_opdef *d) {
  for (unsigned i = 0; i < d->nattrs; i++) {
    const rl_attr_def *ad = &d->attrs[i];
    rl_attr *a = rl_op_get_prop(op, op->info->prop_names[i]);
    if (!a) {
      if (ad->optional || ad->default_value || ad->kind == RL_AK_UNIT) continue;
      return op_error(v, op, "requires attribute '%s'", ad->name);
    }
    if (!rl_attr_def_accepts(ad, a)) {
      if (ad->kind == RL_AK_ENUM && !ad->enm->bits) {
        /* MLIR's phrase for an enum without a description. */
        rl_strbuf cases = {0};
        for (unsigned k = 0; k < ad->enm->n; k++) rl_sb_printf(&cases, "%s%llu", k ? ", " : "", (unsigned long long)ad->enm->values[k]);
        op_error(v, op, "attribute '%s' failed to satisfy constraint: allowed %u-bit signless integer cases: %s",
                 ad->name, ad->enm->width, cases.data ? cases.data : "");
        rl_sb_free(&cases);
        return false;
      }
      return op_error(v, op, "attribute '%s' failed to satisfy constraint: %s", ad->name,
                      ad->kind == RL_AK_TYPE && ad->type ? ad->type->summary
                      : ad->summary                      ? ad->summary
                                                         : attr_kind_phrase[ad->kind]);
    }
  }
  /* Counts. */
  unsigned nsingle = op->info->nsingle_operands, nvar = op->info->nvar_operands;
  /* MLIR's ZeroOperands / OneOperand / NOperands / AtLeastNOperands. */
  if (nvar == 0 && op->noperands != nsingle) {
    if (nsingle == 0) return op_error(v, op, "requires zero operands");
    if (nsingle == 1) return op_error(v, op, "requires a single operand");
    return op_error(v, op, "expected %u operands, but found %u", nsingle, op->noperands);
  }
  if (nvar && op->noperands < nsingle)
    return op_error(v, op, "expected %u or more operands, but found %u", nsingle, op->noperands);
  if (nvar >= 2) {
    rl_attr *seg = rl_op_get_prop(op, v->c->id_operand_segments);
    if (!seg || seg->kind != RL_AT_DENSE_ARRAY) return op_error(v, op, "requires attribute 'operandSegmentSizes'");
    if (seg->n - 1 != d->noperands)
      return op_error(v, op, "'operandSegmentSizes' attribute for specifying operand segments must have %u elements, but got %u",
                      d->noperands, seg->n - 1);
    uint64_t sum = 0;
    for (unsigned i = 1; i < seg->n; i++) sum += seg->w[i];
    if (sum != op->noperands)
      return op_error(v, op, "operand count (%u) does not match with the total size (%llu) specified in attribute 'operandSegmentSizes'",
                      op->noperands, (unsigned long long)sum);
  }
  unsigned rsingle = op->info->nsingle_results, rvar = op->info->nvar_results;
  if (rvar == 0 && op->nresults != rsingle) {
    if (rsingle == 0) return op_error(v, op, "requires zero results");
    if (rsingle == 1) return op_error(v, op, "requires one result");
    return op_error(v, op, "expected %u results, but found %u", rsingle, op->nresults);
  }
  if (rvar && op->nresults < rsingle)
    return op_error(v, op, "expected %u or more results, but found %u", rsingle, op->nresults);
  /* Types; a variadic group's phrase is MLIR's Variadic<T> summary. */
  for (unsigned g = 0; g < d->noperands; g++) {
    unsigned n = 1, first = nvar ? rl_op_operand_group(op, g, &n) : g;
    const rl_type_constraint *tc = d->operands[g].type;
    for (unsigned i = 0; tc && i < n; i++) {
      rl_type *t = op->operands[first + i].value->type;
      if (!rl_type_constraint_check(tc, t)) {
        char *ts = type_text(t);
        op_error(v, op, "operand #%u must be %s%s, but got '%s'", first + i,
                 d->operands[g].arity == RL_ARITY_VARIADIC ? "variadic of " : "", tc->summary, ts);
        free(ts);
        return false;
      }
    }
  }
  for (unsigned g = 0; g < d->nresults; g++) {
    unsigned n = 1, first = rvar ? rl_op_result_group(op, g, &n) : g;
    const rl_type_constraint *tc = d->results[g].type;
    for (unsigned i = 0; tc && i < n; i++) {
      rl_type *t = op->results[first + i].type;
      if (!rl_type_constraint_check(tc, t)) {
        char *ts = type_text(t);
        op_error(v, op, "result #%u must be %s%s, but got '%s'", first + i,
                 d->results[g].arity == RL_ARITY_VARIADIC ? "variadic of " : "", tc->summary, ts);
        free(ts);
        return false;
      }
    }
  }
  /* AllTypesMatch, before regions (as MLIR's PredOpTraits). */
  for (unsigned k = 0; k < d->ntypes_match; k++) {
    const rl_types_match *tm = &d->types_match[k];
    rl_type *t0 = NULL;
    for (unsigned i = 0; i < tm->n; i++) {
      int ref = tm->refs[i];
      unsigned n = 1, at;
      if (ref >= 0) at = nvar ? rl_op_operand_group(op, (unsigned)ref, &n) : (unsigned)ref;
      else at = rvar ? rl_op_result_group(op, (unsigned)(-1 - ref), &n) : (unsigned)(-1 - ref);
      if (n != 1) continue;
      rl_type *t = ref >= 0 ? op->operands[at].value->type : op->results[at].type;
      if (!t0) t0 = t;
      else if (t != t0) return op_error(v, op, "failed to verify that all of {%s} have same type", tm->names);
    }
  }
  /* Regions and successors. */
  if (!d->variadic_regions && op->nregions != d->nregions) {
    if (d->nregions == 0) return op_error(v, op, "requires zero regions");
    if (d->nregions == 1) return op_error(v, op, "requires one region");
    return op_error(v, op, "expected %u regions", d->nregions);
  }
  for (unsigned r = 0; r < op->nregions && r < 8; r++)
    if ((d->region_min_blocks_one >> r) & 1) {
      rl_region *rg = rl_op_region(op, r);
      if (!rg->first || rg->first != rg->last)
        return op_error(v, op, "region #%u ('%s') failed to verify constraint: region with 1 blocks", r,
                        d->regions ? d->regions[r] : "");
    }
  if (!d->variadic_succs && op->nsuccs != d->nsuccs) {
    if (d->nsuccs == 0) return op_error(v, op, "requires zero successors");
    return op_error(v, op, "requires %u successor%s but found %u", d->nsuccs, d->nsuccs == 1 ? "" : "s", op->nsuccs);
  }
  /* Traits. */
  uint32_t tr = d->traits;
  if (tr & RL_TRAIT_SYMBOL) {
    /* MLIR's SymbolOpInterface: a string visibility of three values. */
    rl_ident *key = rl_ident_cstr(v->c, "sym_visibility");
    rl_attr *vis = rl_op_get_prop(op, key);
    if (!vis && op->attrs) vis = rl_attr_dict_get(op->attrs, key);
    if (vis && vis->kind == RL_AT_STRING) {
      const char *s = rl_attr_string_ident(vis)->str;
      if (strcmp(s, "public") && strcmp(s, "private") && strcmp(s, "nested")) {
        rl_strbuf b = {0};
        rl_print_attr(&b, vis);
        op_error(v, op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s", b.data);
        rl_sb_free(&b);
        return false;
      }
    }
  }
  if (tr & RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE) {
    /* As MLIR: same element type and compatible shapes (a dynamic or
     * unranked dimension matches any). */
    rl_type *t0 = op->nresults ? op->results[0].type : op->noperands ? op->operands[0].value->type : NULL;
    for (unsigned i = 0; i < op->nresults; i++)
      if (!same_type_compatible(op->results[i].type, t0))
        return op_error(v, op, "requires the same type for all operands and results");
    for (unsigned i = 0; i < op->noperands; i++)
      if (!same_type_compatible(op->operands[i].value->type, t0))
        return op_error(v, op, "requires the same type for all operands and results");
    /* MLIR also infers the result type from the first operand and wants it
     * exactly (InferTypeOpInterface, which the trait brings). */
    if (op->nresults == 1 && op->noperands && op->results[0].type != op->operands[0].value->type) {
      char *inf = type_text(op->operands[0].value->type), *ret = type_text(op->results[0].type);
      rl_diag *dg = rl_diag_begin(v->c, RL_ERROR, op->loc,
                                  "'%s' op inferred type(s) '%s' are incompatible with return type(s) of operation '%s'",
                                  op->info->name->str, inf, ret);
      rl_diag_report(v->c, dg);
      free(inf);
      free(ret);
      return op_error(v, op, "failed to infer returned types");
    }
  }
  if (tr & RL_TRAIT_SAME_TYPE_OPERANDS)
    for (unsigned i = 1; i < op->noperands; i++)
      if (op->operands[i].value->type != op->operands[0].value->type)
        return op_error(v, op, "requires all operands to have the same type");
  if (tr & RL_TRAIT_NO_REGION_ARGUMENTS)
    for (unsigned r = 0; r < op->nregions; r++) {
      rl_block *b = rl_op_regions(op)[r].first;
      if (b && b->nargs) return op_error(v, op, "region #%u should have no arguments", r);
    }
  /* SameOperandsShape: compatible shapes (a dynamic or unranked dimension
   * matches any); SameOperandsElementType: equal element types. */
  if (tr & RL_TRAIT_SAME_OPERANDS_SHAPE)
    for (unsigned i = 1; i < op->noperands; i++)
      if (!same_shape_compatible(op->operands[i].value->type, op->operands[0].value->type))
        return op_error(v, op, "requires the same shape for all operands");
  if (tr & RL_TRAIT_SAME_OPERANDS_ELEMENT_TYPE)
    for (unsigned i = 1; i < op->noperands; i++)
      if (elem_or_self(op->operands[i].value->type) != elem_or_self(op->operands[0].value->type))
        return op_error(v, op, "requires the same element type for all operands");
  /* HasParent before Terminator, in the order the ops' definitions in MLIR
   * list them. */
  if (d->parent) {
    rl_op *po = rl_op_parent_op(op);
    if (!po || strcmp(po->info->name->str, d->parent))
      return op_error(v, op, "expects parent op '%s'", d->parent);
  }
  if ((tr & RL_TRAIT_TERMINATOR) && op->parent && op->parent->last != op)
    return op_error(v, op, "must be the last operation in the parent block");
  return true;
}

/* Symbols directly inside a symbol table have distinct names. */
static bool verify_symbols(verifier *v, rl_op *table) {
  rl_ptrmap seen = {0};
  bool ok = true;
  for (unsigned r = 0; r < table->nregions && ok; r++)
    for (rl_block *b = rl_op_regions(table)[r].first; b && ok; b = b->next)
      for (rl_op *o = b->first; o && ok; o = o->next) {
        rl_ident *nm = rl_symbol_name(o);
        if (!nm) continue;
        rl_op *prev = rl_ptrmap_get(&seen, nm);
        if (!prev) {
          rl_ptrmap_put(&seen, nm, o);
          continue;
        }
        rl_diag *d = rl_diag_begin(v->c, RL_ERROR, o->loc, "redefinition of symbol named '%s'",
                                   nm->str);
        op_note(v, d, o);
        rl_diag_note(d, prev->loc, "see existing symbol definition here");
        rl_diag_report(v->c, d);
        v->failed = true;
        ok = false;
      }
  rl_ptrmap_free(&seen);
  return ok;
}

/* ---- MLIR's order ---------------------------------------------------------
 * As MLIR's verifier (Verifier.cpp) walks, so that the first error reported
 * is MLIR's: an op's own invariants on entry; then each block of its
 * regions: on entry, whether it may be empty and no op but the last has
 * successors; its ops, each wholly (but those isolated from above); on exit,
 * its terminator. On the op's exit come its isolated ops, in order, each
 * with its dominance; then its region invariants (isolation, unique
 * symbols) and, for an unregistered op, whether its dialect admits it. The
 * dominance of the uses inside the regions of the op verified (or of an
 * isolated op) is checked last. The first failure stops everything. */

/* Whether b needs no terminator: the only block of a region whose op may
 * do without one (an unregistered op may). */
static bool may_lack_terminator(rl_block *b) {
  rl_region *r = b->parent;
  if (!r) return true;
  if (r->first != r->last) return false;
  rl_op *op = r->parent;
  return !op || !op->info->registered || (op->info->traits & RL_TRAIT_NO_TERMINATOR);
}

/* MLIR's check on entering a block: no op but the last has successors;
 * the first that has, from `from` on. */
static rl_op *misplaced_successors(rl_block *b, rl_op *from) {
  for (rl_op *o = from; o && o != b->last; o = o->next)
    if (o->nsuccs) return o;
  return NULL;
}

static bool misplaced_error(verifier *v, rl_op *o) {
  rl_diag *d = rl_diag_begin(v->c, RL_ERROR, o->loc, "operation with block successors must terminate its parent block");
  op_note(v, d, o);
  rl_diag_report(v->c, d);
  v->failed = true;
  return false;
}

static bool verify_block_entry(verifier *v, rl_block *b) {
  if (!b->first) {
    if (may_lack_terminator(b)) return true;
    rl_op *op = b->parent->parent;
    rl_diag_report(v->c, rl_diag_begin(v->c, RL_ERROR, op ? op->loc : rl_loc_unknown(v->c),
                                       "empty block: expect at least a terminator"));
    v->failed = true;
    return false;
  }
  rl_op *o = misplaced_successors(b, b->first);
  return o ? misplaced_error(v, o) : true;
}

static bool verify_block_exit(verifier *v, rl_block *b) {
  rl_op *t = b->last;
  for (unsigned i = 0; t && i < t->nsuccs; i++) {
    rl_block *s = rl_op_succ(t, i);
    if (!s || s->parent != b->parent) return op_error(v, t, "branching to block of a different region");
  }
  if (may_lack_terminator(b) || !t->info->registered || (t->info->traits & RL_TRAIT_TERMINATOR)) return true;
  rl_strbuf txt = {0};
  rl_print_opts po = diag_print_opts(v->c);
  rl_print_op_alone(&txt, t, &po);
  rl_diag *d = rl_diag_begin(v->c, RL_ERROR, t->loc, "block with no terminator, has %s", txt.data ? txt.data : "");
  rl_sb_free(&txt);
  op_note(v, d, t);
  rl_diag_report(v->c, d);
  v->failed = true;
  return false;
}

/* The discardable attributes `dialect.*` of op, by their dialects'
 * verifiers. */
static bool verify_dialect_attrs(verifier *v, rl_op *op) {
  for (unsigned i = 0; i < rl_attr_dict_size(op->attrs); i++) {
    rl_ident *k = rl_attr_dict_name(op->attrs, i);
    const char *dot = memchr(k->str, '.', k->len);
    if (!dot) continue;
    size_t n = (size_t)(dot - k->str);
    for (unsigned j = 0; j < v->c->nattr_verifiers; j++) {
      const rl_attr_verifier *av = &v->c->attr_verifiers[j];
      if (av->dialect->len != n || memcmp(av->dialect->str, k->str, n)) continue;
      if (!av->fn(op, k, rl_attr_dict_value(op->attrs, i))) {
        v->failed = true;
        return false;
      }
      break;
    }
  }
  return true;
}

/* op's own invariants (MLIR's verifyInvariants and what comes with it), not
 * those of the ops it holds. */
static bool verify_op_entry(verifier *v, rl_op *op) {
  for (unsigned i = 0; i < op->noperands; i++)
    if (!op->operands[i].value) return op_error(v, op, "null operand found");
  if (op->attrs && v->c->nattr_verifiers && !verify_dialect_attrs(v, op)) return false;
  rl_opinfo *info = op->info;
  if (info->registered) {
    if ((info->traits & RL_TRAIT_SINGLE_BLOCK))
      for (unsigned r = 0; r < op->nregions; r++) {
        rl_region *rg = rl_op_region(op, r);
        if (rg->first && rg->first != rg->last)
          return op_error(v, op, "expects region #%u to have 0 or 1 blocks", r);
      }
    if (info == v->c->op_module) {
      if (op->nresults) return op_error(v, op, "requires zero results");
      if (op->noperands) return op_error(v, op, "requires zero operands");
      if (op->nsuccs) return op_error(v, op, "requires zero successors");
      if (op->nregions != 1) return op_error(v, op, "requires one region");
      if (rl_op_regions(op)[0].first == NULL || rl_op_regions(op)[0].first != rl_op_regions(op)[0].last)
        return op_error(v, op, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
    }
    if (info == v->c->op_module && op->attrs)
      for (unsigned i = 0; i < rl_attr_dict_size(op->attrs); i++) {
        rl_ident *k = rl_attr_dict_name(op->attrs, i);
        if (!memchr(k->str, '.', k->len))
          return op_error(v, op, "can only contain attributes with dialect-prefixed names, found: '%s'", k->str);
      }
    if (info->def && !verify_def(v, op, info->def)) return false;
    /* MLIR's SymbolOpInterface: a symbol lives in a symbol table (an
     * unregistered parent might be one). */
    if (info->traits & RL_TRAIT_SYMBOL) {
      rl_op *parent = rl_op_parent_op(op);
      if (parent && parent->info->registered && !(parent->info->traits & RL_TRAIT_SYMBOL_TABLE) &&
          parent->info != v->c->op_module)
        return op_error(v, op, "symbol's parent must have the SymbolTable trait");
    }
    if (info->verify && !info->verify(op)) {
      v->failed = true;
      return false;
    }
  }
  for (unsigned r = 0; r < op->nregions; r++) {
    rl_region *rg = rl_op_region(op, r);
    if (rg->first && rg->first->first_pred) {
      rl_diag_report(v->c, rl_diag_begin(v->c, RL_ERROR, op->loc, "entry block of region may not have predecessors"));
      v->failed = true;
      return false;
    }
  }
  return true;
}

static bool is_isolated(const rl_op *op) {
  return op->nregions && op->info->registered && (op->info->traits & RL_TRAIT_ISOLATED);
}

/* Whether v is defined in r or in a region nested in it. */
static bool defined_under(rl_value *val, rl_region *r) {
  rl_block *db = rl_value_parent_block(val);
  for (rl_region *dr = db ? db->parent : NULL; dr;) {
    if (dr == r) return true;
    rl_op *p = dr->parent;
    if (!p || !p->parent) return false;
    dr = p->parent->parent;
  }
  return false;
}

/* MLIR's IsolatedFromAbove: every value used inside op's regions (not
 * inside the isolated ops nested there, which check themselves) is defined
 * inside the region of the use. */
static bool isolation_error(verifier *v, rl_op *iso, rl_op *o) {
  rl_diag *dg = rl_diag_begin(v->c, RL_ERROR, o->loc, "'%s' op using value defined outside the region",
                              o->info->name->str);
  op_note(v, dg, o);
  rl_diag_note(dg, iso->loc, "required by region isolation constraints");
  rl_diag_report(v->c, dg);
  v->failed = true;
  return false;
}

static bool verify_isolation(verifier *v, rl_op *iso) {
  rl_region *stack_buf[32];
  rl_region **stack = stack_buf;
  size_t cap = 32;
  bool ok = true;
  for (unsigned r = 0; r < iso->nregions && ok; r++) {
    rl_region *top = rl_op_region(iso, r);
    size_t n = 0;
    stack[n++] = top;
    while (n && ok) {
      rl_region *rg = stack[--n];
      for (rl_block *b = rg->first; b && ok; b = b->next)
        for (rl_op *o = b->first; o && ok; o = o->next) {
          for (unsigned i = 0; i < o->noperands && ok; i++) {
            rl_block *db = rl_value_parent_block(o->operands[i].value);
            /* The common case: defined in the use's region. */
            if (!(db && db->parent == rg) && !defined_under(o->operands[i].value, top)) ok = isolation_error(v, iso, o);
          }
          if (!o->nregions || is_isolated(o)) continue;
          if (n + o->nregions > cap) {
            cap = 2 * (n + o->nregions);
            if (stack == stack_buf) {
              stack = rl_xmalloc(cap * sizeof *stack);
              memcpy(stack, stack_buf, sizeof stack_buf);
            } else {
              stack = rl_xrealloc(stack, cap * sizeof *stack);
            }
          }
          for (unsigned k = 0; k < o->nregions; k++) stack[n++] = rl_op_region(o, k);
        }
    }
  }
  if (stack != stack_buf) free(stack);
  return ok;
}

/* The symbol uses of the ops verified since `mark` (MLIR's
 * SymbolUserOpInterface, which a symbol table checks once its symbols
 * are): the table's own, those of a nested table went with it. */
static bool verify_symbol_uses(verifier *v, size_t mark) {
  bool ok = true;
  for (size_t i = mark; i < v->nusers && ok; i++) {
    ok = v->users[i]->info->def->verify_uses(v->users[i]);
    if (!ok) v->failed = true;
  }
  v->nusers = mark;
  return ok;
}

/* What MLIR checks of op once its regions are verified: region invariants,
 * and whether an unregistered op's dialect admits it; `mark` is where the
 * symbol users verified inside op start. */
static bool verify_op_exit(verifier *v, rl_op *op, size_t mark) {
  rl_opinfo *info = op->info;
  if (info->registered) {
    if (is_isolated(op) && !verify_isolation(v, op)) return false;
    if ((info->traits & RL_TRAIT_SYMBOL_TABLE) && (!verify_symbols(v, op) || !verify_symbol_uses(v, mark)))
      return false;
    if (info->def && info->def->verify_uses) {
      if (v->nusers == v->capusers) {
        v->capusers = v->capusers ? 2 * v->capusers : 16;
        v->users = rl_xrealloc(v->users, v->capusers * sizeof *v->users);
      }
      v->users[v->nusers++] = op;
    }
    return true;
  }
  /* A dialect rulir knows admits only its own ops (unless it is open), even
   * with --allow-unregistered-dialect, as in MLIR. */
  if (rl_context_dialect_is_open(v->c, info->dialect)) return true;
  if (rl_context_dialect_loaded(v->c, info->dialect)) {
    rl_diag *d = rl_diag_begin(v->c, RL_ERROR, op->loc,
                               "unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations",
                               info->name->str, info->dialect->str);
    op_note(v, d, op);
    rl_diag_report(v->c, d);
    v->failed = true;
    return false;
  }
  if (v->c->allow_unregistered) return true;
  return op_error(v, op, "created with unregistered dialect. If this is intended, please call "
                         "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with "
                         "the MLIR opt tool used");
}

static bool verify_op_and_dominance(verifier *v, rl_op *op);
static bool verify_isolated_parallel(verifier *v, rl_op *op);

/* op and what it holds, but the dominance of uses in its regions. */
static bool verify_tree(verifier *v, rl_op *op) {
  size_t mark = v->nusers;
  if (!verify_op_entry(v, op)) return false;
  bool has_isolated = false;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_region(op, r)->first; b; b = b->next) {
      /* The check on entering b, which MLIR makes before verifying b's
       * ops, walks them all (a cache miss an op, after a pass has scattered
       * them). Where diagnostics are buffered (a task), it is made in the
       * walk that verifies them, and what the ops before reported is taken
       * back if it fails: the diagnostics are the same. */
      rl_diag_buffer *db = rl_diag_buffer_current();
      bool one_walk = db && !db->handler && b->first;
      if (!one_walk && !verify_block_entry(v, b)) return false;
      rl_diag **dmark = one_walk ? db->tail : NULL;
      unsigned errors = one_walk ? db->errors : 0;
      for (rl_op *o = b->first; o; o = o->next) {
        if (one_walk && o->nsuccs && o != b->last) {
          rl_diag_buffer_truncate(db, dmark, errors);
          return misplaced_error(v, o);
        }
        if (is_isolated(o)) has_isolated = true;
        else if (o->nregions ? !verify_tree(v, o) : !verify_op_entry(v, o) || !verify_op_exit(v, o, v->nusers)) {
          rl_op *bad = one_walk ? misplaced_successors(b, o->next) : NULL;
          if (!bad) return false;
          rl_diag_buffer_truncate(db, dmark, errors);
          return misplaced_error(v, bad);
        }
      }
      if (!verify_block_exit(v, b)) return false;
    }
  if (has_isolated && rl_get_parallel_for() && !verify_isolated_parallel(v, op)) return false;
  for (unsigned r = 0; has_isolated && !rl_get_parallel_for() && r < op->nregions; r++)
    for (rl_block *b = rl_op_region(op, r)->first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (is_isolated(o) && !verify_op_and_dominance(v, o)) return false;
  return verify_op_exit(v, op, mark);
}

/* The isolated ops directly in op's regions (a module's functions), each
 * checked on its own (as MLIR's verifier does, in parallel): with a
 * verifier each, whose symbol users are then handed to v in op order. */
typedef struct iso_tasks {
  rl_op **ops;
  verifier *vs;
} iso_tasks;

static void verifier_drop_trees(verifier *v) {
  for (size_t i = 0; i < v->trees.cap; i++)
    if (v->trees.keys[i]) rl_domtree_destroy(v->trees.vals[i]);
  rl_ptrmap_free(&v->trees);
}

static void verifier_free(verifier *v) {
  verifier_drop_trees(v);
  free(v->users);
}

/* A function's dominator trees go with its task: they were kept for all
 * functions until the last was done. */
static bool iso_task(void *ud, size_t i) {
  iso_tasks *t = ud;
  bool ok = verify_op_and_dominance(&t->vs[i], t->ops[i]);
  verifier_drop_trees(&t->vs[i]);
  return ok;
}

static bool verify_isolated_parallel(verifier *v, rl_op *op) {
  size_t n = 0;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_region(op, r)->first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) n += is_isolated(o);
  iso_tasks t = {rl_xmalloc(n * sizeof *t.ops), rl_xcalloc(n, sizeof *t.vs)};
  n = 0;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_region(op, r)->first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (is_isolated(o)) {
          t.vs[n].c = v->c;
          t.ops[n++] = o;
        }
  size_t k = rl_get_parallel_for()(v->c, n, iso_task, &t);
  for (size_t i = 0; i < n; i++) {
    for (size_t u = 0; i <= k && u < t.vs[i].nusers; u++) {
      if (v->nusers == v->capusers) {
        v->capusers = v->capusers ? v->capusers * 2 : 64;
        v->users = rl_xrealloc(v->users, v->capusers * sizeof *v->users);
      }
      v->users[v->nusers++] = t.vs[i].users[u];
    }
    if (t.vs[i].failed) v->failed = true;
    verifier_free(&t.vs[i]);
  }
  free(t.ops);
  free(t.vs);
  return k == n;
}

/* Whether b can be reached from its region's entry (uses in a block that
 * cannot are not checked, as in MLIR). */
static bool reachable(verifier *v, rl_block *b) {
  rl_region *r = b->parent;
  if (!r || r->first == b || r->first == r->last) return true;
  rl_domtree *t = rl_ptrmap_get(&v->trees, r);
  if (!t) {
    t = rl_domtree_build(r);
    rl_ptrmap_put(&v->trees, r, t);
  }
  int i = block_index(t, b);
  return i >= 0 && t->pre[i] != 0;
}

/* The uses in op's regions and in those of the ops they hold (isolated ops
 * aside: they were checked with their own), in MLIR's order: all uses in
 * an op's regions, then the ops with regions there, the last one first. */
static bool verify_dominance(verifier *v, rl_op *root) {
  rl_op *stack_buf[64];
  rl_op **stack = stack_buf;
  size_t n = 0, cap = 64;
  bool ok = true;
  stack[n++] = root;
  while (n && ok) {
    rl_op *op = stack[--n];
    for (unsigned r = 0; r < op->nregions && ok; r++)
      for (rl_block *b = rl_op_region(op, r)->first; b && ok; b = b->next) {
        bool live = reachable(v, b);
        for (rl_op *o = b->first; o && ok; o = o->next) {
          for (unsigned i = 0; live && i < o->noperands; i++)
            if (!dominates_impl(o->operands[i].value, o, &v->trees)) {
              ok = dominance_error(v, o, i);
              break;
            }
          if (!o->nregions || is_isolated(o)) continue;
          if (n == cap) {
            cap *= 2;
            if (stack == stack_buf) {
              stack = rl_xmalloc(cap * sizeof *stack);
              memcpy(stack, stack_buf, sizeof stack_buf);
            } else {
              stack = rl_xrealloc(stack, cap * sizeof *stack);
            }
          }
          stack[n++] = o;
        }
      }
  }
  if (stack != stack_buf) free(stack);
  return ok;
}

static bool verify_op_and_dominance(verifier *v, rl_op *op) {
  return verify_tree(v, op) && (!op->nregions || verify_dominance(v, op));
}

bool rl_verify(rl_context *c, rl_op *op) {
  verifier v = {.c = c};
  bool ok = verify_op_and_dominance(&v, op);
  for (size_t i = 0; i < v.trees.cap; i++)
    if (v.trees.keys[i]) rl_domtree_destroy(v.trees.vals[i]);
  rl_ptrmap_free(&v.trees);
  free(v.users);
  return ok;
}

bool rl_verify_shallow(rl_context *c, rl_op *op) {
  verifier v = {.c = c};
  bool ok = verify_op_entry(&v, op) && verify_op_exit(&v, op, 0);
  free(v.users);
  return ok;
}
