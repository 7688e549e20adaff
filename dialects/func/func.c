/* The func dialect's C hooks: the custom syntax of func.func (a signature
 * that declares the entry block's arguments) and func.call_indirect, the
 * verifiers of func.func, func.return, func.call, func.call_indirect and
 * func.constant, and func.constant's result name. Declared in func.ops. */
#include "dialects/func/func.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/symtab.h"
#include "core/asm.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/func/func_ops.h"

static rl_ident *id(rl_context *c, const char *s) { return rl_ident_cstr(c, s); }

/* ---- parsing -------------------------------------------------------------- */

/* `(arg, ...)`: named arguments (`%x: t {attrs} loc(..)`) for a definition
 * or bare types (`t {attrs}`) for a declaration. */
static bool parse_args(rl_parser *p, rl_region_arg **args, unsigned *nargs, rl_attr ***attrs, bool *named) {
  unsigned cap = 0;
  *args = NULL;
  *attrs = NULL;
  *nargs = 0;
  *named = false;
  if (!rl_parse_punct(p, "(")) return false;
  if (rl_parse_optional_punct(p, ")")) return true;
  do {
    if (*nargs == cap) {
      cap = cap ? cap * 2 : 8;
      *args = realloc(*args, cap * sizeof **args);
      *attrs = realloc(*attrs, cap * sizeof **attrs);
    }
    rl_region_arg *a = &(*args)[*nargs];
    memset(a, 0, sizeof *a);
    (*attrs)[*nargs] = NULL;
    bool is_named = rl_parser_at_operand(p);
    if (*nargs && is_named != *named)
      return rl_parser_error(p, *named ? "expected SSA identifier" : "expected type instead of SSA identifier");
    *named = is_named;
    if (is_named) {
      a->loc = rl_parser_loc(p);
      if (!rl_parse_operand(p, &a->name)) return false;
      if (!rl_parse_punct(p, ":")) return false;
    }
    a->type = rl_parse_type(p);
    if (!a->type) return false;
    if (!rl_parse_optional_attr_dict(p, &(*attrs)[*nargs])) return false;
    if (is_named && !rl_parse_optional_location(p, &a->loc)) return false;
    (*nargs)++;
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, ")");
}

/* `-> t` or `-> (t {attrs}, ...)`. */
static bool parse_results(rl_parser *p, rl_type ***types, unsigned *n, rl_attr ***attrs) {
  *types = NULL;
  *attrs = NULL;
  *n = 0;
  if (!rl_parse_optional_punct(p, "->")) return true;
  if (!rl_parser_at_punct(p, "(")) {
    rl_type *t = rl_parse_type(p);
    if (!t) return false;
    *types = malloc(sizeof **types);
    *attrs = calloc(1, sizeof **attrs);
    (*types)[0] = t;
    *n = 1;
    return true;
  }
  rl_parse_punct(p, "(");
  unsigned cap = 0;
  if (rl_parse_optional_punct(p, ")")) return true;
  do {
    if (*n == cap) {
      cap = cap ? cap * 2 : 4;
      *types = realloc(*types, cap * sizeof **types);
      *attrs = realloc(*attrs, cap * sizeof **attrs);
    }
    (*attrs)[*n] = NULL;
    rl_type *t = rl_parse_type(p);
    if (!t) return false;
    (*types)[*n] = t;
    if (!rl_parse_optional_attr_dict(p, &(*attrs)[*n])) return false;
    (*n)++;
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, ")");
}

/* An array of dictionaries, or NULL when every dictionary is empty. */
static rl_attr *attr_array(rl_context *c, rl_attr **dicts, unsigned n) {
  bool any = false;
  for (unsigned i = 0; i < n; i++) any |= dicts[i] && dicts[i]->n;
  if (!any) return NULL;
  rl_attr **el = malloc((n ? n : 1) * sizeof *el);
  for (unsigned i = 0; i < n; i++) el[i] = dicts[i] ? dicts[i] : rl_attr_dict(c, 0, NULL, NULL);
  rl_attr *a = rl_attr_array(c, n, el);
  free(el);
  return a;
}

bool rl_func_func_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  static const char *const vis[] = {"private", "public", "nested"};
  for (int i = 0; i < 3; i++)
    if (rl_parse_optional_keyword(p, vis[i])) {
      rl_ops_set_prop(c, st, "sym_visibility", rl_attr_string(c, vis[i], strlen(vis[i]), NULL));
      break;
    }
  rl_attr *name = rl_parse_symbol_name(p);
  if (!name) return false;
  rl_ops_set_prop(c, st, "sym_name", name);
  rl_region_arg *args = NULL;
  rl_attr **arg_attrs = NULL, **res_attrs = NULL;
  rl_type **res = NULL;
  unsigned nargs = 0, nres = 0;
  bool named = false, ok = parse_args(p, &args, &nargs, &arg_attrs, &named);
  if (ok) ok = parse_results(p, &res, &nres, &res_attrs);
  if (ok) {
    rl_type **in = malloc((nargs ? nargs : 1) * sizeof *in);
    for (unsigned i = 0; i < nargs; i++) in[i] = args[i].type;
    rl_ops_set_prop(c, st, "function_type", rl_attr_type(c, rl_type_function(c, nargs, in, nres, res)));
    free(in);
    rl_attr *aa = attr_array(c, arg_attrs, nargs), *ra = attr_array(c, res_attrs, nres);
    if (aa) rl_ops_set_prop(c, st, "arg_attrs", aa);
    if (ra) rl_ops_set_prop(c, st, "res_attrs", ra);
    const char *at = rl_parser_pos(p);
    ok = rl_parse_optional_attr_dict_with_keyword(p, &st->attrs);
    /* What the custom form states itself may not be given again. */
    static const char *const inferred[] = {"sym_visibility", "sym_name", "function_type"};
    for (int i = 0; ok && st->attrs && i < 3; i++)
      if (rl_attr_dict_get(st->attrs, id(c, inferred[i])))
        ok = rl_parser_error_at(p, at, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", inferred[i]);
  }
  rl_region *body = ok ? rl_ops_add_region(st) : NULL;
  if (ok && rl_parser_at_region(p)) {
    /* Unnamed arguments declare no entry-block arguments (the verifier
     * then reports the mismatch, as MLIR does). */
    const char *at = rl_parser_pos(p); /* an empty body is reported at its `{` */
    ok = rl_parse_region(p, body, named ? args : NULL, named ? nargs : 0, true);
    if (ok && !body->first) ok = rl_parser_error_at(p, at, "expected non-empty function body");
  }
  free(args);
  free(arg_attrs);
  free(res);
  free(res_attrs);
  return ok;
}

/* ---- printing ------------------------------------------------------------- */

static rl_attr *prop(rl_op *op, const char *name) { return rl_op_get_prop(op, id(rl_op_context(op), name)); }

static void print_dict_of(rl_printer *p, rl_attr *arr, unsigned i) {
  if (!arr || arr->kind != RL_AT_ARRAY || i >= arr->n) return;
  rl_print_attr_dict(p, rl_attr_array_elem(arr, i), NULL, 0, false);
}

void rl_func_func_print(rl_printer *p, rl_op *op) {
  rl_attr *vis = prop(op, "sym_visibility"), *name = prop(op, "sym_name"), *ft = prop(op, "function_type");
  rl_attr *aa = prop(op, "arg_attrs"), *ra = prop(op, "res_attrs");
  rl_print_str(p, " ");
  if (vis && vis->kind == RL_AT_STRING) {
    rl_print_str(p, rl_attr_string_ident(vis)->str);
    rl_print_str(p, " ");
  }
  if (name && name->kind == RL_AT_STRING) rl_print_symbol_name(p, rl_attr_string_ident(name));
  rl_type *t = ft && ft->kind == RL_AT_TYPE ? rl_attr_type_value(ft) : NULL;
  rl_region *body = op->nregions ? rl_op_region(op, 0) : NULL;
  rl_block *entry = body ? body->first : NULL;
  rl_print_str(p, "(");
  unsigned nin = t ? rl_type_func_num_inputs(t) : 0;
  for (unsigned i = 0; i < nin; i++) {
    if (i) rl_print_str(p, ", ");
    if (entry && i < entry->nargs) {
      rl_print_value_name(p, entry->args[i]);
      rl_print_str(p, ": ");
    }
    rl_print_type_p(p, rl_type_func_input(t, i));
    print_dict_of(p, aa, i);
    if (entry && i < entry->nargs) rl_print_location(p, *rl_arg_loc(entry->args[i]));
  }
  rl_print_str(p, ")");
  unsigned nres = t ? rl_type_func_num_results(t) : 0;
  if (nres) {
    rl_print_str(p, " -> ");
    bool any_attrs = false;
    for (unsigned i = 0; ra && ra->kind == RL_AT_ARRAY && i < ra->n; i++) any_attrs |= rl_attr_array_elem(ra, i)->n > 0;
    bool parens = nres > 1 || any_attrs || rl_type_func_result(t, 0)->kind == RL_TY_FUNCTION;
    if (parens) rl_print_str(p, "(");
    for (unsigned i = 0; i < nres; i++) {
      if (i) rl_print_str(p, ", ");
      rl_print_type_p(p, rl_type_func_result(t, i));
      print_dict_of(p, ra, i);
    }
    if (parens) rl_print_str(p, ")");
  }
  static const char *const elided[] = {"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"};
  rl_print_attr_dict(p, op->attrs, elided, 5, true);
  if (entry) {
    rl_print_str(p, " ");
    rl_print_region(p, body, false, true);
  }
}

/* ---- verifiers ------------------------------------------------------------ */

static rl_op *enclosing_func(rl_op *op) {
  rl_op *f = rl_op_parent_op(op);
  while (f && !rl_func_func_isa(f)) f = rl_op_parent_op(f);
  return f;
}

static rl_type *func_type(rl_op *f) {
  rl_attr *ft = prop(f, "function_type");
  return ft && ft->kind == RL_AT_TYPE && rl_attr_type_value(ft)->kind == RL_TY_FUNCTION ? rl_attr_type_value(ft) : NULL;
}

static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}

bool rl_func_func_verify(rl_op *op) {
  rl_type *t = func_type(op);
  if (!t) return rl_op_emit_error(op, "requires a 'function_type' attribute of function type");
  rl_block *entry = op->nregions ? rl_op_regions(op)[0].first : NULL;
  if (!entry) { /* a declaration: MLIR's symbol interface wants it non-public */
    rl_attr *vis = prop(op, "sym_visibility");
    if (!vis || (vis->kind == RL_AT_STRING && !strcmp(rl_attr_string_ident(vis)->str, "public")))
      return rl_op_emit_error(op, "symbol declaration cannot have public visibility");
  }
  if (!rl_verify_symbol_parent(op)) return false;
  unsigned nin = rl_type_func_num_inputs(t);
  if (!rl_verify_function_attrs(op, prop(op, "arg_attrs"), nin, prop(op, "res_attrs"), rl_type_func_num_results(t)))
    return false;
  if (!entry) return true;
  if (entry->nargs != nin)
    return rl_op_emit_error(op, "entry block must have %u arguments to match function signature", nin);
  for (unsigned i = 0; i < nin; i++)
    if (entry->args[i]->type != rl_type_func_input(t, i)) {
      char *a = type_text(rl_type_func_input(t, i)), *b = type_text(entry->args[i]->type);
      rl_op_emit_error(op, "type of entry block argument #%u('%s') must match the type of the corresponding argument in function signature('%s')", i, b, a);
      free(a);
      free(b);
      return false;
    }
  return true;
}

bool rl_func_return_verify(rl_op *op) {
  rl_op *f = enclosing_func(op);
  if (!f) return true; /* `parent func.func` reports this */
  rl_type *t = func_type(f);
  if (!t) return true;
  rl_attr *nm = prop(f, "sym_name");
  const char *fname = nm && nm->kind == RL_AT_STRING ? rl_attr_string_ident(nm)->str : "";
  unsigned nres = rl_type_func_num_results(t);
  if (op->noperands != nres)
    return rl_op_emit_error(op, "has %u operands, but enclosing function (@%s) returns %u", op->noperands, fname, nres);
  for (unsigned i = 0; i < nres; i++)
    if (op->operands[i].value->type != rl_type_func_result(t, i)) {
      char *a = type_text(op->operands[i].value->type), *b = type_text(rl_type_func_result(t, i));
      rl_op_emit_plain_error(op, "type of return operand %u ('%s') doesn't match function result type ('%s') in function @%s", i, a, b, fname);
      free(a);
      free(b);
      return false;
    }
  return true;
}

/* The func.func named `name` in the nearest symbol table above op. */
static rl_op *lookup_func(rl_op *op, rl_ident *name) {
  rl_op *t = rl_symbol_table_of(op);
  return t ? rl_symbol_table_lookup(t, name) : NULL;
}

bool rl_func_call_verify(rl_op *op) {
  rl_attr *callee = prop(op, "callee");
  if (!callee || callee->kind != RL_AT_SYMREF) return rl_op_emit_error(op, "requires a 'callee' symbol reference attribute");
  rl_ident *name = rl_word_ptr(callee->w[0]);
  rl_op *f = lookup_func(op, name);
  if (!f || !rl_func_func_isa(f))
    return rl_op_emit_error(op, "'%s' does not reference a valid function", name->str);
  rl_type *t = func_type(f);
  if (!t) return true;
  unsigned nin = rl_type_func_num_inputs(t), nres = rl_type_func_num_results(t);
  if (op->noperands != nin) return rl_op_emit_error(op, "incorrect number of operands for callee");
  for (unsigned i = 0; i < nin; i++)
    if (op->operands[i].value->type != rl_type_func_input(t, i)) {
      char *a = type_text(rl_type_func_input(t, i)), *b = type_text(op->operands[i].value->type);
      rl_op_emit_error(op, "operand type mismatch: expected operand type '%s', but provided '%s' for operand number %u", a, b, i);
      free(a);
      free(b);
      return false;
    }
  if (op->nresults != nres) return rl_op_emit_error(op, "incorrect number of results for callee");
  for (unsigned i = 0; i < nres; i++)
    if (op->results[i].type != rl_type_func_result(t, i)) {
      /* MLIR lists both sides in notes. */
      rl_strbuf have = {0}, want = {0};
      for (unsigned k = 0; k < op->nresults; k++) {
        char *a = type_text(op->results[k].type);
        rl_sb_printf(&have, "%s'%s'", k ? ", " : "", a);
        free(a);
      }
      for (unsigned k = 0; k < nres; k++) {
        char *a = type_text(rl_type_func_result(t, k));
        rl_sb_printf(&want, "%s'%s'", k ? ", " : "", a);
        free(a);
      }
      rl_context *c = rl_op_context(op);
      rl_diag *d = rl_diag_begin(c, RL_ERROR, op->loc, "'%s' op result type mismatch at index %u", op->info->name->str, i);
      rl_diag_note(d, op->loc, "      op result types: %s", have.data ? have.data : "");
      rl_diag_note(d, op->loc, "function result types: %s", want.data ? want.data : "");
      rl_diag_note_current_op(d, op);
      rl_diag_report(c, d);
      rl_sb_free(&have);
      rl_sb_free(&want);
      return false;
    }
  return true;
}

/* ---- func.call_indirect ------------------------------------------------------ */

/* `%callee(%a, %b) {attrs} : (t1, t2) -> r`: argument and result types come
 * from the callee's function type. */
bool rl_func_call_indirect_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved callee, *args = NULL;
  unsigned nargs = 0, cap = 0;
  bool ok = rl_parse_operand(p, &callee) && rl_parse_punct(p, "(");
  if (ok && !rl_parser_at_punct(p, ")")) {
    do {
      if (nargs == cap) {
        cap = cap ? cap * 2 : 4;
        args = realloc(args, cap * sizeof *args);
      }
      ok = rl_parse_operand(p, &args[nargs++]);
    } while (ok && rl_parse_optional_punct(p, ","));
  }
  ok = ok && rl_parse_punct(p, ")") && rl_parse_optional_attr_dict(p, &st->attrs) && rl_parse_punct(p, ":");
  rl_type *t = NULL;
  if (ok) {
    /* MLIR reports a type of another kind where the type starts. */
    if (!rl_parser_at_punct(p, "(") && rl_parser_at_type(p) && !rl_parser_at_punct(p, "!"))
      ok = rl_parser_error(p, "invalid kind of type specified");
    else if (!(t = rl_parse_type(p)))
      ok = false;
    else if (t->kind != RL_TY_FUNCTION)
      ok = rl_parser_error(p, "invalid kind of type specified");
  }
  if (ok && nargs != rl_type_func_num_inputs(t))
    ok = rl_parser_error(p, "%u operands present, but expected %u", nargs,
                         rl_type_func_num_inputs(t));
  rl_value *v = NULL;
  if (ok) ok = (v = rl_parser_resolve(p, &callee, t)) != NULL;
  if (ok) rl_ops_add_operand(st, v);
  for (unsigned i = 0; ok && i < nargs; i++) {
    ok = (v = rl_parser_resolve(p, &args[i], rl_type_func_input(t, i))) != NULL;
    if (ok) rl_ops_add_operand(st, v);
  }
  for (unsigned i = 0; ok && i < rl_type_func_num_results(t); i++) rl_ops_add_result_type(st, rl_type_func_result(t, i));
  free(args);
  return ok;
}

void rl_func_call_indirect_print(rl_printer *p, rl_op *op) {
  if (!op->noperands) return;
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, "(");
  for (unsigned i = 1; i < op->noperands; i++) {
    if (i > 1) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[i].value);
  }
  rl_print_str(p, ")");
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
}

/* The callee's type gives the argument and result types (MLIR's
 * TypesMatchWith; the operand's type is checked by its constraint first). */
bool rl_func_call_indirect_verify(rl_op *op) {
  rl_type *t = op->noperands ? op->operands[0].value->type : NULL;
  if (!t || t->kind != RL_TY_FUNCTION) return true;
  bool in_ok = op->noperands - 1 == rl_type_func_num_inputs(t);
  for (unsigned i = 0; in_ok && i + 1 < op->noperands; i++)
    in_ok = op->operands[i + 1].value->type == rl_type_func_input(t, i);
  if (!in_ok) return rl_op_emit_error(op, "failed to verify that callee input types match argument types");
  bool res_ok = op->nresults == rl_type_func_num_results(t);
  for (unsigned i = 0; res_ok && i < op->nresults; i++) res_ok = op->results[i].type == rl_type_func_result(t, i);
  if (!res_ok) return rl_op_emit_error(op, "failed to verify that callee result types match result types");
  return true;
}

/* ---- func.constant ------------------------------------------------------------ */

/* The function must exist in the enclosing module and have the result's type. */
bool rl_func_constant_verify(rl_op *op) {
  rl_attr *v = prop(op, "value");
  if (!v || v->kind != RL_AT_SYMREF || !op->nresults) return true;
  rl_ident *name = rl_word_ptr(v->w[0]);
  rl_op *m = rl_op_parent_op(op);
  while (m && strcmp(m->info->name->str, "builtin.module")) m = rl_op_parent_op(m);
  rl_op *f = NULL;
  for (rl_block *b = m && m->nregions ? rl_op_regions(m)[0].first : NULL; b && !f; b = b->next)
    for (rl_op *o = b->first; o && !f; o = o->next) {
      if (!rl_func_func_isa(o)) continue;
      rl_attr *sn = prop(o, "sym_name");
      if (sn && sn->kind == RL_AT_STRING && rl_attr_string_ident(sn) == name) f = o;
    }
  if (!f) return rl_op_emit_error(op, "reference to undefined function '%s'", name->str);
  if (func_type(f) != op->results[0].type) return rl_op_emit_error(op, "reference to function with mismatched type");
  return true;
}

void rl_func_constant_names(rl_op *op, rl_set_name_fn set, void *ud) {
  if (op->nresults) set(ud, &op->results[0], "f");
}
