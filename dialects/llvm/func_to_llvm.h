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

/* The calling convention for one value (rules/func-to-llvm.rules calls
 * these; ops are built at the rewriter's point, located at the op given). */

/* The LLVM type a value of type t travels as across a call: its converted
 * type, or under bare_ptr a static memref's aligned pointer; NULL if t does
 * not convert. */
rl_type *rl_llvm_cc_type(rl_rewriter *rw, rl_type *t, bool bare_ptr);
/* The values operand orig (converted: v) is passed as: a memref its
 * descriptor's fields, anything else v itself. */
rl_mval rl_llvm_cc_args(rl_rewriter *rw, rl_op *at, rl_value *orig, rl_value *v, bool bare_ptr);
/* The value a return passes for v (of original type t): an unranked
 * memref's descriptor copied to the heap, under bare_ptr a static memref's
 * aligned pointer, else v. NULL on failure. */
rl_value *rl_llvm_cc_returned(rl_rewriter *rw, rl_op *ret, rl_type *t, rl_value *v, bool bare_ptr);
/* What a caller sees of result v of original type t: an unranked memref's
 * descriptor copied from the callee's heap to the stack, under bare_ptr a
 * pointer packed into a descriptor, else v. NULL on failure. */
rl_value *rl_llvm_cc_received(rl_rewriter *rw, rl_op *call, rl_type *t, rl_value *v, bool bare_ptr);
/* `to` with the discardable attributes of `from` (journaled). */
rl_op *rl_llvm_carry_attrs(rl_rewriter *rw, rl_op *to, rl_op *from);

#endif
