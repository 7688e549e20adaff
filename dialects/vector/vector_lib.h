/* The vector dialect's helpers of the rule library (vector_lib.c). */
#ifndef RL_VECTOR_LIB_H
#define RL_VECTOR_LIB_H

/* Adds DropLeading, Row, ExtractedType and MinorIdentity (declared in
 * vector.ops) to the rule library; rl_vector_init calls it. */
void rl_vector_lib_register(void);

#endif
