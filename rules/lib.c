/* The rule library entries the lowerings' C provides (the externs the
 * rules files and their preludes declare): registered with the compiled
 * rules (rl_register_compiled_rules calls this), so that rules loaded at
 * run time see them too. A dialect's own C registers what the dialect is:
 * its folders' and canonicalizations' helpers, and the facts of its ops,
 * types and attributes (affine's maps, memref's and vector's types). */
#include "drivers/loops.h"
#include "rules/finalize-memref-to-llvm.h"
#include "rules/func-to-llvm.h"
#include "rules/lib.h"
#include "rules/llvm-types.h"
#include "rules/vector-to-llvm.h"
#include "drivers/intrange.h"

void rl_rules_register_lib(void) {
  rl_llvm_convert_register();
  rl_memref_llvm_register();
  rl_func_llvm_register();
  rl_vector_llvm_register();
  rl_intrange_lib_register();
  rl_expand_realloc_register();
  rl_loops_register();
  rl_emulate_wide_int_register();
  rl_emulate_floats_register();
}
