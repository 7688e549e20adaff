/* State kept per context (rl_context_state): a library user creates,
 * registers, parses, lowers and destroys contexts over and over, or keeps
 * several alive at once; compiled rules (the scf and cf canonicalizations
 * among them), the cf rules' library and the custom<...> directives of each
 * context are its own. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/context.h"
#include "core/parser.h"
#include "core/printer.h"
#include "dialects/registry.h"
#include "dialects/affine/affine.h"
#include "drivers/greedy.h"
#include "drivers/pass.h"

void rl_register_compiled_rules(void);

/* Folds (arith rules), scf and cf canonicalizations, custom directives
 * (math's fastmath, llvm's attributes) and the lowering to the llvm dialect. */
static const char *program =
    "func.func @f(%n: index, %x: f32, %m: memref<?xf32>) -> f32 {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %c2 = arith.constant 2 : i32\n"
    "  %c3 = arith.constant 3 : i32\n"
    "  %k = arith.addi %c2, %c3 : i32\n"
    "  %t = arith.constant true\n"
    "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {\n"
    "    %v = memref.load %m[%i] : memref<?xf32>\n"
    "    %s = math.absf %v fastmath<fast> : f32\n"
    "    %y = scf.if %t -> (f32) {\n"
    "      %a = arith.addf %acc, %s : f32\n"
    "      scf.yield %a : f32\n"
    "    } else {\n"
    "      scf.yield %acc : f32\n"
    "    }\n"
    "    scf.yield %y : f32\n"
    "  }\n"
    "  %kf = arith.sitofp %k : i32 to f32\n"
    "  %z = arith.mulf %r, %kf : f32\n"
    "  cf.br ^bb1(%z : f32)\n"
    "^bb1(%w: f32):\n"
    "  return %w : f32\n"
    "}\n";

static void register_once(void) {
  static bool done;
  if (done) return;
  done = true;
  rl_register_all_passes();
  rl_register_canonicalization(rl_affine_populate_canonical);
  rl_register_compiled_rules();
}

/* Parses the program in a fresh context, lowers it with the passes named
 * and returns the printed result (malloc'd), leaving c alive. */
static char *lower_in(rl_context *c, const char *const *passes, unsigned npasses) {
  rl_op *m = rl_parse_source(c, program, strlen(program), rl_ident_cstr(c, "loop.mlir"), 0);
  cr_assert_not_null(m);
  rl_pipeline *p = rl_pipeline_create();
  for (unsigned i = 0; i < npasses; i++) cr_assert(rl_pipeline_add(p, passes[i], NULL, stderr), "%s", passes[i]);
  rl_pipeline_opts o = {.verify_each = true};
  cr_assert(rl_pipeline_run(p, c, m, &o));
  rl_strbuf out = {0};
  rl_print_opts po = {0};
  rl_print_top(&out, m, &po);
  char *s = strdup(out.data);
  rl_sb_free(&out);
  rl_pipeline_destroy(p);
  rl_op_destroy(c, m);
  return s;
}

static const char *const to_llvm[] = {"canonicalize", "convert-scf-to-cf", "finalize-memref-to-llvm",
                                      "convert-to-llvm", "reconcile-unrealized-casts"};
enum { NTO_LLVM = sizeof to_llvm / sizeof *to_llvm };

/* The lowered program: folded (5.0), fastmath kept, no scf, cf or arith left. */
static void expect_lowered(const char *s) {
  cr_assert(strstr(s, "llvm.func @f("), "%s", s);
  cr_assert(strstr(s, "llvm.mlir.constant(5.000000e+00 : f32) : f32"), "%s", s);
  cr_assert(strstr(s, "llvm.intr.fabs(%14)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32"), "%s", s);
  cr_assert(!strstr(s, "scf.") && !strstr(s, "cf.br") && !strstr(s, "arith."), "%s", s);
}

Test(context_state, create_register_parse_lower_destroy_100_times) {
  register_once();
  char *first = NULL;
  for (int i = 0; i < 100; i++) {
    rl_context *c = rl_context_create();
    rl_register_all_dialects(c);
    char *s = lower_in(c, to_llvm, NTO_LLVM);
    rl_context_destroy(c);
    if (!first) {
      expect_lowered(s);
      first = s;
    } else {
      cr_assert_str_eq(s, first, "iteration %d", i);
      free(s);
    }
  }
  free(first);
}

/* Contexts alive together, used in turn and destroyed in another order
 * than they were made: each keeps its own rules, patterns and directives. */
Test(context_state, contexts_alive_together) {
  register_once();
  enum { N = 12 };
  rl_context *cs[N];
  for (int i = 0; i < N; i++) {
    cs[i] = rl_context_create();
    rl_register_all_dialects(cs[i]);
  }
  char *first = NULL;
  for (int round = 0; round < 2; round++)
    for (int i = 0; i < N; i++) {
      char *s = lower_in(cs[(i * 5 + round) % N], to_llvm, NTO_LLVM);
      if (!first) {
        expect_lowered(s);
        first = s;
      } else {
        cr_assert_str_eq(s, first, "round %d, context %d", round, i);
        free(s);
      }
    }
  for (int i = N; i-- > 0;)
    if (i % 2) rl_context_destroy(cs[i]);
  for (int i = 0; i < N; i += 2) rl_context_destroy(cs[i]);
  free(first);
}

/* Canonicalization sets built for two contexts before either is used: each
 * set's scf, cf and rule patterns work on its own context's ops. */
Test(context_state, sets_built_before_use) {
  register_once();
  rl_context *a = rl_context_create(), *b = rl_context_create();
  rl_register_all_dialects(a);
  rl_register_all_dialects(b);
  rl_pattern_set *sa = rl_canonicalization_patterns(a), *sb = rl_canonicalization_patterns(b);
  const char *src = "func.func @f(%x: i32) -> i32 {\n"
                    "  %t = arith.constant true\n"
                    "  %c = arith.constant 7 : i32\n"
                    "  %r = scf.if %t -> (i32) {\n"
                    "    %s = arith.addi %x, %c : i32\n"
                    "    scf.yield %s : i32\n"
                    "  } else {\n"
                    "    scf.yield %x : i32\n"
                    "  }\n"
                    "  cf.br ^bb1(%r : i32)\n"
                    "^bb1(%y: i32):\n"
                    "  return %y : i32\n"
                    "}\n";
  rl_context *cs[2] = {a, b};
  rl_pattern_set *ss[2] = {sa, sb};
  for (int i = 0; i < 2; i++) {
    rl_op *m = rl_parse_source(cs[i], src, strlen(src), rl_ident_cstr(cs[i], "f.mlir"), 0);
    cr_assert_not_null(m);
    rl_greedy_config cfg = rl_greedy_default_config();
    cr_assert(rl_greedy_apply(cs[i], m, ss[i], &cfg, NULL, NULL));
    rl_strbuf out = {0};
    rl_print_opts po = {0};
    rl_print_top(&out, m, &po);
    cr_assert_str_eq(out.data, "module {\n"
                               "  func.func @f(%arg0: i32) -> i32 {\n"
                               "    %c7_i32 = arith.constant 7 : i32\n"
                               "    %0 = arith.addi %arg0, %c7_i32 : i32\n"
                               "    return %0 : i32\n"
                               "  }\n"
                               "}\n",
                     "context %d: %s", i, out.data);
    rl_sb_free(&out);
    rl_op_destroy(cs[i], m);
  }
  rl_pattern_set_destroy(sa);
  rl_pattern_set_destroy(sb);
  rl_context_destroy(a);
  rl_context_destroy(b);
}

/* A client's state is found by its key in the context it was set in, and
 * only there; a context starts with none. */
Test(context_state, keys_and_slots) {
  static rl_context_key k1, k2;
  rl_context *a = rl_context_create(), *b = rl_context_create();
  cr_assert_null(rl_context_state(a, &k1));
  int x = 1, y = 2, z = 3;
  rl_context_set_state(a, &k1, &x);
  rl_context_set_state(b, &k1, &y);
  rl_context_set_state(b, &k2, &z);
  cr_assert_eq(rl_context_state(a, &k1), &x);
  cr_assert_eq(rl_context_state(b, &k1), &y);
  cr_assert_eq(rl_context_state(b, &k2), &z);
  cr_assert_null(rl_context_state(a, &k2));
  rl_context_destroy(a);
  rl_context *c = rl_context_create();
  cr_assert_null(rl_context_state(c, &k1));
  cr_assert_null(rl_context_state(c, &k2));
  rl_context_destroy(b);
  rl_context_destroy(c);
}
