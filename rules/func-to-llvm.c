/* func.func, func.return and func.call in the llvm dialect (func_to_llvm.h).
 *
 * Layering: this is pattern code. It reads converted operands and converts
 * signatures through the conversion driver's API (drivers/conversion.h),
 * which a dialect otherwise does not use; the rules that call it run only
 * under that driver. */
#include "rules/func-to-llvm.h"

#include <stdio.h>
#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/types.h"
#include "core/asm.h"
#include "core/rules_build.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"
#include "rules/finalize-memref-to-llvm.h"
#include "drivers/conversion.h"

enum { MAX_VALUES = 256 };

static bool is_memref(const rl_type *t) { return t->kind == RL_TY_MEMREF || t->kind == RL_TY_UNRANKED_MEMREF; }

/* The LLVM type a value of type t travels as across a call: its converted
 * type, or under the bare-pointer convention the aligned pointer of a
 * memref of static shape. */
static rl_type *cc_type(rl_rewriter *rw, rl_type *t, bool bare) {
  rl_type *ct = rl_m_convert_type(rw, t);
  rl_type *one[2 + 2 * 64];
  if (ct && bare && t->kind == RL_TY_MEMREF && rl_memref_cc_expand(rw->b.ctx, t, ct, true, one) == 1) return one[0];
  return ct;
}

/* The LLVM parameters of an input of type t under the calling convention
 * into out (a memref: its descriptor's fields, MLIR's "unbundling");
 * returns how many, 0 if t does not convert. */
static unsigned cc_params(rl_rewriter *rw, rl_type *t, bool bare, rl_type **out) {
  rl_type *ct = rl_m_convert_type(rw, t);
  if (!ct) return 0;
  if (is_memref(t)) return rl_memref_cc_expand(rw->b.ctx, t, ct, bare, out);
  out[0] = ct;
  return 1;
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

/* ---- argument and result attributes --------------------------------------------- */

/* A parameter's attributes on the converted function: those that carry a
 * type (llvm.byval, byref, sret, inalloca) carry it converted. */
static rl_attr *converted_param_attrs(rl_rewriter *rw, rl_attr *d) {
  static const char *const typed[] = {"llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca"};
  rl_context *c = rw->b.ctx;
  for (unsigned i = 0; i < sizeof typed / sizeof *typed; i++) {
    rl_ident *name = rl_ident_cstr(c, typed[i]);
    rl_attr *v = rl_attr_dict_get(d, name);
    rl_type *t = v && v->kind == RL_AT_TYPE ? rl_m_convert_type(rw, rl_attr_type_value(v)) : NULL;
    if (t) d = rl_attr_dict_set(c, d, name, rl_attr_type(c, t));
  }
  return d;
}

/* Element i of an array of dictionaries, or the empty dictionary. */
static rl_attr *dict_at(rl_context *c, rl_attr *arr, unsigned i) {
  rl_attr *d = arr && arr->kind == RL_AT_ARRAY && i < rl_attr_array_size(arr) ? rl_attr_array_elem(arr, i) : NULL;
  return d && d->kind == RL_AT_DICT ? d : rl_attr_dict(c, 0, NULL, NULL);
}

/* ---- the calling convention, one value at a time (rules/func-to-llvm.rules) ---- */

rl_type *rl_llvm_cc_type(rl_rewriter *rw, rl_type *t, bool bare) { return cc_type(rw, t, bare); }

rl_mval rl_llvm_cc_args(rl_rewriter *rw, rl_op *at, rl_value *orig, rl_value *v, bool bare) {
  rl_value *fields[2 + 2 * 64];
  unsigned n = 1;
  if (is_memref(orig->type)) n = rl_memref_cc_unpack(rw, orig->type, v, bare, fields, at->loc);
  else fields[0] = v;
  rl_value **out = rl_context_alloc(rw->b.ctx, (n ? n : 1) * sizeof *out); /* lives with the context: exact */
  memcpy(out, fields, n * sizeof *out);
  return (rl_mval){out, RL_MRANGE_ARRAY, n};
}

rl_value *rl_llvm_cc_returned(rl_rewriter *rw, rl_op *r, rl_type *t, rl_value *v, bool bare) {
  /* An unranked memref's descriptor outlives the callee's frame: copied to
   * the heap. Under the bare-pointer convention a static memref returns
   * its aligned pointer. */
  if (t->kind == RL_TY_UNRANKED_MEMREF) return rl_memref_cc_copy_unranked(rw, r, v, true);
  if (bare && cc_type(rw, t, true) != v->type) rl_memref_cc_unpack(rw, t, v, true, &v, r->loc);
  return v;
}

rl_value *rl_llvm_cc_received(rl_rewriter *rw, rl_op *call, rl_type *t, rl_value *v, bool bare) {
  if (t->kind == RL_TY_UNRANKED_MEMREF) /* the callee's heap copy, to our stack */
    return rl_memref_cc_copy_unranked(rw, call, v, false);
  if (bare && is_memref(t) && v->type != rl_m_convert_type(rw, t))
    return rl_memref_cc_pack(rw, t, rl_m_convert_type(rw, t), true, &v, 1, call->loc);
  return v;
}

rl_mval rl_llvm_cc_params(rl_rewriter *rw, rl_type *t, bool bare) {
  rl_type *types[2 + 2 * 64];
  unsigned n = cc_params(rw, t, bare, types);
  if (!n) return (rl_mval){NULL, RL_MRANGE_ARRAY, 0};
  rl_type **out = rl_context_alloc(rw->b.ctx, n * sizeof *out); /* lives with the context: exact */
  memcpy(out, types, n * sizeof *out);
  return (rl_mval){out, RL_MRANGE_ARRAY, n};
}

rl_value *rl_llvm_cc_pack_arg(rl_rewriter *rw, rl_type *t, rl_mval args, rl_attr *loc, bool bare) {
  rl_value *vals[2 + 2 * 64];
  unsigned n = rl_m_range_values(&args, vals, 2 + 2 * 64);
  if (n == UINT32_MAX) return NULL;
  if (!is_memref(t)) return n == 1 ? vals[0] : NULL;
  rl_type *dt = rl_m_convert_type(rw, t);
  return dt ? rl_memref_cc_pack(rw, t, dt, bare, vals, n, loc) : NULL;
}

rl_type *rl_llvm_cc_func_type(rl_context *c, rl_mval results, rl_mval params, bool vararg) {
  rl_type *res[MAX_VALUES], *in[MAX_VALUES + 130];
  unsigned nr = results.p ? results.n : 0, np = params.p ? params.n : 0;
  if (nr > MAX_VALUES || np > MAX_VALUES + 130) return NULL;
  for (unsigned i = 0; i < nr; i++) res[i] = rl_m_range_at(&results, RL_MK_TYPES, i);
  for (unsigned i = 0; i < np; i++) in[i] = rl_m_range_at(&params, RL_MK_TYPES, i);
  rl_type *r = nr == 0 ? rl_llvm_void_type(c) : nr == 1 ? res[0] : rl_llvm_struct_type(c, nr, res, false);
  return rl_llvm_func_type(c, r, np, in, vararg);
}

bool rl_llvm_is_vararg(rl_op *f) {
  bool vararg;
  attrs_without_varargs(rl_op_context(f), f->attrs, &vararg);
  return vararg;
}

rl_op *rl_llvm_carry_func_attrs(rl_rewriter *rw, rl_op *to, rl_op *from) {
  bool vararg;
  rl_attr *attrs = attrs_without_varargs(rw->b.ctx, from->attrs, &vararg);
  if (!attrs) return to;
  rl_rewriter_start_modify(rw, to);
  to->attrs = attrs;
  rl_rewriter_modified(rw, to);
  return to;
}

rl_attr *rl_llvm_cc_arg_attrs(rl_rewriter *rw, rl_attr *aa, rl_type *fty, bool bare) {
  rl_context *c = rw->b.ctx;
  if (!aa) return NULL;
  unsigned ni = rl_type_func_num_inputs(fty), np = 0;
  rl_attr *params[MAX_VALUES + 130];
  for (unsigned i = 0; i < ni; i++) {
    rl_type *one[2 + 2 * 64];
    unsigned k = cc_params(rw, rl_type_func_input(fty, i), bare, one);
    if (!k || np + k > MAX_VALUES + 130) return NULL;
    rl_attr *d = dict_at(c, aa, i);
    for (unsigned j = 0; j < k; j++) params[np++] = k == 1 ? converted_param_attrs(rw, d) : rl_attr_dict(c, 0, NULL, NULL);
  }
  return rl_attr_array(c, np, params);
}

/* ---- MLIR's C interface (llvm.emit_c_interface), one value or attribute at a time ---- */

bool rl_llvm_ci_wanted(rl_op *f) {
  return f->attrs && rl_attr_dict_get(f->attrs, rl_ident_cstr(rl_op_context(f), "llvm.emit_c_interface"));
}

bool rl_llvm_ci_results_in_memory(rl_type *fty) {
  unsigned nr = rl_type_func_num_results(fty);
  return nr > 1 || (nr == 1 && is_memref(rl_type_func_result(fty, 0)));
}

rl_attr *rl_llvm_ci_name(rl_context *c, rl_attr *name) {
  char buf[512];
  const rl_ident *id = rl_attr_string_ident(name);
  int n = snprintf(buf, sizeof buf, "_mlir_ciface_%s", id->str);
  return n < 0 || (size_t)n >= sizeof buf ? NULL : rl_attr_string(c, buf, (size_t)n, NULL);
}

rl_attr *rl_llvm_symref(rl_context *c, rl_attr *name) { return rl_attr_symref(c, rl_attr_string_ident(name), 0, NULL); }

rl_type *rl_llvm_ci_param(rl_rewriter *rw, rl_type *t) {
  return is_memref(t) ? rl_llvm_ptr_type(rw->b.ctx, 0) : rl_m_convert_type(rw, t);
}

rl_attr *rl_llvm_ci_arg_attrs(rl_context *c, rl_attr *aa, rl_type *fty) {
  if (!aa) return NULL;
  unsigned ni = rl_type_func_num_inputs(fty), np = 0;
  rl_attr *params[MAX_VALUES + 1];
  if (ni > MAX_VALUES) return NULL;
  if (rl_llvm_ci_results_in_memory(fty)) params[np++] = rl_attr_dict(c, 0, NULL, NULL);
  for (unsigned i = 0; i < ni; i++) params[np++] = dict_at(c, aa, i);
  return rl_attr_array(c, np, params);
}

rl_attr *rl_llvm_ci_linkage(rl_context *c, rl_op *f) {
  if (!rl_llvm_ci_wanted(f)) return NULL;
  return rl_attr_enum(c, &rl_llvm_enum_Linkage, rl_ident_cstr(c, "llvm"), 1);
}

rl_mval rl_llvm_cc_unpack(rl_rewriter *rw, rl_type *t, rl_value *d, rl_attr *loc, bool bare) {
  rl_value *fields[2 + 2 * 64];
  unsigned n = rl_memref_cc_unpack(rw, t, d, bare, fields, loc);
  if (!n) return (rl_mval){NULL, RL_MRANGE_ARRAY, 0};
  rl_value **out = rl_context_alloc(rw->b.ctx, n * sizeof *out); /* lives with the context: exact */
  memcpy(out, fields, n * sizeof *out);
  return (rl_mval){out, RL_MRANGE_ARRAY, n};
}
