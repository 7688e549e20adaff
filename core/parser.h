/* The MLIR text parser: generic op form, builtin types and attributes,
 * aliases, locations; wraps top-level ops in an implicit builtin.module. */
#ifndef RL_PARSER_H
#define RL_PARSER_H

#include "ir.h"

/* Parses buf[0..len) (buf[len] must be NUL). Locations name `file`; line
 * numbers are offset by `line_offset` (for a chunk of a larger file). Returns
 * the top-level builtin.module, or NULL after reporting an error. */
rl_op *rl_parse_source(rl_context *c, const char *buf, size_t len, rl_ident *file,
                       unsigned line_offset);

/* Parses a single type or attribute from text (for tools and tests). */
rl_type *rl_parse_type_str(rl_context *c, const char *s);
rl_attr *rl_parse_attr_str(rl_context *c, const char *s);

#endif
