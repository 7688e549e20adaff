/* The C that rules/vector-to-llvm.rules calls: the vector dialect's ops in
 * the llvm dialect (MLIR 19's --convert-vector-to-llvm). Pattern code:
 * every edit goes through the rewriter it is given (journaled under the
 * conversion driver, drivers/conversion.h), operands are read converted
 * (rl_conv_operand), result types go through the running conversion's type
 * converter. An n-D vector is an !llvm.array nest of 1-D vectors
 * (rl_llvm_convert_type), a 0-D vector a vector of one element.
 *
 * Each function returns the value that replaces op's one result (print:
 * whether it lowered op, which the caller erases); NULL
 * (false) means the op is not lowered here and nothing was changed. */
#ifndef RL_VECTOR_TO_LLVM_H
#define RL_VECTOR_TO_LLVM_H

#include "core/rewrite.h"

/* Registers the helpers rules/vector-to-llvm.rules calls (declared in
 * vector.ops): PtrVector, TransposeFrom,
 * TransposeTo, HoistedZero. rules/lib.c calls it. */
void rl_vector_llvm_register(void);

#endif
