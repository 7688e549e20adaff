/* The C that rules/vector-to-llvm.rules calls: the vector dialect's ops in
 * the llvm dialect (MLIR 19's --convert-vector-to-llvm). Pattern code:
 * every edit goes through the rewriter it is given (journaled under the
 * conversion driver, drivers/conversion.h), operands are read converted
 * (rl_conv_operand), result types go through the running conversion's type
 * converter. An n-D vector is an !llvm.array nest of 1-D vectors
 * (rl_llvm_convert_type), a 0-D vector a vector of one element.
 *
 * Each function returns the value that replaces op's one result (store
 * and print: whether they lowered op, which the caller erases); NULL
 * (false) means the op is not lowered here and nothing was changed. */
#ifndef RL_VECTOR_TO_LLVM_H
#define RL_VECTOR_TO_LLVM_H

#include "core/rewrite.h"

/* Option values the rules pass in (the pass's options). */
typedef struct rl_vector_llvm_opts {
  bool reassociate_fp_reductions;
} rl_vector_llvm_opts;

/* vector.extract / vector.insert with static positions (a dynamic one only
 * for a 1-D vector): llvm.extractvalue/insertvalue for the leading
 * dimensions, llvm.extractelement/insertelement for the last. */
rl_value *rl_vector_lower_extract(rl_rewriter *rw, rl_op *op);
rl_value *rl_vector_lower_insert(rl_rewriter *rw, rl_op *op);
/* vector.extractelement / vector.insertelement (1-D or 0-D). */
rl_value *rl_vector_lower_extractelement(rl_rewriter *rw, rl_op *op);
rl_value *rl_vector_lower_insertelement(rl_rewriter *rw, rl_op *op);
/* vector.splat and vector.broadcast (scalar, lower rank, stretched dims). */
rl_value *rl_vector_lower_splat(rl_rewriter *rw, rl_op *op);
rl_value *rl_vector_lower_broadcast(rl_rewriter *rw, rl_op *op);
/* vector.shuffle: llvm.shufflevector for two 1-D vectors of one type, else
 * element by element (1-D) or row by row (n-D). */
rl_value *rl_vector_lower_shuffle(rl_rewriter *rw, rl_op *op);
/* vector.fma: llvm.intr.fmuladd, unrolled over the leading dimensions. */
rl_value *rl_vector_lower_fma(rl_rewriter *rw, rl_op *op);
/* vector.reduction of a 1-D vector: llvm.intr.vector.reduce.*, combined
 * with the accumulator when there is one. */
rl_value *rl_vector_lower_reduction(rl_rewriter *rw, rl_op *op, const rl_vector_llvm_opts *o);
/* vector.load / vector.store of a 1-D vector from a memref with the
 * identity or a strided layout: the element's address from the memref
 * descriptor. */
rl_value *rl_vector_lower_load(rl_rewriter *rw, rl_op *op);
bool rl_vector_lower_store(rl_rewriter *rw, rl_op *op);
/* vector.print: calls of the runtime's printI64/printU64/printF32/
 * printF64/printF16/printBF16/printString/printOpen/printClose/printComma/
 * printNewline (declared at the start of the module when missing); a
 * vector is printed element by element, `( 1, 2 )`, rows nested. */
bool rl_vector_lower_print(rl_rewriter *rw, rl_op *op);

#endif
