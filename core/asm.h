/* The custom-syntax API: what an op's C parser and printer hooks (custom
 * forms, `custom<Name>` directives) use, in the spirit of MLIR's
 * OpAsmParser and OpAsmPrinter. The declarative format engine (format.c) is
 * written on top of it too. */
#ifndef RL_ASM_H
#define RL_ASM_H

#include "format.h"
#include "opdef.h"
#include "strbuf.h"

/* An op being parsed in custom form: what the format engine and C hooks
 * fill in before the op is created. */
struct rl_op_parse_state {
  const rl_opdef *def;
  const rl_opinfo *info;        /* the op's registration (interned names) */
  rl_value **operands;
  unsigned noperands, capoperands;
  rl_type **result_types;
  unsigned nresults, capresults;
  rl_block **succs;
  unsigned nsuccs, capsuccs;
  rl_region **regions;          /* each its own allocation, moved into the op */
  unsigned nregions, capregions;
  rl_attr *props;               /* dictionary or NULL */
  rl_attr *attrs;               /* dictionary or NULL */
  /* First storage of operands and result types (most ops need no more). */
  rl_value *operands_inline[8];
  rl_type *result_types_inline[4];
};

void rl_ops_add_operand(rl_op_parse_state *st, rl_value *v);
void rl_ops_add_result_type(rl_op_parse_state *st, rl_type *t);
void rl_ops_add_successor(rl_op_parse_state *st, rl_block *b);
rl_region *rl_ops_add_region(rl_op_parse_state *st);
/* The region at index i (creating regions up to it). */
rl_region *rl_ops_add_region_at(rl_op_parse_state *st, unsigned i);
void rl_ops_set_prop(rl_context *c, rl_op_parse_state *st, const char *name, rl_attr *v);
void rl_ops_set_prop_id(rl_context *c, rl_op_parse_state *st, rl_ident *name, rl_attr *v);
rl_attr *rl_ops_get_prop(rl_context *c, rl_op_parse_state *st, const char *name);
/* The entries of an attr-dict: the op's declared properties (and operand or
 * result segment sizes) go to the properties, as MLIR 19 reads inherent
 * attributes from attr-dict; the rest are discardable attributes. */
void rl_ops_take_attr_dict(rl_context *c, rl_op_parse_state *st, rl_attr *dict);
/* An optional `{...}` taken that way. */
bool rl_parse_optional_attr_dict_props(rl_parser *p, rl_op_parse_state *st);

/* ---- parsing -------------------------------------------------------------
 * Every parse function returns false after reporting an error (at the
 * current token, or where MLIR reports it); `optional` functions return
 * false without an error when the thing is not there. */

rl_context *rl_parser_context(rl_parser *p);
/* Location of the current token, and of the op being parsed. */
rl_attr *rl_parser_loc(rl_parser *p);
rl_attr *rl_parser_op_loc(rl_parser *p);
/* Reports an error at the current token (or at `at`, a position from
 * rl_parser_pos or rl_unresolved.at), prefixed "custom op 'NAME' " inside a
 * custom op as MLIR does; returns false. */
bool rl_parser_error(rl_parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool rl_parser_error_at(rl_parser *p, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A second error of the same failure, right after the first (MLIR reports
 * some failures twice: the word an enum did not know, then the attribute
 * parameter it was parsing); after any other error, nothing. */
bool rl_parser_error_also_at(rl_parser *p, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const char *rl_parser_pos(rl_parser *p);
/* Where the name of the custom op being parsed starts (MLIR reports some
 * errors of a custom parser there); the current token outside one. */
const char *rl_parser_op_pos(rl_parser *p);

/* Punctuation and keywords. `punct` is one of ( ) [ ] { } < > , : = -> ? * + ...
 * Keywords are bare identifiers. */
bool rl_parse_punct(rl_parser *p, const char *punct);          /* error if absent */
bool rl_parse_optional_punct(rl_parser *p, const char *punct);
bool rl_parse_keyword(rl_parser *p, const char *kw);           /* error if absent */
bool rl_parse_optional_keyword(rl_parser *p, const char *kw);
/* Any bare identifier (keyword); the text is copied into buf. */
bool rl_parse_optional_any_keyword(rl_parser *p, char *buf, size_t cap);
bool rl_parser_at_punct(rl_parser *p, const char *punct);      /* peek */
bool rl_parser_at_operand(rl_parser *p);                      /* peek: a %name */
/* Peek: a %name that is not the start of the next op (`%r = ...`,
 * `%r:2 = ...`, `%r, %s = ...`): where an op's custom form may end with an
 * optional operand, as mlir-opt prints `vector.print` without one. */
bool rl_parser_at_operand_use(rl_parser *p);
bool rl_parser_at_successor(rl_parser *p);                    /* peek: a ^name */
bool rl_parser_at_region(rl_parser *p);                       /* peek: a { */
bool rl_parser_at_keyword(rl_parser *p);                      /* peek: a bare identifier */
bool rl_parser_at_string(rl_parser *p);
bool rl_parser_at_keyword_text(rl_parser *p, const char *kw); /* peek: this keyword */
bool rl_parser_at_symbol(rl_parser *p);                       /* peek: an @name */
bool rl_parser_at_type(rl_parser *p);                         /* peek: a type can start here */
bool rl_parser_at_attr(rl_parser *p);                         /* peek: an attribute can start here */
bool rl_parser_failed(rl_parser *p);                          /* an error was reported */

/* Values: an operand is parsed as a name first and resolved once its type
 * is known (as in MLIR). */
typedef struct rl_unresolved {
  const char *name;
  uint32_t len, resno;
  const char *at;
} rl_unresolved;
bool rl_parse_operand(rl_parser *p, rl_unresolved *u);
bool rl_parse_optional_operand(rl_parser *p, rl_unresolved *u);
/* A value an op defines in its region (`%i`, MLIR's parseArgument): a
 * result number (`%i#0`) is an error. */
bool rl_parse_argument(rl_parser *p, rl_unresolved *u);
rl_value *rl_parser_resolve(rl_parser *p, const rl_unresolved *u, rl_type *t);

/* Types, attributes, strings, integers, symbol names. */
rl_type *rl_parse_type(rl_parser *p);
rl_type *rl_parse_optional_type(rl_parser *p);
/* `(t1, t2)` or a single type (for results after `->`); *out is heap. */
bool rl_parse_type_list(rl_parser *p, rl_type ***out, unsigned *n);
/* The same list, as st's result types. */
bool rl_parse_result_types(rl_parser *p, rl_op_parse_state *st);
rl_attr *rl_parse_attr(rl_parser *p, rl_type *type_hint);
bool rl_parse_string(rl_parser *p, rl_strbuf *out);
bool rl_parse_integer(rl_parser *p, int64_t *v);   /* with optional leading - */
rl_attr *rl_parse_symbol_name(rl_parser *p);      /* @foo, as a string attribute */
rl_attr *rl_parse_optional_symbol_name(rl_parser *p);
/* `{...}` if present: merged into *attrs (a dictionary or NULL). */
bool rl_parse_optional_attr_dict(rl_parser *p, rl_attr **attrs);
bool rl_parse_optional_attr_dict_with_keyword(rl_parser *p, rl_attr **attrs);
/* A trailing `loc(...)` for a block argument being declared. */
bool rl_parse_optional_location(rl_parser *p, rl_attr **loc);

/* Successors. */
bool rl_parse_successor(rl_parser *p, rl_block **b);

/* Regions. Entry-block arguments given by the caller (for function-like
 * ops, whose arguments are written in the signature) are defined inside the
 * region's scope. `isolated` starts a fresh value scope. */
typedef struct rl_region_arg {
  rl_unresolved name;
  rl_type *type;
  rl_attr *loc;
} rl_region_arg;
bool rl_parse_region(rl_parser *p, rl_region *r, const rl_region_arg *args, unsigned nargs,
                     bool isolated);
bool rl_parse_optional_region(rl_parser *p, rl_region *r, const rl_region_arg *args,
                              unsigned nargs, bool isolated, bool *present);

/* Enum attributes (bit enums stored as #dialect.mnemonic<...>): the body
 * `<a, b>` as the format prints it. */
rl_attr *rl_parse_enum_body(rl_parser *p, const rl_enum_def *en, const char *opname);
rl_attr *rl_attr_enum(rl_context *c, const rl_enum_def *en, rl_ident *dialect, uint64_t value);
void rl_print_enum_body(rl_strbuf *out, const rl_attr *a);
/* A property's default value, parsed once. */
rl_attr *rl_attr_from_default(rl_context *c, const rl_attr_def *ad);

/* Slots of a custom<...> directive (see format.h). */
void rl_fmt_slot_add_operand(rl_fmt_slot *s, const rl_unresolved *u);
void rl_fmt_slot_add_type(rl_fmt_slot *s, rl_type *t);
void rl_fmt_slot_add_successor(rl_fmt_slot *s, rl_block *b);
void rl_fmt_slot_set_attr(rl_fmt_slot *s, rl_attr *a);
unsigned rl_fmt_slot_size(const rl_fmt_slot *s);
rl_type *rl_fmt_slot_type(const rl_fmt_slot *s, unsigned i);
rl_attr *rl_fmt_slot_attr(const rl_fmt_slot *s);

/* ---- printing ------------------------------------------------------------ */

rl_strbuf *rl_printer_out(rl_printer *p);
void rl_print_str(rl_printer *p, const char *s);
void rl_print_value_name(rl_printer *p, const rl_value *v);
/* op's result types, comma-separated. */
void rl_print_result_types(rl_printer *p, const rl_op *op);
/* A loop's ` iter_args(%arg = %init, ...) -> (result types)`: the
 * arguments of body after the induction variable, the inits operands
 * [first, first + n). Nothing when n is 0. */
void rl_print_iter_args(rl_printer *p, const rl_op *op, const rl_block *body, unsigned first, unsigned n);
void rl_print_type_p(rl_printer *p, const rl_type *t);
void rl_print_attr_p(rl_printer *p, const rl_attr *a);
/* An attribute without its `: type` suffix where MLIR elides it. */
void rl_print_attr_elided(rl_printer *p, const rl_attr *a);
/* An elements attribute without its `: type` (MLIR's printAttributeWithoutType). */
void rl_print_attr_without_type(rl_printer *p, const rl_attr *a);
void rl_print_symbol_name(rl_printer *p, const rl_ident *name);
void rl_print_successor(rl_printer *p, const rl_block *b);
/* ` {a = 1, ...}` leaving out `elided` names (and nothing if empty). */
void rl_print_attr_dict(rl_printer *p, const rl_attr *dict, const char *const *elided,
                        unsigned nelided, bool with_keyword);
/* An op in its custom (or generic) form without its results' names, as
 * MLIR's printCustomOrGenericOp (vector.mask's masked op). */
void rl_print_op_inline(rl_printer *p, rl_op *op);
/* A region; print_entry_args: label the entry block with its arguments. */
void rl_print_region(rl_printer *p, rl_region *r, bool print_entry_args, bool print_empty_block);
/* The same, leaving out each block's terminator (MLIR's printRegion with
 * printBlockTerminators false: an implicit scf.yield, affine.yield, ...). */
void rl_print_region_no_terminators(rl_printer *p, rl_region *r, bool print_entry_args, bool print_empty_block);
void rl_print_newline(rl_printer *p); /* new line at the current indentation */
/* A block argument with its type (and location under debuginfo). */
void rl_print_block_arg(rl_printer *p, const rl_value *arg);
bool rl_printer_debuginfo(rl_printer *p);
void rl_print_location(rl_printer *p, const rl_attr *loc); /* ` loc(...)` under debuginfo */

#endif
