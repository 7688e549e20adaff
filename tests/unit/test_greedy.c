/* The greedy driver on a small hand-made dialect: folding with constant
 * materialization, uniquing and hoisting, dead-op erasure, commutative
 * constants moved right, patterns by benefit, and the fixed point. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/asm.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/builtin/builtin_ops.h"
#include "drivers/greedy.h"

static bool is_int(const rl_type *t) { return t->kind == RL_TY_INTEGER; }
static const rl_type_constraint c_int = {"integer", is_int, NULL, 0};

static bool const_infer(rl_parser *p, rl_op_parse_state *st) {
  rl_attr *v = rl_ops_get_prop(rl_parser_context(p), st, "value");
  if (!v) return rl_parser_error(p, "missing value");
  rl_ops_add_result_type(st, rl_attr_type_of(v));
  return true;
}
static bool const_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *r) {
  (void)operands;
  r[0].attr = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "value"));
  return r[0].attr != NULL;
}
/* tst.add folds constants and x + 0. */
static bool add_fold(rl_op *op, rl_attr *const *k, rl_fold_result *r) {
  if (k[0] && k[1]) {
    r[0].attr = rl_attr_integer(rl_op_context(op), op->results[0].type, rl_attr_int_value(k[0]) + rl_attr_int_value(k[1]));
    return true;
  }
  if (k[1] && rl_attr_int_value(k[1]) == 0) {
    r[0].value = op->operands[0].value;
    return true;
  }
  return false;
}

static const rl_value_def int_result[] = {{"result", RL_ARITY_ONE, &c_int}};
static const rl_value_def bin[] = {{"lhs", RL_ARITY_ONE, &c_int}, {"rhs", RL_ARITY_ONE, &c_int}};
static const rl_value_def un[] = {{"x", RL_ARITY_ONE, &c_int}};
static const rl_attr_def const_props[] = {{"value", RL_AK_TYPED, false, NULL, NULL, NULL, NULL, NULL}};
static const rl_opdef tconst = {.name = "tst.const", .traits = RL_TRAIT_PURE | RL_TRAIT_CONSTANT_LIKE, .nresults = 1,
                                .results = int_result, .nattrs = 1, .attrs = const_props, .infer = const_infer,
                                .fold = const_fold, .format = "attr-dict $value"};
static const rl_opdef tadd = {.name = "tst.add",
                              .traits = RL_TRAIT_PURE | RL_TRAIT_COMMUTATIVE | RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE,
                              .noperands = 2, .operands = bin, .nresults = 1, .results = int_result, .fold = add_fold,
                              .format = "$lhs `,` $rhs attr-dict `:` type($result)"};
static const rl_opdef tneg = {.name = "tst.neg", .traits = RL_TRAIT_PURE | RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE,
                              .noperands = 1, .operands = un, .nresults = 1, .results = int_result,
                              .format = "$x attr-dict `:` type($result)"};

static rl_op *materialize(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  (void)type;
  rl_named_attr p = {rl_ident_cstr(b->ctx, "value"), value};
  rl_type *t = rl_attr_type_of(value);
  rl_op_state st = {.info = rl_opinfo_find(b->ctx, "tst.const", 9), .loc = loc, .nresults = 1,
                    .result_types = &t, .props = rl_attr_dict(b->ctx, 1, &p, NULL)};
  return rl_builder_create(b, &st);
}

/* neg(neg(x)) -> x */
static bool double_neg(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  rl_op *inner = rl_value_defining_op(op->operands[0].value);
  if (!inner || inner->info != op->info) {
    *why = "operand is not a neg";
    return false;
  }
  rl_value *x = inner->operands[0].value;
  rl_rewriter_replace(rw, op, &x);
  return true;
}

static rl_context *ctx;
static rl_pattern neg_pattern;

static void setup(void) {
  ctx = rl_context_create();
  rl_context_allow_unregistered(ctx, true);
  rl_builtin_register(ctx);
  const rl_opdef *defs[] = {&tconst, &tadd, &tneg};
  rl_register_opdefs(ctx, defs, 3);
  rl_register_materializer(ctx, "tst", materialize);
  neg_pattern = (rl_pattern){.name = "DoubleNeg", .root = rl_opinfo_find(ctx, "tst.neg", 7), .benefit = 1,
                             .match_and_rewrite = double_neg, .file = "t.rules", .line = 3};
}
static void teardown(void) { rl_context_destroy(ctx); }
TestSuite(greedy, .init = setup, .fini = teardown);

static char *run(const char *src, rl_pattern_set *ps, rl_greedy_stats *st) {
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m);
  cr_assert(rl_verify(ctx, m));
  rl_greedy_config cfg = rl_greedy_default_config();
  bool changed = false;
  cr_assert(rl_greedy_apply(ctx, m, ps, &cfg, &changed, st), "did not converge");
  cr_assert(rl_verify(ctx, m));
  rl_strbuf b = {0};
  rl_print_opts o = {0};
  rl_print_top(&b, m, &o);
  rl_op_destroy(ctx, m);
  return b.data;
}

Test(greedy, folds_and_hoists_unique_constants) {
  rl_greedy_stats st;
  char *s = run("\"t.f\"() ({\n"
                "^bb0(%a: i32):\n"
                "  %u = \"t.use\"(%a) : (i32) -> i32\n"
                "  %c1 = tst.const 1 : i32\n"
                "  %c2 = tst.const 2 : i32\n"
                "  %s = tst.add %c1, %c2 : i32\n"
                "  %c3 = tst.const 3 : i32\n"
                "  %t = tst.add %s, %c3 : i32\n"
                "  \"t.ret\"(%t, %u) : (i32, i32) -> ()\n"
                "}) : () -> ()\n",
                NULL, &st);
  /* 1 + 2 + 3 folds to one constant, at the top of the isolated region (the
   * module's body here, since t.f is not isolated). */
  cr_assert(strstr(s, "  %0 = tst.const 6 : i32\n"), "%s", s);
  cr_assert_null(strstr(s, "tst.add"), "%s", s);
  cr_assert_null(strstr(s, "tst.const 1 "), "dead constants stay: %s", s);
  cr_assert_geq(st.folds, 2);
  free(s);
}

Test(greedy, identity_fold_and_commutative_constant_moves_right) {
  char *s = run("\"t.f\"() ({\n"
                "^bb0(%a: i32):\n"
                "  %c0 = tst.const 0 : i32\n"
                "  %s = tst.add %c0, %a : i32\n"
                "  \"t.ret\"(%s) : (i32) -> ()\n"
                "}) : () -> ()\n",
                NULL, NULL);
  /* 0 + a: the constant goes right, then a + 0 folds to a. */
  cr_assert(strstr(s, "\"t.ret\"(%arg0) : (i32) -> ()"), "%s", s);
  free(s);
}

Test(greedy, patterns_apply_to_a_fixed_point) {
  rl_pattern_set *ps = rl_pattern_set_create();
  rl_pattern_set_add(ps, &neg_pattern);
  rl_greedy_stats st;
  char *s = run("\"t.f\"() ({\n"
                "^bb0(%a: i32):\n"
                "  %1 = tst.neg %a : i32\n"
                "  %2 = tst.neg %1 : i32\n"
                "  %3 = tst.neg %2 : i32\n"
                "  %4 = tst.neg %3 : i32\n"
                "  \"t.ret\"(%4) : (i32) -> ()\n"
                "}) : () -> ()\n",
                ps, &st);
  cr_assert(strstr(s, "\"t.ret\"(%arg0) : (i32) -> ()"), "%s", s);
  cr_assert_null(strstr(s, "tst.neg"), "dead negations are erased: %s", s);
  cr_assert_geq(st.rewrites, 2);
  rl_pattern_set_destroy(ps);
  free(s);
}

Test(greedy, unregistered_ops_are_never_dead) {
  char *s = run("\"t.f\"() ({\n"
                "  %x = \"t.side_effect\"() : () -> i32\n"
                "  %c = tst.const 7 : i32\n"
                "}) : () -> ()\n",
                NULL, NULL);
  cr_assert(strstr(s, "t.side_effect"), "%s", s);
  cr_assert_null(strstr(s, "tst.const"), "%s", s);
  free(s);
}
