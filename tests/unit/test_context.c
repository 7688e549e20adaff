/* Unit tests of the context: identifier interning, type and attribute
 * uniquing (equal means pointer-equal), arenas and slabs. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#include "attrs.h"
#include "context.h"
#include "types.h"

static rl_context *ctx;

static void setup(void) { ctx = rl_context_create(); }
static void teardown(void) {
  rl_context_destroy(ctx);
  ctx = NULL;
}

TestSuite(context, .init = setup, .fini = teardown);

/* ---- identifiers ------------------------------------------------------- */

Test(context, ident_same_string_same_pointer) {
  rl_ident *a = rl_ident_cstr(ctx, "arith.addi");
  char buf[] = "arith.addi"; /* a different buffer with the same bytes */
  rl_ident *b = rl_ident_get(ctx, buf, strlen(buf));
  cr_assert_not_null(a);
  cr_assert_eq(a, b);
  cr_assert_eq(a->len, 10);
  cr_assert_str_eq(a->str, "arith.addi");
  cr_assert_eq(a->str[a->len], '\0');
}

Test(context, ident_different_strings_differ) {
  rl_ident *a = rl_ident_cstr(ctx, "foo");
  rl_ident *b = rl_ident_cstr(ctx, "bar");
  rl_ident *c = rl_ident_cstr(ctx, "fo");
  rl_ident *d = rl_ident_get(ctx, "foo", 2); /* a prefix is "fo" */
  cr_assert_neq(a, b);
  cr_assert_neq(a, c);
  cr_assert_eq(c, d);
}

Test(context, ident_empty_string) {
  rl_ident *a = rl_ident_get(ctx, "", 0);
  rl_ident *b = rl_ident_cstr(ctx, "");
  cr_assert_eq(a, b);
  cr_assert_eq(a->len, 0);
  cr_assert_eq(a->str[0], '\0');
}

Test(context, ident_embedded_nul) {
  rl_ident *a = rl_ident_get(ctx, "a\0b", 3);
  rl_ident *b = rl_ident_get(ctx, "a\0c", 3);
  rl_ident *c = rl_ident_get(ctx, "a", 1);
  rl_ident *d = rl_ident_get(ctx, "a\0b", 3);
  rl_ident *e = rl_ident_get(ctx, "a\0", 2);
  cr_assert_eq(a, d);
  cr_assert_neq(a, b);
  cr_assert_neq(a, c);
  cr_assert_neq(a, e);
  cr_assert_neq(c, e);
  cr_assert_eq(a->len, 3);
  cr_assert_eq(memcmp(a->str, "a\0b", 4), 0); /* NUL-terminated too */
}

Test(context, ident_count_and_growth) {
  size_t before = rl_context_num_idents(ctx);
  enum { N = 5000 };
  static rl_ident *ids[N];
  char buf[32];
  for (int i = 0; i < N; i++) {
    int len = snprintf(buf, sizeof buf, "name_%d", i);
    ids[i] = rl_ident_get(ctx, buf, (size_t)len);
  }
  cr_assert_eq(rl_context_num_idents(ctx), before + N);
  /* After the table grew, every lookup still finds the same pointer. */
  for (int i = 0; i < N; i++) {
    int len = snprintf(buf, sizeof buf, "name_%d", i);
    cr_assert_eq(rl_ident_get(ctx, buf, (size_t)len), ids[i], "ident %d moved", i);
    cr_assert_str_eq(ids[i]->str, buf);
  }
  cr_assert_eq(rl_context_num_idents(ctx), before + N);
}

Test(context, ident_hash_matches_bytes) {
  rl_ident *a = rl_ident_cstr(ctx, "hello");
  cr_assert_eq(a->hash, rl_hash_bytes("hello", 5));
}

/* ---- types --------------------------------------------------------------- */

Test(context, integer_types_unique) {
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  cr_assert_eq(i32, rl_type_integer(ctx, 32, RL_SIGNLESS));
  cr_assert_neq(i32, rl_type_integer(ctx, 64, RL_SIGNLESS));
  cr_assert_neq(i32, rl_type_integer(ctx, 32, RL_SIGNED));
  cr_assert_neq(rl_type_integer(ctx, 32, RL_SIGNED), rl_type_integer(ctx, 32, RL_UNSIGNED));
  cr_assert_eq(rl_type_int_width(i32), 32);
  cr_assert_eq(rl_type_int_signedness(rl_type_integer(ctx, 8, RL_UNSIGNED)), RL_UNSIGNED);
  cr_assert(rl_type_is_integer(i32));
  cr_assert_eq(rl_type_bitwidth(i32), 32);
  cr_assert_eq(rl_type_bitwidth(rl_type_index(ctx)), 64);
  cr_assert_eq(rl_type_index(ctx), rl_type_index(ctx));
  cr_assert_neq((void *)rl_type_index(ctx), (void *)rl_type_integer(ctx, 64, RL_SIGNLESS));
}

Test(context, float_types_unique) {
  rl_type *f32 = rl_type_float(ctx, RL_F32);
  cr_assert_eq(f32, rl_type_float(ctx, RL_F32));
  cr_assert_neq(f32, rl_type_float(ctx, RL_F64));
  cr_assert_neq(rl_type_float(ctx, RL_F16), rl_type_float(ctx, RL_BF16));
  cr_assert_eq(rl_type_float_sem(f32), RL_F32);
  cr_assert_eq(rl_type_bitwidth(f32), 32);
  cr_assert_eq(rl_type_bitwidth(rl_type_float(ctx, RL_BF16)), 16);
  /* An integer and a float of one width are different kinds. */
  cr_assert_neq((void *)f32, (void *)rl_type_integer(ctx, 32, RL_SIGNLESS));
  cr_assert_eq(rl_type_none(ctx), rl_type_none(ctx));
}

Test(context, uniquing_does_not_grow_node_count) {
  rl_type *f32 = rl_type_float(ctx, RL_F32);
  (void)rl_type_complex(ctx, f32);
  size_t n = rl_context_num_nodes(ctx);
  for (int i = 0; i < 100; i++) (void)rl_type_complex(ctx, f32);
  cr_assert_eq(rl_context_num_nodes(ctx), n);
  (void)rl_type_complex(ctx, rl_type_float(ctx, RL_F64));
  cr_assert_gt(rl_context_num_nodes(ctx), n);
}

Test(context, vector_types_with_scalable_dims) {
  rl_type *f32 = rl_type_float(ctx, RL_F32);
  int64_t dims[2] = {4, 8};
  bool sc_01[2] = {false, true};
  bool sc_10[2] = {true, false};
  bool sc_00[2] = {false, false};
  rl_type *a = rl_type_vector(ctx, 2, dims, sc_01, f32);
  rl_type *b = rl_type_vector(ctx, 2, dims, sc_01, f32);
  rl_type *c = rl_type_vector(ctx, 2, dims, sc_10, f32);
  rl_type *fixed = rl_type_vector(ctx, 2, dims, NULL, f32);
  cr_assert_eq(a, b);
  cr_assert_neq(a, c);
  cr_assert_neq(a, fixed);
  /* No scalable flags is the same as all false. */
  cr_assert_eq(fixed, rl_type_vector(ctx, 2, dims, sc_00, f32));
  cr_assert_eq(rl_type_rank(a), 2);
  cr_assert_eq(rl_type_dim(a, 0), 4);
  cr_assert_eq(rl_type_dim(a, 1), 8);
  cr_assert_not(rl_type_dim_scalable(a, 0));
  cr_assert(rl_type_dim_scalable(a, 1));
  cr_assert(rl_type_dim_scalable(c, 0));
  cr_assert_eq(rl_type_elem(a), f32);
  /* Dims and element type matter. */
  int64_t dims2[2] = {8, 4};
  cr_assert_neq(a, rl_type_vector(ctx, 2, dims2, sc_01, f32));
  cr_assert_neq(a, rl_type_vector(ctx, 2, dims, sc_01, rl_type_float(ctx, RL_F64)));
  /* Rank matters: vector<4xf32> is not vector<4x8xf32>. */
  cr_assert_neq(fixed, rl_type_vector(ctx, 1, dims, NULL, f32));
}

Test(context, tensor_types) {
  rl_type *i8 = rl_type_integer(ctx, 8, RL_SIGNLESS);
  int64_t dims[3] = {2, RL_DYNAMIC, 5};
  rl_type *a = rl_type_tensor(ctx, 3, dims, i8, NULL);
  cr_assert_eq(a, rl_type_tensor(ctx, 3, dims, i8, NULL));
  rl_attr *enc = rl_attr_string(ctx, "sparse", 6, NULL);
  rl_type *b = rl_type_tensor(ctx, 3, dims, i8, enc);
  cr_assert_neq(a, b);
  cr_assert_eq(b, rl_type_tensor(ctx, 3, dims, i8, rl_attr_string(ctx, "sparse", 6, NULL)));
  cr_assert_eq(rl_type_encoding(b), enc);
  cr_assert_null(rl_type_encoding(a));
  cr_assert_eq(rl_type_dim(a, 1), RL_DYNAMIC);
  cr_assert_eq(rl_type_rank(a), 3);
  cr_assert_eq(rl_type_unranked_tensor(ctx, i8), rl_type_unranked_tensor(ctx, i8));
  cr_assert_neq((void *)rl_type_unranked_tensor(ctx, i8), (void *)a);
  /* A rank-0 tensor is not an unranked one. */
  cr_assert_neq((void *)rl_type_tensor(ctx, 0, NULL, i8, NULL),
                (void *)rl_type_unranked_tensor(ctx, i8));
}

Test(context, memref_types_with_layouts) {
  rl_type *f32 = rl_type_float(ctx, RL_F32);
  int64_t dims[2] = {4, 8};
  int64_t strides[2] = {8, 1};
  int64_t strides_dyn[2] = {RL_DYNAMIC, 1};
  rl_attr *l1 = rl_attr_strided(ctx, 0, 2, strides);
  rl_attr *l1b = rl_attr_strided(ctx, 0, 2, strides);
  rl_attr *l2 = rl_attr_strided(ctx, RL_DYNAMIC, 2, strides_dyn);
  cr_assert_eq(l1, l1b);
  cr_assert_neq(l1, l2);
  cr_assert_neq(l1, rl_attr_strided(ctx, 4, 2, strides)); /* offset matters */

  rl_type *plain = rl_type_memref(ctx, 2, dims, f32, NULL, NULL);
  rl_type *a = rl_type_memref(ctx, 2, dims, f32, l1, NULL);
  rl_type *b = rl_type_memref(ctx, 2, dims, f32, l1b, NULL);
  rl_type *c = rl_type_memref(ctx, 2, dims, f32, l2, NULL);
  cr_assert_eq(a, b);
  cr_assert_neq(a, c);
  cr_assert_neq(a, plain);
  cr_assert_eq(plain, rl_type_memref(ctx, 2, dims, f32, NULL, NULL));
  cr_assert_eq(rl_type_layout(a), l1);
  cr_assert_null(rl_type_layout(plain));

  /* Affine-map layouts unique too. */
  rl_attr *d0 = rl_affine_dim(ctx, 0), *d1 = rl_affine_dim(ctx, 1);
  rl_attr *res[2] = {d1, d0};
  rl_attr *m1 = rl_affine_map(ctx, 2, 0, 2, res);
  rl_attr *res2[2] = {rl_affine_dim(ctx, 1), rl_affine_dim(ctx, 0)};
  rl_attr *m2 = rl_affine_map(ctx, 2, 0, 2, res2);
  cr_assert_eq(m1, m2);
  cr_assert_eq(rl_type_memref(ctx, 2, dims, f32, m1, NULL),
               rl_type_memref(ctx, 2, dims, f32, m2, NULL));

  /* Memory spaces. */
  rl_attr *ms1 = rl_attr_integer(ctx, rl_type_integer(ctx, 64, RL_SIGNLESS), 1);
  rl_attr *ms2 = rl_attr_integer(ctx, rl_type_integer(ctx, 64, RL_SIGNLESS), 2);
  rl_type *s1 = rl_type_memref(ctx, 2, dims, f32, l1, ms1);
  cr_assert_eq(s1, rl_type_memref(ctx, 2, dims, f32, l1b,
                                  rl_attr_integer(ctx, rl_type_integer(ctx, 64, RL_SIGNLESS), 1)));
  cr_assert_neq(s1, rl_type_memref(ctx, 2, dims, f32, l1, ms2));
  cr_assert_neq(s1, a);
  cr_assert_eq(rl_type_memspace(s1), ms1);
  cr_assert_null(rl_type_memspace(a));
  cr_assert_eq(rl_type_unranked_memref(ctx, f32, ms1), rl_type_unranked_memref(ctx, f32, ms1));
  cr_assert_neq(rl_type_unranked_memref(ctx, f32, ms1), rl_type_unranked_memref(ctx, f32, NULL));
}

Test(context, function_types) {
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  rl_type *f32 = rl_type_float(ctx, RL_F32);
  rl_type *i64 = rl_type_integer(ctx, 64, RL_SIGNLESS);
  rl_type *in[2] = {i32, f32};
  rl_type *out[1] = {i64};
  rl_type *a = rl_type_function(ctx, 2, in, 1, out);
  rl_type *in2[2] = {i32, f32};
  cr_assert_eq(a, rl_type_function(ctx, 2, in2, 1, out));
  /* (i32) -> (f32, i64) has the same words in the same order, but not the
   * same split. */
  rl_type *out2[2] = {f32, i64};
  rl_type *b = rl_type_function(ctx, 1, in, 2, out2);
  cr_assert_neq(a, b);
  cr_assert_eq(rl_type_func_num_inputs(a), 2);
  cr_assert_eq(rl_type_func_num_results(a), 1);
  cr_assert_eq(rl_type_func_num_inputs(b), 1);
  cr_assert_eq(rl_type_func_num_results(b), 2);
  cr_assert_eq(rl_type_func_input(a, 1), f32);
  cr_assert_eq(rl_type_func_result(b, 1), i64);
  /* () -> () */
  rl_type *e = rl_type_function(ctx, 0, NULL, 0, NULL);
  cr_assert_eq(e, rl_type_function(ctx, 0, NULL, 0, NULL));
  cr_assert_neq(e, a);
  /* Order of inputs matters. */
  rl_type *in3[2] = {f32, i32};
  cr_assert_neq(a, rl_type_function(ctx, 2, in3, 1, out));
}

Test(context, tuple_types) {
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  rl_type *f32 = rl_type_float(ctx, RL_F32);
  rl_type *el[2] = {i32, f32};
  rl_type *t = rl_type_tuple(ctx, 2, el);
  rl_type *el2[2] = {i32, f32};
  cr_assert_eq(t, rl_type_tuple(ctx, 2, el2));
  rl_type *el3[2] = {f32, i32};
  cr_assert_neq(t, rl_type_tuple(ctx, 2, el3));
  cr_assert_eq(rl_type_tuple_size(t), 2);
  cr_assert_eq(rl_type_tuple_elem(t, 1), f32);
  rl_type *empty = rl_type_tuple(ctx, 0, NULL);
  cr_assert_eq(empty, rl_type_tuple(ctx, 0, NULL));
  cr_assert_neq(empty, t);
  /* Nested: tuple<tuple<i32, f32>> is not tuple<i32, f32>. */
  rl_type *nest = rl_type_tuple(ctx, 1, &t);
  cr_assert_neq(nest, t);
  cr_assert_eq(nest, rl_type_tuple(ctx, 1, &t));
  /* An empty tuple and a function () -> () have no words either. */
  cr_assert_neq((void *)empty, (void *)rl_type_function(ctx, 0, NULL, 0, NULL));
  cr_assert_neq((void *)empty, (void *)rl_type_none(ctx));
}

Test(context, opaque_types) {
  rl_ident *d = rl_ident_cstr(ctx, "foo");
  rl_ident *b = rl_ident_cstr(ctx, "bar<1>");
  rl_type *a = rl_type_opaque(ctx, d, b, false);
  cr_assert_eq(a, rl_type_opaque(ctx, d, b, false));
  cr_assert_neq(a, rl_type_opaque(ctx, d, b, true));
}

/* ---- attributes ---------------------------------------------------------- */

Test(context, integer_attrs) {
  rl_type *i8 = rl_type_integer(ctx, 8, RL_SIGNLESS);
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  rl_attr *a = rl_attr_integer(ctx, i32, 42);
  cr_assert_eq(a, rl_attr_integer(ctx, i32, 42));
  cr_assert_neq(a, rl_attr_integer(ctx, i32, 43));
  cr_assert_neq(a, rl_attr_integer(ctx, rl_type_integer(ctx, 64, RL_SIGNLESS), 42));
  cr_assert_eq(rl_attr_int_value(a), 42);
  cr_assert_eq(rl_attr_type_of(a), i32);
  /* -1 : i8 is stored zero-extended above the width: one node either way. */
  rl_attr *m1 = rl_attr_integer(ctx, i8, -1);
  uint64_t w = 0xff;
  cr_assert_eq(m1, rl_attr_integer_words(ctx, i8, &w));
  cr_assert_eq(rl_attr_int_words(m1)[0], 0xff);
  cr_assert_eq(rl_attr_int_value(m1), -1);
  /* 255 : i8 is the same bits as -1 : i8. */
  cr_assert_eq(rl_attr_integer(ctx, i8, 255), m1);
  /* Wide integers. */
  rl_type *i128 = rl_type_integer(ctx, 128, RL_SIGNLESS);
  uint64_t big[2] = {1, 2};
  rl_attr *b1 = rl_attr_integer_words(ctx, i128, big);
  uint64_t big2[2] = {1, 2};
  cr_assert_eq(b1, rl_attr_integer_words(ctx, i128, big2));
  uint64_t big3[2] = {1, 3};
  cr_assert_neq(b1, rl_attr_integer_words(ctx, i128, big3));
  rl_attr *neg = rl_attr_integer(ctx, i128, -2);
  cr_assert_eq(rl_attr_int_words(neg)[0], UINT64_MAX - 1);
  cr_assert_eq(rl_attr_int_words(neg)[1], UINT64_MAX);
  /* Booleans are i1. */
  rl_attr *t = rl_attr_bool(ctx, true);
  cr_assert_eq(t, rl_attr_integer(ctx, rl_type_integer(ctx, 1, RL_SIGNLESS), 1));
  cr_assert_neq(t, rl_attr_bool(ctx, false));
}

Test(context, float_attrs) {
  rl_type *f32 = rl_type_float(ctx, RL_F32);
  rl_type *f64 = rl_type_float(ctx, RL_F64);
  rl_attr *a = rl_attr_float(ctx, f32, 1.5);
  cr_assert_eq(a, rl_attr_float(ctx, f32, 1.5));
  cr_assert_neq(a, rl_attr_float(ctx, f32, 2.5));
  cr_assert_neq(a, rl_attr_float(ctx, f64, 1.5));
  /* 1.5f is 0x3fc00000. */
  cr_assert_eq(a, rl_attr_float_bits(ctx, f32, 0x3fc00000u, 0));
  cr_assert_eq(rl_attr_float(ctx, f64, 1.5), rl_attr_float_bits(ctx, f64, 0x3ff8000000000000ull, 0));
  /* +0.0 and -0.0 are different attributes (as in MLIR: bitwise). */
  cr_assert_neq(rl_attr_float(ctx, f32, 0.0), rl_attr_float(ctx, f32, -0.0));
}

Test(context, string_array_type_unit_attrs) {
  rl_attr *s = rl_attr_string(ctx, "hi\0there", 8, NULL);
  cr_assert_eq(s, rl_attr_string(ctx, "hi\0there", 8, NULL));
  cr_assert_neq(s, rl_attr_string(ctx, "hi", 2, NULL));
  cr_assert_eq(rl_attr_string_ident(s)->len, 8);
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  cr_assert_neq(s, rl_attr_string(ctx, "hi\0there", 8, i32)); /* typed string */
  cr_assert_eq(rl_attr_unit(ctx), rl_attr_unit(ctx));
  rl_attr *el[3] = {s, rl_attr_unit(ctx), rl_attr_integer(ctx, i32, 1)};
  rl_attr *arr = rl_attr_array(ctx, 3, el);
  rl_attr *el2[3] = {rl_attr_string(ctx, "hi\0there", 8, NULL), rl_attr_unit(ctx),
                     rl_attr_integer(ctx, i32, 1)};
  cr_assert_eq(arr, rl_attr_array(ctx, 3, el2));
  cr_assert_neq(arr, rl_attr_array(ctx, 2, el2));
  cr_assert_eq(rl_attr_array_size(arr), 3);
  cr_assert_eq(rl_attr_array_elem(arr, 1), rl_attr_unit(ctx));
  cr_assert_eq(rl_attr_array(ctx, 0, NULL), rl_attr_array(ctx, 0, NULL));
  cr_assert_eq(rl_attr_type(ctx, i32), rl_attr_type(ctx, i32));
  cr_assert_eq(rl_attr_type_value(rl_attr_type(ctx, i32)), i32);
  /* An array attribute and a tuple type with the same words are different
   * kinds, and so different nodes. */
  cr_assert_neq((void *)rl_attr_array(ctx, 0, NULL), (void *)rl_type_tuple(ctx, 0, NULL));
}

Test(context, symref_attrs) {
  rl_ident *root = rl_ident_cstr(ctx, "mod");
  rl_ident *nested[2] = {rl_ident_cstr(ctx, "a"), rl_ident_cstr(ctx, "b")};
  rl_attr *a = rl_attr_symref(ctx, root, 2, nested);
  cr_assert_eq(a, rl_attr_symref(ctx, root, 2, nested));
  cr_assert_neq(a, rl_attr_symref(ctx, root, 1, nested));
  cr_assert_neq(rl_attr_symref(ctx, root, 0, NULL), rl_attr_string(ctx, "mod", 3, NULL));
}

Test(context, dict_order_independent) {
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  rl_ident *a = rl_ident_cstr(ctx, "alpha");
  rl_ident *b = rl_ident_cstr(ctx, "beta");
  rl_ident *g = rl_ident_cstr(ctx, "gamma");
  rl_attr *va = rl_attr_integer(ctx, i32, 1);
  rl_attr *vb = rl_attr_unit(ctx);
  rl_attr *vg = rl_attr_string(ctx, "x", 1, NULL);
  rl_named_attr e1[3] = {{a, va}, {b, vb}, {g, vg}};
  rl_named_attr e2[3] = {{g, vg}, {a, va}, {b, vb}};
  rl_named_attr e3[3] = {{b, vb}, {g, vg}, {a, va}};
  rl_ident *dup = (rl_ident *)1;
  rl_attr *d1 = rl_attr_dict(ctx, 3, e1, &dup);
  cr_assert_not_null(d1);
  rl_attr *d2 = rl_attr_dict(ctx, 3, e2, NULL);
  rl_attr *d3 = rl_attr_dict(ctx, 3, e3, NULL);
  cr_assert_eq(d1, d2);
  cr_assert_eq(d1, d3);
  cr_assert_eq(rl_attr_dict_size(d1), 3);
  /* Sorted by name. */
  cr_assert_eq(rl_attr_dict_name(d1, 0), a);
  cr_assert_eq(rl_attr_dict_name(d1, 1), b);
  cr_assert_eq(rl_attr_dict_name(d1, 2), g);
  cr_assert_eq(rl_attr_dict_value(d1, 2), vg);
  cr_assert_eq(rl_attr_dict_get(d1, b), vb);
  cr_assert_null(rl_attr_dict_get(d1, rl_ident_cstr(ctx, "delta")));
  /* Different value: different dict. */
  rl_named_attr e4[3] = {{b, vb}, {g, vg}, {a, rl_attr_integer(ctx, i32, 2)}};
  cr_assert_neq(d1, rl_attr_dict(ctx, 3, e4, NULL));
  /* Empty. */
  cr_assert_eq(rl_attr_dict(ctx, 0, NULL, NULL), rl_attr_dict(ctx, 0, NULL, NULL));
}

Test(context, dict_sorted_by_name_bytes) {
  /* Names that share prefixes and differ in length sort as strings do. */
  const char *names[] = {"ab", "a", "b", "abc", "B", "a_b"};
  rl_named_attr e[6];
  for (int i = 0; i < 6; i++) {
    e[i].name = rl_ident_cstr(ctx, names[i]);
    e[i].value = rl_attr_unit(ctx);
  }
  rl_attr *d = rl_attr_dict(ctx, 6, e, NULL);
  cr_assert_not_null(d);
  for (unsigned i = 0; i + 1 < rl_attr_dict_size(d); i++)
    cr_assert_lt(strcmp(rl_attr_dict_name(d, i)->str, rl_attr_dict_name(d, i + 1)->str), 0,
                 "%s before %s", rl_attr_dict_name(d, i)->str, rl_attr_dict_name(d, i + 1)->str);
}

Test(context, dict_reports_duplicates) {
  rl_ident *a = rl_ident_cstr(ctx, "a");
  rl_ident *b = rl_ident_cstr(ctx, "b");
  rl_ident *c = rl_ident_cstr(ctx, "c");
  rl_named_attr e[4] = {{c, rl_attr_unit(ctx)},
                        {b, rl_attr_unit(ctx)},
                        {a, rl_attr_unit(ctx)},
                        {b, rl_attr_bool(ctx, true)}};
  rl_ident *dup = NULL;
  cr_assert_null(rl_attr_dict(ctx, 4, e, &dup));
  cr_assert_eq(dup, b);
  /* NULL dup pointer is allowed. */
  cr_assert_null(rl_attr_dict(ctx, 4, e, NULL));
  /* Two entries with the same name and value are still duplicates. */
  rl_named_attr e2[2] = {{a, rl_attr_unit(ctx)}, {a, rl_attr_unit(ctx)}};
  dup = NULL;
  cr_assert_null(rl_attr_dict(ctx, 2, e2, &dup));
  cr_assert_eq(dup, a);
}

Test(context, dict_set_and_remove) {
  rl_ident *a = rl_ident_cstr(ctx, "a");
  rl_ident *b = rl_ident_cstr(ctx, "b");
  rl_attr *d0 = rl_attr_dict_set(ctx, NULL, b, rl_attr_unit(ctx));
  cr_assert_eq(rl_attr_dict_size(d0), 1);
  rl_attr *d1 = rl_attr_dict_set(ctx, d0, a, rl_attr_bool(ctx, true));
  cr_assert_eq(rl_attr_dict_size(d1), 2);
  cr_assert_eq(rl_attr_dict_name(d1, 0), a);
  rl_named_attr e[2] = {{b, rl_attr_unit(ctx)}, {a, rl_attr_bool(ctx, true)}};
  cr_assert_eq(d1, rl_attr_dict(ctx, 2, e, NULL));
  /* Replacing a value. */
  rl_attr *d2 = rl_attr_dict_set(ctx, d1, a, rl_attr_bool(ctx, false));
  cr_assert_eq(rl_attr_dict_size(d2), 2);
  cr_assert_eq(rl_attr_dict_get(d2, a), rl_attr_bool(ctx, false));
  cr_assert_eq(rl_attr_dict_get(d1, a), rl_attr_bool(ctx, true)); /* d1 unchanged */
  /* Removing. */
  rl_attr *d3 = rl_attr_dict_set(ctx, d2, a, NULL);
  cr_assert_eq(d3, d0);
  rl_attr *d4 = rl_attr_dict_set(ctx, d3, b, NULL);
  cr_assert_eq(d4, rl_attr_dict(ctx, 0, NULL, NULL));
  /* Removing an absent name leaves the dictionary as it is. */
  cr_assert_eq(rl_attr_dict_set(ctx, d0, a, NULL), d0);
}

Test(context, dense_and_locations) {
  rl_type *i32 = rl_type_integer(ctx, 32, RL_SIGNLESS);
  int64_t dims[1] = {3};
  rl_type *vt = rl_type_tensor(ctx, 1, dims, i32, NULL);
  uint64_t data[3] = {1, 2, 3};
  rl_attr *d = rl_attr_dense(ctx, vt, false, 1, 3, data);
  uint64_t data2[3] = {1, 2, 3};
  cr_assert_eq(d, rl_attr_dense(ctx, vt, false, 1, 3, data2));
  uint64_t one = 1;
  cr_assert_neq(rl_attr_dense(ctx, vt, true, 1, 1, &one), d);
  cr_assert_eq(rl_attr_dense_array(ctx, i32, 3, data), rl_attr_dense_array(ctx, i32, 3, data2));

  rl_ident *f = rl_ident_cstr(ctx, "a.mlir");
  rl_attr *l1 = rl_loc_file(ctx, f, 3, 7);
  cr_assert_eq(l1, rl_loc_file(ctx, rl_ident_cstr(ctx, "a.mlir"), 3, 7));
  cr_assert_neq(l1, rl_loc_file(ctx, f, 3, 8));
  cr_assert(rl_attr_is_location(l1));
  cr_assert(rl_attr_is_location(rl_loc_unknown(ctx)));
  cr_assert_not(rl_attr_is_location(rl_attr_unit(ctx)));
  rl_attr *n = rl_loc_name(ctx, rl_ident_cstr(ctx, "x"), l1);
  cr_assert_eq(rl_loc_find_file(n), l1);
  rl_attr *locs[2] = {rl_loc_unknown(ctx), n};
  rl_attr *fused = rl_loc_fused(ctx, NULL, 2, locs);
  cr_assert_eq(fused, rl_loc_fused(ctx, NULL, 2, locs));
  cr_assert_eq(rl_loc_find_file(fused), l1);
  cr_assert_null(rl_loc_find_file(rl_loc_unknown(ctx)));
  rl_attr *cs = rl_loc_callsite(ctx, rl_loc_unknown(ctx), l1);
  cr_assert_eq(cs, rl_loc_callsite(ctx, rl_loc_unknown(ctx), l1));
}

/* file:line:col locations live in a table of their own (by file, then line);
 * each still has exactly one node, whatever the order they are made in. */
Test(context, file_locations_are_unique_in_any_order) {
  rl_ident *a = rl_ident_cstr(ctx, "a.mlir"), *b = rl_ident_cstr(ctx, "b.mlir");
  rl_attr *first[3000];
  for (unsigned i = 0; i < 3000; i++) first[i] = rl_loc_file(ctx, i % 2 ? a : b, 3000 - i, i % 5);
  size_t n = rl_context_num_nodes(ctx);
  for (unsigned i = 3000; i-- > 0;) {
    rl_attr *l = rl_loc_file(ctx, i % 2 ? a : b, 3000 - i, i % 5);
    cr_assert_eq(l, first[i], "location %u made twice", i);
    cr_assert_eq(l->kind, RL_AT_LOC_FILE);
    cr_assert_eq(rl_loc_file_line(l), 3000 - i);
    cr_assert_eq(rl_loc_file_col(l), i % 5);
  }
  cr_assert_eq(rl_context_num_nodes(ctx), n);
  /* Several columns on one line, and the same line in another file. */
  rl_attr *c1 = rl_loc_file(ctx, a, 7, 1), *c2 = rl_loc_file(ctx, a, 7, 2);
  cr_assert_neq(c1, c2);
  cr_assert_eq(c1, rl_loc_file(ctx, a, 7, 1));
  cr_assert_eq(c2, rl_loc_file(ctx, a, 7, 2));
  cr_assert_neq(c1, rl_loc_file(ctx, b, 7, 1));
  /* Large line numbers, and a column before the last one made (it goes
   * to the general uniquer, and is still found once). */
  rl_attr *far = rl_loc_file(ctx, a, 4000000000u, 9);
  cr_assert_eq(far, rl_loc_file(ctx, a, 4000000000u, 9));
  cr_assert_eq(rl_loc_file_line(far), 4000000000u);
  cr_assert_eq(rl_loc_file_col(far), 9);
  rl_attr *before = rl_loc_file(ctx, a, 4000000000u, 8);
  cr_assert_neq(far, before);
  cr_assert_eq(before, rl_loc_file(ctx, a, 4000000000u, 8));
  cr_assert_eq(rl_loc_file_col(before), 8);
}

Test(context, generic_uniq) {
  uint64_t w[3] = {1, 2, 3};
  const void *a = rl_uniq(ctx, 40, 5, 3, w);
  uint64_t w2[3] = {1, 2, 3};
  cr_assert_eq(a, rl_uniq(ctx, 40, 5, 3, w2));
  cr_assert_neq(a, rl_uniq(ctx, 40, 6, 3, w2)); /* sub matters */
  cr_assert_neq(a, rl_uniq(ctx, 41, 5, 3, w2)); /* kind matters */
  cr_assert_neq(a, rl_uniq(ctx, 40, 5, 2, w2)); /* count matters */
  const rl_type *t = a;
  cr_assert_eq(t->kind, 40);
  cr_assert_eq(t->sub, 5);
  cr_assert_eq(t->n, 3);
  cr_assert_eq(t->w[2], 3);
  /* Many nodes: the table grows and keeps every node findable. */
  enum { N = 4000 };
  static const void *nodes[N];
  for (uint64_t i = 0; i < N; i++) {
    uint64_t v[2] = {i, i * 7};
    nodes[i] = rl_uniq(ctx, 42, 0, 2, v);
  }
  for (uint64_t i = 0; i < N; i++) {
    uint64_t v[2] = {i, i * 7};
    cr_assert_eq(rl_uniq(ctx, 42, 0, 2, v), nodes[i]);
  }
}

Test(context, separate_contexts_are_separate) {
  rl_context *other = rl_context_create();
  rl_ident *a = rl_ident_cstr(ctx, "x");
  rl_ident *b = rl_ident_cstr(other, "x");
  cr_assert_neq(a, b);
  cr_assert_str_eq(b->str, "x");
  rl_context_destroy(other);
  cr_assert_eq(rl_ident_cstr(ctx, "x"), a);
}

/* ---- arenas and slabs ---------------------------------------------------- */

Test(context, arena_alignment_and_isolation) {
  rl_arena a;
  memset(&a, 0, sizeof a);
  enum { N = 2000 };
  static unsigned char *ptrs[N];
  static size_t sizes[N];
  for (int i = 0; i < N; i++) {
    sizes[i] = (size_t)(1 + (i * 37) % 300);
    ptrs[i] = rl_arena_alloc(&a, sizes[i]);
    cr_assert_not_null(ptrs[i]);
    cr_assert_eq((uintptr_t)ptrs[i] % 16, 0, "allocation %d not 16-byte aligned", i);
    memset(ptrs[i], i & 0xff, sizes[i]);
  }
  /* Nothing overwrote anything: allocations do not overlap. */
  for (int i = 0; i < N; i++)
    for (size_t k = 0; k < sizes[i]; k++)
      cr_assert_eq(ptrs[i][k], (unsigned char)(i & 0xff), "allocation %d byte %zu", i, k);
  rl_arena_free(&a);
}

Test(context, arena_large_and_zero) {
  rl_arena a;
  memset(&a, 0, sizeof a);
  unsigned char *small = rl_arena_alloc(&a, 8);
  memset(small, 0xab, 8);
  size_t big = (size_t)4 << 20; /* bigger than any sensible chunk */
  unsigned char *p = rl_arena_alloc(&a, big);
  cr_assert_not_null(p);
  cr_assert_eq((uintptr_t)p % 16, 0);
  memset(p, 0x5a, big);
  unsigned char *after = rl_arena_alloc(&a, 16);
  memset(after, 0x11, 16);
  cr_assert_eq(small[7], 0xab);
  cr_assert_eq(p[0], 0x5a);
  cr_assert_eq(p[big - 1], 0x5a);
  /* A zero-byte request returns something usable as a distinct address or at
   * least does not crash. */
  (void)rl_arena_alloc(&a, 0);
  rl_arena_free(&a);
  /* A freed arena can be used again. */
  unsigned char *q = rl_arena_alloc(&a, 32);
  cr_assert_not_null(q);
  memset(q, 1, 32);
  rl_arena_free(&a);
}

Test(context, arena_strdup) {
  rl_arena a;
  memset(&a, 0, sizeof a);
  char *s = rl_arena_strdup(&a, "ab\0cd-extra", 5);
  cr_assert_eq(memcmp(s, "ab\0cd", 5), 0);
  cr_assert_eq(s[5], '\0');
  char *e = rl_arena_strdup(&a, "", 0);
  cr_assert_eq(e[0], '\0');
  rl_arena_free(&a);
}

Test(context, context_alloc) {
  unsigned char *p = rl_context_alloc(ctx, 100);
  unsigned char *q = rl_context_alloc(ctx, 100);
  cr_assert_not_null(p);
  cr_assert_neq(p, q);
  cr_assert_eq((uintptr_t)p % 8, 0);
  memset(p, 1, 100);
  memset(q, 2, 100);
  cr_assert_eq(p[99], 1);
}

Test(context, slab_alloc_free_reuse) {
  enum { N = 256 };
  static unsigned char *p[N];
  size_t sizes[4] = {24, 64, 136, 1000};
  for (int s = 0; s < 4; s++) {
    size_t n = sizes[s];
    for (int i = 0; i < N; i++) {
      p[i] = rl_context_slab_alloc(ctx, n);
      cr_assert_not_null(p[i]);
      cr_assert_eq((uintptr_t)p[i] % 8, 0);
      memset(p[i], i & 0xff, n);
    }
    for (int i = 0; i < N; i++)
      for (size_t k = 0; k < n; k++)
        cr_assert_eq(p[i][k], (unsigned char)(i & 0xff), "size %zu obj %d byte %zu", n, i, k);
    /* Free every other object, then allocate again: the free list is used. */
    static unsigned char *freed[N / 2];
    for (int i = 0; i < N; i += 2) {
      freed[i / 2] = p[i];
      rl_context_slab_free(ctx, p[i], n);
    }
    int reused = 0;
    for (int i = 0; i < N; i += 2) {
      unsigned char *q = rl_context_slab_alloc(ctx, n);
      for (int j = 0; j < N / 2; j++)
        if (q == freed[j]) reused++;
      memset(q, 0xee, n);
      p[i] = q;
    }
    cr_assert_eq(reused, N / 2, "size %zu: only %d of %d freed objects reused", n, reused, N / 2);
    /* The live odd objects were not touched by the reuse. */
    for (int i = 1; i < N; i += 2)
      cr_assert_eq(p[i][n - 1], (unsigned char)(i & 0xff));
    for (int i = 0; i < N; i++) rl_context_slab_free(ctx, p[i], n);
  }
}

Test(context, slab_large_objects) {
  /* Bigger than the slab classes: still allocates and frees. */
  size_t n = 64 * 1024;
  unsigned char *p = rl_context_slab_alloc(ctx, n);
  cr_assert_not_null(p);
  memset(p, 3, n);
  rl_context_slab_free(ctx, p, n);
}
