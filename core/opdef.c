/* Registered op definitions: registration (formats compiled, dialect
 * attributes made known), properties, operand and result groups, builders,
 * enum attributes and property defaults. */
#include "opdef.h"
#include "rewrite.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "context_impl.h"
#include "format.h"
#include "parser.h"
#include "ptrmap.h"

static rl_ident *dialect_of(rl_context *c, const char *opname) {
  const char *dot = strchr(opname, '.');
  return rl_ident_get(c, opname, dot ? (size_t)(dot - opname) : 0);
}

void rl_register_dialect_attr(rl_context *c, const char *dialect, const char *mnemonic,
                              const rl_enum_def *en) {
  char key[256];
  snprintf(key, sizeof key, "%s.%s", dialect, mnemonic);
  rl_ptrmap_put(&c->dialect_attrs, rl_ident_cstr(c, key), en ? (void *)en : RL_PLAIN_DIALECT_ATTR);
}

void *rl_dialect_attr_lookup(rl_context *c, rl_ident *dialect, const char *mnemonic, size_t n) {
  char key[256];
  if (dialect->len + n + 2 > sizeof key) return NULL;
  memcpy(key, dialect->str, dialect->len);
  key[dialect->len] = '.';
  memcpy(key + dialect->len + 1, mnemonic, n);
  return rl_ptrmap_get(&c->dialect_attrs, rl_ident_get(c, key, dialect->len + 1 + n));
}

void rl_register_opdefs(rl_context *c, const rl_opdef *const *defs, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    const rl_opdef *d = defs[i];
    rl_opinfo *oi = rl_opinfo_register(c, d->name, d->traits);
    oi->def = d;
    oi->nsingle_operands = oi->nvar_operands = oi->nsingle_results = oi->nvar_results = 0;
    for (unsigned g = 0; g < d->noperands; g++) {
      if (d->operands[g].arity == RL_ARITY_ONE) oi->nsingle_operands++;
      else oi->nvar_operands++;
    }
    for (unsigned g = 0; g < d->nresults; g++) {
      if (d->results[g].arity == RL_ARITY_ONE) oi->nsingle_results++;
      else oi->nvar_results++;
    }
    if (d->verify) oi->verify = d->verify;
    for (unsigned k = 0; k < d->nattrs; k++) {
      const rl_enum_def *en = d->attrs[k].enm;
      if (en && en->bits && en->mnemonic)
        rl_register_dialect_attr(c, en->dialect ? en->dialect : dialect_of(c, d->name)->str, en->mnemonic, en);
    }
  }
  /* Interned property names and parsed defaults, once per op. */
  for (unsigned i = 0; i < n; i++) {
    const rl_opdef *d = defs[i];
    rl_opinfo *oi = rl_opinfo_find_cstr(c, d->name);
    oi->prop_names = rl_context_alloc(c, (d->nattrs + 1) * sizeof *oi->prop_names);
    oi->prop_defaults = rl_context_alloc(c, (d->nattrs + 1) * sizeof *oi->prop_defaults);
    for (unsigned k = 0; k < d->nattrs; k++) {
      oi->prop_names[k] = rl_ident_cstr(c, d->attrs[k].name);
      oi->prop_defaults[k] = rl_attr_from_default(c, &d->attrs[k]);
    }
  }
  /* Formats after all ops are known (they name no other op, but custom
   * directives may be registered by the dialect right after). */
  for (unsigned i = 0; i < n; i++) {
    const rl_opdef *d = defs[i];
    if (!d->format) continue;
    size_t off = 0;
    char *msg = NULL;
    rl_format *f = rl_format_compile(c, d, &off, &msg);
    if (!f) {
      /* rulir-gen checks every format at build time: this is a bug. */
      fprintf(stderr, "rulir: bad format of '%s' at offset %zu: %s\n", d->name, off, msg ? msg : "");
      free(msg);
      abort();
    }
    rl_opinfo_find_cstr(c, d->name)->format = f;
  }
}

void rl_register_opdefs_keyed(rl_context *c, const rl_opdef *const *defs, unsigned n, rl_context_key *k) {
  rl_register_opdefs(c, defs, n);
  rl_opinfo **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = rl_opinfo_find_cstr(c, defs[i]->name);
  rl_context_set_state(c, k, v);
}

const rl_opdef *rl_op_def(const rl_op *op) { return op->info->def; }

/* Function pointers live in a small arena cell (maps hold data pointers). */
typedef struct materializer_cell {
  rl_materialize_fn fn;
} materializer_cell;

void rl_register_materializer(rl_context *c, const char *dialect, rl_materialize_fn fn) {
  materializer_cell *cell = rl_context_alloc(c, sizeof *cell);
  cell->fn = fn;
  rl_ptrmap_put(&c->materializers, rl_ident_cstr(c, dialect), cell);
}

rl_materialize_fn rl_dialect_materializer(rl_context *c, rl_ident *dialect) {
  materializer_cell *cell = rl_ptrmap_get(&c->materializers, dialect);
  return cell ? cell->fn : NULL;
}

void rl_register_attr_verifier(rl_context *c, const char *dialect, rl_attr_verify_fn fn) {
  rl_ident *d = rl_ident_cstr(c, dialect);
  for (unsigned i = 0; i < c->nattr_verifiers; i++)
    if (c->attr_verifiers[i].dialect == d) {
      c->attr_verifiers[i].fn = fn;
      return;
    }
  c->attr_verifiers = rl_xrealloc(c->attr_verifiers, (c->nattr_verifiers + 1) * sizeof *c->attr_verifiers);
  c->attr_verifiers[c->nattr_verifiers++] = (rl_attr_verifier){d, fn};
}

rl_attr *rl_op_get_prop(rl_op *op, rl_ident *name) {
  return op->props && op->props->kind == RL_AT_DICT ? rl_attr_dict_get(op->props, name) : NULL;
}
void rl_op_set_prop(rl_context *c, rl_op *op, rl_ident *name, rl_attr *value) {
  op->props = rl_attr_dict_set(c, op->props && op->props->kind == RL_AT_DICT ? op->props : NULL, name, value);
}

/* Sizes of the groups of a definition: from the segment property when the
 * op has one, else one value per single group and the rest to the one
 * variadic group. */
static unsigned group(const rl_op *op, const rl_value_def *defs, unsigned ndefs, unsigned nvar, unsigned total,
                      const char *seg_name, unsigned g, unsigned *size) {
  if (nvar == 0) { /* the common case: one value per group */
    *size = 1;
    return g;
  }
  if (nvar >= 2) {
    rl_context *c = rl_op_context(op);
    rl_attr *seg = rl_op_get_prop((rl_op *)op, seg_name[0] == 'o' ? c->id_operand_segments : c->id_result_segments);
    if (seg && seg->kind == RL_AT_DENSE_ARRAY && seg->n - 1 == ndefs) {
      unsigned first = 0;
      for (unsigned i = 0; i < g; i++) first += (unsigned)seg->w[1 + i];
      *size = (unsigned)seg->w[1 + g];
      return first;
    }
  }
  unsigned nsingle = ndefs - nvar;
  unsigned var_size = total > nsingle ? total - nsingle : 0;
  unsigned first = 0;
  for (unsigned i = 0; i < g; i++) first += defs[i].arity == RL_ARITY_ONE ? 1 : var_size;
  *size = defs[g].arity == RL_ARITY_ONE ? 1 : var_size;
  return first;
}

unsigned rl_op_operand_group(const rl_op *op, unsigned g, unsigned *size) {
  const rl_opdef *d = op->info->def;
  if (!d) { *size = op->noperands; return 0; }
  return group(op, d->operands, d->noperands, op->info->nvar_operands, op->noperands, "operandSegmentSizes", g, size);
}

unsigned rl_op_result_group(const rl_op *op, unsigned g, unsigned *size) {
  const rl_opdef *d = op->info->def;
  if (!d) { *size = op->nresults; return 0; }
  return group(op, d->results, d->nresults, op->info->nvar_results, op->nresults, "resultSegmentSizes", g, size);
}

rl_op *rl_builder_create(rl_builder *b, const rl_op_state *st) {
  rl_rewriter *rw = b->rw;
  if (!rw) return rl_builder_create_unobserved(b, st);
  if (b == &rw->b) return rl_rewriter_create(rw, st);
  /* A copy of the rewriter's builder: its own insertion point. */
  rl_builder at = rw->b;
  rw->b.block = b->block, rw->b.before = b->before;
  rl_op *op = rl_rewriter_create(rw, st);
  rw->b = at;
  return op;
}

rl_op *rl_builder_create_unobserved(rl_builder *b, const rl_op_state *st) {
  rl_op *op = rl_op_create(b->ctx, st);
  /* Properties left out take their defaults, as MLIR's builders set them. */
  const rl_opinfo *oi = op->info;
  if (oi->def)
    for (unsigned i = 0; i < oi->def->nattrs; i++)
      if (oi->prop_defaults[i] && !rl_op_get_prop(op, oi->prop_names[i]))
        rl_op_set_prop(b->ctx, op, oi->prop_names[i], oi->prop_defaults[i]);
  if (b->block) {
    if (b->before) rl_op_insert_before(b->before, op);
    else rl_block_append_op(b->block, op);
  }
  return op;
}

static bool int_attr_of_width(const rl_attr *a, unsigned w) {
  return a->kind == RL_AT_INTEGER && rl_type_is_integer(rl_attr_type_of(a)) &&
         rl_type_int_width(rl_attr_type_of(a)) == w && rl_attr_type_of(a)->sub == RL_SIGNLESS;
}

/* Whether a is the dialect attribute #dialect.mnemonic<...> (held as an
 * opaque attribute), `name` being "dialect.mnemonic". */
static bool is_dialect_attr(const rl_attr *a, const char *name) {
  if (a->kind != RL_AT_OPAQUE) return false;
  const rl_ident *d = rl_word_ptr(a->w[0]), *body = rl_word_ptr(a->w[1]);
  size_t dn = d->len;
  if (strncmp(name, d->str, dn) || name[dn] != '.') return false;
  const char *mnemonic = name + dn + 1;
  size_t mn = strlen(mnemonic);
  if (body->len < mn || memcmp(body->str, mnemonic, mn)) return false;
  return body->len == mn || body->str[mn] == '<';
}

bool rl_attr_def_accepts(const rl_attr_def *ad, const rl_attr *a) {
  switch ((rl_attr_def_kind)ad->kind) {
  case RL_AK_ANY: return true;
  case RL_AK_STR:
  case RL_AK_SYMBOL_NAME: return a->kind == RL_AT_STRING;
  case RL_AK_FLAT_SYMREF: return a->kind == RL_AT_SYMREF && a->n == 1;
  case RL_AK_SYMREF: return a->kind == RL_AT_SYMREF;
  case RL_AK_TYPE:
    return a->kind == RL_AT_TYPE && (!ad->type || rl_type_constraint_check(ad->type, rl_attr_type_value(a)));
  case RL_AK_UNIT: return a->kind == RL_AT_UNIT;
  case RL_AK_BOOL: return int_attr_of_width(a, 1);
  case RL_AK_I32: return int_attr_of_width(a, 32);
  case RL_AK_NONNEG_I32: return int_attr_of_width(a, 32) && rl_attr_int_value(a) >= 0;
  case RL_AK_I64: return int_attr_of_width(a, 64);
  case RL_AK_INDEX: return a->kind == RL_AT_INTEGER && rl_type_is_index(rl_attr_type_of(a));
  case RL_AK_APINT: return a->kind == RL_AT_INTEGER;
  case RL_AK_TYPED: /* strings are typed too (`none` when no type is written) */
    return a->kind == RL_AT_INTEGER || a->kind == RL_AT_FLOAT || a->kind == RL_AT_DENSE ||
           a->kind == RL_AT_DENSE_RESOURCE || a->kind == RL_AT_SPARSE || a->kind == RL_AT_STRING ||
           (a->kind == RL_AT_OPAQUE && a->n > 2 && a->w[2]);
  case RL_AK_ARRAY: return a->kind == RL_AT_ARRAY;
  case RL_AK_ATTR_ARRAY:
    if (a->kind != RL_AT_ARRAY) return false;
    for (unsigned i = 0; i < a->n; i++)
      if (!is_dialect_attr(rl_attr_array_elem(a, i), ad->elem)) return false;
    return true;
  case RL_AK_DICT_ARRAY:
    if (a->kind != RL_AT_ARRAY) return false;
    for (unsigned i = 0; i < a->n; i++)
      if (rl_attr_array_elem(a, i)->kind != RL_AT_DICT) return false;
    return true;
  case RL_AK_DENSE_I32_ARRAY:
    return a->kind == RL_AT_DENSE_ARRAY && rl_type_bitwidth(rl_word_ptr(a->w[0])) == 32;
  case RL_AK_DENSE_I64_ARRAY:
    return a->kind == RL_AT_DENSE_ARRAY && rl_type_bitwidth(rl_word_ptr(a->w[0])) == 64;
  case RL_AK_ELEMENTS: return a->kind == RL_AT_DENSE || a->kind == RL_AT_DENSE_RESOURCE || a->kind == RL_AT_SPARSE;
  case RL_AK_ENUM:
    if (ad->enm->bits) return a->kind == RL_AT_ENUM && rl_word_ptr(a->w[0]) == ad->enm;
    if (!int_attr_of_width(a, ad->enm->width)) return false;
    for (unsigned i = 0; i < ad->enm->n; i++)
      if ((int64_t)ad->enm->values[i] == rl_attr_int_value(a)) return true;
    return false;
  }
  return true;
}


/* ---- enums ---------------------------------------------------------------- */

rl_attr *rl_attr_enum(rl_context *c, const rl_enum_def *en, rl_ident *dialect, uint64_t value) {
  uint64_t w[3] = {rl_ptr_word(en), value, rl_ptr_word(dialect)};
  return (rl_attr *)rl_uniq(c, RL_AT_ENUM, 0, 3, w);
}

/* `<kw1SEPkw2>`: a zero value prints its zero keyword; otherwise keywords of
 * set bits, largest groups first (a group such as `fast` covers its parts). */
void rl_print_enum_body(rl_strbuf *out, const rl_attr *a) {
  const rl_enum_def *en = rl_word_ptr(a->w[0]);
  uint64_t v = a->w[1];
  rl_sb_putc(out, '<');
  if (!en->bits) {
    for (unsigned i = 0; i < en->n; i++)
      if (en->values[i] == v) rl_sb_puts(out, en->keywords[i]);
    rl_sb_putc(out, '>');
    return;
  }
  if (v == 0) {
    for (unsigned i = 0; i < en->n; i++)
      if (en->values[i] == 0) rl_sb_puts(out, en->keywords[i]);
    rl_sb_putc(out, '>');
    return;
  }
  uint64_t left = v;
  bool first = true;
  /* Groups (several bits) that are fully set, in declaration order. */
  for (unsigned i = 0; i < en->n; i++) {
    uint64_t b = en->values[i];
    if (b && (b & (b - 1)) && (v & b) == b && (left & b)) {
      if (!first) rl_sb_puts(out, en->separator ? en->separator : ",");
      rl_sb_puts(out, en->keywords[i]);
      first = false;
      left &= ~b;
    }
  }
  for (unsigned i = 0; i < en->n; i++) {
    uint64_t b = en->values[i];
    if (b && !(b & (b - 1)) && (left & b)) {
      if (!first) rl_sb_puts(out, en->separator ? en->separator : ",");
      rl_sb_puts(out, en->keywords[i]);
      first = false;
    }
  }
  rl_sb_putc(out, '>');
}

rl_attr *rl_parse_enum_body(rl_parser *p, const rl_enum_def *en, const char *opname) {
  rl_context *c = rl_parser_context(p);
  if (!rl_parse_punct(p, "<")) return NULL;
  uint64_t v = 0;
  char kw[128];
  do {
    const char *at = rl_parser_pos(p);
    bool got = rl_parse_optional_any_keyword(p, kw, sizeof kw);
    bool found = false;
    for (unsigned i = 0; got && i < en->n && !found; i++)
      if (!strcmp(en->keywords[i], kw)) {
        v |= en->values[i];
        found = true;
      }
    if (!found) {
      /* MLIR's words, naming the C++ enum (or the attribute's own message). */
      char type[96];
      if (en->cpp_type) snprintf(type, sizeof type, "%s", en->cpp_type);
      else snprintf(type, sizeof type, "::mlir::%s::%s", en->dialect ? en->dialect : "", en->name);
      if (en->invalid && got) {
        rl_parser_error_at(p, at, "%s: %s", en->invalid, kw);
      } else {
        rl_strbuf list = {0};
        for (unsigned i = 0; i < en->n; i++) rl_sb_printf(&list, "%s%s", i ? ", " : "", en->keywords[i]);
        rl_parser_error_at(p, at, "expected %s to be one of: %s", type, list.data ? list.data : "");
        rl_sb_free(&list);
      }
      /* And, as MLIR's generated attribute parser, that its parameter failed,
       * at the token after the word. */
      if (got && en->attr_name)
        rl_parser_error_also_at(p, rl_parser_pos(p), "failed to parse %s parameter '%s' which is to be a `%s`",
                                en->attr_name, en->attr_param ? en->attr_param : "value", type);
      return NULL;
    }
  } while (en->bits && rl_parse_optional_punct(p, ","));
  if (!rl_parse_punct(p, ">")) return NULL;
  return rl_attr_enum(c, en, en->dialect ? rl_ident_cstr(c, en->dialect) : dialect_of(c, opname), v);
}

static rl_attr *attr_from_default(rl_context *c, const rl_attr_def *ad);

/* Parsed defaults are cached in the context (under the misc lock while
 * workers run). */
rl_attr *rl_attr_from_default(rl_context *c, const rl_attr_def *ad) {
  if (!ad->default_value) return NULL;
  rl_ctx_lock(c);
  rl_attr *a = attr_from_default(c, ad);
  rl_ctx_unlock(c);
  return a;
}

static rl_attr *attr_from_default(rl_context *c, const rl_attr_def *ad) {
  rl_attr *a = rl_ptrmap_get(&c->defaults, ad);
  if (a) return a;
  if (ad->kind == RL_AK_ENUM && ad->enm) {
    /* An enum keyword. */
    const rl_enum_def *en = ad->enm;
    for (unsigned i = 0; i < en->n; i++)
      if (!strcmp(en->keywords[i], ad->default_value)) {
        if (en->bits && en->dialect) {
          a = rl_attr_enum(c, en, rl_ident_cstr(c, en->dialect), en->values[i]);
        } else if (en->bits) {
          /* Without a declaring dialect: the first op's that registered it. */
          for (size_t k = 0; k < c->dialect_attrs.cap; k++)
            if (c->dialect_attrs.vals && c->dialect_attrs.vals[k] == (void *)en) {
              const rl_ident *key = c->dialect_attrs.keys[k];
              const char *dot = strchr(key->str, '.');
              a = rl_attr_enum(c, en, rl_ident_get(c, key->str, (size_t)(dot - key->str)), en->values[i]);
              break;
            }
        } else {
          a = rl_attr_integer(c, rl_type_integer(c, en->width, RL_SIGNLESS), (int64_t)en->values[i]);
        }
        break;
      }
  }
  if (!a) {
    bool allow = c->allow_unregistered;
    c->allow_unregistered = true;
    a = rl_parse_attr_str(c, ad->default_value);
    c->allow_unregistered = allow;
  }
  if (a) rl_ptrmap_put(&c->defaults, ad, a);
  return a;
}
