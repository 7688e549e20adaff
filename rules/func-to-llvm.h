/* The C that rules/func-to-llvm.rules calls: MLIR's calling convention
 * for one value, type or attribute at a time (the rules build the
 * functions, returns, calls and the C-interface wrappers). These run
 * inside a conversion pattern: they edit the IR through the rewriter they
 * are given (so a failed conversion undoes them) and convert types through
 * the conversion's type converter. */
#ifndef RL_FUNC_TO_LLVM_H
#define RL_FUNC_TO_LLVM_H

#include "core/rewrite.h"
#include "core/rules_rt.h"

/* Memrefs follow MLIR's calling convention: a memref argument is passed
 * as its descriptor's fields (unranked: rank and pointer), a memref result
 * returned as its descriptor; with bare_ptr
 * (use-bare-ptr-memref-call-conv), a memref of static shape and identity
 * layout is only its aligned pointer, both ways. */

/* The calling convention for one value (rules/func-to-llvm.rules calls
 * these; ops are built at the rewriter's point, located at the op given). */

/* The LLVM type a value of type t travels as across a call: its converted
 * type, or under bare_ptr a static memref's aligned pointer; NULL if t does
 * not convert. */
rl_type *rl_llvm_cc_type(rl_rewriter *rw, rl_type *t, bool bare_ptr);
/* The values operand orig (converted: v) is passed as: a memref its
 * descriptor's fields, anything else v itself. */
rl_mval rl_llvm_cc_args(rl_rewriter *rw, rl_op *at, rl_value *orig, rl_value *v, bool bare_ptr);
/* The value a return passes for v (of original type t): an unranked
 * memref's descriptor copied to the heap, under bare_ptr a static memref's
 * aligned pointer, else v. NULL on failure. */
rl_value *rl_llvm_cc_returned(rl_rewriter *rw, rl_op *ret, rl_type *t, rl_value *v, bool bare_ptr);
/* What a caller sees of result v of original type t: an unranked memref's
 * descriptor copied from the callee's heap to the stack, under bare_ptr a
 * pointer packed into a descriptor, else v. NULL on failure. */
rl_value *rl_llvm_cc_received(rl_rewriter *rw, rl_op *call, rl_type *t, rl_value *v, bool bare_ptr);

/* The types a function's input of type t is passed as: a memref its
 * descriptor's fields (MLIR's unbundling), anything else its converted
 * type; an empty range (p NULL) if t does not convert. */
rl_mval rl_llvm_cc_params(rl_rewriter *rw, rl_type *t, bool bare_ptr);
/* The value of (original) type t the uses of a function's argument see,
 * from its parameters `args`: a memref's descriptor packed from its fields
 * (at the rewriter's point, located at loc), else the one parameter. */
rl_value *rl_llvm_cc_pack_arg(rl_rewriter *rw, rl_type *t, rl_mval args, rl_attr *loc, bool bare_ptr);
/* !llvm.func<R (params...)>: R void for no results, the one result, or a
 * literal struct of several. */
rl_type *rl_llvm_cc_func_type(rl_context *c, rl_mval results, rl_mval params, bool vararg);
/* Whether func.func f has `func.varargs = true` (the signature's `...`). */
bool rl_llvm_is_vararg(rl_op *f);
/* `to` with f's discardable attributes but `func.varargs` (journaled). */
rl_op *rl_llvm_carry_func_attrs(rl_rewriter *rw, rl_op *to, rl_op *f);
/* The arg_attrs of the llvm.func of a function of type fty whose arg_attrs
 * are aa (NULL: none): an input that stays one parameter keeps its
 * dictionary (types in it converted), one that becomes several (a memref's
 * fields) gives each an empty one. */
rl_attr *rl_llvm_cc_arg_attrs(rl_rewriter *rw, rl_attr *aa, rl_type *fty, bool bare_ptr);
/* The values descriptor d of a memref of type t is passed as across a call
 * (its fields; under bare_ptr a static memref's aligned pointer); an empty
 * range (p NULL) on failure. */
rl_mval rl_llvm_cc_unpack(rl_rewriter *rw, rl_type *t, rl_value *d, rl_attr *loc, bool bare_ptr);

/* MLIR's C interface (llvm.emit_c_interface), built by the rules; these
 * answer for one op, type or attribute. */
/* Whether f asks for it. */
bool rl_llvm_ci_wanted(rl_op *f);
/* Whether the wrapper of a function of type fty returns through memory
 * (several results, or a memref). */
bool rl_llvm_ci_results_in_memory(rl_type *fty);
/* "_mlir_ciface_NAME" for the string attribute NAME; a symbol reference to
 * a name. */
rl_attr *rl_llvm_ci_name(rl_context *c, rl_attr *name);
rl_attr *rl_llvm_symref(rl_context *c, rl_attr *name);
/* The wrapper's parameter for an input of type t: a memref by pointer to
 * its descriptor, anything else its converted type. */
rl_type *rl_llvm_ci_param(rl_rewriter *rw, rl_type *t);
/* The wrapper's arg_attrs: f's (aa) as written, after an empty dictionary
 * for the results' pointer; NULL when aa is. */
rl_attr *rl_llvm_ci_arg_attrs(rl_context *c, rl_attr *aa, rl_type *fty);
/* A declaration given a body that calls its wrapper becomes private (as in
 * MLIR): the linkage, or NULL when f has no C interface. */
rl_attr *rl_llvm_ci_linkage(rl_context *c, rl_op *f);

#endif
