/* The dialect-conversion driver (drivers/conversion.c): target legality,
 * the type converter (cache, 1:N, recursion, failure), partial / full /
 * analysis modes, transitive legalization, exact rollback, errors naming
 * the op and the patterns tried, signature conversion, folding as a way to
 * legalize, materializations, the --debug-conversion tree, and
 * reconcile-unrealized-casts. Patterns are hand-written C rl_patterns that
 * turn arith i32 ops into unregistered "test.*" ops on i64. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/attrs.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/registry.h"
#include "drivers/conversion.h"

static rl_context *ctx;
static rl_strbuf diags;   /* every diagnostic: "error: msg" / "note: msg", one a line */

static void on_diag(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)ud;
  static const char *const sev[] = {"error", "warning", "note", "remark"};
  rl_sb_printf(&diags, "%s: %s\n", sev[d->sev], d->msg);
  for (const rl_diag *n = d->notes; n; n = n->next) rl_sb_printf(&diags, "note: %s\n", n->msg);
}

static void setup(void) {
  ctx = rl_context_create();
  rl_context_allow_unregistered(ctx, true);
  rl_register_all_dialects(ctx);
  rl_context_set_diag_handler(ctx, on_diag, NULL);
  rl_context_set_print_op_on_diagnostic(ctx, false);
  diags = (rl_strbuf){0};
}
static void teardown(void) {
  rl_sb_free(&diags);
  rl_context_destroy(ctx);
}
TestSuite(conversion, .init = setup, .fini = teardown);

static rl_op *parse(const char *src) {
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m);
  cr_assert(rl_verify(ctx, m));
  return m;
}

static char *print(rl_op *m) {
  rl_strbuf b = {0};
  rl_print_opts o = {0};
  rl_print_top(&b, m, &o);
  return b.data;
}

static rl_opinfo *info(const char *name) { return rl_opinfo_get_cstr(ctx, name); }
static rl_type *i32(void) { return rl_type_integer(ctx, 32, RL_SIGNLESS); }
static rl_type *i64(void) { return rl_type_integer(ctx, 64, RL_SIGNLESS); }

/* ---- a type converter: i32 -> i64, i1 -> (i1, i1), f16 fails, the rest stays ---- */

static unsigned nconv_calls;
static rl_type_conv_result conv_identity(void *ud, rl_type_converter *tc, rl_type *t, rl_type **out, unsigned *n) {
  (void)ud;
  (void)tc;
  out[0] = t;
  *n = 1;
  return RL_TYPE_CONV_OK;
}
static rl_type_conv_result conv_ints(void *ud, rl_type_converter *tc, rl_type *t, rl_type **out, unsigned *n) {
  (void)ud;
  nconv_calls++;
  rl_context *c = rl_type_converter_context(tc);
  if (rl_type_is_integer(t) && rl_type_int_width(t) == 32) {
    out[0] = rl_type_integer(c, 64, RL_SIGNLESS);
    *n = 1;
    return RL_TYPE_CONV_OK;
  }
  if (rl_type_is_integer(t) && rl_type_int_width(t) == 1) {
    out[0] = out[1] = t;
    *n = 2;
    return RL_TYPE_CONV_OK;
  }
  if (rl_type_is_float(t) && rl_type_float_sem(t) == RL_F16) return RL_TYPE_CONV_FAIL;
  if (rl_type_kind_of(t) == RL_TY_TUPLE) { /* recursive: element-wise, flattened */
    *n = 0;
    for (unsigned i = 0; i < rl_type_tuple_size(t); i++) {
      rl_type *const *ts;
      unsigned k;
      if (!rl_convert_type_n(tc, rl_type_tuple_elem(t, i), &ts, &k)) return RL_TYPE_CONV_FAIL;
      for (unsigned j = 0; j < k; j++) out[(*n)++] = ts[j];
    }
    return RL_TYPE_CONV_OK;
  }
  return RL_TYPE_CONV_NEXT;
}

static rl_type_converter *make_tc(void) {
  rl_type_converter *tc = rl_type_converter_create(ctx);
  rl_type_converter_add(tc, conv_identity, NULL); /* tried last */
  rl_type_converter_add(tc, conv_ints, NULL);
  return tc;
}

/* ---- patterns ----------------------------------------------------------------- */

/* arith.{addi,muli} on i32 -> "test.add"/"test.mul" on i64 (converted operands). */
static bool lower_binop(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  rl_type_converter *tc = rl_conv_type_converter(rw);
  rl_type *rt = tc ? rl_convert_type(tc, op->results[0].type) : op->results[0].type;
  if (!rt) {
    *why = "result type does not convert";
    return false;
  }
  rl_value *ops[2] = {rl_conv_operand(rw, op, 0), rl_conv_operand(rw, op, 1)};
  if (!ops[0] || !ops[1]) {
    *why = "operand does not convert";
    return false;
  }
  rl_op_state st = {.info = info(pat->data), .loc = op->loc, .nresults = 1, .result_types = &rt,
                    .noperands = 2, .operands = ops};
  rl_op *n = rl_rewriter_create(rw, &st);
  rl_value *r = &n->results[0];
  rl_rewriter_replace(rw, op, &r);
  return true;
}

/* "test.a" -> "test.b" -> "test.c" (same operands and types); also test.x -> test.y. */
static bool rename_op(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)why;
  rl_type *ts[4];
  rl_value *vs[4];
  for (unsigned i = 0; i < op->nresults && i < 4; i++) ts[i] = op->results[i].type;
  for (unsigned i = 0; i < op->noperands && i < 4; i++) vs[i] = rl_conv_operand(rw, op, i);
  rl_op_state st = {.info = info(pat->data), .loc = op->loc, .nresults = op->nresults, .result_types = ts,
                    .noperands = op->noperands, .operands = vs};
  rl_op *n = rl_rewriter_create(rw, &st);
  rl_value *rs[4];
  for (unsigned i = 0; i < op->nresults && i < 4; i++) rs[i] = &n->results[i];
  rl_rewriter_replace(rw, op, rs);
  return true;
}

/* A pattern that never matches (to be named in errors). */
static bool never(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  (void)op;
  (void)rw;
  *why = "never matches";
  return false;
}

/* "test.func" with a region: converts its block signatures, marks itself. */
static bool convert_func(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  rl_rewriter_start_modify(rw, op);
  if (!rl_conv_convert_region_types(rw, rl_op_region(op, 0))) {
    *why = "a block argument type does not convert";
    return false;
  }
  rl_op_set_attr(ctx, op, rl_ident_cstr(ctx, "converted"), rl_attr_unit(ctx));
  rl_rewriter_modified(rw, op);
  return true;
}

static bool func_legal(void *ud, rl_op *op) {
  (void)ud;
  return rl_op_get_attr(op, rl_ident_cstr(ctx, "converted")) != NULL;
}

static bool types_legal(void *ud, rl_op *op) { return rl_op_types_legal(ud, op); }

#define PAT(n, r, fn, d) {.name = n, .root = NULL, .benefit = 1, .match_and_rewrite = fn, .data = d, .file = "t.rules", .line = r}

static rl_pattern pats[16];
static rl_pattern_set *std_set(void) {
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("AddiToTest", 1, lower_binop, "test.add");
  pats[0].root = info("arith.addi");
  pats[1] = (rl_pattern)PAT("MuliToTest", 2, lower_binop, "test.mul");
  pats[1].root = info("arith.muli");
  for (int i = 0; i < 2; i++) rl_pattern_set_add(s, &pats[i]);
  return s;
}

static rl_conv_target *std_target(rl_type_converter *tc) {
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_dialect(t, "test", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_dialect(t, "arith", RL_LEGALITY_DYNAMIC, types_legal, tc);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  return t;
}

/* ---- target ----------------------------------------------------------------------- */

static bool has_attr_ok(void *ud, rl_op *op) {
  (void)ud;
  return rl_op_get_attr(op, rl_ident_cstr(ctx, "ok")) != NULL;
}

Test(conversion, target_legality) {
  rl_op *m = parse("\"a.x\"() : () -> ()\n\"a.y\"() : () -> ()\n\"a.z\"() {ok} : () -> ()\n\"b.w\"() : () -> ()\n");
  rl_block *b = rl_op_regions(m)[0].first;
  rl_op *x = b->first, *y = x->next, *z = y->next, *w = z->next;
  rl_conv_target *t = rl_conv_target_create(ctx);
  cr_assert_eq(rl_conv_target_legality(t, x), RL_LEGALITY_UNKNOWN);
  rl_conv_target_set_dialect(t, "a", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("a.y"), RL_LEGALITY_ILLEGAL, NULL, NULL); /* the op's entry wins */
  rl_conv_target_set_op(t, info("a.z"), RL_LEGALITY_DYNAMIC, has_attr_ok, NULL);
  cr_assert_eq(rl_conv_target_legality(t, x), RL_LEGALITY_LEGAL);
  cr_assert_eq(rl_conv_target_legality(t, y), RL_LEGALITY_ILLEGAL);
  cr_assert_eq(rl_conv_target_legality(t, z), RL_LEGALITY_LEGAL);
  rl_op_set_attr(ctx, z, rl_ident_cstr(ctx, "ok"), NULL);
  cr_assert_eq(rl_conv_target_legality(t, z), RL_LEGALITY_ILLEGAL, "a dynamic no is illegal");
  cr_assert_eq(rl_conv_target_legality(t, w), RL_LEGALITY_UNKNOWN);
  rl_conv_target_set_unknown(t, has_attr_ok, NULL);
  cr_assert_eq(rl_conv_target_legality(t, w), RL_LEGALITY_ILLEGAL);
  rl_op_set_attr(ctx, w, rl_ident_cstr(ctx, "ok"), rl_attr_unit(ctx));
  cr_assert_eq(rl_conv_target_legality(t, w), RL_LEGALITY_LEGAL);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

Test(conversion, recursively_legal_ops_are_not_entered) {
  rl_op *m = parse("\"r.box\"() ({\n  \"x.bad\"() : () -> ()\n}) : () -> ()\n\"x.ok\"() : () -> ()\n");
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("x.ok"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("x.bad"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("r.box"), RL_LEGALITY_LEGAL, NULL, NULL);
  cr_assert_not(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, NULL, NULL), "x.bad inside a merely legal op");
  cr_assert(strstr(diags.data, "failed to legalize operation 'x.bad'"), "%s", diags.data);
  rl_conv_target_set_recursively_legal(t, info("r.box"), NULL, NULL);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, NULL, NULL), "%s", diags.data);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

/* ---- type converter --------------------------------------------------------------- */

Test(conversion, type_converter_cache_order_1n_recursion_failure) {
  rl_type_converter *tc = make_tc();
  nconv_calls = 0;
  cr_assert_eq(rl_convert_type(tc, i32()), i64());
  cr_assert_eq(rl_convert_type(tc, i32()), i64());
  cr_assert_eq(nconv_calls, 1, "cached per type");
  cr_assert(rl_type_is_legal(tc, i64()), "falls through to the identity added first");
  cr_assert_not(rl_type_is_legal(tc, i32()));
  rl_type *i1 = rl_type_integer(ctx, 1, RL_SIGNLESS);
  rl_type *const *ts;
  unsigned n;
  cr_assert(rl_convert_type_n(tc, i1, &ts, &n));
  cr_assert_eq(n, 2);
  cr_assert_null(rl_convert_type(tc, i1), "not 1:1");
  rl_type *f16 = rl_type_float(ctx, RL_F16);
  cr_assert_not(rl_convert_type_n(tc, f16, &ts, &n));
  cr_assert_null(rl_convert_type(tc, f16));
  rl_type *el[] = {i32(), i1, i64()};
  rl_type *tup = rl_type_tuple(ctx, 3, el);
  cr_assert(rl_convert_type_n(tc, tup, &ts, &n));
  cr_assert_eq(n, 4);
  cr_assert_eq(ts[0], i64());
  cr_assert_eq(ts[1], i1);
  cr_assert_eq(ts[3], i64());
  rl_type *bad[] = {i32(), f16};
  cr_assert_not(rl_convert_type_n(tc, rl_type_tuple(ctx, 2, bad), &ts, &n), "failure propagates");
  rl_type *in[] = {i32(), i1}, *out[] = {i32()};
  rl_type *fn = rl_convert_function_type(tc, rl_type_function(ctx, 2, in, 1, out));
  rl_type *want_in[] = {i64(), i1, i1}, *want_out[] = {i64()};
  cr_assert_eq(fn, rl_type_function(ctx, 3, want_in, 1, want_out));
  rl_type_converter_destroy(tc);
}

/* ---- modes -------------------------------------------------------------------------- */

static const char *arith_src =
    "func.func @f(%a: i32, %b: i32) -> i32 {\n"
    "  %0 = arith.addi %a, %b : i32\n"
    "  %1 = arith.muli %0, %0 : i32\n"
    "  \"test.use\"(%1) : (i32) -> ()\n"
    "  return %1 : i32\n"
    "}\n";

Test(conversion, partial_converts_with_converted_operands_and_casts) {
  rl_op *m = parse(arith_src);
  rl_type_converter *tc = make_tc();
  rl_conv_target *t = std_target(tc);
  rl_pattern_set *s = std_set();
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_PARTIAL, t, tc, s, NULL), "%s", diags.data);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  /* Function arguments are i32: target casts to i64; muli sees addi's i64
   * result through the driver's source cast; the users of the result that
   * stay (test.use, return) get one cast back to i32. */
  cr_assert(strstr(out, "%0 = builtin.unrealized_conversion_cast %arg1 : i32 to i64\n"
                        "    %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64\n"),
            "each at the block's start, as MLIR places them: %s", out);
  cr_assert(strstr(out, "%2 = \"test.add\"(%1, %0) : (i64, i64) -> i64\n"), "%s", out);
  cr_assert(strstr(out, "%3 = \"test.mul\"(%2, %2) : (i64, i64) -> i64\n"), "%s", out);
  cr_assert(strstr(out, "%4 = builtin.unrealized_conversion_cast %3 : i64 to i32\n"), "%s", out);
  cr_assert(strstr(out, "\"test.use\"(%4) : (i32) -> ()\n"), "%s", out);
  cr_assert(strstr(out, "return %4 : i32\n"), "%s", out);
  cr_assert_null(strstr(out, "arith."), "%s", out);
  /* The cast of addi's result back to i32 had no user left: erased. */
  cr_assert_null(strstr(out, "%2 : i64 to i32"), "%s", out);
  free(out);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_type_converter_destroy(tc);
  rl_op_destroy(ctx, m);
}

Test(conversion, partial_leaves_unknown_ops_fails_on_illegal) {
  rl_op *m = parse("func.func @f(%a: i64) -> i64 {\n"
                   "  %0 = arith.addi %a, %a : i64\n"
                   "  %1 = \"other.op\"(%0) : (i64) -> i64\n"
                   "  return %1 : i64\n"
                   "}\n");
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_dialect(t, "test", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("arith.addi"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_pattern_set *s = std_set();
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_PARTIAL, t, NULL, s, NULL), "%s", diags.data);
  char *out = print(m);
  cr_assert(strstr(out, "\"test.add\"(%arg0, %arg0) : (i64, i64) -> i64"), "%s", out);
  cr_assert(strstr(out, "\"other.op\""), "%s", out);
  free(out);
  /* other.op illegal too, and nothing converts it: an error, nothing changed. */
  rl_op *m2 = parse("func.func @g(%a: i64) -> i64 {\n"
                    "  %0 = arith.addi %a, %a : i64\n"
                    "  %1 = \"other.op\"(%0) : (i64) -> i64\n"
                    "  return %1 : i64\n"
                    "}\n");
  char *before = print(m2);
  rl_conv_target_set_op(t, info("other.op"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  cr_assert_not(rl_apply_conversion(ctx, m2, RL_CONV_PARTIAL, t, NULL, s, NULL));
  char *after = print(m2);
  cr_assert_str_eq(before, after);
  cr_assert(strstr(diags.data, "error: failed to legalize operation 'other.op' that was explicitly marked illegal\n"
                               "note: no pattern applies to 'other.op'\n"),
            "%s", diags.data);
  free(before);
  free(after);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
  rl_op_destroy(ctx, m2);
}

/* Every value's use list, in order: (user's name, operand number) per use.
 * Text cannot show it, and later rewrites visit users in this order. */
static bool note_uses(rl_op *op, void *ud) {
  rl_strbuf *b = ud;
  for (unsigned i = 0; i < op->nresults; i++) {
    rl_sb_printf(b, "%s#%u:", op->info->name->str, i);
    for (rl_use *u = op->results[i].first_use; u; u = u->next)
      rl_sb_printf(b, " %s/%u", u->owner->info->name->str, (unsigned)(u - u->owner->operands));
    rl_sb_putc(b, '\n');
  }
  return true;
}

static char *use_lists(rl_op *m) {
  rl_strbuf b = {0};
  rl_op_walk(m, false, note_uses, &b);
  return b.data;
}

/* Runs a conversion that must fail, and checks that the rollback left the
 * IR, and every use list in order, as they were. */
static void expect_rollback(rl_op *m, rl_conv_mode mode, rl_conv_target *t, rl_type_converter *tc,
                            rl_pattern_set *s, const char *what) {
  rl_strbuf before = {0}, after = {0};
  rl_print_opts generic = {.generic = true, .debuginfo = true};
  rl_print_top(&before, m, &generic);
  char *uses_before = use_lists(m);
  cr_assert_not(rl_apply_conversion(ctx, m, mode, t, tc, s, NULL), "%s: the conversion must fail", what);
  rl_print_top(&after, m, &generic);
  char *uses_after = use_lists(m);
  cr_assert_str_eq(before.data, after.data, "%s: rollback must restore the IR", what);
  cr_assert_str_eq(uses_before, uses_after, "%s: rollback must restore every use list in order", what);
  cr_assert(rl_verify(ctx, m));
  free(uses_before);
  free(uses_after);
  rl_sb_free(&before);
  rl_sb_free(&after);
}

/* std_set and the std target with func legal, where subi has a pattern that
 * always fails (so a full conversion of a function using subi fails). */
static rl_pattern_set *set_failing_subi(rl_type_converter *tc, rl_conv_target **t) {
  *t = std_target(tc);
  rl_conv_target_set_dialect(*t, "func", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_pattern_set *s = std_set();
  pats[2] = (rl_pattern)PAT("SubiNever", 7, never, NULL);
  pats[2].root = info("arith.subi");
  rl_pattern_set_add(s, &pats[2]);
  return s;
}

Test(conversion, full_fails_on_unknown_and_restores_text_exactly) {
  const char *src = "func.func @f(%a: i32, %b: i32) -> i32 {\n"
                    "  %0 = arith.addi %a, %b : i32\n"
                    "  %1 = arith.muli %0, %0 : i32\n"
                    "  %2 = arith.subi %1, %0 : i32\n"
                    "  return %2 : i32\n"
                    "}\n";
  rl_op *m = parse(src);
  rl_type_converter *tc = make_tc();
  rl_conv_target *t;
  rl_pattern_set *s = set_failing_subi(tc, &t);
  pats[3] = (rl_pattern)PAT("SubiNeverEither", 8, never, NULL);
  pats[3].root = info("arith.subi");
  rl_pattern_set_add(s, &pats[3]);
  expect_rollback(m, RL_CONV_FULL, t, tc, s, "subi without a pattern");
  cr_assert_str_eq(diags.data, "error: failed to legalize operation 'arith.subi'\n"
                               "note: patterns tried: SubiNever, SubiNeverEither\n");
  /* The same IR converts once subi has a pattern (the rollback left it usable). */
  pats[4] = (rl_pattern)PAT("SubiToTest", 9, lower_binop, "test.sub");
  pats[4].root = info("arith.subi");
  rl_pattern_set_add(s, &pats[4]);
  rl_sb_clear(&diags);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, tc, s, NULL), "%s", diags.data);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  cr_assert(strstr(out, "\"test.sub\""), "%s", out);
  free(out);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_type_converter_destroy(tc);
  rl_op_destroy(ctx, m);
}

/* The journal packs a replacement's moved uses into one record: up to 57
 * uses with their "first change" marks in one word, up to 64 in two, more
 * as one record per use. Each size rolls back to the exact use lists. */
Test(conversion, rollback_of_many_moved_uses_restores_use_lists) {
  static const unsigned nmul[] = {1, 28, 29, 31, 32, 40};
  for (unsigned k = 0; k < sizeof nmul / sizeof *nmul; k++) {
    rl_strbuf src = {0};
    rl_sb_printf(&src, "func.func @f(%%a: i32, %%b: i32) -> i32 {\n  %%0 = arith.addi %%a, %%b : i32\n");
    for (unsigned i = 0; i < nmul[k]; i++) rl_sb_printf(&src, "  %%m%u = arith.muli %%0, %%0 : i32\n", i);
    rl_sb_printf(&src, "  %%2 = arith.subi %%m%u, %%0 : i32\n  return %%2 : i32\n}\n", nmul[k] - 1);
    rl_op *m = parse(src.data);
    rl_type_converter *tc = make_tc();
    rl_conv_target *t;
    rl_pattern_set *s = set_failing_subi(tc, &t);
    char what[32];
    snprintf(what, sizeof what, "%u uses", 2 * nmul[k] + 1);
    expect_rollback(m, RL_CONV_FULL, t, tc, s, what);
    rl_sb_free(&src);
    rl_pattern_set_destroy(s);
    rl_conv_target_destroy(t);
    rl_type_converter_destroy(tc);
    rl_op_destroy(ctx, m);
  }
}

static rl_op *seen[16];
static unsigned nseen;
static void on_legalizable(void *ud, rl_op *op) {
  (void)ud;
  if (nseen < 16) seen[nseen++] = op;
}

Test(conversion, analysis_collects_and_leaves_ir) {
  rl_op *m = parse("func.func @f(%a: i64, %b: i64) -> i64 {\n"
                   "  %0 = arith.addi %a, %a : i64\n"
                   "  %1 = arith.subi %0, %b : i64\n"
                   "  return %1 : i64\n"
                   "}\n");
  char *before = print(m);
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_dialect(t, "test", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_dialect(t, "arith", RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_pattern_set *s = std_set();
  rl_conv_config cfg = rl_conv_default_config();
  cfg.legalizable = on_legalizable;
  nseen = 0;
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_ANALYSIS, t, NULL, s, &cfg), "%s", diags.data ? diags.data : "");
  char *after = print(m);
  cr_assert_str_eq(before, after);
  cr_assert_eq(nseen, 1, "only arith.addi can be legalized");
  cr_assert_str_eq(seen[0]->info->name->str, "arith.addi");
  cr_assert_eq(seen[0]->parent, rl_op_regions(rl_op_regions(m)[0].first->first)[0].first, "the original op, in place");
  free(before);
  free(after);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

/* ---- transitive legalization, undo of a pattern, recursion ---------------------------- */

Test(conversion, transitive_a_to_b_to_c) {
  rl_op *m = parse("%0 = \"test.a\"() : () -> i32\n\"keep.use\"(%0) : (i32) -> ()\n");
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("keep.use"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.c"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("AToB", 1, rename_op, "test.b");
  pats[0].root = info("test.a");
  pats[1] = (rl_pattern)PAT("BToC", 2, rename_op, "test.c");
  pats[1].root = info("test.b");
  rl_pattern_set_add(s, &pats[0]);
  rl_pattern_set_add(s, &pats[1]);
  char *dbgbuf = NULL;
  size_t dbglen = 0;
  rl_conv_config cfg = rl_conv_default_config();
  cfg.debug = open_memstream(&dbgbuf, &dbglen);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, s, &cfg), "%s", diags.data);
  fclose(cfg.debug);
  char *out = print(m);
  cr_assert(strstr(out, "%0 = \"test.c\"() : () -> i32\n  \"keep.use\"(%0) : (i32) -> ()\n"), "%s", out);
  cr_assert_str_eq(dbgbuf, "Legalizing 'builtin.module' (t.mlir:0:0)\n"
                           "  => legal\n"
                           "Legalizing 'test.a' (t.mlir:1:6)\n"
                           "  * pattern AToB (t.rules:1): applied\n"
                           "    created 'test.b'\n"
                           "    Legalizing 'test.b' (t.mlir:1:6)\n"
                           "      * pattern BToC (t.rules:2): applied\n"
                           "        created 'test.c'\n"
                           "        Legalizing 'test.c' (t.mlir:1:6)\n"
                           "          => legal\n"
                           "      => success\n"
                           "  => success\n"
                           "Legalizing 'keep.use' (t.mlir:2:1)\n"
                           "  => legal\n"
                           "Conversion succeeded\n");
  free(dbgbuf);
  free(out);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

Test(conversion, pattern_undone_when_its_ops_do_not_legalize_next_pattern_tried) {
  rl_op *m = parse("%0 = \"test.a\"() : () -> i32\n\"keep.use\"(%0) : (i32) -> ()\n");
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("keep.use"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.c"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("AToDeadEnd", 1, rename_op, "test.dead");
  pats[0].root = info("test.a");
  pats[0].benefit = 2; /* tried first */
  pats[1] = (rl_pattern)PAT("AToC", 2, rename_op, "test.c");
  pats[1].root = info("test.a");
  rl_pattern_set_add(s, &pats[1]);
  rl_pattern_set_add(s, &pats[0]);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, s, NULL), "%s", diags.data);
  char *out = print(m);
  cr_assert(strstr(out, "%0 = \"test.c\"() : () -> i32\n"), "%s", out);
  cr_assert_null(strstr(out, "test.dead"), "%s", out);
  free(out);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

Test(conversion, pattern_creating_its_own_root_kind_does_not_loop) {
  rl_op *m = parse("%0 = \"test.loop\"() : () -> i32\n\"keep.use\"(%0) : (i32) -> ()\n");
  char *before = print(m);
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("keep.use"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("LoopToLoop", 4, rename_op, "test.loop");
  pats[0].root = info("test.loop");
  rl_pattern_set_add(s, &pats[0]);
  cr_assert_not(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, s, NULL));
  cr_assert(strstr(diags.data, "error: failed to legalize operation 'test.loop'\nnote: patterns tried: LoopToLoop\n"),
            "%s", diags.data);
  char *after = print(m);
  cr_assert_str_eq(before, after);
  free(before);
  free(after);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

/* ---- folding ---------------------------------------------------------------------------- */

Test(conversion, fold_legalizes_with_materialized_constants) {
  const char *src = "func.func @f() -> i64 {\n"
                    "  %a = arith.constant 2 : i64\n"
                    "  %b = arith.constant 3 : i64\n"
                    "  %0 = arith.addi %a, %b : i64\n"
                    "  return %0 : i64\n"
                    "}\n";
  rl_op *m = parse(src);
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_dialect(t, "func", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("arith.constant"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_config cfg = rl_conv_default_config();
  cfg.fold = false;
  cr_assert_not(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, NULL, &cfg), "no fold, no pattern");
  cfg.fold = true;
  rl_sb_clear(&diags);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, NULL, &cfg), "%s", diags.data);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  cr_assert(strstr(out, "arith.constant 5 : i64"), "%s", out);
  cr_assert_null(strstr(out, "arith.addi"), "%s", out);
  free(out);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

/* Folders see the operands as they were before the conversion: subi's
 * operand is still the arith.addi (converted to test.add meanwhile), so
 * (a + b) - b folds to a, as it does in MLIR; and a chain of folded
 * constants is not folded further than MLIR folds it. */
Test(conversion, fold_sees_original_operands) {
  rl_op *m = parse("func.func @f(%a: i64, %b: i64) -> (i64, i64) {\n"
                   "  %0 = arith.addi %a, %b : i64\n"
                   "  %1 = arith.subi %0, %b : i64\n"
                   "  %c1 = arith.constant 1 : i64\n"
                   "  %c2 = arith.constant 2 : i64\n"
                   "  %2 = arith.addi %c1, %c2 : i64\n"
                   "  %3 = arith.addi %2, %c2 : i64\n"
                   "  return %1, %3 : i64, i64\n"
                   "}\n");
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_dialect(t, "func", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_dialect(t, "test", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("arith.constant"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("arith.addi"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("arith.subi"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_pattern_set *s = std_set();
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, s, NULL), "%s", diags.data);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  /* %2 folds to 3; %3's operand is still %2 (no constant) for the folder,
   * so it is converted by the pattern, with 3 and 2. */
  cr_assert(strstr(out, "    %0 = \"test.add\"(%arg0, %arg1) : (i64, i64) -> i64\n"
                        "    %c1_i64 = arith.constant 1 : i64\n"
                        "    %c2_i64 = arith.constant 2 : i64\n"
                        "    %c3_i64 = arith.constant 3 : i64\n"
                        "    %1 = \"test.add\"(%c3_i64, %c2_i64) : (i64, i64) -> i64\n"
                        "    return %arg0, %1 : i64, i64\n"),
            "%s", out);
  free(out);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

/* ---- signature conversion and materializations ----------------------------------------- */

Test(conversion, block_signature_conversion_and_rollback) {
  const char *src = "\"test.func\"() ({\n"
                    "^bb0(%a: i32, %f: i1, %x: i64):\n"
                    "  \"keep.use\"(%a, %f, %x) : (i32, i1, i64) -> ()\n"
                    "}) : () -> ()\n";
  rl_op *m = parse(src);
  rl_type_converter *tc = make_tc();
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("keep.use"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.func"), RL_LEGALITY_DYNAMIC, func_legal, NULL);
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("ConvertFunc", 1, convert_func, NULL);
  pats[0].root = info("test.func");
  rl_pattern_set_add(s, &pats[0]);
  /* First a conversion that fails after the signature changed (an illegal op
   * inside with no pattern): all of it is undone. */
  rl_conv_target_set_op(t, info("keep.use"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  char *before = print(m);
  cr_assert_not(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, tc, s, NULL));
  char *after = print(m);
  cr_assert_str_eq(before, after);
  rl_conv_target_set_op(t, info("keep.use"), RL_LEGALITY_LEGAL, NULL, NULL);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, tc, s, NULL), "%s", diags.data);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  /* i32 -> i64 and i1 -> (i1, i1): new arguments, argument casts back to the
   * old types for the uses that stay; i64 is kept as it is. */
  cr_assert(strstr(out, "  ^bb0(%arg0: i64, %arg1: i1, %arg2: i1, %arg3: i64):\n"
                        "    %0 = builtin.unrealized_conversion_cast %arg1, %arg2 : i1, i1 to i1\n"
                        "    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to i32\n"
                        "    \"keep.use\"(%1, %0, %arg3) : (i32, i1, i64) -> ()\n"),
            "%s", out);
  cr_assert(strstr(out, "{converted}"), "%s", out);
  free(out);
  free(before);
  free(after);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_type_converter_destroy(tc);
  rl_op_destroy(ctx, m);
}

static rl_value *mat_source(void *ud, rl_rewriter *rw, rl_type *to, rl_value *const *inputs, unsigned n,
                            rl_attr *loc) {
  (void)ud;
  rl_op_state st = {.info = info("test.trunc"), .loc = loc, .nresults = 1, .result_types = &to, .noperands = n,
                    .operands = inputs};
  return &rl_rewriter_create(rw, &st)->results[0];
}
static rl_value *mat_fail(void *ud, rl_rewriter *rw, rl_type *to, rl_value *const *inputs, unsigned n,
                          rl_attr *loc) {
  (void)ud, (void)rw, (void)to, (void)inputs, (void)n, (void)loc;
  return NULL;
}

Test(conversion, source_materialization_callback_replaces_live_casts) {
  rl_op *m = parse(arith_src);
  rl_type_converter *tc = make_tc();
  rl_type_converter_set_source_materialization(tc, mat_source, NULL);
  rl_conv_target *t = std_target(tc);
  rl_pattern_set *s = std_set();
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_PARTIAL, t, tc, s, NULL), "%s", diags.data);
  char *out = print(m);
  cr_assert(strstr(out, "%4 = \"test.trunc\"(%3) : (i64) -> i32\n"), "%s", out);
  cr_assert(strstr(out, "unrealized_conversion_cast %arg0 : i32 to i64"), "target casts stay: %s", out);
  cr_assert_null(strstr(out, "i64 to i32"), "%s", out);
  free(out);
  /* A materialization that fails: the whole conversion is rolled back. */
  rl_op *m2 = parse(arith_src);
  char *before = print(m2);
  rl_type_converter_set_source_materialization(tc, mat_fail, NULL);
  cr_assert_not(rl_apply_conversion(ctx, m2, RL_CONV_PARTIAL, t, tc, s, NULL));
  char *after = print(m2);
  cr_assert_str_eq(before, after);
  cr_assert(strstr(diags.data, "error: failed to legalize unresolved materialization from (i64) to (i32) that "
                               "remained live after conversion"),
            "%s", diags.data);
  free(before);
  free(after);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_type_converter_destroy(tc);
  rl_op_destroy(ctx, m);
  rl_op_destroy(ctx, m2);
}

/* ---- outside a conversion ---------------------------------------------------------------- */

Test(conversion, helpers_outside_a_conversion) {
  rl_op *m = parse("%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (i32) -> ()\n");
  rl_op *b = rl_op_regions(m)[0].first->first->next;
  rl_rewriter rw;
  rl_rewriter_init(&rw, ctx, NULL);
  unsigned n = 0;
  rl_value *const *v = rl_conv_operand_n(&rw, b, 0, &n);
  cr_assert_eq(n, 1);
  cr_assert_eq(v[0], b->operands[0].value);
  cr_assert_eq(rl_conv_operand(&rw, b, 0), b->operands[0].value);
  cr_assert_null(rl_conv_type_converter(&rw));
  rl_rewriter_start_modify(&rw, b); /* a no-op */
  rl_op_destroy(ctx, m);
}

/* ---- reconcile-unrealized-casts ---------------------------------------------------------- */

Test(conversion, reconcile_unrealized_casts) {
  rl_op *m = parse("func.func @f(%a: i64) -> (i64, i16, i32) {\n"
                   "  %0 = builtin.unrealized_conversion_cast %a : i64 to i32\n"
                   "  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16\n"
                   "  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64\n"
                   "  %3 = builtin.unrealized_conversion_cast %a : i64 to f32\n"
                   "  %4 = builtin.unrealized_conversion_cast %a : i64 to i32\n"
                   "  return %2, %1, %4 : i64, i16, i32\n"
                   "}\n");
  cr_assert(rl_reconcile_unrealized_casts(ctx, m));
  char *out = print(m);
  cr_assert(strstr(out, "    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32\n"
                        "    %1 = builtin.unrealized_conversion_cast %0 : i32 to i16\n"
                        "    %2 = builtin.unrealized_conversion_cast %arg0 : i64 to i32\n"
                        "    return %arg0, %1, %2 : i64, i16, i32\n"),
            "%s", out);
  free(out);
  rl_op_destroy(ctx, m);
}

/* ---- region inlining and 1:N replacement ------------------------------------------------- */

/* "test.wrap" -> "test.newwrap": a new op takes the old one's region. */
static bool rewrap(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  (void)why;
  rl_type *ts[4];
  for (unsigned i = 0; i < op->nresults && i < 4; i++) ts[i] = op->results[i].type;
  rl_op_state st = {.info = info("test.newwrap"), .loc = op->loc, .nresults = op->nresults, .result_types = ts,
                    .nregions = 1};
  rl_op *n = rl_rewriter_create(rw, &st);
  rl_rewriter_inline_region_before(rw, rl_op_region(op, 0), rl_op_region(n, 0), NULL);
  rl_value *rs[4];
  for (unsigned i = 0; i < op->nresults && i < 4; i++) rs[i] = &n->results[i];
  rl_rewriter_replace(rw, op, rs);
  return true;
}

Test(conversion, inline_region_and_rollback) {
  const char *src = "%0 = \"test.wrap\"() ({\n"
                    "^bb0(%x: i64):\n"
                    "  \"test.inner\"(%x) : (i64) -> ()\n"
                    "  \"test.br\"() [^bb1] : () -> ()\n"
                    "^bb1:\n"
                    "  \"test.bad\"() : () -> ()\n"
                    "^bb2:\n"
                    "  \"test.unreachable_bad\"() : () -> ()\n"
                    "}) : () -> i64\n"
                    "\"keep.use\"(%0) : (i64) -> ()\n";
  rl_op *m = parse(src);
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("keep.use"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.newwrap"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.inner"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.br"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.bad"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  /* Unreachable blocks are not converted (as in MLIR). */
  rl_conv_target_set_op(t, info("test.unreachable_bad"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("Rewrap", 1, rewrap, NULL);
  pats[0].root = info("test.wrap");
  rl_pattern_set_add(s, &pats[0]);
  rl_strbuf before = {0}, after = {0};
  rl_print_opts o = {.generic = true, .debuginfo = true};
  rl_print_top(&before, m, &o);
  cr_assert_not(rl_apply_conversion(ctx, m, RL_CONV_PARTIAL, t, NULL, s, NULL));
  rl_print_top(&after, m, &o);
  cr_assert_str_eq(before.data, after.data);
  cr_assert(strstr(diags.data, "failed to legalize operation 'test.bad' that was explicitly marked illegal"), "%s",
            diags.data);
  rl_conv_target_set_op(t, info("test.bad"), RL_LEGALITY_LEGAL, NULL, NULL);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, s, NULL), "%s", diags.data);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  cr_assert(strstr(out, "  %0 = \"test.newwrap\"() ({\n"
                        "  ^bb0(%arg0: i64):\n"
                        "    \"test.inner\"(%arg0) : (i64) -> ()\n"
                        "    \"test.br\"()[^bb1] : () -> ()\n"
                        "  ^bb1:  // pred: ^bb0\n"
                        "    \"test.bad\"() : () -> ()\n"
                        "  ^bb2:  // no predecessors\n"
                        "    \"test.unreachable_bad\"() : () -> ()\n"
                        "  }) : () -> i64\n"
                        "  \"keep.use\"(%0) : (i64) -> ()\n"),
            "%s", out);
  free(out);
  rl_sb_free(&before);
  rl_sb_free(&after);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

/* "test.split" : i1 -> two i1 values from "test.half" ops (1:N);
 * "test.join" gets both through rl_conv_operand_n. */
static bool split_1n(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  (void)why;
  rl_type *t = op->results[0].type;
  rl_op_state st = {.info = info("test.half"), .loc = op->loc, .nresults = 1, .result_types = &t};
  rl_value *vals[2] = {&rl_rewriter_create(rw, &st)->results[0], &rl_rewriter_create(rw, &st)->results[0]};
  unsigned counts[1] = {2};
  rl_conv_replace_n(rw, op, vals, counts);
  return true;
}
static bool join_1n(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  unsigned n;
  rl_value *const *v = rl_conv_operand_n(rw, op, 0, &n);
  if (!v || n != 2) {
    *why = "operand is not split in two";
    return false;
  }
  rl_op_state st = {.info = info("test.joined"), .loc = op->loc, .noperands = 2, .operands = v};
  rl_rewriter_create(rw, &st);
  rl_rewriter_erase(rw, op);
  return true;
}

Test(conversion, one_to_many_replacement) {
  rl_op *m = parse("%0 = \"test.split\"() : () -> i1\n"
                   "\"test.join\"(%0) : (i1) -> ()\n"
                   "\"keep.use\"(%0) : (i1) -> ()\n");
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("keep.use"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.half"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.joined"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("Split", 1, split_1n, NULL);
  pats[0].root = info("test.split");
  pats[1] = (rl_pattern)PAT("Join", 2, join_1n, NULL);
  pats[1].root = info("test.join");
  rl_pattern_set_add(s, &pats[0]);
  rl_pattern_set_add(s, &pats[1]);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, NULL, s, NULL), "%s", diags.data);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  cr_assert(strstr(out, "  %0 = \"test.half\"() : () -> i1\n"
                        "  %1 = \"test.half\"() : () -> i1\n"
                        "  %2 = unrealized_conversion_cast %0, %1 : i1, i1 to i1\n"
                        "  \"test.joined\"(%0, %1) : (i1, i1) -> ()\n"
                        "  \"keep.use\"(%2) : (i1) -> ()\n"),
            "%s", out);
  free(out);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

/* ---- in-place updates -------------------------------------------------------------------- */

/* "test.ret" takes its operands' converted values in place. */
static bool ret_in_place(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_value *v = rl_conv_operand(rw, op, i);
    if (!v) {
      *why = "operand does not convert 1:1";
      return false;
    }
    rl_rewriter_set_operand(rw, op, i, v);
  }
  return true;
}

/* Sets an attribute on its root in place, with only rl_rewriter_modified
 * (the driver's snapshot of the root covers it), then gives up if told to. */
static bool mark_root(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)why;
  rl_op_set_attr(ctx, op, rl_ident_cstr(ctx, "ok"), rl_attr_unit(ctx));
  rl_rewriter_modified(rw, op);
  if (pat->data) { /* ... and now an op it creates will not legalize */
    rl_op_state st = {.info = info("test.never_legal"), .loc = op->loc};
    rl_rewriter_create(rw, &st);
  }
  return true;
}

Test(conversion, in_place_updates_are_legalized_and_undone) {
  const char *src = "\"test.func\"() ({\n"
                    "^bb0(%a: i32, %b: i32):\n"
                    "  %0 = arith.addi %a, %b : i32\n"
                    "  \"test.ret\"(%0, %a) : (i32, i32) -> ()\n"
                    "  \"test.mark\"() : () -> ()\n"
                    "}) {converted} : () -> ()\n";
  rl_op *m = parse(src);
  rl_type_converter *tc = make_tc();
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.func"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.add"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.ret"), RL_LEGALITY_DYNAMIC, types_legal, tc);
  rl_conv_target_set_op(t, info("test.mark"), RL_LEGALITY_DYNAMIC, has_attr_ok, NULL);
  rl_conv_target_set_dialect(t, "arith", RL_LEGALITY_DYNAMIC, types_legal, tc);
  rl_pattern_set *s = std_set();
  pats[2] = (rl_pattern)PAT("RetInPlace", 3, ret_in_place, NULL);
  pats[2].root = info("test.ret");
  pats[3] = (rl_pattern)PAT("MarkThenFail", 4, mark_root, (void *)1);
  pats[3].root = info("test.mark");
  pats[3].benefit = 2;
  pats[4] = (rl_pattern)PAT("Mark", 5, mark_root, NULL);
  pats[4].root = info("test.mark");
  rl_pattern_set_add(s, &pats[2]);
  rl_pattern_set_add(s, &pats[3]);
  rl_pattern_set_add(s, &pats[4]);
  char *dbgbuf = NULL;
  size_t dbglen = 0;
  rl_conv_config cfg = rl_conv_default_config();
  cfg.debug = open_memstream(&dbgbuf, &dbglen);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_FULL, t, tc, s, &cfg), "%s", diags.data);
  fclose(cfg.debug);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  /* %a's target cast is made once and shared. */
  cr_assert(strstr(out, "    %0 = builtin.unrealized_conversion_cast %arg1 : i32 to i64\n"
                        "    %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64\n"
                        "    %2 = \"test.add\"(%1, %0) : (i64, i64) -> i64\n"
                        "    \"test.ret\"(%2, %1) : (i64, i64) -> ()\n"
                        "    \"test.mark\"() {ok} : () -> ()\n"),
            "%s", out);
  /* MarkThenFail's in-place change was undone with it, Mark's stays. */
  cr_assert(strstr(dbgbuf, "  * pattern MarkThenFail (t.rules:4): applied\n"
                           "    modified 'test.mark'\n"
                           "    created 'test.never_legal'\n"),
            "%s", dbgbuf);
  cr_assert(strstr(dbgbuf, "    => undone: a created op could not be legalized\n"
                           "  * pattern Mark (t.rules:5): applied\n"
                           "    modified 'test.mark'\n"
                           "  => success\n"),
            "%s", dbgbuf);
  free(dbgbuf);
  free(out);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_type_converter_destroy(tc);
  rl_op_destroy(ctx, m);
}

/* "test.swap" moves the op before it to after it, then turns into
 * "test.swapped" (and, told to, also makes an op that never legalizes). */
static bool swap_prev(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)why;
  rl_op *prev = op->prev;
  rl_rewriter_move_op_before(rw, prev, op->parent, op->next);
  rl_op_state st = {.info = info(pat->data ? "test.never_legal" : "test.swapped"), .loc = op->loc};
  rl_rewriter_create(rw, &st);
  rl_rewriter_erase(rw, op);
  return true;
}

Test(conversion, moved_ops_go_back) {
  rl_op *m = parse("\"test.first\"() : () -> ()\n\"test.swap\"() : () -> ()\n\"test.last\"() : () -> ()\n");
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_dialect(t, "test", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.swap"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.never_legal"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("SwapBadly", 1, swap_prev, (void *)1);
  pats[0].root = info("test.swap");
  rl_pattern_set_add(s, &pats[0]);
  char *before = print(m);
  cr_assert_not(rl_apply_conversion(ctx, m, RL_CONV_PARTIAL, t, NULL, s, NULL));
  char *after = print(m);
  cr_assert_str_eq(before, after);
  pats[1] = (rl_pattern)PAT("Swap", 2, swap_prev, NULL);
  pats[1].root = info("test.swap");
  rl_pattern_set_add(s, &pats[1]);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_PARTIAL, t, NULL, s, NULL), "%s", diags.data);
  char *out = print(m);
  cr_assert(strstr(out, "  \"test.swapped\"() : () -> ()\n  \"test.first\"() : () -> ()\n  \"test.last\"() : () -> ()\n"),
            "%s", out);
  free(out);
  free(before);
  free(after);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}

/* "test.check" splits its block after itself (rl_rewriter_split_block) and
 * branches to the rest or to a new last block (rl_rewriter_create_block): the
 * shape of cf.assert's lowering. Rolled back when a later op fails. */
static bool split_check(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  (void)why;
  rl_block *cont = rl_rewriter_split_block(rw, op->parent, op->next);
  rl_block *fail = rl_rewriter_create_block(rw, op->parent->parent, NULL);
  rl_rewriter_set_end(rw, fail);
  rl_op_state f = {.info = info("test.fail"), .loc = op->loc};
  rl_rewriter_create(rw, &f);
  rl_block *succs[2] = {cont, fail};
  rl_op_state br = {.info = info("test.cbr"), .loc = op->loc, .noperands = op->noperands,
                    .operands = op->noperands ? &op->operands[0].value : NULL, .nsuccs = 2, .succs = succs};
  rl_rewriter_set_before(rw, op);
  rl_rewriter_create(rw, &br);
  rl_rewriter_erase(rw, op);
  return true;
}

Test(conversion, split_block_and_rollback) {
  const char *src = "func.func @f(%c: i1) -> i32 {\n"
                    "  %a = \"test.a\"() : () -> i32\n"
                    "  \"test.check\"(%c) : (i1) -> ()\n"
                    "  %b = \"test.bad\"(%a) : (i32) -> i32\n"
                    "  \"test.check\"(%c) : (i1) -> ()\n"
                    "  return %b : i32\n"
                    "}\n";
  rl_op *m = parse(src);
  rl_conv_target *t = rl_conv_target_create(ctx);
  rl_conv_target_set_dialect(t, "func", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("builtin.module"), RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_dialect(t, "test", RL_LEGALITY_LEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.check"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_conv_target_set_op(t, info("test.bad"), RL_LEGALITY_ILLEGAL, NULL, NULL);
  rl_pattern_set *s = rl_pattern_set_create();
  pats[0] = (rl_pattern)PAT("SplitCheck", 1, split_check, NULL);
  pats[0].root = info("test.check");
  rl_pattern_set_add(s, &pats[0]);
  rl_strbuf before = {0}, after = {0};
  rl_print_opts o = {.generic = true, .debuginfo = true};
  rl_print_top(&before, m, &o);
  cr_assert_not(rl_apply_conversion(ctx, m, RL_CONV_PARTIAL, t, NULL, s, NULL));
  rl_print_top(&after, m, &o);
  cr_assert_str_eq(before.data, after.data, "rollback must restore the IR");
  cr_assert(rl_verify(ctx, m));
  rl_conv_target_set_op(t, info("test.bad"), RL_LEGALITY_LEGAL, NULL, NULL);
  cr_assert(rl_apply_conversion(ctx, m, RL_CONV_PARTIAL, t, NULL, s, NULL), "%s", diags.data);
  cr_assert(rl_verify(ctx, m));
  char *out = print(m);
  cr_assert(strstr(out, "    %0 = \"test.a\"() : () -> i32\n"
                        "    \"test.cbr\"(%arg0)[^bb1, ^bb3] : (i1) -> ()\n"
                        "  ^bb1:  // pred: ^bb0\n"
                        "    %1 = \"test.bad\"(%0) : (i32) -> i32\n"
                        "    \"test.cbr\"(%arg0)[^bb2, ^bb4] : (i1) -> ()\n"
                        "  ^bb2:  // pred: ^bb1\n"
                        "    return %1 : i32\n"
                        "  ^bb3:  // pred: ^bb0\n"
                        "    \"test.fail\"() : () -> ()\n"
                        "  ^bb4:  // pred: ^bb1\n"
                        "    \"test.fail\"() : () -> ()\n"),
            "%s", out);
  free(out);
  rl_sb_free(&before);
  rl_sb_free(&after);
  rl_pattern_set_destroy(s);
  rl_conv_target_destroy(t);
  rl_op_destroy(ctx, m);
}
