/* The func dialect's generated builders and accessors, its verifiers, and
 * its custom forms; expected text is what mlir-opt-19 prints. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/builtin/builtin_ops.h"
#include "dialects/func/func_ops.h"

static unsigned nerrors;
static void count_diag(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)ud;
  (void)d;
  nerrors++;
}

static rl_context *fctx(void) {
  rl_context *c = rl_context_create();
  rl_builtin_register(c);
  rl_func_register(c);
  rl_context_set_diag_handler(c, count_diag, NULL);
  nerrors = 0;
  return c;
}

static rl_attr *str(rl_context *c, const char *s) { return rl_attr_string(c, s, strlen(s), NULL); }
static rl_attr *sym(rl_context *c, const char *s) { return rl_attr_symref(c, rl_ident_cstr(c, s), 0, NULL); }

static char *print(rl_op *op, bool generic) {
  rl_strbuf b = {0};
  rl_print_opts o = {.generic = generic};
  rl_print_top(&b, op, &o);
  return b.data;
}

/* A module holding `func.func @name(%arg0: i32) -> i32` whose entry block
 * is returned in *entry. */
static rl_op *module_with_func(rl_context *c, const char *name, rl_op **fn, rl_block **entry) {
  rl_builder top = {.ctx = c};
  rl_op *m = rl_builtin_module_create(&top, NULL, NULL, NULL);
  rl_block *mb = rl_block_create(c);
  rl_region_append_block(rl_op_region(m, 0), mb);
  rl_builder b = {.ctx = c, .block = mb};
  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  rl_type *ft = rl_type_function(c, 1, &i32, 1, &i32);
  *fn = rl_func_func_create(&b, NULL, str(c, name), rl_attr_type(c, ft), NULL, NULL, NULL);
  *entry = rl_block_create(c);
  rl_block_add_arg(c, *entry, i32, NULL);
  rl_region_append_block(rl_func_func_body(*fn), *entry);
  return m;
}

Test(func_ops, func_return_call_roundtrip) {
  rl_context *c = fctx();
  rl_op *fn;
  rl_block *entry;
  rl_op *m = module_with_func(c, "id", &fn, &entry);
  rl_builder b = {.ctx = c, .block = entry};
  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  rl_value *arg = rl_block_arg(entry, 0);
  rl_op *call = rl_func_call_create(&b, NULL, 1, &i32, 1, &arg, sym(c, "id"));
  rl_value *r = rl_op_result(call, 0);
  rl_op *ret = rl_func_return_create(&b, NULL, 1, &r);
  cr_assert_eq(rl_func_call_callee(call), sym(c, "id"));
  unsigned n;
  cr_assert_eq(rl_func_call_operands(call, &n), arg);
  cr_assert_eq(n, 1);
  cr_assert_eq(rl_func_call_results(call, &n), r);
  cr_assert_eq(n, 1);
  cr_assert_eq(rl_func_return_operands(ret, &n), r);
  cr_assert_eq(n, 1);
  cr_assert_eq(rl_func_func_sym_name(fn), str(c, "id"));
  cr_assert_null(rl_func_func_sym_visibility(fn));
  cr_assert(rl_verify(c, m));
  char *t = print(m, false);
  cr_assert_str_eq(t, "module {\n"
                      "  func.func @id(%arg0: i32) -> i32 {\n"
                      "    %0 = call @id(%arg0) : (i32) -> i32\n"
                      "    return %0 : i32\n"
                      "  }\n"
                      "}\n");
  free(t);
  t = print(m, true);
  cr_assert_str_eq(t, "\"builtin.module\"() ({\n"
                      "  \"func.func\"() <{function_type = (i32) -> i32, sym_name = \"id\"}> ({\n"
                      "  ^bb0(%arg0: i32):\n"
                      "    %0 = \"func.call\"(%arg0) <{callee = @id}> : (i32) -> i32\n"
                      "    \"func.return\"(%0) : (i32) -> ()\n"
                      "  }) : () -> ()\n"
                      "}) : () -> ()\n");
  free(t);
  rl_context_destroy(c);
}

Test(func_ops, return_type_mismatch_is_reported) {
  rl_context *c = fctx();
  rl_op *fn;
  rl_block *entry;
  rl_op *m = module_with_func(c, "f", &fn, &entry);
  rl_builder b = {.ctx = c, .block = entry};
  rl_func_return_create(&b, NULL, 0, NULL);
  cr_assert_not(rl_verify(c, m));
  cr_assert_eq(nerrors, 1);
  rl_context_destroy(c);
}

Test(func_ops, call_to_unknown_symbol_is_reported) {
  rl_context *c = fctx();
  rl_op *fn;
  rl_block *entry;
  rl_op *m = module_with_func(c, "f", &fn, &entry);
  rl_builder b = {.ctx = c, .block = entry};
  rl_value *arg = rl_block_arg(entry, 0);
  rl_func_call_create(&b, NULL, 0, NULL, 0, NULL, sym(c, "missing"));
  rl_func_return_create(&b, NULL, 1, &arg);
  cr_assert_not(rl_verify(c, m));
  cr_assert_eq(nerrors, 1);
  rl_context_destroy(c);
}

Test(func_ops, constant_and_call_indirect) {
  rl_context *c = fctx();
  rl_op *fn;
  rl_block *entry;
  rl_op *m = module_with_func(c, "f", &fn, &entry);
  rl_builder b = {.ctx = c, .block = entry};
  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  rl_type *ft = rl_type_function(c, 1, &i32, 1, &i32);
  rl_op *k = rl_func_constant_create(&b, NULL, ft, sym(c, "f"));
  rl_value *arg = rl_block_arg(entry, 0);
  rl_op *ci = rl_func_call_indirect_create(&b, NULL, 1, &i32, rl_func_constant_result(k), 1, &arg);
  rl_value *r = rl_op_result(ci, 0);
  rl_func_return_create(&b, NULL, 1, &r);
  cr_assert_eq(rl_func_constant_value(k), sym(c, "f"));
  cr_assert_eq(rl_func_call_indirect_callee(ci), rl_func_constant_result(k));
  unsigned n;
  cr_assert_eq(rl_func_call_indirect_callee_operands(ci, &n), arg);
  cr_assert_eq(n, 1);
  cr_assert(rl_verify(c, m));
  char *t = print(m, false);
  cr_assert_str_eq(t, "module {\n"
                      "  func.func @f(%arg0: i32) -> i32 {\n"
                      "    %f = constant @f : (i32) -> i32\n"
                      "    %0 = call_indirect %f(%arg0) : (i32) -> i32\n"
                      "    return %0 : i32\n"
                      "  }\n"
                      "}\n");
  free(t);
  rl_context_destroy(c);
}

Test(func_ops, private_declaration) {
  rl_context *c = fctx();
  rl_builder top = {.ctx = c};
  rl_op *m = rl_builtin_module_create(&top, NULL, str(c, "m"), NULL);
  rl_block *mb = rl_block_create(c);
  rl_region_append_block(rl_op_region(m, 0), mb);
  rl_builder b = {.ctx = c, .block = mb};
  rl_type *f32 = rl_type_float(c, RL_F32);
  rl_type *ft = rl_type_function(c, 1, &f32, 0, NULL);
  rl_op *d = rl_func_func_create(&b, NULL, str(c, "ext"), rl_attr_type(c, ft), str(c, "private"), NULL, NULL);
  cr_assert_eq(rl_func_func_sym_visibility(d), str(c, "private"));
  cr_assert(rl_verify(c, m));
  char *t = print(m, false);
  cr_assert_str_eq(t, "module @m {\n  func.func private @ext(f32)\n}\n");
  free(t);
  rl_context_destroy(c);
}
