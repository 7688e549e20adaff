/* Unit tests of the mutable IR: use-lists under every edit (set operand,
 * RAUW, erase, move, clone), block arguments, successors and predecessors,
 * walks, and op order within a block. After each edit the use-list invariant
 * is checked over everything the test has built. */
#include <criterion/criterion.h>
#include <string.h>

#include "attrs.h"
#include "context.h"
#include "ir.h"
#include "types.h"

static rl_context *ctx;
static rl_type *i32;

/* Every op tree a test owns (attached or not), for the invariant check. */
#define MAX_ROOTS 32
static rl_op *roots[MAX_ROOTS];
static int nroots;

static void setup(void) {
  ctx = rl_context_create();
  rl_context_allow_unregistered(ctx, true);
  i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  nroots = 0;
}
static void teardown(void) {
  rl_context_destroy(ctx);
  ctx = NULL;
}

TestSuite(ir, .init = setup, .fini = teardown);

static void track(rl_op *op) {
  cr_assert_lt(nroots, MAX_ROOTS);
  roots[nroots++] = op;
}
static void untrack(rl_op *op) {
  for (int i = 0; i < nroots; i++)
    if (roots[i] == op) {
      roots[i] = roots[--nroots];
      return;
    }
  cr_assert_fail("untrack: op not tracked");
}

/* ---- building ------------------------------------------------------------ */

static rl_opinfo *info(const char *name) { return rl_opinfo_get_cstr(ctx, name); }

/* An op with nres i32 results, the given operands and successors, and nreg
 * empty regions. */
static rl_op *mk_full(const char *name, unsigned nres, unsigned nopnds, rl_value *const *opnds,
                      unsigned nsuccs, rl_block *const *succs, unsigned nreg) {
  rl_type *types[8];
  cr_assert_leq(nres, 8);
  for (unsigned i = 0; i < nres; i++) types[i] = i32;
  rl_op_state st;
  memset(&st, 0, sizeof st);
  st.info = info(name);
  st.loc = rl_loc_unknown(ctx);
  st.nresults = nres;
  st.result_types = types;
  st.noperands = nopnds;
  st.operands = opnds;
  st.nsuccs = nsuccs;
  st.succs = succs;
  st.nregions = nreg;
  rl_op *op = rl_op_create(ctx, &st);
  cr_assert_not_null(op);
  cr_assert_eq(op->nresults, nres);
  cr_assert_eq(op->noperands, nopnds);
  cr_assert_eq(op->nsuccs, nsuccs);
  cr_assert_eq(op->nregions, nreg);
  cr_assert_null(op->parent);
  return op;
}
static rl_op *mk(const char *name, unsigned nres, unsigned nopnds, rl_value *const *opnds) {
  return mk_full(name, nres, nopnds, opnds, 0, NULL, 0);
}
static rl_op *mk0(const char *name, unsigned nres) { return mk(name, nres, 0, NULL); }
static rl_op *mk1(const char *name, unsigned nres, rl_value *a) { return mk(name, nres, 1, &a); }
static rl_op *mk2(const char *name, unsigned nres, rl_value *a, rl_value *b) {
  rl_value *v[2] = {a, b};
  return mk(name, nres, 2, v);
}

/* A new block appended to region r of op. */
static rl_block *add_block(rl_op *op, unsigned r) {
  rl_block *b = rl_block_create(ctx);
  cr_assert_not_null(b);
  rl_region_append_block(rl_op_region(op, r), b);
  cr_assert_eq(b->parent, rl_op_region(op, r));
  return b;
}

/* A "test.top" op with one region and one block; tracked. */
static rl_op *mk_top(rl_block **body) {
  rl_op *top = mk_full("test.top", 0, 0, NULL, 0, NULL, 1);
  *body = add_block(top, 0);
  track(top);
  return top;
}

/* ---- the invariant ------------------------------------------------------- */

typedef void (*op_visit)(rl_op *op, void *ud);

/* Own recursive walk, independent of rl_op_walk. */
static void visit_all(rl_op *op, op_visit fn, void *ud) {
  fn(op, ud);
  for (unsigned r = 0; r < op->nregions; r++) {
    rl_region *reg = rl_op_region(op, r);
    for (rl_block *b = reg->first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) visit_all(o, fn, ud);
  }
}

struct count_ud {
  rl_value *v;
  unsigned n;
};
static void count_slots(rl_op *op, void *ud) {
  struct count_ud *c = ud;
  for (unsigned i = 0; i < op->noperands; i++)
    if (op->operands[i].value == c->v) c->n++;
}

/* Every use in v's list points back at v and at an operand slot of its
 * owner, prev links are consistent, and the length of the list equals the
 * number of operand slots (in everything tracked) naming v. */
static void check_value(rl_value *v) {
  cr_assert_not_null(v);
  unsigned n = 0;
  rl_use **link = &v->first_use;
  for (rl_use *u = v->first_use; u; u = u->next) {
    cr_assert_eq(u->value, v, "use %u of value does not point back at it", n);
    cr_assert_eq(u->prev, link, "use %u: prev link is not the link that points at it", n);
    cr_assert_eq(*u->prev, u);
    cr_assert_not_null(u->owner, "use %u has no owner", n);
    cr_assert(u >= u->owner->operands && u < u->owner->operands + u->owner->noperands,
              "use %u is not an operand slot of its owner", n);
    link = &u->next;
    n++;
    cr_assert_lt(n, 1000000, "use list has a cycle");
  }
  struct count_ud c = {v, 0};
  for (int i = 0; i < nroots; i++) visit_all(roots[i], count_slots, &c);
  cr_assert_eq(n, c.n, "value has %u uses in its list but %u operand slots name it", n, c.n);
  cr_assert_eq(rl_value_num_uses(v), n);
  cr_assert_eq(rl_value_has_uses(v), n > 0);
}

static void check_op_values(rl_op *op, void *ud) {
  (void)ud;
  for (unsigned i = 0; i < op->nresults; i++) {
    rl_value *v = rl_op_result(op, i);
    cr_assert_eq(rl_value_owner(v), op);
    cr_assert_eq(v->index, i);
    cr_assert_eq(v->is_arg, 0);
    cr_assert_eq(rl_value_defining_op(v), op);
    check_value(v);
  }
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_use *u = &op->operands[i];
    cr_assert_eq(u->owner, op, "operand %u owner", i);
    if (u->value) check_value(u->value);
  }
  for (unsigned r = 0; r < op->nregions; r++) {
    rl_region *reg = rl_op_region(op, r);
    cr_assert_eq(reg->parent, op);
    rl_block *prevb = NULL;
    for (rl_block *b = reg->first; b; b = b->next) {
      cr_assert_eq(b->parent, reg);
      cr_assert_eq(b->prev, prevb);
      prevb = b;
      for (unsigned a = 0; a < b->nargs; a++) {
        rl_value *v = rl_block_arg(b, a);
        cr_assert_eq(rl_value_owner(v), b);
        cr_assert_eq(v->index, a, "block arg %u has index %u", a, v->index);
        cr_assert_eq(v->is_arg, 1);
        check_value(v);
      }
      rl_op *prevo = NULL;
      for (rl_op *o = b->first; o; o = o->next) {
        cr_assert_eq(o->parent, b);
        cr_assert_eq(o->prev, prevo);
        prevo = o;
      }
      cr_assert_eq(b->last, prevo);
    }
    cr_assert_eq(reg->last, prevb);
  }
}

/* Checks every value defined or used in everything tracked. */
static void check_ir(void) {
  for (int i = 0; i < nroots; i++) visit_all(roots[i], check_op_values, NULL);
}

/* Erases a tracked root. */
static void erase_root(rl_op *op) {
  untrack(op);
  rl_op_erase(ctx, op);
  check_ir();
}

/* ---- operands and use lists ---------------------------------------------- */

Test(ir, create_links_uses) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *src = mk0("test.src", 2);
  rl_block_append_op(body, src);
  rl_value *a = rl_op_result(src, 0), *b = rl_op_result(src, 1);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 0);
  rl_op *u1 = mk2("test.add", 1, a, a);
  rl_block_append_op(body, u1);
  rl_op *u2 = mk2("test.add", 1, a, b);
  rl_block_append_op(body, u2);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 3);
  cr_assert_eq(rl_value_num_uses(b), 1);
  cr_assert_eq(rl_op_operand(u2, 1), b);
  cr_assert_eq(rl_value_parent_block(a), body);
  cr_assert_eq(rl_op_parent_op(u1), top);
  cr_assert_null(rl_op_parent_op(top));
  cr_assert_eq(rl_block_parent_op(body), top);
  cr_assert_eq(rl_block_terminator(body), u2);
  erase_root(top);
}

Test(ir, set_operand) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *src = mk0("test.src", 3);
  rl_block_append_op(body, src);
  rl_value *a = rl_op_result(src, 0), *b = rl_op_result(src, 1), *c = rl_op_result(src, 2);
  rl_op *u1 = mk2("test.add", 1, a, a);
  rl_op *u2 = mk2("test.add", 1, a, b);
  rl_op *u3 = mk2("test.add", 1, b, a);
  rl_block_append_op(body, u1);
  rl_block_append_op(body, u2);
  rl_block_append_op(body, u3);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 4);

  /* Remove a use from the middle of a's list. */
  rl_op_set_operand(u2, 0, c);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 3);
  cr_assert_eq(rl_value_num_uses(c), 1);
  cr_assert_eq(rl_op_operand(u2, 0), c);

  /* Setting an operand to the value it already has changes nothing. */
  rl_op_set_operand(u1, 1, a);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 3);

  /* Move every use of a, one at a time, in different orders. */
  rl_op_set_operand(u3, 1, b);
  check_ir();
  rl_op_set_operand(u1, 0, b);
  check_ir();
  rl_op_set_operand(u1, 1, c);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 0);
  cr_assert_null(a->first_use);
  cr_assert_eq(rl_value_num_uses(b), 4);
  cr_assert_eq(rl_value_num_uses(c), 2);

  /* A NULL operand: the slot leaves the use list. */
  rl_op_set_operand(u3, 0, NULL);
  check_ir();
  cr_assert_null(rl_op_operand(u3, 0));
  cr_assert_eq(rl_value_num_uses(b), 3);
  rl_op_set_operand(u3, 0, a);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 1);

  /* An op's own result as its operand (allowed in graph regions). */
  rl_op_set_operand(u3, 1, rl_op_result(u3, 0));
  check_ir();
  cr_assert_eq(rl_value_num_uses(rl_op_result(u3, 0)), 1);
  rl_op_set_operand(u3, 1, b);
  check_ir();
  erase_root(top);
}

Test(ir, set_operands_resizes) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *src = mk0("test.src", 4);
  rl_block_append_op(body, src);
  rl_value *v[4];
  for (int i = 0; i < 4; i++) v[i] = rl_op_result(src, (unsigned)i);
  rl_op *u = mk1("test.use", 0, v[0]);
  rl_block_append_op(body, u);
  check_ir();

  /* Grow well past the inline capacity. */
  enum { N = 40 };
  rl_value *many[N];
  for (int i = 0; i < N; i++) many[i] = v[i % 4];
  rl_op_set_operands(ctx, u, N, many);
  check_ir();
  cr_assert_eq(u->noperands, N);
  cr_assert_geq(u->opcap, N);
  for (int i = 0; i < N; i++) cr_assert_eq(rl_op_operand(u, (unsigned)i), v[i % 4]);
  cr_assert_eq(rl_value_num_uses(v[0]), N / 4);

  /* Shrink. */
  rl_value *few[2] = {v[3], v[2]};
  rl_op_set_operands(ctx, u, 2, few);
  check_ir();
  cr_assert_eq(u->noperands, 2);
  cr_assert_eq(rl_value_num_uses(v[0]), 0);
  cr_assert_eq(rl_value_num_uses(v[3]), 1);

  /* To nothing, and back. */
  rl_op_set_operands(ctx, u, 0, NULL);
  check_ir();
  cr_assert_eq(rl_value_num_uses(v[2]), 0);
  rl_op_set_operands(ctx, u, 3, v);
  check_ir();
  cr_assert_eq(rl_op_operand(u, 2), v[2]);

  /* After a heap grow, RAUW and set_operand still see the moved slots. */
  rl_op_set_operands(ctx, u, N, many);
  check_ir();
  rl_value_replace_all_uses(v[1], v[0]);
  check_ir();
  cr_assert_eq(rl_value_num_uses(v[0]), N / 2);
  rl_op_set_operand(u, N - 1, v[1]);
  check_ir();
  erase_root(top);
}

Test(ir, replace_all_uses) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *src = mk0("test.src", 2);
  rl_block_append_op(body, src);
  rl_value *a = rl_op_result(src, 0), *b = rl_op_result(src, 1);
  rl_op *u1 = mk2("test.add", 1, a, a);
  rl_op *u2 = mk2("test.add", 1, b, a);
  rl_op *nest = mk_full("test.region", 0, 1, &a, 0, NULL, 1);
  rl_block *inner = add_block(nest, 0);
  rl_op *u3 = mk2("test.add", 1, a, rl_op_result(u1, 0));
  rl_block_append_op(inner, u3);
  rl_block_append_op(body, u1);
  rl_block_append_op(body, u2);
  rl_block_append_op(body, nest);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 5);
  cr_assert_eq(rl_value_num_uses(b), 1);

  rl_value_replace_all_uses(a, b);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 0);
  cr_assert_eq(rl_value_num_uses(b), 6);
  cr_assert_eq(rl_op_operand(u3, 0), b);
  cr_assert_eq(rl_op_operand(nest, 0), b);

  /* RAUW of a value with no uses is a no-op. */
  rl_value_replace_all_uses(a, b);
  check_ir();
  cr_assert_eq(rl_value_num_uses(b), 6);

  /* Back onto a value that already has uses, and onto a block argument. */
  rl_value *arg = rl_block_add_arg(ctx, body, i32, rl_loc_unknown(ctx));
  rl_op *u4 = mk1("test.use", 0, arg);
  rl_block_append_op(body, u4);
  rl_value_replace_all_uses(b, arg);
  check_ir();
  cr_assert_eq(rl_value_num_uses(arg), 7);
  rl_value_replace_all_uses(arg, rl_op_result(u2, 0));
  check_ir();
  cr_assert_eq(rl_value_num_uses(arg), 0);
  cr_assert_eq(rl_value_num_uses(rl_op_result(u2, 0)), 7);
  /* u2 now uses its own result; undo before erasing. */
  rl_value_replace_all_uses(rl_op_result(u2, 0), a);
  check_ir();
  erase_root(top);
}

Test(ir, erase_drops_uses) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *src = mk0("test.src", 2);
  rl_block_append_op(body, src);
  rl_value *a = rl_op_result(src, 0), *b = rl_op_result(src, 1);
  rl_op *u1 = mk2("test.add", 1, a, b);
  rl_op *u2 = mk2("test.add", 1, a, a);
  rl_op *u3 = mk2("test.add", 1, b, a);
  rl_block_append_op(body, u1);
  rl_block_append_op(body, u2);
  rl_block_append_op(body, u3);
  check_ir();

  /* Erase the middle one. */
  rl_op_erase(ctx, u2);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 2);
  cr_assert_eq(u1->next, u3);
  cr_assert_eq(u3->prev, u1);
  /* Erase the last and first users. */
  rl_op_erase(ctx, u3);
  check_ir();
  cr_assert_eq(body->last, u1);
  rl_op_erase(ctx, u1);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 0);
  cr_assert_eq(rl_value_num_uses(b), 0);
  cr_assert_eq(body->first, src);
  cr_assert_eq(body->last, src);

  /* Erasing an op with a region drops the uses made inside it, including
   * uses of values defined earlier inside the same region. */
  rl_op *nest = mk_full("test.region", 1, 1, &a, 0, NULL, 2);
  rl_block_append_op(body, nest);
  rl_block *r0 = add_block(nest, 0);
  rl_block *r1 = add_block(nest, 0);
  rl_block *r2 = add_block(nest, 1);
  rl_value *barg = rl_block_add_arg(ctx, r1, i32, rl_loc_unknown(ctx));
  rl_op *i1 = mk2("test.add", 1, a, b);
  rl_block_append_op(r0, i1);
  rl_op *i2 = mk2("test.add", 1, rl_op_result(i1, 0), a);
  rl_block_append_op(r0, i2);
  rl_op *i3 = mk2("test.add", 1, barg, rl_op_result(i2, 0));
  rl_block_append_op(r1, i3);
  rl_op *deep = mk_full("test.region", 0, 1, &b, 0, NULL, 1);
  rl_block_append_op(r2, deep);
  rl_block *dr = add_block(deep, 0);
  rl_block_append_op(dr, mk2("test.add", 1, rl_op_result(i1, 0), b)); /* cross-region use */
  rl_block_append_op(body, mk1("test.use", 0, rl_op_result(nest, 0)));
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 3);
  cr_assert_eq(rl_value_num_uses(b), 3);

  /* The nest's result is still used: drop that user first. */
  rl_op_erase(ctx, body->last);
  check_ir();
  rl_op_erase(ctx, nest);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 0);
  cr_assert_eq(rl_value_num_uses(b), 0);
  cr_assert_eq(body->last, src);

  /* Erase a detached op. */
  rl_op *det = mk2("test.add", 1, a, b);
  cr_assert_eq(rl_value_num_uses(a), 1);
  rl_op_erase(ctx, det);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 0);
  erase_root(top);
}

Test(ir, erase_top_with_internal_chains) {
  /* Erasing an op whose body is a def-use chain (later ops use earlier
   * results, and earlier ops use later ones in a graph-like way) must drop
   * every use before destroying anything. */
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *prev = mk0("test.src", 1);
  rl_block_append_op(body, prev);
  rl_op *first = prev;
  for (int i = 0; i < 100; i++) {
    rl_op *o = mk2("test.add", 1, rl_op_result(prev, 0), rl_op_result(first, 0));
    rl_block_append_op(body, o);
    prev = o;
  }
  /* A backward use: the first op uses the last op's result. */
  rl_op *cyc = mk1("test.use", 0, rl_op_result(prev, 0));
  rl_op_insert_before(first, cyc);
  check_ir();
  cr_assert_eq(rl_value_num_uses(rl_op_result(first, 0)), 101);
  erase_root(top);
}

Test(ir, remove_and_append_moves) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *nest = mk_full("test.region", 0, 0, NULL, 0, NULL, 1);
  rl_block *other = add_block(nest, 0);
  rl_op *src = mk0("test.src", 1);
  rl_block_append_op(body, src);
  rl_value *a = rl_op_result(src, 0);
  rl_op *u1 = mk2("test.add", 1, a, a);
  rl_op *u2 = mk1("test.use", 0, rl_op_result(u1, 0));
  rl_block_append_op(body, u1);
  rl_block_append_op(body, u2);
  rl_block_append_op(body, nest);
  check_ir();

  rl_op_remove(u1);
  cr_assert_null(u1->parent);
  cr_assert_eq(src->next, u2);
  cr_assert_eq(u2->prev, src);
  /* A removed op keeps its uses and its results' uses. */
  track(u1);
  check_ir();
  cr_assert_eq(rl_value_num_uses(a), 2);
  cr_assert_eq(rl_value_num_uses(rl_op_result(u1, 0)), 1);
  untrack(u1);

  rl_block_append_op(other, u1);
  check_ir();
  cr_assert_eq(u1->parent, other);
  cr_assert_eq(other->first, u1);
  cr_assert_eq(other->last, u1);
  cr_assert_eq(rl_op_parent_op(u1), nest);
  cr_assert_eq(rl_value_parent_block(rl_op_result(u1, 0)), other);
  cr_assert(rl_op_is_ancestor(nest, u1));
  cr_assert(rl_op_is_ancestor(top, u1));
  cr_assert_not(rl_op_is_ancestor(u1, nest));
  cr_assert_eq(rl_block_find_ancestor_op(body, u1), nest);
  cr_assert_eq(rl_block_find_ancestor_op(other, u1), u1);
  cr_assert_null(rl_block_find_ancestor_op(other, u2));

  /* Move back before u2 with move_before. */
  rl_op_move_before(u2, u1);
  check_ir();
  cr_assert_eq(u1->parent, body);
  cr_assert_null(other->first);
  cr_assert_null(other->last);
  cr_assert_eq(u1->next, u2);
  cr_assert_eq(src->next, u1);
  cr_assert(rl_op_is_before_in_block(u1, u2));
  erase_root(top);
}

/* ---- clone --------------------------------------------------------------- */

Test(ir, clone_remaps_nested_values) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *src = mk0("test.src", 2);
  rl_block_append_op(body, src);
  rl_value *x = rl_op_result(src, 0), *y = rl_op_result(src, 1);

  /* op = "test.region"(%x) ({ ^e(%arg): %i = add(%x, %arg); br(%i) [^n]
   *                           ^n: use(%i, %y) }) {tag} */
  rl_op *op = mk_full("test.region", 2, 1, &x, 0, NULL, 1);
  rl_op_set_attr(ctx, op, rl_ident_cstr(ctx, "tag"), rl_attr_integer(ctx, i32, 7));
  rl_block_append_op(body, op);
  rl_block *e = add_block(op, 0);
  rl_block *n = add_block(op, 0);
  rl_value *arg = rl_block_add_arg(ctx, e, i32, rl_loc_unknown(ctx));
  rl_op *inner = mk2("test.add", 1, x, arg);
  rl_block_append_op(e, inner);
  rl_value *iv = rl_op_result(inner, 0);
  rl_op *br = mk_full("test.br", 0, 1, &iv, 1, &n, 0);
  rl_block_append_op(e, br);
  rl_op *use = mk2("test.use", 0, iv, y);
  rl_block_append_op(n, use);
  check_ir();
  cr_assert_eq(rl_value_num_uses(x), 2);
  cr_assert_eq(rl_value_num_uses(y), 1);

  rl_op *cl = rl_op_clone(ctx, op);
  cr_assert_not_null(cl);
  cr_assert_neq(cl, op);
  cr_assert_null(cl->parent);
  track(cl);
  check_ir();

  /* Same shape, same name and attributes. */
  cr_assert_eq(cl->info, op->info);
  cr_assert_eq(cl->nresults, 2);
  cr_assert_eq(cl->noperands, 1);
  cr_assert_eq(cl->nregions, 1);
  cr_assert_eq(cl->attrs, op->attrs);
  cr_assert_eq(rl_op_get_attr(cl, rl_ident_cstr(ctx, "tag")), rl_attr_integer(ctx, i32, 7));
  cr_assert_eq(rl_op_result(cl, 1)->type, i32);
  cr_assert_neq(rl_op_result(cl, 0), rl_op_result(op, 0));
  cr_assert_eq(rl_value_num_uses(rl_op_result(cl, 0)), 0);

  /* Outer values: the same values, with more uses. */
  cr_assert_eq(rl_op_operand(cl, 0), x);
  cr_assert_eq(rl_value_num_uses(x), 4);
  cr_assert_eq(rl_value_num_uses(y), 2);

  /* Nested values and blocks: the clone's own. */
  rl_region *cr = rl_op_region(cl, 0);
  rl_block *ce = cr->first;
  cr_assert_not_null(ce);
  cr_assert_neq(ce, e);
  rl_block *cn = ce->next;
  cr_assert_not_null(cn);
  cr_assert_neq(cn, n);
  cr_assert_null(cn->next);
  cr_assert_eq(ce->nargs, 1);
  rl_value *carg = rl_block_arg(ce, 0);
  cr_assert_neq(carg, arg);
  rl_op *cinner = ce->first;
  cr_assert_neq(cinner, inner);
  cr_assert_eq(rl_op_operand(cinner, 0), x);
  cr_assert_eq(rl_op_operand(cinner, 1), carg, "block argument not remapped");
  rl_op *cbr = cinner->next;
  cr_assert_eq(rl_op_operand(cbr, 0), rl_op_result(cinner, 0), "nested result not remapped");
  cr_assert_eq(rl_op_succ(cbr, 0), cn, "successor not remapped to the cloned block");
  rl_op *cuse = cn->first;
  cr_assert_eq(rl_op_operand(cuse, 0), rl_op_result(cinner, 0),
               "use in a later block not remapped");
  cr_assert_eq(rl_op_operand(cuse, 1), y);
  /* The original is untouched. */
  cr_assert_eq(rl_op_operand(use, 0), iv);
  cr_assert_eq(rl_op_succ(br, 0), n);
  cr_assert_eq(rl_value_num_uses(iv), 2);
  cr_assert_eq(rl_block_num_preds(n), 1);
  cr_assert_eq(rl_block_num_preds(cn), 1);
  cr_assert_eq(rl_block_single_pred(cn), ce);

  /* Erasing the original leaves the clone intact, and back. */
  rl_op_erase(ctx, op);
  check_ir();
  cr_assert_eq(rl_value_num_uses(x), 2);
  rl_block_append_op(body, cl);
  untrack(cl);
  check_ir();
  erase_root(top);
  cr_assert_eq(nroots, 0);
}

Test(ir, clone_uses_before_defs_in_region) {
  /* A use that precedes its definition in block order (a later block's value
   * used in an earlier-listed block, as CFGs allow) is still remapped. */
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *op = mk_full("test.region", 0, 0, NULL, 0, NULL, 1);
  rl_block_append_op(body, op);
  rl_block *b0 = add_block(op, 0);
  rl_block *b1 = add_block(op, 0);
  rl_block *b2 = add_block(op, 0);
  rl_op *br0 = mk_full("test.br", 0, 0, NULL, 1, &b2, 0);
  rl_block_append_op(b0, br0);
  rl_op *def = mk0("test.def", 1);
  rl_op *use = mk1("test.use", 0, rl_op_result(def, 0));
  rl_block_append_op(b1, use); /* b1 listed before b2, which defines */
  rl_block_append_op(b2, def);
  rl_block_append_op(b2, mk_full("test.br", 0, 0, NULL, 1, &b1, 0));
  check_ir();
  rl_op *cl = rl_op_clone(ctx, op);
  track(cl);
  check_ir();
  rl_block *cb1 = rl_op_region(cl, 0)->first->next;
  rl_block *cb2 = cb1->next;
  cr_assert_eq(rl_op_operand(cb1->first, 0), rl_op_result(cb2->first, 0));
  cr_assert_eq(rl_value_num_uses(rl_op_result(def, 0)), 1);
  erase_root(cl);
  erase_root(top);
}

/* ---- block arguments ----------------------------------------------------- */

Test(ir, block_args_add_erase) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_type *f32 = rl_type_float(ctx, RL_F32);
  rl_value *args[20];
  for (unsigned i = 0; i < 20; i++) {
    args[i] = rl_block_add_arg(ctx, body, i % 2 ? f32 : i32, rl_loc_unknown(ctx));
    cr_assert_eq(args[i]->index, i);
    cr_assert_eq(rl_block_arg(body, i), args[i]);
    cr_assert(args[i]->is_arg);
    cr_assert_eq(rl_value_owner_block(args[i]), body);
    cr_assert_null(rl_value_defining_op(args[i]));
    cr_assert_eq(rl_value_parent_block(args[i]), body);
  }
  cr_assert_eq(body->nargs, 20);
  cr_assert_eq(args[3]->type, f32);
  /* Uses of args that survive the erasures. */
  rl_op *u = mk2("test.add", 1, args[5], args[19]);
  rl_block_append_op(body, u);
  check_ir();

  rl_block_erase_arg(ctx, body, 0); /* first */
  check_ir();
  cr_assert_eq(body->nargs, 19);
  cr_assert_eq(rl_block_arg(body, 0), args[1]);
  cr_assert_eq(args[5]->index, 4);
  rl_block_erase_arg(ctx, body, 17); /* args[18], next to the used last one */
  cr_assert_eq(body->nargs, 18);
  check_ir();
  cr_assert_eq(rl_block_arg(body, 17), args[19]);
  cr_assert_eq(args[19]->index, 17);
  rl_block_erase_arg(ctx, body, 7); /* middle: args[8] */
  check_ir();
  cr_assert_eq(rl_block_arg(body, 7), args[9]);
  cr_assert_eq(rl_op_operand(u, 0), args[5]);
  cr_assert_eq(rl_op_operand(u, 1), args[19]);
  cr_assert_eq(rl_value_num_uses(args[5]), 1);
  /* Add after erasing. */
  rl_value *n = rl_block_add_arg(ctx, body, i32, rl_loc_unknown(ctx));
  cr_assert_eq(n->index, 17);
  check_ir();
  erase_root(top);
}

/* ---- successors and predecessors ----------------------------------------- */

Test(ir, successors_and_preds) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *fn = mk_full("test.func", 0, 0, NULL, 0, NULL, 1);
  rl_block_append_op(body, fn);
  rl_block *b0 = add_block(fn, 0);
  rl_block *b1 = add_block(fn, 0);
  rl_block *b2 = add_block(fn, 0);
  rl_block *b3 = add_block(fn, 0);
  rl_op *c = mk0("test.cond", 1);
  rl_block_append_op(b0, c);
  rl_value *cv = rl_op_result(c, 0);
  rl_block *s01[2] = {b1, b2};
  rl_op *t0 = mk_full("test.cond_br", 0, 1, &cv, 2, s01, 0);
  rl_block_append_op(b0, t0);
  rl_op *t1 = mk_full("test.br", 0, 0, NULL, 1, &b3, 0);
  rl_block_append_op(b1, t1);
  rl_op *t2 = mk_full("test.br", 0, 0, NULL, 1, &b3, 0);
  rl_block_append_op(b2, t2);
  rl_block_append_op(b3, mk0("test.return", 0));
  check_ir();

  cr_assert_eq(rl_op_succ(t0, 0), b1);
  cr_assert_eq(rl_op_succ(t0, 1), b2);
  cr_assert_eq(rl_block_num_preds(b0), 0);
  cr_assert_null(rl_block_single_pred(b0));
  cr_assert_eq(rl_block_num_preds(b1), 1);
  cr_assert_eq(rl_block_single_pred(b1), b0);
  cr_assert_eq(rl_block_unique_pred(b1), b0);
  cr_assert_eq(rl_block_num_preds(b3), 2);
  cr_assert_null(rl_block_single_pred(b3));
  cr_assert_null(rl_block_unique_pred(b3));
  cr_assert_null(rl_block_unique_pred(b0));
  cr_assert(rl_block_is_entry(b0));
  cr_assert_not(rl_block_is_entry(b1));
  cr_assert_eq(rl_block_terminator(b0), t0);
  /* The pred list's slots point back at this block and at their owner. */
  unsigned n = 0;
  for (rl_succ *s = b3->first_pred; s; s = s->next, n++) {
    cr_assert_eq(s->block, b3);
    cr_assert_eq(*s->prev, s);
    cr_assert(s->owner == t1 || s->owner == t2);
  }
  cr_assert_eq(n, 2);

  /* Retarget: both edges of the cond_br to b1 (two edges, one pred block):
   * not a single predecessor, but a unique one, as in MLIR. */
  rl_op_set_succ(t0, 1, b1);
  cr_assert_eq(rl_block_num_preds(b1), 2);
  cr_assert_null(rl_block_single_pred(b1));
  cr_assert_eq(rl_block_unique_pred(b1), b0);
  cr_assert_eq(rl_block_num_preds(b2), 0);
  cr_assert_null(rl_block_single_pred(b2));
  /* b2 -> b3 still counts, b1 -> b3 too. */
  rl_op_set_succ(t2, 0, b1);
  cr_assert_eq(rl_block_num_preds(b3), 1);
  cr_assert_eq(rl_block_single_pred(b3), b1);
  cr_assert_eq(rl_block_num_preds(b1), 3);
  cr_assert_null(rl_block_single_pred(b1));
  cr_assert_null(rl_block_unique_pred(b1)); /* from b0 and b2 */
  /* A self-loop. */
  rl_op_set_succ(t1, 0, b1);
  cr_assert_eq(rl_block_num_preds(b1), 4);
  cr_assert_eq(rl_block_num_preds(b3), 0);

  /* Erasing a terminator drops its edges. */
  rl_op_erase(ctx, t2);
  cr_assert_eq(rl_block_num_preds(b1), 3);
  rl_op_erase(ctx, t1);
  cr_assert_eq(rl_block_num_preds(b1), 2);
  cr_assert_eq(rl_block_unique_pred(b1), b0);
  /* Moving a branch to another block changes where its edges come from. */
  rl_op_remove(t0);
  rl_block_append_op(b2, t0);
  cr_assert_eq(rl_block_unique_pred(b1), b2);
  /* Back to one edge: single again. */
  rl_op_set_succ(t0, 0, b3);
  cr_assert_eq(rl_block_single_pred(b1), b2);
  cr_assert_eq(rl_block_single_pred(b3), b2);
  check_ir();
  erase_root(top);
}

Test(ir, block_insert_remove) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_region *r = rl_op_region(top, 0);
  rl_block *b1 = rl_block_create(ctx);
  rl_block *b0 = rl_block_create(ctx);
  rl_region_append_block(r, b1);
  rl_region_insert_block_before(r, b1, b0);
  cr_assert_eq(r->first, body);
  cr_assert_eq(body->next, b0);
  cr_assert_eq(b0->next, b1);
  cr_assert_eq(r->last, b1);
  rl_block_remove(b0);
  cr_assert_null(b0->parent);
  cr_assert_eq(body->next, b1);
  cr_assert_eq(b1->prev, body);
  rl_region_insert_block_before(r, body, b0);
  cr_assert_eq(r->first, b0);
  cr_assert(rl_block_is_entry(b0));
  cr_assert_null(b0->prev);
  check_ir();
  /* take_body moves all blocks. */
  rl_op *other = mk_full("test.region", 0, 0, NULL, 0, NULL, 1);
  track(other);
  rl_block_append_op(b1, mk0("test.x", 1));
  rl_region_take_body(rl_op_region(other, 0), r);
  cr_assert_null(r->first);
  cr_assert_null(r->last);
  cr_assert_eq(rl_op_region(other, 0)->first, b0);
  cr_assert_eq(b1->parent, rl_op_region(other, 0));
  cr_assert_eq(rl_op_parent_op(b1->first), other);
  check_ir();
  rl_region_clear(ctx, rl_op_region(other, 0));
  cr_assert_null(rl_op_region(other, 0)->first);
  check_ir();
  erase_root(other);
  erase_root(top);
}

/* ---- walks ----------------------------------------------------------------- */

struct walk_log {
  const char *seen[64];
  int n;
  int stop_at; /* stop after this many visits (0: never) */
};

static bool log_op(rl_op *op, void *ud) {
  struct walk_log *l = ud;
  cr_assert_lt(l->n, 64);
  l->seen[l->n++] = op->info->name->str;
  return !(l->stop_at && l->n >= l->stop_at);
}

/* a { b { c }  d } e, all under top */
static rl_op *mk_walk_tree(void) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *a = mk_full("t.a", 0, 0, NULL, 0, NULL, 2);
  rl_block_append_op(body, a);
  rl_block *ab = add_block(a, 0);
  rl_op *b = mk_full("t.b", 0, 0, NULL, 0, NULL, 1);
  rl_block_append_op(ab, b);
  rl_block_append_op(add_block(b, 0), mk0("t.c", 0));
  rl_block *ab2 = add_block(a, 1);
  rl_block_append_op(ab2, mk0("t.d", 0));
  rl_block_append_op(body, mk0("t.e", 0));
  return top;
}

static void expect_seq(struct walk_log *l, const char *const *want, int n) {
  cr_assert_eq(l->n, n, "visited %d ops, want %d", l->n, n);
  for (int i = 0; i < n; i++) cr_assert_str_eq(l->seen[i], want[i], "visit %d", i);
}

Test(ir, walk_pre_order) {
  rl_op *top = mk_walk_tree();
  struct walk_log l = {{0}, 0, 0};
  cr_assert(rl_op_walk(top, false, log_op, &l));
  const char *want[] = {"test.top", "t.a", "t.b", "t.c", "t.d", "t.e"};
  expect_seq(&l, want, 6);
  erase_root(top);
}

Test(ir, walk_post_order) {
  rl_op *top = mk_walk_tree();
  struct walk_log l = {{0}, 0, 0};
  cr_assert(rl_op_walk(top, true, log_op, &l));
  const char *want[] = {"t.c", "t.b", "t.d", "t.a", "t.e", "test.top"};
  expect_seq(&l, want, 6);
  erase_root(top);
}

Test(ir, walk_early_stop) {
  rl_op *top = mk_walk_tree();
  struct walk_log l = {{0}, 0, 3};
  cr_assert_not(rl_op_walk(top, false, log_op, &l));
  const char *want[] = {"test.top", "t.a", "t.b"};
  expect_seq(&l, want, 3);
  struct walk_log p = {{0}, 0, 4};
  cr_assert_not(rl_op_walk(top, true, log_op, &p));
  const char *wantp[] = {"t.c", "t.b", "t.d", "t.a"};
  expect_seq(&p, wantp, 4);
  /* Stopping at the very first op. */
  struct walk_log f = {{0}, 0, 1};
  cr_assert_not(rl_op_walk(top, false, log_op, &f));
  cr_assert_eq(f.n, 1);
  erase_root(top);
}

static bool erase_leaves(rl_op *op, void *ud) {
  int *count = ud;
  if (op->info->name->str[0] == 't' && op->info->name->str[1] == '.' && op->nregions == 0) {
    rl_op_erase(ctx, op);
    (*count)++;
  }
  return true;
}

Test(ir, walk_post_order_may_erase) {
  rl_op *top = mk_walk_tree();
  int count = 0;
  cr_assert(rl_op_walk(top, true, erase_leaves, &count));
  cr_assert_eq(count, 3); /* c, d, e */
  check_ir();
  struct walk_log l = {{0}, 0, 0};
  rl_op_walk(top, false, log_op, &l);
  const char *want[] = {"test.top", "t.a", "t.b"};
  expect_seq(&l, want, 3);
  erase_root(top);
}

/* ---- order within a block ------------------------------------------------ */

Test(ir, is_before_in_block) {
  rl_block *body;
  rl_op *top = mk_top(&body);
  enum { N = 50 };
  rl_op *ops[N];
  for (int i = 0; i < N; i++) {
    ops[i] = mk0("test.x", 0);
    rl_block_append_op(body, ops[i]);
  }
  for (int i = 0; i < N; i += 7)
    for (int j = 0; j < N; j += 5)
      cr_assert_eq(rl_op_is_before_in_block(ops[i], ops[j]), i < j, "%d before %d", i, j);
  cr_assert_not(rl_op_is_before_in_block(ops[3], ops[3]));

  /* Insert many ops at one spot (exhausts any gaps in order numbers). */
  rl_op *pos = ops[10];
  rl_op *ins[40];
  for (int i = 0; i < 40; i++) {
    ins[i] = mk0("test.y", 0);
    rl_op_insert_before(pos, ins[i]); /* each lands right before ops[10] */
  }
  for (int i = 0; i < 40; i++) {
    cr_assert(rl_op_is_before_in_block(ops[9], ins[i]));
    cr_assert(rl_op_is_before_in_block(ins[i], ops[10]));
    if (i > 0) cr_assert(rl_op_is_before_in_block(ins[i - 1], ins[i]), "ins %d", i);
  }
  /* insert_after. */
  rl_op *after = mk0("test.z", 0);
  rl_op_insert_after(ops[20], after);
  cr_assert(rl_op_is_before_in_block(ops[20], after));
  cr_assert(rl_op_is_before_in_block(after, ops[21]));
  rl_op *last = mk0("test.z", 0);
  rl_op_insert_after(ops[N - 1], last);
  cr_assert_eq(body->last, last);
  cr_assert(rl_op_is_before_in_block(ops[N - 1], last));
  cr_assert_not(rl_op_is_before_in_block(last, ops[0]));

  /* Moves: the last to the front, the first to the end. */
  rl_op_move_before(ops[0], last);
  cr_assert_eq(body->first, last);
  cr_assert(rl_op_is_before_in_block(last, ops[0]));
  cr_assert(rl_op_is_before_in_block(last, ins[0]));
  rl_op_remove(ops[0]);
  rl_block_append_op(body, ops[0]);
  cr_assert(rl_op_is_before_in_block(ops[N - 1], ops[0]));
  cr_assert(rl_op_is_before_in_block(ops[1], ops[0]));
  cr_assert_not(rl_op_is_before_in_block(ops[0], ops[1]));
  /* Swap two neighbours. */
  rl_op_move_before(ops[30], ops[31]);
  cr_assert(rl_op_is_before_in_block(ops[31], ops[30]));
  cr_assert(rl_op_is_before_in_block(ops[29], ops[31]));
  /* After erasing ops, order queries still hold. */
  rl_op_erase(ctx, ops[25]);
  rl_op_erase(ctx, ins[20]);
  cr_assert(rl_op_is_before_in_block(ops[24], ops[26]));
  cr_assert(rl_op_is_before_in_block(ins[19], ins[21]));

  /* Cross-check every pair against list position. */
  int idx = 0;
  for (rl_op *o = body->first; o; o = o->next) o->scratch = (uint32_t)idx++;
  for (rl_op *a = body->first; a; a = a->next)
    for (rl_op *b = body->first; b; b = b->next)
      cr_assert_eq(rl_op_is_before_in_block(a, b), a->scratch < b->scratch);
  check_ir();
  erase_root(top);
}

Test(ir, attrs_on_ops) {
  rl_op *op = mk0("test.x", 1);
  track(op);
  rl_ident *a = rl_ident_cstr(ctx, "a"), *b = rl_ident_cstr(ctx, "b");
  cr_assert_null(rl_op_get_attr(op, a));
  rl_op_set_attr(ctx, op, b, rl_attr_unit(ctx));
  rl_op_set_attr(ctx, op, a, rl_attr_bool(ctx, true));
  cr_assert_eq(rl_op_get_attr(op, a), rl_attr_bool(ctx, true));
  cr_assert_eq(rl_op_get_attr(op, b), rl_attr_unit(ctx));
  cr_assert_eq(rl_attr_dict_size(op->attrs), 2);
  rl_op_set_attr(ctx, op, a, NULL);
  cr_assert_null(rl_op_get_attr(op, a));
  cr_assert_eq(rl_op_get_attr(op, b), rl_attr_unit(ctx));
  cr_assert_not_null(op->loc);
  erase_root(op);
}

Test(ir, opinfo_ids) {
  rl_opinfo *a = info("test.foo");
  rl_opinfo *b = rl_opinfo_get(ctx, "test.foo", 8);
  rl_opinfo *c = info("test.bar");
  cr_assert_eq(a, b);
  cr_assert_neq(a, c);
  cr_assert_neq(a->id, c->id);
  cr_assert_not(a->registered);
  cr_assert_str_eq(a->name->str, "test.foo");
  cr_assert_str_eq(a->dialect->str, "test");
  cr_assert_eq(a->name, rl_ident_cstr(ctx, "test.foo"));
  cr_assert(rl_context_allows_unregistered(ctx));
}

Test(ir, many_ops_slab_reuse) {
  /* Create and erase many ops of several shapes; the IR stays consistent. */
  rl_block *body;
  rl_op *top = mk_top(&body);
  rl_op *src = mk0("test.src", 3);
  rl_block_append_op(body, src);
  for (int round = 0; round < 5; round++) {
    for (int i = 0; i < 300; i++) {
      rl_value *v[3] = {rl_op_result(src, (unsigned)(i % 3)), rl_op_result(src, 0),
                        rl_op_result(src, (unsigned)((i + 1) % 3))};
      rl_op *o = mk("test.op", (unsigned)(i % 4), (unsigned)(i % 4), v);
      rl_block_append_op(body, o);
    }
    for (rl_op *o = src->next; o;) {
      rl_op *next = o->next;
      if (((uintptr_t)o >> 4) % 2 == (unsigned)(round % 2)) rl_op_erase(ctx, o);
      o = next;
    }
    check_ir();
  }
  erase_root(top);
}
