/* --set-llvm-module-datalayout, as MLIR 19 has it: the op the pass runs on
 * (a module) gets the discardable attribute llvm.data_layout, the string of
 * the `data-layout` option ("" by default), replacing one it had; a string
 * LLVM 19 would not parse is reported at the op, in LLVM's words, and
 * fails the pass. Requires nothing; changes one attribute. */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/verify.h"
#include "dialects/llvm/datalayout.h"
#include "drivers/pass.h"

typedef struct datalayout_cfg {
  const char *layout; /* "" when not given */
} datalayout_cfg;

static bool datalayout_run(rl_context *c, rl_op *op, void *config) {
  const datalayout_cfg *cfg = config;
  const char *s = cfg->layout;
  size_t n = strlen(s);
  const char *why = rl_llvm_data_layout_error(s, n);
  if (why) return rl_op_emit_plain_error(op, "invalid data layout descriptor: %s\n", why);
  rl_op_set_attr(c, op, rl_ident_cstr(c, "llvm.data_layout"), rl_attr_string(c, s, n, NULL));
  return true;
}

static const rl_pass_option datalayout_opts[] = {
    RL_PASS_OPT(datalayout_cfg, layout, "data-layout", RL_OPT_STRING, NULL,
                "String description (LLVM format) of the data layout that is expected on the produced module"),
};

const rl_pass_info rl_set_llvm_module_datalayout_pass = {
    .name = "set-llvm-module-datalayout",
    .display = "SetLLVMModuleDataLayoutPass",
    .summary = "Attach a datalayout string as a module attribute",
    .options = datalayout_opts,
    .noptions = 1,
    .config_size = sizeof(datalayout_cfg),
    .run = datalayout_run};
