/* What the conversions to the llvm dialect (rules/NAME-to-llvm.rules) call from their C
 * helpers: the LLVM form of builtin types and of arith's flag attributes.
 * Pure functions: they create no IR. */
#ifndef RL_LLVM_CONVERT_H
#define RL_LLVM_CONVERT_H

#include "core/attrs.h"
#include "core/types.h"

/* The type t becomes in the llvm dialect (MLIR's LLVMTypeConverter for
 * the types these conversions see): index becomes iN with N = index_bits
 * (0: 64, the default data layout's pointer width), also as the element of a
 * vector; integers become signless; floats, vectors of them and llvm types stay;
 * complex<T> becomes !llvm.struct<(T', T')>; a function type (the type of a
 * function value) becomes !llvm.ptr; llvm structs, arrays and function
 * types have the types inside converted (an identified struct whose body
 * changes is named "_Converted.NAME"). NULL when t has no LLVM form here. */
rl_type *rl_llvm_convert_type(rl_context *c, rl_type *t, unsigned index_bits);
/* Adds to the rules library (declared in llvm.ops, so every lowering that
 * imports llvm has them): the type converter, `LLVMType(t: Type) -> Type`,
 * rl_llvm_convert_type with the running pass's `index-bitwidth` option (0
 * when the pass has none), which gives up when t has no LLVM form; and
 * `Unrolled(root: Op, v: Value) -> Value`, rl_llvm_unroll_nd, the
 * `rowwise` of the lowerings of elementwise ops. */
void rl_llvm_convert_register(void);

/* The descriptor struct of a memref type (MLIR's memref calling
 * convention): ranked memref<...xT, layout, S> becomes
 * !llvm.struct<(ptr<S>, ptr<S>, iN, array<R x iN>, array<R x iN>)>
 * (allocated and aligned pointers, offset, sizes, strides; rank 0 stops
 * after the offset), unranked memref<*xT, S> becomes
 * !llvm.struct<(iN, ptr)> (rank, pointer to a ranked descriptor, in
 * address space 0 whatever S), with iN the converted index type. NULL when T has no LLVM form, the layout is
 * not strided or S is not an integer. */
rl_type *rl_llvm_memref_type(rl_context *c, rl_type *t, unsigned index_bits);
/* The address space of a memref's memory space attribute (0 when none),
 * or -1 when it is not an integer. */
int rl_llvm_memref_addrspace(const rl_type *t);







#endif
