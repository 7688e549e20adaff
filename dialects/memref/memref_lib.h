/* The memref dialect's helpers of the rule library (memref_lib.c). */
#ifndef RL_MEMREF_LIB_H
#define RL_MEMREF_LIB_H

/* Adds MetadataTypes, IdentityLayout, DroppedDims and Group (declared in
 * memref.ops) to the rule library; rl_memref_init calls it. */
void rl_memref_lib_register(void);

#endif
