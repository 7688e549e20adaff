/* Symbol tables: the op named @NAME in a symbol-table op (builtin.module,
 * or any op with the SymbolTable trait), found through a per-table map kept
 * in the context instead of a scan per lookup (call verification on a module
 * of thousands of functions was quadratic).
 *
 * The map is a cache and never trusted: a hit is checked (the op is still in
 * the table's body and still has that name) and a miss rebuilds the map from
 * the body, so edits, renames and recycled memory cannot make a lookup
 * wrong. */
#ifndef RL_SYMTAB_H
#define RL_SYMTAB_H

#include "ir.h"

/* op's symbol name (its `sym_name`, property or attribute), or NULL. */
rl_ident *rl_symbol_name(rl_op *op);

/* The op of `table`'s first region whose `sym_name` (property or attribute)
 * is `name`, or NULL. */
rl_op *rl_symbol_table_lookup(rl_op *table, rl_ident *name);

/* op, a symbol or not, was just appended to `table`'s body: a table whose
 * lookups are cached learns its name without a rebuild. */
void rl_symbol_table_appended(rl_op *table, rl_op *op);

/* The nearest op enclosing `from` that is a symbol table (has the
 * SymbolTable trait, or is builtin.module), or NULL. */
rl_op *rl_symbol_table_of(rl_op *from);

/* Frees the context's symbol-table caches (rl_context_destroy calls it). */
void rl_symbol_tables_free(rl_context *c);

#endif
