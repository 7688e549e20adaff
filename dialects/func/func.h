/* The func dialect's C hooks (see func.ops). */
#ifndef RL_DIALECT_FUNC_H
#define RL_DIALECT_FUNC_H

#include "core/asm.h"

bool rl_func_func_parse(rl_parser *p, rl_op_parse_state *st);
void rl_func_func_print(rl_printer *p, rl_op *op);
bool rl_func_func_verify(rl_op *op);
bool rl_func_return_verify(rl_op *op);
bool rl_func_call_verify(rl_op *op);
bool rl_func_call_indirect_parse(rl_parser *p, rl_op_parse_state *st);
void rl_func_call_indirect_print(rl_printer *p, rl_op *op);
bool rl_func_call_indirect_verify(rl_op *op);
bool rl_func_constant_verify(rl_op *op);
void rl_func_constant_names(rl_op *op, rl_set_name_fn set, void *ud);

#endif
