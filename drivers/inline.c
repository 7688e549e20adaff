/* --inline, as MLIR 19's inliner does it on the func dialect: the call
 * graph of the functions of a module, visited bottom-up by strongly
 * connected components; in each, the functions are first simplified by the
 * default pipeline (canonicalize), then their calls to functions of other
 * components are inlined, and the two repeat until nothing is inlined (at
 * most max-iterations times). A private function no one references any
 * more is erased.
 *
 * A callee is inlined when it has a body, every op of it is registered,
 * and it is not in the caller's component (recursion stays a call). A
 * callee of one block goes in place of the call; one of several blocks
 * splits the caller's block, its returns becoming branches to the rest.
 *
 * Besides func.func and func.call, any dialect's ops that say so take
 * part (docs/ops.md): CallableOpInterface ops are functions (their
 * ReturnLike terminators return), CallOpInterface ops calls (a `callee`
 * property), and where a call's argument or a returned value has another
 * type than the callee expects, the CallConversion op of the callee's
 * dialect converts it (without one, the call stays). The affine dialect's
 * rules apply too (affine_legal: MLIR's AffineInlinerInterface). */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "core/symtab.h"
#include "core/types.h"
#include "dialects/affine/affine_map.h"
#include "dialects/llvm/llvm_types.h"
#include "drivers/pass.h"

typedef struct node {
  rl_op *fn;
  unsigned *callees; /* node indices */
  unsigned ncallees, capcallees;
  int index, low, scc;
  bool on_stack;
} node;

typedef struct graph {
  rl_context *c;
  rl_op *module;
  node *v;
  unsigned n;
  rl_ptrmap of; /* func op -> node index + 1 */
  unsigned nscc;
  rl_opinfo *func, *call, *ret, *br; /* func.func, func.call, func.return, cf.br: found once */
  rl_opinfo *llvm_func, *llvm_br;    /* llvm.func, llvm.br (NULL without the llvm dialect) */
  unsigned *order;     /* nodes as their components completed, each component's in the order popped */
  unsigned *scc_start; /* component s: order[scc_start[s] .. scc_start[s + 1]) */
} graph;

typedef struct inline_cfg {
  bool canonicalize; /* default-pipeline=canonicalize (the default) */
  unsigned max_iterations;
  unsigned threshold; /* inlining-threshold: callee ops * 100 / caller ops at most this (UINT32_MAX: any) */
  const char *pipeline;
  rl_opt_list op_pipelines; /* read and not used */
} inline_cfg;

static rl_ident *id_callee(rl_context *c) { return rl_ident_cstr(c, "callee"); }

static bool is_func(const graph *g, const rl_op *op) {
  return op->info == g->func || (op->info->traits & RL_TRAIT_CALLABLE);
}
static bool is_call(const graph *g, const rl_op *op) { return op->info == g->call || (op->info->traits & RL_TRAIT_CALL); }

/* The CallConversion op of the callee's dialect, or NULL. */
static rl_opinfo *conversion_of(const graph *g, const rl_op *callee) {
  for (unsigned i = 0, n = rl_context_num_opinfos(g->c); i < n; i++) {
    rl_opinfo *in = rl_context_opinfo_at(g->c, i);
    if (in->registered && in->dialect == callee->info->dialect && (in->traits & RL_TRAIT_CALL_CONVERSION)) return in;
  }
  return NULL;
}

/* v as type t: v itself, or a conversion of it built before `at`. */
static rl_value *convert(const graph *g, rl_opinfo *cast, rl_value *v, rl_type *t, rl_op *at) {
  if (v->type == t) return v;
  rl_op_state st = {.info = cast, .loc = at->loc, .nresults = 1, .result_types = &t, .noperands = 1, .operands = &v};
  rl_op *op = rl_op_create(g->c, &st);
  rl_op_insert_before(at, op);
  return &op->results[0];
}

/* The function a call names, or NULL. */
static rl_op *callee_of(graph *g, rl_op *call) {
  rl_attr *ref = rl_op_get_prop(call, id_callee(g->c));
  if (!ref || ref->kind != RL_AT_SYMREF || ref->n != 1) return NULL;
  rl_op *f = rl_symbol_table_lookup(g->module, rl_word_ptr(ref->w[0]));
  return f && is_func(g, f) ? f : NULL;
}

static void add_callee(node *nd, unsigned k) {
  for (unsigned i = 0; i < nd->ncallees; i++)
    if (nd->callees[i] == k) return;
  if (nd->ncallees == nd->capcallees) {
    nd->capcallees = nd->capcallees ? 2 * nd->capcallees : 4;
    nd->callees = rl_xrealloc(nd->callees, nd->capcallees * sizeof *nd->callees);
  }
  nd->callees[nd->ncallees++] = k;
}

static void collect_calls(graph *g, node *nd, rl_op *op) {
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) {
        if (is_call(g, o)) {
          rl_op *f = callee_of(g, o);
          uintptr_t k = f ? (uintptr_t)rl_ptrmap_get(&g->of, f) : 0;
          if (k) add_callee(nd, (unsigned)k - 1);
        }
        if (o->nregions) collect_calls(g, nd, o);
      }
}

/* Tarjan's components, iteratively; a component is numbered when it is
 * complete, callees before callers. */
static void components(graph *g) {
  unsigned *stack = rl_xmalloc((g->n + 1) * sizeof *stack), sp = 0, no = 0;
  g->order = rl_xmalloc((g->n + 1) * sizeof *g->order);
  g->scc_start = rl_xmalloc((g->n + 2) * sizeof *g->scc_start);
  unsigned (*work)[2] = rl_xmalloc((g->n + 1) * sizeof *work), wp = 0;
  int counter = 0;
  for (unsigned s = 0; s < g->n; s++) {
    if (g->v[s].index >= 0) continue;
    work[wp][0] = s, work[wp][1] = 0, wp++;
    g->v[s].index = g->v[s].low = counter++;
    stack[sp++] = s, g->v[s].on_stack = true;
    while (wp) {
      unsigned u = work[wp - 1][0], *next = &work[wp - 1][1];
      node *nu = &g->v[u];
      if (*next < nu->ncallees) {
        unsigned w = nu->callees[(*next)++];
        if (g->v[w].index < 0) {
          g->v[w].index = g->v[w].low = counter++;
          stack[sp++] = w, g->v[w].on_stack = true;
          work[wp][0] = w, work[wp][1] = 0, wp++;
        } else if (g->v[w].on_stack && g->v[w].index < nu->low) {
          nu->low = g->v[w].index;
        }
        continue;
      }
      if (nu->low == nu->index) {
        unsigned w;
        g->scc_start[g->nscc] = no;
        do {
          w = stack[--sp];
          g->v[w].on_stack = false;
          g->v[w].scc = (int)g->nscc;
          g->order[no++] = w;
        } while (w != u);
        g->nscc++;
      }
      wp--;
      if (wp) {
        node *parent = &g->v[work[wp - 1][0]];
        if (nu->low < parent->low) parent->low = nu->low;
      }
    }
  }
  g->scc_start[g->nscc] = no;
  free(stack), free(work);
}

/* ---- inlining one call ------------------------------------------------------------------------ */

static bool all_registered(rl_op *op) {
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (!o->info->registered || !all_registered(o)) return false;
  return true;
}

/* ---- the affine dialect's legality (MLIR's AffineInlinerInterface) ---------------------------- */

static bool is_affine_op(const rl_op *op, const rl_ident *affine) { return op->info->dialect == affine; }

static bool affine_holder(const rl_op *op) {
  return op && (op->info->name == rl_ident_cstr(op->info->ctx, "affine.for") ||
                op->info->name == rl_ident_cstr(op->info->ctx, "affine.if") ||
                op->info->name == rl_ident_cstr(op->info->ctx, "affine.parallel"));
}

static bool has_affine_op(rl_op *op, const rl_ident *affine) {
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (is_affine_op(o, affine) || has_affine_op(o, affine)) return true;
  return false;
}

/* MLIR's isValidSymbol(value, region): a value of the region's top level,
 * a constant, an affine.apply of such values, a memref.dim that is a
 * symbol, or such a value of an enclosing region up to one isolated from
 * above (so an enclosing loop's IV too). */
static bool valid_symbol_in(rl_value *v, rl_region *r) {
  if (!rl_type_is_index(v->type)) return false;
  for (; r; r = r->parent && r->parent->parent ? r->parent->parent->parent : NULL) {
    rl_op *d = rl_value_defining_op(v);
    if (v->is_arg ? rl_value_owner_block(v) && rl_value_owner_block(v)->parent == r : d->parent && d->parent->parent == r)
      return true;
    if (d && (d->info->traits & RL_TRAIT_CONSTANT_LIKE)) return true;
    if (d && rl_affine_is_apply(d)) {
      for (unsigned i = 0; i < d->noperands; i++)
        if (!valid_symbol_in(d->operands[i].value, r)) return false;
      return true;
    }
    if (d && d->info->name == rl_ident_cstr(d->info->ctx, "memref.dim")) return rl_aff_is_valid_symbol(v);
    if (!r->parent || (r->parent->info->traits & RL_TRAIT_ISOLATED)) return false;
  }
  return false;
}

/* MLIR's remainsLegalAfterInline for one operand of an affine map: a value
 * of the callee's top level stays valid if it is an argument that the call
 * passes a valid dim (a valid symbol where the call is) for, or a
 * constant or a memref.dim. */
static bool stays_valid(rl_value *v, rl_block *entry, rl_op *call, bool dim) {
  if (v->is_arg) {
    if (rl_value_owner_block(v) != entry) return true;
    rl_value *passed = v->index < call->noperands ? call->operands[v->index].value : NULL;
    return passed && (dim ? rl_aff_is_valid_dim(passed) : valid_symbol_in(passed, call->parent->parent));
  }
  rl_op *d = rl_value_defining_op(v);
  if (!d || !d->parent || d->parent != entry) return true;
  return (d->info->traits & RL_TRAIT_CONSTANT_LIKE) || d->info->name == rl_ident_cstr(d->info->ctx, "memref.dim");
}

/* Whether callee may be inlined in place of call, as far as the affine
 * dialect says: its ops go only into an affine scope (a region isolated
 * from above) or an affine.for, if or parallel; into one of those only a
 * callee of one block, each op of which has no memory effect or is an
 * affine.apply, load or store whose map operands stay valid dims and
 * symbols. */
static bool affine_legal(rl_op *call, rl_op *callee) {
  rl_context *c = rl_op_context(call);
  rl_ident *affine = rl_ident_cstr(c, "affine");
  rl_op *dest = rl_op_parent_op(call);
  bool holder = affine_holder(dest);
  if (!holder && dest && !(dest->info->traits & RL_TRAIT_ISOLATED) && has_affine_op(callee, affine)) return false;
  if (!holder) return true;
  rl_region *src = &rl_op_regions(callee)[0];
  if (!src->first || src->first->next) return false;
  rl_block *entry = src->first;
  for (rl_op *o = entry->first; o; o = o->next) {
    uint32_t t = o->info->traits;
    if ((t & (RL_TRAIT_PURE | RL_TRAIT_NO_MEMORY_EFFECT | RL_TRAIT_CONSTANT_LIKE)) && !(t & RL_TRAIT_RECURSIVE_MEMORY_EFFECTS))
      continue;
    const char *n = o->info->name->str;
    unsigned first;
    if (!strcmp(n, "affine.apply")) first = 0;
    else if (!strcmp(n, "affine.load") || !strcmp(n, "affine.vector_load")) first = 1;
    else if (!strcmp(n, "affine.store") || !strcmp(n, "affine.vector_store")) first = 2;
    else return false;
    rl_attr *m = rl_op_get_prop(o, rl_ident_cstr(c, "map"));
    if (!m || m->kind != RL_AT_AFFINE_MAP) return false;
    for (unsigned i = first; i < o->noperands; i++)
      if (!stays_valid(o->operands[i].value, entry, call, i - first < rl_affine_map_num_dims(m))) return false;
  }
  return true;
}

/* ---- the llvm dialect's rules (MLIR's LLVMInlinerInterface) ------------------------------------ */

static rl_attr *prop(rl_op *op, const char *name) { return rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), name)); }

static bool has_op_named(rl_op *op, rl_ident *name) {
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (o->info->name == name || has_op_named(o, name)) return true;
  return false;
}

/* Whether an llvm.func callee may be inlined in place of call: only by an
 * llvm.call, not when it says no_inline, takes an inalloca argument, has a
 * personality (exceptions), a passthrough attribute that inlining would
 * break (noduplicate, presplitcoroutine, returns_twice, strictfp), or
 * starts a variadic argument list. */
static bool llvm_legal(const graph *g, rl_op *call, rl_op *callee) {
  rl_context *c = g->c;
  if (!g->llvm_func || callee->info != g->llvm_func) return true;
  if (call->info->name != rl_ident_cstr(c, "llvm.call")) return false;
  if (prop(callee, "no_inline") || prop(callee, "personality")) return false;
  rl_attr *aa = prop(callee, "arg_attrs");
  for (unsigned i = 0; aa && aa->kind == RL_AT_ARRAY && i < aa->n; i++) {
    rl_attr *d = rl_attr_array_elem(aa, i);
    if (d && d->kind == RL_AT_DICT && rl_attr_dict_get(d, rl_ident_cstr(c, "llvm.inalloca"))) return false;
  }
  rl_attr *pt = prop(callee, "passthrough");
  static const char *const bad[] = {"noduplicate", "presplitcoroutine", "returns_twice", "strictfp"};
  for (unsigned i = 0; pt && pt->kind == RL_AT_ARRAY && i < pt->n; i++) {
    rl_attr *a = rl_attr_array_elem(pt, i);
    if (!a || a->kind != RL_AT_STRING) continue;
    for (unsigned k = 0; k < sizeof bad / sizeof *bad; k++)
      if (rl_attr_string_ident(a) == rl_ident_cstr(c, bad[k])) return false;
  }
  return !has_op_named(callee, rl_ident_cstr(c, "llvm.intr.vastart"));
}

/* Whether an llvm.func's `memory` says it does not write through its
 * pointer arguments (argMem none or read). */
static bool reads_args_only(rl_op *callee) {
  rl_attr *m = prop(callee, "memory");
  rl_ident *body = m && m->kind == RL_AT_OPAQUE ? rl_word_ptr(m->w[1]) : NULL;
  const char *k = body ? strstr(body->str, "argMem") : NULL;
  if (!k) return false;
  for (k += 6; *k == ' ' || *k == '='; k++) {
  }
  return !strncmp(k, "none", 4) || (!strncmp(k, "read", 4) && strncmp(k, "readwrite", 9));
}

static rl_op *make(rl_context *c, const char *name, rl_attr *loc, rl_type *t, unsigned n, rl_value **ops,
                   unsigned np, rl_named_attr *props) {
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, name), .loc = loc, .nresults = t ? 1 : 0, .result_types = &t,
                    .noperands = n, .operands = ops};
  if (np) st.props = rl_attr_dict(c, np, props, NULL);
  return rl_op_create(c, &st);
}

static rl_op *i64_constant(rl_context *c, rl_attr *loc, uint64_t v) {
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  rl_named_attr p = {rl_ident_cstr(c, "value"), rl_attr_integer(c, i64, (int64_t)v)};
  return make(c, "llvm.mlir.constant", loc, i64, 0, NULL, 1, &p);
}

/* The value the callee's argument i stands for: the one passed, or for a
 * byval argument a copy of what it points to, on the caller's stack (an
 * alloca at the top of its function, then a memcpy before the call), as
 * MLIR's handleByValArgument. A callee that only reads through its
 * arguments reads the original (its alignment raised when it is an
 * alloca's). */
static rl_value *llvm_argument(const graph *g, rl_op *call, rl_op *callee, unsigned i, rl_value *arg) {
  rl_context *c = g->c;
  if (!g->llvm_func || callee->info != g->llvm_func) return arg;
  rl_attr *aa = prop(callee, "arg_attrs");
  rl_attr *d = aa && aa->kind == RL_AT_ARRAY && i < aa->n ? rl_attr_array_elem(aa, i) : NULL;
  rl_attr *bv = d && d->kind == RL_AT_DICT ? rl_attr_dict_get(d, rl_ident_cstr(c, "llvm.byval")) : NULL;
  if (!bv || bv->kind != RL_AT_TYPE) return arg;
  rl_type *elem = rl_attr_type_value(bv);
  rl_attr *al = rl_attr_dict_get(d, rl_ident_cstr(c, "llvm.align"));
  uint64_t want = al && al->kind == RL_AT_INTEGER ? (uint64_t)rl_attr_int_value(al) : 1;
  rl_ident *alignment = rl_ident_cstr(c, "alignment");
  if (reads_args_only(callee)) {
    if (want <= 1) return arg;
    rl_op *def = rl_value_defining_op(arg);
    if (def && def->info->name == rl_ident_cstr(c, "llvm.alloca")) {
      rl_attr *cur = rl_op_get_prop(def, alignment);
      if (!cur || (uint64_t)rl_attr_int_value(cur) < want)
        rl_op_set_prop(c, def, alignment, rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), (int64_t)want));
      return arg;
    }
  }
  uint64_t size, pref;
  if (!rl_llvm_default_size_align(elem, &size, &pref)) return arg;
  uint64_t target = want > pref ? want : pref;
  rl_op *fn = call;
  while (fn && fn->info != g->llvm_func) fn = rl_op_parent_op(fn);
  rl_block *entry = fn && fn->nregions ? rl_op_regions(fn)[0].first : NULL;
  if (!entry) return arg;
  rl_attr *loc = callee->loc;
  rl_op *one = i64_constant(c, loc, 1);
  rl_named_attr ap[2] = {{alignment, rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), (int64_t)target)},
                         {rl_ident_cstr(c, "elem_type"), rl_attr_type(c, elem)}};
  rl_value *n1 = &one->results[0];
  rl_op *alloca = make(c, "llvm.alloca", loc, arg->type, 1, &n1, 2, ap);
  if (entry->first) rl_op_insert_before(entry->first, one);
  else rl_block_append_op(entry, one);
  rl_op_insert_after(one, alloca);
  rl_op *len = i64_constant(c, loc, size);
  rl_op_insert_before(call, len);
  rl_value *mops[3] = {&alloca->results[0], arg, &len->results[0]};
  rl_named_attr vp = {rl_ident_cstr(c, "isVolatile"), rl_attr_bool(c, false)};
  rl_op_insert_before(call, make(c, "llvm.intr.memcpy", loc, NULL, 3, mops, 1, &vp));
  return &alloca->results[0];
}

static bool lifetime_marked(rl_context *c, rl_value *v) {
  for (rl_use *u = v->first_use; u; u = u->next) {
    rl_ident *n = u->owner->info->name;
    if (n == rl_ident_cstr(c, "llvm.intr.lifetime.start") || n == rl_ident_cstr(c, "llvm.intr.lifetime.end")) return true;
    if (n == rl_ident_cstr(c, "llvm.bitcast") && u->owner->nresults && lifetime_marked(c, &u->owner->results[0]))
      return true;
  }
  return false;
}

static rl_op *lifetime(rl_context *c, const char *name, rl_attr *loc, int64_t size, rl_value *p) {
  rl_named_attr sp = {rl_ident_cstr(c, "size"), rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), size)};
  return make(c, name, loc, NULL, 1, &p, 1, &sp);
}

/* The allocas of an inlined llvm.func body (`body`, the callee's copy, not
 * yet moved), as MLIR's handleInlinedAllocas: those of its entry block with
 * a constant size move to the top of the caller's allocation scope, each
 * with a constant of its own, and their lifetime starts where they were
 * and ends before each return (unless they had markers, or size 0); when
 * any alloca has a dynamic size, the stack is saved at the body's start
 * and restored before each return. */
static void llvm_allocas(const graph *g, rl_op *call, rl_region *body) {
  rl_context *c = g->c;
  rl_op *scope = rl_op_parent_op(call);
  while (scope && !(scope->info->traits & (RL_TRAIT_ISOLATED | RL_TRAIT_AUTOMATIC_ALLOCATION_SCOPE)))
    scope = rl_op_parent_op(scope);
  rl_block *dest = scope && scope->nregions ? rl_op_regions(scope)[0].first : NULL;
  rl_block *entry = body->first;
  if (!dest || !entry) return;
  rl_ident *alloca_name = rl_ident_cstr(c, "llvm.alloca");
  rl_op *moved[64];
  int64_t sizes[64];
  bool mark[64], dynamic = false, any_mark = false;
  unsigned n = 0;
  for (rl_op *o = entry->first; o; o = o->next) {
    if (o->info->name != alloca_name) continue;
    rl_attr *k = rl_op_constant_value(rl_value_defining_op(o->operands[0].value));
    if (!k || k->kind != RL_AT_INTEGER) {
      dynamic = true;
      continue;
    }
    if (n == 64) return; /* more than this: left where they are */
    sizes[n] = rl_attr_int_value(k);
    mark[n] = sizes[n] != 0 && !lifetime_marked(c, &o->results[0]);
    any_mark |= mark[n];
    moved[n++] = o;
  }
  for (rl_block *b = entry->next; b && !dynamic; b = b->next)
    for (rl_op *o = b->first; o && !dynamic; o = o->next)
      if (o->info->name == alloca_name) {
        rl_attr *k = rl_op_constant_value(rl_value_defining_op(o->operands[0].value));
        dynamic = !k || k->kind != RL_AT_INTEGER;
      }
  if (!n && !dynamic) return;
  rl_value *saved = NULL;
  if (dynamic) {
    rl_type *ptr = rl_llvm_ptr_type(c, 0);
    rl_op *ss = make(c, "llvm.intr.stacksave", call->loc, ptr, 0, NULL, 0, NULL);
    if (entry->first) rl_op_insert_before(entry->first, ss);
    else rl_block_append_op(entry, ss);
    saved = &ss->results[0];
  }
  rl_op *before = dest->first;
  for (unsigned i = 0; i < n; i++) {
    rl_op *a = moved[i];
    rl_type *st = a->operands[0].value->type;
    rl_named_attr vp = {rl_ident_cstr(c, "value"), rl_attr_integer(c, st, sizes[i])};
    rl_op *k = make(c, "llvm.mlir.constant", a->loc, st, 0, NULL, 1, &vp);
    if (before) rl_op_insert_before(before, k);
    else rl_block_append_op(dest, k);
    if (mark[i]) rl_op_insert_before(a, lifetime(c, "llvm.intr.lifetime.start", a->loc, sizes[i], &a->results[0]));
    if (k->next) {
      rl_op_move_before(k->next, a);
    } else {
      rl_op_remove(a);
      rl_block_append_op(dest, a);
    }
    rl_op_set_operand(a, 0, &k->results[0]);
  }
  if (!any_mark && !dynamic) return;
  for (rl_block *b = entry; b; b = b->next) {
    rl_op *ret = b->last;
    if (!ret || !(ret->info->traits & RL_TRAIT_RETURN_LIKE)) continue;
    if (dynamic) rl_op_insert_before(ret, make(c, "llvm.intr.stackrestore", call->loc, NULL, 1, &saved, 0, NULL));
    for (unsigned i = 0; i < n; i++)
      if (mark[i]) rl_op_insert_before(ret, lifetime(c, "llvm.intr.lifetime.end", moved[i]->loc, sizes[i], &moved[i]->results[0]));
  }
}

static bool is_return(const graph *g, const rl_op *op) {
  return op && (op->info == g->ret || (op->info->traits & RL_TRAIT_RETURN_LIKE));
}

/* The op of `copy` at the place `op` has in `orig` (a clone of it). */
static rl_op *same_place(rl_op *orig, rl_op *copy, rl_op *op) {
  if (orig == op) return copy;
  for (unsigned r = 0; r < orig->nregions; r++) {
    rl_block *a = rl_op_regions(orig)[r].first, *b = rl_op_regions(copy)[r].first;
    for (; a && b; a = a->next, b = b->next)
      for (rl_op *x = a->first, *y = b->first; x && y; x = x->next, y = y->next)
        if (x == op || rl_op_is_ancestor(x, op)) return same_place(x, y, op);
  }
  return NULL;
}

/* Replaces `call` by the body of `callee` (a copy); calls[i], ops of the
 * callee, become their copies. */
static bool inline_call(const graph *g, rl_op *call, rl_op *callee, rl_op **copy_out, rl_op **calls, size_t ncalls) {
  rl_context *c = g->c;
  rl_region *body = &rl_op_regions(callee)[0];
  if (!body->first) return false;
  for (rl_block *b = body->first; b; b = b->next)
    if (!is_return(g, b->last) && b->last && !b->last->nsuccs) return false; /* a terminator this cannot join */
  bool llvm = g->llvm_func && callee->info == g->llvm_func;
  rl_opinfo *br = llvm ? g->llvm_br : g->br, *cast = NULL;
  if (body->first->next && !br) return false;
  /* Types that differ need the callee's dialect's conversion. */
  bool differ = body->first->nargs != call->noperands;
  for (unsigned i = 0; !differ && i < call->noperands; i++) differ = body->first->args[i]->type != call->operands[i].value->type;
  for (rl_block *b = body->first; b && !differ; b = b->next)
    for (unsigned i = 0; is_return(g, b->last) && i < b->last->noperands && i < call->nresults; i++)
      differ |= b->last->operands[i].value->type != call->results[i].type;
  if (differ && !(cast = conversion_of(g, callee))) return false;
  rl_op *copy = rl_op_clone(c, callee);
  *copy_out = copy;
  for (size_t i = 0; i < ncalls; i++) calls[i] = same_place(callee, copy, calls[i]);
  rl_region *cb = &rl_op_regions(copy)[0];
  rl_block *entry = cb->first;
  if (entry->nargs != call->noperands) {
    rl_op_erase(c, copy);
    return false;
  }
  for (unsigned i = 0; i < entry->nargs; i++) {
    rl_value *arg = llvm_argument(g, call, callee, i, call->operands[i].value);
    rl_value_replace_all_uses(entry->args[i], convert(g, cast, arg, entry->args[i]->type, call));
  }
  if (llvm) llvm_allocas(g, call, cb);
  if (!entry->next) { /* one block: its ops before the call, its return's operands for the call's results */
    rl_op *ret = entry->last;
    for (rl_op *o = entry->first, *next; o && o != ret; o = next) {
      next = o->next;
      rl_op_move_before(call, o);
    }
    for (unsigned i = 0; i < call->nresults && i < ret->noperands; i++)
      rl_value_replace_all_uses(&call->results[i], convert(g, cast, ret->operands[i].value, call->results[i].type, call));
    rl_op_erase(c, call);
    rl_op_erase(c, copy);
    return true;
  }
  /* Several blocks: the caller's block split after the call; the callee's
   * blocks between; each return a branch to the rest, whose arguments are
   * the call's results; the entry block's ops join the call's block. */
  rl_block *at = call->parent;
  rl_region *region = at->parent;
  rl_block *rest = rl_block_create(c);
  if (at->next) rl_region_insert_block_before(region, at->next, rest);
  else rl_region_append_block(region, rest);
  for (rl_op *o = call->next, *next; o; o = next) {
    next = o->next;
    rl_op_remove(o);
    rl_block_append_op(rest, o);
  }
  for (unsigned i = 0; i < call->nresults; i++)
    rl_value_replace_all_uses(&call->results[i], rl_block_add_arg(c, rest, call->results[i].type, call->loc));
  for (rl_block *b = entry->next, *next; b; b = next) {
    next = b->next;
    rl_block_remove(b);
    rl_region_insert_block_before(region, rest, b);
  }
  /* Returns, in the entry block and in the blocks moved. */
  for (rl_block *b = entry; b && b != rest; b = b == entry ? at->next : b->next) {
    rl_op *ret = b->last;
    if (!is_return(g, ret)) continue;
    rl_value *vals[64];
    unsigned n = ret->noperands < 64 ? ret->noperands : 64;
    for (unsigned i = 0; i < n; i++)
      vals[i] = i < call->nresults ? convert(g, cast, ret->operands[i].value, call->results[i].type, ret) : ret->operands[i].value;
    rl_op_state st = {.info = br, .loc = ret->loc, .noperands = n, .operands = vals, .nsuccs = 1, .succs = &rest};
    rl_op *nb = rl_op_create(c, &st);
    rl_block_append_op(b, nb);
    rl_op_erase(c, ret);
  }
  for (rl_op *o = entry->first, *next; o; o = next) {
    next = o->next;
    rl_op_remove(o);
    rl_block_append_op(at, o);
  }
  rl_op_erase(c, call);
  rl_op_erase(c, copy);
  return true;
}

/* A call to inline, and the callees whose bodies it came out of (MLIR's
 * inline history: a call never brings in a body it came from). */
typedef struct pending {
  rl_op *call;
  int history; /* index into the history entries, or -1 */
} pending;
typedef struct hist {
  unsigned callee;
  int up;
} hist;

static void calls_in(const graph *g, rl_op *root, pending **v, size_t *n, size_t *cap, int history) {
  for (unsigned r = 0; r < root->nregions; r++)
    for (rl_block *b = rl_op_regions(root)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) {
        if (is_call(g, o)) {
          if (*n == *cap) *v = rl_xrealloc(*v, (*cap = *cap ? 2 * *cap : 16) * sizeof **v);
          (*v)[(*n)++] = (pending){o, history};
        }
        if (o->nregions) calls_in(g, o, v, n, cap, history);
      }
}

static bool self_recursive(const graph *g, unsigned k) {
  for (unsigned i = 0; i < g->v[k].ncallees; i++)
    if (g->v[k].callees[i] == k) return true;
  return false;
}

/* MLIR's inlineCallsInSCC: the calls of the component's functions, and
 * those that inlining brings in, each inlined unless its callee is
 * recursive, encloses the call, or is in the call's history. */
/* The ops inside op's regions, at any depth. */
static unsigned count_ops(const rl_op *op) {
  unsigned n = 0;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) n += 1 + count_ops(o);
  return n;
}

/* MLIR's isProfitableToInline: the callee at most `threshold` percent of
 * the caller's size (an empty caller takes anything). */
static bool profitable(const graph *g, rl_op *call, rl_op *callee, unsigned threshold) {
  if (threshold == UINT32_MAX) return true;
  rl_op *caller = call;
  while (caller && rl_op_parent_op(caller) != g->module) caller = rl_op_parent_op(caller);
  unsigned n = caller ? count_ops(caller) : 0;
  return !n || (unsigned long long)count_ops(callee) * 100 / n <= threshold;
}

static bool inline_scc(graph *g, unsigned s, unsigned threshold) {
  pending *work = NULL;
  size_t n = 0, cap = 0;
  hist *h = NULL;
  size_t nh = 0, caph = 0;
  for (unsigned i = g->scc_start[s]; i < g->scc_start[s + 1]; i++) calls_in(g, g->v[g->order[i]].fn, &work, &n, &cap, -1);
  bool any = false;
  for (size_t i = 0; i < n; i++) {
    rl_op *call = work[i].call, *callee = callee_of(g, call);
    uintptr_t k = callee ? (uintptr_t)rl_ptrmap_get(&g->of, callee) : 0;
    if (!k || self_recursive(g, (unsigned)k - 1) || rl_op_is_ancestor(callee, call)) continue;
    bool seen = false;
    for (int x = work[i].history; x >= 0 && !seen; x = h[x].up) seen = h[x].callee == k - 1;
    if (seen || !rl_op_regions(callee)[0].first || !all_registered(callee) || !affine_legal(call, callee) || !llvm_legal(g, call, callee) ||
        !profitable(g, call, callee, threshold))
      continue;
    rl_op *parent = rl_op_parent_op(call);
    if (rl_op_regions(callee)[0].first->next && parent && parent->info != callee->info &&
        (parent->info->traits & RL_TRAIT_SINGLE_BLOCK))
      continue;
    /* The calls the body brings in, found before it moves. */
    if (nh == caph) h = rl_xrealloc(h, (caph = caph ? 2 * caph : 16) * sizeof *h);
    h[nh] = (hist){(unsigned)k - 1, work[i].history};
    size_t before = n;
    calls_in(g, callee, &work, &n, &cap, (int)nh);
    nh++;
    rl_op **orig = rl_xmalloc((n - before + 1) * sizeof *orig);
    for (size_t x = before; x < n; x++) orig[x - before] = work[x].call;
    rl_op *copy = NULL;
    if (!inline_call(g, call, callee, &copy, orig, n - before)) {
      n = before;
      free(orig);
      continue;
    }
    for (size_t x = before; x < n; x++) work[x].call = orig[x - before];
    free(orig);
    any = true;
  }
  free(work), free(h);
  return any;
}

/* ---- the pass ---------------------------------------------------------------------------------- */

static bool referenced(rl_op *op, rl_ident *name);
static bool attr_refs(const rl_attr *a, rl_ident *name) {
  if (!a) return false;
  if (a->kind == RL_AT_SYMREF) return rl_word_ptr(a->w[0]) == name;
  if (a->kind == RL_AT_ARRAY)
    for (unsigned i = 0; i < a->n; i++)
      if (attr_refs(rl_word_ptr(a->w[i]), name)) return true;
  if (a->kind == RL_AT_DICT)
    for (unsigned i = 0; i < rl_attr_dict_size(a); i++)
      if (attr_refs(rl_attr_dict_value(a, i), name)) return true;
  return false;
}
static bool referenced(rl_op *op, rl_ident *name) {
  if (attr_refs(op->props, name) || attr_refs(op->attrs, name)) return true;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (referenced(o, name)) return true;
  return false;
}

static bool is_private(rl_context *c, rl_op *op) {
  rl_attr *v = rl_op_get_prop(op, rl_context_ident(c, RL_ID_SYM_VISIBILITY));
  return v && v->kind == RL_AT_STRING && strcmp(rl_attr_string_ident(v)->str, "public");
}

static const rl_pass_option inline_options[] = {
    RL_PASS_OPT(inline_cfg, pipeline, "default-pipeline", RL_OPT_STRING, "canonicalize",
                "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList"),
    RL_PASS_OPT(inline_cfg, max_iterations, "max-iterations", RL_OPT_UINT, "4",
                "Maximum number of iterations when inlining within an SCC"),
    {.name = "op-pipelines", .kind = RL_OPT_STRING, .list = true, .size = sizeof(rl_opt_list),
     .offset = offsetof(inline_cfg, op_pipelines), .value_name = "pass-manager",
     .desc = "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)"},
    RL_PASS_OPT(inline_cfg, threshold, "inlining-threshold", RL_OPT_UINT, "4294967295",
                "If the ratio between the number of the operations in the callee and the number of the operations in "
                "the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to "
                "inline it"),
};

/* rulir's inliner runs canonicalize between its sweeps, or nothing. */
static bool inline_finish(const rl_pass_info *self, void *config, rl_strbuf *diag) {
  (void)self;
  inline_cfg *cfg = config;
  cfg->canonicalize = !strcmp(cfg->pipeline, "canonicalize");
  if (*cfg->pipeline && !cfg->canonicalize) {
    rl_sb_printf(diag, "<Pass-Options-Parser>: rulir's inliner runs 'canonicalize' or nothing, not '%s'\n",
                 cfg->pipeline);
    return false;
  }
  return true;
}

static bool inline_run(rl_context *c, rl_op *op, void *config) {
  const inline_cfg *cfg = config;
  const rl_pass_info *canon = rl_pass_lookup("canonicalize", 12);
  void *canon_cfg = canon && cfg->canonicalize ? rl_pass_config_parse(canon, "", stderr) : NULL;
  graph g = {.c = c, .module = op, .func = rl_opinfo_find_cstr(c, "func.func"), .call = rl_opinfo_find_cstr(c, "func.call"),
             .ret = rl_opinfo_find_cstr(c, "func.return"), .br = rl_opinfo_find_cstr(c, "cf.br"),
             .llvm_func = rl_opinfo_find_cstr(c, "llvm.func"), .llvm_br = rl_opinfo_find_cstr(c, "llvm.br")};
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (is_func(&g, o)) g.n++;
  g.v = rl_xcalloc(g.n + 1, sizeof *g.v);
  g.n = 0;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (is_func(&g, o)) {
          g.v[g.n] = (node){.fn = o, .index = -1, .low = -1, .scc = -1};
          rl_ptrmap_put(&g.of, o, (void *)(uintptr_t)(++g.n));
        }
  for (unsigned i = 0; i < g.n; i++) collect_calls(&g, &g.v[i], g.v[i].fn);
  components(&g);
  bool ok = true;
  for (unsigned s = 0; s < g.nscc && ok; s++) {
    for (unsigned it = 0; it < (cfg->max_iterations ? cfg->max_iterations : 1); it++) {
      uint64_t *mine = rl_pass_stats_swap(NULL);
      for (unsigned i = 0; i < g.n && ok; i++)
        if (g.v[i].scc == (int)s && canon_cfg && rl_op_regions(g.v[i].fn)[0].first) ok = canon->run(c, g.v[i].fn, canon_cfg);
      rl_pass_stats_swap(mine);
      if (!ok || !inline_scc(&g, s, cfg->threshold)) break;
    }
  }
  /* Private functions no one references any more. */
  for (unsigned i = 0; i < g.n && ok; i++) {
    rl_op *f = g.v[i].fn;
    rl_ident *name = rl_symbol_name(f);
    if (name && is_private(c, f) && !referenced(op, name)) rl_op_erase(c, f);
  }
  for (unsigned i = 0; i < g.n; i++) free(g.v[i].callees);
  free(g.v), free(g.order), free(g.scc_start);
  rl_ptrmap_free(&g.of);
  free(canon_cfg);
  return ok;
}

const rl_pass_info rl_inline_pass = {
    .name = "inline",
    .display = "Inliner",
    .summary = "Inline function calls",
    .options = inline_options,
    .noptions = sizeof inline_options / sizeof *inline_options,
    .config_size = sizeof(inline_cfg),
    .finish = inline_finish,
    .run = inline_run};
