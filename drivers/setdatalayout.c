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

/* One allocation: `layout` points into `text`. */
typedef struct datalayout_cfg {
  const char *layout; /* "" when not given */
  char text[];
} datalayout_cfg;

static void *datalayout_options(const char *text, FILE *err) {
  size_t len = text ? strlen(text) : 0;
  datalayout_cfg *cfg = rl_xcalloc(1, sizeof *cfg + len + 1);
  cfg->layout = "";
  if (len) memcpy(cfg->text, text, len);
  const char *k, *v;
  size_t kl;
  for (char *p = cfg->text; rl_pass_option_next(&p, &k, &kl, &v);) {
    if (kl == 11 && !strncmp(k, "data-layout", 11)) cfg->layout = v;
    else {
      fprintf(err, "<Pass-Options-Parser>: no such option %.*s\n", (int)kl, k);
      free(cfg);
      return NULL;
    }
  }
  return cfg;
}

static void datalayout_print(const rl_pass_info *self, const void *config, rl_strbuf *out) {
  (void)self;
  const datalayout_cfg *cfg = config;
  rl_sb_printf(out, "{data-layout=%s}", cfg ? cfg->layout : "");
}

static bool datalayout_run(rl_context *c, rl_op *op, void *config) {
  const datalayout_cfg *cfg = config;
  const char *s = cfg ? cfg->layout : "";
  size_t n = strlen(s);
  const char *why = rl_llvm_data_layout_error(s, n);
  if (why) return rl_op_emit_plain_error(op, "invalid data layout descriptor: %s\n", why);
  rl_op_set_attr(c, op, rl_ident_cstr(c, "llvm.data_layout"), rl_attr_string(c, s, n, NULL));
  return true;
}

static const rl_pass_option datalayout_opts[] = {
    {"data-layout", "string",
     "String description (LLVM format) of the data layout that is expected on the produced module", NULL},
};

const rl_pass_info rl_set_llvm_module_datalayout_pass = {
    .name = "set-llvm-module-datalayout",
    .display = "SetLLVMModuleDataLayoutPass",
    .summary = "Attach a datalayout string as a module attribute",
    .options = datalayout_opts,
    .noptions = 1,
    .print_config = datalayout_print,
    .parse_options = datalayout_options,
    .run = datalayout_run};
