/* Streaming parse (rl_parse_source_stream): each op of the module's body is
 * handed over as soon as it is parsed, may be moved and its body freed,
 * and the parse still ends right, also after an error. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/parser.h"
#include "core/symtab.h"
#include "dialects/registry.h"

typedef struct seen {
  rl_context *c;
  rl_op *ops[8];
  bool can_free[8];
  bool was_attached[8];
  unsigned n;
  rl_block *into;   /* move ops here, if set */
  bool clear;       /* free their bodies when allowed */
  unsigned stop_at; /* return false for this op (1-based), 0: never */
} seen;

static rl_stream_result on_op(void *user, rl_op *op, bool can_free) {
  seen *s = user;
  cr_assert_lt(s->n, 8);
  s->was_attached[s->n] = op->parent != NULL;
  s->can_free[s->n] = can_free;
  s->ops[s->n++] = op;
  if (s->stop_at == s->n) return RL_STREAM_STOP;
  if (s->into) {
    rl_op_remove(op);
    rl_block_append_op(s->into, op);
  }
  if (!s->clear || !can_free) return RL_STREAM_KEPT;
  for (unsigned r = 0; r < op->nregions; r++) rl_region_clear(s->c, rl_op_region(op, r));
  return RL_STREAM_FREED;
}

static rl_context *ctx(void) {
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  return c;
}

static rl_op *parse(rl_context *c, const char *src, seen *s) {
  s->c = c;
  return rl_parse_source_stream(c, src, strlen(src), rl_ident_cstr(c, "s.mlir"), 0, on_op, s);
}

static rl_op *new_module(rl_context *c) {
  rl_op_state st = {.info = rl_opinfo_find(c, "builtin.module", 14), .loc = rl_loc_unknown(c), .nregions = 1};
  rl_op *m = rl_op_create(c, &st);
  rl_region_append_block(rl_op_region(m, 0), rl_block_create(c));
  return m;
}

static const char *sym(rl_op *op) {
  return rl_attr_string_ident(rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "sym_name")))->str;
}

Test(parse_stream, body_of_a_leading_module_in_order) {
  rl_context *c = ctx();
  seen s = {0};
  rl_op *m = parse(c,
                   "module attributes {test.x = 1 : i32} {\n"
                   "  func.func private @a(i32)\n"
                   "  func.func @b() {\n    return\n  }\n"
                   "  func.func private @c()\n"
                   "}\n",
                   &s);
  cr_assert_not_null(m);
  cr_assert_eq(s.n, 3);
  cr_assert_str_eq(sym(s.ops[0]), "a");
  cr_assert_str_eq(sym(s.ops[1]), "b");
  cr_assert_str_eq(sym(s.ops[2]), "c");
  for (unsigned i = 0; i < 3; i++) {
    cr_assert(s.can_free[i]);
    cr_assert(s.was_attached[i]);
  }
  /* Not moved: the module holds them, and its attributes. */
  cr_assert_eq(m->info, rl_opinfo_find(c, "builtin.module", 14));
  cr_assert_eq(rl_op_regions(m)[0].first->first, s.ops[0]);
  cr_assert_not_null(rl_op_get_attr(m, rl_ident_cstr(c, "test.x")));
  /* Inside a streamed op, positions are transient locations: equal in
   * value to the uniqued one, not in address; the op's own is uniqued. */
  rl_op *ret = rl_op_regions(s.ops[1])[0].first->first;
  cr_assert_eq(ret->loc->kind, RL_AT_LOC_FILE);
  cr_assert_eq(rl_loc_file_line(ret->loc), 4);
  cr_assert_eq(rl_loc_file_col(ret->loc), 5);
  cr_assert_neq(ret->loc, rl_loc_file(c, rl_ident_cstr(c, "s.mlir"), 4, 5));
  cr_assert_eq(s.ops[1]->loc, rl_loc_file(c, rl_ident_cstr(c, "s.mlir"), 3, 3));
  rl_op_destroy(c, m);
  rl_context_destroy(c);
}

Test(parse_stream, top_level_ops_moved_and_freed) {
  rl_context *c = ctx();
  rl_op *mine = new_module(c);
  seen s = {.into = rl_op_regions(mine)[0].first, .clear = true};
  rl_arena_mark before = rl_context_transient_mark(c);
  rl_op *m = parse(c,
                   "func.func @a(%x: i32) -> i32 {\n  %0 = arith.addi %x, %x : i32\n  return %0 : i32\n}\n"
                   "func.func @b() {\n  cf.br ^bb1\n^bb1:\n  return\n}\n",
                   &s);
  cr_assert_not_null(m);
  /* The locations of the freed bodies went back; the functions' own stay. */
  rl_arena_mark after = rl_context_transient_mark(c);
  cr_assert(before.chunk == after.chunk && before.cur == after.cur);
  cr_assert_eq(s.ops[1]->loc, rl_loc_file(c, rl_ident_cstr(c, "s.mlir"), 5, 1));
  cr_assert_eq(s.n, 2);
  cr_assert_null(rl_op_regions(m)[0].first->first, "every op was moved out");
  rl_op *a = rl_op_regions(mine)[0].first->first;
  cr_assert_eq(a, s.ops[0]);
  cr_assert_eq(a->next, s.ops[1]);
  cr_assert_null(rl_op_regions(a)[0].first, "the body was freed");
  /* The table learns appended symbols without a rebuild, and finds them. */
  rl_ident *b = rl_ident_cstr(c, "b");
  cr_assert_eq(rl_symbol_table_lookup(mine, rl_ident_cstr(c, "a")), a);
  rl_op *d = rl_op_clone(c, a);
  rl_op_set_prop(c, d, rl_ident_cstr(c, "sym_name"), rl_attr_string(c, "d", 1, NULL));
  rl_block_append_op(rl_op_regions(mine)[0].first, d);
  rl_symbol_table_appended(mine, d);
  cr_assert_eq(rl_symbol_table_lookup(mine, rl_ident_cstr(c, "d")), d);
  cr_assert_eq(rl_symbol_table_lookup(mine, b), s.ops[1]);
  rl_op_destroy(c, m);
  rl_op_destroy(c, mine);
  rl_context_destroy(c);
}

Test(parse_stream, forward_location_alias_forbids_freeing) {
  rl_context *c = ctx();
  rl_op *mine = new_module(c);
  seen s = {.into = rl_op_regions(mine)[0].first, .clear = true};
  rl_op *m = parse(c,
                   "module {\n"
                   "  func.func @a() {\n    return\n  }\n"
                   "  func.func @b() {\n    return loc(#l)\n  }\n"
                   "  func.func @c() {\n    return\n  }\n"
                   "}\n"
                   "#l = loc(\"x.mlir\":7:3)\n",
                   &s);
  cr_assert_not_null(m);
  cr_assert_eq(s.n, 3);
  cr_assert(s.can_free[0]);
  cr_assert_not(s.can_free[1], "a location alias still to come points into @b");
  cr_assert(s.can_free[2]);
  /* @b kept its body, and the alias reached it after the move. */
  rl_op *ret = rl_op_regions(s.ops[1])[0].first->first;
  cr_assert_not_null(ret);
  cr_assert_eq(ret->loc, rl_loc_file(c, rl_ident_cstr(c, "x.mlir"), 7, 3));

  rl_op_destroy(c, m);
  rl_op_destroy(c, mine);
  rl_context_destroy(c);
}

Test(parse_stream, stop_and_errors_after_freed_bodies) {
  rl_context *c = ctx();
  /* The stream function stops the parse: NULL, and nothing leaks. */
  seen s = {.stop_at = 2};
  cr_assert_null(parse(c, "func.func @a() {\n  return\n}\nfunc.func @b() {\n  return\n}\nfunc.func @c()\n", &s));
  cr_assert_eq(s.n, 2);
  /* A parse error after bodies were freed (under AddressSanitizer, the
   * cleanup must not reach into them). */
  rl_op *mine = new_module(c);
  seen t = {.into = rl_op_regions(mine)[0].first, .clear = true};
  cr_assert_null(parse(c, "module {\n  func.func @a() {\n    cf.br ^bb1\n  ^bb1:\n    return\n  }\n  func.func @b() {\n    return %x\n  }\n}\n", &t));
  cr_assert_eq(t.n, 1);
  rl_op_destroy(c, mine);
  rl_context_destroy(c);
}
