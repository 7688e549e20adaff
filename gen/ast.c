/* Syntax-tree construction for the grammar's actions, source locations and
 * diagnostics of rulir-gen. */
#include "gen/ast.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/diag.h"
#include "gen/parse.h"

void *gen_alloc(gen_ctx *g, size_t n) {
  void *p = rl_arena_alloc(&g->arena, n ? n : 1);
  memset(p, 0, n ? n : 1);
  return p;
}

char *gen_strndup(gen_ctx *g, const char *s, size_t n) { return rl_arena_strdup(&g->arena, s, n); }

gen_loc gen_loc_tok(uint32_t file, gen_token t) { return (gen_loc){file, t.off}; }

static const char *tok_text(gen_ctx *g, uint32_t file, gen_token t) { return g->files[file].buf + t.off; }

gen_name gen_name_tok(gen_ctx *g, uint32_t file, gen_token t) {
  return (gen_name){gen_strndup(g, tok_text(g, file, t), t.len), gen_loc_tok(file, t)};
}

char *gen_fmt(gen_ctx *g, const char *f, ...) {
  rl_strbuf b = {0};
  va_list ap;
  va_start(ap, f);
  rl_sb_vprintf(&b, f, ap);
  va_end(ap);
  char *s = gen_strndup(g, b.data ? b.data : "", b.len);
  rl_sb_free(&b);
  return s;
}

gen_name gen_name_join(gen_ctx *g, gen_name a, gen_name b) {
  size_t la = strlen(a.s), lb = strlen(b.s);
  char *s = gen_alloc(g, la + lb + 2);
  memcpy(s, a.s, la);
  s[la] = '.';
  memcpy(s + la + 1, b.s, lb);
  return (gen_name){s, a.loc};
}

/* Whether raw[i] starts an escape: \" and \\, and (esc) \n and \t. */
static bool escape_at(const char *raw, uint32_t i, uint32_t len, bool esc) {
  if (raw[i] != '\\' || i + 2 >= len) return false;
  char c = raw[i + 1];
  return c == '"' || c == '\\' || (esc && (c == 'n' || c == 't'));
}

/* Decodes the literal at t (quotes included) onto the end of buf; esc:
 * \n and \t too (a rule's string; not the text of #mlir"..." or of a
 * format, whose `\n` is a directive). */
static size_t decode(const char *raw, uint32_t len, char *out, bool esc) {
  size_t n = 0;
  for (uint32_t i = 1; i + 1 < len; i++) {
    if (escape_at(raw, i, len, esc)) {
      i++;
      out[n++] = raw[i] == 'n' ? '\n' : raw[i] == 't' ? '\t' : raw[i];
      continue;
    }
    out[n++] = raw[i];
  }
  return n;
}

static gen_str str_tok(gen_ctx *g, uint32_t file, gen_token t, bool esc) {
  gen_str s = {0};
  s.s = gen_alloc(g, t.len + 1);
  s.len = decode(tok_text(g, file, t), t.len, s.s, esc);
  s.loc = gen_loc_tok(file, t);
  s.pieces = gen_alloc(g, sizeof *s.pieces);
  s.pieces->off = t.off;
  s.pieces->dlen = (uint32_t)s.len;
  return s;
}

gen_str gen_str_tok(gen_ctx *g, uint32_t file, gen_token t) { return str_tok(g, file, t, false); }
gen_str gen_str_tok_esc(gen_ctx *g, uint32_t file, gen_token t) { return str_tok(g, file, t, true); }

gen_str gen_str_append(gen_ctx *g, gen_str a, uint32_t file, gen_token t) {
  char *s = gen_alloc(g, a.len + t.len + 1);
  memcpy(s, a.s, a.len);
  size_t n = decode(tok_text(g, file, t), t.len, s + a.len, false);
  gen_str_piece *p = gen_alloc(g, sizeof *p);
  p->off = t.off;
  p->dlen = (uint32_t)n;
  gen_str_piece **tail = &a.pieces;
  while (*tail) tail = &(*tail)->next;
  *tail = p;
  a.s = s;
  a.len += n;
  return a;
}

gen_loc gen_str_loc_at(gen_ctx *g, const gen_str *s, size_t k) {
  const gen_str_piece *p = s->pieces;
  if (!p) return s->loc;
  while (p->next && k >= p->dlen) {
    k -= p->dlen;
    p = p->next;
  }
  const char *raw = g->files[s->loc.file].buf + p->off;
  uint32_t i = 1;
  for (size_t d = 0; d < k && raw[i] != '"'; d++) i += escape_at(raw, i, UINT32_MAX, false) ? 2 : 1;
  return (gen_loc){s->loc.file, p->off + i};
}

int64_t gen_int_tok(gen_ctx *g, uint32_t file, gen_token t, bool *ok) {
  char buf[64];
  const char *s = tok_text(g, file, t);
  *ok = false;
  if (t.len >= sizeof buf) {
    gen_error(g, gen_loc_tok(file, t), "integer '%.*s' is too large", (int)t.len, s);
    return 0;
  }
  memcpy(buf, s, t.len);
  buf[t.len] = 0;
  errno = 0;
  char *end;
  int64_t v;
  if (buf[0] == '-') {
    v = strtoll(buf, &end, 10);
  } else {
    unsigned long long u = strtoull(buf, &end, 0);
    v = (int64_t)u;
  }
  if (errno == ERANGE || *end) {
    gen_error(g, gen_loc_tok(file, t), "integer '%s' is too large", buf);
    return 0;
  }
  *ok = true;
  return v;
}

gen_cexpr *gen_cexpr_name(gen_ctx *g, gen_name n) {
  gen_cexpr *e = gen_alloc(g, sizeof *e);
  e->kind = GEN_CE_NAME;
  e->name = n;
  e->loc = n.loc;
  return e;
}

gen_cexpr *gen_cexpr_apply(gen_ctx *g, gen_name n, gen_list args) {
  gen_cexpr *e = gen_cexpr_name(g, n);
  e->applied = true;
  e->args = args.head;
  return e;
}

gen_cexpr *gen_cexpr_int(gen_ctx *g, uint32_t file, gen_token t) {
  gen_cexpr *e = gen_alloc(g, sizeof *e);
  bool ok;
  e->kind = GEN_CE_INT;
  e->ival = gen_int_tok(g, file, t, &ok);
  e->loc = gen_loc_tok(file, t);
  return e;
}

gen_cexpr *gen_cexpr_union(gen_ctx *g, gen_cexpr *a, gen_cexpr *b) {
  if (a->kind != GEN_CE_UNION) {
    gen_cexpr *u = gen_alloc(g, sizeof *u);
    u->kind = GEN_CE_UNION;
    u->loc = a->loc;
    u->args = a;
    a = u;
  }
  gen_cexpr **tail = &a->args;
  while (*tail) tail = &(*tail)->next;
  *tail = b;
  return a;
}

/* Every list node starts with its `next` pointer. */
typedef struct gen_link {
  struct gen_link *next;
} gen_link;

gen_list gen_list_one(void *node) { return (gen_list){node, node}; }

/* ---- indexes ---------------------------------------------------------------- */

static size_t index_slot(const gen_index *x, uintptr_t key) {
  uint64_t h = (uint64_t)key * 0x9e3779b97f4a7c15ull;
  return (size_t)(h ^ h >> 29) & (x->cap - 1);
}

void *gen_index_get(const gen_index *x, uintptr_t key) {
  if (!x->cap) return NULL;
  for (size_t j = index_slot(x, key);; j = (j + 1) & (x->cap - 1)) {
    if (x->keys[j] == key) return x->vals[j];
    if (!x->keys[j]) return NULL;
  }
}

void *gen_index_add(gen_ctx *g, gen_index *x, uintptr_t key, void *val) {
  if (2 * (x->n + 1) > x->cap) { /* grow: the old table stays in the arena */
    gen_index o = *x;
    x->cap = o.cap ? 2 * o.cap : 64;
    x->keys = gen_alloc(g, x->cap * sizeof *x->keys);
    x->vals = gen_alloc(g, x->cap * sizeof *x->vals);
    x->n = 0;
    for (size_t i = 0; i < o.cap; i++)
      if (o.keys[i]) gen_index_add(g, x, o.keys[i], o.vals[i]);
  }
  size_t j = index_slot(x, key);
  for (; x->keys[j]; j = (j + 1) & (x->cap - 1))
    if (x->keys[j] == key) return x->vals[j];
  x->keys[j] = key;
  x->vals[j] = val;
  x->n++;
  return val;
}

uintptr_t gen_name_key(gen_ctx *g, const char *name) { return (uintptr_t)rl_ident_cstr(g->rl, name); }

gen_list gen_list_add(gen_list l, void *node) {
  if (!node) return l;
  if (!l.head) return gen_list_one(node);
  ((gen_link *)l.tail)->next = node;
  l.tail = node;
  return l;
}

gen_decl *gen_decl_new(gen_ctx *g, gen_decl_kind k, uint32_t file, gen_token kw) {
  gen_decl *d = gen_alloc(g, sizeof *d);
  d->kind = k;
  d->loc = gen_loc_tok(file, kw);
  return d;
}

gen_item *gen_item_new(gen_ctx *g, gen_item_kind k, uint32_t file, gen_token kw) {
  gen_item *it = gen_alloc(g, sizeof *it);
  it->kind = k;
  it->loc = gen_loc_tok(file, kw);
  return it;
}

gen_member *gen_member_new(gen_ctx *g, gen_name name) {
  gen_member *m = gen_alloc(g, sizeof *m);
  m->name = name;
  return m;
}

gen_member *gen_member_suffix(gen_ctx *g, gen_member *m, gen_arity_suffix s, uint32_t file, gen_token t) {
  if (m->suffix != GEN_SFX_NONE)
    gen_error(g, gen_loc_tok(file, t), "'%s' already has a '%s' suffix", m->name.s,
              m->suffix == GEN_SFX_OPTIONAL ? "?" : "...");
  else if (m->def_name.s || m->def_str.s)
    gen_error(g, gen_loc_tok(file, t), "'%s' must come before the default value",
              s == GEN_SFX_OPTIONAL ? "?" : "...");
  m->suffix = s;
  m->sfx_loc = gen_loc_tok(file, t);
  return m;
}

gen_member *gen_member_default(gen_ctx *g, gen_member *m, uint32_t file, gen_token eq, gen_name n,
                               gen_str s) {
  if (m->def_name.s || m->def_str.s) gen_error(g, gen_loc_tok(file, eq), "'%s' already has a default value", m->name.s);
  m->def_name = n;
  m->def_str = s;
  m->def_loc = n.s ? n.loc : s.loc;
  return m;
}

gen_enum_case *gen_case_new(gen_ctx *g, gen_name name, uint32_t file, gen_token value) {
  gen_enum_case *c = gen_alloc(g, sizeof *c);
  bool ok;
  c->name = name;
  c->value = (uint64_t)gen_int_tok(g, file, value, &ok);
  c->vloc = gen_loc_tok(file, value);
  return c;
}

/* ---- diagnostics ------------------------------------------------------- */

void gen_loc_line_col(gen_ctx *g, gen_loc l, unsigned *line, unsigned *col) {
  gen_file *f = &g->files[l.file];
  if (!f->line_starts) { /* one scan of the file; then a binary search per location */
    size_t n = 1;
    for (size_t i = 0; i < f->len; i++) n += f->buf[i] == '\n';
    f->line_starts = gen_alloc(g, n * sizeof *f->line_starts);
    f->nlines = 0;
    f->line_starts[f->nlines++] = 0;
    for (size_t i = 0; i < f->len; i++)
      if (f->buf[i] == '\n') f->line_starts[f->nlines++] = i + 1;
  }
  size_t end = l.off < f->len ? l.off : f->len, lo = 0, hi = f->nlines;
  while (hi - lo > 1) { /* the last line starting at or before end */
    size_t mid = lo + (hi - lo) / 2;
    if (f->line_starts[mid] <= end) lo = mid;
    else hi = mid;
  }
  *line = (unsigned)lo + 1;
  *col = (unsigned)(l.off - f->line_starts[lo] + 1);
}

/* Whether the last error was swallowed by the limit (its notes go too). */
static bool last_dropped;

static void report(gen_ctx *g, rl_severity sev, gen_loc l, const char *fmt, va_list ap) {
  if (sev == RL_NOTE && last_dropped) return;
  if (sev == RL_ERROR) {
    g->errors++;
    last_dropped = g->errors > g->max_errors;
    if (last_dropped) {
      if (!g->too_many) {
        g->too_many = true;
        fprintf(stderr, "%s: error: too many errors emitted, stopping now\n", g->files[l.file].path);
      }
      return;
    }
  } else if (sev == RL_WARNING) {
    g->warnings++;
  }
  unsigned line, col;
  gen_loc_line_col(g, l, &line, &col);
  rl_attr *loc = rl_loc_file(g->rl, g->files[l.file].ident, line, col);
  rl_diag *d = rl_diag_vbegin(g->rl, sev, loc, fmt, ap);
  rl_diag_report(g->rl, d);
}

void gen_error(gen_ctx *g, gen_loc l, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(g, RL_ERROR, l, fmt, ap);
  va_end(ap);
}

void gen_warning(gen_ctx *g, gen_loc l, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(g, RL_WARNING, l, fmt, ap);
  va_end(ap);
}

void gen_note(gen_ctx *g, gen_loc l, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(g, RL_NOTE, l, fmt, ap);
  va_end(ap);
}
