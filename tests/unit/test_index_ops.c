/* The index dialect's generated builders and accessors: ops built with
 * rl_index_*_create, read back, verified and printed (expected text is what
 * mlir-opt-19 prints), plus the C hooks' checks. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/attrs.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/index/index.h"
#include "dialects/index/index_ops.h"
#include "dialects/registry.h"

static rl_context *ctx;
static rl_op *module;
static rl_block *body;
static rl_builder bld;
static rl_type *index_t, *i1, *i32, *i64;
static int nerrors;

static void count_errors(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)d;
  (void)ud;
  nerrors++;
}

/* A module holding `"t.f"` whose block has arguments of the given types
 * (written as MLIR text); ops are built at the end of that block. */
static void start(const char *arg_types) {
  char src[512];
  snprintf(src, sizeof src, "\"t.f\"() ({\n^bb0(%s):\n}) : () -> ()\n", arg_types);
  module = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(module);
  rl_op *f = rl_op_regions(module)[0].first->first;
  body = rl_op_regions(f)[0].first;
  bld = (rl_builder){.ctx = ctx, .block = body, .before = NULL};
}

static rl_value *arg(unsigned i) { return body->args[i]; }

static char *print_module(bool generic) {
  rl_strbuf b = {0};
  rl_print_opts o = {.generic = generic};
  rl_print_top(&b, module, &o);
  return b.data;
}

static void expect_text(bool generic, const char *want) {
  char *s = print_module(generic);
  cr_assert(strstr(s, want), "missing:\n%s\nin:\n%s", want, s);
  free(s);
}

static void setup(void) {
  ctx = rl_context_create();
  rl_register_all_dialects(ctx);
  rl_context_allow_unregistered(ctx, true);
  index_t = rl_type_index(ctx);
  i1 = rl_type_integer(ctx, 1, RL_SIGNLESS);
  i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  i64 = rl_type_integer(ctx, 64, RL_SIGNLESS);
  module = NULL;
  nerrors = 0;
}

static void teardown(void) {
  if (module) rl_op_destroy(ctx, module);
  rl_context_destroy(ctx);
}

TestSuite(index_ops, .init = setup, .fini = teardown);

Test(index_ops, binary_builders_and_accessors) {
  start("%a: index, %b: index");
  rl_op *add = rl_index_add_create(&bld, NULL, index_t, arg(0), arg(1));
  rl_op *sub = rl_index_sub_create(&bld, NULL, index_t, rl_index_add_result(add), arg(1));
  rl_op *ops[] = {
      rl_index_mul_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_divs_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_divu_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_ceildivs_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_ceildivu_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_floordivs_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_rems_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_remu_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_maxs_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_maxu_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_mins_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_minu_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_shl_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_shrs_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_shru_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_and_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_or_create(&bld, NULL, index_t, arg(0), arg(1)),
      rl_index_xor_create(&bld, NULL, index_t, arg(0), arg(1)),
  };
  cr_assert_eq(rl_index_add_lhs(add), arg(0));
  cr_assert_eq(rl_index_add_rhs(add), arg(1));
  cr_assert_eq(rl_index_sub_lhs(sub), rl_index_add_result(add));
  cr_assert_eq(rl_index_sub_result(sub)->type, index_t);
  cr_assert_eq(rl_index_xor_rhs(ops[17]), arg(1));
  cr_assert_eq(rl_op_result(ops[0], 0)->type, index_t);
  cr_assert(rl_verify(ctx, module));
  expect_text(false, "    %0 = index.add %arg0, %arg1\n"
                     "    %1 = index.sub %0, %arg1\n"
                     "    %2 = index.mul %arg0, %arg1\n"
                     "    %3 = index.divs %arg0, %arg1\n");
  expect_text(false, "    %19 = index.xor %arg0, %arg1\n");
  expect_text(true, "%0 = \"index.add\"(%arg0, %arg1) : (index, index) -> index\n");
}

Test(index_ops, cmp_predicate_attribute) {
  start("%a: index, %b: index");
  rl_op *slt = rl_index_cmp_create(&bld, NULL, i1, arg(0), arg(1), rl_index_cmp_predicate_attr(ctx, 2));
  rl_op *uge = rl_index_cmp_create(&bld, NULL, i1, arg(1), arg(0), rl_index_cmp_predicate_attr(ctx, 9));
  cr_assert_eq(rl_index_cmp_predicate_value(rl_index_cmp_pred(slt)), 2);
  cr_assert_eq(rl_index_cmp_predicate_value(rl_index_cmp_pred(uge)), 9);
  cr_assert_eq(rl_index_cmp_lhs(uge), arg(1));
  cr_assert_eq(rl_index_cmp_result(slt)->type, i1);
  cr_assert(rl_verify(ctx, module));
  expect_text(false, "    %0 = index.cmp slt(%arg0, %arg1)\n    %1 = index.cmp uge(%arg1, %arg0)\n");
  expect_text(true, "<{pred = #index<cmp_predicate slt>}> : (index, index) -> i1");
}

Test(index_ops, cmp_predicate_parses_to_same_attribute) {
  const char *src = "%0 = \"index.cmp\"(%1, %1) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1\n"
                    "%1 = \"t.def\"() : () -> index\n";
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m);
  rl_op *cmp = rl_op_regions(m)[0].first->first;
  cr_assert_eq(rl_index_cmp_pred(cmp), rl_index_cmp_predicate_attr(ctx, 7));
  rl_op_destroy(ctx, m);
}

Test(index_ops, cmp_rejects_other_predicates) {
  rl_context_set_diag_handler(ctx, count_errors, NULL);
  start("%a: index, %b: index");
  rl_index_cmp_create(&bld, NULL, i1, arg(0), arg(1), rl_attr_integer(ctx, i64, 2));
  cr_assert_not(rl_verify(ctx, module));
  cr_assert_eq(nerrors, 1);
}

Test(index_ops, casts) {
  start("%i: index, %x: i32");
  rl_op *s = rl_index_casts_create(&bld, NULL, i64, arg(0));
  rl_op *u = rl_index_castu_create(&bld, NULL, index_t, arg(1));
  cr_assert_eq(rl_index_casts_input(s), arg(0));
  cr_assert_eq(rl_index_casts_output(s)->type, i64);
  cr_assert_eq(rl_index_castu_output(u)->type, index_t);
  cr_assert(rl_verify(ctx, module));
  expect_text(false, "    %0 = index.casts %arg0 : index to i64\n    %1 = index.castu %arg1 : i32 to index\n");
}

Test(index_ops, cast_between_integers_is_rejected) {
  rl_context_set_diag_handler(ctx, count_errors, NULL);
  start("%x: i32");
  rl_index_casts_create(&bld, NULL, i64, arg(0));
  cr_assert_not(rl_verify(ctx, module));
  cr_assert_eq(nerrors, 1);
}

Test(index_ops, constants_and_their_names) {
  start("");
  rl_op *c42 = rl_index_constant_create(&bld, NULL, index_t, rl_attr_integer(ctx, index_t, 42));
  rl_index_constant_create(&bld, NULL, index_t, rl_attr_integer(ctx, index_t, -1));
  rl_index_constant_create(&bld, NULL, index_t, rl_attr_integer(ctx, index_t, 42));
  rl_op *t = rl_index_bool_constant_create(&bld, NULL, i1, rl_attr_bool(ctx, true));
  rl_index_bool_constant_create(&bld, NULL, i1, rl_attr_bool(ctx, false));
  rl_op *sz = rl_index_sizeof_create(&bld, NULL, index_t);
  cr_assert_eq(rl_attr_int_value(rl_index_constant_value(c42)), 42);
  cr_assert_eq(rl_index_bool_constant_value(t), rl_attr_bool(ctx, true));
  cr_assert_eq(rl_index_sizeof_result(sz)->type, index_t);
  cr_assert(rl_verify(ctx, module));
  expect_text(false, "    %idx42 = index.constant 42\n"
                     "    %idx-1 = index.constant -1\n"
                     "    %idx42_0 = index.constant 42\n"
                     "    %true = index.bool.constant true\n"
                     "    %false = index.bool.constant false\n"
                     "    %0 = index.sizeof\n");
  expect_text(true, "%0 = \"index.constant\"() <{value = 42 : index}> : () -> index\n");
  expect_text(true, "\"index.bool.constant\"() <{value = true}> : () -> i1\n");
}

Test(index_ops, constant_needs_an_index_value) {
  rl_context_set_diag_handler(ctx, count_errors, NULL);
  start("");
  rl_index_constant_create(&bld, NULL, index_t, rl_attr_integer(ctx, i32, 3));
  cr_assert_not(rl_verify(ctx, module));
  cr_assert_eq(nerrors, 1);
}

/* The custom forms name no type: the engine builds index and i1 from the
 * constraints; the predicate and the boolean value come from the custom
 * directives (index.c). */
Test(index_ops, custom_forms_build_their_types) {
  const char *src = "\"t.f\"() ({\n^bb0(%a: index, %b: index):\n"
                    "  %0 = index.divs %a, %b {k}\n"
                    "  %1 = index.cmp sge(%0, %b)\n"
                    "  %2 = index.constant -7\n"
                    "  %3 = index.bool.constant 1\n"
                    "  %4 = index.sizeof\n"
                    "}) : () -> ()\n";
  module = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(module);
  cr_assert(rl_verify(ctx, module));
  rl_op *divs = rl_op_regions(rl_op_regions(module)[0].first->first)[0].first->first;
  rl_op *cmp = divs->next, *c = cmp->next, *t = c->next, *sz = t->next;
  cr_assert_eq(rl_index_divs_result(divs)->type, index_t);
  cr_assert_eq(rl_index_cmp_lhs(cmp), rl_index_divs_result(divs));
  cr_assert_eq(rl_index_cmp_result(cmp)->type, i1);
  cr_assert_eq(rl_index_cmp_predicate_value(rl_index_cmp_pred(cmp)), 5);
  cr_assert_eq(rl_index_constant_value(c), rl_attr_integer(ctx, index_t, -7));
  cr_assert_eq(rl_index_bool_constant_value(t), rl_attr_bool(ctx, true));
  cr_assert_eq(rl_index_sizeof_result(sz)->type, index_t);
  expect_text(false, "    %0 = index.divs %arg0, %arg1 {k}\n"
                     "    %1 = index.cmp sge(%0, %arg1)\n"
                     "    %idx-7 = index.constant -7\n"
                     "    %true = index.bool.constant true\n"
                     "    %2 = index.sizeof\n");
}

Test(index_ops, bad_predicate_keyword_is_a_parse_error) {
  rl_context_set_diag_handler(ctx, count_errors, NULL);
  const char *src = "\"t.f\"() ({\n^bb0(%a: index):\n  %0 = index.cmp lt(%a, %a)\n}) : () -> ()\n";
  cr_assert_null(rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0));
  cr_assert_eq(nerrors, 2); /* the keyword, then the attribute parameter, as MLIR */
}
