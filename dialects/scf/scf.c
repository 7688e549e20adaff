/* The scf dialect's C hooks: the custom forms of scf.for, scf.if,
 * scf.while, scf.condition, scf.execute_region, scf.index_switch,
 * scf.parallel, scf.forall and scf.forall.in_parallel, and the verifiers
 * (region arguments against operands and results, terminators, and the
 * types along region control-flow edges, as MLIR's RegionBranchOpInterface
 * checks them). MLIR's SingleBlockImplicitTerminator is done here: the
 * parsers add the terminator a region leaves out, and the printers leave it
 * out where MLIR's do. Declared in scf.ops. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/asm.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/scf/scf_ops.h"

static rl_attr *prop(rl_op *op, const char *name) {
  return rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), name));
}

static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}

static bool is_terminator(const rl_op *op) {
  return op && op->info->registered && (op->info->traits & RL_TRAIT_TERMINATOR);
}

/* An op error with a note at `note_loc` (and the "see current operation"
 * note), as MLIR's emitOpError(...).attachNote(...). */
static bool op_error_note(rl_op *op, rl_attr *note_loc, const char *note, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static bool op_error_note(rl_op *op, rl_attr *note_loc, const char *note, const char *fmt, ...) {
  rl_context *c = rl_op_context(op);
  va_list ap;
  va_start(ap, fmt);
  rl_strbuf m = {0};
  rl_sb_printf(&m, "'%s' op ", op->info->name->str);
  rl_sb_vprintf(&m, fmt, ap);
  va_end(ap);
  rl_diag *d = rl_diag_begin(c, RL_ERROR, op->loc, "%s", m.data);
  rl_sb_free(&m);
  /* MLIR attaches "see current operation" when the error is made, so it
   * comes before the notes attached afterwards. */
  rl_diag_note_current_op(d, op);
  if (note) rl_diag_note(d, note_loc ? note_loc : op->loc, "%s", note);
  rl_diag_report(c, d);
  return false;
}

/* ---- implicit terminators -------------------------------------------------- */

/* MLIR's ensureTerminator: a region gets a block, and a block that does not
 * end with a terminator gets `name` (with no operands) at the op's location. */
static void ensure_terminator(rl_parser *p, rl_region *r, const char *name) {
  rl_context *c = rl_parser_context(p);
  if (!r->first) rl_region_append_block(r, rl_block_create(c));
  rl_block *b = r->last;
  if (is_terminator(b->last)) return;
  rl_op_state s = {.info = rl_opinfo_get_cstr(c, name), .loc = rl_parser_op_loc(p)};
  unsigned nreg = !strcmp(name, "scf.forall.in_parallel") ? 1 : 0;
  s.nregions = nreg;
  rl_op *t = rl_op_create(c, &s);
  if (nreg) rl_region_append_block(rl_op_region(t, 0), rl_block_create(c));
  rl_block_append_op(b, t);
}

/* MLIR's printRegion(r, entry_args, terminators): without terminators, the
 * last op of each block is left out when it is a terminator. */
static void print_region(rl_printer *p, rl_region *r, bool entry_args, bool terminators) {
  if (terminators) rl_print_region(p, r, entry_args, false);
  else rl_print_region_no_terminators(p, r, entry_args, false);
}

/* The declarative format's rule for a region of an op with an implicit
 * terminator: print it unless it has no operands, results or attributes. */
static bool prints_terminator(rl_region *r) {
  rl_op *t = r->first ? r->first->last : NULL;
  if (!is_terminator(t)) return true;
  return t->noperands || t->nresults || (t->attrs && t->attrs->n);
}

/* ---- small parsing helpers ------------------------------------------------- */

/* Where the op's name starts in the source (MLIR reports some errors of a
 * custom parser there): a hook is entered just after the name, so look back
 * over blanks for it; the current position if it is not found. */
static const char *op_name_pos(rl_parser *p, const char *name) {
  const char *at = rl_parser_pos(p), *q = at;
  size_t n = strlen(name), m = strlen(name) - 4; /* without "scf." */
  while (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\n' || q[-1] == '\r') q--;
  if (!strncmp(q - n, name, n)) return q - n;
  if (!strncmp(q - m, name + 4, m)) return q - m;
  return at;
}

typedef struct list {
  rl_unresolved *u;
  unsigned n, cap;
} list;

static void list_push(list *l, const rl_unresolved *u) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 4;
    l->u = realloc(l->u, l->cap * sizeof *l->u);
  }
  l->u[l->n++] = *u;
}

/* `(%a, %b)`, with `n` (if >= 0) operands expected. */
static bool parse_operand_list_paren(rl_parser *p, list *l) {
  if (!rl_parse_punct(p, "(")) return false;
  if (rl_parse_optional_punct(p, ")")) return true;
  do {
    rl_unresolved u;
    if (!rl_parse_operand(p, &u)) return false;
    list_push(l, &u);
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, ")");
}

/* `(%arg = %init, ...)`: region arguments and their initial operands. */
static bool parse_assignment_list(rl_parser *p, list *args, list *inits) {
  if (!rl_parse_punct(p, "(")) return false;
  if (rl_parse_optional_punct(p, ")")) return true;
  do {
    rl_unresolved a, i;
    if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, "=") || !rl_parse_operand(p, &i)) return false;
    list_push(args, &a);
    list_push(inits, &i);
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, ")");
}

static bool resolve_all(rl_parser *p, rl_op_parse_state *st, const list *l, rl_type *const *types) {
  for (unsigned i = 0; i < l->n; i++) {
    rl_value *v = rl_parser_resolve(p, &l->u[i], types[i]);
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  return true;
}

static bool resolve_all_one(rl_parser *p, rl_op_parse_state *st, const list *l, rl_type *t) {
  for (unsigned i = 0; i < l->n; i++) {
    rl_value *v = rl_parser_resolve(p, &l->u[i], t);
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  return true;
}

/* `-> t` or `-> (t, ...)` if present: the result types. */
static bool parse_optional_arrow_types(rl_parser *p, rl_op_parse_state *st) {
  return !rl_parse_optional_punct(p, "->") || rl_parse_result_types(p, st);
}

static void print_types(rl_printer *p, rl_value *vals, rl_use *uses, unsigned first, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_type_p(p, vals ? vals[first + i].type : uses[first + i].value->type);
  }
}

/* MLIR's printOptionalArrowTypeList. */
static void print_arrow_types(rl_printer *p, rl_op *op) {
  if (!op->nresults) return;
  rl_print_str(p, " -> ");
  bool parens = op->nresults > 1 || op->results[0].type->kind == RL_TY_FUNCTION;
  if (parens) rl_print_str(p, "(");
  print_types(p, op->results, NULL, 0, op->nresults);
  if (parens) rl_print_str(p, ")");
}

static void print_operands(rl_printer *p, rl_op *op, unsigned first, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[first + i].value);
  }
}

static rl_region_arg *region_args(const list *names, rl_type *const *types, unsigned n, rl_type *first_type) {
  rl_region_arg *a = calloc(n + 1, sizeof *a);
  for (unsigned i = 0; i < n; i++) {
    a[i].name = names->u[i];
    a[i].type = types ? types[i] : first_type;
  }
  return a;
}

/* ---- scf.condition ---------------------------------------------------------- */

bool rl_scf_condition_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved cond;
  if (!rl_parse_punct(p, "(") || !rl_parse_operand(p, &cond) || !rl_parse_punct(p, ")")) return false;
  if (!rl_parse_optional_attr_dict(p, &st->attrs)) return false;
  list args = {0};
  bool ok = true;
  rl_type **ts = NULL;
  unsigned nt = 0, cap = 0;
  if (rl_parser_at_operand(p)) {
    do {
      rl_unresolved u;
      ok = rl_parse_operand(p, &u);
      if (ok) list_push(&args, &u);
    } while (ok && rl_parse_optional_punct(p, ","));
    ok = ok && rl_parse_punct(p, ":");
    while (ok) {
      rl_type *t = rl_parse_type(p);
      if (!t) { ok = false; break; }
      if (nt == cap) ts = realloc(ts, (cap = cap ? cap * 2 : 4) * sizeof *ts);
      ts[nt++] = t;
      if (!rl_parse_optional_punct(p, ",")) break;
    }
    if (ok && nt != args.n)
      ok = rl_parser_error(p, "%u operands present, but expected %u", args.n, nt);
  }
  rl_value *v = ok ? rl_parser_resolve(p, &cond, rl_type_integer(c, 1, RL_SIGNLESS)) : NULL;
  if (v) rl_ops_add_operand(st, v);
  ok = v && resolve_all(p, st, &args, ts);
  free(args.u);
  free(ts);
  return ok;
}

void rl_scf_condition_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, "(");
  if (op->noperands) rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, ")");
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  if (op->noperands > 1) {
    rl_print_str(p, " ");
    print_operands(p, op, 1, op->noperands - 1);
    rl_print_str(p, " : ");
    print_types(p, NULL, op->operands, 1, op->noperands - 1);
  }
}

/* ---- scf.execute_region ------------------------------------------------------ */

bool rl_scf_execute_region_parse(rl_parser *p, rl_op_parse_state *st) {
  if (!parse_optional_arrow_types(p, st)) return false;
  rl_region *r = rl_ops_add_region(st);
  if (!rl_parse_region(p, r, NULL, 0, false)) return false;
  return rl_parse_optional_attr_dict(p, &st->attrs);
}

void rl_scf_execute_region_print(rl_printer *p, rl_op *op) {
  print_arrow_types(p, op);
  rl_print_str(p, " ");
  print_region(p, rl_op_region(op, 0), false, true);
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

/* ---- scf.for ----------------------------------------------------------------- */

bool rl_scf_for_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  list args = {0}, inits = {0};
  const char *name_at = op_name_pos(p, "scf.for");
  rl_unresolved iv, lb, ub, step;
  bool ok = rl_parse_operand(p, &iv) && rl_parse_punct(p, "=") && rl_parse_operand(p, &lb) &&
            rl_parse_keyword(p, "to") && rl_parse_operand(p, &ub) && rl_parse_keyword(p, "step") &&
            rl_parse_operand(p, &step);
  list_push(&args, &iv);
  if (ok && rl_parse_optional_keyword(p, "iter_args")) {
    ok = parse_assignment_list(p, &args, &inits) && rl_parse_punct(p, "->") && rl_parse_result_types(p, st);
  }
  if (ok && args.n != st->nresults + 1)
    ok = rl_parser_error_at(p, name_at, "mismatch in number of loop-carried values and defined values");
  rl_type *ivt = rl_type_index(c);
  if (ok && rl_parse_optional_punct(p, ":")) ok = (ivt = rl_parse_type(p)) != NULL;
  if (ok) {
    rl_value *v;
    ok = (v = rl_parser_resolve(p, &lb, ivt)) != NULL;
    if (ok) rl_ops_add_operand(st, v);
    ok = ok && (v = rl_parser_resolve(p, &ub, ivt)) != NULL;
    if (ok) rl_ops_add_operand(st, v);
    ok = ok && (v = rl_parser_resolve(p, &step, ivt)) != NULL;
    if (ok) rl_ops_add_operand(st, v);
  }
  if (ok) {
    rl_type **ts = malloc((args.n + 1) * sizeof *ts);
    ts[0] = ivt;
    for (unsigned i = 1; i < args.n; i++) ts[i] = st->result_types[i - 1];
    rl_region_arg *ra = region_args(&args, ts, args.n, NULL);
    rl_region *r = rl_ops_add_region(st);
    ok = rl_parse_region(p, r, ra, args.n, false);
    if (ok) ensure_terminator(p, r, "scf.yield");
    if (ok) ok = resolve_all(p, st, &inits, ts + 1);
    free(ra);
    free(ts);
  }
  ok = ok && rl_parse_optional_attr_dict(p, &st->attrs);
  free(args.u);
  free(inits.u);
  return ok;
}

void rl_scf_for_print(rl_printer *p, rl_op *op) {
  rl_block *body = rl_op_regions(op)[0].first;
  rl_print_str(p, " ");
  if (body && body->nargs) rl_print_value_name(p, body->args[0]);
  rl_print_str(p, " = ");
  print_operands(p, op, 0, 1);
  rl_print_str(p, " to ");
  print_operands(p, op, 1, 1);
  rl_print_str(p, " step ");
  print_operands(p, op, 2, 1);
  unsigned ninit = op->noperands - 3;
  rl_print_iter_args(p, op, body, 3, ninit);
  rl_print_str(p, " ");
  rl_type *ivt = body && body->nargs ? body->args[0]->type : NULL;
  if (ivt && !rl_type_is_index(ivt)) {
    rl_print_str(p, " : ");
    rl_print_type_p(p, ivt);
    rl_print_str(p, " ");
  }
  print_region(p, rl_op_region(op, 0), false, ninit != 0);
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

/* ---- control-flow edges (MLIR's verifyTypesAlongControlFlowEdges) ----------- */

static void edge_name(char *buf, size_t n, int from, int to) {
  char a[32], b[32];
  if (from < 0) snprintf(a, sizeof a, "parent operands");
  else snprintf(a, sizeof a, "Region #%d", from);
  if (to < 0) snprintf(b, sizeof b, "parent results");
  else snprintf(b, sizeof b, "Region #%d", to);
  snprintf(buf, n, "from %s to %s", a, b);
}

/* Source values (types taken from `src` uses or values) flowing into `dst`. */
static bool check_edge(rl_op *op, int from, int to, rl_use *src_uses, unsigned src_first, unsigned nsrc,
                       rl_value *const *dst_vals, rl_value *dst_res, unsigned ndst) {
  char e[96];
  edge_name(e, sizeof e, from, to);
  if (nsrc != ndst)
    return rl_op_emit_error(op, " region control flow edge %s: source has %u operands, but target successor needs %u", e,
                            nsrc, ndst);
  for (unsigned i = 0; i < nsrc; i++) {
    rl_type *s = src_uses[src_first + i].value->type;
    rl_type *d = dst_vals ? dst_vals[i]->type : dst_res[i].type;
    if (s != d) {
      char *a = type_text(s), *b = type_text(d);
      rl_op_emit_error(op, " along control flow edge %s: source type #%u '%s' should match input type #%u '%s'", e, i, a,
                       i, b);
      free(a);
      free(b);
      return false;
    }
  }
  return true;
}

/* The terminator of each block of region r that is `name`: its operands
 * flowing to parent results (to = -1) or to region `to`'s arguments. */
static bool check_region_exits(rl_op *op, unsigned r, const char *name, int to, rl_value *const *dst_vals,
                               rl_value *dst_res, unsigned ndst, unsigned skip) {
  for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next) {
    rl_op *t = b->last;
    if (!t || strcmp(t->info->name->str, name)) continue;
    if (t->noperands < skip) continue;
    if (!check_edge(op, (int)r, to, t->operands, skip, t->noperands - skip, dst_vals, dst_res, ndst)) return false;
  }
  return true;
}

/* MLIR's SingleBlockImplicitTerminator check. */
static bool check_implicit_terminator(rl_op *op, unsigned r, const char *name) {
  rl_region *rg = rl_op_region(op, r);
  if (!rg->first) return true;
  rl_op *t = rg->first->last;
  if (!t || !strcmp(t->info->name->str, name)) return true;
  char note[128];
  snprintf(note, sizeof note, "in custom textual format, the absence of terminator implies '%s'", name);
  return op_error_note(op, NULL, note, "expects regions to end with '%s', found '%s'", name, t->info->name->str);
}

/* MLIR's verifyAndGetTerminator: region r's block ends with the op `name`. */
static bool check_terminator(rl_op *op, unsigned r, const char *name, const char *msg) {
  rl_block *b = rl_op_regions(op)[r].first;
  if (b && !b->first) return rl_op_emit_error(op, "expects a non-empty block");
  rl_op *t = b ? b->last : NULL;
  if (t && !strcmp(t->info->name->str, name)) return true;
  return op_error_note(op, t ? t->loc : NULL, t ? "terminator here" : NULL, "%s", msg);
}

bool rl_scf_for_verify(rl_op *op) {
  unsigned ninit = op->noperands - 3;
  /* MLIR's ForOp::verify, before the region checks of LoopLikeOpInterface. */
  if (ninit != op->nresults)
    return rl_op_emit_error(op, "mismatch in number of loop-carried values and defined values");
  rl_block *body = rl_op_regions(op)[0].first;
  if (!body) return true;
  if (!body->nargs) return rl_op_emit_error(op, "expected body to have a single block argument for the induction variable");
  /* MLIR's LoopLikeOpInterface checks first, with its own messages. */
  unsigned niter = body->nargs - 1;
  rl_op *y = body->last && rl_scf_yield_isa(body->last) ? body->last : NULL;
  unsigned nyield = y ? y->noperands : 0;
  if (ninit != niter) return rl_op_emit_error(op, "different number of inits and region iter_args: %u != %u", ninit, niter);
  if (nyield && niter != nyield)
    return rl_op_emit_error(op, "different number of region iter_args and yielded values: %u != %u", niter, nyield);
  if (op->nresults != niter)
    return rl_op_emit_error(op, "different number of loop results and region iter_args: %u != %u", op->nresults, niter);
  static const char *const what[] = {"init", "yielded value", "loop result"};
  for (unsigned k = 0; k < 3; k++)
    for (unsigned i = 0; i < niter && (k != 1 || nyield); i++) {
      rl_type *a = k == 0 ? op->operands[3 + i].value->type : body->args[1 + i]->type;
      rl_type *b = k == 0 ? body->args[1 + i]->type : k == 1 ? y->operands[i].value->type : op->results[i].type;
      if (a == b) continue;
      char *ta = type_text(a), *tb = type_text(b);
      if (k == 0)
        rl_op_emit_error(op, "%u-th init and %u-th region iter_arg have different type: '%s' != '%s'", i, i, ta, tb);
      else
        rl_op_emit_error(op, "%u-th region iter_arg and %u-th %s have different type: '%s' != '%s'", i, i, what[k], ta, tb);
      free(ta);
      free(tb);
      return false;
    }
  /* The edges: parent -> body, body -> body, body -> parent. */
  if (!check_edge(op, -1, 0, op->operands, 3, ninit, body->args + 1, NULL, body->nargs - 1)) return false;
  if (!check_region_exits(op, 0, "scf.yield", 0, body->args + 1, NULL, body->nargs - 1, 0)) return false;
  if (!check_region_exits(op, 0, "scf.yield", -1, NULL, op->results, op->nresults, 0)) return false;
  if (!check_implicit_terminator(op, 0, "scf.yield")) return false;
  if (body->args[0]->type != op->operands[0].value->type)
    return rl_op_emit_error(op, "expected induction variable to be same type as bounds and step");
  if (body->nargs - 1 != op->nresults)
    return rl_op_emit_error(op, "mismatch in number of basic block args and defined values");
  for (unsigned i = 0; i < op->nresults; i++) {
    if (op->operands[3 + i].value->type != op->results[i].type)
      return rl_op_emit_error(op, "types mismatch between %uth iter operand and defined value", i);
    if (body->args[1 + i]->type != op->results[i].type)
      return rl_op_emit_error(op, "types mismatch between %uth iter region arg and defined value", i);
  }
  return true;
}

/* ---- scf.if --------------------------------------------------------------------- */

bool rl_scf_if_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved cond;
  if (!rl_parse_operand(p, &cond)) return false;
  rl_value *v = rl_parser_resolve(p, &cond, rl_type_integer(c, 1, RL_SIGNLESS));
  if (!v) return false;
  rl_ops_add_operand(st, v);
  if (!parse_optional_arrow_types(p, st)) return false;
  rl_region *then_r = rl_ops_add_region(st);
  rl_region *else_r = rl_ops_add_region(st);
  if (!rl_parse_region(p, then_r, NULL, 0, false)) return false;
  ensure_terminator(p, then_r, "scf.yield");
  if (rl_parse_optional_keyword(p, "else")) {
    if (!rl_parse_region(p, else_r, NULL, 0, false)) return false;
    ensure_terminator(p, else_r, "scf.yield");
  }
  return rl_parse_optional_attr_dict(p, &st->attrs);
}

void rl_scf_if_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  if (op->nresults) {
    rl_print_str(p, " -> (");
    print_types(p, op->results, NULL, 0, op->nresults);
    rl_print_str(p, ")");
  }
  rl_print_str(p, " ");
  print_region(p, rl_op_region(op, 0), false, op->nresults != 0);
  if (rl_op_regions(op)[1].first) {
    rl_print_str(p, " else ");
    print_region(p, rl_op_region(op, 1), false, op->nresults != 0);
  }
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

bool rl_scf_if_verify(rl_op *op) {
  rl_region *e = rl_op_region(op, 1);
  if (e->first && e->first != e->last)
    return rl_op_emit_error(op, "region #1 ('elseRegion') failed to verify constraint: region with at most 1 blocks");
  if (op->nresults && !e->first) return rl_op_emit_error(op, "must have an else block if defining values");
  for (unsigned r = 0; r < 2; r++)
    if (!check_region_exits(op, r, "scf.yield", -1, NULL, op->results, op->nresults, 0)) return false;
  for (unsigned r = 0; r < 2; r++)
    if (!check_implicit_terminator(op, r, "scf.yield")) return false;
  return true;
}

bool rl_scf_execute_region_verify(rl_op *op) {
  rl_region *r = rl_op_region(op, 0);
  if (!r->first) return rl_op_emit_error(op, "region needs to have at least one block");
  if (r->first->nargs) return rl_op_emit_error(op, "region cannot have any arguments");
  return check_region_exits(op, 0, "scf.yield", -1, NULL, op->results, op->nresults, 0);
}

/* ---- scf.while ------------------------------------------------------------------- */

bool rl_scf_while_parse(rl_parser *p, rl_op_parse_state *st) {
  list args = {0}, inits = {0};
  bool ok = true;
  if (rl_parser_at_punct(p, "(")) ok = parse_assignment_list(p, &args, &inits);
  ok = ok && rl_parse_punct(p, ":");
  const char *at = rl_parser_pos(p);
  rl_type *ft = ok ? rl_parse_type(p) : NULL;
  ok = ft != NULL;
  if (ok && ft->kind != RL_TY_FUNCTION) ok = rl_parser_error_at(p, at, "invalid kind of type specified");
  if (ok) {
    for (unsigned i = 0; i < rl_type_func_num_results(ft); i++) rl_ops_add_result_type(st, rl_type_func_result(ft, i));
    if (rl_type_func_num_inputs(ft) != inits.n)
      ok = rl_parser_error_at(p, at, "expected as many input types as operands (expected %u got %u)", inits.n,
                              rl_type_func_num_inputs(ft));
  }
  if (ok) {
    rl_type **ts = calloc(inits.n + 1, sizeof *ts);
    for (unsigned i = 0; i < inits.n; i++) ts[i] = rl_type_func_input(ft, i);
    ok = resolve_all(p, st, &inits, ts);
    rl_region_arg *ra = region_args(&args, ts, args.n, NULL);
    rl_region *before = rl_ops_add_region(st), *after = rl_ops_add_region(st);
    ok = ok && rl_parse_region(p, before, ra, args.n, false) && rl_parse_keyword(p, "do") &&
         rl_parse_region(p, after, NULL, 0, false) && rl_parse_optional_attr_dict_with_keyword(p, &st->attrs);
    free(ra);
    free(ts);
  }
  free(args.u);
  free(inits.u);
  return ok;
}

void rl_scf_while_print(rl_printer *p, rl_op *op) {
  rl_block *before = rl_op_regions(op)[0].first;
  if (op->noperands) {
    rl_print_str(p, " (");
    for (unsigned i = 0; i < op->noperands; i++) {
      if (i) rl_print_str(p, ", ");
      if (before && i < before->nargs) rl_print_value_name(p, before->args[i]);
      rl_print_str(p, " = ");
      rl_print_value_name(p, op->operands[i].value);
    }
    rl_print_str(p, ")");
  }
  rl_print_str(p, " : (");
  print_types(p, NULL, op->operands, 0, op->noperands);
  rl_print_str(p, ") -> ");
  bool parens = op->nresults != 1 || op->results[0].type->kind == RL_TY_FUNCTION;
  if (parens) rl_print_str(p, "(");
  print_types(p, op->results, NULL, 0, op->nresults);
  if (parens) rl_print_str(p, ")");
  rl_print_str(p, " ");
  print_region(p, rl_op_region(op, 0), false, true);
  rl_print_str(p, " do ");
  print_region(p, rl_op_region(op, 1), true, true);
  rl_print_attr_dict(p, op->attrs, NULL, 0, true);
}


bool rl_scf_while_verify(rl_op *op) {
  rl_block *before = rl_op_regions(op)[0].first, *after = rl_op_regions(op)[1].first;
  if (!before || !after) return true;
  if (!check_edge(op, -1, 0, op->operands, 0, op->noperands, before->args, NULL, before->nargs)) return false;
  if (!check_region_exits(op, 0, "scf.condition", 1, after->args, NULL, after->nargs, 1)) return false;
  if (!check_region_exits(op, 0, "scf.condition", -1, NULL, op->results, op->nresults, 1)) return false;
  if (!check_region_exits(op, 1, "scf.yield", 0, before->args, NULL, before->nargs, 0)) return false;
  return check_terminator(op, 0, "scf.condition", "expects the 'before' region to terminate with 'scf.condition'") &&
         check_terminator(op, 1, "scf.yield", "expects the 'after' region to terminate with 'scf.yield'");
}

/* ---- scf.index_switch ---------------------------------------------------------------- */

bool rl_scf_index_switch_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved arg;
  if (!rl_parse_operand(p, &arg)) return false;
  rl_value *v = rl_parser_resolve(p, &arg, rl_type_index(c));
  if (!v) return false;
  rl_ops_add_operand(st, v);
  if (!rl_parse_optional_attr_dict(p, &st->attrs)) return false;
  if (rl_parse_optional_punct(p, "->")) {
    do {
      rl_type *t = rl_parse_type(p);
      if (!t) return false;
      rl_ops_add_result_type(st, t);
    } while (rl_parse_optional_punct(p, ","));
  }
  uint64_t *vals = NULL;
  unsigned n = 0, cap = 0;
  rl_region *def = rl_ops_add_region(st);
  bool ok = true;
  while (ok && rl_parse_optional_keyword(p, "case")) {
    int64_t x;
    ok = rl_parse_integer(p, &x);
    if (!ok) break;
    if (n == cap) vals = realloc(vals, (cap = cap ? cap * 2 : 4) * sizeof *vals);
    vals[n++] = (uint64_t)x;
    rl_region *r = rl_ops_add_region(st);
    ok = rl_parse_region(p, r, NULL, 0, false);
    if (ok) ensure_terminator(p, r, "scf.yield");
  }
  if (ok) rl_ops_set_prop(c, st, "cases", rl_attr_dense_array(c, rl_type_integer(c, 64, RL_SIGNLESS), n, vals));
  free(vals);
  ok = ok && rl_parse_keyword(p, "default") && rl_parse_region(p, def, NULL, 0, false);
  if (ok) ensure_terminator(p, def, "scf.yield");
  return ok;
}

void rl_scf_index_switch_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  static const char *const elided[] = {"cases"};
  rl_print_attr_dict(p, op->attrs, elided, 1, false);
  if (op->nresults) {
    rl_print_str(p, " -> ");
    print_types(p, op->results, NULL, 0, op->nresults);
  }
  rl_print_str(p, " ");
  rl_attr *cases = prop(op, "cases");
  unsigned n = cases && cases->kind == RL_AT_DENSE_ARRAY ? cases->n - 1 : 0;
  for (unsigned i = 0; i < n && i + 1 < op->nregions; i++) {
    rl_print_newline(p);
    char buf[32];
    snprintf(buf, sizeof buf, "case %lld ", (long long)(int64_t)cases->w[1 + i]);
    rl_print_str(p, buf);
    print_region(p, rl_op_region(op, 1 + i), false, true);
  }
  rl_print_newline(p);
  rl_print_str(p, "default ");
  print_region(p, rl_op_region(op, 0), true, prints_terminator(rl_op_region(op, 0)));
}

/* MLIR's IndexSwitchOp::verify. */
static bool switch_region(rl_op *op, rl_region *r, const char *name) {
  rl_op *t = r->first ? r->first->last : NULL;
  if (!t || !rl_scf_yield_isa(t)) {
    char buf[64];
    snprintf(buf, sizeof buf, "expected region to end with scf.yield, but got %s", t ? t->info->name->str : "");
    return op_error_note(op, t ? t->loc : NULL, NULL, "%s", buf);
  }
  if (t->noperands != op->nresults)
    return op_error_note(op, t->loc, "see yield operation here", "expected each region to return %u values, but %s returns %u",
                         op->nresults, name, t->noperands);
  for (unsigned i = 0; i < op->nresults; i++)
    if (t->operands[i].value->type != op->results[i].type) {
      char *a = type_text(op->results[i].type), *b = type_text(t->operands[i].value->type);
      char note[256];
      snprintf(note, sizeof note, "%s returns '%s' here", name, b);
      op_error_note(op, t->loc, note, "expected result #%u of each region to be '%s'", i, a);
      free(a);
      free(b);
      return false;
    }
  return true;
}

bool rl_scf_index_switch_verify(rl_op *op) {
  rl_attr *cases = prop(op, "cases");
  unsigned n = cases && cases->kind == RL_AT_DENSE_ARRAY ? cases->n - 1 : 0;
  if (n != op->nregions - 1u)
    return rl_op_emit_error(op, "has %u case regions but %u case values", op->nregions - 1, n);
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      if (cases->w[1 + i] == cases->w[1 + j])
        return rl_op_emit_error(op, "has duplicate case value: %lld", (long long)(int64_t)cases->w[1 + i]);
  if (!switch_region(op, rl_op_region(op, 0), "default region")) return false;
  for (unsigned i = 0; i < n; i++) {
    char name[32];
    snprintf(name, sizeof name, "case region #%u", i);
    if (!switch_region(op, rl_op_region(op, 1 + i), name)) return false;
  }
  return true;
}

/* ---- scf.parallel and scf.reduce ------------------------------------------------------- */

bool rl_scf_parallel_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  list ivs = {0}, lbs = {0}, ubs = {0}, steps = {0}, inits = {0};
  rl_type *idx = rl_type_index(c);
  bool ok = parse_operand_list_paren(p, &ivs) && rl_parse_punct(p, "=");
  const char *at = rl_parser_pos(p);
  ok = ok && parse_operand_list_paren(p, &lbs);
  if (ok && lbs.n != ivs.n) ok = rl_parser_error_at(p, at, "expected %u operands", ivs.n);
  ok = ok && resolve_all_one(p, st, &lbs, idx) && rl_parse_keyword(p, "to");
  at = rl_parser_pos(p);
  ok = ok && parse_operand_list_paren(p, &ubs);
  if (ok && ubs.n != ivs.n) ok = rl_parser_error_at(p, at, "expected %u operands", ivs.n);
  ok = ok && resolve_all_one(p, st, &ubs, idx) && rl_parse_keyword(p, "step");
  at = rl_parser_pos(p);
  ok = ok && parse_operand_list_paren(p, &steps);
  if (ok && steps.n != ivs.n) ok = rl_parser_error_at(p, at, "expected %u operands", ivs.n);
  ok = ok && resolve_all_one(p, st, &steps, idx);
  if (ok && rl_parse_optional_keyword(p, "init")) ok = parse_operand_list_paren(p, &inits);
  ok = ok && parse_optional_arrow_types(p, st);
  if (ok) {
    rl_region_arg *ra = region_args(&ivs, NULL, ivs.n, idx);
    rl_region *r = rl_ops_add_region(st);
    ok = rl_parse_region(p, r, ra, ivs.n, false);
    free(ra);
    if (ok) {
      uint64_t seg[4] = {lbs.n, ubs.n, steps.n, inits.n};
      rl_ops_set_prop(c, st, "operandSegmentSizes", rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), 4, seg));
      ok = rl_parse_optional_attr_dict(p, &st->attrs);
    }
    if (ok) ensure_terminator(p, r, "scf.reduce");
    if (ok && inits.n != st->nresults)
    {
      rl_emit_error(c, rl_parser_op_loc(p), "custom op 'scf.parallel' %u operands present, but expected %u", inits.n,
                    st->nresults);
      ok = false;
    }
    ok = ok && resolve_all(p, st, &inits, st->result_types);
  }
  free(ivs.u);
  free(lbs.u);
  free(ubs.u);
  free(steps.u);
  free(inits.u);
  return ok;
}

void rl_scf_parallel_print(rl_printer *p, rl_op *op) {
  unsigned nlb, nub, nst, ninit;
  unsigned flb = rl_op_operand_group(op, 0, &nlb), fub = rl_op_operand_group(op, 1, &nub),
           fst = rl_op_operand_group(op, 2, &nst), fin = rl_op_operand_group(op, 3, &ninit);
  rl_block *body = rl_op_regions(op)[0].first;
  rl_print_str(p, " (");
  for (unsigned i = 0; body && i < body->nargs; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, body->args[i]);
  }
  rl_print_str(p, ") = (");
  print_operands(p, op, flb, nlb);
  rl_print_str(p, ") to (");
  print_operands(p, op, fub, nub);
  rl_print_str(p, ") step (");
  print_operands(p, op, fst, nst);
  rl_print_str(p, ")");
  if (ninit) {
    rl_print_str(p, " init (");
    print_operands(p, op, fin, ninit);
    rl_print_str(p, ")");
  }
  print_arrow_types(p, op);
  rl_print_str(p, " ");
  print_region(p, rl_op_region(op, 0), false, true);
  static const char *const elided[] = {"operandSegmentSizes"};
  rl_print_attr_dict(p, op->attrs, elided, 1, false);
}

bool rl_scf_parallel_verify(rl_op *op) {
  unsigned nlb, nub, nst, ninit;
  rl_op_operand_group(op, 0, &nlb);
  rl_op_operand_group(op, 1, &nub);
  rl_op_operand_group(op, 2, &nst);
  rl_op_operand_group(op, 3, &ninit);
  if (!nst) return rl_op_emit_error(op, "needs at least one tuple element for lowerBound, upperBound and step");
  unsigned fst = rl_op_operand_group(op, 2, &nst);
  for (unsigned i = 0; i < nst; i++) {
    rl_op *d = rl_value_defining_op(op->operands[fst + i].value);
    if (d && !strcmp(d->info->name->str, "arith.constant")) {
      rl_attr *v = prop(d, "value");
      if (v && v->kind == RL_AT_INTEGER && v->w[1] == 0)
        return rl_op_emit_error(op, "constant step operand must be positive");
    }
  }
  rl_block *body = rl_op_regions(op)[0].first;
  if (!body) return true;
  if (body->nargs != nst)
    return rl_op_emit_error(op, "expects the same number of induction variables: %u as bound and step values: %u",
                            body->nargs, nst);
  for (unsigned i = 0; i < body->nargs; i++)
    if (!rl_type_is_index(body->args[i]->type))
      return rl_op_emit_error(op, "expects arguments for the induction variable to be of index type");
  if (!check_terminator(op, 0, "scf.reduce", "expects body to terminate with 'scf.reduce'")) return false;
  rl_op *t = body->last;
  if (t->nregions != op->nresults)
    return rl_op_emit_error(op, "expects number of results: %u to be the same as number of reductions: %u", op->nresults,
                            t->nregions);
  for (unsigned i = 0; i < t->nregions && i < t->noperands; i++)
    if (t->operands[i].value->type != op->results[i].type) {
      char *a = type_text(t->operands[i].value->type), *b = type_text(op->results[i].type);
      rl_op_emit_error(t, "expects type of %u-th reduction operand: '%s' to be the same as the %u-th result type: '%s'", i, a, i, b);
      free(a);
      free(b);
      return false;
    }
  return true;
}

bool rl_scf_reduce_verify(rl_op *op) {
  for (unsigned i = 0; i < op->nregions && i < op->noperands; i++) {
    rl_block *b = rl_op_regions(op)[i].first;
    /* An empty block is the block verifier's ("empty block: expect at least
     * a terminator"), which MLIR runs before this (its verifyRegions). */
    if (!b || !b->first) continue;
    rl_type *t = op->operands[i].value->type;
    if (b->nargs != 2 || b->args[0]->type != t || b->args[1]->type != t) {
      char *a = type_text(t);
      rl_op_emit_error(op, "expected two block arguments with type '%s' in the %u-th reduction region", a, i);
      free(a);
      return false;
    }
    rl_op *r = b->last;
    if (!r || !rl_scf_reduce_return_isa(r))
      return rl_op_emit_error(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
  }
  return true;
}

bool rl_scf_reduce_return_verify(rl_op *op) {
  rl_op *reduce = rl_op_parent_op(op);
  if (!reduce || !op->parent || !op->parent->parent) return true;
  unsigned i = 0;
  while (i < reduce->nregions && rl_op_region(reduce, i) != op->parent->parent) i++;
  if (i >= reduce->noperands) return true;
  rl_type *want = reduce->operands[i].value->type, *have = op->operands[0].value->type;
  if (want != have) {
    char *a = type_text(have), *b = type_text(want);
    rl_op_emit_error(op, "must have type '%s' (the type of the reduction inputs)", b);
    free(a);
    free(b);
    return false;
  }
  return true;
}

/* ---- scf.yield -------------------------------------------------------------------- */

bool rl_scf_yield_verify(rl_op *op) {
  rl_op *parent = rl_op_parent_op(op);
  static const char *const ok[] = {"scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"};
  for (unsigned i = 0; parent && i < 5; i++)
    if (!strcmp(parent->info->name->str, ok[i])) return true;
  return rl_op_emit_error(op, "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'");
}

/* ---- scf.forall and scf.forall.in_parallel ----------------------------------------- */

#define DYNAMIC INT64_MIN

/* `(%a, 4, %b)`: a mixed list of SSA values and integers. */
static bool parse_dynamic_index_list(rl_parser *p, list *vals, uint64_t **stat, unsigned *nstat) {
  unsigned cap = 0;
  *stat = NULL;
  *nstat = 0;
  if (!rl_parse_punct(p, "(")) return false;
  if (rl_parse_optional_punct(p, ")")) return true;
  do {
    if (*nstat == cap) *stat = realloc(*stat, (cap = cap ? cap * 2 : 4) * sizeof **stat);
    if (rl_parser_at_operand(p)) {
      rl_unresolved u;
      if (!rl_parse_operand(p, &u)) return false;
      list_push(vals, &u);
      (*stat)[(*nstat)++] = (uint64_t)DYNAMIC;
    } else {
      int64_t x;
      if (!rl_parse_integer(p, &x)) return false;
      (*stat)[(*nstat)++] = (uint64_t)x;
    }
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, ")");
}

bool rl_scf_forall_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_type *idx = rl_type_index(c), *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  list ivs = {0}, dlb = {0}, dub = {0}, dst = {0}, outs = {0}, out_args = {0};
  uint64_t *slb = NULL, *sub = NULL, *sst = NULL;
  unsigned nlb = 0, nub = 0, nst = 0;
  bool ok = parse_operand_list_paren(p, &ivs);
  if (ok && rl_parse_optional_keyword(p, "in")) {
    ok = parse_dynamic_index_list(p, &dub, &sub, &nub);
    if (ok) {
      nlb = nst = nub;
      slb = calloc(nub + 1, sizeof *slb);
      sst = calloc(nub + 1, sizeof *sst);
      for (unsigned i = 0; i < nub; i++) sst[i] = 1;
    }
  } else if (ok) {
    ok = rl_parse_punct(p, "=") && parse_dynamic_index_list(p, &dlb, &slb, &nlb) && rl_parse_keyword(p, "to") &&
         parse_dynamic_index_list(p, &dub, &sub, &nub) && rl_parse_keyword(p, "step") &&
         parse_dynamic_index_list(p, &dst, &sst, &nst);
  }
  const char *outs_at = rl_parser_pos(p);
  if (ok && rl_parse_optional_keyword(p, "shared_outs")) {
    ok = parse_assignment_list(p, &out_args, &outs);
  }
  if (ok && rl_parse_optional_punct(p, "->")) ok = rl_parse_result_types(p, st);
  if (ok && outs.n != st->nresults)
    ok = rl_parser_error_at(p, outs_at, "%u operands present, but expected %u", outs.n, st->nresults);
  ok = ok && resolve_all_one(p, st, &dlb, idx) && resolve_all_one(p, st, &dub, idx) && resolve_all_one(p, st, &dst, idx) &&
       resolve_all(p, st, &outs, st->result_types);
  if (ok) {
    unsigned n = ivs.n + out_args.n;
    rl_region_arg *ra = calloc(n + 1, sizeof *ra);
    for (unsigned i = 0; i < ivs.n; i++) ra[i] = (rl_region_arg){.name = ivs.u[i], .type = idx};
    for (unsigned i = 0; i < out_args.n; i++) ra[ivs.n + i] = (rl_region_arg){.name = out_args.u[i], .type = st->result_types[i]};
    rl_region *r = rl_ops_add_region(st);
    ok = rl_parse_region(p, r, ra, n, false);
    free(ra);
    if (ok) ensure_terminator(p, r, "scf.forall.in_parallel");
  }
  if (ok) {
    rl_ops_set_prop(c, st, "staticLowerBound", rl_attr_dense_array(c, i64, nlb, slb));
    rl_ops_set_prop(c, st, "staticUpperBound", rl_attr_dense_array(c, i64, nub, sub));
    rl_ops_set_prop(c, st, "staticStep", rl_attr_dense_array(c, i64, nst, sst));
    uint64_t seg[4] = {dlb.n, dub.n, dst.n, outs.n};
    rl_ops_set_prop(c, st, "operandSegmentSizes", rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), 4, seg));
    ok = rl_parse_optional_attr_dict(p, &st->attrs);
    /* `mapping` written in the attribute dictionary is a property. */
    rl_attr *m = st->attrs ? rl_attr_dict_get(st->attrs, rl_ident_cstr(c, "mapping")) : NULL;
    if (ok && m) {
      rl_ops_set_prop(c, st, "mapping", m);
      st->attrs = rl_attr_dict_set(c, st->attrs, rl_ident_cstr(c, "mapping"), NULL);
      if (!st->attrs->n) st->attrs = NULL;
    }
  }
  free(ivs.u);
  free(dlb.u);
  free(dub.u);
  free(dst.u);
  free(outs.u);
  free(out_args.u);
  free(slb);
  free(sub);
  free(sst);
  return ok;
}

static void print_dynamic_index_list(rl_printer *p, rl_op *op, unsigned first, rl_attr *stat) {
  rl_print_str(p, "(");
  unsigned n = stat && stat->kind == RL_AT_DENSE_ARRAY ? stat->n - 1 : 0, k = 0;
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    int64_t v = (int64_t)stat->w[1 + i];
    if (v == DYNAMIC) rl_print_value_name(p, op->operands[first + k++].value);
    else {
      char buf[32];
      snprintf(buf, sizeof buf, "%lld", (long long)v);
      rl_print_str(p, buf);
    }
  }
  rl_print_str(p, ")");
}

static bool all_equal(rl_attr *a, int64_t v) {
  unsigned n = a && a->kind == RL_AT_DENSE_ARRAY ? a->n - 1 : 0;
  for (unsigned i = 0; i < n; i++)
    if ((int64_t)a->w[1 + i] != v) return false;
  return true;
}

void rl_scf_forall_print(rl_printer *p, rl_op *op) {
  unsigned nlb, nub, nst, nout;
  unsigned flb = rl_op_operand_group(op, 0, &nlb), fub = rl_op_operand_group(op, 1, &nub),
           fst = rl_op_operand_group(op, 2, &nst), fout = rl_op_operand_group(op, 3, &nout);
  rl_attr *slb = prop(op, "staticLowerBound"), *sub = prop(op, "staticUpperBound"), *sst = prop(op, "staticStep");
  rl_block *body = rl_op_regions(op)[0].first;
  unsigned niv = body && body->nargs >= nout ? body->nargs - nout : 0;
  rl_print_str(p, " (");
  for (unsigned i = 0; i < niv; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, body->args[i]);
  }
  if (!nlb && !nst && all_equal(slb, 0) && all_equal(sst, 1)) {
    rl_print_str(p, ") in ");
    print_dynamic_index_list(p, op, fub, sub);
  } else {
    rl_print_str(p, ") = ");
    print_dynamic_index_list(p, op, flb, slb);
    rl_print_str(p, " to ");
    print_dynamic_index_list(p, op, fub, sub);
    rl_print_str(p, " step ");
    print_dynamic_index_list(p, op, fst, sst);
  }
  if (nout) {
    rl_print_str(p, " shared_outs(");
    for (unsigned i = 0; i < nout; i++) {
      if (i) rl_print_str(p, ", ");
      if (body && niv + i < body->nargs) rl_print_value_name(p, body->args[niv + i]);
      rl_print_str(p, " = ");
      rl_print_value_name(p, op->operands[fout + i].value);
    }
    rl_print_str(p, ")");
  }
  rl_print_str(p, " ");
  if (nout) {
    rl_print_str(p, "-> (");
    print_types(p, op->results, NULL, 0, op->nresults);
    rl_print_str(p, ") ");
  }
  print_region(p, rl_op_region(op, 0), false, op->nresults != 0);
  rl_attr *m = prop(op, "mapping");
  if (m) {
    rl_context *c = rl_op_context(op);
    rl_attr *d = rl_attr_dict_set(c, op->attrs ? op->attrs : rl_attr_dict(c, 0, NULL, NULL), rl_ident_cstr(c, "mapping"), m);
    rl_print_attr_dict(p, d, NULL, 0, false);
  } else {
    rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  }
}

bool rl_scf_forall_verify(rl_op *op) {
  unsigned nout;
  rl_op_operand_group(op, 3, &nout);
  if (op->nresults != nout) return rl_op_emit_error(op, "produces %u results, but has only %u outputs", op->nresults, nout);
  rl_attr *sub = prop(op, "staticUpperBound");
  unsigned rank = sub && sub->kind == RL_AT_DENSE_ARRAY ? sub->n - 1 : 0;
  rl_attr *map = prop(op, "mapping");
  if (map && map->kind == RL_AT_ARRAY && map->n && map->n != rank)
    return rl_op_emit_error(op, "mapping attribute size must match op rank");
  rl_block *body = rl_op_regions(op)[0].first;
  if (!body) return true;
  if (body->nargs != rank + nout)
    return rl_op_emit_error(op, "region expects %u arguments", rank + nout);
  for (unsigned i = 0; i < rank; i++)
    if (!rl_type_is_index(body->args[i]->type))
      return rl_op_emit_error(op, "expects %u-th block argument to be an index", i);
  for (unsigned i = 0; i < nout; i++)
    if (body->args[rank + i]->type != op->results[i].type)
      return rl_op_emit_error(op, "type mismatch between %u-th output and corresponding block argument", i);
  return check_implicit_terminator(op, 0, "scf.forall.in_parallel");
}

bool rl_scf_in_parallel_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_region *r = rl_ops_add_region(st);
  if (!rl_parse_region(p, r, NULL, 0, false)) return false;
  if (!r->first) rl_region_append_block(r, rl_block_create(c));
  return rl_parse_optional_attr_dict(p, &st->attrs);
}

void rl_scf_in_parallel_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  print_region(p, rl_op_region(op, 0), false, false);
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

/* ---- scf.reduce ------------------------------------------------------------------ */

/* `(%a, %b : t1, t2) {region}, {region} {attrs}`: regions may be absent. */
bool rl_scf_reduce_parse(rl_parser *p, rl_op_parse_state *st) {
  list ops = {0};
  rl_type **ts = NULL;
  unsigned nt = 0, cap = 0;
  bool ok = true;
  if (rl_parse_optional_punct(p, "(")) {
    do {
      rl_unresolved u;
      ok = rl_parse_operand(p, &u);
      if (ok) list_push(&ops, &u);
    } while (ok && rl_parse_optional_punct(p, ","));
    ok = ok && rl_parse_punct(p, ":");
    while (ok) {
      rl_type *t = rl_parse_type(p);
      if (!t) { ok = false; break; }
      if (nt == cap) ts = realloc(ts, (cap = cap ? cap * 2 : 4) * sizeof *ts);
      ts[nt++] = t;
      if (!rl_parse_optional_punct(p, ",")) break;
    }
    ok = ok && rl_parse_punct(p, ")");
    if (ok && nt != ops.n) ok = rl_parser_error(p, "%u operands present, but expected %u", ops.n, nt);
    ok = ok && resolve_all(p, st, &ops, ts);
  }
  if (ok && rl_parser_at_region(p)) {
    do {
      rl_region *r = rl_ops_add_region(st);
      ok = rl_parse_region(p, r, NULL, 0, false);
    } while (ok && rl_parse_optional_punct(p, ","));
  }
  ok = ok && rl_parse_optional_attr_dict(p, &st->attrs);
  free(ops.u);
  free(ts);
  return ok;
}

void rl_scf_reduce_print(rl_printer *p, rl_op *op) {
  if (op->noperands) {
    rl_print_str(p, "(");
    print_operands(p, op, 0, op->noperands);
    rl_print_str(p, " : ");
    print_types(p, NULL, op->operands, 0, op->noperands);
    rl_print_str(p, ")");
  }
  rl_print_str(p, " ");
  for (unsigned i = 0; i < op->nregions; i++) {
    if (i) rl_print_str(p, ", ");
    print_region(p, rl_op_region(op, i), true, true);
  }
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}
