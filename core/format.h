/* MLIR's declarative assembly format: compiled once per op, then used to
 * parse and print the op's custom form. */
#ifndef RL_FORMAT_H
#define RL_FORMAT_H

#include "opdef.h"

typedef struct rl_format rl_format;

/* Compiles def->format against def (names must exist, every operand, result
 * type and successor must be bound, ...). On error returns NULL and sets
 * *err_off (byte offset into def->format) and *err_msg (heap; the caller
 * frees it). The program is owned by the context. */
rl_format *rl_format_compile(rl_context *c, const rl_opdef *def, size_t *err_off, char **err_msg);

/* Registers the C parser and printer of a `custom<Name>(...)` directive. */
typedef bool (*rl_custom_parse_fn)(rl_parser *p, void **args, unsigned nargs);
typedef void (*rl_custom_print_fn)(rl_printer *p, rl_op *op, void **args, unsigned nargs);
void rl_register_custom_directive(rl_context *c, const char *name, rl_custom_parse_fn parse,
                                  rl_custom_print_fn print);

#endif
