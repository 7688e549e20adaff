/* toy/toy.h: the toy dialect (toy.ops) for toyc: its generated accessors
 * and the hooks of toy/toy.c. */
#ifndef TOY_TOY_H
#define TOY_TOY_H

#include "core/asm.h"
#include "toy/toy_ops.h"

/* Chapter 7: !toy.struct<T1, T2, ...>, a struct of tensors and structs
 * (toy/toy.c parses and prints it: rl_dialect_types hooks). */
enum { TOY_TY_STRUCT = RL_TY_DIALECT_LAST };
rl_type *toy_struct_type(rl_context *c, unsigned n, rl_type *const *elems);
static inline bool toy_is_struct(const rl_type *t) { return t->kind == TOY_TY_STRUCT; }
static inline unsigned toy_struct_size(const rl_type *t) { return t->n; }
static inline rl_type *toy_struct_elem(const rl_type *t, unsigned i) { return (rl_type *)rl_word_ptr(t->w[i]); }
void toy_init(rl_context *c);

#endif
