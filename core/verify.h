/* The verifier (structure, SSA dominance, op hooks) and the dominator trees
 * it uses, one per region. */
#ifndef RL_VERIFY_H
#define RL_VERIFY_H

#include "diag.h"
#include "ir.h"

/* Dominator tree of the blocks of one region (Cooper-Harvey-Kennedy). */
typedef struct rl_domtree rl_domtree;
rl_domtree *rl_domtree_build(rl_region *r);
void rl_domtree_destroy(rl_domtree *t);
/* Whether block a dominates block b (both in the tree's region; a block
 * dominates itself). Blocks unreachable from the entry are dominated by
 * every block, as MLIR has it. */
bool rl_domtree_dominates(const rl_domtree *t, rl_block *a, rl_block *b);
/* Immediate dominator, or NULL for the entry and unreachable blocks. */
rl_block *rl_domtree_idom(const rl_domtree *t, rl_block *b);
/* The blocks reachable from the entry, each after its immediate dominator
 * (a depth-first preorder of the tree, children in reverse postorder of
 * the CFG); out has room for every block of the region. Returns the count. */
unsigned rl_domtree_preorder(const rl_domtree *t, rl_block **out);
/* The iterated dominance frontier of the blocks `defs`: where values
 * defined in them meet and a block argument would take them (LLVM's
 * IDFCalculator, as MLIR's mem2reg uses it). When `live` is not NULL only
 * blocks of `live` are taken (the pruned form: blocks where the value is
 * live on entry). Unreachable blocks are ignored. Writes the blocks to out
 * (room for every block of the region), returns how many; no recursion. */
unsigned rl_domtree_idf(const rl_domtree *t, rl_block *const *defs, unsigned ndefs, rl_block *const *live,
                        unsigned nlive, rl_block **out);

/* Whether `r` has SSA dominance (registered op without a graph-region trait;
 * an unregistered op's single-block region may be a graph region). */
bool rl_region_has_ssa_dominance(rl_region *r);

/* Whether value v properly dominates op `user` (a use of v in user is valid).
 * Builds dominator trees as needed; for repeated queries use the verifier. */
bool rl_value_dominates(rl_value *v, rl_op *user);

/* Reports "'name' op <message>" at op's location, with the op shown in a
 * note (as MLIR's emitOpError); returns false. For op verifiers. */
bool rl_op_emit_error(rl_op *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same without the "'name' op" prefix (MLIR's Operation::emitError). */
bool rl_op_emit_plain_error(rl_op *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Adds MLIR's "see current operation: ..." note (op in generic form) to d,
 * unless the context shows no ops in diagnostics (--verify-diagnostics). */
void rl_diag_note_current_op(rl_diag *d, rl_op *op);
/* The printing flags (--mlir-print-debuginfo, ...) the op in that note is
 * printed with, the generic form always, as MLIR's are the command line's;
 * `o` must outlive the context's use of it (NULL: the defaults). */
struct rl_print_opts;
void rl_context_set_diag_print_opts(rl_context *c, const struct rl_print_opts *o);
/* Those flags, as set (NULL: none set): what MLIR's OpPrintingFlags() reads
 * from the command line, for passes that print (--snapshot-op-locations). */
const struct rl_print_opts *rl_context_diag_print_opts(rl_context *c);
/* For branch verifiers: op->operands[first .. first+n) are the arguments of
 * successor #s, in number and types; a located error (MLIR's words) if not. */
bool rl_verify_successor_operands(rl_op *op, unsigned s, unsigned first, unsigned n);
/* The checks MLIR's DMA ops (memref.dma_start and affine.dma_start, their
 * waits) share, in their words given by the caller: operands
 * [first, first+n) are of index type (else the error not_index) and, when
 * valid is given, pass it (else the error invalid); a start op has `end`
 * operands, or end + 2 with a stride and the elements per stride (else
 * "incorrect number of operands"). Return false after the error. */
bool rl_verify_dma_indices(rl_op *op, unsigned first, unsigned n, const char *not_index, bool (*valid)(rl_value *),
                           const char *invalid);
bool rl_verify_dma_count(rl_op *op, unsigned end);
/* For function-like ops (MLIR's FunctionOpInterface): arg_attrs and
 * res_attrs (either may be NULL) hold one dictionary per argument and per
 * result, and only dialect attributes (names with a '.'). */
/* For symbol ops (MLIR's SymbolOpInterface): a registered parent op must
 * be a symbol table. */
bool rl_verify_symbol_parent(rl_op *op);
bool rl_verify_function_attrs(rl_op *op, rl_attr *arg_attrs, unsigned nargs, rl_attr *res_attrs, unsigned nres);

/* Verifies op and everything nested: structure, dominance, op hooks. Emits
 * diagnostics through the context and returns false on the first failure. */
bool rl_verify(rl_context *c, rl_op *op);
/* Verifies op's own invariants (its operands, attributes and regions'
 * shape, its hook, unique symbols if it is a symbol table) and nothing
 * nested: for a module whose ops were verified one by one as they came. */
bool rl_verify_shallow(rl_context *c, rl_op *op);

#endif
