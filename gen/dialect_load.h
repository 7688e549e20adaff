/* Dialects defined at run time (rulir-opt --load-dialect FILE.ops, as
 * mlir-opt's --irdl-file): a `.ops` file parsed and checked by rulir-gen's
 * front end, its ops registered from the checked model, with no C compiled.
 * What needs C (verifiers, folders, custom syntax, `init`) is an error that
 * points at --load-dialect-plugin. */
#ifndef RL_GEN_DIALECT_LOAD_H
#define RL_GEN_DIALECT_LOAD_H

#include <stddef.h>

#include "core/context.h"

typedef struct rl_loaded_dialect rl_loaded_dialect;

/* Loads, checks and registers in c the dialect of the .ops file at path.
 * `embedded` (path, text pairs) holds rulir's dialects' .ops files under
 * "dialects/<d>/<d>.ops", for `include`. Returns NULL after printing
 * located errors to stderr (a dialect already registered is one). The
 * result must outlive c (c's op definitions point into it). */
rl_loaded_dialect *rl_dialect_load(rl_context *c, const char *path, const char *const *embedded,
                                   unsigned nembedded);
/* The dialect's name ("tiny"), and the .ops text: what a rules file's
 * `import tiny;` reads (as "dialects/tiny/tiny.ops"). */
const char *rl_loaded_dialect_name(const rl_loaded_dialect *d);
const char *rl_loaded_dialect_text(const rl_loaded_dialect *d);
void rl_loaded_dialect_destroy(rl_loaded_dialect *d);

#endif
