/* affine.load and affine.store: subscripts written as an affine map over
 * SSA ids (MLIR's parseAffineMapOfSSAIds / printAffineMapOfSSAIds), and
 * their verifier. */
#include <string.h>

#include "core/asm.h"
#include "core/diag.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"

/* `[expr, ...]` with `%x` a dim and `symbol(%x)` a symbol, numbered in order
 * of first appearance (a name seen again is the same id): the map is built
 * by rewriting the ids as d<i>/s<j> and reading it with the core parser. */
static bool parse_subscripts(rl_parser *p, rl_op_parse_state *st, rl_unresolved *dims, unsigned *nd,
                             rl_unresolved *syms, unsigned *ns) {
  rl_context *c = rl_parser_context(p);
  rl_strbuf body = {0};
  const char *at = rl_parser_pos(p);
  *nd = *ns = 0;
  bool ok = rl_parse_punct(p, "[");
  int depth = 0;
  bool any = false;
  while (ok) {
    if (depth == 0 && rl_parse_optional_punct(p, "]")) break;
    if (rl_parser_at_operand(p) || rl_parser_at_keyword_text(p, "symbol")) {
      bool sym = rl_parse_optional_keyword(p, "symbol");
      rl_unresolved u;
      if (sym && !rl_parse_punct(p, "(")) { ok = false; break; }
      if (!rl_parse_operand(p, &u)) { ok = false; break; }
      if (sym && !rl_parse_punct(p, ")")) { ok = false; break; }
      /* A name seen before keeps its id. */
      int found = -1;
      bool found_sym = false;
      for (unsigned i = 0; i < *nd && found < 0; i++)
        if (dims[i].len == u.len && !memcmp(dims[i].name, u.name, u.len) && dims[i].resno == u.resno) found = (int)i;
      for (unsigned i = 0; i < *ns && found < 0; i++)
        if (syms[i].len == u.len && !memcmp(syms[i].name, u.name, u.len) && syms[i].resno == u.resno)
          found = (int)i, found_sym = true;
      if (found < 0) {
        if ((sym ? *ns : *nd) == RL_AFF_MAX_OPERANDS) { ok = rl_parser_error(p, "too many subscripts"); break; }
        found_sym = sym;
        found = sym ? (int)(*ns)++ : (int)(*nd)++;
        (sym ? syms : dims)[found] = u;
      }
      rl_sb_printf(&body, " %c%d", found_sym ? 's' : 'd', found);
    } else if (rl_parse_optional_punct(p, "(")) {
      depth++;
      rl_sb_puts(&body, " (");
    } else if (depth && rl_parse_optional_punct(p, ")")) {
      depth--;
      rl_sb_puts(&body, " )");
    } else if (rl_parse_optional_punct(p, "+")) {
      rl_sb_puts(&body, " +");
    } else if (rl_parse_optional_punct(p, "-")) {
      rl_sb_puts(&body, " -");
    } else if (rl_parse_optional_punct(p, "*")) {
      rl_sb_puts(&body, " *");
    } else if (rl_parse_optional_punct(p, ",")) {
      rl_sb_puts(&body, " ,");
    } else if (rl_parse_optional_keyword(p, "floordiv")) {
      rl_sb_puts(&body, " floordiv");
    } else if (rl_parse_optional_keyword(p, "ceildiv")) {
      rl_sb_puts(&body, " ceildiv");
    } else if (rl_parse_optional_keyword(p, "mod")) {
      rl_sb_puts(&body, " mod");
    } else {
      int64_t v;
      if (!rl_parse_integer(p, &v)) { ok = false; break; }
      rl_sb_printf(&body, " %lld", (long long)v);
    }
    any = true;
  }
  rl_attr *map = NULL;
  if (ok) {
    rl_strbuf text = {0};
    rl_sb_putc(&text, '(');
    for (unsigned i = 0; i < *nd; i++) rl_sb_printf(&text, "%sd%u", i ? ", " : "", i);
    rl_sb_puts(&text, ")[");
    for (unsigned i = 0; i < *ns; i++) rl_sb_printf(&text, "%ss%u", i ? ", " : "", i);
    rl_sb_printf(&text, "] -> (%s)", any ? body.data : "");
    size_t off;
    const char *msg;
    map = rl_affine_map_parse(c, text.data, text.len, &off, &msg);
    if (!map) ok = rl_parser_error_at(p, at, "%s", msg);
    rl_sb_free(&text);
  }
  rl_sb_free(&body);
  if (ok) rl_ops_set_prop(c, st, "map", map);
  return ok;
}

static bool resolve_subscripts(rl_parser *p, rl_op_parse_state *st, const rl_unresolved *dims, unsigned nd,
                               const rl_unresolved *syms, unsigned ns) {
  rl_type *idx = rl_type_index(rl_parser_context(p));
  for (unsigned i = 0; i < nd + ns; i++) {
    rl_value *v = rl_parser_resolve(p, i < nd ? &dims[i] : &syms[i - nd], idx);
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  return true;
}

bool rl_affine_load_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved m, dims[RL_AFF_MAX_OPERANDS], syms[RL_AFF_MAX_OPERANDS];
  unsigned nd, ns;
  if (!rl_parse_operand(p, &m) || !parse_subscripts(p, st, dims, &nd, syms, &ns) ||
      !rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  rl_value *mv = rl_parser_resolve(p, &m, t);
  if (!mv) return false;
  rl_ops_add_operand(st, mv);
  if (!resolve_subscripts(p, st, dims, nd, syms, ns)) return false;
  rl_ops_add_result_type(st, rl_type_kind_of(t) == RL_TY_MEMREF ? rl_type_elem(t) : t);
  return true;
}

bool rl_affine_store_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved v, m, dims[RL_AFF_MAX_OPERANDS], syms[RL_AFF_MAX_OPERANDS];
  unsigned nd, ns;
  if (!rl_parse_operand(p, &v) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &m) ||
      !parse_subscripts(p, st, dims, &nd, syms, &ns) || !rl_parse_optional_attr_dict(p, &st->attrs) ||
      !rl_parse_punct(p, ":"))
    return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  rl_value *vv = rl_parser_resolve(p, &v, rl_type_kind_of(t) == RL_TY_MEMREF ? rl_type_elem(t) : t);
  rl_value *mv = vv ? rl_parser_resolve(p, &m, t) : NULL;
  if (!mv) return false;
  rl_ops_add_operand(st, vv);
  rl_ops_add_operand(st, mv);
  return resolve_subscripts(p, st, dims, nd, syms, ns);
}

typedef struct ids {
  rl_printer *p;
  rl_op *op;
  unsigned first, nd;
} ids;

static void print_id(void *ud, rl_strbuf *b, bool is_sym, unsigned pos) {
  ids *x = ud;
  (void)b;
  if (is_sym) rl_print_str(x->p, "symbol(");
  rl_print_value_name(x->p, x->op->operands[x->first + (is_sym ? x->nd : 0) + pos].value);
  if (is_sym) rl_print_str(x->p, ")");
}

static void print_subscripts(rl_printer *p, rl_op *op, unsigned first) {
  rl_attr *m = rl_affine_op_map(op);
  rl_print_str(p, "[");
  if (m) {
    ids x = {p, op, first, rl_affine_map_num_dims(m)};
    for (unsigned i = 0; i < rl_affine_map_num_results(m); i++) {
      if (i) rl_print_str(p, ", ");
      rl_affine_print_expr_ids(rl_printer_out(p), rl_affine_map_result(m, i), print_id, &x);
    }
  }
  rl_print_str(p, "]");
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

void rl_affine_store_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, ", ");
  rl_print_value_name(p, op->operands[1].value);
  print_subscripts(p, op, 2);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[1].value->type);
}

bool rl_affine_load_store_verify(rl_op *op) {
  bool load = op->nresults == 1;
  unsigned first = load ? 1 : 2;
  rl_attr *m = rl_affine_op_map(op);
  rl_type *mt = op->operands[first - 1].value->type;
  rl_type *vt = load ? op->results[0].type : op->operands[0].value->type;
  if (vt != rl_type_elem(mt))
    return rl_op_emit_error(op, load ? "result type must match element type of memref"
                                     : "value to store must have the same type as memref element type");
  if (!m) return rl_op_emit_error(op, "requires an affine map");
  if (rl_affine_map_num_results(m) != rl_type_rank(mt))
    return rl_op_emit_error(op, "affine map num results must equal memref rank");
  if (rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m) != op->noperands - first)
    return rl_op_emit_error(op, "expects as many subscripts as affine map inputs");
  for (unsigned i = first; i < op->noperands; i++)
    if (!rl_aff_is_valid_dim(op->operands[i].value) && !rl_aff_is_valid_symbol(op->operands[i].value))
      return rl_op_emit_error(op, "index must be a valid dimension or symbol identifier");
  return true;
}
