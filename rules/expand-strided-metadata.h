/* The helpers of rules/expand-strided-metadata.rules (MLIR's
 * --expand-strided-metadata): the result types of
 * memref.extract_strided_metadata, identity layouts, a subview's dropped
 * dimensions, a reshape's groups (expand_strided.c). */
#ifndef RL_EXPAND_STRIDED_H
#define RL_EXPAND_STRIDED_H

/* Adds them to the rule library (memref.ops declares them). */
void rl_memref_expand_register(void);

#endif
