/* The C that rules/math-to-libm.rules and rules/math-to-funcs.rules call:
 * math ops as calls of functions declared or defined in the enclosing
 * symbol table (MLIR's --convert-math-to-libm and --convert-math-to-funcs).
 * Pattern code: the declarations and definitions are created through the
 * rewriter they are given, so a conversion that fails removes them again. */
#ifndef RL_MATH_TO_FUNC_H
#define RL_MATH_TO_FUNC_H

#include "core/rewrite.h"
#include "core/symtab.h"

/* (Symbol lookups: core/symtab.h.) */

/* The libm call for the math op `op` (tanh, erf, atan2, fma, ...): f32
 * calls NAMEf, f64 calls NAME (NAME the op's name; fabs for absf, pow for
 * powf); f16 and bf16 are extended to f32 and the result truncated back.
 * The declaration `func.func private @NAME(T...) -> T attributes
 * {llvm.readnone}` is created at the start of the symbol table's body
 * unless the symbol exists. Returns the op whose result replaces op (the
 * call, or the arith.truncf), or NULL with nothing changed (other types,
 * vectors). */
rl_op *rl_math_libm_call(rl_rewriter *rw, rl_op *op);

/* A call of `__mlir_math_ipowi_iN` for math.ipowi on iN, the function
 * defined (private, linkonce_odr) at the end of the symbol table's body
 * unless it exists: exponentiation by squaring, with MLIR's results for
 * negative exponents (1/0 for a zero base, 1 or -1 for bases 1 and -1,
 * 0 otherwise). Returns the call, or NULL with nothing changed (vectors). */
rl_op *rl_math_ipowi_call(rl_rewriter *rw, rl_op *op);

#endif
