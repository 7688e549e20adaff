/* Where rulir's own files are at run time: the dialects' .ops files, the
 * rules prelude and the public headers, in an installed prefix (found from
 * the executable or shared library this code runs in, so a prefix can be
 * moved) or, from the build folder, in the source tree. */
#ifndef RL_GEN_PATHS_H
#define RL_GEN_PATHS_H

/* PREFIX when this code runs from PREFIX/bin or PREFIX/lib (or
 * PREFIX/lib/<multiarch>) of an installed rulir (PREFIX/share/rulir and
 * PREFIX/include/rulir exist); NULL otherwise. Found once. */
const char *gen_install_prefix(void);

/* The folder of rulir's dialects (<d>/<d>.ops beside ../rules/prelude):
 * PREFIX/share/rulir/dialects when installed, else the source tree's. */
const char *gen_dialects_dir(void);

/* The -I folders that C including rulir's headers ("core/ir.h",
 * "dialects/arith/arith_ops.h") compiles with: PREFIX/include/rulir when
 * installed, else the source tree and the build's generated files. Sets
 * dirs[0..n) (n <= 2) and returns n. */
unsigned gen_header_dirs(const char *dirs[2]);

#endif
