/* func.func, func.return and func.call in the llvm dialect (func_to_llvm.h).
 *
 * Layering: this is pattern code. It reads converted operands and converts
 * signatures through the conversion driver's API (drivers/conversion.h),
 * which a dialect otherwise does not use; the rules that call it run only
 * under that driver. */
#include "dialects/llvm/func_to_llvm.h"

#include <stdio.h>
#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/types.h"
#include "core/asm.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"
#include "drivers/conversion.h"

enum { MAX_VALUES = 256 };

static rl_opinfo *op_named(rl_context *c, const char *name) { return rl_opinfo_get(c, name, strlen(name)); }

static rl_attr *prop(rl_op *op, const char *name) {
  return rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), name));
}

/* Results of a call or function as LLVM returns them: none (NULL: void),
 * one, or several packed into a literal struct. *n gets the count. */
static rl_type *packed_results(rl_rewriter *rw, unsigned n, rl_type *const *types, bool *ok) {
  rl_context *c = rw->b.ctx;
  rl_type *conv[MAX_VALUES];
  *ok = n <= MAX_VALUES;
  for (unsigned i = 0; *ok && i < n; i++) *ok = (conv[i] = rl_m_convert_type(rw, types[i])) != NULL;
  if (!*ok || n == 0) return NULL;
  return n == 1 ? conv[0] : rl_llvm_struct_type(c, n, conv, false);
}

/* !llvm.func<R (A...)> for a builtin function type, or NULL. */
static rl_type *llvm_signature(rl_rewriter *rw, rl_type *fn, bool vararg) {
  rl_context *c = rw->b.ctx;
  unsigned ni = rl_type_func_num_inputs(fn), nr = rl_type_func_num_results(fn);
  rl_type *in[MAX_VALUES], *res[MAX_VALUES];
  if (ni > MAX_VALUES || nr > MAX_VALUES) return NULL;
  for (unsigned i = 0; i < ni; i++)
    if (!(in[i] = rl_m_convert_type(rw, rl_type_func_input(fn, i)))) return NULL;
  for (unsigned i = 0; i < nr; i++) res[i] = rl_type_func_result(fn, i);
  bool ok;
  rl_type *r = packed_results(rw, nr, res, &ok);
  if (!ok) return NULL;
  return rl_llvm_func_type(c, r ? r : rl_llvm_void_type(c), ni, in, vararg);
}

/* f's discardable attributes without `func.varargs` (which becomes the
 * signature's `...`), and whether it was set. */
static rl_attr *attrs_without_varargs(rl_context *c, rl_attr *attrs, bool *vararg) {
  rl_ident *va = rl_ident_cstr(c, "func.varargs");
  rl_attr *v = attrs ? rl_attr_dict_get(attrs, va) : NULL;
  *vararg = v && v == rl_attr_bool(c, true);
  if (!v) return attrs;
  rl_attr *rest = rl_attr_dict_set(c, attrs, va, NULL);
  return rl_attr_dict_size(rest) ? rest : NULL;
}

/* ---- C interface (llvm.emit_c_interface) --------------------------------------- */

static rl_op *create(rl_rewriter *rw, const char *name, rl_attr *loc, unsigned nres, rl_type *const *res,
                     unsigned nops, rl_value *const *ops, rl_attr *props) {
  rl_context *c = rw->b.ctx;
  rl_op_state st = {.info = op_named(c, name), .loc = loc, .nresults = nres, .result_types = res,
                    .noperands = nops, .operands = ops, .props = props};
  return rl_rewriter_create(rw, &st);
}

/* {callee = @NAME} for a symbol name given as its string attribute. */
static rl_attr *callee_props(rl_context *c, rl_attr *sym) {
  rl_named_attr p = {rl_ident_cstr(c, "callee"), rl_attr_symref(c, rl_attr_string_ident(sym), 0, NULL)};
  return rl_attr_dict(c, 1, &p, NULL);
}

/* An llvm.func `name` of type sig (a declaration when body is false: the
 * caller fills in the body), with attrs, before the rewriter's point. */
static rl_op *new_func(rl_rewriter *rw, const char *name, rl_type *sig, rl_attr *vis, rl_attr *attrs,
                       rl_attr *loc) {
  rl_context *c = rw->b.ctx;
  rl_named_attr props[3];
  unsigned np = 0;
  props[np++] = (rl_named_attr){rl_ident_cstr(c, "sym_name"), rl_attr_string(c, name, strlen(name), NULL)};
  props[np++] = (rl_named_attr){rl_ident_cstr(c, "function_type"), rl_attr_type(c, sig)};
  if (vis) props[np++] = (rl_named_attr){rl_ident_cstr(c, "sym_visibility"), vis};
  rl_op_state st = {.info = op_named(c, "llvm.func"), .loc = loc, .nregions = 1,
                    .props = rl_attr_dict(c, np, props, NULL), .attrs = attrs};
  return rl_rewriter_create(rw, &st);
}

/* The entry block of a new function, with its signature's parameters; the
 * rewriter then builds at its end. */
static rl_block *entry_of(rl_rewriter *rw, rl_op *fn, rl_type *sig, rl_attr *loc) {
  rl_context *c = rw->b.ctx;
  rl_block *b = rl_block_create(c);
  for (unsigned i = 0; i < rl_llvm_func_num_params(sig); i++) rl_block_add_arg(c, b, rl_llvm_func_param(sig, i), loc);
  rl_region_append_block(&fn->regions[0], b);
  rl_rewriter_set_end(rw, b);
  return b;
}

/* MLIR's C interface: `_mlir_ciface_NAME` beside the function. A defined
 * function gets a wrapper that calls it; an external one gets a body that
 * calls the (external) wrapper. Several results travel through memory: the
 * wrapper's first parameter points at their struct. */
static void emit_c_interface(rl_rewriter *rw, rl_op *f, rl_op *nf, rl_type *sig, bool defined) {
  rl_context *c = rw->b.ctx;
  rl_attr *loc = f->loc, *vis = prop(f, "sym_visibility"), *sym = prop(f, "sym_name");
  char name[512];
  snprintf(name, sizeof name, "_mlir_ciface_%s", rl_attr_string_ident(sym)->str);
  rl_type *res = rl_llvm_func_result(sig);
  bool via_memory = rl_llvm_type_is_struct(res) &&
                    rl_type_func_num_results(rl_attr_type_value(prop(f, "function_type"))) > 1;
  unsigned np = rl_llvm_func_num_params(sig);
  rl_type *params[257], *ptr = rl_llvm_ptr_type(c, 0), *voidt = rl_llvm_void_type(c);
  if (np > 256) return;
  unsigned k = 0;
  if (via_memory) params[k++] = ptr;
  for (unsigned i = 0; i < np; i++) params[k++] = rl_llvm_func_param(sig, i);
  rl_type *wsig = rl_llvm_func_type(c, via_memory ? voidt : res, k, params, false);
  rl_attr *wsym = rl_attr_string(c, name, strlen(name), NULL);
  rl_op *after = nf->next;
  rl_rewriter_set_before(rw, after);
  rl_op *w = new_func(rw, name, wsig, vis, f->attrs, loc);
  bool returns = !rl_llvm_type_is_void(res);
  if (defined) {
    /* wrapper(args) { r = call f(args); return r | store r to *p } */
    rl_block *b = entry_of(rw, w, wsig, loc);
    rl_value *args[256];
    for (unsigned i = 0; i < np; i++) args[i] = b->args[i + (via_memory ? 1 : 0)];
    rl_op *call = create(rw, "llvm.call", loc, returns ? 1 : 0, &res, np, args, callee_props(c, sym));
    if (via_memory) {
      rl_value *sv[2] = {rl_op_result(call, 0), b->args[0]};
      create(rw, "llvm.store", loc, 0, NULL, 2, sv, NULL);
      create(rw, "llvm.return", loc, 0, NULL, 0, NULL, NULL);
    } else {
      rl_value *r = returns ? rl_op_result(call, 0) : NULL;
      create(rw, "llvm.return", loc, 0, NULL, r ? 1 : 0, r ? &r : NULL, NULL);
    }
  } else {
    /* f(args) { [p = alloca] call wrapper([p,] args); return [load p] },
     * private to its module now that it has a body (as MLIR makes it). */
    rl_rewriter_start_modify(rw, nf);
    nf->props = rl_attr_dict_set(c, nf->props, rl_ident_cstr(c, "linkage"),
                                 rl_attr_enum(c, &rl_llvm_enum_Linkage, rl_ident_cstr(c, "llvm"), 1));
    rl_rewriter_modified(rw, nf);
    rl_block *b = entry_of(rw, nf, sig, loc);
    rl_value *args[257];
    unsigned na = 0;
    rl_value *slot = NULL;
    if (via_memory) {
      rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
      rl_named_attr one = {rl_ident_cstr(c, "value"), rl_attr_integer(c, rl_type_index(c), 1)};
      rl_value *n = rl_op_result(create(rw, "llvm.mlir.constant", loc, 1, &i64, 0, NULL, rl_attr_dict(c, 1, &one, NULL)), 0);
      rl_named_attr et = {rl_ident_cstr(c, "elem_type"), rl_attr_type(c, res)};
      slot = rl_op_result(create(rw, "llvm.alloca", loc, 1, &ptr, 1, &n, rl_attr_dict(c, 1, &et, NULL)), 0);
      args[na++] = slot;
    }
    for (unsigned i = 0; i < np; i++) args[na++] = b->args[i];
    rl_op *call = create(rw, "llvm.call", loc, via_memory || !returns ? 0 : 1, &res, na, args, callee_props(c, wsym));
    rl_value *r = via_memory ? rl_op_result(create(rw, "llvm.load", loc, 1, &res, 1, &slot, NULL), 0)
                  : returns  ? rl_op_result(call, 0)
                             : NULL;
    create(rw, "llvm.return", loc, 0, NULL, r ? 1 : 0, r ? &r : NULL, NULL);
  }
}

rl_op *rl_llvm_lower_func(rl_rewriter *rw, rl_op *f) {
  if (!rl_conv_type_converter(rw)) return NULL;
  rl_context *c = rw->b.ctx;
  rl_attr *name = prop(f, "sym_name"), *fty = prop(f, "function_type");
  if (!name || !fty) return NULL;
  bool vararg;
  rl_attr *attrs = attrs_without_varargs(c, f->attrs, &vararg);
  rl_type *sig = llvm_signature(rw, rl_attr_type_value(fty), vararg);
  if (!sig) return NULL;
  rl_named_attr props[3];
  unsigned np = 0;
  props[np++] = (rl_named_attr){rl_ident_cstr(c, "sym_name"), name};
  props[np++] = (rl_named_attr){rl_ident_cstr(c, "function_type"), rl_attr_type(c, sig)};
  rl_attr *vis = prop(f, "sym_visibility");
  if (vis) props[np++] = (rl_named_attr){rl_ident_cstr(c, "sym_visibility"), vis};
  rl_op_state st = {.info = op_named(c, "llvm.func"),
                    .loc = f->loc,
                    .nregions = 1,
                    .props = rl_attr_dict(c, np, props, NULL),
                    .attrs = attrs};
  rl_rewriter_set_before(rw, f);
  rl_op *nf = rl_rewriter_create(rw, &st);
  bool defined = f->nregions && f->regions[0].first;
  if (defined) {
    rl_conv_inline_region_before(rw, &f->regions[0], &nf->regions[0], NULL);
    if (!rl_conv_convert_region_types(rw, &nf->regions[0])) return NULL; /* the driver undoes it all */
  }
  if (f->attrs && rl_attr_dict_get(f->attrs, rl_ident_cstr(c, "llvm.emit_c_interface")))
    emit_c_interface(rw, f, nf, sig, defined);
  rl_rewriter_set_before(rw, f);
  return nf;
}

/* llvm.mlir.undef of a struct, then one llvm.insertvalue per value. */
static rl_value *pack(rl_rewriter *rw, rl_type *st_type, rl_value *const *vals, unsigned n, rl_attr *loc) {
  rl_context *c = rw->b.ctx;
  rl_op_state u = {.info = op_named(c, "llvm.mlir.undef"), .loc = loc, .nresults = 1, .result_types = &st_type};
  rl_value *acc = rl_op_result(rl_rewriter_create(rw, &u), 0);
  rl_ident *pos = rl_ident_cstr(c, "position");
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  for (unsigned i = 0; i < n; i++) {
    uint64_t idx = i;
    rl_named_attr p = {pos, rl_attr_dense_array(c, i64, 1, &idx)};
    rl_value *ops[2] = {acc, vals[i]};
    rl_op_state iv = {.info = op_named(c, "llvm.insertvalue"), .loc = loc, .nresults = 1,
                      .result_types = &st_type, .noperands = 2, .operands = ops,
                      .props = rl_attr_dict(c, 1, &p, NULL)};
    acc = rl_op_result(rl_rewriter_create(rw, &iv), 0);
  }
  return acc;
}

/* Operand i of op as converted (one value), or NULL. */
static bool converted_operands(rl_rewriter *rw, rl_op *op, rl_value **out) {
  if (op->noperands > MAX_VALUES) return false;
  for (unsigned i = 0; i < op->noperands; i++)
    if (!(out[i] = rl_conv_operand(rw, op, i))) return false;
  return true;
}

rl_op *rl_llvm_lower_return(rl_rewriter *rw, rl_op *r) {
  if (!rl_conv_type_converter(rw)) return NULL;
  rl_context *c = rw->b.ctx;
  rl_value *vals[MAX_VALUES];
  if (!converted_operands(rw, r, vals)) return NULL;
  rl_rewriter_set_before(rw, r);
  rl_value *arg = NULL;
  if (r->noperands == 1) {
    arg = vals[0];
  } else if (r->noperands > 1) {
    rl_type *types[MAX_VALUES];
    for (unsigned i = 0; i < r->noperands; i++) types[i] = vals[i]->type;
    arg = pack(rw, rl_llvm_struct_type(c, r->noperands, types, false), vals, r->noperands, r->loc);
  }
  rl_op_state st = {.info = op_named(c, "llvm.return"), .loc = r->loc, .noperands = arg ? 1 : 0,
                    .operands = arg ? &arg : NULL};
  return rl_rewriter_create(rw, &st);
}

bool rl_llvm_lower_call(rl_rewriter *rw, rl_op *call, rl_mval *out) {
  if (!rl_conv_type_converter(rw)) return false;
  rl_context *c = rw->b.ctx;
  rl_value *vals[MAX_VALUES];
  if (!converted_operands(rw, call, vals)) return false;
  rl_type *res[MAX_VALUES];
  if (call->nresults > MAX_VALUES) return false;
  for (unsigned i = 0; i < call->nresults; i++) res[i] = rl_op_result(call, i)->type;
  bool ok;
  rl_type *rt = packed_results(rw, call->nresults, res, &ok);
  if (!ok) return false;
  /* func.call names its callee; func.call_indirect's is operand 0, which
   * llvm.call takes first too. */
  rl_named_attr p = {rl_ident_cstr(c, "callee"), prop(call, "callee")};
  rl_rewriter_set_before(rw, call);
  rl_op_state st = {.info = op_named(c, "llvm.call"), .loc = call->loc, .nresults = rt ? 1 : 0,
                    .result_types = rt ? &rt : NULL, .noperands = call->noperands, .operands = vals,
                    .props = p.value ? rl_attr_dict(c, 1, &p, NULL) : NULL, .attrs = call->attrs};
  rl_op *nc = rl_rewriter_create(rw, &st);
  rl_value **outs = rl_context_alloc(c, (call->nresults ? call->nresults : 1) * sizeof *outs);
  if (call->nresults == 1) {
    outs[0] = rl_op_result(nc, 0);
  } else {
    rl_ident *pos = rl_ident_cstr(c, "position");
    rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
    for (unsigned i = 0; i < call->nresults; i++) {
      uint64_t idx = i;
      rl_named_attr pp = {pos, rl_attr_dense_array(c, i64, 1, &idx)};
      rl_value *whole = rl_op_result(nc, 0);
      rl_type *et = rl_m_convert_type(rw, res[i]);
      rl_op_state ev = {.info = op_named(c, "llvm.extractvalue"), .loc = call->loc, .nresults = 1,
                        .result_types = &et, .noperands = 1, .operands = &whole,
                        .props = rl_attr_dict(c, 1, &pp, NULL)};
      outs[i] = rl_op_result(rl_rewriter_create(rw, &ev), 0);
    }
  }
  *out = (rl_mval){outs, RL_MRANGE_ARRAY, call->nresults};
  return true;
}
