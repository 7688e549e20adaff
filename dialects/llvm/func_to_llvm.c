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
#include "core/rules_build.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"
#include "dialects/memref/memref_to_llvm.h"
#include "drivers/conversion.h"

enum { MAX_VALUES = 256 };

static rl_attr *prop(rl_op *op, const char *name) {
  return rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), name));
}

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

/* The arg_attrs and res_attrs of f's C wrapper: f's argument attributes as written (after an
 * empty dictionary for the results' pointer when results travel through
 * memory), and f's result attributes when it returns f's one result. */
static unsigned wrapper_param_attrs(rl_context *c, rl_op *f, bool via_memory, rl_named_attr *out) {
  rl_attr *aa = prop(f, "arg_attrs"), *ra = prop(f, "res_attrs");
  rl_type *fty = rl_attr_type_value(prop(f, "function_type"));
  unsigned ni = rl_type_func_num_inputs(fty), np = 0, n = 0;
  rl_attr *params[MAX_VALUES + 1];
  if (via_memory) params[np++] = rl_attr_dict(c, 0, NULL, NULL);
  for (unsigned i = 0; aa && i < ni; i++) params[np++] = dict_at(c, aa, i);
  if (aa) out[n++] = (rl_named_attr){rl_ident_cstr(c, "arg_attrs"), rl_attr_array(c, np, params)};
  if (ra && !via_memory) out[n++] = (rl_named_attr){rl_ident_cstr(c, "res_attrs"), ra};
  return n;
}

/* ---- C interface (llvm.emit_c_interface) --------------------------------------- */

static rl_op *create(rl_rewriter *rw, const char *name, rl_attr *loc, unsigned nres, rl_type *const *res,
                     unsigned nops, rl_value *const *ops, rl_attr *props) {
  rl_context *c = rw->b.ctx;
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, name), .loc = loc, .nresults = nres, .result_types = res,
                    .noperands = nops, .operands = ops, .props = props};
  return rl_rewriter_create(rw, &st);
}

/* {callee = @NAME} for a symbol name given as its string attribute. */
static rl_attr *callee_props(rl_context *c, rl_attr *sym) {
  rl_named_attr p = {rl_ident_cstr(c, "callee"), rl_attr_symref(c, rl_attr_string_ident(sym), 0, NULL)};
  return rl_attr_dict(c, 1, &p, NULL);
}

/* An llvm.func `name` of type sig (a declaration: the caller fills in the
 * body), with the properties extra[0..nextra) (at most 2) and attrs,
 * before the rewriter's point. */
static rl_op *new_func(rl_rewriter *rw, const char *name, rl_type *sig, rl_attr *vis, const rl_named_attr *extra,
                       unsigned nextra, rl_attr *attrs, rl_attr *loc) {
  rl_context *c = rw->b.ctx;
  rl_named_attr props[5];
  unsigned np = 0;
  for (; np < nextra; np++) props[np] = extra[np];
  props[np++] = (rl_named_attr){rl_ident_cstr(c, "sym_name"), rl_attr_string(c, name, strlen(name), NULL)};
  props[np++] = (rl_named_attr){rl_ident_cstr(c, "function_type"), rl_attr_type(c, sig)};
  if (vis) props[np++] = (rl_named_attr){rl_ident_cstr(c, "sym_visibility"), vis};
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, "llvm.func"), .loc = loc, .nregions = 1,
                    .props = rl_attr_dict(c, np, props, NULL), .attrs = attrs};
  return rl_rewriter_create(rw, &st);
}

/* The entry block of a new function, with its signature's parameters; the
 * rewriter then builds at its end. */
static rl_block *entry_of(rl_rewriter *rw, rl_op *fn, rl_type *sig, rl_attr *loc) {
  rl_context *c = rw->b.ctx;
  rl_block *b = rl_block_create(c);
  for (unsigned i = 0; i < rl_llvm_func_num_params(sig); i++) rl_block_add_arg(c, b, rl_llvm_func_param(sig, i), loc);
  rl_region_append_block(rl_op_region(fn, 0), b);
  rl_rewriter_set_end(rw, b);
  return b;
}

static rl_value *mk1(rl_rewriter *rw, const char *name, rl_attr *loc, rl_type *res, unsigned n,
                     rl_value *const *ops, rl_attr *props) {
  return rl_op_result(create(rw, name, loc, 1, &res, n, ops, props), 0);
}

/* `llvm.alloca 1 x t`, with the constant 1 before it. */
static rl_value *stack_slot(rl_rewriter *rw, rl_type *t, rl_attr *loc) {
  rl_context *c = rw->b.ctx;
  rl_type *it = rl_m_convert_type(rw, rl_type_index(c));
  rl_named_attr one = {rl_ident_cstr(c, "value"), rl_attr_integer(c, rl_type_index(c), 1)};
  rl_value *n = mk1(rw, "llvm.mlir.constant", loc, it, 0, NULL, rl_attr_dict(c, 1, &one, NULL));
  rl_named_attr et = {rl_ident_cstr(c, "elem_type"), rl_attr_type(c, t)};
  return mk1(rw, "llvm.alloca", loc, rl_llvm_ptr_type(c, 0), 1, &n, rl_attr_dict(c, 1, &et, NULL));
}

/* MLIR's C interface: `_mlir_ciface_NAME` beside the function. A memref
 * argument is passed as a pointer to its descriptor; several results, or
 * a memref result, travel through memory: the wrapper's first parameter
 * points at them. A defined function gets a wrapper that calls it; an
 * external one gets a body that calls the (external) wrapper. */
static void emit_c_interface(rl_rewriter *rw, rl_op *f, rl_op *nf, rl_type *sig, bool defined, bool bare) {
  rl_context *c = rw->b.ctx;
  rl_attr *loc = f->loc, *vis = prop(f, "sym_visibility"), *sym = prop(f, "sym_name");
  rl_type *fty = rl_attr_type_value(prop(f, "function_type"));
  unsigned ni = rl_type_func_num_inputs(fty), nr = rl_type_func_num_results(fty);
  char name[512];
  snprintf(name, sizeof name, "_mlir_ciface_%s", rl_attr_string_ident(sym)->str);
  rl_type *res = rl_llvm_func_result(sig);
  bool via_memory = nr > 1 || (nr == 1 && is_memref(rl_type_func_result(fty, 0)));
  unsigned np = rl_llvm_func_num_params(sig);
  rl_type *params[MAX_VALUES + 1], *ptr = rl_llvm_ptr_type(c, 0), *voidt = rl_llvm_void_type(c);
  if (np > MAX_VALUES || ni > MAX_VALUES) return;
  unsigned k = 0;
  if (via_memory) params[k++] = ptr;
  /* The wrapper's parameters: one per input (a memref by pointer). */
  unsigned first[MAX_VALUES + 1], p = 0;
  for (unsigned i = 0; i < ni; i++) {
    rl_type *t = rl_type_func_input(fty, i);
    rl_type *fields[2 + 2 * 64];
    unsigned n = is_memref(t) ? rl_memref_cc_expand(c, t, rl_m_convert_type(rw, t), bare, fields) : 1;
    first[i] = p;
    params[k++] = is_memref(t) ? ptr : rl_llvm_func_param(sig, p);
    p += n;
  }
  first[ni] = p;
  rl_type *wsig = rl_llvm_func_type(c, via_memory ? voidt : res, k, params, false);
  rl_attr *wsym = rl_attr_string(c, name, strlen(name), NULL);
  rl_op *after = nf->next;
  rl_rewriter_set_before(rw, after);
  rl_named_attr pa[2];
  unsigned npa = wrapper_param_attrs(c, f, via_memory, pa);
  rl_op *w = new_func(rw, name, wsig, vis, pa, npa, f->attrs, loc);
  bool returns = !rl_llvm_type_is_void(res);
  if (defined) {
    /* wrapper([r,] args) { v = call f(unpacked args); return v | store v to *r } */
    rl_block *b = entry_of(rw, w, wsig, loc);
    rl_value *args[MAX_VALUES];
    unsigned na = 0;
    for (unsigned i = 0; i < ni; i++) {
      rl_value *a = b->args[i + (via_memory ? 1 : 0)];
      rl_type *t = rl_type_func_input(fty, i);
      if (is_memref(t)) {
        rl_value *d = mk1(rw, "llvm.load", loc, rl_m_convert_type(rw, t), 1, &a, NULL);
        na += rl_memref_cc_unpack(rw, t, d, bare, args + na, loc);
      } else {
        args[na++] = a;
      }
    }
    rl_op *call = create(rw, "llvm.call", loc, returns ? 1 : 0, &res, na, args, callee_props(c, sym));
    if (via_memory) {
      rl_value *sv[2] = {rl_op_result(call, 0), b->args[0]};
      create(rw, "llvm.store", loc, 0, NULL, 2, sv, NULL);
      create(rw, "llvm.return", loc, 0, NULL, 0, NULL, NULL);
    } else {
      rl_value *r = returns ? rl_op_result(call, 0) : NULL;
      create(rw, "llvm.return", loc, 0, NULL, r ? 1 : 0, r ? &r : NULL, NULL);
    }
  } else {
    /* f(params) { [r = alloca] call wrapper([r,] args by pointer); return [load r] },
     * private to its module now that it has a body (as MLIR makes it). */
    rl_rewriter_start_modify(rw, nf);
    nf->props = rl_attr_dict_set(c, nf->props, rl_ident_cstr(c, "linkage"),
                                 rl_attr_enum(c, &rl_llvm_enum_Linkage, rl_ident_cstr(c, "llvm"), 1));
    rl_rewriter_modified(rw, nf);
    rl_block *b = entry_of(rw, nf, sig, loc);
    rl_value *args[MAX_VALUES + 1];
    unsigned na = 0;
    rl_value *slot = NULL;
    if (via_memory) args[na++] = slot = stack_slot(rw, res, loc);
    for (unsigned i = 0; i < ni; i++) {
      rl_type *t = rl_type_func_input(fty, i);
      if (is_memref(t)) {
        rl_type *dt = rl_m_convert_type(rw, t);
        rl_value *d = rl_memref_cc_pack(rw, t, dt, bare, b->args + first[i], first[i + 1] - first[i], loc);
        rl_value *m = stack_slot(rw, dt, loc);
        rl_value *sv[2] = {d, m};
        create(rw, "llvm.store", loc, 0, NULL, 2, sv, NULL);
        args[na++] = m;
      } else {
        args[na++] = b->args[first[i]];
      }
    }
    rl_op *call = create(rw, "llvm.call", loc, via_memory || !returns ? 0 : 1, &res, na, args, callee_props(c, wsym));
    rl_value *r = via_memory ? mk1(rw, "llvm.load", loc, res, 1, &slot, NULL)
                  : returns  ? rl_op_result(call, 0)
                             : NULL;
    create(rw, "llvm.return", loc, 0, NULL, r ? 1 : 0, r ? &r : NULL, NULL);
  }
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

rl_op *rl_llvm_carry_attrs(rl_rewriter *rw, rl_op *to, rl_op *from) {
  if (!from->attrs) return to;
  rl_rewriter_start_modify(rw, to);
  to->attrs = from->attrs;
  rl_rewriter_modified(rw, to);
  return to;
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

rl_op *rl_llvm_c_interface(rl_rewriter *rw, rl_op *f, rl_op *nf, bool bare) {
  rl_context *c = rw->b.ctx;
  if (!f->attrs || !rl_attr_dict_get(f->attrs, rl_ident_cstr(c, "llvm.emit_c_interface"))) return nf;
  rl_builder saved = rw->b;
  bool defined = nf->nregions && rl_op_regions(nf)[0].first;
  emit_c_interface(rw, f, nf, rl_attr_type_value(prop(nf, "function_type")), defined, bare);
  rw->b = saved;
  return nf;
}
