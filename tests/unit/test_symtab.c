/* Symbol tables (core/symtab.h): lookups stay right across insertion,
 * erasure and renaming, which the per-table cache must not hide. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/parser.h"
#include "core/symtab.h"
#include "dialects/registry.h"

static const char *src =
    "func.func private @a(i32)\n"
    "func.func private @b(i32)\n"
    "func.func @c() {\n"
    "  return\n"
    "}\n";

static rl_op *parse(rl_context *c) {
  return rl_parse_source(c, src, strlen(src), rl_ident_cstr(c, "t.mlir"), 0);
}

static rl_op *nth(rl_op *module, unsigned i) {
  rl_op *o = rl_op_regions(module)[0].first->first;
  while (i-- && o) o = o->next;
  return o;
}

Test(symtab, lookups_follow_edits) {
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  rl_op *m = parse(c);
  cr_assert_not_null(m);
  rl_ident *a = rl_ident_cstr(c, "a"), *b = rl_ident_cstr(c, "b"), *z = rl_ident_cstr(c, "z");
  cr_assert_eq(rl_symbol_table_lookup(m, a), nth(m, 0));
  cr_assert_eq(rl_symbol_table_lookup(m, b), nth(m, 1));
  cr_assert_null(rl_symbol_table_lookup(m, z));
  /* The enclosing table of an op inside a function is the module. */
  rl_op *ret = rl_op_regions(nth(m, 2))[0].first->first;
  cr_assert_eq(rl_symbol_table_of(ret), m);
  /* Renamed: the old name is gone, the new one is found. */
  rl_op *bop = nth(m, 1);
  rl_op_set_prop(c, bop, rl_ident_cstr(c, "sym_name"), rl_attr_string(c, "z", 1, NULL));
  cr_assert_null(rl_symbol_table_lookup(m, b));
  cr_assert_eq(rl_symbol_table_lookup(m, z), bop);
  /* Erased: not found any more. */
  rl_op_erase(c, nth(m, 0));
  cr_assert_null(rl_symbol_table_lookup(m, a));
  cr_assert_eq(rl_symbol_table_lookup(m, z), bop);
  rl_op_destroy(c, m);
  rl_context_destroy(c);
}
