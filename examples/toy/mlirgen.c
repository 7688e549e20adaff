/* mlirgen.c: the toy dialect's side of toyc. Lowers the Toy syntax tree to
 * the toy dialect (chapter 2: every value an unranked tensor of f64 unless
 * a literal or a declared shape says more; each op located at its node's
 * file:line:col; from chapter 4 on, every function but main private), or
 * reads toy IR (-x mlir); then verifies, optimizes under -opt (chapter 3:
 * the combines of toy.rules; from chapter 4: rulir's inliner, the shape
 * inference of shape-inference.rules, canonicalize with the combines, and
 * CSE) and prints on stderr, as toyc dumps its module. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/rewrite.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/builtin/builtin_ops.h"
#include "dialects/llvm/jit.h"
#include "dialects/registry.h"
#include "drivers/greedy.h"
#include "drivers/pass.h"
#include "mlirgen.h"
#include "toy/toy.h"

/* Generated from toy.rules. */
void rl_rules_toy_populate(rl_context *c, rl_pattern_set *s);
/* Generated from shape-inference.rules: the pass toy-shape-inference. */
void rl_rules_shape_inference_register_pass(void);
/* Generated from lower-to-affine.rules: the pass toy-to-affine. */
void rl_rules_lower_to_affine_register_pass(void);
/* Generated from lower-to-llvm.rules: the pass toy-to-llvm. */
void rl_rules_lower_to_llvm_register_pass(void);

typedef struct var {
  const char *name;
  rl_value *value;
  const toy_struct *st; /* chapter 7: the struct a variable of struct type is of */
} var;

typedef struct gen {
  rl_context *c;
  rl_ident *file;
  const char *path;
  int chapter; /* the tutorial's chapter toyc plays */
  rl_builder b;
  var *vars; /* the current function's variables */
  int nvars, capvars;
  bool failed;
  const toy_module *m;
  rl_type **struct_types; /* chapter 7: of m->structs, made when first used */
  rl_block *module_body;
} gen;

static rl_attr *loc_of(gen *g, toy_loc l) { return rl_loc_file(g->c, g->file, (unsigned)l.line, (unsigned)l.col); }

static rl_value *error(gen *g, toy_loc l, const char *msg, const char *name) {
  fprintf(stderr, "%s:%d:%d: error: %s", g->path, l.line, l.col, msg);
  if (name) fprintf(stderr, " '%s'", name);
  fputc('\n', stderr);
  g->failed = true;
  return NULL;
}

static rl_value *res(rl_op *op) { return &op->results[0]; }

static rl_type *f64(gen *g) { return rl_type_float(g->c, RL_F64); }
static rl_type *unranked(gen *g) { return rl_type_unranked_tensor(g->c, f64(g)); }
static rl_type *shaped(gen *g, const int64_t *dims, int n) { return rl_type_tensor(g->c, (unsigned)n, dims, f64(g), NULL); }

static var *lookup_var(gen *g, const char *name) {
  for (int i = g->nvars - 1; i >= 0; i--)
    if (!strcmp(g->vars[i].name, name)) return &g->vars[i];
  return NULL;
}

static rl_value *lookup(gen *g, const char *name) {
  var *v = lookup_var(g, name);
  return v ? v->value : NULL;
}

static bool declare_typed(gen *g, const char *name, rl_value *v, const toy_struct *st) {
  if (lookup(g, name)) return false;
  if (g->nvars == g->capvars) {
    g->capvars = g->capvars ? 2 * g->capvars : 16;
    g->vars = realloc(g->vars, (size_t)g->capvars * sizeof *g->vars);
    if (!g->vars) exit(1);
  }
  g->vars[g->nvars++] = (var){name, v, st};
  return true;
}

static bool declare(gen *g, const char *name, rl_value *v) { return declare_typed(g, name, v, NULL); }

/* ---- chapter 7: structs ---- */

static int find_struct(gen *g, const char *name) {
  for (int i = 0; i < g->m->nstructs; i++)
    if (!strcmp(g->m->structs[i]->name, name)) return i;
  return -1;
}

/* !toy.struct<...> of struct i: a `var` member is a tensor<*xf64>, a member
 * of a struct type that struct (defined before it). NULL after an error. */
static rl_type *struct_type(gen *g, int i) {
  if (g->struct_types[i]) return g->struct_types[i];
  const toy_struct *st = g->m->structs[i];
  if (!st->nvars || st->nvars > 64) {
    error(g, st->loc, st->nvars ? "too many members in struct" : "a struct needs at least one member", st->name);
    return NULL;
  }
  rl_type *elems[64];
  for (int k = 0; k < st->nvars; k++) {
    const toy_expr *v = st->vars[k];
    elems[k] = unranked(g);
    if (!v->type_name) continue;
    int j = find_struct(g, v->type_name);
    if (j < 0 || g->m->structs[j]->index >= st->index) {
      error(g, v->loc, "unknown struct type", v->type_name);
      return NULL;
    }
    if (!(elems[k] = struct_type(g, j))) return NULL;
  }
  return g->struct_types[i] = toy_struct_type(g->c, (unsigned)st->nvars, elems);
}

/* The struct named `name` and its type; NULL after an error at l. */
static const toy_struct *named_struct(gen *g, const char *name, toy_loc l, rl_type **t) {
  int i = find_struct(g, name);
  if (i < 0) {
    error(g, l, "unknown struct type", name);
    return NULL;
  }
  *t = struct_type(g, i);
  return *t ? g->m->structs[i] : NULL;
}

static rl_attr *dense_of(gen *g, const toy_expr *e);

/* A struct literal's value (an array of its elements' values) and its
 * type (a tensor<*xf64> per literal or number, a struct per struct
 * literal), as toyc-ch7 makes them. */
static rl_attr *struct_literal(gen *g, const toy_expr *e, rl_type **t) {
  rl_attr *vals[64];
  rl_type *types[64];
  if (e->nkids > 64) {
    error(g, e->loc, "too many elements in struct literal", NULL);
    return NULL;
  }
  for (int i = 0; i < e->nkids; i++) {
    const toy_expr *k = e->kids[i];
    if (k->kind == TOY_STRUCT_LIT) {
      if (!(vals[i] = struct_literal(g, k, &types[i]))) return NULL;
    } else {
      vals[i] = dense_of(g, k), types[i] = unranked(g);
    }
  }
  *t = toy_struct_type(g->c, (unsigned)e->nkids, types);
  return rl_attr_array(g->c, (unsigned)e->nkids, vals);
}

/* The struct a struct-valued expression is of: a variable's declared
 * struct, or the struct of a member accessed. NULL when it has none. */
static const toy_struct *struct_of(gen *g, const toy_expr *e) {
  if (e->kind == TOY_VAR) {
    var *v = lookup_var(g, e->name);
    return v ? v->st : NULL;
  }
  if (e->kind != TOY_BINOP || e->op != '.') return NULL;
  const toy_struct *st = struct_of(g, e->kids[0]);
  for (int i = 0; st && i < st->nvars; i++)
    if (!strcmp(st->vars[i]->name, e->kids[1]->name)) {
      int j = st->vars[i]->type_name ? find_struct(g, st->vars[i]->type_name) : -1;
      return j < 0 ? NULL : g->m->structs[j];
    }
  return NULL;
}

/* A literal's numbers in row-major order, as f64 bits. */
static void flatten(const toy_expr *e, uint64_t *out, size_t *n) {
  if (e->kind == TOY_NUM) {
    memcpy(&out[(*n)++], &e->num, sizeof e->num);
    return;
  }
  for (int i = 0; i < e->nkids; i++) flatten(e->kids[i], out, n);
}

/* A literal's or a number's dense value. */
static rl_attr *dense_of(gen *g, const toy_expr *e) {
  size_t count = 1;
  for (int i = 0; e->kind == TOY_LIT && i < e->ndims; i++) count *= (size_t)e->dims[i];
  uint64_t *data = malloc(count * sizeof *data);
  if (!data) exit(1);
  size_t n = 0;
  flatten(e, data, &n);
  rl_type *t = e->kind == TOY_LIT ? shaped(g, e->dims, e->ndims) : shaped(g, NULL, 0);
  rl_attr *v = rl_attr_dense(g->c, t, false, 1, n, data);
  free(data);
  return v;
}

static rl_value *constant(gen *g, const toy_expr *e) {
  rl_attr *v = dense_of(g, e);
  return res(rl_toy_constant_create(&g->b, loc_of(g, e->loc), rl_attr_type_of(v), v));
}

static rl_value *expr(gen *g, const toy_expr *e);

static rl_value *call(gen *g, const toy_expr *e) {
  rl_value **args = malloc((size_t)(e->nkids + 1) * sizeof *args);
  if (!args) exit(1);
  rl_value *r = NULL;
  int i = 0;
  for (; i < e->nkids; i++)
    if (!(args[i] = expr(g, e->kids[i]))) break;
  if (i < e->nkids) {
  } else if (!strcmp(e->name, "transpose")) {
    if (e->nkids != 1) error(g, e->loc, "toy.transpose takes one argument", NULL);
    else r = res(rl_toy_transpose_create(&g->b, loc_of(g, e->loc), unranked(g), args[0]));
  } else {
    rl_attr *callee = rl_attr_symref(g->c, rl_ident_cstr(g->c, e->name), 0, NULL);
    /* A function defined before returns what it was found to return (a
     * struct, say); any other a tensor<*xf64>. */
    rl_type *rt = unranked(g);
    for (rl_op *f = g->module_body->first; f; f = f->next) {
      rl_attr *n = rl_toy_func_sym_name(f);
      if (strcmp(rl_attr_string_ident(n)->str, e->name)) continue;
      rl_type *ft = rl_attr_type_value(rl_toy_func_function_type(f));
      if (rl_type_func_num_results(ft)) rt = rl_type_func_result(ft, 0);
    }
    r = res(rl_toy_generic_call_create(&g->b, loc_of(g, e->loc), rt, (unsigned)e->nkids, args, callee));
  }
  free(args);
  return r;
}

/* An expression's value (NULL after an error; statements give a dummy). */
static rl_value *expr(gen *g, const toy_expr *e) {
  switch (e->kind) {
  case TOY_NUM:
  case TOY_LIT:
    return constant(g, e);
  case TOY_VAR: {
    rl_value *v = lookup(g, e->name);
    return v ? v : error(g, e->loc, "unknown variable", e->name);
  }
  case TOY_STRUCT_LIT: {
    rl_type *t;
    rl_attr *v = struct_literal(g, e, &t);
    return v ? res(rl_toy_struct_constant_create(&g->b, loc_of(g, e->loc), t, v)) : NULL;
  }
  case TOY_BINOP: {
    if (e->op == '.') {
      /* value.member: toy.struct_access of the member's index. */
      const toy_struct *st = struct_of(g, e->kids[0]);
      rl_value *l = expr(g, e->kids[0]);
      if (!l) return NULL;
      int idx = -1;
      for (int i = 0; st && i < st->nvars; i++)
        if (!strcmp(st->vars[i]->name, e->kids[1]->name)) idx = i;
      if (idx < 0 || !toy_is_struct(l->type) || idx >= (int)toy_struct_size(l->type))
        return error(g, e->loc, "invalid access into struct expression", e->kids[1]->name);
      rl_attr *index = rl_attr_integer(g->c, rl_type_integer(g->c, 64, RL_SIGNLESS), idx);
      return res(rl_toy_struct_access_create(&g->b, loc_of(g, e->loc), toy_struct_elem(l->type, (unsigned)idx), l,
                                             index));
    }
    rl_value *l = expr(g, e->kids[0]), *r = l ? expr(g, e->kids[1]) : NULL;
    if (!r) return NULL;
    rl_attr *loc = loc_of(g, e->loc);
    if (e->op == '+') return res(rl_toy_add_create(&g->b, loc, unranked(g), l, r));
    if (e->op == '*') return res(rl_toy_mul_create(&g->b, loc, unranked(g), l, r));
    char op[2] = {e->op, 0};
    return error(g, e->loc, "invalid binary operator", op);
  }
  case TOY_CALL:
    return call(g, e);
  case TOY_PRINT: {
    rl_value *v = expr(g, e->kids[0]);
    if (v) rl_toy_print_create(&g->b, loc_of(g, e->loc), v);
    return v;
  }
  case TOY_VARDECL: {
    if (e->type_name) {
      /* Chapter 7: STRUCT name = value. */
      rl_type *t;
      const toy_struct *st = named_struct(g, e->type_name, e->loc, &t);
      rl_value *v = st ? expr(g, e->kids[0]) : NULL;
      if (!v) return NULL;
      if (!toy_is_struct(v->type) || toy_struct_size(v->type) != toy_struct_size(t))
        return error(g, e->loc, "expected a struct literal of as many elements as the struct for", e->name);
      if (!declare_typed(g, e->name, v, st)) return error(g, e->loc, "redeclaration of variable", e->name);
      return v;
    }
    rl_value *v = expr(g, e->kids[0]);
    if (!v) return NULL;
    if (e->ndims)
      v = res(rl_toy_reshape_create(&g->b, loc_of(g, e->loc), shaped(g, e->dims, e->ndims), v));
    if (!declare(g, e->name, v)) return error(g, e->loc, "redeclaration of variable", e->name);
    return v;
  }
  case TOY_RETURN: {
    rl_value *v = e->nkids ? expr(g, e->kids[0]) : NULL;
    if (e->nkids && !v) return NULL;
    rl_toy_return_create(&g->b, loc_of(g, e->loc), v ? 1 : 0, &v);
    return v;
  }
  }
  return NULL;
}

/* The function type of fn: a tensor<*xf64> per `var` parameter, the
 * struct of each typed one (chapter 7); the result, when there is one, of
 * type `result` (NULL: none). NULL after an error. */
static rl_type *func_type(gen *g, const toy_func *fn, rl_type *result) {
  int nin = fn->nparams;
  rl_type **in = malloc((size_t)(nin + 1) * sizeof *in);
  if (!in) exit(1);
  for (int i = 0; i < nin; i++) {
    in[i] = unranked(g);
    if (fn->param_types[i] && !named_struct(g, fn->param_types[i], fn->loc, &in[i])) {
      free(in);
      return NULL;
    }
  }
  rl_type *t = rl_type_function(g->c, (unsigned)nin, in, result ? 1 : 0, &result);
  free(in);
  return t;
}

static void function(gen *g, rl_block *module_body, const toy_func *fn) {
  rl_attr *loc = loc_of(g, fn->loc);
  rl_builder mb = {.ctx = g->c, .block = module_body};
  rl_attr *name = rl_attr_string(g->c, fn->name, strlen(fn->name), NULL);
  /* Chapter 4: what is not main is private, so that once inlined it goes. */
  rl_attr *vis = g->chapter >= 4 && strcmp(fn->name, "main") ? rl_attr_string(g->c, "private", 7, NULL) : NULL;
  rl_type *ftype = func_type(g, fn, NULL);
  if (!ftype) return;
  rl_op *f = rl_toy_func_create(&mb, loc, name, rl_attr_type(g->c, ftype), vis, NULL, NULL);
  rl_block *entry = rl_block_create(g->c);
  rl_region_append_block(rl_op_region(f, 0), entry);
  g->nvars = 0;
  for (int i = 0; i < fn->nparams; i++) {
    rl_type *pt = rl_type_func_input(ftype, (unsigned)i);
    rl_value *a = rl_block_add_arg(g->c, entry, pt, loc);
    const toy_struct *st = fn->param_types[i] ? g->m->structs[find_struct(g, fn->param_types[i])] : NULL;
    if (!declare_typed(g, fn->params[i], a, st)) error(g, fn->loc, "redeclaration of parameter", fn->params[i]);
  }
  g->b = (rl_builder){.ctx = g->c, .block = entry};
  for (int i = 0; i < fn->nbody && !g->failed; i++) expr(g, fn->body[i]);
  if (g->failed) return;
  /* Without a return at the end, one of nothing; with a value, the
   * function returns a tensor<*xf64>, or (chapter 7) the struct it returns. */
  rl_op *last = entry->last;
  bool is_ret = last && !strcmp(last->info->name->str, "toy.return");
  if (!is_ret) {
    rl_toy_return_create(&g->b, loc, 0, NULL);
  } else if (last->noperands) {
    rl_type *rt = rl_op_operand(last, 0)->type;
    if (!toy_is_struct(rt)) rt = unranked(g);
    rl_op_set_prop(g->c, f, rl_ident_cstr(g->c, "function_type"), rl_attr_type(g->c, func_type(g, fn, rt)));
  }
}

static rl_op *mlirgen(rl_context *c, const toy_module *m, int chapter) {
  gen g = {.c = c, .file = rl_ident_cstr(c, m->file), .path = m->file, .chapter = chapter, .m = m};
  g.struct_types = calloc((size_t)m->nstructs + 1, sizeof *g.struct_types);
  if (!g.struct_types) exit(1);
  rl_builder top = {.ctx = c};
  rl_op *module = rl_builtin_module_create(&top, rl_loc_unknown(c), NULL, NULL);
  rl_block *body = rl_block_create(c);
  rl_region_append_block(rl_op_region(module, 0), body);
  g.module_body = body;
  for (int i = 0; i < m->nstructs && !g.failed; i++) struct_type(&g, i);
  for (int i = 0; i < m->nfuncs && !g.failed; i++) function(&g, body, m->funcs[i]);
  free(g.vars);
  free(g.struct_types);
  if (g.failed) {
    rl_op_destroy(c, module);
    return NULL;
  }
  return module;
}

int toy_emit_mlir(const char *file, const char *src, size_t len, bool is_mlir, const toy_opts *opts) {
  rl_context *c = rl_context_create();
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_context_set_source_mgr(c, sm);
  rl_register_all_dialects(c);
  rl_toy_register(c);
  rl_op *module = NULL;
  if (is_mlir) {
    rl_ident *id = rl_ident_cstr(c, file);
    rl_source_mgr_add(sm, id, src, len);
    module = rl_parse_source(c, src, len, id, 0);
  } else {
    toy_module *m = toy_parse(file, src, len, opts->chapter);
    if (m) module = mlirgen(c, m, opts->chapter);
    toy_module_free(m);
  }
  int status = 1;
  bool ok = module && rl_verify(c, module);
  bool lower = opts->emit != TOY_EMIT_MLIR;
  if (ok && opts->chapter >= 4 && (opts->opt || lower)) {
    /* toyc-ch4's pipeline: the inliner, then in each function shape
     * inference, canonicalize (the combines are toy's canonicalizations)
     * and CSE; from chapter 5, what -emit lowers to starts with it. Then
     * the lowering to affine (chapter 5), and canonicalize and CSE again.
     * (toyc-ch5's -opt adds affine-loop-fusion and affine-scalrep, which
     * rulir has not.) */
    rl_register_all_passes();
    rl_register_compiled_rules(); /* arith's canonicalizations; lower-affine, ... for toy-to-llvm */
    rl_register_canonicalization(rl_rules_toy_populate);
    rl_rules_shape_inference_register_pass();
    rl_rules_lower_to_affine_register_pass();
    rl_rules_lower_to_llvm_register_pass();
    /* Chapter 7 canonicalizes before shape inference too: struct members
     * folded out of struct constants have their shapes. */
    char pipeline[512];
    snprintf(pipeline, sizeof pipeline, "builtin.module(inline,toy.func(%stoy-shape-inference,canonicalize,cse)%s)",
             opts->chapter >= 7 ? "canonicalize," : "",
             opts->emit == TOY_EMIT_AFFINE ? ",toy-to-affine,func.func(canonicalize,cse)"
             : lower ? ",toy-to-affine,func.func(canonicalize,cse),toy-print-to-llvm,lower-affine,"
                       "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
                     : "");
    rl_pipeline *pm = rl_pipeline_parse(pipeline, stderr);
    rl_pipeline_opts po = {.verify_each = true};
    ok = pm && rl_pipeline_run(pm, c, module, &po);
    if (pm) rl_pipeline_destroy(pm);
  } else if (ok && opts->opt) {
    rl_pattern_set *patterns = rl_pattern_set_create();
    rl_rules_toy_populate(c, patterns);
    rl_greedy_config cfg = rl_greedy_default_config();
    bool changed = false;
    ok = rl_greedy_apply(c, module, patterns, &cfg, &changed, NULL) && rl_verify(c, module);
    rl_pattern_set_destroy(patterns);
  }
  if (ok && opts->emit == TOY_EMIT_LLVM_IR) {
    /* As toyc-ch6: LLVM IR, optimized at -O3 under -opt. */
    char *ir = rl_llvm_module_ir_text(c, module, opts->opt ? 3 : 0, "toyc");
    if (ir) fputs(ir, stderr), status = 0;
    free(ir);
  } else if (ok && opts->emit == TOY_EMIT_JIT) {
    /* main, run by LLVM's JIT; what it prints goes to stdout. */
    status = rl_llvm_jit_run_void(c, module, "main", opts->opt ? 3 : 0, "toyc") ? 0 : 1;
  } else if (ok) {
    rl_strbuf out = {0};
    rl_print_opts po = {.debuginfo = opts->debuginfo, .local_scope = true};
    rl_print_top(&out, module, &po);
    fputs(out.data ? out.data : "", stderr);
    fputc('\n', stderr); /* as toyc: the module dumped, then a new line */
    rl_sb_free(&out);
    status = 0;
  }
  if (module) rl_op_destroy(c, module);
  rl_context_destroy(c);
  rl_source_mgr_destroy(sm);
  return status;
}
