/* The memref dialect's C hooks: the custom syntax of alloca_scope,
 * transpose, generic_atomic_rmw and prefetch, the custom directives
 * (mixed static/dynamic index lists, a global's type and initial value, the
 * element type of load and store), result names, and the verifiers.
 * Declared in memref.ops. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/asm.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/memref/memref_ops.h"

static rl_ident *id(rl_context *c, const char *s) { return rl_ident_cstr(c, s); }
static rl_attr *prop(rl_op *op, const char *name) { return rl_op_get_prop(op, id(rl_op_context(op), name)); }
static rl_type *i64t(rl_context *c) { return rl_type_integer(c, 64, RL_SIGNLESS); }
static bool is_memref(const rl_type *t) { return t && t->kind == RL_TY_MEMREF; }
static bool is_any_memref(const rl_type *t) { return t && (t->kind == RL_TY_MEMREF || t->kind == RL_TY_UNRANKED_MEMREF); }
static rl_type *otype(rl_op *op, unsigned i) { return op->operands[i].value->type; }

static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}

/* ---- result names (MLIR's getAsmResultNames) --------------------------------- */

void rl_memref_names(rl_op *op, rl_set_name_fn set, void *ud) {
  const char *n = op->info->name->str + strlen("memref.");
  if (!strcmp(n, "memory_space_cast")) n = "memspacecast";
  else if (!strcmp(n, "extract_aligned_pointer_as_index")) n = "intptr";
  if (op->nresults) set(ud, &op->results[0], n);
}

void rl_memref_extract_strided_metadata_names(rl_op *op, rl_set_name_fn set, void *ud) {
  if (op->nresults < 2) return;
  set(ud, &op->results[0], "base_buffer");
  set(ud, &op->results[1], "offset");
  unsigned r = (op->nresults - 2) / 2;
  if (r) {
    set(ud, &op->results[2], "sizes");
    set(ud, &op->results[2 + r], "strides");
  }
}

/* ---- custom directives ---------------------------------------------------------- */

/* custom<MemRefElementType>(type($x), ref(type($memref))): $x's type is the
 * memref's element type; nothing is written. */
bool rl_custom_MemRefElementType_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (nargs < 2) return false;
  rl_type *mt = rl_fmt_slot_type(args[1], 0);
  if (!is_memref(mt)) return rl_parser_error(p, "invalid kind of type specified");
  rl_fmt_slot_add_type(args[0], rl_type_elem(mt));
  return true;
}
void rl_custom_MemRefElementType_print(rl_printer *p, rl_op *op) { (void)p, (void)op; }

/* MLIR's DynamicIndexList: `[0, %o, 4]`, static values in a dense i64 array
 * with INT64_MIN (ShapedType::kDynamic) where an operand stands. */
static bool parse_index_list(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (nargs < 2) return false;
  rl_context *c = rl_parser_context(p);
  if (!rl_parse_punct(p, "[")) return false;
  uint64_t stack[16], *v = stack;
  size_t n = 0, cap = 16;
  bool ok = true;
  if (!rl_parser_at_punct(p, "]")) do {
      int64_t x;
      if (rl_parser_at_operand(p)) {
        rl_unresolved u;
        if (!(ok = rl_parse_operand(p, &u))) break;
        rl_fmt_slot_add_operand(args[0], &u);
        x = RL_DYNAMIC;
      } else if (!(ok = rl_parse_integer(p, &x))) {
        break;
      }
      if (n == cap) {
        cap *= 2;
        v = v == stack ? memcpy(malloc(cap * sizeof *v), stack, sizeof stack) : realloc(v, cap * sizeof *v);
      }
      v[n++] = (uint64_t)x;
    } while (rl_parse_optional_punct(p, ","));
  if (ok) ok = rl_parse_punct(p, "]");
  if (ok) rl_fmt_slot_set_attr(args[1], rl_attr_dense_array(c, i64t(c), n, v));
  if (v != stack) free(v);
  return ok;
}

static void print_index_list(rl_printer *p, rl_op *op, unsigned group, const char *static_name) {
  rl_attr *st = prop(op, static_name);
  unsigned size = 0, first = rl_op_operand_group(op, group, &size), k = 0;
  rl_strbuf *out = rl_printer_out(p);
  rl_sb_putc(out, '[');
  for (unsigned i = 0; st && i + 1 < st->n; i++) {
    if (i) rl_sb_puts(out, ", ");
    int64_t x = (int64_t)st->w[1 + i];
    if (x == RL_DYNAMIC && k < size) rl_print_value_name(p, op->operands[first + k++].value);
    else rl_sb_i64(out, x);
  }
  rl_sb_putc(out, ']');
}

bool rl_custom_MemRefOffsets_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) { return parse_index_list(p, args, nargs); }
bool rl_custom_MemRefSizes_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) { return parse_index_list(p, args, nargs); }
bool rl_custom_MemRefStrides_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) { return parse_index_list(p, args, nargs); }
bool rl_custom_MemRefOutputShape_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) { return parse_index_list(p, args, nargs); }
void rl_custom_MemRefOffsets_print(rl_printer *p, rl_op *op) { print_index_list(p, op, 1, "static_offsets"); }
void rl_custom_MemRefSizes_print(rl_printer *p, rl_op *op) { print_index_list(p, op, 2, "static_sizes"); }
void rl_custom_MemRefStrides_print(rl_printer *p, rl_op *op) { print_index_list(p, op, 3, "static_strides"); }
void rl_custom_MemRefOutputShape_print(rl_printer *p, rl_op *op) { print_index_list(p, op, 1, "static_output_shape"); }

static bool has_static_shape(const rl_type *t) {
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) == RL_DYNAMIC) return false;
  return true;
}

/* custom<MemRefSymbolOperands>($symbolOperands): `[%s0, %s1]` right after
 * alloc's `(...)`, or nothing (MLIR's (`` `[` $symbolOperands^ `]`)?). */
bool rl_custom_MemRefSymbolOperands_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (nargs < 1) return false;
  if (!rl_parse_optional_punct(p, "[")) return true;
  if (!rl_parser_at_punct(p, "]")) do {
      rl_unresolved u;
      if (!rl_parse_operand(p, &u)) return false;
      rl_fmt_slot_add_operand(args[0], &u);
    } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, "]");
}

void rl_custom_MemRefSymbolOperands_print(rl_printer *p, rl_op *op) {
  unsigned size = 0, first = rl_op_operand_group(op, 1, &size);
  if (!size) return;
  rl_print_str(p, "[");
  for (unsigned i = 0; i < size; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[first + i].value);
  }
  rl_print_str(p, "]");
}

/* `memref.global ["vis"] [constant] @name : memref<...> [= init | = uninitialized] [attr-dict]`
 * (MLIR's declarative format with custom<GlobalMemrefOpTypeAndInitialValue>). */
bool rl_memref_global_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  if (rl_parser_at_string(p)) {
    rl_strbuf b = {0};
    if (!rl_parse_string(p, &b)) return false;
    rl_ops_set_prop(c, st, "sym_visibility", rl_attr_string(c, b.data ? b.data : "", b.len, NULL));
    free(b.data);
  }
  if (rl_parse_optional_keyword(p, "constant")) rl_ops_set_prop(c, st, "constant", rl_attr_unit(c));
  rl_attr *name = rl_parse_symbol_name(p);
  if (!name) return false;
  rl_ops_set_prop(c, st, "sym_name", name);
  if (!rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  if (!is_memref(t) || !has_static_shape(t)) {
    char *s = type_text(t);
    rl_emit_error(c, rl_parser_op_loc(p), "custom op 'memref.global' type should be static shaped memref, but got %s", s);
    free(s);
    return false;
  }
  rl_ops_set_prop(c, st, "type", rl_attr_type(c, t));
  if (rl_parse_optional_punct(p, "=")) {
    if (rl_parse_optional_keyword(p, "uninitialized")) {
      rl_ops_set_prop(c, st, "initial_value", rl_attr_unit(c));
    } else {
      int64_t dims[64];
      unsigned r = rl_type_rank(t);
      for (unsigned i = 0; i < r && i < 64; i++) dims[i] = rl_type_dim(t, i);
      rl_type *tt = rl_type_tensor(c, r, dims, rl_type_elem(t), NULL);
      rl_attr *v = rl_parse_attr(p, tt);
      if (!v) return false;
      if (v->kind != RL_AT_DENSE) {
        rl_emit_error(c, rl_parser_op_loc(p), "custom op 'memref.global' initial value should be a unit or elements attribute");
        return false;
      }
      rl_ops_set_prop(c, st, "initial_value", v);
    }
  }
  return rl_parse_optional_attr_dict(p, &st->attrs);
}

void rl_memref_global_print(rl_printer *p, rl_op *op) {
  rl_attr *vis = prop(op, "sym_visibility"), *name = prop(op, "sym_name");
  rl_attr *t = prop(op, "type"), *iv = prop(op, "initial_value");
  rl_print_str(p, " ");
  if (vis) {
    rl_print_attr_p(p, vis);
    rl_print_str(p, " ");
  }
  if (prop(op, "constant")) rl_print_str(p, "constant ");
  if (name && name->kind == RL_AT_STRING) rl_print_symbol_name(p, rl_attr_string_ident(name));
  rl_print_str(p, " : ");
  if (t && t->kind == RL_AT_TYPE) rl_print_type_p(p, rl_attr_type_value(t));
  if (iv) {
    rl_print_str(p, " = ");
    if (iv->kind == RL_AT_UNIT) rl_print_str(p, "uninitialized");
    else rl_print_attr_without_type(p, iv);
  }
  rl_attr *al = prop(op, "alignment");
  /* The alignment is a property printed in the attribute dictionary. */
  if (al || op->attrs) {
    rl_context *c = rl_op_context(op);
    rl_attr *d = op->attrs;
    if (al) d = rl_attr_dict_set(c, d, id(c, "alignment"), al);
    rl_print_attr_dict(p, d, NULL, 0, false);
  }
}

/* ---- alloca_scope ----------------------------------------------------------- */

/* `memref.alloca_scope [-> (types)] {region} [attr-dict]`; without results
 * the terminator (memref.alloca_scope.return) is implicit. */
bool rl_memref_alloca_scope_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  if (rl_parse_optional_punct(p, "->") && !rl_parse_result_types(p, st)) return false;
  rl_region *r = rl_ops_add_region(st);
  if (!rl_parse_region(p, r, NULL, 0, false)) return false;
  if (!r->first) rl_region_append_block(r, rl_block_create(c));
  rl_block *b = r->first;
  rl_op *last = rl_block_terminator(b);
  if (!last || !(last->info->traits & RL_TRAIT_TERMINATOR)) {
    rl_opinfo *ri = rl_opinfo_find_cstr(c, "memref.alloca_scope.return");
    rl_op_state s = {.info = ri, .loc = rl_parser_op_loc(p)};
    rl_block_append_op(b, rl_op_create(c, &s));
  }
  return rl_parse_optional_attr_dict(p, &st->attrs);
}

void rl_memref_alloca_scope_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  if (op->nresults) {
    rl_print_str(p, " -> (");
    rl_print_result_types(p, op);
    rl_print_str(p, ")");
  }
  rl_print_str(p, " ");
  rl_region *r = rl_op_region(op, 0);
  /* Without its terminator when it yields nothing, as MLIR prints it. */
  if (op->nresults) rl_print_region(p, r, false, true);
  else rl_print_region_no_terminators(p, r, false, true);
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

bool rl_memref_alloca_scope_verify(rl_op *op) {
  rl_block *b = op->nregions ? rl_op_regions(op)[0].first : NULL;
  rl_op *t = b ? rl_block_terminator(b) : NULL;
  if (!t || !rl_memref_alloca_scope_return_isa(t)) return true;
  if (t->noperands != op->nresults)
    return rl_op_emit_error(t, "expects %u operands to match the parent op's results, got %u", op->nresults, t->noperands);
  for (unsigned i = 0; i < op->nresults; i++)
    if (otype(t, i) != op->results[i].type)
      return rl_op_emit_error(t, "type of operand #%u does not match the parent op's result type", i);
  return true;
}

/* ---- transpose -------------------------------------------------------------- */

/* A permutation map written bare: `(d0, d1) -> (d1, d0)`. */
static rl_attr *parse_perm_map(rl_parser *p) {
  rl_context *c = rl_parser_context(p);
  char names[16][32];
  unsigned nd = 0, nr = 0;
  rl_attr *res[16];
  if (!rl_parse_punct(p, "(")) return NULL;
  if (!rl_parser_at_punct(p, ")")) do {
      if (nd == 16 || !rl_parse_optional_any_keyword(p, names[nd], sizeof names[nd])) {
        rl_parser_error(p, "expected bare identifier");
        return NULL;
      }
      nd++;
    } while (rl_parse_optional_punct(p, ","));
  if (!rl_parse_punct(p, ")") || !rl_parse_punct(p, "->") || !rl_parse_punct(p, "(")) return NULL;
  if (!rl_parser_at_punct(p, ")")) do {
      char buf[32];
      const char *at = rl_parser_pos(p);
      if (nr == 16 || !rl_parse_optional_any_keyword(p, buf, sizeof buf)) {
        rl_parser_error(p, "expected a dimension identifier");
        return NULL;
      }
      unsigned k = 0;
      while (k < nd && strcmp(names[k], buf)) k++;
      if (k == nd) {
        rl_parser_error_at(p, at, "use of undeclared identifier");
        return NULL;
      }
      res[nr++] = rl_affine_dim(c, k);
    } while (rl_parse_optional_punct(p, ","));
  if (!rl_parse_punct(p, ")")) return NULL;
  return rl_affine_map(c, nd, 0, nr, res);
}

bool rl_memref_transpose_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved in;
  if (!rl_parse_operand(p, &in)) return false;
  rl_attr *m = parse_perm_map(p);
  if (!m) return false;
  rl_ops_set_prop(c, st, "permutation", m);
  if (!rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":")) return false;
  rl_type *src = rl_parse_type(p);
  if (!src || !rl_parse_keyword(p, "to")) return false;
  rl_type *dst = rl_parse_type(p);
  if (!dst) return false;
  rl_value *v = rl_parser_resolve(p, &in, src);
  if (!v) return false;
  rl_ops_add_operand(st, v);
  rl_ops_add_result_type(st, dst);
  return true;
}

void rl_memref_transpose_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, " ");
  rl_attr *m = prop(op, "permutation");
  if (m && m->kind == RL_AT_AFFINE_MAP) {
    rl_strbuf *out = rl_printer_out(p);
    unsigned nd = (unsigned)m->w[0];
    rl_sb_putc(out, '(');
    for (unsigned i = 0; i < nd; i++) {
      if (i) rl_sb_puts(out, ", ");
      rl_sb_putc(out, 'd');
      rl_sb_i64(out, i);
    }
    rl_sb_puts(out, ") -> (");
    for (unsigned i = 0; i + 2 < m->n; i++) {
      rl_attr *e = rl_word_ptr(m->w[2 + i]);
      if (i) rl_sb_puts(out, ", ");
      rl_sb_putc(out, 'd');
      rl_sb_i64(out, e->kind == RL_AT_AFF_DIM ? (int64_t)e->w[0] : 0);
    }
    rl_sb_putc(out, ')');
  }
  static const char *const elided[] = {"permutation"};
  rl_print_attr_dict(p, op->attrs, elided, 1, false);
  rl_print_str(p, " : ");
  rl_print_type_p(p, otype(op, 0));
  rl_print_str(p, " to ");
  rl_print_type_p(p, op->results[0].type);
}

/* MLIR's AffineMap::isPermutation: no symbols, as many results as dims,
 * each a distinct dim. */
static bool is_permutation(const rl_attr *m) {
  if (!m || m->kind != RL_AT_AFFINE_MAP || m->w[1] != 0 || m->n - 2 != m->w[0] || m->w[0] > 64) return false;
  bool seen[64] = {0};
  for (unsigned i = 0; i + 2 < m->n; i++) {
    rl_attr *e = rl_word_ptr(m->w[2 + i]);
    if (e->kind != RL_AT_AFF_DIM || e->w[0] >= m->w[0] || seen[e->w[0]]) return false;
    seen[e->w[0]] = true;
  }
  return true;
}

/* ---- strided layouts, as MLIR's canonicalizeStridedLayout compares them ---- */

enum { LMAX = 16 }; /* dims and symbols a layout may have here */

/* A layout expression as a linear form: coefficients of the dims, the
 * symbols, the products dim * symbol, and a constant (what MLIR's
 * simplification makes of the expressions strided layouts have). */
typedef struct linform {
  int64_t d[LMAX], s[LMAX], ds[LMAX][LMAX], c;
} linform;

/* Adds k * e to f; false if e is not of that linear kind. */
static bool linearize(const rl_attr *e, int64_t k, linform *f) {
  switch (e->kind) {
  case RL_AT_AFF_CONST: f->c += k * rl_affine_const_value(e); return true;
  case RL_AT_AFF_DIM:
    if (rl_affine_position(e) >= LMAX) return false;
    f->d[rl_affine_position(e)] += k;
    return true;
  case RL_AT_AFF_SYM:
    if (rl_affine_position(e) >= LMAX) return false;
    f->s[rl_affine_position(e)] += k;
    return true;
  case RL_AT_AFF_ADD: return linearize(rl_affine_lhs(e), k, f) && linearize(rl_affine_rhs(e), k, f);
  case RL_AT_AFF_MUL: {
    const rl_attr *l = rl_affine_lhs(e), *r = rl_affine_rhs(e);
    if (r->kind == RL_AT_AFF_CONST) return linearize(l, k * rl_affine_const_value(r), f);
    if (l->kind == RL_AT_AFF_CONST) return linearize(r, k * rl_affine_const_value(l), f);
    if (l->kind == RL_AT_AFF_SYM) {
      const rl_attr *t = l;
      l = r;
      r = t;
    }
    if (l->kind != RL_AT_AFF_DIM || r->kind != RL_AT_AFF_SYM || rl_affine_position(l) >= LMAX ||
        rl_affine_position(r) >= LMAX)
      return false;
    f->ds[rl_affine_position(l)][rl_affine_position(r)] += k;
    return true;
  }
  default: return false;
  }
}

/* MLIR's makeStridedLinearLayoutMap: offset + d0 * stride0 + ..., a new
 * symbol for the offset and each stride that is dynamic. */
static rl_attr *strided_map(rl_context *c, int64_t offset, unsigned rank, const int64_t *strides) {
  unsigned ns = 0;
  rl_attr *e = offset == RL_DYNAMIC ? rl_affine_sym(c, ns++) : rl_affine_const(c, offset);
  for (unsigned i = 0; i < rank; i++) {
    rl_attr *k = strides[i] == RL_DYNAMIC ? rl_affine_sym(c, ns++) : rl_affine_const(c, strides[i]);
    e = rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_binary(c, RL_AT_AFF_MUL, rl_affine_dim(c, i), k));
  }
  return rl_affine_map(c, rank, ns, 1, &e);
}

/* A memref type's layout as MLIR canonicalizes it (canonicalizeStridedLayout):
 * none when it is the row-major layout of the shape; else its map (simple
 * is whether the map is one linear expression, in *f). */
typedef struct canon_layout {
  rl_attr *map;  /* NULL: no layout */
  bool linear;   /* map's one result is linear (f holds it) */
  linform f;
} canon_layout;

static void canonical_layout(rl_context *c, const rl_type *t, canon_layout *out) {
  memset(out, 0, sizeof *out);
  rl_attr *l = rl_type_layout(t);
  unsigned rank = rl_type_rank(t);
  if (l && l->kind == RL_AT_STRIDED) {
    int64_t str[LMAX];
    for (unsigned i = 0; i < rank && i < LMAX; i++) str[i] = (int64_t)l->w[1 + i];
    l = rank <= LMAX ? strided_map(c, (int64_t)l->w[0], rank, str) : l;
  }
  if (!l || l->kind != RL_AT_AFFINE_MAP || rl_affine_map_is_identity(l)) {
    out->map = l && l->kind != RL_AT_AFFINE_MAP ? l : NULL;
    return;
  }
  out->map = l;
  if (rl_affine_map_num_results(l) != 1 || !linearize(rl_affine_map_result(l, 0), 1, &out->f)) return;
  out->linear = true;
  if (!rl_affine_map_num_dims(l) && !rl_affine_map_num_syms(l)) {
    if (!out->f.c) out->map = NULL;
    return;
  }
  if (!rank) return;
  /* MLIR's makeCanonicalStridedLayoutExpr: row-major strides, a new symbol
   * for each from the first dynamic (or 0) size inward. */
  linform row;
  memset(&row, 0, sizeof row);
  int64_t running = 1;
  unsigned ns = 0;
  bool poison = false;
  for (unsigned i = rank; i-- > 0;) {
    if (i >= LMAX || ns >= LMAX) return;
    if (poison) row.ds[i][ns++] = 1;
    else row.d[i] = running;
    int64_t sz = rl_type_dim(t, i);
    if (sz > 0) running *= sz;
    else poison = true;
  }
  if (!memcmp(&row, &out->f, sizeof row)) out->map = NULL;
}

static bool same_canonical(const canon_layout *a, const canon_layout *b) {
  if (!a->map || !b->map) return !a->map && !b->map;
  if (a->map == b->map) return true;
  return a->linear && b->linear && rl_affine_map_num_dims(a->map) == rl_affine_map_num_dims(b->map) &&
         rl_affine_map_num_syms(a->map) == rl_affine_map_num_syms(b->map) && !memcmp(&a->f, &b->f, sizeof a->f);
}

/* A linear form as an expression, as MLIR's getAffineExprFromFlatForm
 * orders it (dims, then symbols, then the constant); products dim * symbol
 * after their dim. */
static rl_attr *linform_expr(rl_context *c, const linform *f, unsigned nd, unsigned ns) {
  rl_attr *e = rl_affine_const(c, 0);
  for (unsigned i = 0; i < nd; i++) {
    if (f->d[i])
      e = rl_affine_binary(c, RL_AT_AFF_ADD, e,
                           rl_affine_binary(c, RL_AT_AFF_MUL, rl_affine_dim(c, i), rl_affine_const(c, f->d[i])));
    for (unsigned j = 0; j < ns; j++)
      if (f->ds[i][j]) {
        rl_attr *p = rl_affine_binary(c, RL_AT_AFF_MUL, rl_affine_dim(c, i), rl_affine_sym(c, j));
        if (f->ds[i][j] != 1) p = rl_affine_binary(c, RL_AT_AFF_MUL, p, rl_affine_const(c, f->ds[i][j]));
        e = rl_affine_binary(c, RL_AT_AFF_ADD, e, p);
      }
  }
  for (unsigned j = 0; j < ns; j++)
    if (f->s[j])
      e = rl_affine_binary(c, RL_AT_AFF_ADD, e,
                           rl_affine_binary(c, RL_AT_AFF_MUL, rl_affine_sym(c, j), rl_affine_const(c, f->s[j])));
  if (f->c) e = rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_const(c, f->c));
  return e;
}

bool rl_memref_transpose_verify(rl_op *op) {
  rl_type *src = otype(op, 0), *dst = op->results[0].type;
  if (!is_memref(src) || !is_memref(dst)) return true;
  rl_attr *m = prop(op, "permutation");
  if (!is_permutation(m)) return rl_op_emit_error(op, "expected a permutation map");
  if (m->w[0] != rl_type_rank(src)) return rl_op_emit_error(op, "expected a permutation map of same rank as the input");
  /* The result is the input with sizes and strides permuted, up to the
   * canonical form of strided layouts (MLIR's inferTransposeResultType). */
  rl_context *c = rl_op_context(op);
  unsigned rank = rl_type_rank(src);
  int64_t str[LMAX], off, pstr[LMAX], pdims[LMAX];
  if (rank > LMAX || !rl_memref_strides_offset(src, str, &off)) return true;
  for (unsigned i = 0; i < rank; i++) {
    unsigned k = rl_affine_position(rl_affine_map_result(m, i));
    pdims[i] = rl_type_dim(src, k);
    pstr[i] = str[k];
  }
  rl_attr *ms = rl_type_memspace(src);
  rl_type *inferred = rl_type_memref(c, rank, pdims, rl_type_elem(src), rl_attr_strided(c, off, rank, pstr), ms);
  canon_layout want, got;
  canonical_layout(c, inferred, &want);
  canonical_layout(c, dst, &got);
  bool same_shape = rl_type_rank(dst) == rank && rl_type_elem(dst) == rl_type_elem(src) && rl_type_memspace(dst) == ms;
  for (unsigned i = 0; same_shape && i < rank; i++) same_shape = rl_type_dim(dst, i) == pdims[i];
  if (same_shape && same_canonical(&want, &got)) return true;
  /* The canonical type, as MLIR prints it: its layout simplified (pure
   * affine: rebuilt from the linear form), or the strided map as built. */
  rl_attr *layout = want.map;
  if (layout && want.linear) {
    unsigned nd = rl_affine_map_num_dims(layout), ns = rl_affine_map_num_syms(layout);
    bool pure = true;
    for (unsigned i = 0; i < nd && pure; i++)
      for (unsigned j = 0; j < ns && pure; j++) pure = !want.f.ds[i][j];
    if (pure) {
      rl_attr *e = linform_expr(c, &want.f, nd, ns);
      layout = rl_affine_map(c, nd, ns, 1, &e);
    }
  }
  rl_type *canon = rl_type_memref(c, rank, pdims, rl_type_elem(src), layout, ms);
  char *a = type_text(dst), *b = type_text(canon);
  rl_op_emit_error(op, "result type '%s' is not equivalent to the canonical transposed input type '%s'", a, b);
  free(a);
  free(b);
  return false;
}

/* `%m[%i, %j]`: the memref and up to 16 indices. */
static bool parse_subscript(rl_parser *p, rl_unresolved *m, rl_unresolved idx[16], unsigned *n) {
  if (!rl_parse_operand(p, m) || !rl_parse_punct(p, "[")) return false;
  if (!rl_parser_at_punct(p, "]")) do {
      if (*n == 16) return rl_parser_error(p, "too many indices");
      if (!rl_parse_operand(p, &idx[(*n)++])) return false;
    } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, "]");
}

/* ---- generic_atomic_rmw ---------------------------------------------------------- */

bool rl_memref_generic_atomic_rmw_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved m, idx[16];
  unsigned n = 0;
  if (!parse_subscript(p, &m, idx, &n) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  rl_value *mv = rl_parser_resolve(p, &m, t);
  if (!mv) return false;
  rl_ops_add_operand(st, mv);
  for (unsigned i = 0; i < n; i++) {
    rl_value *v = rl_parser_resolve(p, &idx[i], rl_type_index(c));
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  rl_region *r = rl_ops_add_region(st);
  if (!rl_parse_region(p, r, NULL, 0, false)) return false;
  if (!rl_parse_optional_attr_dict(p, &st->attrs)) return false;
  if (is_memref(t)) rl_ops_add_result_type(st, rl_type_elem(t));
  else return rl_parser_error(p, "expected memref type");
  return true;
}

void rl_memref_generic_atomic_rmw_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, "[");
  for (unsigned i = 1; i < op->noperands; i++) {
    if (i > 1) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[i].value);
  }
  rl_print_str(p, "] : ");
  rl_print_type_p(p, otype(op, 0));
  rl_print_str(p, " ");
  rl_print_region(p, rl_op_region(op, 0), true, true);
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

/* MLIR's isMemoryEffectFree, from the traits: Pure or NoMemoryEffect, or
 * RecursiveMemoryEffects with only such ops inside. */
static bool effect_free(rl_op *op) {
  uint32_t tr = op->info->traits;
  if (tr & (RL_TRAIT_PURE | RL_TRAIT_NO_MEMORY_EFFECT)) return true;
  if (!(tr & RL_TRAIT_RECURSIVE_MEMORY_EFFECTS)) return false;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (!effect_free(o)) return false;
  return true;
}

/* The first op with side effects in the region, innermost first (MLIR's
 * post-order walk); NULL when there is none. */
static rl_op *first_effect(rl_region *r) {
  for (rl_block *b = r->first; b; b = b->next)
    for (rl_op *o = b->first; o; o = o->next) {
      for (unsigned i = 0; i < o->nregions; i++) {
        rl_op *in = first_effect(&rl_op_regions(o)[i]);
        if (in) return in;
      }
      if (!effect_free(o)) return o;
    }
  return NULL;
}

bool rl_memref_generic_atomic_rmw_verify(rl_op *op) {
  rl_type *t = otype(op, 0);
  if (is_memref(t) && op->nresults && op->results[0].type != rl_type_elem(t))
    return rl_op_emit_error(op, "failed to verify that result type matches element type of memref");
  rl_block *b = op->nregions ? rl_op_regions(op)[0].first : NULL;
  if (!b) return true;
  if (b->nargs != 1) return rl_op_emit_error(op, "expected single number of entry block arguments");
  if (op->nresults && b->args[0]->type != op->results[0].type)
    return rl_op_emit_error(op, "expected block argument of the same type result type");
  rl_op *bad = first_effect(&rl_op_regions(op)[0]);
  if (bad)
    return rl_op_emit_plain_error(bad, "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects");
  return true;
}

bool rl_memref_atomic_yield_verify(rl_op *op) {
  rl_op *parent = rl_op_parent_op(op);
  if (!parent || !parent->nresults) return true;
  if (otype(op, 0) != parent->results[0].type) {
    char *a = type_text(otype(op, 0)), *b = type_text(parent->results[0].type);
    rl_op_emit_error(op, "types mismatch between yield op: '%s' and its parent: '%s'", a, b);
    free(a);
    free(b);
    return false;
  }
  return true;
}

/* ---- prefetch -------------------------------------------------------------------- */

bool rl_memref_prefetch_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved m, idx[16];
  unsigned n = 0;
  if (!parse_subscript(p, &m, idx, &n) || !rl_parse_punct(p, ",")) return false;
  char kw[16];
  const char *at = rl_parser_pos(p);
  if (!rl_parse_optional_any_keyword(p, kw, sizeof kw)) return rl_parser_error(p, "expected keyword");
  if (strcmp(kw, "read") && strcmp(kw, "write")) return rl_parser_error_at(p, at, "rw specifier has to be 'read' or 'write'");
  bool is_write = !strcmp(kw, "write");
  int64_t loc;
  if (!rl_parse_punct(p, ",") || !rl_parse_keyword(p, "locality") || !rl_parse_punct(p, "<") ||
      !rl_parse_integer(p, &loc) || !rl_parse_punct(p, ">") || !rl_parse_punct(p, ","))
    return false;
  at = rl_parser_pos(p);
  if (!rl_parse_optional_any_keyword(p, kw, sizeof kw)) return rl_parser_error(p, "expected keyword");
  if (strcmp(kw, "data") && strcmp(kw, "instr")) return rl_parser_error_at(p, at, "cache type has to be 'data' or 'instr'");
  bool is_data = !strcmp(kw, "data");
  if (!rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  rl_value *mv = rl_parser_resolve(p, &m, t);
  if (!mv) return false;
  rl_ops_add_operand(st, mv);
  for (unsigned i = 0; i < n; i++) {
    rl_value *v = rl_parser_resolve(p, &idx[i], rl_type_index(c));
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  rl_ops_set_prop(c, st, "isWrite", rl_attr_bool(c, is_write));
  rl_ops_set_prop(c, st, "localityHint", rl_attr_integer(c, rl_type_integer(c, 32, RL_SIGNLESS), loc));
  rl_ops_set_prop(c, st, "isDataCache", rl_attr_bool(c, is_data));
  return true;
}

static bool bool_prop(rl_op *op, const char *name) {
  rl_attr *a = prop(op, name);
  return a && a->kind == RL_AT_INTEGER && rl_attr_int_value(a) != 0;
}

void rl_memref_prefetch_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, "[");
  for (unsigned i = 1; i < op->noperands; i++) {
    if (i > 1) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[i].value);
  }
  rl_print_str(p, "], ");
  rl_print_str(p, bool_prop(op, "isWrite") ? "write" : "read");
  rl_print_str(p, ", locality<");
  rl_attr *l = prop(op, "localityHint");
  rl_sb_i64(rl_printer_out(p), l && l->kind == RL_AT_INTEGER ? rl_attr_int_value(l) : 0);
  rl_print_str(p, ">, ");
  rl_print_str(p, bool_prop(op, "isDataCache") ? "data" : "instr");
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  rl_print_str(p, " : ");
  rl_print_type_p(p, otype(op, 0));
}

bool rl_memref_prefetch_verify(rl_op *op) {
  rl_type *t = otype(op, 0);
  if (is_memref(t) && op->noperands - 1 != rl_type_rank(t))
    return rl_op_emit_error(op, "too few indices");
  rl_attr *l = prop(op, "localityHint");
  if (l && l->kind == RL_AT_INTEGER && (rl_attr_int_value(l) < 0 || rl_attr_int_value(l) > 3))
    return rl_op_emit_error(op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3");
  return true;
}

/* ---- dma_start, dma_wait ----------------------------------------------------------- */

bool rl_memref_dma_start_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved m[3], idx[3][16], num, rest[3];
  unsigned n[3] = {0, 0, 0}, nrest = 0;
  if (!parse_subscript(p, &m[0], idx[0], &n[0]) || !rl_parse_punct(p, ",") ||
      !parse_subscript(p, &m[1], idx[1], &n[1]) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &num) ||
      !rl_parse_punct(p, ",") || !parse_subscript(p, &m[2], idx[2], &n[2]))
    return false;
  /* MLIR's parseTrailingOperandList: any number; two are stride ones. */
  while (rl_parse_optional_punct(p, ",")) {
    if (nrest == 3 || !rl_parse_operand(p, &rest[nrest])) return nrest == 3 ? rl_parser_error(p, "too many operands") : false;
    nrest++;
  }
  if (nrest && nrest != 2) return rl_parser_error_at(p, rl_parser_op_pos(p), "expected two stride related operands");
  if (!rl_parse_punct(p, ":")) return false;
  rl_type *t[3];
  unsigned nt = 0;
  do {
    rl_type *x = rl_parse_type(p);
    if (!x) return false;
    if (nt < 3) t[nt] = x;
    nt++;
  } while (rl_parse_optional_punct(p, ","));
  if (nt != 3) return rl_parser_error_at(p, rl_parser_op_pos(p), "fewer/more types expected");
  rl_type *idxt = rl_type_index(c);
  for (unsigned i = 0; i < 3; i++) {
    /* The order of the operands: src, its indices, dst, its indices, the
     * number of elements, tag, its indices. */
    rl_value *v = rl_parser_resolve(p, &m[i], t[i]);
    if (!v) return false;
    rl_ops_add_operand(st, v);
    for (unsigned j = 0; j < n[i]; j++) {
      rl_value *x = rl_parser_resolve(p, &idx[i][j], idxt);
      if (!x) return false;
      rl_ops_add_operand(st, x);
    }
    if (i == 1) {
      rl_value *x = rl_parser_resolve(p, &num, idxt);
      if (!x) return false;
      rl_ops_add_operand(st, x);
    }
  }
  for (unsigned i = 0; i < nrest; i++) {
    rl_value *x = rl_parser_resolve(p, &rest[i], idxt);
    if (!x) return false;
    rl_ops_add_operand(st, x);
  }
  return true;
}

static unsigned rank_of(rl_op *op, unsigned i) { return i < op->noperands && is_memref(otype(op, i)) ? rl_type_rank(otype(op, i)) : 0; }

static void print_indexed(rl_printer *p, rl_op *op, unsigned at, unsigned n) {
  rl_print_value_name(p, op->operands[at].value);
  rl_print_str(p, "[");
  for (unsigned i = 0; i < n && at + 1 + i < op->noperands; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[at + 1 + i].value);
  }
  rl_print_str(p, "]");
}

void rl_memref_dma_start_print(rl_printer *p, rl_op *op) {
  unsigned dst = 1 + rank_of(op, 0), num = dst + 1 + rank_of(op, dst), tag = num + 1, end = tag + 1 + rank_of(op, tag);
  rl_print_str(p, " ");
  print_indexed(p, op, 0, dst - 1);
  rl_print_str(p, ", ");
  print_indexed(p, op, dst, num - dst - 1);
  rl_print_str(p, ", ");
  rl_print_value_name(p, op->operands[num].value);
  rl_print_str(p, ", ");
  print_indexed(p, op, tag, end - tag - 1);
  for (unsigned i = end; i < op->noperands; i++) {
    rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[i].value);
  }
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  rl_print_str(p, " : ");
  rl_print_type_p(p, otype(op, 0));
  rl_print_str(p, ", ");
  rl_print_type_p(p, otype(op, dst));
  rl_print_str(p, ", ");
  rl_print_type_p(p, otype(op, tag));
}

/* MLIR's DmaStartOp::verify, in its order. */
bool rl_memref_dma_start_verify(rl_op *op) {
  unsigned n = op->noperands;
  if (n < 4) return rl_op_emit_error(op, "expected at least 4 operands");
  if (!is_memref(otype(op, 0))) return rl_op_emit_error(op, "expected source to be of memref type");
  unsigned dst = 1 + rank_of(op, 0);
  if (n < dst + 3) return rl_op_emit_error(op, "expected at least %u operands", dst + 3);
  if (!rl_verify_dma_indices(op, 1, dst - 1, "expected source indices to be of index type", NULL, NULL)) return false;
  if (!is_memref(otype(op, dst))) return rl_op_emit_error(op, "expected destination to be of memref type");
  unsigned num = dst + 1 + rank_of(op, dst);
  if (n < num + 2) return rl_op_emit_error(op, "expected at least %u operands", num + 2);
  if (!rl_verify_dma_indices(op, dst + 1, num - dst - 1, "expected destination indices to be of index type", NULL, NULL) ||
      !rl_verify_dma_indices(op, num, 1, "expected num elements to be of index type", NULL, NULL))
    return false;
  unsigned tag = num + 1;
  if (!is_memref(otype(op, tag))) return rl_op_emit_error(op, "expected tag to be of memref type");
  unsigned end = tag + 1 + rank_of(op, tag);
  if (n < end) return rl_op_emit_error(op, "expected at least %u operands", end);
  return rl_verify_dma_indices(op, tag + 1, end - tag - 1, "expected tag indices to be of index type", NULL, NULL) &&
         rl_verify_dma_count(op, end) &&
         rl_verify_dma_indices(op, end, n - end, "expected stride and num elements per stride to be of type index", NULL,
                               NULL);
}

bool rl_memref_dma_wait_verify(rl_op *op) {
  rl_type *t = otype(op, 0);
  if (is_memref(t) && op->noperands - 2 != rl_type_rank(t))
    return rl_op_emit_error(op, "expected tagIndices to have the same number of elements as the tagMemRef rank, expected %u, but got %u",
                            rl_type_rank(t), op->noperands - 2);
  return true;
}

/* ---- verifiers ----------------------------------------------------------------- */

/* Symbols of the layout map (0 for identity and strided layouts). */
static unsigned layout_symbols(const rl_type *t) {
  rl_attr *l = rl_type_layout(t);
  if (!l) return 0;
  if (l->kind == RL_AT_AFFINE_MAP) return (unsigned)l->w[1];
  /* A strided layout's map has a symbol per dynamic offset and stride. */
  unsigned n = 0;
  if (l->kind == RL_AT_STRIDED)
    for (unsigned i = 0; i < l->n; i++) n += (int64_t)l->w[i] == RL_DYNAMIC;
  return n;
}

static unsigned num_dynamic_dims(const rl_type *t) {
  unsigned n = 0;
  for (unsigned i = 0; i < rl_type_rank(t); i++) n += rl_type_dim(t, i) == RL_DYNAMIC;
  return n;
}

bool rl_memref_alloc_verify(rl_op *op) {
  rl_type *t = op->results[0].type;
  if (!is_memref(t)) return rl_op_emit_error(op, "result must be a memref");
  unsigned nd = 0, ns = 0;
  rl_op_operand_group(op, 0, &nd);
  rl_op_operand_group(op, 1, &ns);
  if (nd != num_dynamic_dims(t))
    return rl_op_emit_error(op, "dimension operand count does not equal memref dynamic dimension count");
  if (ns != layout_symbols(t))
    return rl_op_emit_error(op, "symbol operand count does not equal memref symbol count: expected %u, got %u", layout_symbols(t), ns);
  rl_attr *a = prop(op, "alignment");
  if (a && a->kind == RL_AT_INTEGER && rl_attr_int_value(a) < 0)
    return rl_op_emit_error(op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0");
  return true;
}

/* An alloca needs an enclosing op that frees its stack allocations. */
bool rl_memref_alloca_verify(rl_op *op) {
  rl_op *p = rl_op_parent_op(op);
  while (p && !(p->info->traits & RL_TRAIT_AUTOMATIC_ALLOCATION_SCOPE)) p = rl_op_parent_op(p);
  if (!p) return rl_op_emit_error(op, "requires an ancestor op with AutomaticAllocationScope trait");
  return rl_memref_alloc_verify(op);
}

bool rl_memref_realloc_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!is_memref(s) || rl_type_rank(s) != 1)
    return rl_op_emit_error(op, "operand #0 must be 1D memref of any type values");
  if (!is_memref(r) || rl_type_rank(r) != 1)
    return rl_op_emit_error(op, "result #0 must be 1D memref of any type values");
  if (rl_type_layout(s)) return rl_op_emit_error(op, "unsupported layout for source memref type");
  if (rl_type_layout(r)) return rl_op_emit_error(op, "unsupported layout for result memref type");
  if (rl_type_memspace(s) != rl_type_memspace(r))
    return rl_op_emit_error(op, "different memory spaces specified for source memref type and result memref type");
  if (rl_type_elem(s) != rl_type_elem(r))
    return rl_op_emit_error(op, "different element types specified for source memref type and result memref type");
  bool dyn = rl_type_dim(r, 0) == RL_DYNAMIC;
  if (dyn && op->noperands < 2) return rl_op_emit_error(op, "missing dimension operand");
  if (!dyn && op->noperands > 1) return rl_op_emit_error(op, "unnecessary dimension operand");
  return true;
}

static bool check_indices(rl_op *op, rl_type *t, unsigned nidx) {
  if (is_memref(t) && nidx != rl_type_rank(t))
    return rl_op_emit_error(op, "incorrect number of indices for load, expected %u but got %u", rl_type_rank(t), nidx);
  return true;
}

bool rl_memref_load_verify(rl_op *op) {
  rl_type *t = otype(op, 0);
  if (is_memref(t) && op->results[0].type != rl_type_elem(t))
    return rl_op_emit_error(op, "failed to verify that result type matches element type of 'memref'");
  return check_indices(op, t, op->noperands - 1);
}

bool rl_memref_store_verify(rl_op *op) {
  rl_type *t = otype(op, 1);
  if (is_memref(t) && otype(op, 0) != rl_type_elem(t))
    return rl_op_emit_error(op, "failed to verify that type of 'value' matches element type of 'memref'");
  if (is_memref(t) && op->noperands - 2 != rl_type_rank(t))
    return rl_op_emit_error(op, "store index operand count not equal to memref rank");
  return true;
}

/* memref.dim of a dynamic size of memref.alloc / memref.alloca at a
 * constant index: the size operand it was allocated with. */
bool rl_memref_dim_verify(rl_op *op) {
  rl_type *t = otype(op, 0);
  if (is_memref(t) && rl_type_rank(t) == 0) {
    char *x = type_text(t);
    rl_op_emit_error(op, "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got '%s'", x);
    free(x);
    return false;
  }
  return true;
}

/* MLIR's CastOp::areCastCompatible, for ranked and unranked memrefs. */
static bool cast_compatible(rl_type *a, rl_type *b) {
  if (a->kind == RL_TY_UNRANKED_MEMREF && b->kind == RL_TY_UNRANKED_MEMREF) return false;
  if (rl_type_elem(a) != rl_type_elem(b)) return false;
  if (rl_type_memspace(a) != rl_type_memspace(b)) return false;
  if (a->kind != RL_TY_MEMREF || b->kind != RL_TY_MEMREF) return true;
  if (rl_type_rank(a) != rl_type_rank(b) || rl_type_rank(a) > 64) return false;
  /* Different layouts: offsets and strides equal where both are static. */
  if (rl_type_layout(a) != rl_type_layout(b)) {
    int64_t sa[64], sb[64], oa, ob;
    if (!rl_memref_strides_offset(a, sa, &oa) || !rl_memref_strides_offset(b, sb, &ob)) return false;
    if (oa != ob && oa != RL_DYNAMIC && ob != RL_DYNAMIC) return false;
    for (unsigned i = 0; i < rl_type_rank(a); i++)
      if (sa[i] != sb[i] && sa[i] != RL_DYNAMIC && sb[i] != RL_DYNAMIC) return false;
  }
  for (unsigned i = 0; i < rl_type_rank(a); i++) {
    int64_t x = rl_type_dim(a, i), y = rl_type_dim(b, i);
    if (x != RL_DYNAMIC && y != RL_DYNAMIC && x != y) return false;
  }
  return true;
}

static bool cast_error(rl_op *op, const char *what) {
  char *a = type_text(otype(op, 0)), *b = type_text(op->results[0].type);
  rl_op_emit_error(op, "operand type '%s' and result type '%s' are %s", a, b, what);
  free(a);
  free(b);
  return false;
}

bool rl_memref_cast_verify(rl_op *op) {
  rl_type *a = otype(op, 0), *b = op->results[0].type;
  if (!is_any_memref(a) || !is_any_memref(b)) return true;
  if (!cast_compatible(a, b)) return cast_error(op, "cast incompatible");
  return true;
}

bool rl_memref_memory_space_cast_verify(rl_op *op) {
  rl_type *a = otype(op, 0), *b = op->results[0].type;
  if (!is_any_memref(a) || !is_any_memref(b)) return true;
  bool ok = a->kind == b->kind && rl_type_elem(a) == rl_type_elem(b);
  if (ok && a->kind == RL_TY_MEMREF) {
    ok = rl_type_rank(a) == rl_type_rank(b) && rl_type_layout(a) == rl_type_layout(b);
    for (unsigned i = 0; ok && i < rl_type_rank(a); i++) ok = rl_type_dim(a, i) == rl_type_dim(b, i);
  }
  if (!ok) return cast_error(op, "cast incompatible");
  return true;
}

static unsigned static_count(rl_op *op, const char *name) {
  rl_attr *a = prop(op, name);
  return a ? a->n - 1 : 0;
}

static int64_t static_at(rl_op *op, const char *name, unsigned i) {
  rl_attr *a = prop(op, name);
  return a && i + 1 < a->n ? (int64_t)a->w[1 + i] : RL_DYNAMIC;
}

static unsigned dynamic_count(rl_op *op, const char *name) {
  rl_attr *a = prop(op, name);
  unsigned n = 0;
  for (unsigned i = 0; a && i + 1 < a->n; i++) n += (int64_t)a->w[1 + i] == RL_DYNAMIC;
  return n;
}

/* One list of MLIR's OffsetSizeAndStrideOpInterface: `max` static entries
 * and an operand per dynamic one. */
static bool check_list(rl_op *op, unsigned group, const char *name, const char *what, unsigned max) {
  unsigned size = 0;
  rl_op_operand_group(op, group, &size);
  if (static_count(op, name) != max)
    return rl_op_emit_plain_error(op, "expected %u %s values, got %u", max, what, static_count(op, name));
  unsigned d = dynamic_count(op, name);
  if (d != size) return rl_op_emit_plain_error(op, "expected %u dynamic %s values", d, what);
  return true;
}

/* MLIR's verifyOffsetSizeAndStrideOp: list lengths agree (offsets may be a
 * single entry when at most one is allowed), each list has its expected
 * length and operands, offsets and sizes are non-negative. */
static bool check_offsets_sizes_strides(rl_op *op, unsigned max_offsets, unsigned max_sizes, unsigned max_strides) {
  unsigned no = static_count(op, "static_offsets"), ns = static_count(op, "static_sizes");
  unsigned nt = static_count(op, "static_strides");
  if (!(no == 1 && max_offsets == 1) && no != ns)
    return rl_op_emit_plain_error(op, "expected mixed offsets rank to match mixed sizes rank (%u vs %u) so the rank of the result type is well-formed.", no, ns);
  if (ns != nt)
    return rl_op_emit_plain_error(op, "expected mixed sizes rank to match mixed strides rank (%u vs %u) so the rank of the result type is well-formed.", ns, nt);
  if (!check_list(op, 1, "static_offsets", "offset", max_offsets) || !check_list(op, 2, "static_sizes", "size", max_sizes) ||
      !check_list(op, 3, "static_strides", "stride", max_strides))
    return false;
  for (unsigned i = 0; i < no; i++) {
    int64_t x = static_at(op, "static_offsets", i);
    if (x < 0 && x != RL_DYNAMIC)
      return rl_op_emit_plain_error(op, "expected offsets to be non-negative, but got %lld", (long long)x);
  }
  for (unsigned i = 0; i < ns; i++) {
    int64_t x = static_at(op, "static_sizes", i);
    if (x < 0 && x != RL_DYNAMIC)
      return rl_op_emit_plain_error(op, "expected sizes to be non-negative, but got %lld", (long long)x);
  }
  return true;
}

/* Error "<pre>'<a>'<mid>['<b>']" with the types printed in full; with
 * prefix, the op's name leads. */
static bool two_type_error(rl_op *op, bool prefix, const char *pre, rl_type *a, const char *mid, rl_type *b) {
  char *x = type_text(a), *y = b ? type_text(b) : NULL;
  if (prefix) rl_op_emit_error(op, "%s'%s'%s%s%s%s", pre, x, mid, y ? "'" : "", y ? y : "", y ? "'" : "");
  else rl_op_emit_plain_error(op, "%s'%s'%s%s%s%s", pre, x, mid, y ? "'" : "", y ? y : "", y ? "'" : "");
  free(x);
  free(y);
  return false;
}

#define MAX_RANK 64

/* memref.reshape: a 1-D shape operand, one element type, identity layouts;
 * a ranked result needs a shape of static length equal to its rank. */
bool rl_memref_reshape_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *shape = otype(op, 1), *r = op->results[0].type;
  if (is_memref(shape) && rl_type_rank(shape) != 1)
    return two_type_error(op, true, "operand #1 must be 1D memref of signless integer or index values, but got ", shape,
                          "", NULL);
  if (!is_any_memref(s) || !is_any_memref(r) || !is_memref(shape)) return true;
  if (rl_type_elem(s) != rl_type_elem(r))
    return rl_op_emit_error(op, "element types of source and destination memref types should be the same");
  if (is_memref(s) && rl_type_layout(s))
    return rl_op_emit_error(op, "source memref type should have identity affine map");
  if (is_memref(r)) {
    if (rl_type_layout(r)) return rl_op_emit_error(op, "result memref type should have identity affine map");
    int64_t n = rl_type_dim(shape, 0);
    if (n == RL_DYNAMIC)
      return rl_op_emit_error(op, "cannot use shape operand with dynamic length to reshape to statically-ranked memref "
                                  "type");
    if (n != (int64_t)rl_type_rank(r))
      return rl_op_emit_error(op, "length of shape operand differs from the result's memref rank");
  }
  return true;
}

bool rl_memref_reinterpret_cast_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!is_memref(r) || rl_type_rank(r) > MAX_RANK) return true;
  unsigned rank = rl_type_rank(r);
  if (!check_offsets_sizes_strides(op, 1, rank, rank)) return false;
  if (is_any_memref(s)) {
    if (rl_type_memspace(s) != rl_type_memspace(r))
      return two_type_error(op, false, "different memory spaces specified for source type ", s, " and result memref type ", r);
    if (rl_type_elem(s) != rl_type_elem(r))
      return two_type_error(op, false, "different element types specified for source type ", s, " and result memref type ", r);
  }
  for (unsigned i = 0; i < rank; i++) {
    int64_t want = static_at(op, "static_sizes", i), got = rl_type_dim(r, i);
    if (want != RL_DYNAMIC && got != RL_DYNAMIC && got != want)
      return rl_op_emit_plain_error(op, "expected result type with size = %lld instead of %lld in dim = %u",
                                    (long long)want, (long long)got, i);
  }
  int64_t strides[MAX_RANK], offset;
  if (!rl_memref_strides_offset(r, strides, &offset))
    return two_type_error(op, false, "expected result type to have strided layout but found ", r, "", NULL);
  int64_t want = static_at(op, "static_offsets", 0);
  if (want != RL_DYNAMIC && offset != RL_DYNAMIC && offset != want)
    return rl_op_emit_plain_error(op, "expected result type with offset = %lld instead of %lld", (long long)want,
                                  (long long)offset);
  for (unsigned i = 0; i < rank; i++) {
    int64_t w = static_at(op, "static_strides", i);
    if (w != RL_DYNAMIC && strides[i] != RL_DYNAMIC && strides[i] != w)
      return rl_op_emit_plain_error(op, "expected result type with stride = %lld instead of %lld in dim = %u",
                                    (long long)w, (long long)strides[i], i);
  }
  return true;
}

/* MLIR's SaturatedInteger: RL_DYNAMIC absorbs, except that 0 * x is 0. */
static int64_t sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  return a == RL_DYNAMIC || b == RL_DYNAMIC ? RL_DYNAMIC : a * b;
}
static int64_t sat_add(int64_t a, int64_t b) { return a == RL_DYNAMIC || b == RL_DYNAMIC ? RL_DYNAMIC : a + b; }

/* A subview's error about its result type, with the type it expected. */
static bool subview_layout_error(rl_op *op, rl_type *expected, const char *what) {
  char *x = type_text(expected);
  rl_op_emit_plain_error(op, "expected result type to be '%s' or a rank-reduced version. (mismatch of result %s) ", x, what);
  free(x);
  return false;
}

/* MLIR's computeMemRefRankReductionMask: which dims of `orig` (the subview
 * without rank reduction) `red` drops, telling apart unit dims by their
 * strides; false when that cannot be made out. */
static bool rank_reduction_mask(rl_op *op, rl_type *orig, rl_type *red, bool *dropped) {
  unsigned ro = rl_type_rank(orig), rr = rl_type_rank(red), count = 0;
  for (unsigned i = 0; i < ro; i++) dropped[i] = false;
  if (ro == rr) return true;
  for (unsigned i = 0; i < ro; i++)
    if (static_at(op, "static_sizes", i) == 1) dropped[i] = true, count++;
  if (count + rr == ro) return true;
  int64_t os[MAX_RANK], cs[MAX_RANK], oo, co;
  if (!rl_memref_strides_offset(orig, os, &oo) || !rl_memref_strides_offset(red, cs, &co)) return false;
  for (unsigned d = 0; d < ro; d++) {
    if (!dropped[d]) continue;
    unsigned in_orig = 0, in_red = 0, used = 0;
    for (unsigned i = 0; i < ro; i++) in_orig += os[i] == os[d];
    for (unsigned i = 0; i < rr; i++) in_red += cs[i] == os[d];
    /* Strides of this value already accounted for by earlier dropped dims. */
    for (unsigned i = 0; i < d; i++) used += dropped[i] && os[i] == os[d];
    unsigned left = in_orig - used;
    if (left > in_red) continue;
    if (left == in_red) {
      dropped[d] = false;
      continue;
    }
    return false;
  }
  count = 0;
  for (unsigned i = 0; i < ro; i++) count += dropped[i];
  return count + rr == ro;
}

bool rl_memref_subview_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!is_memref(s) || !is_memref(r) || rl_type_rank(s) > MAX_RANK) return true;
  rl_context *c = rl_op_context(op);
  unsigned rank = rl_type_rank(s), rr = rl_type_rank(r);
  if (!check_offsets_sizes_strides(op, rank, rank, rank)) return false;
  if (rl_type_memspace(s) != rl_type_memspace(r))
    return two_type_error(op, false, "different memory spaces specified for base memref type ", s, " and subview memref type ", r);
  int64_t ss[MAX_RANK], so;
  if (!rl_memref_strides_offset(s, ss, &so)) return two_type_error(op, false, "base type ", s, " is not strided", NULL);
  /* The result without rank reduction. */
  int64_t sizes[MAX_RANK], strides[MAX_RANK], offset = so;
  for (unsigned i = 0; i < rank; i++) {
    offset = sat_add(offset, sat_mul(static_at(op, "static_offsets", i), ss[i]));
    strides[i] = sat_mul(ss[i], static_at(op, "static_strides", i));
    sizes[i] = static_at(op, "static_sizes", i);
  }
  rl_type *expected = rl_type_memref(c, rank, sizes, rl_type_elem(s), rl_attr_strided(c, offset, rank, strides),
                                     rl_type_memspace(s));
  if (expected == r) return true;
  if (rr > rank)
    return rl_op_emit_plain_error(op, "expected result rank to be smaller or equal to the source rank. ");
  /* MLIR's computeRankReductionMask: the result's sizes in order, the
   * dropped ones being 1. */
  unsigned k = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (k < rr && sizes[i] == rl_type_dim(r, k)) k++;
    else if (sizes[i] != 1) return subview_layout_error(op, expected, "sizes");
  }
  if (k != rr) return subview_layout_error(op, expected, "sizes");
  if (rl_type_elem(s) != rl_type_elem(r)) {
    char *x = type_text(rl_type_elem(s));
    rl_op_emit_plain_error(op, "expected result element type to be '%s'", x);
    free(x);
    return false;
  }
  int64_t rs[MAX_RANK], ro;
  if (!rl_memref_strides_offset(r, rs, &ro) || ro != offset) return subview_layout_error(op, expected, "layout");
  bool dropped[MAX_RANK];
  if (!rank_reduction_mask(op, expected, r, dropped)) return subview_layout_error(op, expected, "layout");
  for (unsigned i = 0, j = 0; i < rank; i++) {
    if (dropped[i]) continue;
    if (strides[i] != rs[j++]) return subview_layout_error(op, expected, "layout");
  }
  return true;
}

bool rl_memref_view_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!is_memref(s) || !is_memref(r)) return true;
  if (rl_type_layout(s)) return rl_op_emit_error(op, "unsupported map for base memref type");
  if (rl_type_layout(r)) return rl_op_emit_error(op, "unsupported map for result memref type");
  if (rl_type_memspace(s) != rl_type_memspace(r))
    return rl_op_emit_error(op, "different memory spaces specified for base memref type and view memref type");
  unsigned n = num_dynamic_dims(r);
  if (op->noperands - 2 != n)
    return rl_op_emit_error(op, "incorrect number of size operands for type");
  return true;
}

/* The reassociation as groups of dims: an array of arrays of integers. */
static bool reassoc_ok(rl_op *op) {
  rl_attr *ra = prop(op, "reassociation");
  if (!ra || ra->kind != RL_AT_ARRAY) return false;
  for (unsigned g = 0; g < ra->n; g++) {
    rl_attr *grp = rl_attr_array_elem(ra, g);
    if (grp->kind != RL_AT_ARRAY) return false;
    for (unsigned k = 0; k < grp->n; k++)
      if (rl_attr_array_elem(grp, k)->kind != RL_AT_INTEGER) return false;
  }
  return true;
}

static int64_t reassoc_at(rl_op *op, unsigned g, unsigned k) {
  return rl_attr_int_value(rl_attr_array_elem(rl_attr_array_elem(prop(op, "reassociation"), g), k));
}
static unsigned reassoc_group_size(rl_op *op, unsigned g) { return rl_attr_array_elem(prop(op, "reassociation"), g)->n; }

/* MLIR's verifyCollapsedShape: one contiguous group of expanded dims per
 * collapsed dim, each group dynamic iff its collapsed dim is, and static
 * groups multiplying to their collapsed size. */
static bool check_collapsed_shape(rl_op *op, rl_type *collapsed, rl_type *expanded) {
  if (!reassoc_ok(op)) return rl_op_emit_error(op, "expected an array of arrays of integers as reassociation");
  unsigned cr = rl_type_rank(collapsed), er = rl_type_rank(expanded), ng = prop(op, "reassociation")->n;
  if (ng != cr) return rl_op_emit_error(op, "invalid number of reassociation groups: found %u, expected %u", ng, cr);
  int64_t next = 0;
  for (unsigned g = 0; g < ng; g++) {
    bool dyn = false;
    for (unsigned k = 0; k < reassoc_group_size(op, g); k++) {
      int64_t d = reassoc_at(op, g, k);
      if (d != next++) return rl_op_emit_error(op, "reassociation indices must be contiguous");
      if (d >= (int64_t)er) return rl_op_emit_error(op, "reassociation index %lld is out of bounds", (long long)d);
      dyn |= rl_type_dim(expanded, (unsigned)d) == RL_DYNAMIC;
    }
    int64_t cd = rl_type_dim(collapsed, g);
    if ((cd == RL_DYNAMIC) != dyn)
      return rl_op_emit_error(op, "collapsed dim (%u) must be dynamic if and only if reassociation group is dynamic", g);
    if (!dyn) {
      int64_t size = 1;
      for (unsigned k = 0; k < reassoc_group_size(op, g); k++) size *= rl_type_dim(expanded, (unsigned)reassoc_at(op, g, k));
      if (size != cd)
        return rl_op_emit_error(op, "collapsed dim size (%lld) must equal reassociation group size (%lld)", (long long)cd,
                                (long long)size);
    }
  }
  if (!cr) {
    for (unsigned i = 0; i < er; i++)
      if (rl_type_dim(expanded, i) != 1)
        return rl_op_emit_error(op, "rank 0 memrefs can only be extended/collapsed with/from ones");
  } else if (next != (int64_t)er) {
    return rl_op_emit_error(op, "expanded rank (%u) inconsistent with number of reassociation indices (%lld)", er, (long long)next);
  }
  return true;
}

/* MLIR's layout isIdentity: none, an identity map, or strided<[1]> (the
 * map (d0) -> (d0); a strided layout of another rank is no identity map). */
static bool layout_is_identity(rl_attr *l) {
  if (!l) return true;
  if (l->kind == RL_AT_AFFINE_MAP) return rl_affine_map_is_identity(l);
  return l->kind == RL_AT_STRIDED && l->n == 2 && l->w[0] == 0 && l->w[1] == 1;
}

/* The type a reshape of src is expected to have, with the given shape:
 * without layout when src has none, else the strided layout that
 * expand_shape (expand) or collapse_shape computes; NULL when there is
 * none. */
static rl_type *reshaped_type(rl_op *op, rl_type *src, rl_type *res, bool expand) {
  rl_context *c = rl_op_context(op);
  unsigned rr = rl_type_rank(res);
  int64_t shape[MAX_RANK];
  for (unsigned i = 0; i < rr; i++) shape[i] = rl_type_dim(res, i);
  if (layout_is_identity(rl_type_layout(src)))
    return rl_type_memref(c, rr, shape, rl_type_elem(src), NULL, rl_type_memspace(src));
  int64_t ss[MAX_RANK], off, rs[MAX_RANK];
  if (!rl_memref_strides_offset(src, ss, &off)) return NULL;
  unsigned ng = prop(op, "reassociation")->n;
  if (expand) {
    /* Each source stride is that of its group's last dim; the dims before
     * it multiply by the sizes after them. */
    for (unsigned i = 0; i < rr; i++) rs[i] = 1;
    int64_t at = (int64_t)rr - 1;
    for (unsigned g = ng; g-- > 0;) {
      int64_t st = ss[g];
      for (unsigned k = 0; k < reassoc_group_size(op, g) && at >= 0; k++, at--) {
        rs[at] = st;
        st = sat_mul(st, shape[at]);
      }
    }
  } else {
    for (unsigned g = 0; g < ng; g++) {
      unsigned n = reassoc_group_size(op, g);
      while (n > 1 && rl_type_dim(src, (unsigned)reassoc_at(op, g, n - 1)) == 1) n--;
      unsigned last = (unsigned)reassoc_at(op, g, n - 1);
      rs[g] = rl_type_dim(src, last) != RL_DYNAMIC || n == 1 ? ss[last] : RL_DYNAMIC;
    }
    /* Each group must be contiguous where the strides are known. */
    for (unsigned g = ng; g-- > 0;) {
      int64_t st = rs[g];
      for (unsigned k = reassoc_group_size(op, g); k-- > 1;) {
        unsigned d = (unsigned)reassoc_at(op, g, k);
        st = sat_mul(st, rl_type_dim(src, d));
        if (rl_type_dim(src, d - 1) == 1) continue;
        if (st != RL_DYNAMIC && ss[d - 1] != RL_DYNAMIC && st != ss[d - 1]) return NULL;
      }
    }
  }
  return rl_type_memref(c, rr, shape, rl_type_elem(src), rl_attr_strided(c, off, rr, rs), rl_type_memspace(src));
}

bool rl_memref_expand_shape_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!is_memref(s) || !is_memref(r) || rl_type_rank(r) > MAX_RANK) return true;
  unsigned sr = rl_type_rank(s), rr = rl_type_rank(r);
  if (sr > rr)
    return rl_op_emit_error(op, "has source rank %u and result rank %u. This is not an expansion (%u > %u).", sr, rr, sr, rr);
  if (!check_collapsed_shape(op, s, r)) return false;
  rl_type *want = reshaped_type(op, s, r, true);
  if (!want) return rl_op_emit_error(op, "invalid source layout map");
  if (want != r) return two_type_error(op, true, "expected expanded type to be ", want, " but found ", r);
  if (static_count(op, "static_output_shape") != rr)
    return rl_op_emit_error(op, "expected number of static shape bounds to be equal to the output rank (%u) but found %u inputs instead",
                            rr, static_count(op, "static_output_shape"));
  if (dynamic_count(op, "static_output_shape") != op->noperands - 1)
    return rl_op_emit_error(op, "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %u dynamic dims while output_shape has %u values",
                            dynamic_count(op, "static_output_shape"), op->noperands - 1);
  for (unsigned i = 0; i < rr; i++)
    if (rl_type_dim(r, i) != RL_DYNAMIC && rl_type_dim(r, i) != static_at(op, "static_output_shape", i))
      return rl_op_emit_error(op, "invalid output shape provided at pos %u", i);
  return true;
}

bool rl_memref_collapse_shape_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!is_memref(s) || !is_memref(r) || rl_type_rank(s) > MAX_RANK) return true;
  unsigned sr = rl_type_rank(s), rr = rl_type_rank(r);
  if (sr < rr)
    return rl_op_emit_error(op, "has source rank %u and result rank %u. This is not a collapse (%u < %u).", sr, rr, sr, rr);
  if (!check_collapsed_shape(op, r, s)) return false;
  rl_type *want = reshaped_type(op, s, r, false);
  if (!want) return rl_op_emit_error(op, "invalid source layout map or collapsing non-contiguous dims");
  if (want != r) return two_type_error(op, true, "expected collapsed type to be ", want, " but found ", r);
  return true;
}

bool rl_memref_extract_strided_metadata_verify(rl_op *op) {
  rl_type *s = otype(op, 0);
  if (!is_memref(s)) return true; /* the operand's constraint said so */
  unsigned rank = rl_type_rank(s);
  int64_t small[8], *strides = rank <= 8 ? small : malloc(rank * sizeof *strides), offset;
  bool strided = strides && rl_memref_strides_offset(s, strides, &offset);
  if (strides != small) free(strides);
  if (!strided) {
    rl_strbuf b = {0};
    rl_print_type(&b, s);
    rl_op_emit_error(op, "operand #0 must be strided memref of any type values, but got '%s'", b.data);
    rl_sb_free(&b);
    return false;
  }
  if (op->nresults != 2 + 2 * rank)
    return rl_op_emit_error(op, "expected %u results (base, offset, %u sizes, %u strides), got %u", 2 + 2 * rank, rank, rank, op->nresults);
  return true;
}

bool rl_memref_global_verify(rl_op *op) {
  rl_attr *t = prop(op, "type"), *iv = prop(op, "initial_value"), *al = prop(op, "alignment");
  rl_type *mt = t && t->kind == RL_AT_TYPE ? rl_attr_type_value(t) : NULL;
  if (!is_memref(mt)) return rl_op_emit_error(op, "type should be static shaped memref, but got %s", "a non-memref type");
  if (iv && iv->kind != RL_AT_UNIT && iv->kind != RL_AT_DENSE)
    return rl_op_emit_error(op, "initial value should be a unit or elements attribute");
  if (prop(op, "constant") && (!iv || iv->kind == RL_AT_UNIT))
    return rl_op_emit_error(op, "cannot have constant without initial value");
  if (al && al->kind == RL_AT_INTEGER) {
    int64_t a = rl_attr_int_value(al);
    if (a <= 0 || (a & (a - 1))) return rl_op_emit_error(op, "alignment attribute value %lld is not a power of 2", (long long)a);
  }
  return true;
}

/* The memref.global named by `name` in the nearest symbol table. */
static rl_op *lookup_global(rl_op *op, rl_ident *name) {
  for (rl_op *t = rl_op_parent_op(op); t; t = rl_op_parent_op(t)) {
    if (!(t->info->traits & RL_TRAIT_SYMBOL_TABLE)) continue;
    for (unsigned r = 0; r < t->nregions; r++)
      for (rl_block *b = rl_op_regions(t)[r].first; b; b = b->next)
        for (rl_op *o = b->first; o; o = o->next) {
          rl_attr *sn = rl_op_get_prop(o, id(rl_op_context(o), "sym_name"));
          if (sn && sn->kind == RL_AT_STRING && rl_attr_string_ident(sn) == name) return o;
        }
    return NULL;
  }
  return NULL;
}

bool rl_memref_get_global_verify(rl_op *op) {
  rl_attr *n = prop(op, "name");
  if (!n || n->kind != RL_AT_SYMREF) return true;
  rl_ident *name = rl_word_ptr(n->w[0]);
  rl_op *g = lookup_global(op, name);
  if (!g || !rl_memref_global_isa(g))
    return rl_op_emit_error(op, "'%s' does not reference a valid global memref", name->str);
  rl_attr *t = prop(g, "type");
  if (t && t->kind == RL_AT_TYPE && rl_attr_type_value(t) != op->results[0].type) {
    char *a = type_text(op->results[0].type), *b = type_text(rl_attr_type_value(t));
    rl_op_emit_error(op, "result type '%s' does not match type '%s' of the global memref @%s", a, b, name->str);
    free(a);
    free(b);
    return false;
  }
  return true;
}

bool rl_memref_atomic_rmw_verify(rl_op *op) {
  rl_type *t = otype(op, 1), *v = otype(op, 0);
  if (!is_memref(t)) return true;
  if (v != rl_type_elem(t))
    return rl_op_emit_error(op, "failed to verify that value type matches element type of memref");
  if (op->results[0].type != v)
    return rl_op_emit_error(op, "failed to verify that result type matches value type");
  if (op->noperands - 2 != rl_type_rank(t))
    return rl_op_emit_error(op, "expects the number of subscripts to be equal to memref rank");
  /* Kinds that need a float or an integer value (MLIR leaves assign,
   * maxnumf and minnumf unchecked). */
  static const char *const names[] = {"addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins",
                                      "minu", "mulf", "muli", "ori", "andi", "maxnumf", "minnumf"};
  static const char floats[] = {[0] = 1, [3] = 1, [6] = 1, [9] = 1};
  static const char ints[] = {[1] = 1, [4] = 1, [5] = 1, [7] = 1, [8] = 1, [10] = 1, [11] = 1, [12] = 1};
  rl_attr *k = prop(op, "kind");
  int64_t kind = k && k->kind == RL_AT_INTEGER ? rl_attr_int_value(k) : -1;
  if (kind >= 0 && kind < (int64_t)(sizeof floats) && floats[kind] && !rl_type_is_float(v))
    return rl_op_emit_error(op, "with kind '%s' expects a floating-point type", names[kind]);
  if (kind >= 0 && kind < (int64_t)(sizeof ints) && ints[kind] && !rl_type_is_integer(v))
    return rl_op_emit_error(op, "with kind '%s' expects an integer type", names[kind]);
  return true;
}

bool rl_memref_assume_alignment_verify(rl_op *op) {
  rl_attr *a = prop(op, "alignment");
  if (a && a->kind == RL_AT_INTEGER && rl_attr_int_value(a) <= 0)
    return rl_op_emit_error(op, "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive");
  if (a && a->kind == RL_AT_INTEGER && (rl_attr_int_value(a) & (rl_attr_int_value(a) - 1)))
    return rl_op_emit_error(op, "alignment must be power of 2");
  return true;
}
