/* Helpers for the folder tests (test_fold_*.c): a context with every
 * dialect, a block to build ops in, constants from MLIR attribute text, and
 * calls of an op's folder with its constant operands. Expected values are
 * compared as uniqued attributes, so bit for bit. */
#ifndef RL_TEST_FOLD_HELPERS_H
#define RL_TEST_FOLD_HELPERS_H

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/parser.h"
#include "core/printer.h"
#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/registry.h"

#define FH_UNUSED __attribute__((unused))

static rl_context *ctx;
static rl_op *module;
static rl_block *body;
static rl_builder bld;

/* A module holding "t.f" with a block whose arguments have the given
 * types; ops are built at its end. */
FH_UNUSED static void start(const char *arg_types) {
  char src[512];
  snprintf(src, sizeof src, "\"t.f\"() ({\n^bb0(%s):\n}) : () -> ()\n", arg_types);
  module = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(module);
  body = rl_op_regions(rl_op_regions(module)[0].first->first)[0].first;
  bld = (rl_builder){.ctx = ctx, .block = body, .before = NULL};
}

FH_UNUSED static rl_value *arg(unsigned i) { return body->args[i]; }

FH_UNUSED static void setup(void) {
  ctx = rl_context_create();
  rl_register_all_dialects(ctx);
  rl_context_allow_unregistered(ctx, true);
  start("%x: i32, %y: i32, %f: f32, %c: i1, %v: vector<4xi32>, %i: index, %j: index, %g: f64");
}

FH_UNUSED static void teardown(void) {
  if (module) rl_op_destroy(ctx, module);
  rl_context_destroy(ctx);
}

FH_UNUSED static rl_attr *A(const char *s) {
  rl_attr *a = rl_parse_attr_str(ctx, s);
  cr_assert_not_null(a, "cannot parse attribute '%s'", s);
  return a;
}
FH_UNUSED static rl_type *T(const char *s) {
  rl_type *t = rl_parse_type_str(ctx, s);
  cr_assert_not_null(t, "cannot parse type '%s'", s);
  return t;
}

/* An arith.constant holding `text` (an attribute in MLIR syntax). */
FH_UNUSED static rl_value *C(const char *text) {
  rl_attr *a = A(text);
  return rl_op_result(rl_arith_constant_create(&bld, NULL, rl_attr_type_of(a), a), 0);
}

/* Any registered op, by name: operands, one result type (NULL: the first
 * operand's type), and properties as `{name = attr, ...}` text or NULL. */
FH_UNUSED static rl_op *mk(const char *name, rl_type *rt, unsigned n, rl_value *const *ops, const char *props) {
  rl_opinfo *info = rl_opinfo_find_cstr(ctx, name);
  cr_assert(info && info->registered, "unknown op %s", name);
  rl_type *rts[1] = {rt ? rt : ops[0]->type};
  rl_op_state st = {.info = info, .loc = rl_loc_unknown(ctx), .nresults = 1, .result_types = rts,
                    .noperands = n, .operands = ops, .props = props ? A(props) : NULL};
  return rl_builder_create(&bld, &st);
}

FH_UNUSED static char *attr_text(rl_attr *a) {
  if (!a) return strdup("(null)");
  rl_strbuf sb = {0};
  rl_print_attr(&sb, a);
  return sb.data;
}

/* Calls op's folder with the constants that define its operands. */
FH_UNUSED static bool fold(rl_op *op, rl_fold_result *res) {
  const rl_opdef *d = rl_op_def(op);
  cr_assert(d && d->fold, "no folder");
  rl_attr *ops[8] = {0};
  for (unsigned i = 0; i < op->noperands && i < 8; i++) ops[i] = rl_fold_constant_of(rl_op_operand(op, i));
  memset(res, 0, 4 * sizeof *res);
  return d->fold(op, ops, res);
}

/* The op folds result 0 to the attribute written `want` (NULL: no fold). */
FH_UNUSED static void expect_fold(rl_op *op, const char *want) {
  rl_fold_result res[4];
  bool ok = fold(op, res);
  if (!want) {
    cr_assert(!ok || (!res[0].attr && !res[0].value), "%s folded to %s, expected no fold",
              rl_op_def(op)->name, attr_text(res[0].attr));
    return;
  }
  rl_attr *w = A(want);
  char *got = attr_text(res[0].attr);
  cr_assert(ok && res[0].attr == w, "%s: got %s, want %s", rl_op_def(op)->name, got, want);
  free(got);
}

/* The op folds result 0 to the existing value v. */
FH_UNUSED static void expect_value(rl_op *op, rl_value *v) {
  rl_fold_result res[4];
  cr_assert(fold(op, res), "%s did not fold", rl_op_def(op)->name);
  cr_assert(res[0].value == v && !res[0].attr, "%s folded to another value", rl_op_def(op)->name);
}

/* The op folds in place (returns true, no results). */
FH_UNUSED static void expect_in_place(rl_op *op) {
  rl_fold_result res[4];
  cr_assert(fold(op, res), "%s did not fold", rl_op_def(op)->name);
  cr_assert(!res[0].value && !res[0].attr, "%s did not fold in place", rl_op_def(op)->name);
}

/* A binary op of one dialect on two constants. */
FH_UNUSED static rl_op *bin(const char *name, const char *a, const char *b) {
  rl_value *ops[2] = {C(a), C(b)};
  return mk(name, NULL, 2, ops, NULL);
}
FH_UNUSED static rl_op *un(const char *name, const char *a, const char *rt) {
  rl_value *ops[1] = {C(a)};
  return mk(name, rt ? T(rt) : NULL, 1, ops, NULL);
}

#endif
