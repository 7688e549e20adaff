/* The llvm dialect's type API (dialects/llvm/llvm_types.h): constructors
 * unique, accessors read back what was built, the printer writes the types
 * as mlir-opt-19 does (nested llvm types without `!llvm.`), the parser reads
 * them back to the same pointers, and ops built with the generated builders
 * print in custom form. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"
#include "dialects/registry.h"

static rl_context *ctx;

static void setup(void) {
  ctx = rl_context_create();
  rl_register_all_dialects(ctx);
}

static void teardown(void) { rl_context_destroy(ctx); }

TestSuite(llvm_types, .init = setup, .fini = teardown);

static void expect_text(const rl_type *t, const char *want) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  cr_assert_str_eq(b.data, want);
  /* Parsing the text gives the same uniqued type back. */
  cr_assert_eq(rl_parse_type_str(ctx, b.data), t, "%s does not parse back to itself", want);
  rl_sb_free(&b);
}

Test(llvm_types, constructors_unique_and_print) {
  rl_type *i64 = rl_type_integer(ctx, 64, RL_SIGNLESS), *f32 = rl_type_float(ctx, RL_F32);
  rl_type *ptr = rl_llvm_ptr_type(ctx, 0);
  cr_assert_eq(ptr, rl_llvm_ptr_type(ctx, 0));
  cr_assert_neq(ptr, rl_llvm_ptr_type(ctx, 1));
  cr_assert(rl_llvm_type_is_ptr(ptr));
  cr_assert_eq(rl_llvm_ptr_addrspace(rl_llvm_ptr_type(ctx, 3)), 3);
  expect_text(ptr, "!llvm.ptr");
  expect_text(rl_llvm_ptr_type(ctx, 3), "!llvm.ptr<3>");
  expect_text(rl_llvm_void_type(ctx), "!llvm.void");

  rl_type *arr = rl_llvm_array_type(ctx, i64, 2);
  cr_assert(rl_llvm_type_is_array(arr));
  cr_assert_eq(rl_llvm_array_elem(arr), i64);
  cr_assert_eq(rl_llvm_array_size(arr), 2);
  expect_text(arr, "!llvm.array<2 x i64>");

  /* The memref descriptor of a rank-2 memref. */
  rl_type *el[5] = {ptr, ptr, i64, arr, arr};
  rl_type *desc = rl_llvm_struct_type(ctx, 5, el, false);
  cr_assert_eq(desc, rl_llvm_struct_type(ctx, 5, el, false));
  cr_assert(rl_llvm_type_is_struct(desc));
  cr_assert_eq(rl_llvm_struct_num_elems(desc), 5);
  cr_assert_eq(rl_llvm_struct_elem(desc, 3), arr);
  cr_assert(!rl_llvm_struct_is_packed(desc) && !rl_llvm_struct_is_identified(desc));
  expect_text(desc, "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>");

  rl_type *two[2] = {i64, f32};
  expect_text(rl_llvm_struct_type(ctx, 2, two, true), "!llvm.struct<packed (i64, f32)>");
  expect_text(rl_llvm_struct_type(ctx, 0, NULL, false), "!llvm.struct<()>");
  rl_type *named = rl_llvm_struct_identified_type(ctx, "node", 4, 2, two, false);
  cr_assert(rl_llvm_struct_is_identified(named));
  cr_assert_str_eq(rl_llvm_struct_name(named)->str, "node");
  expect_text(named, "!llvm.struct<\"node\", (i64, f32)>");
  rl_type *opq = rl_llvm_struct_opaque_type(ctx, "opq", 3);
  cr_assert(rl_llvm_struct_is_opaque(opq));
  expect_text(opq, "!llvm.struct<\"opq\", opaque>");

  rl_type *fn = rl_llvm_func_type(ctx, rl_llvm_void_type(ctx), 2, two, true);
  cr_assert(rl_llvm_type_is_func(fn) && rl_llvm_func_vararg(fn));
  cr_assert_eq(rl_llvm_func_num_params(fn), 2);
  cr_assert_eq(rl_llvm_func_param(fn, 1), f32);
  cr_assert(rl_llvm_type_is_void(rl_llvm_func_result(fn)));
  expect_text(fn, "!llvm.func<void (i64, f32, ...)>");
  expect_text(rl_llvm_func_type(ctx, desc, 0, NULL, false),
              "!llvm.func<struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> ()>");
}

Test(llvm_types, nested_types_parse_with_or_without_prefix) {
  rl_type *a = rl_parse_type_str(ctx, "!llvm.struct<(!llvm.ptr, !llvm.array<2 x !llvm.ptr<1>>)>");
  rl_type *b = rl_parse_type_str(ctx, "!llvm.struct<(ptr, array<2 x ptr<1>>)>");
  cr_assert_not_null(a);
  cr_assert_eq(a, b);
  cr_assert_eq(rl_parse_type_str(ctx, "!llvm.ptr<0>"), rl_llvm_ptr_type(ctx, 0));
}

Test(llvm_types, compatibility) {
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  int64_t d = 4;
  cr_assert(rl_llvm_type_is_compatible(i32));
  cr_assert(rl_llvm_type_is_compatible(rl_type_vector(ctx, 1, &d, NULL, i32)));
  cr_assert(!rl_llvm_type_is_compatible(rl_type_index(ctx)));
  cr_assert(!rl_llvm_type_is_compatible(rl_type_integer(ctx, 32, RL_SIGNED)));
  cr_assert(rl_llvm_type_is_compatible(rl_llvm_array_type(ctx, i32, 3)));
  cr_assert(!rl_llvm_valid_element_type(rl_llvm_void_type(ctx)));
  cr_assert(!rl_llvm_valid_param_type(rl_llvm_void_type(ctx)));
  cr_assert(rl_llvm_valid_result_type(rl_llvm_void_type(ctx)));
}

Test(llvm_types, builders_print_custom_form) {
  rl_op *module = rl_parse_source(ctx, "", 0, rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(module);
  rl_builder bld = {.ctx = ctx, .block = rl_op_regions(module)[0].first, .before = NULL};
  rl_type *i64 = rl_type_integer(ctx, 64, RL_SIGNLESS);
  rl_type *el[2] = {rl_llvm_ptr_type(ctx, 0), i64};
  rl_type *st = rl_llvm_struct_type(ctx, 2, el, false);
  rl_llvm_mlir_undef_create(&bld, NULL, st);
  rl_llvm_mlir_zero_create(&bld, NULL, rl_llvm_ptr_type(ctx, 0));
  rl_strbuf b = {0};
  rl_print_opts o = {0};
  rl_print_top(&b, module, &o);
  cr_assert_str_eq(b.data, "module {\n"
                           "  %0 = llvm.mlir.undef : !llvm.struct<(ptr, i64)>\n"
                           "  %1 = llvm.mlir.zero : !llvm.ptr\n"
                           "}\n");
  rl_sb_free(&b);
  rl_op_destroy(ctx, module);
}
