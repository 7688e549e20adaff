/* --duplicate-function-elimination, as MLIR 19 has it: of the func.func ops
 * (at any depth, in walk order) that are equal but for their name (same
 * properties, attributes and body, locations aside), the first stays and
 * the others are erased, every func.call to them calling it instead.
 * Declarations of one type and visibility are equal too. Calls are
 * redirected by the callee's root name, as MLIR's pass does.
 * Requires a module; no recursion on deep bodies. */
#include <stdlib.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

static uint64_t mix(uint64_t h, uint64_t v) { return h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2)); }

/* One function: its properties with the name left out (uniqued, so equal
 * is pointer-equal) and a hash of its shape. */
typedef struct fn {
  rl_op *op;
  rl_attr *props; /* sym_name replaced by one placeholder */
  uint64_t hash;
} fn;

static uint64_t hash_body(rl_op *f, rl_oplist *stack) {
  uint64_t h = 0;
  stack->n = 0;
  rl_oplist_push(stack, f);
  while (stack->n) {
    rl_op *op = stack->v[--stack->n];
    if (op != f) {
      h = mix(h, rl_ptr_word(op->info));
      h = mix(h, rl_ptr_word(op->props) ^ (rl_ptr_word(op->attrs) << 1));
      h = mix(h, (uint64_t)op->noperands << 32 | op->nresults);
    }
    for (unsigned r = op->nregions; r-- > 0;)
      for (rl_block *b = rl_op_region(op, r)->last; b; b = b->prev) {
        h = mix(h, b->nargs);
        for (rl_op *x = b->last; x; x = x->prev) rl_oplist_push(stack, x);
      }
  }
  return h;
}

/* A region pair being compared, with the blocks and ops reached. */
typedef struct frame {
  rl_block *ba, *bb;
  rl_op *oa, *ob;
  bool started; /* the current block pair's arguments are mapped */
} frame;

typedef struct cmp {
  rl_ptrmap map; /* value or block of the left -> its counterpart */
  frame *f;
  size_t n, cap;
} cmp;

static void push_region(cmp *s, rl_region *a, rl_region *b) {
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 16;
    s->f = rl_xrealloc(s->f, s->cap * sizeof *s->f);
  }
  s->f[s->n++] = (frame){a->first, b->first, NULL, NULL, false};
}

static bool same_value(cmp *s, rl_value *a, rl_value *b) {
  return a == b || (a->type == b->type && rl_ptrmap_get(&s->map, a) == b);
}

/* MLIR's OperationEquivalence without locations: name, attributes,
 * properties, operands (as mapped), result types (then mapped); regions
 * are compared by the caller, successors through the block map. */
static bool same_op(cmp *s, rl_op *a, rl_op *b) {
  if (a->info != b->info || a->attrs != b->attrs || a->props != b->props || a->nregions != b->nregions ||
      a->nsuccs != b->nsuccs || a->noperands != b->noperands || a->nresults != b->nresults)
    return false;
  for (unsigned i = 0; i < a->noperands; i++)
    if (!same_value(s, rl_op_operand(a, i), rl_op_operand(b, i))) return false;
  for (unsigned i = 0; i < a->nresults; i++) {
    if (a->results[i].type != b->results[i].type) return false;
    rl_ptrmap_put(&s->map, &a->results[i], &b->results[i]);
  }
  for (unsigned i = 0; i < a->nsuccs; i++)
    if (rl_ptrmap_get(&s->map, rl_op_succ(a, i)) != rl_op_succ(b, i)) return false;
  return true;
}

/* Whether the bodies of a and b are equivalent (MLIR's isRegionEquivalentTo:
 * blocks paired in order, ops in order, nested regions depth first). */
static bool same_body(cmp *s, rl_op *fa, rl_op *fb) {
  rl_ptrmap_free(&s->map);
  s->n = 0;
  for (unsigned r = fa->nregions; r-- > 0;) push_region(s, rl_op_region(fa, r), rl_op_region(fb, r));
  while (s->n) {
    frame *f = &s->f[s->n - 1];
    if (!f->ba || !f->bb) {
      if (f->ba != f->bb) return false;
      s->n--;
      continue;
    }
    if (!f->started) {
      if (f->ba == f->ba->parent->first) { /* pair every block first: branches may go forward */
        rl_block *x = f->ba, *y = f->bb;
        for (; x && y; x = x->next, y = y->next) rl_ptrmap_put(&s->map, x, y);
        if (x || y) return false;
      }
      if (f->ba->nargs != f->bb->nargs) return false;
      for (unsigned i = 0; i < f->ba->nargs; i++) {
        if (f->ba->args[i]->type != f->bb->args[i]->type) return false;
        rl_ptrmap_put(&s->map, f->ba->args[i], f->bb->args[i]);
      }
      f->started = true;
      f->oa = f->ba->first, f->ob = f->bb->first;
    }
    rl_op *a = f->oa, *b = f->ob;
    if (!a || !b) {
      if (a != b) return false;
      f->ba = f->ba->next, f->bb = f->bb->next, f->started = false;
      continue;
    }
    if (!same_op(s, a, b)) return false;
    f->oa = a->next, f->ob = b->next;
    for (unsigned r = a->nregions; r-- > 0;) push_region(s, rl_op_region(a, r), rl_op_region(b, r));
  }
  return true;
}

static bool dfe_run(rl_context *c, rl_op *top, void *config) {
  (void)config;
  rl_opinfo *func = rl_opinfo_find_cstr(c, "func.func"), *call = rl_opinfo_find_cstr(c, "func.call");
  if (!func) return true;
  rl_ident *sym_name = rl_context_ident(c, RL_ID_SYM_NAME), *callee = rl_ident_cstr(c, "callee");
  rl_attr *placeholder = rl_attr_string(c, "", 0, NULL);

  /* The functions and the calls, in walk order. */
  fn *fns = NULL;
  size_t nfns = 0, capfns = 0;
  rl_oplist calls = {0}, stack = {0};
  rl_oplist_push(&stack, top);
  while (stack.n) {
    rl_op *op = stack.v[--stack.n];
    if (op->info == func) {
      if (nfns == capfns) fns = rl_xrealloc(fns, (capfns = capfns ? 2 * capfns : 16) * sizeof *fns);
      fns[nfns++] = (fn){op, rl_attr_dict_set(c, op->props, sym_name, placeholder), 0};
    } else if (op->info == call) rl_oplist_push(&calls, op);
    for (unsigned r = op->nregions; r-- > 0;)
      for (rl_block *b = rl_op_region(op, r)->last; b; b = b->prev)
        for (rl_op *x = b->last; x; x = x->prev) rl_oplist_push(&stack, x);
  }
  for (size_t i = 0; i < nfns; i++)
    fns[i].hash = mix(mix(hash_body(fns[i].op, &stack), rl_ptr_word(fns[i].props)), rl_ptr_word(fns[i].op->attrs));

  /* Each function's representative: the first equal one, found through a
   * table of the representatives by hash. The name map is kept from the
   * function's name to its representative. */
  size_t cap = 16;
  while (cap < 2 * nfns) cap *= 2;
  size_t *table = rl_xcalloc(cap, sizeof *table); /* index + 1 of a representative */
  rl_ptrmap repr = {0};                            /* sym_name ident -> representative op */
  cmp s = {0};
  uint64_t erased = 0;
  rl_op **dead = rl_xmalloc((nfns + 1) * sizeof *dead);
  for (size_t i = 0; i < nfns; i++) {
    fn *f = &fns[i];
    rl_op *rep = NULL;
    size_t j = (size_t)(f->hash * 0x9e3779b97f4a7c15ull >> 7) & (cap - 1);
    for (; table[j]; j = (j + 1) & (cap - 1)) {
      fn *g = &fns[table[j] - 1];
      if (g->hash == f->hash && g->props == f->props && g->op->attrs == f->op->attrs && same_body(&s, g->op, f->op)) {
        rep = g->op;
        break;
      }
    }
    if (!rep) {
      table[j] = i + 1;
      rep = f->op;
    } else dead[erased++] = f->op;
    rl_attr *name = rl_op_get_prop(f->op, sym_name);
    if (name && name->kind == RL_AT_STRING) rl_ptrmap_put(&repr, rl_attr_string_ident(name), rep);
  }

  /* Calls go to the representatives, then the others are erased. */
  for (size_t i = 0; i < calls.n; i++) {
    rl_attr *ref = rl_op_get_prop(calls.v[i], callee);
    rl_op *rep = ref && ref->kind == RL_AT_SYMREF ? rl_ptrmap_get(&repr, rl_word_ptr(ref->w[0])) : NULL;
    if (!rep) continue;
    rl_attr *name = rl_op_get_prop(rep, sym_name);
    if (rl_attr_string_ident(name) != rl_word_ptr(ref->w[0]))
      rl_op_set_prop(c, calls.v[i], callee, rl_attr_symref(c, rl_attr_string_ident(name), 0, NULL));
  }
  for (uint64_t i = 0; i < erased; i++) rl_op_erase(c, dead[i]);

  free(dead);
  free(table);
  free(fns);
  free(s.f);
  rl_ptrmap_free(&s.map);
  rl_ptrmap_free(&repr);
  rl_oplist_free(&calls);
  rl_oplist_free(&stack);
  return true;
}

const rl_pass_info rl_duplicate_function_elimination_pass = {
    .name = "duplicate-function-elimination",
    .display = "DuplicateFunctionEliminationPass",
    .summary = "Deduplicate functions",
    .run = dfe_run};
