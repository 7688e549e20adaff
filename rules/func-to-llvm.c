/* The externs rules/func-to-llvm.rules and rules/prelude/calling-
 * convention.rules declare (func_to_llvm.h): questions about one type or
 * attribute that the calling convention's rules ask. Registered in the
 * rule library (rules/lib.c). */
#include "rules/func-to-llvm.h"

#include "core/attrs.h"
#include "core/rules_build.h"
#include "core/types.h"
#include "dialects/llvm/llvm_types.h"

/* Inputs(ft), Results(ft): the inputs and the results of a function type. */
static bool sig_types(rl_context *c, const rl_mval *args, rl_mval *out, bool results) {
  rl_type *t = args[0].p && ((rl_attr *)args[0].p)->kind == RL_AT_TYPE ? rl_attr_type_value(args[0].p) : NULL;
  if (!t || t->kind != RL_TY_FUNCTION) return false;
  unsigned n = results ? rl_type_func_num_results(t) : rl_type_func_num_inputs(t);
  rl_type **v = rl_context_alloc(c, (n + 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = results ? rl_type_func_result(t, i) : rl_type_func_input(t, i);
  *out = (rl_mval){v, RL_MRANGE_ARRAY, n};
  return true;
}
static bool inputs(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return sig_types(c, args, out, false);
}
static bool results(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return sig_types(c, args, out, true);
}

/* The types of a range, at most 256, into v; their number, or -1. */
static int types_of(const rl_mval *r, rl_type **v) {
  unsigned n = r->p ? r->n : 0;
  if (n > 256) return -1;
  for (unsigned i = 0; i < n; i++) v[i] = rl_m_range_at(r, RL_MK_TYPES, i);
  return (int)n;
}

/* LLVMFuncType(result, params, vararg): result none (void) or one. */
static bool func_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *r[256], *p[256];
  int nr = types_of(&args[0], r), np = types_of(&args[1], p);
  if (nr < 0 || nr > 1 || np < 0) return false;
  bool va = args[2].p == rl_attr_bool(c, true);
  out->p = rl_llvm_func_type(c, nr ? r[0] : rl_llvm_void_type(c), (unsigned)np, p, va);
  return out->p != NULL;
}

/* A parameter's dictionary on the converted function: the attributes that
 * carry a type (llvm.byval, byref, sret, inalloca) carry it converted. */
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

/* ArgAttrs(aa, counts): input i's dictionary for its one parameter, or an
 * empty one for each of its counts[i]. */
static bool arg_attrs(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  rl_attr *aa = args[0].p, *params[512];
  unsigned n = args[1].p ? args[1].n : 0, np = 0;
  if (!aa) return false;
  for (unsigned i = 0; i < n; i++) {
    int64_t k = rl_attr_int_value(rl_m_range_at(&args[1], RL_MK_ATTRS, i));
    if (k < 1 || np + (uint64_t)k > 512) return false;
    for (int64_t j = 0; j < k; j++)
      params[np++] = k == 1 ? converted_param_attrs(rl_m_rewriter(b), dict_at(c, aa, i)) : rl_attr_dict(c, 0, NULL, NULL);
  }
  out->p = rl_attr_array(c, np, params);
  return true;
}

/* CIArgAttrs(aa, mem): aa as written, after an empty dictionary when mem. */
static bool ci_arg_attrs(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *aa = args[0].p, *params[257];
  unsigned np = 0, n = aa && aa->kind == RL_AT_ARRAY ? rl_attr_array_size(aa) : 0;
  if (!aa || n > 256) return false;
  if (args[1].p == rl_attr_bool(c, true)) params[np++] = rl_attr_dict(c, 0, NULL, NULL);
  for (unsigned i = 0; i < n; i++) params[np++] = dict_at(c, aa, i);
  out->p = rl_attr_array(c, np, params);
  return true;
}

/* Only(a, keep): a when keep is true. */
static bool only(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  out->p = args[1].p == rl_attr_bool(c, true) ? args[0].p : NULL;
  return out->p != NULL;
}

/* FuncAttrs(to, f): `to` given f's discardable attributes but func.varargs
 * (the signature's `...`), through the rewriter. */
static bool func_attrs(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  rl_op *to = args[0].p, *f = args[1].p;
  rl_attr *attrs = f->attrs ? rl_attr_dict_set(c, f->attrs, rl_ident_cstr(c, "func.varargs"), NULL) : NULL;
  out->p = to;
  if (!attrs || !rl_attr_dict_size(attrs)) return true;
  rl_rewriter *rw = rl_m_rewriter(b);
  rl_rewriter_start_modify(rw, to);
  to->attrs = attrs;
  rl_rewriter_modified(rw, to);
  return true;
}

/* Varargs(f): f has func.varargs = true. */
static bool varargs(rl_context *c, const rl_mval *args) {
  rl_op *f = args[0].p;
  return f->attrs && rl_attr_dict_get(f->attrs, rl_ident_cstr(c, "func.varargs")) == rl_attr_bool(c, true);
}

#define A RL_MK_ATTR
#define TS RL_MK_TYPES
static const rl_rule_lib_entry lib[] = {
    {"Inputs", 1, {A}, TS, NULL, inputs},
    {"Results", 1, {A}, TS, NULL, results},
    {"LLVMFuncType", 3, {TS, TS, A}, RL_MK_TYPE, NULL, func_type},
    {"ArgAttrs", 2, {A, RL_MK_ATTRS}, A, NULL, arg_attrs},
    {"CIArgAttrs", 2, {A, A}, A, NULL, ci_arg_attrs},
    {"Only", 2, {A, A}, A, NULL, only},
    {"Varargs", 1, {RL_MK_OP}, 0, varargs, NULL},
    {"FuncAttrs", 2, {RL_MK_OP, RL_MK_OP}, RL_MK_OP, NULL, func_attrs},
};

void rl_func_llvm_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
