/* cf's branches in the llvm dialect (cf_to_llvm.h). Pattern code: see the
 * note on layering in func_to_llvm.c. */
#include "dialects/llvm/cf_to_llvm.h"
#include "dialects/llvm/llvm_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/opdef.h"
#include "core/types.h"
#include "core/symtab.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"
#include "drivers/conversion.h"

enum { MAX_OPERANDS = 1024 };

rl_op *rl_llvm_lower_branch(rl_rewriter *rw, rl_op *op, const char *name) {
  if (!rl_conv_type_converter(rw) || op->noperands > MAX_OPERANDS) return NULL;
  rl_value *vals[MAX_OPERANDS];
  for (unsigned i = 0; i < op->noperands; i++)
    if (!(vals[i] = rl_conv_operand(rw, op, i))) return NULL;
  rl_block *succs[MAX_OPERANDS];
  if (op->nsuccs > MAX_OPERANDS) return NULL;
  for (unsigned i = 0; i < op->nsuccs; i++) succs[i] = rl_op_succ(op, i);
  rl_context *c = rw->b.ctx;
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, name),
                    .loc = op->loc,
                    .noperands = op->noperands,
                    .operands = vals,
                    .nsuccs = op->nsuccs,
                    .succs = succs,
                    .props = op->props,
                    .attrs = op->attrs};
  rl_rewriter_set_before(rw, op);
  return rl_rewriter_create(rw, &st);
}

/* ---- cf.assert ----------------------------------------------------------------- */

static rl_op *create_op(rl_rewriter *rw, const char *name, rl_attr *loc, rl_type *res, unsigned n,
                        rl_value *const *ops, rl_attr *props) {
  rl_context *c = rw->b.ctx;
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, name), .loc = loc, .nresults = res ? 1 : 0,
                    .result_types = res ? &res : NULL, .noperands = n, .operands = ops, .props = props};
  return rl_rewriter_create(rw, &st);
}

static rl_attr *props1(rl_context *c, const char *name, rl_attr *v) {
  rl_named_attr p = {rl_ident_cstr(c, name), v};
  return rl_attr_dict(c, 1, &p, NULL);
}

rl_op *rl_llvm_lower_assert(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_op *module = rl_llvm_module_of(op);
  if (!module || !op->next || !rl_conv_type_converter(rw)) return NULL;
  rl_value *cond = rl_conv_operand(rw, op, 0);
  rl_attr *msg = rl_op_get_prop(op, rl_ident_cstr(c, "msg"));
  if (!cond || !msg) return NULL;
  rl_ident *text = rl_attr_string_ident(msg);
  rl_attr *loc = op->loc;

  /* The rest of the block goes on in a new block; failing goes to another, last. */
  rl_block *block = op->parent;
  rl_block *cont = rl_rewriter_split_block(rw, block, op->next);
  rl_block *fail = rl_rewriter_create_block(rw, block->parent, NULL);

  /* The message: a NUL-terminated i8 array, named uniquely as MLIR does
   * (one counter for the whole process). */
  static unsigned counter = 0;
  char name[64];
  snprintf(name, sizeof name, "assert_msg");
  while (rl_symbol_table_lookup(module, rl_ident_cstr(c, name))) snprintf(name, sizeof name, "assert_msg_%u", counter++);
  size_t len = (size_t)text->len + 1;
  uint64_t *bytes = malloc(len * sizeof *bytes);
  if (!bytes) return NULL;
  for (size_t i = 0; i < len; i++) bytes[i] = i < text->len ? (uint8_t)text->str[i] : 0;
  rl_type *i8 = rl_type_integer(c, 8, RL_SIGNLESS);
  int64_t dim = (int64_t)len;
  rl_attr *value = rl_attr_dense(c, rl_type_tensor(c, 1, &dim, i8, NULL), len == 1, 1, len, bytes);
  free(bytes);
  rl_type *arr = rl_llvm_array_type(c, i8, len);
  rl_named_attr gp[5] = {
      {rl_ident_cstr(c, "global_type"), rl_attr_type(c, arr)},
      {rl_ident_cstr(c, "constant"), rl_attr_unit(c)},
      {rl_ident_cstr(c, "sym_name"), rl_attr_string(c, name, strlen(name), NULL)},
      {rl_ident_cstr(c, "linkage"), rl_attr_enum(c, &rl_llvm_enum_Linkage, rl_ident_cstr(c, "llvm"), RL_LLVM_LINKAGE_PRIVATE)},
      {rl_ident_cstr(c, "value"), value},
  };
  rl_llvm_set_module_start(rw, module);
  rl_op_state gs = {.info = rl_opinfo_get(c, "llvm.mlir.global", 16), .loc = loc, .nregions = 1,
                    .props = rl_attr_dict(c, 5, gp, NULL)};
  rl_rewriter_create(rw, &gs);

  /* The failure block: puts(message); abort(); unreachable. */
  rl_rewriter_set_end(rw, fail);
  rl_type *ptr = rl_llvm_ptr_type(c, 0);
  rl_value *addr = rl_op_result(create_op(rw, "llvm.mlir.addressof", loc, ptr, 0, NULL,
                                          props1(c, "global_name", rl_attr_symref(c, rl_ident_cstr(c, name), 0, NULL))),
                                0);
  uint64_t zero = 0;
  rl_named_attr gep[2] = {
      {rl_ident_cstr(c, "rawConstantIndices"), rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), 1, &zero)},
      {rl_ident_cstr(c, "elem_type"), rl_attr_type(c, arr)},
  };
  rl_value *str = rl_op_result(create_op(rw, "llvm.getelementptr", loc, ptr, 1, &addr, rl_attr_dict(c, 2, gep, NULL)), 0);
  rl_ident *puts = rl_llvm_declare_func(rw, module, "puts", NULL, 1, &ptr);
  create_op(rw, "llvm.call", loc, NULL, 1, &str, props1(c, "callee", rl_attr_symref(c, puts, 0, NULL)));
  rl_ident *abort_fn = rl_llvm_declare_func(rw, module, "abort", NULL, 0, NULL);
  create_op(rw, "llvm.call", loc, NULL, 0, NULL, props1(c, "callee", rl_attr_symref(c, abort_fn, 0, NULL)));
  create_op(rw, "llvm.unreachable", loc, NULL, 0, NULL, NULL);

  /* The test, in place of the assert at the end of its block. */
  uint64_t segs[3] = {1, 0, 0};
  rl_block *succs[2] = {cont, fail};
  rl_op_state br = {.info = rl_opinfo_get(c, "llvm.cond_br", 12), .loc = loc, .noperands = 1, .operands = &cond,
                    .nsuccs = 2, .succs = succs,
                    .props = props1(c, "operandSegmentSizes",
                                    rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), 3, segs))};
  rl_rewriter_set_before(rw, op);
  return rl_rewriter_create(rw, &br);
}
