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

/* rl_parse_source without the implicit module (--no-implicit-module): the
 * source must hold exactly one top-level op, which is returned (an error
 * "source must contain a single top-level operation" otherwise). */
rl_op *rl_parse_source_explicit(rl_context *c, const char *buf, size_t len, rl_ident *file,
                                unsigned line_offset);

/* rl_parse_source, handing each op to fn(user, op, can_free) as soon as
 * it is parsed, if it is directly in the module's body: that of a module op
 * leading the file, or the top level of a file without one. fn may take op
 * out of its block (rl_op_remove) and keep it. If can_free, fn may also
 * free everything op holds (its regions; op itself stays alive until the
 * parse ends) and say so: the locations of the ops and blocks inside op
 * are transient (rl_transient_loc_file), and the parser gives them back
 * then. can_free is false when a location alias defined further on is
 * still to be patched into op. fn returns RL_STREAM_STOP to stop the parse,
 * having reported why; the parse then returns NULL. */
typedef enum { RL_STREAM_STOP, RL_STREAM_KEPT, RL_STREAM_FREED } rl_stream_result;
typedef rl_stream_result (*rl_parse_stream_fn)(void *user, rl_op *op, bool can_free);
rl_op *rl_parse_source_stream(rl_context *c, const char *buf, size_t len, rl_ident *file,
                              unsigned line_offset, rl_parse_stream_fn fn, void *user);

/* Parses a single type or attribute from text (for tools and tests). */
rl_type *rl_parse_type_str(rl_context *c, const char *s);
rl_attr *rl_parse_attr_str(rl_context *c, const char *s);

#endif
