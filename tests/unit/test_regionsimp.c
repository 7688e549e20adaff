/* Region simplification called directly: what each level does, what it
 * reports as a change (as mlir-opt-19 counts), and that the rewriter's
 * listener hears of every op erased. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "drivers/regionsimp.h"
#include "dialects/registry.h"

static rl_context *ctx;

static void setup(void) {
  ctx = rl_context_create();
  rl_context_allow_unregistered(ctx, true);
  rl_register_all_dialects(ctx);
}
static void teardown(void) { rl_context_destroy(ctx); }
TestSuite(regionsimp, .init = setup, .fini = teardown);

static rl_op *parse(const char *src) {
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m);
  cr_assert(rl_verify(ctx, m));
  return m;
}

/* Prints m (after checking it still verifies) and destroys it. */
static char *finish(rl_op *m) {
  cr_assert(rl_verify(ctx, m));
  rl_strbuf b = {0};
  rl_print_opts o = {0};
  rl_print_top(&b, m, &o);
  rl_op_destroy(ctx, m);
  return b.data;
}

static const char *const unreachable_src =
    "func.func @f(%a: i32) -> i32 {\n"
    "  return %a : i32\n"
    "^bb1(%x: i32):\n"
    "  %y = arith.addi %x, %a : i32\n"
    "  cf.br ^bb2(%y : i32)\n"
    "^bb2(%z: i32):\n"
    "  \"t.use\"(%z) : (i32) -> ()\n"
    "  cf.br ^bb1(%z : i32)\n"
    "}\n";

Test(regionsimp, disabled_does_nothing) {
  rl_op *m = parse(unreachable_src);
  cr_assert(!rl_simplify_regions(ctx, m, RL_REGION_SIMPLIFY_DISABLED, NULL));
  char *s = finish(m);
  cr_assert(strstr(s, "^bb2"), "%s", s);
  free(s);
}

Test(regionsimp, erases_unreachable_blocks_without_a_rewriter) {
  rl_op *m = parse(unreachable_src);
  cr_assert(rl_simplify_regions(ctx, m, RL_REGION_SIMPLIFY_NORMAL, NULL));
  cr_assert(!rl_simplify_regions(ctx, m, RL_REGION_SIMPLIFY_NORMAL, NULL), "not at a fixed point");
  char *s = finish(m);
  cr_assert(!strstr(s, "^bb"), "%s", s);
  cr_assert(!strstr(s, "t.use"), "%s", s);
  free(s);
}

static unsigned nerased, nmodified;
static void on_erased(void *ud, rl_op *op) {
  (void)ud;
  (void)op;
  nerased++;
}
static void on_modified(void *ud, rl_op *op) {
  (void)ud;
  (void)op;
  nmodified++;
}

Test(regionsimp, the_listener_hears_of_erased_ops) {
  rl_op *m = parse(unreachable_src);
  rl_rewrite_listener l = {.op_erased = on_erased, .op_modified = on_modified};
  rl_rewriter rw;
  rl_rewriter_init(&rw, ctx, &l);
  nerased = nmodified = 0;
  cr_assert(rl_simplify_regions(ctx, m, RL_REGION_SIMPLIFY_NORMAL, &rw));
  cr_assert_eq(nerased, 4, "erased %u", nerased); /* ^bb1: addi, br; ^bb2: t.use, br */
  free(finish(m));
}

/* Dead arguments alone are not a change as MLIR counts them, but they go
 * and the branches that fed them are told. */
Test(regionsimp, dead_arguments_alone_are_not_reported) {
  rl_op *m = parse("func.func @f(%a: i32, %b: i32, %c: i1) {\n"
                   "  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b : i32)\n"
                   "^bb1(%x: i32, %y: i32):\n"
                   "  \"t.use\"(%y) : (i32) -> ()\n"
                   "  return\n"
                   "^bb2(%z: i32):\n"
                   "  return\n"
                   "}\n");
  rl_rewrite_listener l = {.op_erased = on_erased, .op_modified = on_modified};
  rl_rewriter rw;
  rl_rewriter_init(&rw, ctx, &l);
  nerased = nmodified = 0;
  cr_assert(!rl_simplify_regions(ctx, m, RL_REGION_SIMPLIFY_NORMAL, &rw));
  cr_assert_eq(nerased, 0);
  cr_assert_eq(nmodified, 1);
  char *s = finish(m);
  cr_assert(strstr(s, "cf.cond_br %arg2, ^bb1(%arg1 : i32), ^bb2\n"), "%s", s);
  cr_assert(strstr(s, "^bb1(%0: i32):"), "%s", s);
  cr_assert(strstr(s, "^bb2:"), "%s", s);
  cr_assert(strstr(s, "func.func @f(%arg0: i32, %arg1: i32, %arg2: i1)"), "%s", s);
  free(s);
}

Test(regionsimp, merging_needs_aggressive) {
  const char *src = "func.func @f(%a: i32, %b: i32, %c: i1) {\n"
                    "  cf.cond_br %c, ^bb1, ^bb2\n"
                    "^bb1:\n"
                    "  \"t.use\"(%a) : (i32) -> ()\n"
                    "  return\n"
                    "^bb2:\n"
                    "  \"t.use\"(%b) : (i32) -> ()\n"
                    "  return\n"
                    "}\n";
  rl_op *m = parse(src);
  cr_assert(!rl_simplify_regions(ctx, m, RL_REGION_SIMPLIFY_NORMAL, NULL));
  cr_assert(rl_simplify_regions(ctx, m, RL_REGION_SIMPLIFY_AGGRESSIVE, NULL));
  cr_assert(!rl_simplify_regions(ctx, m, RL_REGION_SIMPLIFY_AGGRESSIVE, NULL));
  char *s = finish(m);
  cr_assert(strstr(s, "cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)\n"), "%s", s);
  cr_assert(strstr(s, "\"t.use\"(%0) : (i32) -> ()"), "%s", s);
  cr_assert(!strstr(s, "^bb2"), "%s", s);
  free(s);
}
