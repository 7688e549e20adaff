/* What an op is to a memory slot, for --mem2reg and --sroa: MLIR's
 * memory-slot interfaces of the ops we know, as one table resolved once
 * per run. */
#ifndef RL_MEMSLOT_H
#define RL_MEMSLOT_H

#include "core/ir.h"
#include "core/ptrmap.h"

typedef enum rl_slot_role {
  RL_SLOT_NONE,
  RL_SLOT_ALLOCA_MEMREF, /* memref.alloca */
  RL_SLOT_ALLOCA_LLVM,   /* llvm.alloca: a slot of elem_type */
  RL_SLOT_LOAD_MEMREF,   /* memref.load %slot[...] */
  RL_SLOT_STORE_MEMREF,  /* memref.store %v, %slot[...] */
  RL_SLOT_LOAD_LLVM,     /* llvm.load %slot */
  RL_SLOT_STORE_LLVM,    /* llvm.store %v, %slot */
  RL_SLOT_FORWARD,       /* goes with the slot if every use of its result can go */
  RL_SLOT_GEP,           /* llvm.getelementptr: RL_SLOT_FORWARD when every index is a constant zero */
  RL_SLOT_DROP,          /* goes with the slot (markers) */
  RL_SLOT_BRANCH,        /* passes values to its successors (MLIR's BranchOpInterface) */
  RL_SLOT_MEMSET,        /* llvm.intr.memset dst, val, len */
  RL_SLOT_MEMCPY,        /* llvm.intr.memcpy / memmove dst, src, len */
  RL_SLOT_MEMCPY_INLINE, /* llvm.intr.memcpy.inline dst, src {len} */
} rl_slot_role;

/* Fills roles (rl_opinfo -> role) with the registered ops of the table. */
void rl_slot_roles_init(rl_context *c, rl_ptrmap *roles);

static inline rl_slot_role rl_slot_role_of(const rl_ptrmap *roles, const rl_op *op) {
  return (rl_slot_role)(uintptr_t)rl_ptrmap_get(roles, op->info);
}

/* Whether every index of a GEP is a constant zero (raw: its
 * rawConstantIndices property name). */
bool rl_slot_gep_zero(rl_op *gep, rl_ident *raw);

#endif
