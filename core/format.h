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

/* Parses the op's custom form (after its name) into st; prints it (after
 * its name). */
bool rl_format_parse(rl_parser *p, const rl_format *f, rl_op_parse_state *st);
void rl_format_print(rl_printer *p, const rl_format *f, rl_op *op);

/* The C side of a `custom<Name>(args)` directive. The parser sees the
 * groups the directive names as slots it fills; the printer gets the op.
 * Operand slots hold unresolved names (resolved by the engine with the types
 * in the matching type slots). */
typedef struct rl_fmt_slot rl_fmt_slot;
typedef bool (*rl_custom_parse_fn)(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs);
typedef void (*rl_custom_print_fn)(rl_printer *p, rl_op *op);
void rl_register_custom_directive(rl_context *c, const char *name, rl_custom_parse_fn parse,
                                  rl_custom_print_fn print);

#endif
