/* The builtin dialect's generated builders and accessors: modules and
 * unrealized_conversion_cast, printed as mlir-opt-19 prints them. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/builtin/builtin_ops.h"

static unsigned bi_nerrors;
static void bi_count_diag(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)d;
  (void)ud;
  bi_nerrors++;
}

static char *bi_print(rl_op *op, bool generic) {
  rl_strbuf b = {0};
  rl_print_opts o = {.generic = generic};
  rl_print_top(&b, op, &o);
  return b.data;
}

static rl_op *bi_module(rl_context *c, rl_builder *into, const char *name, rl_block **body) {
  rl_attr *nm = name ? rl_attr_string(c, name, strlen(name), NULL) : NULL;
  rl_op *m = rl_builtin_module_create(into, NULL, nm, NULL);
  *body = rl_block_create(c);
  rl_region_append_block(rl_op_region(m, 0), *body);
  return m;
}

Test(builtin_ops, nested_modules_and_casts) {
  rl_context *c = rl_context_create();
  rl_builtin_register(c);
  rl_context_set_diag_handler(c, bi_count_diag, NULL);
  bi_nerrors = 0;
  rl_builder top = {.ctx = c};
  rl_block *outer_body, *inner_body;
  rl_op *m = bi_module(c, &top, "outer", &outer_body);
  rl_builder b = {.ctx = c, .block = outer_body};
  rl_op *inner = bi_module(c, &b, NULL, &inner_body);
  cr_assert_null(rl_builtin_module_sym_name(inner));
  cr_assert_not_null(rl_builtin_module_sym_name(m));
  rl_type *i8 = rl_type_integer(c, 8, RL_SIGNLESS), *idx = rl_type_index(c);
  rl_op *c0 = rl_builtin_unrealized_conversion_cast_create(&b, NULL, 1, &i8, 0, NULL);
  rl_value *v = rl_op_result(c0, 0);
  rl_type *outs[2] = {idx, i8};
  rl_op *c1 = rl_builtin_unrealized_conversion_cast_create(&b, NULL, 2, outs, 1, &v);
  unsigned n;
  cr_assert_null(rl_builtin_unrealized_conversion_cast_inputs(c0, &n));
  cr_assert_eq(n, 0);
  cr_assert_eq(rl_builtin_unrealized_conversion_cast_inputs(c1, &n), v);
  cr_assert_eq(n, 1);
  cr_assert_eq(rl_builtin_unrealized_conversion_cast_outputs(c1, &n), rl_op_result(c1, 0));
  cr_assert_eq(n, 2);
  cr_assert(rl_verify(c, m));
  char *t = bi_print(m, false);
  cr_assert_str_eq(t, "module @outer {\n"
                      "  module {\n"
                      "  }\n"
                      "  %0 = unrealized_conversion_cast to i8\n"
                      "  %1:2 = unrealized_conversion_cast %0 : i8 to index, i8\n"
                      "}\n");
  free(t);
  t = bi_print(m, true);
  cr_assert_str_eq(t, "\"builtin.module\"() <{sym_name = \"outer\"}> ({\n"
                      "  \"builtin.module\"() ({\n"
                      "  ^bb0:\n"
                      "  }) : () -> ()\n"
                      "  %0 = \"builtin.unrealized_conversion_cast\"() : () -> i8\n"
                      "  %1:2 = \"builtin.unrealized_conversion_cast\"(%0) : (i8) -> (index, i8)\n"
                      "}) : () -> ()\n");
  free(t);
  rl_context_destroy(c);
}

Test(builtin_ops, cast_without_results_is_rejected) {
  rl_context *c = rl_context_create();
  rl_builtin_register(c);
  rl_context_set_diag_handler(c, bi_count_diag, NULL);
  bi_nerrors = 0;
  rl_builder top = {.ctx = c};
  rl_block *body;
  rl_op *m = bi_module(c, &top, NULL, &body);
  rl_builder b = {.ctx = c, .block = body};
  rl_builtin_unrealized_conversion_cast_create(&b, NULL, 0, NULL, 0, NULL);
  cr_assert_not(rl_verify(c, m));
  cr_assert_eq(bi_nerrors, 1);
  rl_context_destroy(c);
}
