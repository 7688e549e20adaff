/* Unit tests of dominance: dominator trees of hand-built CFGs (diamond, loop,
 * unreachable block, self-loop, and random graphs checked against a brute
 * force), value dominance within a block, across blocks and into nested
 * regions, and the verifier rejecting uses that are not dominated. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "attrs.h"
#include "context.h"
#include "diag.h"
#include "ir.h"
#include "types.h"
#include "verify.h"

static rl_context *ctx;
static rl_type *i32;

/* Diagnostics are collected, not printed. */
static unsigned nerrors;
static char last_msg[512];

static void collect(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)ud;
  if (d->sev == RL_ERROR) {
    nerrors++;
    snprintf(last_msg, sizeof last_msg, "%s", d->msg ? d->msg : "");
  }
}

static void setup(void) {
  ctx = rl_context_create();
  rl_context_allow_unregistered(ctx, true);
  rl_context_set_diag_handler(ctx, collect, NULL);
  i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  nerrors = 0;
  last_msg[0] = '\0';
}
static void teardown(void) {
  rl_context_destroy(ctx);
  ctx = NULL;
}

TestSuite(dominance, .init = setup, .fini = teardown);

/* ---- building ------------------------------------------------------------ */

static rl_op *mk_full(const char *name, unsigned nres, unsigned nopnds, rl_value *const *opnds,
                      unsigned nsuccs, rl_block *const *succs, unsigned nreg) {
  rl_type *types[4] = {i32, i32, i32, i32};
  cr_assert_leq(nres, 4);
  rl_op_state st;
  memset(&st, 0, sizeof st);
  st.info = rl_opinfo_get_cstr(ctx, name);
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
  return op;
}

/* An unregistered function-like op with one region of n empty blocks. */
static rl_op *mk_func(unsigned n, rl_block **blocks) {
  rl_op *f = mk_full("test.func", 0, 0, NULL, 0, NULL, 1);
  for (unsigned i = 0; i < n; i++) {
    blocks[i] = rl_block_create(ctx);
    rl_region_append_block(rl_op_region(f, 0), blocks[i]);
  }
  return f;
}

/* Appends a branch from b to the given successors. */
static rl_op *br(rl_block *b, unsigned n, rl_block *const *succs) {
  rl_op *t = mk_full(n == 1 ? "test.br" : "test.cond_br", 0, 0, NULL, n, succs, 0);
  rl_block_append_op(b, t);
  return t;
}
static void br1(rl_block *b, rl_block *s) { br(b, 1, &s); }
static void br2(rl_block *b, rl_block *s0, rl_block *s1) {
  rl_block *s[2] = {s0, s1};
  br(b, 2, s);
}
static void ret(rl_block *b) { rl_block_append_op(b, mk_full("test.return", 0, 0, NULL, 0, NULL, 0)); }

/* An op appended to block b. */
static rl_op *def(rl_block *b) {
  rl_op *o = mk_full("test.def", 1, 0, NULL, 0, NULL, 0);
  rl_block_append_op(b, o);
  return o;
}
static rl_op *use(rl_block *b, rl_value *v) {
  rl_op *o = mk_full("test.use", 0, 1, &v, 0, NULL, 0);
  rl_block_append_op(b, o);
  return o;
}
static rl_op *use_before(rl_op *pos, rl_value *v) {
  rl_op *o = mk_full("test.use", 0, 1, &v, 0, NULL, 0);
  rl_op_insert_before(pos, o);
  return o;
}

/* ---- dominator trees ----------------------------------------------------- */

/* Brute force: a dominates b iff a == b, or b cannot be reached from the
 * entry without passing a (unreachable blocks are dominated by everything). */
#define MAXB 16
static rl_block *bf_blocks[MAXB];
static unsigned bf_n;

static int bf_index(rl_block *b) {
  for (unsigned i = 0; i < bf_n; i++)
    if (bf_blocks[i] == b) return (int)i;
  return -1;
}

static void bf_reach(unsigned from, int banned, bool *seen) {
  if ((int)from == banned || seen[from]) return;
  seen[from] = true;
  rl_op *t = rl_block_terminator(bf_blocks[from]);
  if (!t) return;
  for (unsigned s = 0; s < t->nsuccs; s++) {
    int j = bf_index(rl_op_succ(t, s));
    cr_assert_geq(j, 0);
    bf_reach((unsigned)j, banned, seen);
  }
}

static bool bf_dominates(unsigned a, unsigned b) {
  if (a == b) return true;
  bool reach[MAXB] = {false};
  bf_reach(0, -1, reach);
  if (!reach[b]) return true;
  bool seen[MAXB] = {false};
  bf_reach(0, (int)a, seen);
  return !seen[b];
}

static int bf_idom(unsigned b) {
  bool reach[MAXB] = {false};
  bf_reach(0, -1, reach);
  if (b == 0 || !reach[b]) return -1;
  for (unsigned d = 0; d < bf_n; d++) {
    if (d == b || !reach[d] || !bf_dominates(d, b)) continue;
    bool all = true; /* every strict dominator of b dominates d */
    for (unsigned e = 0; e < bf_n && all; e++)
      if (e != b && reach[e] && bf_dominates(e, b) && !bf_dominates(e, d)) all = false;
    if (all) return (int)d;
  }
  cr_assert_fail("no idom found for block %u", b);
  return -1;
}

static void check_against_brute_force(rl_op *f, unsigned n, rl_block **blocks) {
  bf_n = n;
  for (unsigned i = 0; i < n; i++) bf_blocks[i] = blocks[i];
  rl_domtree *t = rl_domtree_build(rl_op_region(f, 0));
  cr_assert_not_null(t);
  for (unsigned a = 0; a < n; a++) {
    for (unsigned b = 0; b < n; b++)
      cr_assert_eq(rl_domtree_dominates(t, blocks[a], blocks[b]), bf_dominates(a, b),
                   "dominates(bb%u, bb%u) should be %d", a, b, bf_dominates(a, b));
    int want = bf_idom(a);
    rl_block *got = rl_domtree_idom(t, blocks[a]);
    cr_assert_eq(got, want < 0 ? NULL : blocks[want], "idom(bb%u): got bb%d, want bb%d", a,
                 got ? bf_index(got) : -1, want);
  }
  rl_domtree_destroy(t);
}

Test(dominance, diamond) {
  rl_block *b[4];
  rl_op *f = mk_func(4, b);
  br2(b[0], b[1], b[2]);
  br1(b[1], b[3]);
  br1(b[2], b[3]);
  ret(b[3]);
  rl_domtree *t = rl_domtree_build(rl_op_region(f, 0));
  for (int i = 0; i < 4; i++) {
    cr_assert(rl_domtree_dominates(t, b[0], b[i]));
    cr_assert(rl_domtree_dominates(t, b[i], b[i]), "a block dominates itself");
  }
  cr_assert_not(rl_domtree_dominates(t, b[1], b[3]));
  cr_assert_not(rl_domtree_dominates(t, b[2], b[3]));
  cr_assert_not(rl_domtree_dominates(t, b[1], b[2]));
  cr_assert_not(rl_domtree_dominates(t, b[3], b[0]));
  cr_assert_null(rl_domtree_idom(t, b[0]));
  cr_assert_eq(rl_domtree_idom(t, b[1]), b[0]);
  cr_assert_eq(rl_domtree_idom(t, b[2]), b[0]);
  cr_assert_eq(rl_domtree_idom(t, b[3]), b[0]);
  rl_domtree_destroy(t);
  check_against_brute_force(f, 4, b);
  rl_op_erase(ctx, f);
}

Test(dominance, loop) {
  /* bb0 -> bb1; bb1 -> bb2 | bb3; bb2 -> bb1 (back edge); bb3 exit. */
  rl_block *b[4];
  rl_op *f = mk_func(4, b);
  br1(b[0], b[1]);
  br2(b[1], b[2], b[3]);
  br1(b[2], b[1]);
  ret(b[3]);
  rl_domtree *t = rl_domtree_build(rl_op_region(f, 0));
  cr_assert_eq(rl_domtree_idom(t, b[1]), b[0]);
  cr_assert_eq(rl_domtree_idom(t, b[2]), b[1]);
  cr_assert_eq(rl_domtree_idom(t, b[3]), b[1]);
  cr_assert(rl_domtree_dominates(t, b[1], b[2]));
  cr_assert(rl_domtree_dominates(t, b[1], b[3]));
  cr_assert_not(rl_domtree_dominates(t, b[2], b[1]));
  cr_assert_not(rl_domtree_dominates(t, b[2], b[3]));
  rl_domtree_destroy(t);
  check_against_brute_force(f, 4, b);
  rl_op_erase(ctx, f);
}

Test(dominance, unreachable_block) {
  /* bb0 -> bb1 -> bb3; bb2 (no preds) -> bb1. */
  rl_block *b[4];
  rl_op *f = mk_func(4, b);
  br1(b[0], b[1]);
  br1(b[1], b[3]);
  br1(b[2], b[1]);
  ret(b[3]);
  rl_domtree *t = rl_domtree_build(rl_op_region(f, 0));
  cr_assert_null(rl_domtree_idom(t, b[2]));
  /* The edge from the unreachable block does not count. */
  cr_assert_eq(rl_domtree_idom(t, b[1]), b[0]);
  cr_assert_eq(rl_domtree_idom(t, b[3]), b[1]);
  /* An unreachable block is dominated by every block... */
  cr_assert(rl_domtree_dominates(t, b[1], b[2]));
  cr_assert(rl_domtree_dominates(t, b[3], b[2]));
  cr_assert(rl_domtree_dominates(t, b[0], b[2]));
  /* ...but dominates no reachable block. */
  cr_assert_not(rl_domtree_dominates(t, b[2], b[1]));
  cr_assert_not(rl_domtree_dominates(t, b[2], b[0]));
  rl_domtree_destroy(t);
  check_against_brute_force(f, 4, b);
  rl_op_erase(ctx, f);
}

Test(dominance, self_loop) {
  /* bb0 -> bb1; bb1 -> bb1 | bb2. */
  rl_block *b[3];
  rl_op *f = mk_func(3, b);
  br1(b[0], b[1]);
  br2(b[1], b[1], b[2]);
  ret(b[2]);
  rl_domtree *t = rl_domtree_build(rl_op_region(f, 0));
  cr_assert_eq(rl_domtree_idom(t, b[1]), b[0]);
  cr_assert_eq(rl_domtree_idom(t, b[2]), b[1]);
  cr_assert(rl_domtree_dominates(t, b[1], b[1]));
  cr_assert_not(rl_domtree_dominates(t, b[2], b[1]));
  rl_domtree_destroy(t);
  check_against_brute_force(f, 3, b);
  rl_op_erase(ctx, f);
}

Test(dominance, entry_self_loop_and_single_block) {
  /* The entry branching to itself, and a one-block region. */
  rl_block *b[2];
  rl_op *f = mk_func(2, b);
  br2(b[0], b[0], b[1]);
  ret(b[1]);
  check_against_brute_force(f, 2, b);
  rl_op_erase(ctx, f);
  rl_block *one[1];
  rl_op *g = mk_func(1, one);
  ret(one[0]);
  rl_domtree *t = rl_domtree_build(rl_op_region(g, 0));
  cr_assert(rl_domtree_dominates(t, one[0], one[0]));
  cr_assert_null(rl_domtree_idom(t, one[0]));
  rl_domtree_destroy(t);
  rl_op_erase(ctx, g);
}

Test(dominance, irreducible) {
  /* bb0 -> bb1 | bb2; bb1 <-> bb2; bb2 -> bb3. Neither bb1 nor bb2 dominates
   * the other. */
  rl_block *b[4];
  rl_op *f = mk_func(4, b);
  br2(b[0], b[1], b[2]);
  br1(b[1], b[2]);
  br2(b[2], b[1], b[3]);
  ret(b[3]);
  rl_domtree *t = rl_domtree_build(rl_op_region(f, 0));
  cr_assert_eq(rl_domtree_idom(t, b[1]), b[0]);
  cr_assert_eq(rl_domtree_idom(t, b[2]), b[0]);
  cr_assert_eq(rl_domtree_idom(t, b[3]), b[2]);
  rl_domtree_destroy(t);
  check_against_brute_force(f, 4, b);
  rl_op_erase(ctx, f);
}

Test(dominance, random_cfgs_match_brute_force) {
  uint64_t seed = 0x9e3779b97f4a7c15ull;
  for (int iter = 0; iter < 300; iter++) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    unsigned n = 2 + (unsigned)((seed >> 33) % 11); /* 2..12 blocks */
    rl_block *b[MAXB];
    rl_op *f = mk_func(n, b);
    for (unsigned i = 0; i < n; i++) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      unsigned k = (unsigned)((seed >> 40) % 4); /* 0..3 successors */
      if (k == 0) {
        ret(b[i]);
        continue;
      }
      rl_block *s[3];
      for (unsigned j = 0; j < k; j++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        s[j] = b[(seed >> 35) % n];
      }
      br(b[i], k, s);
    }
    check_against_brute_force(f, n, b);
    rl_op_erase(ctx, f);
  }
}

Test(dominance, tree_after_edits) {
  /* A tree built after the CFG changed reflects the change. */
  rl_block *b[4];
  rl_op *f = mk_func(4, b);
  br2(b[0], b[1], b[2]);
  br1(b[1], b[3]);
  rl_block *s = b[3];
  rl_op *t2 = br(b[2], 1, &s);
  ret(b[3]);
  check_against_brute_force(f, 4, b);
  rl_op_set_succ(t2, 0, b[1]); /* now bb1 is the only way into bb3 */
  rl_domtree *t = rl_domtree_build(rl_op_region(f, 0));
  cr_assert_eq(rl_domtree_idom(t, b[3]), b[1]);
  rl_domtree_destroy(t);
  check_against_brute_force(f, 4, b);
  rl_op_erase(ctx, f);
}

/* ---- value dominance ----------------------------------------------------- */

Test(dominance, values_within_a_block) {
  rl_block *b[2];
  rl_op *f = mk_func(2, b);
  rl_value *arg = rl_block_add_arg(ctx, b[0], i32, rl_loc_unknown(ctx));
  rl_op *d1 = def(b[0]);
  rl_op *u1 = use(b[0], rl_op_result(d1, 0));
  rl_op *d2 = def(b[0]);
  br1(b[0], b[1]);
  ret(b[1]);
  /* A use before the definition. */
  rl_op *u0 = use_before(d1, rl_op_result(d2, 0));
  cr_assert(rl_value_dominates(rl_op_result(d1, 0), u1));
  cr_assert_not(rl_value_dominates(rl_op_result(d2, 0), u0));
  cr_assert_not(rl_value_dominates(rl_op_result(d2, 0), u1));
  /* Properly: an op's result does not dominate the op itself. */
  cr_assert_not(rl_value_dominates(rl_op_result(d1, 0), d1));
  /* A block argument dominates every op in its block. */
  cr_assert(rl_value_dominates(arg, u0));
  cr_assert(rl_value_dominates(arg, d1));
  cr_assert(rl_value_dominates(arg, b[0]->last));
  /* After moving the use below the definition it is dominated. */
  rl_op_move_before(b[0]->last, u0);
  cr_assert(rl_value_dominates(rl_op_result(d2, 0), u0));
  rl_op_erase(ctx, f);
}

Test(dominance, values_across_blocks) {
  /* Diamond; bb0 defines a, bb1 defines x, bb3 joins. */
  rl_block *b[4];
  rl_op *f = mk_func(4, b);
  rl_value *arg1 = rl_block_add_arg(ctx, b[1], i32, rl_loc_unknown(ctx));
  rl_op *a = def(b[0]);
  br2(b[0], b[1], b[2]);
  rl_op *x = def(b[1]);
  br1(b[1], b[3]);
  rl_op *u2 = use(b[2], rl_op_result(a, 0));
  br1(b[2], b[3]);
  rl_op *u3 = use(b[3], rl_op_result(a, 0));
  rl_op *u3x = use(b[3], rl_op_result(x, 0));
  rl_op *u2x = use_before(b[2]->last, rl_op_result(x, 0));
  rl_op *u3arg = use(b[3], arg1);
  ret(b[3]);
  cr_assert(rl_value_dominates(rl_op_result(a, 0), u2));
  cr_assert(rl_value_dominates(rl_op_result(a, 0), u3));
  cr_assert_not(rl_value_dominates(rl_op_result(x, 0), u3x));
  cr_assert_not(rl_value_dominates(rl_op_result(x, 0), u2x));
  cr_assert_not(rl_value_dominates(arg1, u3arg));
  cr_assert(rl_value_dominates(arg1, b[1]->last));
  /* Values of a later block do not dominate the entry. */
  cr_assert_not(rl_value_dominates(rl_op_result(x, 0), a));
  rl_op_erase(ctx, f);
}

Test(dominance, values_into_nested_regions) {
  /* bb0: %a = def; %n = test.nest() ({ ^e: use(%a); use(%b)?; use(%n) })
   *      %b = def; br bb1
   * bb1: test.nest2() ({ use(%a); use(%b); use(%inner) }); return       */
  rl_block *b[2];
  rl_op *f = mk_func(2, b);
  rl_op *a = def(b[0]);
  rl_value *av = rl_op_result(a, 0);
  rl_op *nest = mk_full("test.nest", 1, 0, NULL, 0, NULL, 1);
  rl_block_append_op(b[0], nest);
  rl_block *nb = rl_block_create(ctx);
  rl_region_append_block(rl_op_region(nest, 0), nb);
  rl_op *bdef = def(b[0]);
  rl_value *bv = rl_op_result(bdef, 0);
  br1(b[0], b[1]);
  rl_op *n_use_a = use(nb, av);
  rl_op *n_use_b = use(nb, bv);
  rl_op *n_use_self = use(nb, rl_op_result(nest, 0));
  rl_op *inner = def(nb);
  rl_value *iv = rl_op_result(inner, 0);

  rl_op *nest2 = mk_full("test.nest", 0, 0, NULL, 0, NULL, 1);
  rl_block_append_op(b[1], nest2);
  ret(b[1]);
  rl_block *nb2 = rl_block_create(ctx);
  rl_region_append_block(rl_op_region(nest2, 0), nb2);
  /* Deeper nesting: nest3 inside nest2. */
  rl_op *nest3 = mk_full("test.nest", 0, 0, NULL, 0, NULL, 1);
  rl_block_append_op(nb2, nest3);
  rl_block *nb3 = rl_block_create(ctx);
  rl_region_append_block(rl_op_region(nest3, 0), nb3);
  rl_op *m_use_a = use(nb3, av);
  rl_op *m_use_b = use(nb2, bv);
  rl_op *m_use_inner = use(nb2, iv);
  rl_op *m_use_nest = use(nb3, rl_op_result(nest, 0));

  cr_assert(rl_value_dominates(av, n_use_a), "value before the op dominates its region");
  cr_assert_not(rl_value_dominates(bv, n_use_b), "value after the op does not");
  cr_assert_not(rl_value_dominates(rl_op_result(nest, 0), n_use_self),
                "an op's result does not dominate its own region");
  cr_assert(rl_value_dominates(av, m_use_a), "across blocks, two levels deep");
  cr_assert(rl_value_dominates(bv, m_use_b));
  cr_assert(rl_value_dominates(rl_op_result(nest, 0), m_use_nest));
  cr_assert_not(rl_value_dominates(iv, m_use_inner), "a nested value does not escape");
  cr_assert_not(rl_value_dominates(iv, bdef));
  rl_op_erase(ctx, f);
}

/* ---- regions kinds and the verifier --------------------------------------- */

Test(dominance, region_kinds) {
  rl_block *b[2];
  rl_op *multi = mk_func(2, b);
  br1(b[0], b[1]);
  ret(b[1]);
  cr_assert(rl_region_has_ssa_dominance(rl_op_region(multi, 0)),
            "multi-block region of an unregistered op has SSA dominance");
  rl_opinfo_register(ctx, "reg.func", 0);
  rl_opinfo_register(ctx, "reg.graph", RL_TRAIT_GRAPH_REGION | RL_TRAIT_NO_TERMINATOR);
  rl_op *rf = mk_full("reg.func", 0, 0, NULL, 0, NULL, 1);
  rl_region_append_block(rl_op_region(rf, 0), rl_block_create(ctx));
  cr_assert(rl_region_has_ssa_dominance(rl_op_region(rf, 0)));
  rl_op *rg = mk_full("reg.graph", 0, 0, NULL, 0, NULL, 1);
  rl_region_append_block(rl_op_region(rg, 0), rl_block_create(ctx));
  cr_assert_not(rl_region_has_ssa_dominance(rl_op_region(rg, 0)));
  rl_op_erase(ctx, multi);
  rl_op_erase(ctx, rf);
  rl_op_erase(ctx, rg);
}

Test(dominance, verify_accepts_dominated_uses) {
  rl_block *b[3];
  rl_op *f = mk_func(3, b);
  rl_value *arg = rl_block_add_arg(ctx, b[0], i32, rl_loc_unknown(ctx));
  rl_op *a = def(b[0]);
  br2(b[0], b[1], b[2]);
  use(b[1], rl_op_result(a, 0));
  use(b[1], arg);
  br1(b[1], b[2]);
  use(b[2], rl_op_result(a, 0));
  ret(b[2]);
  cr_assert(rl_verify(ctx, f), "valid IR rejected: %s", last_msg);
  cr_assert_eq(nerrors, 0);
  rl_op_erase(ctx, f);
}

Test(dominance, verify_rejects_undominated_use_across_blocks) {
  /* Diamond: bb1 defines %x, bb3 uses it. */
  rl_block *b[4];
  rl_op *f = mk_func(4, b);
  br2(b[0], b[1], b[2]);
  rl_op *x = def(b[1]);
  br1(b[1], b[3]);
  br1(b[2], b[3]);
  use(b[3], rl_op_result(x, 0));
  ret(b[3]);
  cr_assert_not(rl_verify(ctx, f));
  cr_assert_geq(nerrors, 1);
  cr_assert(strstr(last_msg, "does not dominate"), "message: %s", last_msg);
  rl_op_erase(ctx, f);
}

Test(dominance, verify_rejects_use_before_def_in_block) {
  /* A multi-block region of an unregistered op is an SSA region: a use
   * before its definition in the same block is an error. */
  rl_block *b[2];
  rl_op *f = mk_func(2, b);
  rl_op *d = def(b[0]);
  use_before(d, rl_op_result(d, 0));
  br1(b[0], b[1]);
  ret(b[1]);
  cr_assert_not(rl_verify(ctx, f));
  cr_assert_geq(nerrors, 1);
  cr_assert(strstr(last_msg, "does not dominate"), "message: %s", last_msg);
  rl_op_erase(ctx, f);
}

Test(dominance, verify_rejects_result_used_in_own_region) {
  /* %1 = nest() ({ use(%1) }) inside a multi-block region: the definition
   * is in a parent region that has SSA dominance, so it is an error even
   * though the nested single-block region may be a graph region. */
  rl_block *b[2];
  rl_op *f = mk_func(2, b);
  rl_op *nest = mk_full("test.nest", 1, 0, NULL, 0, NULL, 1);
  rl_block_append_op(b[0], nest);
  rl_block *nb = rl_block_create(ctx);
  rl_region_append_block(rl_op_region(nest, 0), nb);
  use(nb, rl_op_result(nest, 0));
  br1(b[0], b[1]);
  br1(b[1], b[1]);
  cr_assert_not(rl_verify(ctx, f));
  cr_assert_geq(nerrors, 1);
  rl_op_erase(ctx, f);
}

Test(dominance, verify_allows_graph_like_single_block) {
  /* One block in an unregistered op's region may be a graph region, as
   * mlir-opt has it: a use before the definition is accepted. */
  rl_block *b[1];
  rl_op *f = mk_func(1, b);
  rl_op *d = def(b[0]);
  use_before(d, rl_op_result(d, 0));
  cr_assert(rl_verify(ctx, f), "rejected: %s", last_msg);
  cr_assert_eq(nerrors, 0);
  rl_op_erase(ctx, f);
}

Test(dominance, verify_rejects_use_in_unreachable_order) {
  /* A use in a reachable block of a value from an unreachable block. */
  rl_block *b[3];
  rl_op *f = mk_func(3, b);
  br1(b[0], b[1]);
  rl_op *x = def(b[2]); /* bb2 unreachable */
  br1(b[2], b[1]);
  use(b[1], rl_op_result(x, 0));
  ret(b[1]);
  cr_assert_not(rl_verify(ctx, f));
  rl_op_erase(ctx, f);
}

Test(dominance, verify_accepts_anything_in_unreachable_block) {
  /* Uses in an unreachable block are dominated by every definition. */
  rl_block *b[3];
  rl_op *f = mk_func(3, b);
  rl_op *x = def(b[1]);
  br1(b[0], b[1]);
  ret(b[1]);
  use(b[2], rl_op_result(x, 0)); /* bb2 unreachable */
  ret(b[2]);
  cr_assert(rl_verify(ctx, f), "rejected: %s", last_msg);
  rl_op_erase(ctx, f);
}
