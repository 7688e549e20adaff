/* The C that rules/math-to-funcs.rules calls: math.ipowi as a call of a
 * function defined in the enclosing symbol table (MLIR's
 * --convert-math-to-funcs). Pattern code: the definition is created
 * through the rewriter it is given, so a conversion that fails removes it
 * again. (--convert-math-to-libm is rules alone: rules/math-to-libm.rules.) */
#ifndef RL_MATH_TO_FUNC_H
#define RL_MATH_TO_FUNC_H

#include "core/rewrite.h"
#include "core/symtab.h"

/* (Symbol lookups: core/symtab.h.) */

/* A call of `__mlir_math_ipowi_iN` for math.ipowi on iN, the function
 * defined (private, linkonce_odr) at the end of the symbol table's body
 * unless it exists: exponentiation by squaring, with MLIR's results for
 * negative exponents (1/0 for a zero base, 1 or -1 for bases 1 and -1,
 * 0 otherwise). Returns the call, or NULL with nothing changed (vectors). */
rl_op *rl_math_ipowi_call(rl_rewriter *rw, rl_op *op);

#endif
