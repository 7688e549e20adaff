/* The C that rules/cf-to-llvm.rules calls for cf.assert: the message's
 * global and the declarations of puts and abort at the start of the
 * enclosing builtin.module, each for one op or attribute. */
#ifndef RL_CF_TO_LLVM_H
#define RL_CF_TO_LLVM_H

#include "core/rewrite.h"

/* The type of message msg's global: an i8 array one longer than it. */
rl_type *rl_llvm_message_type(rl_context *c, rl_attr *msg);
/* A private constant global holding msg NUL-terminated, @assert_msg (or
 * @assert_msg_N when taken), at the start of op's module; its symbol, or
 * NULL when op is in no module. rw's insertion point is kept. */
rl_attr *rl_llvm_assert_message(rl_rewriter *rw, rl_op *op, rl_attr *msg);
/* `llvm.func @puts(!llvm.ptr)` or `llvm.func @abort()` in op's module,
 * unless there; its symbol. */
rl_attr *rl_llvm_declare_libc(rl_rewriter *rw, rl_op *op, const char *name);

#endif
