/* The C that rules/cf-to-llvm.rules calls: cf's branches in the llvm
 * dialect. Pattern code, as func_to_llvm.h: it edits the IR through the
 * rewriter it is given and reads converted operands from the conversion. */
#ifndef RL_CF_TO_LLVM_H
#define RL_CF_TO_LLVM_H

#include "core/rewrite.h"

/* The llvm op `name` (llvm.br, llvm.cond_br, llvm.switch) in place of the
 * cf branch `op`: the same successors, properties (operand segments, case
 * values) and attributes, its operands converted. The successors' block
 * signatures are converted by the function's lowering. Returns the new op
 * (op is left for the caller to erase), or NULL with nothing changed. */
rl_op *rl_llvm_lower_branch(rl_rewriter *rw, rl_op *op, const char *name);

/* cf.assert `op` as MLIR 19 lowers it: its block is split after it, an
 * llvm.cond_br on the converted condition goes on to the rest or to a new
 * failure block at the end of the region, which prints the message with
 * puts (a private constant global @assert_msg, @assert_msg_N when taken)
 * and calls abort. The global and the declarations of puts and abort (when
 * not there) go to the start of the enclosing builtin.module. Returns the
 * llvm.cond_br (op is left for the caller to erase), or NULL with nothing
 * changed. */
rl_op *rl_llvm_lower_assert(rl_rewriter *rw, rl_op *op);

#endif
