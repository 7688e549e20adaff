/* The memory-slot roles of ops (memslot.h), shared by --mem2reg and --sroa. */
#include "drivers/memslot.h"

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"

/* MLIR's PromotableAllocationOpInterface, DestructurableAllocationOpInterface,
 * PromotableMemOpInterface, PromotableOpInterface, DestructurableAccessorOpInterface
 * and BranchOpInterface of these ops. */
static const struct {
  const char *name;
  uint8_t role;
} roles[] = {
    {"memref.alloca", RL_SLOT_ALLOCA_MEMREF},
    {"memref.load", RL_SLOT_LOAD_MEMREF},
    {"memref.store", RL_SLOT_STORE_MEMREF},
    {"llvm.alloca", RL_SLOT_ALLOCA_LLVM},
    {"llvm.load", RL_SLOT_LOAD_LLVM},
    {"llvm.store", RL_SLOT_STORE_LLVM},
    {"llvm.bitcast", RL_SLOT_FORWARD},
    {"llvm.addrspacecast", RL_SLOT_FORWARD},
    {"llvm.intr.launder.invariant.group", RL_SLOT_FORWARD},
    {"llvm.intr.strip.invariant.group", RL_SLOT_FORWARD},
    {"llvm.getelementptr", RL_SLOT_GEP},
    {"llvm.intr.lifetime.start", RL_SLOT_DROP},
    {"llvm.intr.lifetime.end", RL_SLOT_DROP},
    {"llvm.intr.invariant.start", RL_SLOT_DROP},
    {"llvm.intr.invariant.end", RL_SLOT_DROP},
    {"cf.br", RL_SLOT_BRANCH},
    {"cf.cond_br", RL_SLOT_BRANCH},
    {"llvm.br", RL_SLOT_BRANCH},
    {"llvm.cond_br", RL_SLOT_BRANCH},
    {"llvm.intr.memset", RL_SLOT_MEMSET},
    {"llvm.intr.memcpy", RL_SLOT_MEMCPY},
    {"llvm.intr.memmove", RL_SLOT_MEMCPY},
    {"llvm.intr.memcpy.inline", RL_SLOT_MEMCPY_INLINE},
};

void rl_slot_roles_init(rl_context *c, rl_ptrmap *map) {
  for (unsigned i = 0; i < sizeof roles / sizeof *roles; i++) {
    rl_opinfo *oi = rl_opinfo_find_cstr(c, roles[i].name);
    if (oi && oi->registered) rl_ptrmap_put(map, oi, (void *)(uintptr_t)roles[i].role);
  }
}

bool rl_slot_gep_zero(rl_op *op, rl_ident *raw_indices) {
  if (op->noperands != 1) return false; /* a dynamic index */
  rl_attr *raw = rl_op_get_prop(op, raw_indices);
  if (!raw || raw->kind != RL_AT_DENSE_ARRAY) return false;
  for (size_t i = 1; i < raw->n; i++) /* w[0]: the element type */
    if ((int32_t)raw->w[i]) return false;
  return true;
}
