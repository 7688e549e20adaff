/* affine.load and affine.store: subscripts written as an affine map over
 * SSA ids (MLIR's parseAffineMapOfSSAIds / printAffineMapOfSSAIds), and
 * their verifier. */
#include <string.h>

#include "core/asm.h"
#include "core/diag.h"
#include "core/symtab.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/affine/affine_asm.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"

/* Expressions with `%x` a dim and `symbol(%x)` a symbol, numbered in order
 * of first appearance (a name seen again is the same id): the map is built
 * by rewriting the ids as d<i>/s<j> and reading it with the core parser. */
bool rl_aff_scan_exprs(rl_parser *p, rl_aff_ids *ids, rl_strbuf *body, const char *close, bool one, unsigned *n) {
  int depth = 0;
  bool any = false;
  if (body->len) rl_sb_puts(body, " ,");
  for (;;) {
    if (depth == 0) {
      if (one ? rl_parser_at_punct(p, close) || rl_parser_at_punct(p, ",") : rl_parse_optional_punct(p, close)) {
        if (any || !one) break;
        return rl_parser_error(p, "expected affine expression");
      }
    }
    if (rl_parser_at_operand(p) || rl_parser_at_keyword_text(p, "symbol")) {
      bool sym = rl_parse_optional_keyword(p, "symbol");
      rl_unresolved u;
      if (sym && !rl_parse_punct(p, "(")) return false;
      if (!rl_parse_operand(p, &u)) return false;
      if (sym && !rl_parse_punct(p, ")")) return false;
      /* A name seen before keeps its id. */
      int found = -1;
      bool found_sym = false;
      for (unsigned i = 0; i < ids->nd && found < 0; i++)
        if (ids->dims[i].len == u.len && !memcmp(ids->dims[i].name, u.name, u.len) && ids->dims[i].resno == u.resno)
          found = (int)i;
      for (unsigned i = 0; i < ids->ns && found < 0; i++)
        if (ids->syms[i].len == u.len && !memcmp(ids->syms[i].name, u.name, u.len) && ids->syms[i].resno == u.resno)
          found = (int)i, found_sym = true;
      if (found < 0) {
        if ((sym ? ids->ns : ids->nd) == RL_AFF_MAX_OPERANDS) return rl_parser_error(p, "too many subscripts");
        found_sym = sym;
        found = sym ? (int)ids->ns++ : (int)ids->nd++;
        (sym ? ids->syms : ids->dims)[found] = u;
      }
      rl_sb_printf(body, " %c%d", found_sym ? 's' : 'd', found);
    } else if (rl_parse_optional_punct(p, "(")) {
      depth++;
      rl_sb_puts(body, " (");
    } else if (depth && rl_parse_optional_punct(p, ")")) {
      depth--;
      rl_sb_puts(body, " )");
    } else if (rl_parse_optional_punct(p, "+")) {
      rl_sb_puts(body, " +");
    } else if (rl_parse_optional_punct(p, "-")) {
      rl_sb_puts(body, " -");
    } else if (rl_parse_optional_punct(p, "*")) {
      rl_sb_puts(body, " *");
    } else if (rl_parse_optional_punct(p, ",")) {
      if (!depth) ++*n;
      rl_sb_puts(body, " ,");
    } else if (rl_parse_optional_keyword(p, "floordiv")) {
      rl_sb_puts(body, " floordiv");
    } else if (rl_parse_optional_keyword(p, "ceildiv")) {
      rl_sb_puts(body, " ceildiv");
    } else if (rl_parse_optional_keyword(p, "mod")) {
      rl_sb_puts(body, " mod");
    } else {
      int64_t v;
      if (!rl_parse_integer(p, &v)) return false;
      rl_sb_printf(body, " %lld", (long long)v);
    }
    any = true;
  }
  if (any) ++*n;
  return true;
}

rl_attr *rl_aff_ids_map(rl_parser *p, const char *at, const rl_aff_ids *ids, const rl_strbuf *body) {
  rl_strbuf text = {0};
  rl_sb_putc(&text, '(');
  for (unsigned i = 0; i < ids->nd; i++) rl_sb_printf(&text, "%sd%u", i ? ", " : "", i);
  rl_sb_puts(&text, ")[");
  for (unsigned i = 0; i < ids->ns; i++) rl_sb_printf(&text, "%ss%u", i ? ", " : "", i);
  rl_sb_printf(&text, "] -> (%s)", body->len ? body->data : "");
  size_t off;
  const char *msg;
  rl_attr *map = rl_affine_map_parse(rl_parser_context(p), text.data, text.len, &off, &msg);
  if (!map) rl_parser_error_at(p, at, "%s", msg);
  rl_sb_free(&text);
  return map;
}

rl_attr *rl_aff_parse_subscripts(rl_parser *p, rl_aff_ids *ids) {
  rl_strbuf body = {0};
  const char *at = rl_parser_pos(p);
  unsigned n = 0;
  ids->nd = ids->ns = 0;
  rl_attr *map = NULL;
  if (rl_parse_punct(p, "[") && rl_aff_scan_exprs(p, ids, &body, "]", false, &n)) map = rl_aff_ids_map(p, at, ids, &body);
  rl_sb_free(&body);
  return map;
}

static bool parse_subscripts(rl_parser *p, rl_op_parse_state *st, rl_aff_ids *ids) {
  rl_attr *map = rl_aff_parse_subscripts(p, ids);
  if (map) rl_ops_set_prop(rl_parser_context(p), st, "map", map);
  return map != NULL;
}

bool rl_aff_ids_resolve(rl_parser *p, rl_op_parse_state *st, const rl_aff_ids *ids) {
  rl_type *idx = rl_type_index(rl_parser_context(p));
  for (unsigned i = 0; i < ids->nd + ids->ns; i++) {
    rl_value *v = rl_parser_resolve(p, i < ids->nd ? &ids->dims[i] : &ids->syms[i - ids->nd], idx);
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  return true;
}

/* `%m[subscripts]` then, unless `colon_done`, an optional attr-dict. */
static bool parse_access(rl_parser *p, rl_op_parse_state *st, rl_unresolved *m, rl_aff_ids *ids) {
  return rl_parse_operand(p, m) && parse_subscripts(p, st, ids);
}

/* The memref type, the memref operand, the subscripts. */
static rl_type *finish_access(rl_parser *p, rl_op_parse_state *st, const rl_unresolved *m, const rl_aff_ids *ids) {
  rl_type *t = rl_parse_type(p);
  if (!t) return NULL;
  rl_value *mv = rl_parser_resolve(p, m, t);
  if (!mv) return NULL;
  rl_ops_add_operand(st, mv);
  return rl_aff_ids_resolve(p, st, ids) ? t : NULL;
}

bool rl_affine_load_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved m;
  rl_aff_ids ids;
  if (!parse_access(p, st, &m, &ids) || !rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *t = finish_access(p, st, &m, &ids);
  if (!t) return false;
  rl_ops_add_result_type(st, rl_type_kind_of(t) == RL_TY_MEMREF ? rl_type_elem(t) : t);
  return true;
}

bool rl_affine_vector_load_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved m;
  rl_aff_ids ids;
  if (!parse_access(p, st, &m, &ids) || !rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *t = finish_access(p, st, &m, &ids);
  if (!t || !rl_parse_punct(p, ",")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt) return false;
  rl_ops_add_result_type(st, vt);
  return true;
}

static bool parse_store(rl_parser *p, rl_op_parse_state *st, bool vector) {
  rl_unresolved v, m;
  rl_aff_ids ids;
  if (!rl_parse_operand(p, &v) || !rl_parse_punct(p, ",") || !parse_access(p, st, &m, &ids) ||
      !rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *t = rl_parse_type(p), *vt = NULL;
  if (!t) return false;
  if (vector) {
    if (!rl_parse_punct(p, ",") || !(vt = rl_parse_type(p))) return false;
  } else {
    vt = rl_type_kind_of(t) == RL_TY_MEMREF ? rl_type_elem(t) : t;
  }
  rl_value *vv = rl_parser_resolve(p, &v, vt);
  rl_value *mv = vv ? rl_parser_resolve(p, &m, t) : NULL;
  if (!mv) return false;
  rl_ops_add_operand(st, vv);
  rl_ops_add_operand(st, mv);
  return rl_aff_ids_resolve(p, st, &ids);
}

bool rl_affine_store_parse(rl_parser *p, rl_op_parse_state *st) { return parse_store(p, st, false); }
bool rl_affine_vector_store_parse(rl_parser *p, rl_op_parse_state *st) { return parse_store(p, st, true); }

typedef struct id_printer {
  rl_printer *p;
  rl_op *op;
  unsigned first, nd;
} id_printer;

static void print_id(void *ud, rl_strbuf *b, bool is_sym, unsigned pos) {
  id_printer *x = ud;
  (void)b;
  if (is_sym) rl_print_str(x->p, "symbol(");
  rl_print_value_name(x->p, x->op->operands[x->first + (is_sym ? x->nd : 0) + pos].value);
  if (is_sym) rl_print_str(x->p, ")");
}

void rl_aff_print_exprs(rl_printer *p, rl_op *op, rl_attr *m, unsigned first, unsigned from, unsigned count) {
  id_printer x = {p, op, first, rl_affine_map_num_dims(m)};
  for (unsigned i = from; i < from + count && i < rl_affine_map_num_results(m); i++) {
    if (i > from) rl_print_str(p, ", ");
    rl_affine_print_expr_ids(rl_printer_out(p), rl_affine_map_result(m, i), print_id, &x);
  }
}

static void print_map_subscripts(rl_printer *p, rl_op *op, rl_attr *m, unsigned first) {
  rl_print_str(p, "[");
  if (m && m->kind == RL_AT_AFFINE_MAP) rl_aff_print_exprs(p, op, m, first, 0, rl_affine_map_num_results(m));
  rl_print_str(p, "]");
}

static void print_subscripts(rl_printer *p, rl_op *op, unsigned first) {
  print_map_subscripts(p, op, rl_affine_op_map(op), first);
  static const char *const elided[] = {"map"};
  rl_print_attr_dict(p, op->attrs, elided, 1, false);
}

void rl_affine_load_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  print_subscripts(p, op, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
}

void rl_affine_vector_load_print(rl_printer *p, rl_op *op) {
  rl_affine_load_print(p, op);
  rl_print_str(p, ", ");
  rl_print_type_p(p, op->results[0].type);
}

void rl_affine_store_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, ", ");
  rl_print_value_name(p, op->operands[1].value);
  print_subscripts(p, op, 2);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[1].value->type);
}

void rl_affine_vector_store_print(rl_printer *p, rl_op *op) {
  rl_affine_store_print(p, op);
  rl_print_str(p, ", ");
  rl_print_type_p(p, op->operands[0].value->type);
}

/* MLIR's verifyMemoryOpIndexing: the map against the memref's rank and the
 * subscripts, which must be valid dims or symbols. */
static bool check_indexing(rl_op *op, rl_attr *m, unsigned first, unsigned n, rl_type *mt, const char *what) {
  if (!m || m->kind != RL_AT_AFFINE_MAP) return rl_op_emit_error(op, "requires an affine map");
  if (rl_affine_map_num_results(m) != rl_type_rank(mt))
    return rl_op_emit_error(op, "affine map num results must equal memref rank");
  if (rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m) != n)
    return rl_op_emit_error(op, "expects as many subscripts as affine map inputs");
  for (unsigned i = first; i < first + n; i++)
    if (!rl_aff_is_valid_dim(op->operands[i].value) && !rl_aff_is_valid_symbol(op->operands[i].value))
      return rl_op_emit_error(op, "%sindex must be a valid dimension or symbol identifier", what);
  return true;
}

bool rl_affine_load_store_verify(rl_op *op) {
  bool load = op->nresults == 1;
  unsigned first = load ? 1 : 2;
  rl_type *mt = op->operands[first - 1].value->type;
  rl_type *vt = load ? op->results[0].type : op->operands[0].value->type;
  if (vt != rl_type_elem(mt))
    return rl_op_emit_error(op, load ? "result type must match element type of memref"
                                     : "value to store must have the same type as memref element type");
  return check_indexing(op, rl_affine_op_map(op), first, op->noperands - first, mt, "");
}

bool rl_affine_vector_load_store_verify(rl_op *op) {
  bool load = op->nresults == 1;
  unsigned first = load ? 1 : 2;
  rl_type *mt = op->operands[first - 1].value->type;
  rl_type *vt = load ? op->results[0].type : op->operands[0].value->type;
  if (rl_type_elem(vt) != rl_type_elem(mt))
    return rl_op_emit_error(op, "requires memref and vector types of the same elemental type");
  return check_indexing(op, rl_affine_op_map(op), first, op->noperands - first, mt, "");
}

/* ---- affine.prefetch -------------------------------------------------------------- */

static rl_attr *prop(rl_op *op, const char *name) { return rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), name)); }

bool rl_affine_prefetch_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved m;
  rl_aff_ids ids;
  if (!parse_access(p, st, &m, &ids) || !rl_parse_punct(p, ",")) return false;
  char kw[16];
  if (!rl_parse_optional_any_keyword(p, kw, sizeof kw) || (strcmp(kw, "read") && strcmp(kw, "write")))
    return rl_parser_error_at(p, rl_parser_op_pos(p), "rw specifier has to be 'read' or 'write'");
  bool is_write = !strcmp(kw, "write");
  int64_t loc;
  if (!rl_parse_punct(p, ",") || !rl_parse_keyword(p, "locality") || !rl_parse_punct(p, "<") ||
      !rl_parse_integer(p, &loc) || !rl_parse_punct(p, ">") || !rl_parse_punct(p, ","))
    return false;
  if (!rl_parse_optional_any_keyword(p, kw, sizeof kw) || (strcmp(kw, "data") && strcmp(kw, "instr")))
    return rl_parser_error_at(p, rl_parser_op_pos(p), "cache type has to be 'data' or 'instr'");
  bool is_data = !strcmp(kw, "data");
  if (!rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":") || !finish_access(p, st, &m, &ids))
    return false;
  rl_ops_set_prop(c, st, "isWrite", rl_attr_bool(c, is_write));
  rl_ops_set_prop(c, st, "localityHint", rl_attr_integer(c, rl_type_integer(c, 32, RL_SIGNLESS), loc));
  rl_ops_set_prop(c, st, "isDataCache", rl_attr_bool(c, is_data));
  return true;
}

static bool bool_prop(rl_op *op, const char *name) {
  rl_attr *a = prop(op, name);
  return a && a->kind == RL_AT_INTEGER && rl_attr_int_value(a) != 0;
}

void rl_affine_prefetch_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  print_map_subscripts(p, op, prop(op, "map"), 1);
  rl_attr *l = prop(op, "localityHint");
  rl_sb_printf(rl_printer_out(p), ", %s, locality<%lld>, %s", bool_prop(op, "isWrite") ? "write" : "read",
               l && l->kind == RL_AT_INTEGER ? (long long)rl_attr_int_value(l) : 0LL,
               bool_prop(op, "isDataCache") ? "data" : "instr");
  static const char *const elided[] = {"map", "localityHint", "isDataCache", "isWrite"};
  rl_print_attr_dict(p, op->attrs, elided, 4, false);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
}

bool rl_affine_prefetch_verify(rl_op *op) {
  rl_attr *l = prop(op, "localityHint"), *m = prop(op, "map");
  if (!l || l->kind != RL_AT_INTEGER || rl_attr_int_value(l) < 0 || rl_attr_int_value(l) > 3)
    return rl_op_emit_error(op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer "
                                "attribute whose minimum value is 0 whose maximum value is 3");
  rl_type *mt = op->operands[0].value->type;
  if (!m || m->kind != RL_AT_AFFINE_MAP) return rl_op_emit_error(op, "requires an affine map");
  if (rl_affine_map_num_results(m) != rl_type_rank(mt))
    return rl_op_emit_error(op, "affine.prefetch affine map num results must equal memref rank");
  if (rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m) + 1 != op->noperands)
    return rl_op_emit_error(op, "too few operands");
  return check_indexing(op, m, 1, op->noperands - 1, mt, "");
}

/* ---- affine.dma_start, affine.dma_wait ------------------------------------------------- */

static rl_attr *dma_map(rl_op *op, const char *name) {
  rl_attr *m = rl_op_get_attr(op, rl_ident_cstr(rl_op_context(op), name));
  return m && m->kind == RL_AT_AFFINE_MAP ? m : NULL;
}
static unsigned map_inputs(rl_attr *m) { return m ? rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m) : 0; }

static void set_attr(rl_context *c, rl_op_parse_state *st, const char *name, rl_attr *v) {
  st->attrs = rl_attr_dict_set(c, st->attrs, rl_ident_cstr(c, name), v);
}

/* `%m[subscripts]` with its map as the discardable attribute `name`. */
static bool parse_dma_access(rl_parser *p, rl_op_parse_state *st, const char *name, rl_unresolved *m, rl_aff_ids *ids) {
  if (!rl_parse_operand(p, m)) return false;
  rl_attr *map = rl_aff_parse_subscripts(p, ids);
  if (!map) return false;
  set_attr(rl_parser_context(p), st, name, map);
  return true;
}

bool rl_affine_dma_start_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  static const char *const names[3] = {"src_map", "dst_map", "tag_map"};
  rl_unresolved m[3], rest[3];
  rl_aff_ids ids[3];
  unsigned nrest = 0;
  for (unsigned i = 0; i < 3; i++)
    if (!parse_dma_access(p, st, names[i], &m[i], &ids[i]) || !rl_parse_punct(p, ",")) return false;
  do {
    if (nrest == 3) return rl_parser_error(p, "expected ':'");
    if (!rl_parse_operand(p, &rest[nrest++])) return false;
  } while (rl_parse_optional_punct(p, ","));
  if (nrest == 2) return rl_parser_error_at(p, rl_parser_op_pos(p), "expected two stride related operands");
  if (!rl_parse_punct(p, ":")) return false;
  rl_type *t[3];
  for (unsigned i = 0; i < 3; i++)
    if ((i && !rl_parse_punct(p, ",")) || !(t[i] = rl_parse_type(p))) return false;
  for (unsigned i = 0; i < 3; i++) {
    rl_value *v = rl_parser_resolve(p, &m[i], t[i]);
    if (!v) return false;
    rl_ops_add_operand(st, v);
    if (!rl_aff_ids_resolve(p, st, &ids[i])) return false;
  }
  for (unsigned i = 0; i < nrest; i++) {
    rl_value *v = rl_parser_resolve(p, &rest[i], rl_type_index(c));
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  return true;
}

void rl_affine_dma_start_print(rl_printer *p, rl_op *op) {
  static const char *const names[3] = {"src_map", "dst_map", "tag_map"};
  unsigned at = 0;
  rl_type *t[3] = {0};
  for (unsigned i = 0; i < 3 && at < op->noperands; i++) {
    rl_attr *m = dma_map(op, names[i]);
    rl_print_str(p, i ? ", " : " ");
    t[i] = op->operands[at].value->type;
    rl_print_value_name(p, op->operands[at].value);
    print_map_subscripts(p, op, m, at + 1);
    at += 1 + map_inputs(m);
  }
  for (; at < op->noperands; at++) {
    rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[at].value);
  }
  rl_print_str(p, " : ");
  for (unsigned i = 0; i < 3 && t[i]; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_type_p(p, t[i]);
  }
}

/* MLIR's isValidAffineIndexOperand. */
static bool valid_index(rl_value *v) { return rl_aff_is_valid_dim(v) || rl_aff_is_valid_symbol(v); }

bool rl_affine_dma_start_verify(rl_op *op) {
  rl_attr *sm = dma_map(op, "src_map"), *dm = dma_map(op, "dst_map"), *tm = dma_map(op, "tag_map");
  if (!sm || !dm || !tm) return rl_op_emit_error(op, "requires the affine maps 'src_map', 'dst_map' and 'tag_map'");
  unsigned ns = map_inputs(sm), nd = map_inputs(dm), nt = map_inputs(tm), all = ns + nd + nt;
  if (!rl_verify_dma_count(op, all + 4)) return false;
  unsigned src = 0, dst = 1 + ns, tag = dst + 1 + nd;
  if (rl_type_kind_of(op->operands[src].value->type) != RL_TY_MEMREF)
    return rl_op_emit_error(op, "expected DMA source to be of memref type");
  if (rl_type_kind_of(op->operands[dst].value->type) != RL_TY_MEMREF)
    return rl_op_emit_error(op, "expected DMA destination to be of memref type");
  if (rl_type_kind_of(op->operands[tag].value->type) != RL_TY_MEMREF)
    return rl_op_emit_error(op, "expected DMA tag to be of memref type");
  return rl_verify_dma_indices(op, src + 1, ns, "src index to dma_start must have 'index' type", valid_index,
                               "src index must be a valid dimension or symbol identifier") &&
         rl_verify_dma_indices(op, dst + 1, nd, "dst index to dma_start must have 'index' type", valid_index,
                               "dst index must be a valid dimension or symbol identifier") &&
         rl_verify_dma_indices(op, tag + 1, nt, "tag index to dma_start must have 'index' type", valid_index,
                               "tag index must be a valid dimension or symbol identifier");
}

bool rl_affine_dma_wait_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved m, num;
  rl_aff_ids ids;
  if (!parse_dma_access(p, st, "tag_map", &m, &ids) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &num) ||
      !rl_parse_punct(p, ":"))
    return false;
  if (!finish_access(p, st, &m, &ids)) return false;
  rl_value *v = rl_parser_resolve(p, &num, rl_type_index(rl_parser_context(p)));
  if (!v) return false;
  rl_ops_add_operand(st, v);
  return true;
}

void rl_affine_dma_wait_print(rl_printer *p, rl_op *op) {
  if (!op->noperands) return;
  rl_attr *m = dma_map(op, "tag_map");
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  print_map_subscripts(p, op, m, 1);
  for (unsigned i = 1 + map_inputs(m); i < op->noperands; i++) {
    rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[i].value);
  }
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
}

bool rl_affine_dma_wait_verify(rl_op *op) {
  rl_attr *m = dma_map(op, "tag_map");
  if (!m) return rl_op_emit_error(op, "requires the affine map 'tag_map'");
  if (op->noperands != map_inputs(m) + 2) return rl_op_emit_error(op, "incorrect number of operands");
  if (rl_type_kind_of(op->operands[0].value->type) != RL_TY_MEMREF)
    return rl_op_emit_error(op, "expected DMA tag to be of memref type");
  return rl_verify_dma_indices(op, 1, map_inputs(m), "index to dma_wait must have 'index' type", valid_index,
                               "index must be a valid dimension or symbol identifier");
}

/* ---- affine.delinearize_index ------------------------------------------------------------ */

bool rl_affine_delinearize_verify(rl_op *op) {
  if (op->noperands < 2) return rl_op_emit_error(op, "basis should not be empty");
  if (op->nresults != op->noperands - 1) return rl_op_emit_error(op, "should return an index for each basis element");
  return true;
}

/* MLIR's AffineLoadOp::fold, its constant-global part: a load from a
 * memref.get_global of a constant global with a dense initial value is the
 * value's element there: the splat whatever the subscripts, else the
 * element the map's results give when they are all constants. */
bool rl_affine_load_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  rl_op *g = rl_value_defining_op(op->operands[0].value);
  rl_context *c = rl_op_context(op);
  if (!g || g->info->name != rl_ident_cstr(c, "memref.get_global")) return false;
  rl_attr *name = rl_op_get_prop(g, rl_ident_cstr(c, "name"));
  rl_op *table = rl_symbol_table_of(g);
  if (!name || name->kind != RL_AT_SYMREF || !table) return false;
  rl_op *glob = rl_symbol_table_lookup(table, rl_word_ptr(name->w[0]));
  if (!glob || glob->info->name != rl_ident_cstr(c, "memref.global") ||
      !rl_op_get_prop(glob, rl_ident_cstr(c, "constant")))
    return false;
  rl_attr *init = rl_op_get_prop(glob, rl_ident_cstr(c, "initial_value"));
  if (!init || init->kind != RL_AT_DENSE) return false;
  rl_type *t = rl_word_ptr(init->w[0]), *e = rl_type_elem(t);
  unsigned wpe = (unsigned)init->w[1];
  size_t at = 0;
  if (!(init->sub & 1)) {
    rl_attr *m = prop(op, "map");
    unsigned rank = rl_type_rank(t);
    if (!m || m->kind != RL_AT_AFFINE_MAP || rl_affine_map_num_results(m) != rank) return false;
    for (unsigned i = 0; i < rank; i++) {
      rl_attr *r = rl_affine_map_result(m, i);
      if (r->kind != RL_AT_AFF_CONST) return false;
      int64_t k = rl_affine_const_value(r), d = rl_type_dim(t, i);
      if (k < 0 || d == RL_DYNAMIC || k >= d) return false;
      at = at * (size_t)d + (size_t)k;
    }
  }
  const uint64_t *w = &init->w[2 + at * wpe];
  if (rl_type_is_float(e)) results[0].attr = rl_attr_float_bits(c, e, w[0], wpe > 1 ? w[1] : 0);
  else if (rl_type_is_integer(e) || rl_type_is_index(e)) results[0].attr = rl_attr_integer_words(c, e, w);
  return results[0].attr != NULL;
}
