/* The C that rules/cf-to-llvm.rules calls for cf.assert (cf_to_llvm.h):
 * module-level symbols, built through the rewriter so that a conversion
 * journals them. */
#include "rules/cf-to-llvm.h"
#include "dialects/llvm/llvm_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/opdef.h"
#include "core/symtab.h"
#include "core/types.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"

rl_type *rl_llvm_message_type(rl_context *c, rl_attr *msg) {
  if (!msg || msg->kind != RL_AT_STRING) return NULL;
  return rl_llvm_array_type(c, rl_type_integer(c, 8, RL_SIGNLESS), (uint64_t)rl_attr_string_ident(msg)->len + 1);
}

rl_attr *rl_llvm_assert_message(rl_rewriter *rw, rl_op *op, rl_attr *msg) {
  rl_context *c = rw->b.ctx;
  rl_op *module = rl_llvm_module_of(op);
  rl_type *arr = rl_llvm_message_type(c, msg);
  if (!module || !arr) return NULL;
  rl_ident *text = rl_attr_string_ident(msg);
  /* Named uniquely as MLIR does (one counter for the whole process). */
  static unsigned counter = 0;
  char name[64];
  snprintf(name, sizeof name, "assert_msg");
  while (rl_symbol_table_lookup(module, rl_ident_cstr(c, name))) snprintf(name, sizeof name, "assert_msg_%u", counter++);
  /* A NUL-terminated i8 array. */
  size_t len = (size_t)text->len + 1;
  uint64_t *bytes = malloc(len * sizeof *bytes);
  if (!bytes) return NULL;
  for (size_t i = 0; i < len; i++) bytes[i] = i < text->len ? (uint8_t)text->str[i] : 0;
  rl_type *i8 = rl_type_integer(c, 8, RL_SIGNLESS);
  int64_t dim = (int64_t)len;
  rl_attr *value = rl_attr_dense(c, rl_type_tensor(c, 1, &dim, i8, NULL), len == 1, 1, len, bytes);
  free(bytes);
  rl_named_attr gp[5] = {
      {rl_ident_cstr(c, "global_type"), rl_attr_type(c, arr)},
      {rl_ident_cstr(c, "constant"), rl_attr_unit(c)},
      {rl_ident_cstr(c, "sym_name"), rl_attr_string(c, name, strlen(name), NULL)},
      {rl_ident_cstr(c, "linkage"), rl_attr_enum(c, &rl_llvm_enum_Linkage, rl_ident_cstr(c, "llvm"), RL_LLVM_LINKAGE_PRIVATE)},
      {rl_ident_cstr(c, "value"), value},
  };
  rl_builder saved = rw->b;
  rl_llvm_set_module_start(rw, module);
  rl_op_state gs = {.info = rl_opinfo_get(c, "llvm.mlir.global", 16), .loc = op->loc, .nregions = 1,
                    .props = rl_attr_dict(c, 5, gp, NULL)};
  rl_rewriter_create(rw, &gs);
  rw->b = saved;
  return rl_attr_symref(c, rl_ident_cstr(c, name), 0, NULL);
}

rl_attr *rl_llvm_declare_libc(rl_rewriter *rw, rl_op *op, const char *name) {
  rl_context *c = rw->b.ctx;
  rl_op *module = rl_llvm_module_of(op);
  if (!module) return NULL;
  rl_type *ptr = rl_llvm_ptr_type(c, 0);
  bool puts = !strcmp(name, "puts");
  rl_ident *fn = rl_llvm_declare_func(rw, module, name, NULL, puts ? 1 : 0, puts ? &ptr : NULL);
  return rl_attr_symref(c, fn, 0, NULL);
}
