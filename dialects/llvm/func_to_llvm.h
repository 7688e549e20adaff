/* The C that rules/func-to-llvm.rules calls: func.func, func.return and
 * func.call in the llvm dialect, with MLIR's calling convention for
 * results (none: void; one: itself; several: packed into a literal struct).
 * These run inside a conversion pattern: they edit the IR through the
 * rewriter they are given (so a failed conversion undoes them) and read the
 * converted operands and types from the conversion (drivers/conversion.h);
 * outside one they return NULL. */
#ifndef RL_FUNC_TO_LLVM_H
#define RL_FUNC_TO_LLVM_H

#include "core/rewrite.h"
#include "core/rules_rt.h"

/* Memrefs follow MLIR's calling convention: a memref argument is passed
 * as its descriptor's fields (unranked: rank and pointer), a memref result
 * returned as its descriptor; with bare_ptr
 * (use-bare-ptr-memref-call-conv), a memref of static shape and identity
 * layout is only its aligned pointer, both ways. */

/* llvm.func for func.func `f`: same symbol, the signature converted, the
 * body moved in with its block signatures converted; visibility and
 * discardable attributes carried over. Returns the new op (f is left for
 * the caller to erase), or NULL with nothing changed. */
rl_op *rl_llvm_lower_func(rl_rewriter *rw, rl_op *f, bool bare_ptr);

/* llvm.return for func.return `r` (results packed into a struct when
 * several). Returns the new op or NULL. */
rl_op *rl_llvm_lower_return(rl_rewriter *rw, rl_op *r, bool bare_ptr);

/* llvm.call for func.call `call`; the values that replace call's results
 * (unpacked from the struct when several) go to *out as a range. */
bool rl_llvm_lower_call(rl_rewriter *rw, rl_op *call, rl_mval *out, bool bare_ptr);

#endif
