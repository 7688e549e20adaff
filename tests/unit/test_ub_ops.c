/* The ub dialect's generated builder and accessor: ub.poison built with
 * rl_ub_poison_create, read back, verified and printed as mlir-opt-19
 * prints it, and the check that its value is #ub.poison. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/attrs.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/registry.h"
#include "dialects/ub/ub_ops.h"

static rl_context *ctx;
static rl_op *module;
static rl_builder bld;
static int nerrors;

static void count_errors(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)ud;
  nerrors += d->sev == RL_ERROR;
}

static rl_attr *poison_attr(void) {
  return rl_attr_opaque(ctx, rl_ident_cstr(ctx, "ub"), rl_ident_cstr(ctx, "poison"), false);
}

static char *print_module(bool generic) {
  rl_strbuf b = {0};
  rl_print_opts o = {.generic = generic};
  rl_print_top(&b, module, &o);
  return b.data;
}

static void setup(void) {
  ctx = rl_context_create();
  rl_register_all_dialects(ctx);
  rl_context_set_diag_handler(ctx, count_errors, NULL);
  const char *src = "";
  module = rl_parse_source(ctx, src, 0, rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(module);
  bld = (rl_builder){.ctx = ctx, .block = rl_op_regions(module)[0].first, .before = NULL};
  nerrors = 0;
}

static void teardown(void) {
  rl_op_destroy(ctx, module);
  rl_context_destroy(ctx);
}

TestSuite(ub_ops, .init = setup, .fini = teardown);

Test(ub_ops, poison_builder_and_accessors) {
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  int64_t dims[1] = {4};
  rl_type *v = rl_type_vector(ctx, 1, dims, NULL, rl_type_float(ctx, RL_F16));
  rl_op *a = rl_ub_poison_create(&bld, NULL, i32, poison_attr());
  rl_op *b = rl_ub_poison_create(&bld, NULL, v, poison_attr());
  cr_assert_eq(rl_ub_poison_value(a), poison_attr());
  cr_assert_eq(rl_ub_poison_result(a)->type, i32);
  cr_assert_eq(rl_ub_poison_result(b)->type, v);
  cr_assert(rl_verify(ctx, module));
  char *s = print_module(false);
  cr_assert_str_eq(s, "module {\n  %0 = ub.poison : i32\n  %1 = ub.poison : vector<4xf16>\n}\n");
  free(s);
  s = print_module(true);
  cr_assert(strstr(s, "  %0 = \"ub.poison\"() <{value = #ub.poison}> : () -> i32\n"), "%s", s);
  free(s);
}

Test(ub_ops, poison_without_value_uses_the_default) {
  rl_op *a = rl_ub_poison_create(&bld, NULL, rl_type_index(ctx), NULL);
  /* Builders set defaulted properties, as MLIR's do. */
  cr_assert_eq(rl_ub_poison_value(a), poison_attr());
  cr_assert(rl_verify(ctx, module));
  char *s = print_module(false);
  cr_assert_str_eq(s, "module {\n  %0 = ub.poison : index\n}\n");
  free(s);
}

Test(ub_ops, poison_value_must_be_a_poison_attribute) {
  rl_type *i8 = rl_type_integer(ctx, 8, RL_SIGNLESS);
  rl_ub_poison_create(&bld, NULL, i8, rl_attr_integer(ctx, i8, 0));
  cr_assert_not(rl_verify(ctx, module));
  cr_assert_eq(nerrors, 1);
}

Test(ub_ops, parsed_poison_is_the_builders_attribute) {
  const char *src = "%0 = \"ub.poison\"() <{value = #ub.poison}> : () -> f32\n";
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m);
  cr_assert_eq(rl_ub_poison_value(rl_op_regions(m)[0].first->first), poison_attr());
  rl_op_destroy(ctx, m);
}
