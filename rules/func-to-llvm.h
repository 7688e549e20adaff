/* The C that rules/func-to-llvm.rules and its prelude (rules/prelude/
 * calling-convention.rules) call: externs on one type or attribute
 * (Inputs, Results, LLVMFuncType, ArgAttrs, CIArgAttrs, Only,
 * FuncAttrs). MLIR's calling convention itself is rules. */
#ifndef RL_FUNC_TO_LLVM_H
#define RL_FUNC_TO_LLVM_H

/* Registers those rule library entries; rules/lib.c calls it. */
void rl_func_llvm_register(void);

#endif
