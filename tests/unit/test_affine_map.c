/* Unit tests of the affine map arithmetic of dialects/affine/affine_map.c:
 * simplification (the flattened form, semi-affine term order, division by a
 * symbol, bounds) and constant folding; expected maps are mlir-opt-19's
 * --canonicalize output for `affine.apply` over function arguments. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/affine.h"
#include "core/context.h"
#include "core/parser.h"
#include "core/strbuf.h"
#include "dialects/affine/affine_map.h"

static rl_context *ctx;

static void setup(void) { ctx = rl_context_create(); }
static void teardown(void) {
  rl_context_destroy(ctx);
  ctx = NULL;
}

TestSuite(affine_map, .init = setup, .fini = teardown);

static rl_attr *map(const char *text) {
  size_t off;
  const char *msg;
  rl_attr *m = rl_affine_map_parse(ctx, text, strlen(text), &off, &msg);
  cr_assert(m, "cannot parse %s: %s", text, msg);
  return m;
}

static void expect_map(rl_attr *m, const char *want) {
  rl_strbuf b = {0};
  rl_affine_print_map(&b, m);
  cr_expect_str_eq(b.data, want);
  rl_sb_free(&b);
}

/* The map written `src`, simplified, prints as `want`. */
static void expect_simplified(const char *src, const char *want) { expect_map(rl_aff_simplify_map(ctx, map(src)), want); }

Test(affine_map, simplify_pure) {
  /* The flat form: dims, symbols, locals, then the constant. */
  expect_simplified("()[s0, s1] -> (3 + s1 * 2 + s0 - 1)", "()[s0, s1] -> (s0 + s1 * 2 + 2)");
  expect_simplified("()[s0, s1] -> (s0 mod 5 + s1)",
                    "()[s0, s1] -> (s0 + s1 - (s0 floordiv 5) * 5)");
  expect_simplified("(d0) -> ((d0 * 4) floordiv 8)", "(d0) -> (d0 floordiv 2)");
}

Test(affine_map, simplify_semi_affine) {
  /* Terms by (position, local index); ids before their products. */
  expect_simplified("()[s0, s1, s2, s3] -> (s0 + s1 * s2 + s3)",
                    "()[s0, s1, s2, s3] -> (s0 + s1 * s2 + s3)");
  expect_simplified("()[s0, s1] -> (s0 * s1 + s0)", "()[s0, s1] -> (s0 + s0 * s1)");
  expect_simplified("()[s0, s1] -> (s1 * s1 + s0 floordiv 8 + s0 + s1 floordiv 3 + s0 * s1 + 7)",
                    "()[s0, s1] -> (s0 + s0 floordiv 8 + s0 * s1 + s1 * s1 + s1 floordiv 3 + 7)");
  /* Division by a symbol that divides the dividend. */
  expect_simplified("()[s0] -> ((s0 * 2) mod s0, s0 ceildiv s0)", "()[s0] -> (0, 1)");
}

Test(affine_map, bounds) {
  expect_map(rl_aff_simplify_map_with_operands(ctx, map("()[s0] -> ((s0 mod 2) mod 3, (s0 mod 2) floordiv 3)")),
             "()[s0] -> (s0 mod 2, 0)");
}

Test(affine_map, constant_fold) {
  rl_type *idx = rl_type_index(ctx);
  rl_attr *ops[2] = {rl_attr_integer(ctx, idx, 7), NULL};
  int64_t res[3];
  bool all;
  rl_attr *m = rl_aff_partial_constant_fold(ctx, map("(d0)[s0] -> (d0 floordiv 2, d0 + s0)"), ops, res, &all);
  cr_expect(!all);
  expect_map(m, "(d0)[s0] -> (3, d0 + s0)");
  ops[1] = rl_attr_integer(ctx, idx, -2);
  rl_aff_partial_constant_fold(ctx, map("(d0)[s0] -> (d0 floordiv 2, d0 + s0, d0 mod 4)"), ops, res, &all);
  cr_expect(all);
  cr_expect(res[0] == 3 && res[1] == 5 && res[2] == 3);
  /* Division by zero is poison: no fold. */
  ops[1] = rl_attr_integer(ctx, idx, 0);
  rl_aff_partial_constant_fold(ctx, map("(d0)[s0] -> (d0 floordiv s0)"), ops, res, &all);
  cr_expect(!all);
}

Test(affine_map, flatten) {
  int64_t f[4];
  cr_assert(rl_aff_flatten_no_locals(ctx, rl_affine_map_result(map("(d0)[s0, s1] -> (d0 * 3 - s1 + 4)"), 0), 1, 2, f));
  cr_expect(f[0] == 3 && f[1] == 0 && f[2] == -1 && f[3] == 4);
  cr_expect(!rl_aff_flatten_no_locals(ctx, rl_affine_map_result(map("(d0) -> (d0 floordiv 3)"), 0), 1, 0, f));
}
