/* The cf dialect's generated builders and accessors, the checks of branch
 * operands against successor arguments, and cf.switch's case list (custom
 * and generic forms as mlir-opt-19 prints them). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/builtin/builtin_ops.h"
#include "dialects/cf/cf_ops.h"
#include "dialects/func/func_ops.h"

static unsigned cf_nerrors;
static void cf_count_diag(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)d;
  (void)ud;
  cf_nerrors++;
}

static rl_attr *cf_str(rl_context *c, const char *s) { return rl_attr_string(c, s, strlen(s), NULL); }

static char *cf_print(rl_op *op, bool generic) {
  rl_strbuf b = {0};
  rl_print_opts o = {.generic = generic};
  rl_print_top(&b, op, &o);
  return b.data;
}

/* module { func.func @f(%arg0: i32, %arg1: i1) { ... } } with the entry
 * block in *entry. */
static rl_op *cf_module(rl_context *c, rl_block **entry, rl_region **body) {
  rl_context_set_diag_handler(c, cf_count_diag, NULL);
  cf_nerrors = 0;
  rl_builtin_register(c);
  rl_func_register(c);
  rl_cf_register(c);
  rl_builder top = {.ctx = c};
  rl_op *m = rl_builtin_module_create(&top, NULL, NULL, NULL);
  rl_block *mb = rl_block_create(c);
  rl_region_append_block(rl_op_region(m, 0), mb);
  rl_builder b = {.ctx = c, .block = mb};
  rl_type *in[2] = {rl_type_integer(c, 32, RL_SIGNLESS), rl_type_integer(c, 1, RL_SIGNLESS)};
  rl_op *fn = rl_func_func_create(&b, NULL, cf_str(c, "f"), rl_attr_type(c, rl_type_function(c, 2, in, 0, NULL)), NULL,
                                  NULL, NULL);
  *entry = rl_block_create(c);
  rl_block_add_arg(c, *entry, in[0], NULL);
  rl_block_add_arg(c, *entry, in[1], NULL);
  *body = rl_func_func_body(fn);
  rl_region_append_block(*body, *entry);
  return m;
}

static rl_block *cf_block(rl_context *c, rl_region *r, rl_type *arg) {
  rl_block *b = rl_block_create(c);
  if (arg) rl_block_add_arg(c, b, arg, NULL);
  rl_region_append_block(r, b);
  return b;
}

Test(cf_ops, branches_and_assert) {
  rl_context *c = rl_context_create();
  rl_block *entry;
  rl_region *body;
  rl_op *m = cf_module(c, &entry, &body);
  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  rl_block *bb1 = cf_block(c, body, i32), *bb2 = cf_block(c, body, NULL);
  rl_value *x = rl_block_arg(entry, 0), *cond = rl_block_arg(entry, 1);
  rl_builder b = {.ctx = c, .block = entry};
  rl_op *as = rl_cf_assert_create(&b, NULL, cond, cf_str(c, "ok"));
  rl_op *cb = rl_cf_cond_br_create(&b, NULL, cond, 1, &x, 0, NULL, bb1, bb2);
  b.block = bb1;
  rl_op *br = rl_cf_br_create(&b, NULL, 0, NULL, bb2);
  b.block = bb2;
  rl_func_return_create(&b, NULL, 0, NULL);
  cr_assert_eq(rl_cf_assert_arg(as), cond);
  cr_assert_eq(rl_cf_cond_br_condition(cb), cond);
  unsigned n;
  cr_assert_eq(rl_cf_cond_br_trueDestOperands(cb, &n), x);
  cr_assert_eq(n, 1);
  cr_assert_null(rl_cf_cond_br_falseDestOperands(cb, &n));
  cr_assert_eq(n, 0);
  cr_assert_eq(rl_cf_cond_br_trueDest(cb), bb1);
  cr_assert_eq(rl_cf_cond_br_falseDest(cb), bb2);
  cr_assert_eq(rl_cf_br_dest(br), bb2);
  cr_assert(rl_verify(c, m));
  char *t = cf_print(m, false);
  cr_assert_str_eq(t, "module {\n"
                      "  func.func @f(%arg0: i32, %arg1: i1) {\n"
                      "    cf.assert %arg1, \"ok\"\n"
                      "    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2\n"
                      "  ^bb1(%0: i32):  // pred: ^bb0\n"
                      "    cf.br ^bb2\n"
                      "  ^bb2:  // 2 preds: ^bb0, ^bb1\n"
                      "    return\n"
                      "  }\n"
                      "}\n");
  free(t);
  rl_context_destroy(c);
}

Test(cf_ops, branch_operand_count_mismatch) {
  rl_context *c = rl_context_create();
  rl_block *entry;
  rl_region *body;
  rl_op *m = cf_module(c, &entry, &body);
  rl_block *bb1 = cf_block(c, body, NULL);
  rl_value *x = rl_block_arg(entry, 0);
  rl_builder b = {.ctx = c, .block = entry};
  rl_cf_br_create(&b, NULL, 1, &x, bb1);
  b.block = bb1;
  rl_func_return_create(&b, NULL, 0, NULL);
  cr_assert_not(rl_verify(c, m));
  cr_assert_eq(cf_nerrors, 1);
  rl_context_destroy(c);
}

Test(cf_ops, switch_cases) {
  rl_context *c = rl_context_create();
  rl_block *entry;
  rl_region *body;
  rl_op *m = cf_module(c, &entry, &body);
  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  rl_block *bb1 = cf_block(c, body, i32), *bb2 = cf_block(c, body, NULL);
  rl_value *x = rl_block_arg(entry, 0);
  rl_builder b = {.ctx = c, .block = entry};
  int64_t two = 2;
  uint64_t vals[2] = {0, (uint64_t)-3 & 0xffffffffu};
  rl_attr *cv = rl_attr_dense(c, rl_type_vector(c, 1, &two, NULL, i32), false, 1, 2, vals);
  uint64_t segs[2] = {1, 0};
  rl_attr *seg = rl_attr_dense_array(c, i32, 2, segs);
  rl_block *dests[2] = {bb1, bb2};
  rl_op *sw = rl_cf_switch_create(&b, NULL, x, 1, &x, 1, &x, bb1, 2, dests, cv, seg);
  b.block = bb1;
  rl_func_return_create(&b, NULL, 0, NULL);
  b.block = bb2;
  rl_func_return_create(&b, NULL, 0, NULL);
  cr_assert_eq(rl_cf_switch_flag(sw), x);
  unsigned n;
  cr_assert_eq(rl_cf_switch_defaultOperands(sw, &n), x);
  cr_assert_eq(n, 1);
  cr_assert_eq(rl_cf_switch_caseOperands(sw, &n), x);
  cr_assert_eq(n, 1);
  cr_assert_eq(rl_cf_switch_caseDestinations(sw, &n), bb1);
  cr_assert_eq(n, 2);
  cr_assert_eq(rl_cf_switch_case_values(sw), cv);
  cr_assert_eq(rl_cf_switch_case_operand_segments(sw), seg);
  cr_assert(rl_verify(c, m));
  char *t = cf_print(m, false);
  cr_assert_str_eq(t, "module {\n"
                      "  func.func @f(%arg0: i32, %arg1: i1) {\n"
                      "    cf.switch %arg0 : i32, [\n"
                      "      default: ^bb1(%arg0 : i32),\n"
                      "      0: ^bb1(%arg0 : i32),\n"
                      "      4294967293: ^bb2\n"
                      "    ]\n"
                      "  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0\n"
                      "    return\n"
                      "  ^bb2:  // pred: ^bb0\n"
                      "    return\n"
                      "  }\n"
                      "}\n");
  free(t);
  t = cf_print(m, true);
  cr_assert(strstr(t, "\"cf.switch\"(%arg0, %arg0, %arg0)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, "
                      "case_values = dense<[0, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : "
                      "(i32, i32, i32) -> ()"));
  free(t);
  rl_context_destroy(c);
}

Test(cf_ops, switch_case_count_mismatch) {
  rl_context *c = rl_context_create();
  rl_block *entry;
  rl_region *body;
  rl_op *m = cf_module(c, &entry, &body);
  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  rl_block *bb1 = cf_block(c, body, NULL);
  rl_value *x = rl_block_arg(entry, 0);
  rl_builder b = {.ctx = c, .block = entry};
  int64_t two = 2;
  uint64_t vals[2] = {1, 2};
  rl_attr *cv = rl_attr_dense(c, rl_type_vector(c, 1, &two, NULL, i32), false, 1, 2, vals);
  uint64_t segs[1] = {0};
  rl_cf_switch_create(&b, NULL, x, 0, NULL, 0, NULL, bb1, 1, &bb1, cv, rl_attr_dense_array(c, i32, 1, segs));
  b.block = bb1;
  rl_func_return_create(&b, NULL, 0, NULL);
  cr_assert_not(rl_verify(c, m));
  cr_assert_eq(cf_nerrors, 1);
  rl_context_destroy(c);
}
