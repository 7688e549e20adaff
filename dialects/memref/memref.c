/* The memref dialect's C hooks: the custom syntax of alloca_scope,
 * transpose, generic_atomic_rmw and prefetch, the custom directives
 * (mixed static/dynamic index lists, a global's type and initial value, the
 * element type of load and store), result names, and the verifiers.
 * Declared in memref.ops. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
  rl_op *term = NULL;
  if (!op->nresults && r->first) {
    rl_op *last = rl_block_terminator(r->first);
    if (last && (last->info->traits & RL_TRAIT_TERMINATOR)) {
      term = last;
      rl_op_remove(term); /* printed without it, as MLIR does */
    }
  }
  rl_print_region(p, r, false, true);
  if (term) rl_block_append_op(r->first, term);
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

bool rl_memref_alloca_scope_verify(rl_op *op) {
  rl_block *b = op->nregions ? rl_op_regions(op)[0].first : NULL;
  rl_op *t = b ? rl_block_terminator(b) : NULL;
  if (!t || strcmp(t->info->name->str, "memref.alloca_scope.return")) return true;
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

static bool is_permutation(const rl_attr *m, unsigned rank) {
  if (!m || m->kind != RL_AT_AFFINE_MAP || m->w[0] != rank || m->w[1] != 0 || m->n - 2 != rank) return false;
  bool seen[64] = {0};
  for (unsigned i = 0; i < rank && i < 64; i++) {
    rl_attr *e = rl_word_ptr(m->w[2 + i]);
    if (e->kind != RL_AT_AFF_DIM || e->w[0] >= rank || seen[e->w[0]]) return false;
    seen[e->w[0]] = true;
  }
  return true;
}

bool rl_memref_transpose_verify(rl_op *op) {
  rl_type *src = otype(op, 0), *dst = op->results[0].type;
  if (!is_memref(src) || !is_memref(dst)) return true;
  rl_attr *m = prop(op, "permutation");
  if (!is_permutation(m, rl_type_rank(src))) return rl_op_emit_error(op, "expected a permutation map");
  if (m->w[0] != rl_type_rank(src)) return rl_op_emit_error(op, "expected a permutation map of same rank as the input");
  return true;
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

bool rl_memref_generic_atomic_rmw_verify(rl_op *op) {
  rl_block *b = op->nregions ? rl_op_regions(op)[0].first : NULL;
  if (!b) return true;
  if (b->nargs != 1) return rl_op_emit_error(op, "expected single number of entry block arguments");
  if (op->nresults && b->args[0]->type != op->results[0].type)
    return rl_op_emit_error(op, "expected block argument of the same type result type");
  for (rl_block *bb = b; bb; bb = bb->next)
    for (rl_op *o = bb->first; o; o = o->next)
      if (!(o->info->traits & RL_TRAIT_NO_MEMORY_EFFECT) && !(o->info->traits & RL_TRAIT_PURE) &&
          strcmp(o->info->name->str, "memref.atomic_yield"))
        return rl_op_emit_error(op, "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects");
  return true;
}

bool rl_memref_atomic_yield_verify(rl_op *op) {
  rl_op *parent = rl_op_parent_op(op);
  if (!parent || !parent->nresults) return true;
  if (otype(op, 0) != parent->results[0].type)
    return rl_op_emit_error(op, "types mismatch between yield op and its parent");
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

/* ---- verifiers ----------------------------------------------------------------- */

/* Symbols of the layout map (0 for identity and strided layouts). */
static unsigned layout_symbols(const rl_type *t) {
  rl_attr *l = rl_type_layout(t);
  return l && l->kind == RL_AT_AFFINE_MAP ? (unsigned)l->w[1] : 0;
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
  if (is_memref(t) && rl_type_rank(t) == 0)
    return rl_op_emit_error(op, "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got '%s'", "memref<...>");
  return true;
}

/* MLIR's CastOp::areCastCompatible, for ranked and unranked memrefs. */
static bool cast_compatible(rl_type *a, rl_type *b) {
  if (a->kind == RL_TY_UNRANKED_MEMREF && b->kind == RL_TY_UNRANKED_MEMREF) return false;
  if (rl_type_elem(a) != rl_type_elem(b)) return false;
  if (rl_type_memspace(a) != rl_type_memspace(b)) return false;
  if (a->kind != RL_TY_MEMREF || b->kind != RL_TY_MEMREF) return true;
  if (rl_type_rank(a) != rl_type_rank(b)) return false;
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

static unsigned dynamic_count(rl_op *op, const char *name) {
  rl_attr *a = prop(op, name);
  unsigned n = 0;
  for (unsigned i = 0; a && i + 1 < a->n; i++) n += (int64_t)a->w[1 + i] == RL_DYNAMIC;
  return n;
}

/* The static/dynamic lists agree with their operand groups. */
static bool check_mixed(rl_op *op, unsigned group, const char *name, const char *what) {
  unsigned size = 0;
  rl_op_operand_group(op, group, &size);
  unsigned d = dynamic_count(op, name);
  if (d != size)
    return rl_op_emit_error(op, "expected %u dynamic %s values", d, what);
  return true;
}

bool rl_memref_reinterpret_cast_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!check_mixed(op, 1, "static_offsets", "offset") || !check_mixed(op, 2, "static_sizes", "size") ||
      !check_mixed(op, 3, "static_strides", "stride"))
    return false;
  if (!is_memref(r)) return true;
  unsigned rank = rl_type_rank(r);
  if (static_count(op, "static_offsets") != 1)
    return rl_op_emit_error(op, "expected 1 offset values, got %u", static_count(op, "static_offsets"));
  if (static_count(op, "static_sizes") != rank)
    return rl_op_emit_error(op, "expected %u size values, got %u", rank, static_count(op, "static_sizes"));
  if (static_count(op, "static_strides") != rank)
    return rl_op_emit_error(op, "expected %u stride values, got %u", rank, static_count(op, "static_strides"));
  if (is_any_memref(s)) {
    if (rl_type_elem(s) != rl_type_elem(r))
      return rl_op_emit_error(op, "different element types specified for source and result memref types");
    if (rl_type_memspace(s) != rl_type_memspace(r))
      return rl_op_emit_error(op, "different memory spaces specified for source and result memref types");
  }
  rl_attr *sz = prop(op, "static_sizes");
  for (unsigned i = 0; sz && i < rank; i++) {
    int64_t want = (int64_t)sz->w[1 + i], got = rl_type_dim(r, i);
    if (want != RL_DYNAMIC && got != want)
      return rl_op_emit_error(op, "expected result type with size = %lld instead of %lld in dim = %u",
                              (long long)want, (long long)got, i);
  }
  return true;
}

bool rl_memref_subview_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!check_mixed(op, 1, "static_offsets", "offset") || !check_mixed(op, 2, "static_sizes", "size") ||
      !check_mixed(op, 3, "static_strides", "stride"))
    return false;
  if (!is_memref(s) || !is_memref(r)) return true;
  unsigned rank = rl_type_rank(s);
  if (static_count(op, "static_offsets") != rank)
    return rl_op_emit_error(op, "expected %u offset values, got %u", rank, static_count(op, "static_offsets"));
  if (static_count(op, "static_sizes") != rank)
    return rl_op_emit_error(op, "expected %u size values, got %u", rank, static_count(op, "static_sizes"));
  if (static_count(op, "static_strides") != rank)
    return rl_op_emit_error(op, "expected %u stride values, got %u", rank, static_count(op, "static_strides"));
  if (rl_type_elem(s) != rl_type_elem(r))
    return rl_op_emit_error(op, "expected result element type to be %s", "the source's element type");
  if (rl_type_memspace(s) != rl_type_memspace(r))
    return rl_op_emit_error(op, "expected result and source memory spaces to match.");
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

/* The reassociation is an array of arrays of consecutive i64 dims covering
 * [0, rank). */
static bool check_reassoc(rl_op *op, unsigned collapsed_rank, unsigned expanded_rank) {
  rl_attr *ra = prop(op, "reassociation");
  if (!ra || ra->kind != RL_AT_ARRAY) return rl_op_emit_error(op, "expected an array reassociation");
  if (ra->n != collapsed_rank)
    return rl_op_emit_error(op, "invalid number of reassociation groups: found %u, expected %u", ra->n, collapsed_rank);
  int64_t next = 0;
  for (unsigned g = 0; g < ra->n; g++) {
    rl_attr *grp = rl_attr_array_elem(ra, g);
    if (grp->kind != RL_AT_ARRAY) return rl_op_emit_error(op, "expected reassociation map #%u to be an array", g);
    for (unsigned k = 0; k < grp->n; k++) {
      rl_attr *e = rl_attr_array_elem(grp, k);
      if (e->kind != RL_AT_INTEGER || rl_attr_int_value(e) != next)
        return rl_op_emit_error(op, "expected reassociation map #%u to have valid consecutive dimensions", g);
      next++;
    }
  }
  if (next != (int64_t)expanded_rank)
    return rl_op_emit_error(op, "expected reassociation map to cover all %u dimensions", expanded_rank);
  return true;
}

bool rl_memref_expand_shape_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!is_memref(s) || !is_memref(r)) return true;
  if (rl_type_rank(r) < rl_type_rank(s))
    return rl_op_emit_error(op, "expected rank expansion, but found source rank %u > result rank %u", rl_type_rank(s), rl_type_rank(r));
  if (!check_reassoc(op, rl_type_rank(s), rl_type_rank(r))) return false;
  if (static_count(op, "static_output_shape") != rl_type_rank(r))
    return rl_op_emit_error(op, "expected number of static shape bounds to be equal to the output rank (%u) but found %u inputs instead",
                            rl_type_rank(r), static_count(op, "static_output_shape"));
  if (dynamic_count(op, "static_output_shape") != op->noperands - 1)
    return rl_op_emit_error(op, "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %u dynamic dims while output_shape has %u values",
                            dynamic_count(op, "static_output_shape"), op->noperands - 1);
  return true;
}

bool rl_memref_collapse_shape_verify(rl_op *op) {
  rl_type *s = otype(op, 0), *r = op->results[0].type;
  if (!is_memref(s) || !is_memref(r)) return true;
  if (rl_type_rank(r) > rl_type_rank(s))
    return rl_op_emit_error(op, "expected rank reduction, but found source rank %u < result rank %u", rl_type_rank(s), rl_type_rank(r));
  return check_reassoc(op, rl_type_rank(r), rl_type_rank(s));
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
  if (!g || strcmp(g->info->name->str, "memref.global"))
    return rl_op_emit_error(op, "'%s' does not reference a valid global memref", name->str);
  rl_attr *t = prop(g, "type");
  if (t && t->kind == RL_AT_TYPE && rl_attr_type_value(t) != op->results[0].type) {
    char *a = type_text(op->results[0].type), *b = type_text(rl_attr_type_value(t));
    rl_op_emit_error(op, "result type %s does not match type %s of the global memref @%s", a, b, name->str);
    free(a);
    free(b);
    return false;
  }
  return true;
}

bool rl_memref_copy_verify(rl_op *op) {
  rl_type *a = otype(op, 0), *b = otype(op, 1);
  if (is_any_memref(a) && is_any_memref(b) && rl_type_elem(a) != rl_type_elem(b))
    return rl_op_emit_error(op, "failed to verify that all of {source, target} have same element type");
  return true;
}

bool rl_memref_atomic_rmw_verify(rl_op *op) {
  rl_type *t = otype(op, 1);
  if (!is_memref(t)) return true;
  if (op->noperands - 2 != rl_type_rank(t))
    return rl_op_emit_error(op, "expects the number of subscripts to be equal to memref rank");
  if (otype(op, 0) != rl_type_elem(t))
    return rl_op_emit_error(op, "failed to verify that value type matches element type of memref");
  if (op->results[0].type != otype(op, 0))
    return rl_op_emit_error(op, "failed to verify that result type matches value type");
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
