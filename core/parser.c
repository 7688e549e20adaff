/* The MLIR text parser: recursive descent over re2c tokens. Builds ops in the
 * generic form, builtin types and attributes, aliases and locations; resolves
 * forward references to values and blocks; reports the first error. */
#include "parser.h"

#include "asm.h"
#include "format.h"
#include "opdef.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

#include "affine.h"
#include "apfloat.h"
#include "apint.h"
#include "context_impl.h"
#include "diag.h"
#include "lexer.h"
#include "printer.h"

#define MAX_NESTING 4096 /* regions, attributes and types nested deeper are rejected */

/* ---- a string-keyed map (keys point into the source buffer) --------------- */

typedef struct smap_ent {
  const char *key;
  uint32_t len, hash;
  void *val;
} smap_ent;

typedef struct smap {
  smap_ent *e;
  uint32_t cap, n;
} smap;

static void smap_free(smap *m) { free(m->e); m->e = NULL; m->cap = m->n = 0; }

static smap_ent *smap_slot(smap *m, const char *k, uint32_t len, uint32_t h) {
  uint32_t mask = m->cap - 1, j = h & mask;
  for (;; j = (j + 1) & mask) {
    smap_ent *e = &m->e[j];
    if (!e->key || (e->hash == h && e->len == len && memcmp(e->key, k, len) == 0)) return e;
  }
}

static void smap_grow(smap *m) {
  smap o = *m;
  m->cap = o.cap ? o.cap * 2 : 64;
  m->e = rl_xcalloc(m->cap, sizeof(smap_ent));
  for (uint32_t i = 0; i < o.cap; i++)
    if (o.e[i].key) *smap_slot(m, o.e[i].key, o.e[i].len, o.e[i].hash) = o.e[i];
  free(o.e);
}

static void *smap_get(smap *m, const char *k, uint32_t len) {
  if (!m->cap) return NULL;
  return smap_slot(m, k, len, rl_hash_bytes(k, len))->val;
}

/* The entry for k, added (value NULL) if missing: one hash, one probe. */
static smap_ent *smap_upsert(smap *m, const char *k, uint32_t len) {
  if ((m->n + 1) * 2 > m->cap) smap_grow(m);
  uint32_t h = rl_hash_bytes(k, len);
  smap_ent *e = smap_slot(m, k, len, h);
  if (!e->key) {
    m->n++;
    e->key = k;
    e->len = len;
    e->hash = h;
    e->val = NULL;
  }
  return e;
}

static void smap_put(smap *m, const char *k, uint32_t len, void *v) { smap_upsert(m, k, len)->val = v; }

/* ---- parser state --------------------------------------------------------- */

typedef struct fwdref {
  struct fwdref *next;
  uint32_t resno;
  rl_value *placeholder;
  const char *use; /* source position of the first use */
} fwdref;

typedef struct ssa_def {
  rl_value *results; /* op results (contiguous), or NULL */
  rl_value *arg;     /* block argument, or NULL */
  uint32_t count;    /* values bound to the name */
  bool defined;
  const char *at;    /* where it was defined or first used */
  fwdref *fwds;      /* pending forward references */
} ssa_def;

typedef struct iscope { /* names visible in one isolated-from-above scope */
  smap names;
  rl_arena_mark mark; /* the scope's ssa_defs, fwdrefs and blockdefs follow it */
  ssa_def **undo; /* definitions made, for popping region scopes */
  size_t nundo, capundo;
} iscope;

typedef struct blockdef {
  rl_block *block;
  const char *at;  /* first reference or definition */
  bool defined;
} blockdef;

typedef struct pending_loc {
  rl_attr **slot;
  const char *name; /* alias text, "#foo" */
  uint32_t len;
  const char *at;
} pending_loc;

typedef struct rl_parser parser;
struct rl_parser {
  rl_context *c;
  rl_lexer lx;
  rl_token tok;
  rl_ident *file;
  unsigned line_offset;
  const char *line_cache_pos; /* line/col cache for monotonic lookups */
  unsigned line_cache_line;
  const char *line_cache_start;
  bool failed;
  int depth;
  smap type_aliases, attr_aliases;
  smap type_cache; /* text of a dialect type with parameters -> the type */
  iscope *scopes;
  size_t nscopes, capscopes;
  smap spare[8];      /* name tables of ended scopes, by depth, kept for the next */
  smap *block_scopes; /* one per region being parsed */
  size_t nblock_scopes, capblock_scopes;
  rl_block **blocks;  /* every block created, for cleanup on error */
  size_t nblocks, capblocks;
  rl_value **placeholders;
  size_t nplaceholders, capplaceholders;
  pending_loc *ploc;
  size_t nploc, capploc;
  rl_arena arena; /* ssa_def, fwdref, blockdef */
  const char **dialect_stack; /* default dialects of the enclosing ops */
  size_t ndialects, capdialects;
  rl_attr *cur_op_loc;        /* location of the op being parsed */
  const char *cur_op_name;    /* name of the custom op being parsed, or NULL */
  const char *cur_op_at;      /* where that op's name starts in the input */
  struct { uint64_t id; rl_attr *a; } *distincts; /* distinct[id]<...> seen in this input */
  size_t ndistincts, capdistincts;
  rl_strbuf type_bufs[4];     /* type names in messages (rotating) */
  unsigned next_type_buf;
  /* Streaming (rl_parse_source_stream): ops completed in stream_block are
   * handed to stream_fn. stream_arm: the next region opened at the top
   * level (the body of a leading module op) gives stream_block. */
  rl_parse_stream_fn stream_fn;
  void *stream_user;
  rl_block *stream_block;
  unsigned region_depth;
  bool stream_arm;
  int transient_above; /* locations of ops deeper than this region depth are transient; -1: none */
  const char *released; /* the text before it was handed to the context's source_release */
};

#define GROW(arr, n, cap)                                          \
  do {                                                             \
    if ((n) == (cap)) {                                            \
      (cap) = (cap) ? (cap) * 2 : 16;                              \
      (arr) = rl_xrealloc((arr), (cap) * sizeof *(arr));           \
    }                                                              \
  } while (0)

/* ---- locations and errors ------------------------------------------------- */

static void line_col(parser *p, const char *at, unsigned *line, unsigned *col) {
  if (at < p->lx.buf) at = p->lx.buf;
  if (at > p->lx.end) at = p->lx.end;
  if (at < p->line_cache_pos) {
    /* Behind the cache: walk back line by line (locations are mostly asked
     * for in order; this keeps out-of-order queries cheap too). */
    while (at < p->line_cache_start) {
      const char *ls = p->line_cache_start - 1; /* the newline ending the previous line */
      while (ls > p->lx.buf && ls[-1] != '\n') ls--;
      p->line_cache_start = ls;
      p->line_cache_line--;
    }
    p->line_cache_pos = p->line_cache_start;
  }
  const char *s = p->line_cache_pos;
  unsigned ln = p->line_cache_line;
  const char *ls = p->line_cache_start;
  while (s < at) {
    const char *nl = memchr(s, '\n', (size_t)(at - s));
    if (!nl) break;
    ln++;
    s = nl + 1;
    ls = s;
  }
  p->line_cache_pos = at;
  p->line_cache_line = ln;
  p->line_cache_start = ls;
  *line = ln + p->line_offset;
  *col = (unsigned)(at - ls) + 1;
}

static rl_attr *loc_at(parser *p, const char *at) {
  unsigned line, col;
  line_col(p, at, &line, &col);
  /* Inside a streamed op, whose body may be freed once handed over. */
  if (p->transient_above >= 0 && (int)p->region_depth > p->transient_above)
    return (rl_attr *)rl_transient_loc_file(p->c, RL_AT_LOC_FILE, p->file, line, col);
  return rl_loc_file(p->c, p->file, line, col);
}

static rl_diag *perr_begin(parser *p, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static rl_diag *perr_begin(parser *p, const char *at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rl_diag *d = rl_diag_vbegin(p->c, RL_ERROR, loc_at(p, at), fmt, ap);
  va_end(ap);
  return d;
}

static bool perr(parser *p, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool perr(parser *p, const char *at, const char *fmt, ...) {
  if (p->failed) return false;
  if (at >= p->lx.end && at > p->lx.buf) at = p->lx.end - 1;
  p->failed = true;
  va_list ap;
  va_start(ap, fmt);
  rl_diag *d = rl_diag_vbegin(p->c, RL_ERROR, loc_at(p, at), fmt, ap);
  va_end(ap);
  rl_diag_report(p->c, d);
  return false;
}

static void report(parser *p, rl_diag *d) {
  p->failed = true;
  rl_diag_report(p->c, d);
}

/* ---- tokens --------------------------------------------------------------- */

static void next(parser *p) { p->tok = rl_lex(&p->lx); }

static bool is(parser *p, rl_tok_kind k) { return p->tok.kind == k; }

static bool accept(parser *p, rl_tok_kind k) {
  if (p->tok.kind != k) return false;
  next(p);
  return true;
}

/* Where an "expected ..." error about the current token is reported: as
 * MLIR does, at the end of the last non-blank text before it, skipping blank
 * lines and trailing `//` comments, so a missing token is reported where it
 * should have been. */
static const char *wrong_token_at(parser *p) {
  const char *buf = p->lx.buf, *at = p->tok.text;
  if (p->tok.kind == RL_TOK_EOF && at > buf) at--;
  const char *orig = at, *e = at;
  for (;;) {
    while (e > buf && (e[-1] == ' ' || e[-1] == '\t')) e--;
    if (e == buf) return orig;
    if (e[-1] != '\n' && e[-1] != '\r') return e;
    e--; /* drop the newline */
    const char *ls = e;
    while (ls > buf && ls[-1] != '\n' && ls[-1] != '\r') ls--;
    for (const char *q = ls; q + 1 < e; q++)
      if (q[0] == '/' && q[1] == '/') { e = q; break; }
  }
}

/* Reports a lexer error token, or `msg` about the current token. */
static bool fail_here(parser *p, const char *msg) {
  if (p->tok.kind == RL_TOK_ERROR) return perr(p, p->tok.text, "%s", p->lx.err);
  return perr(p, wrong_token_at(p), "%s", msg);
}

static bool expect(parser *p, rl_tok_kind k, const char *msg) {
  if (accept(p, k)) return true;
  return fail_here(p, msg);
}

/* The value of the current integer token (decimal, or hex after 0x), in
 * full; false if it does not fit in 64 bits. */
static bool tok_u64(const parser *p, uint64_t *v) {
  const char *s = p->tok.text;
  bool hex = p->tok.len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  errno = 0;
  unsigned long long x = strtoull(s, NULL, hex ? 16 : 10);
  if (errno) return false;
  *v = x;
  return true;
}

static bool is_kw(parser *p, const char *kw) {
  size_t n = strlen(kw);
  return p->tok.kind == RL_TOK_BARE_ID && p->tok.len == n && memcmp(p->tok.text, kw, n) == 0;
}

static bool accept_kw(parser *p, const char *kw) {
  if (!is_kw(p, kw)) return false;
  next(p);
  return true;
}

static bool enter(parser *p, const char *at) {
  if (++p->depth > MAX_NESTING) {
    perr(p, at, "nesting too deep (more than %d levels)", MAX_NESTING);
    return false;
  }
  return true;
}
static void leave(parser *p) { p->depth--; }

/* Decodes a string token's escapes into out (heap via strbuf). */
static void unescape(const rl_token *t, rl_strbuf *out) {
  rl_sb_clear(out);
  const char *s = t->text + 1, *e = t->text + t->len - 1;
  rl_sb_grow(out, (size_t)(e - s) + 1);
  while (s < e) {
    char ch = *s++;
    if (ch != '\\') { rl_sb_putc(out, ch); continue; }
    char x = *s++;
    switch (x) {
    case 'n': rl_sb_putc(out, '\n'); break;
    case 't': rl_sb_putc(out, '\t'); break;
    case '"': rl_sb_putc(out, '"'); break;
    case '\\': rl_sb_putc(out, '\\'); break;
    default: {
      int v = 0;
      for (int i = 0; i < 2; i++) {
        char h = i ? *s++ : x;
        v = v * 16 + (h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
      }
      rl_sb_putc(out, (char)v);
    }
    }
  }
}

/* ---- types ---------------------------------------------------------------- */

static rl_type *parse_type(parser *p);
static rl_attr *parse_attr(parser *p, rl_type *type_hint);
static rl_attr *parse_location_body(parser *p, rl_attr **deferred_slot);

static const struct { const char *name; rl_float_sem sem; } float_names[] = {
    {"f16", RL_F16}, {"bf16", RL_BF16}, {"tf32", RL_TF32}, {"f32", RL_F32},
    {"f64", RL_F64}, {"f80", RL_F80}, {"f128", RL_F128},
    {"f8E5M2", RL_F8E5M2}, {"f8E4M3", RL_F8E4M3}, {"f8E4M3FN", RL_F8E4M3FN},
    {"f8E5M2FNUZ", RL_F8E5M2FNUZ}, {"f8E4M3FNUZ", RL_F8E4M3FNUZ},
    {"f8E4M3B11FNUZ", RL_F8E4M3B11FNUZ},
};

/* i32, si8, ui1: returns the type, or NULL if the token is not an int type. */
static rl_type *int_type_of(parser *p, const char *s, size_t n, const char **bad) {
  rl_signedness sg = RL_SIGNLESS;
  size_t i = 0;
  if (n > 2 && s[0] == 's' && s[1] == 'i') { sg = RL_SIGNED; i = 2; }
  else if (n > 2 && s[0] == 'u' && s[1] == 'i') { sg = RL_UNSIGNED; i = 2; }
  else if (n > 1 && s[0] == 'i') i = 1;
  else return NULL;
  uint64_t w = 0;
  if (i == n) return NULL;
  bool wide = false; /* more than 32 bits of width: MLIR's "invalid integer width" */
  for (size_t k = i; k < n; k++) {
    if (s[k] < '0' || s[k] > '9') return NULL;
    if (!wide) w = w * 10 + (uint64_t)(s[k] - '0');
    if (w > UINT32_MAX) wide = true;
  }
  if (wide) *bad = "invalid integer width";
  else if (w > 16777215) *bad = "integer bitwidth is limited to 16777215 bits";
  if (*bad) return NULL;
  return rl_type_integer(p->c, (unsigned)w, sg);
}

/* Consumes the `x` separator of a dimension list, which the lexer glued to
 * what follows (`4x4xf32` lexes as 4, x4xf32). */
static bool parse_x(parser *p) {
  if (p->tok.kind == RL_TOK_BARE_ID && p->tok.text[0] == 'x') {
    rl_lexer_reset(&p->lx, p->tok.text + 1);
    next(p);
    return true;
  }
  return fail_here(p, "expected 'x' in dimension list");
}

/* Parses `dim x dim x ...` before an element type. Sets *unranked for `*x`.
 * scalable may be NULL (only vectors allow `[4]`). */
static bool parse_dims(parser *p, int64_t **dims, bool **scal, unsigned *rank, bool allow_q,
                       bool *unranked) {
  unsigned n = 0, cap = 0;
  int64_t *d = NULL;
  bool *s = NULL;
  if (unranked && is(p, RL_TOK_STAR)) {
    next(p);
    *unranked = true;
    if (!parse_x(p)) return false;
    *dims = NULL;
    *rank = 0;
    return true;
  }
  for (;;) {
    int64_t v;
    bool sc = false;
    /* Just past an integer dimension's text: an `x` there is taken from the
     * text, and scanning goes on after it. (Lexed, `x1x1x...` would be one
     * bare identifier up to the element type, once per dimension.) */
    const char *after = NULL;
    if (is(p, RL_TOK_INTEGER)) {
      if (p->tok.len > 1 && p->tok.text[1] == 'x') {
        /* 0x4xf32 lexes as a hex number: it is 0 then x. */
        v = 0;
        after = p->tok.text + 1;
      } else {
        errno = 0;
        v = strtoll(p->tok.text, NULL, 10);
        if (errno) { free(d); free(s); return perr(p, p->tok.text, "invalid dimension"); }
        after = p->tok.text + p->tok.len;
      }
    } else if (allow_q && is(p, RL_TOK_QUESTION)) {
      v = RL_DYNAMIC;
      next(p);
    } else if (scal && is(p, RL_TOK_LSQUARE)) {
      next(p);
      if (!is(p, RL_TOK_INTEGER)) { free(d); free(s); return fail_here(p, "expected integer value"); }
      v = strtoll(p->tok.text, NULL, 0);
      next(p);
      if (!expect(p, RL_TOK_RSQUARE, "missing ']' closing scalable dimension")) { free(d); free(s); return false; }
      sc = true;
    } else {
      break;
    }
    if (n == cap) {
      cap = cap ? cap * 2 : 8;
      d = rl_xrealloc(d, cap * sizeof *d);
      s = rl_xrealloc(s, cap * sizeof *s);
    }
    d[n] = v;
    s[n] = sc;
    n++;
    if (after) {
      rl_lexer_reset(&p->lx, *after == 'x' ? after + 1 : after);
      next(p);
      if (*after == 'x') continue;
    }
    if (!parse_x(p)) { free(d); free(s); return false; }
  }
  *dims = d;
  if (scal) *scal = s;
  else free(s);
  *rank = n;
  return true;
}

/* Captures the raw text of a balanced `<...>` starting at the current `<`
 * token (a dialect type or attribute body); leaves the lexer after the
 * closing `>`. Brackets must nest; strings are skipped whole. With quiet, no
 * error is reported (the caller has a better one). */
static bool capture_angle_q(parser *p, const char **start, size_t *len, bool quiet) {
  const char *s = p->tok.text; /* at '<' */
  char stack[256];
  int depth = 0;
  const char *q = s;
  for (; q < p->lx.end; q++) {
    char ch = *q;
    if (ch == '\0') break; /* as MLIR: a NUL ends the body as the end of the input does */
    if (ch == '"') {
      const char *str = q;
      for (q++; q < p->lx.end && *q != '"' && *q != '\n'; q++)
        if (*q == '\\') q++;
      if (q >= p->lx.end || *q != '"') {
        if (!quiet) perr(p, str, "expected '\"' in string literal");
        return false;
      }
      continue;
    }
    if (ch == '<' && q + 1 < p->lx.end && q[1] == '=') continue; /* <= in an integer set */
    if (ch == '<' || ch == '(' || ch == '[' || ch == '{') {
      if (depth == (int)sizeof stack) {
        if (!quiet) perr(p, q, "nesting too deep in pretty dialect name");
        return false;
      }
      stack[depth++] = ch;
      continue;
    }
    char open = ch == '>' ? '<' : ch == ')' ? '(' : ch == ']' ? '[' : ch == '}' ? '{' : 0;
    if (!open) continue;
    if (ch == '>' && q > s && q[-1] == '-') continue; /* -> inside a function type */
    if (ch == '>' && q + 1 < p->lx.end && q[1] == '=') continue; /* >= in an integer set */
    if (!depth || stack[depth - 1] != open) {
      /* MLIR reports at the opening `<` of the body. */
      if (!quiet) perr(p, s, "unbalanced '%c' character in pretty dialect name", depth ? stack[depth - 1] : ch);
      return false;
    }
    if (--depth == 0) break;
  }
  if (q >= p->lx.end || *q == '\0') { /* reported at the body's `<`, as MLIR does */
    if (!quiet) perr(p, s, "unbalanced '%c' character in pretty dialect name", depth ? stack[depth - 1] : '<');
    return false;
  }
  *start = s;
  *len = (size_t)(q - s) + 1;
  rl_lexer_reset(&p->lx, q + 1);
  next(p);
  return true;
}

static bool capture_angle(parser *p, const char **start, size_t *len) {
  return capture_angle_q(p, start, len, false);
}

/* Without --allow-unregistered-dialect, a type or attribute of an unknown
 * dialect is an error, worded as MLIR words it. */
static bool check_dialect(parser *p, const char *at, rl_ident *dialect, rl_ident *body, bool is_type) {
  if (p->c->allow_unregistered || rl_context_dialect_loaded(p->c, dialect)) return true;
  rl_strbuf d = {0}, b = {0};
  rl_print_escaped(&d, dialect->str, dialect->len);
  rl_print_escaped(&b, body->str, body->len);
  char *known = rl_context_dialect_names(p->c, ", ");
  if (is_type)
    perr(p, at, "`!%s<%s>` type created with unregistered dialect. If this is intended, please call "
         "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the "
         "MLIR opt tool used (registered dialects: %s)", d.data, b.data, known);
  else
    perr(p, at, "#%s<%s> : 'none' attribute created with unregistered dialect. If this is intended, "
         "please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
         "with the MLIR opt tool used (registered dialects: %s)", d.data, b.data, known);
  free(known);
  rl_sb_free(&d);
  rl_sb_free(&b);
  return false;
}

static bool spaces_between(const char *a, const char *b) {
  if (b < a) return false;
  for (; a < b; a++)
    if (*a != ' ' && *a != '\n' && *a != '\t' && *a != '\r') return false;
  return true;
}

/* !alias, !dialect.name<...>, !dialect<"...">. */
static rl_type *parse_dialect_type(parser *p) {
  const char *at = p->tok.text;
  const char *name = p->tok.text + 1;
  size_t n = p->tok.len - 1;
  const char *dot = memchr(name, '.', n);
  if (!dot) {
    rl_type *t = smap_get(&p->type_aliases, p->tok.text, p->tok.len);
    if (t) {
      next(p);
      return t;
    }
    /* !dialect<"body"> */
    next(p);
    if (!is(p, RL_TOK_LESS) || p->tok.text != at + 1 + n) {
      rl_strbuf m = {0};
      rl_sb_printf(&m, "undefined symbol alias id '%.*s'", (int)n, name);
      fail_here(p, m.data);
      rl_sb_free(&m);
      return NULL;
    }
    const char *bs;
    size_t bl;
    if (!capture_angle(p, &bs, &bl)) return NULL;
    rl_ident *d = rl_ident_get(p->c, name, n);
    rl_ident *body = rl_ident_get(p->c, bs, bl);
    if (!check_dialect(p, at, d, rl_ident_get(p->c, bs + 1, bl - 2), true)) return NULL;
    return rl_type_opaque(p->c, d, body, true);
  }
  rl_ident *d = rl_ident_get(p->c, name, (size_t)(dot - name));
  const char *bstart = dot + 1;
  const rl_dialect_types *hooks = p->c->dialect_types.n ? rl_ptrmap_get(&p->c->dialect_types, d) : NULL;
  if (hooks) {
    /* A dialect that owns its types parses the parameters itself; its
     * errors are about the type, not the op around it. As in MLIR, the body
     * `<...>` must be balanced first. */
    next(p);
    const char *end = NULL;
    if (is(p, RL_TOK_LESS) && p->tok.text == at + 1 + n) {
      const char *lt = p->tok.text, *bs;
      size_t bl;
      if (!capture_angle(p, &bs, &bl)) return NULL;
      /* The same text is the same type (lowered code repeats its struct
       * types on every line): parsed once. */
      end = bs + bl;
      rl_type *seen = smap_get(&p->type_cache, at, (uint32_t)(end - at));
      if (seen) {
        rl_lexer_reset(&p->lx, end);
        next(p);
        return seen;
      }
      rl_lexer_reset(&p->lx, lt);
      next(p);
    }
    const char *opname = p->cur_op_name;
    p->cur_op_name = NULL;
    rl_type *t = hooks->parse(p, bstart, (size_t)(at + 1 + n - bstart));
    p->cur_op_name = opname;
    if (t && end && !p->failed && spaces_between(end, p->tok.text)) /* the hook read just `<...>` */
      smap_put(&p->type_cache, at, (uint32_t)(end - at), t);
    return t;
  }
  next(p);
  const char *bend = p->tok.text;
  if (is(p, RL_TOK_LESS) && p->tok.text == at + 1 + n) {
    const char *bs;
    size_t bl;
    if (!capture_angle(p, &bs, &bl)) return NULL;
    bend = bs + bl;
  } else {
    bend = at + 1 + n;
  }
  rl_ident *body = rl_ident_get(p->c, bstart, (size_t)(bend - bstart));
  if (!check_dialect(p, at, d, body, true)) return NULL;
  return rl_type_opaque(p->c, d, body, false);
}

static bool parse_type_list_parens(parser *p, rl_type ***out, unsigned *n) {
  /* at '(' */
  next(p);
  unsigned cap = 0;
  *out = NULL;
  *n = 0;
  if (accept(p, RL_TOK_RPAREN)) return true;
  do {
    rl_type *t = parse_type(p);
    if (!t) { free(*out); *out = NULL; return false; }
    if (*n == cap) {
      cap = cap ? cap * 2 : 8;
      *out = rl_xrealloc(*out, cap * sizeof **out);
    }
    (*out)[(*n)++] = t;
  } while (accept(p, RL_TOK_COMMA));
  if (!expect(p, RL_TOK_RPAREN, "expected ')'")) { free(*out); *out = NULL; return false; }
  return true;
}

/* Results of a function type: a single non-function type, or `(...)`. */
static bool parse_func_results(parser *p, rl_type ***out, unsigned *n) {
  if (is(p, RL_TOK_LPAREN)) return parse_type_list_parens(p, out, n);
  rl_type *t = parse_type(p);
  if (!t) return false;
  *out = rl_xmalloc(sizeof **out);
  (*out)[0] = t;
  *n = 1;
  return true;
}

static rl_type *parse_function_type(parser *p) {
  rl_type **in = NULL, **out = NULL;
  unsigned nin = 0, nout = 0;
  if (!parse_type_list_parens(p, &in, &nin)) return NULL;
  if (!expect(p, RL_TOK_ARROW, "expected '->' in function type")) { free(in); return NULL; }
  if (!parse_func_results(p, &out, &nout)) { free(in); return NULL; }
  rl_type *t = rl_type_function(p->c, nin, in, nout, out);
  free(in);
  free(out);
  return t;
}

/* What a memref may hold: numbers, complex, vectors and memrefs. */
static bool memref_elem_ok(const rl_type *t) {
  switch ((rl_type_kind)t->kind) {
  case RL_TY_INTEGER: case RL_TY_INDEX: case RL_TY_FLOAT: case RL_TY_COMPLEX:
  case RL_TY_VECTOR: case RL_TY_MEMREF: case RL_TY_UNRANKED_MEMREF: return true;
  default: return false;
  }
}

/* What a tensor may hold: numbers, complex, vectors, and types of dialects
 * other than builtin (MLIR's TensorType::isValidElementType). */
static bool tensor_elem_ok(const rl_type *t) {
  switch ((rl_type_kind)t->kind) {
  case RL_TY_INTEGER: case RL_TY_INDEX: case RL_TY_FLOAT: case RL_TY_COMPLEX: case RL_TY_VECTOR:
  case RL_TY_OPAQUE: return true;
  default: return t->kind >= RL_TY_DIALECT_FIRST;
  }
}

static rl_type *parse_shaped(parser *p, const char *kw) {
  next(p);
  if (!expect(p, RL_TOK_LESS, "expected '<' in type")) return NULL;
  int64_t *dims = NULL;
  bool *scal = NULL;
  unsigned rank = 0;
  bool unranked = false;
  bool is_vec = kw[0] == 'v', is_tensor = kw[0] == 't', is_memref = kw[0] == 'm';
  if (!parse_dims(p, &dims, is_vec ? &scal : NULL, &rank, !is_vec, is_vec ? NULL : &unranked))
    return NULL;
  const char *elem_at = p->tok.text;
  rl_type *elem = parse_type(p);
  rl_type *t = NULL;
  if (!elem) goto done;
  if (is_vec) {
    for (unsigned i = 0; i < rank; i++)
      if (dims[i] <= 0) {
        perr(p, elem_at, "vector types must have positive constant sizes");
        goto done;
      }
    if (!rl_type_is_integer(elem) && !rl_type_is_float(elem) && !rl_type_is_index(elem)) {
      perr(p, elem_at, "vector elements must be int/index/float type");
      goto done;
    }
    if (!expect(p, RL_TOK_GREATER, "expected '>' in vector type")) goto done;
    t = rl_type_vector(p->c, rank, dims, scal, elem);
  } else if (is_tensor) {
    rl_attr *enc = NULL;
    if (!tensor_elem_ok(elem)) {
      perr(p, elem_at, "invalid tensor element type");
      goto done;
    }
    if (!unranked && accept(p, RL_TOK_COMMA)) {
      enc = parse_attr(p, NULL);
      if (!enc) goto done;
    }
    if (!expect(p, RL_TOK_GREATER, "expected '>' in tensor type")) goto done;
    t = unranked ? rl_type_unranked_tensor(p->c, elem) : rl_type_tensor(p->c, rank, dims, elem, enc);
  } else if (is_memref) {
    rl_attr *layout = NULL, *space = NULL;
    if (!memref_elem_ok(elem)) {
      perr(p, elem_at, "invalid memref element type");
      goto done;
    }
    for (unsigned nlist = 0; accept(p, RL_TOK_COMMA); nlist++) {
      if (nlist == 0 && is(p, RL_TOK_GREATER)) { /* only the first element may be missing with this message */
        fail_here(p, "expected list element");
        goto done;
      }
      const char *aat = p->tok.text;
      rl_attr *a = parse_attr(p, NULL);
      if (!a) goto done;
      bool is_layout = a->kind == RL_AT_AFFINE_MAP || a->kind == RL_AT_STRIDED;
      if (is_layout && unranked) {
        perr(p, aat, "cannot have affine map for unranked memref type");
        goto done;
      }
      if (is_layout && space) {
        perr(p, aat, "expected memory space to be last in memref type");
        goto done;
      }
      if (is_layout && !layout) {
        if (a->kind == RL_AT_STRIDED && a->n - 1 != rank) {
          perr(p, aat, "expected the number of strides to match the rank");
          goto done;
        }
        if (a->kind == RL_AT_AFFINE_MAP && a->w[0] != rank) {
          perr(p, aat, "memref layout mismatch between rank and affine map: %u != %u", rank, (unsigned)a->w[0]);
          goto done;
        }
        layout = a;
      } else if (space) {
        perr(p, aat, "multiple memory spaces specified in memref type");
        goto done;
      } else if (!space) {
        if (a->kind != RL_AT_INTEGER && a->kind != RL_AT_STRING && a->kind != RL_AT_DICT &&
            a->kind != RL_AT_ARRAY) {
          perr(p, aat, "unsupported memory space Attribute");
          goto done;
        }
        space = a;
      } else {
        perr(p, aat, "expected '>' in memref type");
        goto done;
      }
    }
    if (!expect(p, RL_TOK_GREATER, "expected '>' in memref type")) goto done;
    /* The identity map and the default memory space 0 are not stored. */
    if (layout && layout->kind == RL_AT_AFFINE_MAP && rl_affine_map_is_identity(layout) &&
        layout->w[0] == rank)
      layout = NULL;
    if (space && space->kind == RL_AT_INTEGER && rl_attr_int_value(space) == 0 &&
        rl_type_bitwidth(rl_attr_type_of(space)) == 64)
      space = NULL;
    t = unranked ? rl_type_unranked_memref(p->c, elem, space)
                 : rl_type_memref(p->c, rank, dims, elem, layout, space);
  }
done:
  free(dims);
  free(scal);
  return t;
}

/* Whether the current bare identifier names a builtin type (MLIR's type
 * keywords and `[su]?i<digits>`): what parseOptionalType would take. */
static bool at_type_keyword(parser *p) {
  const char *s = p->tok.text;
  size_t n = p->tok.len, i = n > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i' ? 2 : n > 1 && s[0] == 'i' ? 1 : n;
  if (i < n) {
    size_t k = i;
    while (k < n && s[k] >= '0' && s[k] <= '9') k++;
    if (k == n) return true;
  }
  for (size_t j = 0; j < sizeof float_names / sizeof float_names[0]; j++)
    if (strlen(float_names[j].name) == n && memcmp(float_names[j].name, s, n) == 0) return true;
  static const char *const kws[] = {"index", "none", "vector", "tensor", "memref", "complex", "tuple"};
  for (size_t j = 0; j < sizeof kws / sizeof *kws; j++)
    if (is_kw(p, kws[j])) return true;
  return false;
}

static rl_type *parse_type_inner(parser *p) {
  switch (p->tok.kind) {
  case RL_TOK_LPAREN: return parse_function_type(p);
  case RL_TOK_BANG_ID: return parse_dialect_type(p);
  case RL_TOK_BARE_ID: break;
  default: fail_here(p, "expected non-function type"); return NULL;
  }
  const char *s = p->tok.text;
  size_t n = p->tok.len;
  const char *bad = NULL;
  rl_type *it = int_type_of(p, s, n, &bad);
  if (bad) {
    perr(p, s, "%s", bad);
    return NULL;
  }
  if (it) { next(p); return it; }
  for (size_t i = 0; i < sizeof float_names / sizeof float_names[0]; i++)
    if (strlen(float_names[i].name) == n && memcmp(float_names[i].name, s, n) == 0) {
      next(p);
      return rl_type_float(p->c, float_names[i].sem);
    }
  if (is_kw(p, "index")) { next(p); return rl_type_index(p->c); }
  if (is_kw(p, "none")) { next(p); return rl_type_none(p->c); }
  if (is_kw(p, "vector") || is_kw(p, "tensor") || is_kw(p, "memref")) {
    char kw[8];
    memcpy(kw, s, n < 7 ? n : 7);
    kw[n < 7 ? n : 7] = 0;
    return parse_shaped(p, kw);
  }
  if (is_kw(p, "complex")) {
    next(p);
    if (!expect(p, RL_TOK_LESS, "expected '<' in complex type")) return NULL;
    const char *eat = p->tok.text;
    rl_type *e = parse_type(p);
    if (!e) return NULL;
    if (!rl_type_is_integer(e) && !rl_type_is_float(e)) {
      perr(p, eat, "invalid element type for complex");
      return NULL;
    }
    if (!expect(p, RL_TOK_GREATER, "expected '>' in complex type")) return NULL;
    return rl_type_complex(p->c, e);
  }
  if (is_kw(p, "tuple")) {
    next(p);
    if (!expect(p, RL_TOK_LESS, "expected '<' in tuple type")) return NULL;
    rl_type **el = NULL;
    unsigned ne = 0, cap = 0;
    if (!is(p, RL_TOK_GREATER)) {
      do {
        rl_type *t = parse_type(p);
        if (!t) { free(el); return NULL; }
        if (ne == cap) { cap = cap ? cap * 2 : 4; el = rl_xrealloc(el, cap * sizeof *el); }
        el[ne++] = t;
      } while (accept(p, RL_TOK_COMMA));
    }
    if (!expect(p, RL_TOK_GREATER, "expected '>' in tuple type")) { free(el); return NULL; }
    rl_type *t = rl_type_tuple(p->c, ne, el);
    free(el);
    return t;
  }
  fail_here(p, "expected non-function type");
  return NULL;
}

static rl_type *parse_type(parser *p) {
  if (!enter(p, p->tok.text)) return NULL;
  rl_type *t = parse_type_inner(p);
  leave(p);
  return t;
}

/* ---- attributes ----------------------------------------------------------- */

static unsigned words_for(rl_type *t) {
  unsigned b = rl_type_bitwidth(t);
  return b ? (b + 63) / 64 : 1;
}

/* Converts an integer literal (with sign) to words for type t; reports errors. */
static bool int_literal_words(parser *p, const rl_token *lit, bool neg, rl_type *t, uint64_t *out) {
  unsigned width = rl_type_bitwidth(t);
  rl_signedness sg = rl_type_is_index(t) ? RL_SIGNED : rl_type_int_signedness(t);
  rl_apint_status st = rl_apint_parse_literal(lit->text, lit->len, neg, width, sg, out);
  if (st != RL_APINT_OK) return perr(p, lit->text, "%s", rl_apint_status_message(st));
  return true;
}

/* A float value from a literal token, for float type t. */
static bool float_literal_bits(parser *p, const rl_token *lit, bool neg, rl_type *t, uint64_t *lo,
                               uint64_t *hi) {
  rl_float_sem sem = rl_type_float_sem(t);
  if (lit->kind == RL_TOK_INTEGER) {
    if (!(lit->len > 2 && lit->text[1] == 'x')) {
      rl_diag *d = perr_begin(p, lit->text, RL_APFLOAT_MSG_DEC_INT);
      rl_diag_note(d, loc_at(p, lit->text), RL_APFLOAT_NOTE_DEC_INT);
      report(p, d);
      return false;
    }
    if (neg) return perr(p, lit->text, RL_APFLOAT_MSG_HEX_MINUS);
    if (!rl_apfloat_from_hex_literal(sem, lit->text, lit->len, lo, hi))
      return perr(p, lit->text, RL_APFLOAT_MSG_HEX_RANGE);
    return true;
  }
  char tmp[64];
  char *s = lit->len < sizeof tmp ? tmp : rl_xmalloc(lit->len + 1);
  memcpy(s, lit->text, lit->len);
  s[lit->len] = 0;
  double d = strtod(s, NULL);
  if (s != tmp) free(s);
  if (neg) d = -d;
  rl_apfloat_from_double(sem, d, lo, hi);
  return true;
}

/* [-] number-or-bool with optional `: type`. */
static rl_attr *parse_number_attr(parser *p, rl_type *hint) {
  bool neg = false;
  const char *at = p->tok.text;
  if (accept(p, RL_TOK_MINUS)) neg = true;
  if (!is(p, RL_TOK_INTEGER) && !is(p, RL_TOK_FLOAT)) {
    fail_here(p, "expected constant integer or floating point value");
    return NULL;
  }
  rl_token lit = p->tok;
  next(p);
  rl_type *t = hint;
  const char *tat = p->tok.text;
  /* With a type given by the context (a format's I64Attr...), no `: type`
   * follows, as in MLIR's parseAttribute(attr, type). */
  if (!hint && accept(p, RL_TOK_COLON)) {
    tat = p->tok.text;
    t = parse_type(p);
    if (!t) return NULL;
  }
  if (!t) t = lit.kind == RL_TOK_FLOAT ? rl_type_float(p->c, RL_F64) : rl_type_integer(p->c, 64, RL_SIGNLESS);
  if (rl_type_is_float(t)) {
    uint64_t lo, hi;
    if (!float_literal_bits(p, &lit, neg, t, &lo, &hi)) return NULL;
    return rl_attr_float_bits(p->c, t, lo, hi);
  }
  if (!rl_type_is_integer(t) && !rl_type_is_index(t)) {
    perr(p, at, "integer literal not valid for specified type");
    return NULL;
  }
  if (lit.kind == RL_TOK_FLOAT) {
    perr(p, tat, RL_APFLOAT_MSG_FLOAT_FOR_INT);
    return NULL;
  }
  unsigned nw = words_for(t);
  uint64_t stack[4];
  uint64_t *w = nw <= 4 ? stack : rl_xmalloc(nw * sizeof(uint64_t));
  rl_attr *a = NULL;
  if (int_literal_words(p, &lit, neg, t, w)) a = rl_attr_integer_words(p->c, t, w);
  if (w != stack) free(w);
  return a;
}

static rl_attr *parse_dict_body(parser *p, const char *what);

/* dense<...>: literal tree collected, then converted once the type is known. */
typedef struct dlit {
  rl_token tok;  /* INTEGER, FLOAT, STRING, or BARE_ID true/false */
  bool neg;
  bool complex_im; /* second half of a complex pair */
} dlit;

typedef struct dense_acc {
  dlit *lits;
  size_t n, cap;
  int64_t shape[64];
  int rank;          /* -1 until the first innermost list fixes it */
  bool is_list;
  bool complex;      /* elements are (re, im) pairs */
} dense_acc;

static bool dense_lit(parser *p, dense_acc *acc) {
  dlit l = {0};
  if (accept(p, RL_TOK_MINUS)) {
    l.neg = true;
    if (!is(p, RL_TOK_INTEGER) && !is(p, RL_TOK_FLOAT)) return fail_here(p, "expected integer or floating point literal");
  }
  if (is(p, RL_TOK_INTEGER) || is(p, RL_TOK_FLOAT) || (!l.neg && (is_kw(p, "true") || is_kw(p, "false") || is(p, RL_TOK_STRING)))) {
    l.tok = p->tok;
    next(p);
    GROW(acc->lits, acc->n, acc->cap);
    acc->lits[acc->n++] = l;
    return true;
  }
  return fail_here(p, "expected element literal of primitive type");
}

static bool dense_elem(parser *p, dense_acc *acc) {
  if (is(p, RL_TOK_LPAREN)) { /* complex */
    next(p);
    acc->complex = true;
    if (!dense_lit(p, acc)) return false;
    if (!expect(p, RL_TOK_COMMA, "expected ',' between complex elements")) return false;
    if (!dense_lit(p, acc)) return false;
    return expect(p, RL_TOK_RPAREN, "expected ')' after complex elements");
  }
  return dense_lit(p, acc);
}

static bool dense_list(parser *p, dense_acc *acc, int dim) {
  const char *at = p->tok.text;
  if (dim >= 64) return perr(p, at, "dense literal nested too deeply");
  if (!enter(p, at)) return false;
  next(p); /* '[' */
  int64_t count = 0;
  bool sub_lists = false;
  if (!is(p, RL_TOK_RSQUARE)) {
    do {
      if (is(p, RL_TOK_LSQUARE)) {
        if (count > 0 && !sub_lists) { leave(p); return perr(p, p->tok.text, "tensor literal is invalid; ranks are not consistent between elements"); }
        sub_lists = true;
        if (!dense_list(p, acc, dim + 1)) { leave(p); return false; }
      } else {
        if (sub_lists) { leave(p); return perr(p, p->tok.text, "tensor literal is invalid; ranks are not consistent between elements"); }
        if (!dense_elem(p, acc)) { leave(p); return false; }
      }
      count++;
    } while (accept(p, RL_TOK_COMMA));
  }
  if (!expect(p, RL_TOK_RSQUARE, "expected ']' in dense elements literal")) { leave(p); return false; }
  leave(p);
  int inner_rank = dim + 1;
  if (!sub_lists && acc->rank < 0) acc->rank = inner_rank;
  if (!sub_lists && acc->rank != inner_rank)
    return perr(p, at, "tensor literal is invalid; ranks are not consistent between elements");
  if (acc->shape[dim] == -1) acc->shape[dim] = count;
  else if (acc->shape[dim] != count)
    return perr(p, at, "tensor literal is invalid; ranks are not consistent between elements");
  return true;
}

static size_t shaped_num_elements(rl_type *t, bool *dynamic) {
  size_t n = 1;
  unsigned r = rl_type_rank(t);
  for (unsigned i = 0; i < r; i++) {
    int64_t d = rl_type_dim(t, i);
    if (d < 0) { *dynamic = true; return 0; }
    n *= (size_t)d;
  }
  return n;
}

static const char *type_str(parser *p, rl_type *t);

/* One element literal of a dense (or sparse) literal, converted for element
 * type et once the type is known; errors as MLIR's tensor literal parser
 * words them: at the literal, or for a non-float literal of a float type at
 * the token after the type (the current one). */
static bool dense_convert_lit(parser *p, const dlit *l, rl_type *et, uint64_t *out) {
  const rl_token *t = &l->tok;
  bool is_bool = t->kind == RL_TOK_BARE_ID; /* true / false */
  if (rl_type_is_float(et)) {
    if (t->kind == RL_TOK_INTEGER && t->len > 2 && t->text[1] == 'x') {
      uint64_t lo, hi;
      if (!float_literal_bits(p, t, l->neg, et, &lo, &hi)) return false;
      out[0] = lo;
      if (rl_type_bitwidth(et) > 64) out[1] = hi;
      return true;
    }
    if (t->kind != RL_TOK_FLOAT) return fail_here(p, "expected floating-point elements, but parsed integer");
    uint64_t lo, hi;
    if (!float_literal_bits(p, t, l->neg, et, &lo, &hi)) return false;
    out[0] = lo;
    if (rl_type_bitwidth(et) > 64) out[1] = hi;
    return true;
  }
  if (rl_type_is_integer(et) || rl_type_is_index(et)) {
    if (l->neg && rl_type_is_integer(et) && rl_type_int_signedness(et) == RL_UNSIGNED)
      return perr(p, t->text, "expected unsigned integer elements, but parsed negative value");
    if (t->kind == RL_TOK_FLOAT) return perr(p, t->text, "expected integer elements, but parsed floating-point");
    if (is_bool) {
      if (!rl_type_is_integer(et) || rl_type_int_width(et) != 1)
        return perr(p, t->text, "expected i1 type for 'true' or 'false' values");
      out[0] = t->text[0] == 't';
      return true;
    }
    unsigned width = rl_type_bitwidth(et);
    rl_signedness sg = rl_type_is_index(et) ? RL_SIGNED : rl_type_int_signedness(et);
    if (t->kind != RL_TOK_INTEGER || rl_apint_parse_literal(t->text, t->len, l->neg, width, sg, out) != RL_APINT_OK)
      return perr(p, t->text, "integer constant out of range for type");
    return true;
  }
  return perr(p, t->text, "expected integer or floating point element type");
}

/* A dense literal's contents (between `<` and `>`), collected. */
typedef struct dense_parsed {
  dense_acc acc;
  rl_token hex;   /* a string: hex data if the element type is numeric */
  bool empty;     /* nothing before the `>` */
  bool splat_lit; /* one element, not a list */
} dense_parsed;

/* The attribute of a parsed literal `d` for the static shaped type t. Shape
 * errors are reported at sat, element errors as dense_convert_lit does. */
static rl_attr *dense_build(parser *p, const dense_parsed *d, rl_type *t, const char *at, const char *sat) {
  const dense_acc acc = d->acc;
  const rl_token hex = d->hex;
  const bool empty = d->empty, splat_lit = d->splat_lit;
  const char *colon = sat;
  bool dyn = false;
  size_t nelem = shaped_num_elements(t, &dyn);
  rl_type *et = rl_type_elem(t);
  bool is_complex = et->kind == RL_TY_COMPLEX;
  rl_type *scalar = is_complex ? rl_type_elem(et) : et;
  bool numeric = rl_type_is_integer(scalar) || rl_type_is_float(scalar) || rl_type_is_index(scalar);
  unsigned wps = numeric ? words_for(scalar) : 1;
  unsigned wpe = is_complex ? 2 * wps : wps;
  rl_attr *res = NULL;
  if (empty) {
    if (nelem != 0) { perr(p, sat, "parsed zero elements, but type (%s) expected at least 1", type_str(p, t)); goto fail; }
    res = rl_attr_dense(p->c, t, false, wpe, 0, NULL);
    return res;
  }
  if (hex.text && numeric) {
    /* Raw little-endian data, element by element: `"0x` and pairs of hex
     * digits; a wrong size is reported at the `:` before the type. */
    bool ok = hex.len >= 4 && hex.text[1] == '0' && hex.text[2] == 'x' && hex.len % 2 == 0;
    for (size_t i = 3; ok && i + 1 < hex.len; i++) {
      char ch = hex.text[i];
      ok = (ch >= '0' && ch <= '9') || ((ch | 32) >= 'a' && (ch | 32) <= 'f');
    }
    if (!ok) { perr(p, hex.text, "expected string containing hex digits starting with `0x`"); goto fail; }
    size_t nhex = hex.len - 4;
    const char *h = hex.text + 3;
    unsigned bits = rl_type_bitwidth(scalar);
    size_t ebytes = bits == 1 ? 1 : (bits + 7) / 8;
    if (is_complex) ebytes *= 2;
    size_t nbytes = nhex / 2;
    size_t count;
    bool splat = false;
    if (bits == 1 && !is_complex) {
      /* MLIR packs i1 data as bits, the first element in the lowest bit;
       * one byte 0x00 or 0xFF is a splat. */
      uint8_t first = 0;
      for (int k = 0; k < 2 && nbytes; k++) first = (uint8_t)(first * 16 + (h[k] <= '9' ? h[k] - '0' : (h[k] | 32) - 'a' + 10));
      bool is_splat = nbytes == 1 && (first == 0 || first == 0xff);
      if (!is_splat && nbytes != (nelem + 7) / 8) {
        perr(p, colon, "elements hex data size is invalid for provided type: %s", type_str(p, t));
        goto fail;
      }
      count = is_splat ? 1 : nelem;
      uint64_t *data = rl_xcalloc(count * wpe + 1, sizeof(uint64_t));
      for (size_t e = 0; e < count; e++) {
        const char *q = h + 2 * (e / 8);
        unsigned v = (unsigned)((q[0] <= '9' ? q[0] - '0' : (q[0] | 32) - 'a' + 10) * 16 +
                                (q[1] <= '9' ? q[1] - '0' : (q[1] | 32) - 'a' + 10));
        data[e * wpe] = (v >> (e % 8)) & 1;
      }
      bool same = true;
      for (size_t e = 1; e < count && same; e++) same = data[e * wpe] == data[0];
      if (same) count = 1;
      res = rl_attr_dense(p->c, t, count == 1, wpe, count, data);
      free(data);
        return res;
    }
    if (nbytes == ebytes * nelem) count = nelem;
    else if (nbytes == ebytes) { count = 1; splat = true; }
    else {
      perr(p, colon, "elements hex data size is invalid for provided type: %s", type_str(p, t));
      goto fail;
    }
    uint64_t *data = rl_xcalloc(count * wpe + 1, sizeof(uint64_t));
    size_t pb = is_complex ? ebytes / 2 : ebytes;
    for (size_t e = 0; e < count * (is_complex ? 2 : 1); e++) {
      uint64_t *dst = data + e * wps;
      for (size_t b = 0; b < pb; b++) {
        const char *q = h + 2 * (e * pb + b);
        int v = 0;
        for (int k = 0; k < 2; k++) {
          char ch = q[k];
          v = v * 16 + (ch <= '9' ? ch - '0' : (ch | 32) - 'a' + 10);
        }
        dst[b / 8] |= (uint64_t)v << (8 * (b % 8));
      }
      if (bits % 64 && bits != 1) dst[(bits - 1) / 64] &= (~0ull) >> (64 - bits % 64);
      if (bits == 1) dst[0] &= 1;
    }
    if (count > 1) { /* all equal: a splat */
      bool same = true;
      for (size_t e = 1; e < count && same; e++)
        same = memcmp(data, data + e * wpe, wpe * sizeof(uint64_t)) == 0;
      if (same) { splat = true; count = 1; }
    }
    res = rl_attr_dense(p->c, t, splat || nelem == 1, wpe, count, data);
    free(data);
    return res;
  }
  /* Literal elements: the shape first, then each element. */
  if (!(splat_lit || (acc.is_list && acc.rank == 0))) {
    unsigned rank = rl_type_rank(t);
    bool same = (unsigned)acc.rank == rank;
    for (unsigned i = 0; same && i < rank; i++) same = acc.shape[i] == rl_type_dim(t, i);
    if (!same) {
      rl_strbuf a = {0}, b = {0};
      for (int k = 0; k < acc.rank; k++) {
        if (k) rl_sb_puts(&a, ", ");
        rl_sb_i64(&a, acc.shape[k]);
      }
      for (unsigned k = 0; k < rank; k++) {
        if (k) rl_sb_puts(&b, ", ");
        rl_sb_i64(&b, rl_type_dim(t, k));
      }
      perr(p, sat, "inferred shape of elements literal ([%s]) does not match type ([%s])", a.data ? a.data : "",
           b.data ? b.data : "");
      rl_sb_free(&a);
      rl_sb_free(&b);
      goto fail;
    }
  }
  if (acc.complex != is_complex && !(acc.n == 0)) {
    perr(p, at, is_complex ? "expected complex elements" : "complex value given for non-complex element type");
    goto fail;
  }
  size_t given = is_complex ? acc.n / 2 : acc.n;
  if (!numeric) {
    /* String elements for other element types. */
    for (size_t i = 0; i < acc.n; i++)
      if (acc.lits[i].tok.kind != RL_TOK_STRING) { perr(p, acc.lits[i].tok.text, "expected string element"); goto fail; }
  }
  uint64_t *data = rl_xcalloc(given * wpe + 1, sizeof(uint64_t));
  for (size_t i = 0; i < given; i++) {
    if (!numeric) {
      rl_strbuf s = {0};
      unescape(&acc.lits[i].tok, &s);
      data[i] = rl_ptr_word(rl_ident_get(p->c, s.data ? s.data : "", s.len));
      rl_sb_free(&s);
      continue;
    }
    if (is_complex) {
      if (!dense_convert_lit(p, &acc.lits[2 * i], scalar, data + i * wpe) ||
          !dense_convert_lit(p, &acc.lits[2 * i + 1], scalar, data + i * wpe + wps)) {
        free(data);
        goto fail;
      }
    } else if (!dense_convert_lit(p, &acc.lits[i], scalar, data + i * wpe)) {
      free(data);
      goto fail;
    }
  }
  bool splat = given == 1;
  if (given > 1) {
    bool same = true;
    for (size_t e = 1; e < given && same; e++)
      same = memcmp(data, data + e * wpe, wpe * sizeof(uint64_t)) == 0;
    if (same) { splat = true; given = 1; }
  }
  res = rl_attr_dense(p->c, t, splat, wpe, given, data);
  free(data);
  return res;
fail:
  return NULL;
}


static bool dense_parse_literal(parser *p, dense_parsed *d) {
  memset(d, 0, sizeof *d);
  d->acc.rank = -1;
  for (int i = 0; i < 64; i++) d->acc.shape[i] = -1;
  if (is(p, RL_TOK_GREATER)) {
    d->empty = true;
    return true;
  }
  if (is(p, RL_TOK_LSQUARE)) {
    d->acc.is_list = true;
    return dense_list(p, &d->acc, 0);
  }
  if (is(p, RL_TOK_STRING)) d->hex = p->tok;
  d->splat_lit = true;
  return dense_elem(p, &d->acc);
}


/* The type after an elements literal (dense<...>, sparse<...>): a tensor or
 * vector of static shape, as MLIR requires; the error at the token after it. */
static bool static_shaped(parser *p, rl_type *t) {
  if (t->kind != RL_TY_TENSOR && t->kind != RL_TY_VECTOR) return fail_here(p, "elements literal must be a shaped type");
  bool dyn = false;
  shaped_num_elements(t, &dyn);
  if (dyn) return fail_here(p, "elements literal type must have static shape");
  return true;
}

static rl_attr *parse_dense(parser *p, rl_type *hint) {
  const char *at = p->tok.text;
  next(p);
  if (!expect(p, RL_TOK_LESS, "expected '<' after 'dense'")) return NULL;
  dense_parsed d;
  rl_attr *res = NULL;
  if (!dense_parse_literal(p, &d)) goto done;
  if (!expect(p, RL_TOK_GREATER, "expected '>' after dense elements")) goto done;
  const char *colon = p->tok.text;
  rl_type *t = NULL;
  /* A shaped type hint stands for a missing `: type` (MLIR's parseAttribute(attr, type)). */
  if (hint && (hint->kind == RL_TY_TENSOR || hint->kind == RL_TY_VECTOR) && !is(p, RL_TOK_COLON)) {
    t = hint;
  } else {
    if (!expect(p, RL_TOK_COLON, "expected ':' after dense attribute")) goto done;
    t = parse_type(p);
  }
  if (!t) goto done;
  /* Shape errors point at the `:` (at `dense` when the context gave the
   * type), type errors at the token after the type. */
  if (!static_shaped(p, t)) goto done;
  res = dense_build(p, &d, t, at, t == hint ? at : colon);
done:
  free(d.acc.lits);
  return res;
}

/* distinct[N]<attr>: N names one distinct attribute of the input; its
 * later uses must reference the same attribute. */
static rl_attr *parse_distinct(parser *p) {
  const char *at = p->tok.text;
  next(p);
  if (!expect(p, RL_TOK_LSQUARE, "expected '[' after 'distinct'")) return NULL;
  if (!is(p, RL_TOK_INTEGER)) { fail_here(p, "expected distinct ID"); return NULL; }
  uint64_t id = 0;
  bool fits = tok_u64(p, &id);
  next(p);
  if (!fits) { fail_here(p, "expected an unsigned 64-bit integer"); return NULL; }
  if (!expect(p, RL_TOK_RSQUARE, "expected ']' to close distinct ID")) return NULL;
  if (!expect(p, RL_TOK_LESS, "expected '<' after distinct ID")) return NULL;
  rl_attr *ref;
  if (is(p, RL_TOK_GREATER)) {
    ref = rl_attr_unit(p->c);
  } else {
    ref = parse_attr(p, NULL);
    if (!ref) { fail_here(p, "expected attribute"); return NULL; }
  }
  if (!expect(p, RL_TOK_GREATER, "expected '>' to close distinct attribute")) return NULL;
  for (size_t i = 0; i < p->ndistincts; i++) {
    if (p->distincts[i].id != id) continue;
    rl_attr *prev = p->distincts[i].a;
    if (rl_attr_distinct_referenced(prev) != ref) {
      rl_strbuf m = {0};
      rl_print_attr(&m, rl_attr_distinct_referenced(prev));
      perr(p, at, "referenced attribute does not match previous definition: %s", m.data ? m.data : "");
      rl_sb_free(&m);
      return NULL;
    }
    return prev;
  }
  GROW(p->distincts, p->ndistincts, p->capdistincts);
  rl_attr *a = rl_attr_distinct(p->c, ref);
  p->distincts[p->ndistincts].id = id;
  p->distincts[p->ndistincts++].a = a;
  return a;
}

static bool is_shaped(const rl_type *t) {
  return t->kind == RL_TY_TENSOR || t->kind == RL_TY_VECTOR || t->kind == RL_TY_MEMREF ||
         t->kind == RL_TY_UNRANKED_TENSOR || t->kind == RL_TY_UNRANKED_MEMREF;
}

/* dense_resource<name> : type; the blob comes from the file's metadata. */
static rl_attr *parse_dense_resource(parser *p, rl_type *hint) {
  next(p);
  if (!expect(p, RL_TOK_LESS, "expected '<' after 'dense_resource'")) return NULL;
  if (!is(p, RL_TOK_BARE_ID)) {
    fail_here(p, "expected identifier key for 'resource' entry");
    return NULL;
  }
  rl_ident *name = rl_ident_get(p->c, p->tok.text, p->tok.len);
  next(p);
  if (!expect(p, RL_TOK_GREATER, "expected '>'")) return NULL;
  rl_type *t = hint;
  const char *tat = p->tok.text;
  if (!t || is(p, RL_TOK_COLON)) {
    if (!expect(p, RL_TOK_COLON, "expected ':'")) return NULL;
    t = parse_type(p);
    if (!t) return NULL;
  }
  if (!is_shaped(t)) {
    perr(p, tat, "`dense_resource` expected a shaped type");
    return NULL;
  }
  return rl_attr_dense_resource(p->c, t, name);
}

/* sparse<indices, values> : type, or sparse<> : type. */
static rl_attr *parse_sparse(parser *p, rl_type *hint) {
  const char *at = p->tok.text;
  next(p);
  if (!expect(p, RL_TOK_LESS, "Expected '<' after 'sparse'")) return NULL;
  dense_parsed ind, val;
  memset(&ind, 0, sizeof ind);
  memset(&val, 0, sizeof val);
  rl_attr *res = NULL;
  bool empty = is(p, RL_TOK_GREATER);
  const char *iat = p->tok.text, *vat = iat;
  if (!empty) {
    if (!dense_parse_literal(p, &ind)) goto done;
    if (!expect(p, RL_TOK_COMMA, "expected ','")) goto done;
    vat = p->tok.text;
    if (!dense_parse_literal(p, &val)) goto done;
  }
  if (!expect(p, RL_TOK_GREATER, "expected '>'")) goto done;
  rl_type *t = hint;
  if (!t || is(p, RL_TOK_COLON)) {
    if (!expect(p, RL_TOK_COLON, "expected ':'")) goto done;
    t = parse_type(p);
    if (!t) goto done;
  }
  if (!static_shaped(p, t)) goto done;
  unsigned rank = rl_type_rank(t);
  rl_type *i64 = rl_type_integer(p->c, 64, RL_SIGNLESS);
  int64_t ishape[64], vshape[64];
  unsigned irank, vrank;
  if (empty) {
    ishape[0] = 0, ishape[1] = rank, irank = 2;
    vshape[0] = 0, vrank = 1;
  } else {
    /* A splat index is one index of the type's rank; a splat value, one per index. */
    if (ind.splat_lit) { ishape[0] = 1, ishape[1] = rank, irank = 2; }
    else { irank = (unsigned)(ind.acc.rank < 0 ? 0 : ind.acc.rank); for (unsigned k = 0; k < irank; k++) ishape[k] = ind.acc.shape[k]; }
    if (val.splat_lit) { vshape[0] = ishape[0], vrank = 1; }
    else { vrank = (unsigned)(val.acc.rank < 0 ? 0 : val.acc.rank); for (unsigned k = 0; k < vrank; k++) vshape[k] = val.acc.shape[k]; }
  }
  rl_type *ity = rl_type_tensor(p->c, irank, ishape, i64, NULL);
  rl_type *vty = rl_type_tensor(p->c, vrank, vshape, rl_type_elem(t), NULL);
  rl_attr *indices = empty ? rl_attr_dense(p->c, ity, false, 1, 0, NULL) : dense_build(p, &ind, ity, iat, iat);
  if (!indices) goto done;
  rl_attr *values = empty ? rl_attr_dense(p->c, vty, false, 1, 0, NULL) : dense_build(p, &val, vty, vat, vat);
  if (!values) goto done;
  /* The checks of MLIR's SparseElementsAttr, at `sparse`. */
  if (vrank != 1) { perr(p, at, "expected 1-d tensor for sparse element values"); goto done; }
  if ((irank == 2 && ishape[1] != (int64_t)rank) || (irank != 2 && (irank != 1 || rank != 1)) || ishape[0] != vshape[0]) {
    rl_strbuf a = {0}, b = {0}, c = {0};
    for (unsigned k = 0; k < rank; k++) { if (k) rl_sb_puts(&a, ", "); rl_sb_i64(&a, rl_type_dim(t, k)); }
    for (unsigned k = 0; k < irank; k++) { if (k) rl_sb_puts(&b, ", "); rl_sb_i64(&b, ishape[k]); }
    for (unsigned k = 0; k < vrank; k++) { if (k) rl_sb_puts(&c, ", "); rl_sb_i64(&c, vshape[k]); }
    perr(p, at, "expected shape ([%s]); inferred shape of indices literal ([%s]); inferred shape of values literal ([%s])",
         a.data ? a.data : "", b.data ? b.data : "", c.data ? c.data : "");
    rl_sb_free(&a); rl_sb_free(&b); rl_sb_free(&c);
    goto done;
  }
  size_t nidx = (size_t)ishape[0];
  bool isplat = indices->sub && nidx;
  for (size_t i = 0; i < (isplat ? 1 : nidx); i++) {
    bool inside = true;
    for (unsigned k = 0; k < rank; k++) {
      uint64_t v = indices->w[2 + (isplat ? 0 : i * rank + k)];
      if (v >= (uint64_t)rl_type_dim(t, k)) inside = false;
    }
    if (inside) continue;
    rl_strbuf m = {0};
    for (unsigned k = 0; k < rank; k++) {
      if (k) rl_sb_puts(&m, ", ");
      rl_sb_u64(&m, indices->w[2 + (isplat ? 0 : i * rank + k)]);
    }
    perr(p, at, "sparse index #%zu is not contained within the value shape, with index=[%s], and type=%s", i,
         m.data ? m.data : "", type_str(p, t));
    rl_sb_free(&m);
    goto done;
  }
  res = rl_attr_sparse(p->c, t, indices, values);
done:
  free(ind.acc.lits);
  free(val.acc.lits);
  return res;
}

/* array<i32: 1, 2, 3> */
static rl_attr *parse_dense_array(parser *p) {
  next(p);
  if (!expect(p, RL_TOK_LESS, "expected '<' after 'array'")) return NULL;
  const char *tat = p->tok.text;
  rl_type *et = parse_type(p);
  if (!et) return NULL;
  if (!rl_type_is_integer(et) && !rl_type_is_float(et)) {
    perr(p, tat, "expected integer or float type, got: %s", type_str(p, et));
    return NULL;
  }
  unsigned ebits = rl_type_bitwidth(et);
  if (ebits != 1 && ebits % 8) {
    perr(p, tat, "element type bitwidth must be a multiple of 8");
    return NULL;
  }
  if (ebits > 64) {
    perr(p, tat, "unsupported element type width for dense array");
    return NULL;
  }
  uint64_t *vals = NULL;
  size_t n = 0, cap = 0;
  if (!is(p, RL_TOK_GREATER)) {
    if (!expect(p, RL_TOK_COLON, "expected ':' after dense array type")) return NULL;
    do {
      uint64_t v = 0;
      bool neg = accept(p, RL_TOK_MINUS);
      if (!neg && (is_kw(p, "true") || is_kw(p, "false"))) {
        if (rl_type_int_width(et) != 1) { fail_here(p, "expected i1 type for 'true' or 'false' values"); free(vals); return NULL; }
        v = p->tok.text[0] == 't';
        next(p);
      } else if (is(p, RL_TOK_INTEGER) || is(p, RL_TOK_FLOAT)) {
        rl_token lit = p->tok;
        next(p);
        if (rl_type_is_float(et)) {
          uint64_t hi;
          if (!float_literal_bits(p, &lit, neg, et, &v, &hi)) { free(vals); return NULL; }
        } else {
          if (lit.kind == RL_TOK_FLOAT) { perr(p, lit.text, "expected integer literal"); free(vals); return NULL; }
          if (!int_literal_words(p, &lit, neg, et, &v)) { free(vals); return NULL; }
          unsigned w = rl_type_int_width(et);
          if (w < 64 && w > 0 && (v >> (w - 1)) & 1) v |= ~0ull << w; /* sign-extend */
        }
      } else {
        fail_here(p, "expected integer or float literal");
        free(vals);
        return NULL;
      }
      GROW(vals, n, cap);
      vals[n++] = v;
    } while (accept(p, RL_TOK_COMMA));
  }
  if (!expect(p, RL_TOK_GREATER, "expected '>' to close an array attribute")) { free(vals); return NULL; }
  rl_attr *a = rl_attr_dense_array(p->c, et, n, vals);
  free(vals);
  return a;
}

/* strided<[s0, s1], offset: o> */
static bool parse_stride_val(parser *p, int64_t *v) {
  if (accept(p, RL_TOK_QUESTION)) { *v = RL_DYNAMIC; return true; }
  bool neg = accept(p, RL_TOK_MINUS);
  if (!is(p, RL_TOK_INTEGER)) return fail_here(p, "expected a 64-bit signed integer or '?'");
  errno = 0;
  long long x = strtoll(p->tok.text, NULL, 0);
  if (errno) return perr(p, p->tok.text, "expected a 64-bit signed integer or '?'");
  *v = neg ? -x : x;
  next(p);
  return true;
}

static rl_attr *parse_strided(parser *p) {
  const char *at = p->tok.text;
  next(p);
  if (!expect(p, RL_TOK_LESS, "expected '<' after 'strided'")) return NULL;
  if (!expect(p, RL_TOK_LSQUARE, "expected '['")) return NULL;
  int64_t st[64];
  unsigned n = 0;
  if (!is(p, RL_TOK_RSQUARE)) {
    do {
      if (n == 64) { fail_here(p, "too many strides"); return NULL; }
      if (!parse_stride_val(p, &st[n])) return NULL;
      n++;
    } while (accept(p, RL_TOK_COMMA));
  }
  if (!expect(p, RL_TOK_RSQUARE, "expected ']'")) return NULL;
  int64_t off = 0;
  if (accept(p, RL_TOK_COMMA)) {
    if (!accept_kw(p, "offset")) { fail_here(p, "expected 'offset' after comma"); return NULL; }
    if (!expect(p, RL_TOK_COLON, "expected ':' after 'offset'")) return NULL;
    if (!parse_stride_val(p, &off)) return NULL;
  }
  if (!expect(p, RL_TOK_GREATER, "expected '>'")) return NULL;
  for (unsigned i = 0; i < n; i++)
    if (st[i] == 0) return perr(p, at, "strides must not be zero"), NULL;
  return rl_attr_strided(p->c, off, n, st);
}

static rl_attr *parse_affine_map_attr(parser *p) {
  bool is_set = is_kw(p, "affine_set");
  next(p);
  if (!is(p, RL_TOK_LESS)) { fail_here(p, "expected '<' in affine map"); return NULL; }
  const char *s;
  size_t n;
  if (!capture_angle_q(p, &s, &n, true)) {
    /* Unbalanced: let the affine parser say what is missing. */
    s = p->tok.text;
    n = (size_t)(p->lx.end - s) + 1;
  }
  rl_affine_parse_error e;
  rl_attr *m = rl_affine_parse_report(p->c, s + 1, n - 2, is_set, &e);
  if (m && s + n > p->lx.end) {
    perr(p, p->lx.end, "expected '>'");
    return NULL;
  }
  if (!m) {
    perr(p, s + 1 + e.off, "%s", e.msg ? e.msg : "invalid affine map");
    for (unsigned i = 0; i < e.nneg; i++)
      rl_diag_report(p->c, rl_diag_begin(p->c, RL_ERROR, loc_at(p, s + 1 + e.neg_off), "missing operand of negation"));
    return NULL;
  }
  return m;
}

/* An opaque dialect attribute may carry a type: `#foo.x<"s"> : i32`. */
static rl_attr *opaque_type_suffix(parser *p, rl_attr *a) {
  if (!accept(p, RL_TOK_COLON)) return a;
  rl_type *t = parse_type(p);
  if (!t) return NULL;
  uint64_t w[3] = {a->w[0], a->w[1], rl_ptr_word(t)};
  return (rl_attr *)rl_uniq(p->c, RL_AT_OPAQUE, a->sub, 3, w);
}

/* #alias, #dialect.name<...>, #dialect<"...">. */
static rl_attr *parse_hash_attr(parser *p) {
  const char *at = p->tok.text;
  const char *name = at + 1;
  size_t n = p->tok.len - 1;
  const char *dot = memchr(name, '.', n);
  if (!dot) {
    rl_attr *a = smap_get(&p->attr_aliases, at, p->tok.len);
    if (a) { next(p); return a; }
    next(p);
    if (!is(p, RL_TOK_LESS) || p->tok.text != at + 1 + n) {
      rl_strbuf m = {0};
      rl_sb_printf(&m, "undefined symbol alias id '%.*s'", (int)n, name);
      fail_here(p, m.data);
      rl_sb_free(&m);
      return NULL;
    }
    const char *bs;
    size_t bl;
    if (!capture_angle(p, &bs, &bl)) return NULL;
    if (!check_dialect(p, at, rl_ident_get(p->c, name, n), rl_ident_get(p->c, bs + 1, bl - 2), false)) return NULL;
    rl_attr *q = rl_attr_opaque(p->c, rl_ident_get(p->c, name, n), rl_ident_get(p->c, bs, bl), true);
    return opaque_type_suffix(p, q);
  }
  rl_ident *d = rl_ident_get(p->c, name, (size_t)(dot - name));
  const char *bstart = dot + 1, *bend = at + 1 + n;
  /* Attributes of loaded dialects: bit enums and parameterless ones. */
  if (rl_context_dialect_loaded(p->c, d)) {
    void *e = rl_dialect_attr_lookup(p->c, d, bstart, (size_t)(bend - bstart));
    if (!e) {
      perr(p, at, "expected attribute name '%.*s' to be registered in dialect '%s'",
           (int)(bend - bstart), bstart, d->str);
      return NULL;
    }
    next(p);
    if (e == RL_PLAIN_DIALECT_ATTR) {
      /* Kept as written, with its `<...>` parameters if it has some
       * (#llvm.memory_effects<other = none, ...>). */
      if (is(p, RL_TOK_LESS) && p->tok.text == bend) {
        const char *bs;
        size_t bl;
        if (!capture_angle(p, &bs, &bl)) return NULL;
        bend = bs + bl;
      }
      return rl_attr_opaque(p->c, d, rl_ident_get(p->c, bstart, (size_t)(bend - bstart)), false);
    }
    const rl_enum_def *en = e;
    if (!is(p, RL_TOK_LESS)) {
      fail_here(p, "expected '<'");
      return NULL;
    }
    char opname[128];
    snprintf(opname, sizeof opname, "%s.x", d->str);
    return rl_parse_enum_body(p, en, opname);
  }
  next(p);
  if (is(p, RL_TOK_LESS) && p->tok.text == bend) {
    const char *bs;
    size_t bl;
    if (!capture_angle(p, &bs, &bl)) return NULL;
    bend = bs + bl;
  }
  rl_ident *abody = rl_ident_get(p->c, bstart, (size_t)(bend - bstart));
  if (!check_dialect(p, at, d, abody, false)) return NULL;
  rl_attr *o = rl_attr_opaque(p->c, d, abody, false);
  return opaque_type_suffix(p, o);
}

static rl_attr *parse_symref(parser *p) {
  rl_strbuf s = {0};
  rl_ident *nested[64];
  unsigned nn = 0;
  rl_ident *root = NULL;
  for (;;) {
    if (p->tok.text[1] == '"') {
      rl_token t = {RL_TOK_STRING, p->tok.text + 1, p->tok.len - 1};
      unescape(&t, &s);
    } else {
      rl_sb_clear(&s);
      rl_sb_putn(&s, p->tok.text + 1, p->tok.len - 1);
    }
    rl_ident *id = rl_ident_get(p->c, s.data ? s.data : "", s.len);
    if (!root) root = id;
    else if (nn < 64) nested[nn++] = id;
    next(p);
    if (!is(p, RL_TOK_COLON_COLON)) break;
    next(p);
    if (!is(p, RL_TOK_AT_ID)) {
      rl_sb_free(&s);
      fail_here(p, "expected nested symbol reference identifier");
      return NULL;
    }
  }
  rl_sb_free(&s);
  return rl_attr_symref(p->c, root, nn, nested);
}

static rl_attr *parse_attr_inner(parser *p, rl_type *hint) {
  switch (p->tok.kind) {
  case RL_TOK_INTEGER:
  case RL_TOK_FLOAT:
  case RL_TOK_MINUS: return parse_number_attr(p, hint);
  case RL_TOK_STRING: {
    rl_strbuf s = {0};
    unescape(&p->tok, &s);
    next(p);
    rl_type *t = NULL;
    if (accept(p, RL_TOK_COLON)) {
      t = parse_type(p);
      if (!t) { rl_sb_free(&s); return NULL; }
    }
    rl_attr *a = rl_attr_string(p->c, s.data ? s.data : "", s.len, t);
    rl_sb_free(&s);
    return a;
  }
  case RL_TOK_LSQUARE: {
    next(p);
    rl_attr **el = NULL;
    size_t n = 0, cap = 0;
    if (!is(p, RL_TOK_RSQUARE)) {
      do {
        rl_attr *a = parse_attr(p, NULL);
        if (!a) { free(el); return NULL; }
        GROW(el, n, cap);
        el[n++] = a;
      } while (accept(p, RL_TOK_COMMA));
    }
    if (!expect(p, RL_TOK_RSQUARE, "expected ',' or ']'")) { free(el); return NULL; }
    rl_attr *a = rl_attr_array(p->c, (unsigned)n, el);
    free(el);
    return a;
  }
  case RL_TOK_LBRACE: return parse_dict_body(p, "attribute dictionary");
  case RL_TOK_AT_ID: return parse_symref(p);
  case RL_TOK_HASH_ID: return parse_hash_attr(p);
  case RL_TOK_BARE_ID:
    if (is_kw(p, "true") || is_kw(p, "false")) {
      bool v = p->tok.text[0] == 't';
      next(p);
      if (accept(p, RL_TOK_COLON)) {
        rl_type *t = parse_type(p);
        if (!t) return NULL;
        if (!rl_type_is_integer(t) || rl_type_int_width(t) != 1) { perr(p, p->tok.text, "expected i1 type"); return NULL; }
      }
      return rl_attr_bool(p->c, v);
    }
    if (is_kw(p, "unit")) { next(p); return rl_attr_unit(p->c); }
    if (is_kw(p, "dense")) return parse_dense(p, hint);
    if (is_kw(p, "dense_resource")) return parse_dense_resource(p, hint);
    if (is_kw(p, "sparse")) return parse_sparse(p, hint);
    if (is_kw(p, "distinct")) return parse_distinct(p);
    if (is_kw(p, "array")) return parse_dense_array(p);
    if (is_kw(p, "strided")) return parse_strided(p);
    if (is_kw(p, "affine_map") || is_kw(p, "affine_set")) return parse_affine_map_attr(p);
    if (is_kw(p, "loc")) {
      next(p);
      if (!expect(p, RL_TOK_LPAREN, "expected '(' in inline location")) return NULL;
      rl_attr *l = parse_location_body(p, NULL);
      if (!l) return NULL;
      if (!expect(p, RL_TOK_RPAREN, "expected ')' in inline location")) return NULL;
      return l;
    }
    break;
  default: break;
  }
  /* Anything else must be a type. */
  if ((p->tok.kind != RL_TOK_BARE_ID || !at_type_keyword(p)) && p->tok.kind != RL_TOK_LPAREN &&
      p->tok.kind != RL_TOK_BANG_ID) {
    fail_here(p, "expected attribute value");
    return NULL;
  }
  rl_type *t = parse_type(p);
  return t ? rl_attr_type(p->c, t) : NULL;
}

static rl_attr *parse_attr(parser *p, rl_type *hint) {
  if (!enter(p, p->tok.text)) return NULL;
  rl_attr *a = parse_attr_inner(p, hint);
  leave(p);
  return a;
}

/* `{` (name [= attr])* `}` at the current `{`. */
static rl_attr *parse_dict_body(parser *p, const char *what) {
  next(p);
  rl_named_attr *ents = NULL;
  size_t n = 0, cap = 0;
  const char **ats = NULL;
  size_t atcap = 0;
  rl_strbuf s = {0};
  if (!is(p, RL_TOK_RBRACE)) {
    do {
      rl_ident *name;
      const char *at = p->tok.text;
      if (is(p, RL_TOK_BARE_ID)) {
        name = rl_ident_get(p->c, p->tok.text, p->tok.len);
      } else if (is(p, RL_TOK_STRING)) {
        unescape(&p->tok, &s);
        if (s.len == 0) { perr(p, at, "expected valid attribute name"); goto fail; }
        name = rl_ident_get(p->c, s.data, s.len);
      } else {
        fail_here(p, "expected attribute name");
        goto fail;
      }
      next(p);
      rl_attr *v;
      if (accept(p, RL_TOK_EQUAL)) {
        v = parse_attr(p, NULL);
        if (!v) goto fail;
      } else {
        v = rl_attr_unit(p->c);
      }
      if (n == cap) {
        cap = cap ? cap * 2 : 8;
        ents = rl_xrealloc(ents, cap * sizeof *ents);
      }
      GROW(ats, n, atcap);
      ats[n] = at;
      ents[n].name = name;
      ents[n].value = v;
      n++;
    } while (accept(p, RL_TOK_COMMA));
  }
  if (!is(p, RL_TOK_RBRACE)) {
    char msg[96];
    snprintf(msg, sizeof msg, "expected '}' in %s", what);
    fail_here(p, msg);
    goto fail;
  }
  next(p);
  rl_ident *dup = NULL;
  rl_attr *d = rl_attr_dict(p->c, (unsigned)n, ents, &dup);
  if (!d) {
    /* Report at the second place the key was written. */
    size_t seen = 0;
    for (size_t i = 0; i < n; i++)
      if (ents[i].name == dup && seen++) {
        perr(p, ats[i], "duplicate key '%s' in dictionary attribute", dup->str);
        break;
      }
    goto fail;
  }
  free(ents);
  free(ats);
  rl_sb_free(&s);
  return d;
fail:
  free(ents);
  free(ats);
  rl_sb_free(&s);
  return NULL;
}

/* ---- locations ------------------------------------------------------------ */

/* The body of loc(...), after '('. deferred_slot: where a forward reference
 * to a location alias may be patched later (NULL: not allowed). */
static rl_attr *parse_location_inner(parser *p, rl_attr **deferred_slot);

static rl_attr *parse_location_body(parser *p, rl_attr **deferred_slot) {
  if (!enter(p, p->tok.text)) return NULL;
  rl_attr *l = parse_location_inner(p, deferred_slot);
  leave(p);
  return l;
}

/* An alias that names an attribute other than a location. */
static bool not_a_location(parser *p, const char *at, const rl_attr *a) {
  rl_strbuf b = {0};
  rl_print_attr(&b, a);
  perr(p, at, "expected location, but found '%s'", b.data ? b.data : "");
  rl_sb_free(&b);
  return false;
}

static rl_attr *parse_location_inner(parser *p, rl_attr **deferred_slot) {
  if (is(p, RL_TOK_HASH_ID)) {
    if (memchr(p->tok.text, '.', p->tok.len)) {
      perr(p, p->tok.text, "expected location, but found dialect attribute: '%.*s'", (int)p->tok.len, p->tok.text);
      return NULL;
    }
    rl_attr *a = smap_get(&p->attr_aliases, p->tok.text, p->tok.len);
    if (a) {
      if (!rl_attr_is_location(a)) return not_a_location(p, p->tok.text, a), NULL;
      next(p);
      return a;
    }
    if (!deferred_slot) {
      perr(p, p->tok.text, "undefined symbol alias id '%.*s'", (int)p->tok.len - 1, p->tok.text + 1);
      return NULL;
    }
    GROW(p->ploc, p->nploc, p->capploc);
    p->ploc[p->nploc++] = (pending_loc){deferred_slot, p->tok.text, p->tok.len, p->tok.text};
    next(p);
    return rl_loc_unknown(p->c);
  }
  if (is_kw(p, "unknown")) { next(p); return rl_loc_unknown(p->c); }
  if (is_kw(p, "callsite")) {
    next(p);
    if (!expect(p, RL_TOK_LPAREN, "expected '(' in callsite location")) return NULL;
    rl_attr *callee = parse_location_body(p, NULL);
    if (!callee) return NULL;
    if (!accept_kw(p, "at")) { fail_here(p, "expected 'at' in callsite location"); return NULL; }
    rl_attr *caller = parse_location_body(p, NULL);
    if (!caller) return NULL;
    if (!expect(p, RL_TOK_RPAREN, "expected ')' in callsite location")) return NULL;
    return rl_loc_callsite(p->c, callee, caller);
  }
  if (is_kw(p, "fused")) {
    next(p);
    rl_attr *meta = NULL;
    if (accept(p, RL_TOK_LESS)) {
      meta = parse_attr(p, NULL);
      if (!meta) return NULL;
      if (!expect(p, RL_TOK_GREATER, "expected '>' after fused location metadata")) return NULL;
    }
    if (!expect(p, RL_TOK_LSQUARE, "expected '[' in fused location")) return NULL;
    rl_attr **ls = NULL;
    size_t n = 0, cap = 0;
    if (!is(p, RL_TOK_RSQUARE)) {
      do {
        rl_attr *l = parse_location_body(p, NULL);
        if (!l) { free(ls); return NULL; }
        GROW(ls, n, cap);
        ls[n++] = l;
      } while (accept(p, RL_TOK_COMMA));
    }
    if (!expect(p, RL_TOK_RSQUARE, "expected ']' in fused location")) { free(ls); return NULL; }
    rl_attr *f = rl_loc_fused(p->c, meta, (unsigned)n, ls);
    free(ls);
    return f;
  }
  if (is(p, RL_TOK_STRING)) {
    rl_strbuf s = {0};
    unescape(&p->tok, &s);
    rl_ident *str = rl_ident_get(p->c, s.data ? s.data : "", s.len);
    rl_sb_free(&s);
    next(p);
    if (accept(p, RL_TOK_COLON)) {
      if (!is(p, RL_TOK_INTEGER)) { fail_here(p, "expected integer line number in FileLineColLoc"); return NULL; }
      uint64_t line, col;
      if (!tok_u64(p, &line) || line > UINT32_MAX) {
        fail_here(p, "expected integer line number in FileLineColLoc");
        return NULL;
      }
      next(p);
      if (!expect(p, RL_TOK_COLON, "expected ':' in FileLineColLoc")) return NULL;
      if (!is(p, RL_TOK_INTEGER)) { fail_here(p, "expected integer column number in FileLineColLoc"); return NULL; }
      if (!tok_u64(p, &col) || col > UINT32_MAX) {
        fail_here(p, "expected integer column number in FileLineColLoc");
        return NULL;
      }
      next(p);
      return rl_loc_file(p->c, str, (unsigned)line, (unsigned)col);
    }
    rl_attr *child = NULL;
    if (accept(p, RL_TOK_LPAREN)) {
      child = parse_location_body(p, NULL);
      if (!child) return NULL;
      if (!expect(p, RL_TOK_RPAREN, "expected ')' after child location of NameLoc")) return NULL;
    }
    return rl_loc_name(p->c, str, child);
  }
  fail_here(p, "expected location instance");
  return NULL;
}

/* Optional trailing `loc(...)`. */
static bool parse_trailing_loc(parser *p, rl_attr **slot) {
  if (!is_kw(p, "loc")) return true;
  next(p);
  if (!expect(p, RL_TOK_LPAREN, "expected '(' in location")) return false;
  rl_attr *l = parse_location_body(p, slot);
  if (!l) return false;
  *slot = l;
  return expect(p, RL_TOK_RPAREN, "expected ')' in location");
}

/* ---- SSA names ------------------------------------------------------------ */

static iscope *cur_scope(parser *p) { return &p->scopes[p->nscopes - 1]; }

static void push_isolated(parser *p) {
  GROW(p->scopes, p->nscopes, p->capscopes);
  memset(&p->scopes[p->nscopes], 0, sizeof(iscope));
  p->scopes[p->nscopes].mark = rl_arena_get_mark(&p->arena);
  /* A table of a finished sibling scope (cleared): functions one after the
   * other need not grow a table each. */
  if (p->nscopes < 8 && p->spare[p->nscopes].e) {
    p->scopes[p->nscopes].names = p->spare[p->nscopes];
    p->spare[p->nscopes] = (smap){0};
  }
  p->nscopes++;
}

/* Ends an isolated scope: unresolved forward references are errors. */
static bool pop_isolated(parser *p) {
  iscope *s = cur_scope(p);
  bool ok = true;
  const char *first = NULL;
  for (uint32_t i = 0; i < s->names.cap; i++) {
    ssa_def *d = s->names.e[i].val;
    if (!d) continue;
    for (fwdref *f = d->fwds; f; f = f->next)
      if (!first || f->use < first) first = f->use;
  }
  if (first && !p->failed) {
    perr(p, first, "use of undeclared SSA value name");
    ok = false;
  }
  size_t depth = p->nscopes - 1;
  if (depth < 8 && s->names.cap <= 4096 && !p->spare[depth].e) {
    if (s->names.n) memset(s->names.e, 0, s->names.cap * sizeof *s->names.e);
    s->names.n = 0;
    p->spare[depth] = s->names;
    s->names = (smap){0};
  } else {
    smap_free(&s->names);
  }
  free(s->undo);
  /* Nothing refers to the scope's bookkeeping any more (on success; after
   * an error the whole arena goes at the end). */
  if (ok && !p->failed) rl_arena_release(&p->arena, s->mark);
  p->nscopes--;
  return ok;
}

static ssa_def *ssa_entry(parser *p, const char *name, uint32_t len) {
  smap_ent *e = smap_upsert(&cur_scope(p)->names, name, len);
  if (!e->val) {
    ssa_def *d = rl_arena_alloc(&p->arena, sizeof *d);
    memset(d, 0, sizeof *d);
    e->val = d;
  }
  return e->val;
}

static const char *type_str(parser *p, rl_type *t);

/* The first use of a name still to be defined. */
static const char *first_fwd_use(const ssa_def *d) {
  const char *first = NULL;
  for (const fwdref *f = d->fwds; f; f = f->next)
    if (!first || f->use < first) first = f->use;
  return first;
}

/* Binds `name` to count values (op results from `results`, or one arg). */

static bool ssa_define(parser *p, const char *name, uint32_t len, rl_value *results, rl_value *arg,
                       uint32_t count, const char *at) {
  ssa_def *d = ssa_entry(p, name, len);
  if (d->defined) {
    rl_diag *dg = perr_begin(p, at, "redefinition of SSA value '%.*s'", (int)len, name);
    rl_diag_note(dg, loc_at(p, d->at), "previously defined here");
    report(p, dg);
    return false;
  }
  d->defined = true;
  d->results = results;
  d->arg = arg;
  d->count = count;
  d->at = at;
  iscope *s = cur_scope(p);
  GROW(s->undo, s->nundo, s->capundo);
  s->undo[s->nundo++] = d;
  /* Resolve forward references. */
  fwdref *f = d->fwds;
  d->fwds = NULL;
  bool ok = true;
  for (; f; f = f->next) {
    if (!ok) continue;
    if (f->resno >= count) {
      ok = perr(p, f->use, "reference to invalid result number");
      continue;
    }
    rl_value *v = arg ? arg : &results[f->resno];
    if (v->type != f->placeholder->type) {
      rl_diag *dg = perr_begin(p, at, "definition of SSA value '%.*s#%u' has type %s", (int)len, name,
                               f->resno, type_str(p, v->type));
      rl_diag_note(dg, loc_at(p, f->use), "previously used here with type %s", type_str(p, f->placeholder->type));
      report(p, dg);
      ok = false;
      continue;
    }
    rl_value_replace_all_uses(f->placeholder, v);
  }
  return ok;
}

/* Parses `%name` or `%name#N` at the current token into (name, len, resno). */
typedef struct ssa_use {
  const char *name;
  uint32_t len;
  uint32_t resno;
  const char *at;
} ssa_use;

static bool parse_ssa_use(parser *p, ssa_use *u) {
  if (!is(p, RL_TOK_PERCENT_ID)) return fail_here(p, "expected SSA operand");
  u->at = p->tok.text;
  u->name = p->tok.text;
  u->len = p->tok.len;
  u->resno = 0;
  next(p);
  if (is(p, RL_TOK_HASH_ID) && p->tok.text == u->name + u->len) {
    const char *s = p->tok.text + 1;
    uint32_t n = p->tok.len - 1, v = 0;
    for (uint32_t i = 0; i < n; i++) {
      if (s[i] < '0' || s[i] > '9' || v > 100000000) return perr(p, p->tok.text, "invalid SSA value result number");
      v = v * 10 + (uint32_t)(s[i] - '0');
    }
    u->resno = v;
    next(p);
  }
  return true;
}

static rl_value *resolve_use(parser *p, const ssa_use *u, rl_type *t) {
  ssa_def *d = ssa_entry(p, u->name, u->len);
  if (d->defined) {
    if (u->resno >= d->count) {
      perr(p, u->at, "reference to invalid result number");
      return NULL;
    }
    rl_value *v = d->arg ? d->arg : &d->results[u->resno];
    if (v->type != t) {
      rl_diag *dg = perr_begin(p, u->at, "use of value '%.*s' expects different type than prior uses: %s vs %s",
                               (int)u->len, u->name, type_str(p, t), type_str(p, v->type));
      rl_diag_note(dg, loc_at(p, d->at), "prior use here");
      report(p, dg);
      return NULL;
    }
    return v;
  }
  for (fwdref *f = d->fwds; f; f = f->next)
    if (f->resno == u->resno) {
      if (f->placeholder->type != t) {
        rl_diag *dg = perr_begin(p, u->at, "use of value '%.*s' expects different type than prior uses: %s vs %s",
                                 (int)u->len, u->name, type_str(p, t), type_str(p, f->placeholder->type));
        rl_diag_note(dg, loc_at(p, f->use), "prior use here");
        report(p, dg);
        return NULL;
      }
      return f->placeholder;
    }
  /* Shaped as a block argument of no block: no op to be found from it. */
  rl_arg_value *pha = rl_context_slab_alloc(p->c, sizeof(rl_arg_value));
  memset(pha, 0, sizeof *pha);
  rl_value *ph = &pha->v;
  ph->type = t;
  ph->is_arg = 1;
  ph->index = 0x7fffffff; /* no argument number: a placeholder */
  GROW(p->placeholders, p->nplaceholders, p->capplaceholders);
  p->placeholders[p->nplaceholders++] = ph;
  fwdref *f = rl_arena_alloc(&p->arena, sizeof *f);
  f->resno = u->resno;
  f->placeholder = ph;
  f->use = u->at;
  f->next = d->fwds;
  d->fwds = f;
  if (!d->at) d->at = u->at;
  return ph;
}

/* ---- blocks --------------------------------------------------------------- */

static smap *cur_blocks(parser *p) { return &p->block_scopes[p->nblock_scopes - 1]; }

static rl_block *new_block(parser *p) {
  rl_block *b = rl_block_create(p->c);
  GROW(p->blocks, p->nblocks, p->capblocks);
  p->blocks[p->nblocks++] = b;
  return b;
}

static blockdef *block_ref(parser *p, const char *name, uint32_t len, const char *at) {
  smap *m = cur_blocks(p);
  blockdef *bd = smap_get(m, name, len);
  if (!bd) {
    bd = rl_arena_alloc(&p->arena, sizeof *bd);
    bd->block = new_block(p);
    bd->at = at;
    bd->defined = false;
    smap_put(m, name, len, bd);
  }
  return bd;
}

/* ---- operations ----------------------------------------------------------- */

static bool parse_op(parser *p, rl_block *into);

/* Hands op, just completed in the streamed block, to the stream function.
 * nblocks, nploc: the parser's counts before op was parsed. The blocks made
 * since are op's own (unless op has successors, which name blocks of the
 * enclosing region), so the parser forgets them: the stream function may
 * free them. op may be freed too unless a forward location alias points
 * into it (nploc grew). */
static bool stream_op(parser *p, rl_op *op, size_t nblocks, size_t nploc, rl_arena_mark locs) {
  if (!op->nsuccs) p->nblocks = nblocks;
  switch (p->stream_fn(p->stream_user, op, p->nploc == nploc)) {
  case RL_STREAM_FREED: rl_context_transient_release(p->c, locs); return true;
  case RL_STREAM_KEPT: return true;
  default: p->failed = true; return false;
  }
}

/* Every RELEASE_STEP bytes read, the text more than RELEASE_STEP behind
 * the current token is given up (rl_context_set_source_release): the input
 * need not be resident all at once. Text behind is read again only for a
 * diagnostic's line, or a location asked for out of order. */
enum { RELEASE_STEP = 1 << 20 };
static void maybe_release(parser *p) {
  if (!p->c->source_release || !p->released || p->tok.text < p->released || p->tok.text > p->lx.end ||
      p->tok.text - p->released < 2 * RELEASE_STEP)
    return;
  p->released = p->tok.text - RELEASE_STEP;
  p->c->source_release(p->c->source_release_ud, p->lx.buf, p->released);
}

/* Parses ops into block b until `^`, `}` or EOF. */
static bool parse_block_body(parser *p, rl_block *b) {
  while (!is(p, RL_TOK_CARET_ID) && !is(p, RL_TOK_RBRACE)) {
    maybe_release(p);
    if (b != p->stream_block) {
      if (!parse_op(p, b)) return false;
      continue;
    }
    size_t nblocks = p->nblocks, nploc = p->nploc;
    rl_arena_mark locs = rl_context_transient_mark(p->c);
    if (!parse_op(p, b) || !stream_op(p, b->last, nblocks, nploc, locs)) return false;
  }
  return true;
}

/* ^label(%a: t loc(...), ...): */
static bool parse_block_label(parser *p, rl_region *r, rl_block **out) {
  const char *at = p->tok.text;
  blockdef *bd = block_ref(p, p->tok.text, p->tok.len, at);
  if (bd->defined) {
    return perr(p, at, "redefinition of block '%.*s'", (int)p->tok.len, p->tok.text);
  }
  bd->defined = true;
  bd->at = at;
  rl_block *b = bd->block;
  rl_region_append_block(r, b);
  next(p);
  if (accept(p, RL_TOK_LPAREN)) {
    if (!is(p, RL_TOK_RPAREN)) {
      do {
        if (!is(p, RL_TOK_PERCENT_ID)) return fail_here(p, "expected SSA operand");
        const char *nm = p->tok.text;
        uint32_t nl = p->tok.len;
        next(p);
        if (!expect(p, RL_TOK_COLON, "expected ':' and type for SSA operand")) return false;
        rl_type *t = parse_type(p);
        if (!t) return false;
        rl_value *arg = rl_block_add_arg(p->c, b, t, NULL);
        *rl_arg_loc(arg) = loc_at(p, nm);
        if (!parse_trailing_loc(p, rl_arg_loc(arg))) return false;
        if (!ssa_define(p, nm, nl, NULL, arg, 1, nm)) return false;
      } while (accept(p, RL_TOK_COMMA));
    }
    if (!expect(p, RL_TOK_RPAREN, "expected ')'")) return false;
  }
  if (!expect(p, RL_TOK_COLON, "expected ':' after block name")) return false;
  *out = b;
  return true;
}

/* `{` blocks `}` into region r. */
/* `{` blocks `}` into region r; with args, the entry block gets them (a
 * function's signature declares them) and its label is not written. */
static bool parse_region_impl(parser *p, rl_region *r, bool isolated, const rl_region_arg *args,
                              unsigned nargs) {
  const char *at = p->tok.text;
  if (!expect(p, RL_TOK_LBRACE, "expected '{' to begin a region")) return false;
  if (!enter(p, at)) return false;
  bool streamed = p->stream_arm && p->region_depth == 0;
  if (streamed) p->stream_arm = false;
  p->region_depth++;
  if (isolated) push_isolated(p);
  iscope *s = cur_scope(p);
  size_t undo_mark = s->nundo;
  GROW(p->block_scopes, p->nblock_scopes, p->capblock_scopes);
  memset(&p->block_scopes[p->nblock_scopes], 0, sizeof(smap));
  p->nblock_scopes++;
  bool ok = true;
  rl_block *entry = NULL;
  /* Arguments declared by the op (a function's signature): the entry block
   * has no label of its own, as in MLIR; without arguments a label is fine. */
  if (args && !nargs && is(p, RL_TOK_CARET_ID)) args = NULL;
  if (args && is(p, RL_TOK_CARET_ID)) ok = perr(p, p->tok.text, "invalid block name in region with named arguments");
  if (ok && args) {
    entry = new_block(p);
    rl_region_append_block(r, entry);
    for (unsigned i = 0; i < nargs && ok; i++) {
      /* As MLIR: a name defined or referenced already cannot name an
       * argument (not even to resolve a forward reference). */
      const rl_unresolved *nm = &args[i].name;
      ssa_def *d = ssa_entry(p, nm->name, nm->len);
      if (d->defined || d->fwds) {
        rl_diag *dg = perr_begin(p, nm->at, "region entry argument '%.*s' is already in use", (int)nm->len, nm->name);
        rl_diag_note(dg, loc_at(p, d->defined ? d->at : first_fwd_use(d)), "previously referenced here");
        report(p, dg);
        ok = false;
        break;
      }
      rl_value *v = rl_block_add_arg(p->c, entry, args[i].type, args[i].loc);
      ok = ssa_define(p, nm->name, nm->len, NULL, v, 1, nm->at);
    }
  }
  if (ok && (entry || !is(p, RL_TOK_RBRACE))) {
    rl_block *b = entry;
    if (b) {
      /* ops of the entry block follow directly */
    } else if (is(p, RL_TOK_CARET_ID)) {
      ok = parse_block_label(p, r, &b);
    } else {
      b = new_block(p);
      rl_region_append_block(r, b);
    }
    if (streamed) {
      p->stream_block = b;
      p->transient_above = 1;
    }
    while (ok) {
      ok = parse_block_body(p, b);
      if (!ok || !is(p, RL_TOK_CARET_ID)) break;
      ok = parse_block_label(p, r, &b);
    }
  }
  if (ok) ok = expect(p, RL_TOK_RBRACE, "expected '}' to end region");
  /* Blocks referenced but never defined. */
  smap *bm = cur_blocks(p);
  if (ok) {
    const char *first = NULL;
    for (uint32_t i = 0; i < bm->cap; i++) {
      blockdef *bd = bm->e[i].val;
      if (bd && !bd->defined && (!first || bd->at < first)) first = bd->at;
    }
    if (first) ok = perr(p, first, "reference to an undefined block");
  }
  smap_free(bm);
  p->nblock_scopes--;
  /* Names defined in this region go out of scope. */
  s = cur_scope(p);
  while (s->nundo > undo_mark) {
    ssa_def *d = s->undo[--s->nundo];
    d->defined = false;
    d->results = NULL;
    d->arg = NULL;
  }
  if (isolated && !pop_isolated(p)) ok = false;
  if (streamed) {
    p->stream_block = NULL;
    p->transient_above = -1;
  }
  p->region_depth--;
  leave(p);
  return ok;
}

static bool parse_region(parser *p, rl_region *r, bool isolated) {
  return parse_region_impl(p, r, isolated, NULL, 0);
}

static bool parse_region_with_args(parser *p, rl_region *r, const rl_region_arg *args, unsigned nargs,
                                   bool isolated) {
  return parse_region_impl(p, r, isolated, args, nargs);
}

typedef struct result_def {
  const char *name;
  uint32_t len;
  uint64_t count; /* as written; checked against the op's results before use */
} result_def;

static bool parse_op_generic(parser *p, rl_block *into, const result_def *rd, size_t nrd,
                             uint64_t nbound, const char *resat);

static bool parse_op(parser *p, rl_block *into) {
  /* Result list: %a, %b:2 = */
  result_def rdst[4];
  result_def *rd = rdst;
  size_t nrd = 0, caprd = 4;
  uint64_t nbound = 0; /* saturates: compared with the op's count */
  const char *resat = p->tok.text;
  bool ok;
  if (is(p, RL_TOK_PERCENT_ID)) {
    for (;;) {
      if (!is(p, RL_TOK_PERCENT_ID)) { ok = fail_here(p, "expected valid ssa identifier"); goto out; }
      result_def r = {p->tok.text, p->tok.len, 1};
      next(p);
      if (accept(p, RL_TOK_COLON)) {
        if (!is(p, RL_TOK_INTEGER)) { ok = fail_here(p, "expected integer number of results"); goto out; }
        uint64_t v;
        if (!tok_u64(p, &v) || v < 1) {
          ok = perr(p, p->tok.text, "expected named operation to have at least 1 result");
          goto out;
        }
        r.count = v;
        next(p);
      }
      if (nrd == caprd) {
        caprd *= 2;
        if (rd == rdst) { rd = rl_xmalloc(caprd * sizeof *rd); memcpy(rd, rdst, sizeof rdst); }
        else rd = rl_xrealloc(rd, caprd * sizeof *rd);
      }
      rd[nrd++] = r;
      nbound = nbound + r.count < nbound ? UINT64_MAX : nbound + r.count;
      if (!accept(p, RL_TOK_COMMA)) break;
    }
    if (!expect(p, RL_TOK_EQUAL, "expected '=' after SSA name")) { ok = false; goto out; }
  }
  {
    /* An op's own parser prefixes its errors with the op's name; a generic
     * op has no parser of its own, so nothing inside it is prefixed by an
     * enclosing custom op's name, as in MLIR. */
    const char *outer = p->cur_op_name;
    if (is(p, RL_TOK_STRING)) p->cur_op_name = NULL;
    ok = parse_op_generic(p, into, rd, nrd, nbound, resat);
    p->cur_op_name = outer;
  }
out:
  if (rd != rdst) free(rd);
  return ok;
}

/* The registered op a bare name names: `arith.addi`, or `return` under an
 * op whose default dialect is func, or a builtin op. */
static rl_opinfo *find_custom_op(parser *p) {
  const char *nm = p->tok.text;
  size_t n = p->tok.len;
  rl_opinfo *oi = NULL;
  if (memchr(nm, '.', n)) {
    oi = rl_opinfo_find(p->c, nm, n);
  } else {
    char buf[256];
    const char *dd = p->ndialects ? p->dialect_stack[p->ndialects - 1] : "builtin";
    for (int k = 0; k < 2 && !(oi && oi->registered); k++) {
      const char *d = k ? "builtin" : dd;
      int len = snprintf(buf, sizeof buf, "%s.%.*s", d, (int)n, nm);
      if (len > 0 && (size_t)len < sizeof buf) oi = rl_opinfo_find(p->c, buf, (size_t)len);
    }
  }
  if (!oi || !oi->registered || !oi->def || (!oi->format && !oi->def->parse)) return NULL;
  return oi;
}

static void ops_free(rl_op_parse_state *st, bool detach_blocks) {
  for (unsigned i = 0; i < st->nregions; i++) {
    if (detach_blocks)
      for (rl_block *b = st->regions[i]->first; b; b = b->next) b->parent = NULL;
    free(st->regions[i]);
  }
  free(st->regions);
  if (st->operands != st->operands_inline) free(st->operands);
  if (st->result_types != st->result_types_inline) free(st->result_types);
  free(st->succs);
}

/* Moves inherent attributes written in an attribute dictionary into the
 * properties, and fills in properties that have defaults. */
static void complete_props(parser *p, const rl_opinfo *oi, rl_attr **props, rl_attr **attrs) {
  const rl_opdef *d = oi->def;
  if (*attrs)
    for (unsigned i = 0; i < d->nattrs; i++) {
      rl_ident *k = oi->prop_names[i];
      rl_attr *v = rl_attr_dict_get(*attrs, k);
      if (!v) continue;
      *attrs = rl_attr_dict_set(p->c, *attrs, k, NULL);
      *props = rl_attr_dict_set(p->c, *props, k, v);
    }
  /* The segment sizes too, for ops that keep them. */
  for (int r = 0; r < 2 && *attrs; r++) {
    rl_ident *k = r ? p->c->id_result_segments : p->c->id_operand_segments;
    rl_attr *v = rl_attr_dict_get(*attrs, k);
    if (!v || (r ? oi->nvar_results : oi->nvar_operands) < 2) continue;
    *attrs = rl_attr_dict_set(p->c, *attrs, k, NULL);
    *props = rl_attr_dict_set(p->c, *props, k, v);
  }
  if (*attrs && (*attrs)->n == 0) *attrs = NULL;
  for (unsigned i = 0; i < d->nattrs; i++) {
    rl_attr *dv = oi->prop_defaults[i];
    if (!dv) continue;
    rl_ident *k = oi->prop_names[i];
    if (*props && rl_attr_dict_get(*props, k)) continue;
    *props = rl_attr_dict_set(p->c, *props, k, dv);
  }
}

/* The generic form's `<{...}>` entries that name no property of the op are
 * discardable attributes (MLIR reads them so, or drops them): kept, they
 * would print as attributes of the custom form and not read back. */
static void unknown_props_to_attrs(parser *p, const rl_opinfo *oi, rl_attr **props, rl_attr **attrs) {
  if (!*props || rl_attr_kind_of(*props) != RL_AT_DICT || !oi->prop_names) return;
  unsigned n = rl_attr_dict_size(*props), nmoved = 0;
  rl_named_attr *moved = NULL, *gone = NULL;
  for (unsigned i = 0; i < n; i++) {
    rl_ident *k = rl_attr_dict_name(*props, i);
    bool known = k == p->c->id_operand_segments || k == p->c->id_result_segments;
    for (unsigned j = 0; !known && j < oi->def->nattrs; j++) known = oi->prop_names[j] == k;
    if (known) continue;
    if (!moved) {
      moved = rl_xmalloc(2 * (size_t)n * sizeof *moved);
      gone = moved + n;
    }
    /* In dictionary order, as rl_attr_dict_update takes them: linear. */
    moved[nmoved] = (rl_named_attr){k, rl_attr_dict_value(*props, i)};
    gone[nmoved++] = (rl_named_attr){k, NULL};
  }
  if (!nmoved) return;
  *attrs = rl_attr_dict_update(p->c, *attrs, nmoved, moved);
  *props = rl_attr_dict_update(p->c, *props, nmoved, gone);
  if ((*props)->n == 0) *props = NULL;
  free(moved);
}

static bool parse_custom_op(parser *p, rl_block *into, rl_opinfo *info, const result_def *rd, size_t nrd,
                            uint64_t nbound, const char *resat) {
  const char *opat = p->tok.text;
  const rl_opdef *d = info->def;
  rl_attr *oploc = loc_at(p, opat);
  next(p);
  rl_op_parse_state st;
  memset(&st, 0, offsetof(rl_op_parse_state, operands_inline)); /* the inline storage needs no zeros */
  st.def = d;
  st.info = info;
  rl_attr *saved_loc = p->cur_op_loc;
  const char *saved_name = p->cur_op_name, *saved_at = p->cur_op_at;
  p->cur_op_loc = oploc;
  p->cur_op_name = info->name->str;
  p->cur_op_at = opat;
  bool pushed = false;
  if (d->default_dialect) {
    GROW(p->dialect_stack, p->ndialects, p->capdialects);
    p->dialect_stack[p->ndialects++] = d->default_dialect;
    pushed = true;
  }
  bool ok = d->parse ? d->parse(p, &st) : rl_format_parse(p, info->format, &st);
  if (pushed) p->ndialects--;
  p->cur_op_loc = saved_loc;
  p->cur_op_name = saved_name;
  p->cur_op_at = saved_at;
  if (ok && p->failed) ok = false;
  if (!ok) {
    ops_free(&st, true);
    return false;
  }
  if (nrd && st.nresults == 0) {
    ops_free(&st, true);
    return perr(p, resat, "cannot name an operation with no results");
  }
  if (nrd && nbound != st.nresults) {
    ops_free(&st, true);
    return perr(p, resat, "operation defines %u results but was provided %llu to bind", st.nresults,
                (unsigned long long)nbound);
  }
  if (st.nsuccs > RL_MAX_SUCCS_REGIONS || st.nregions > RL_MAX_SUCCS_REGIONS) {
    ops_free(&st, true);
    return perr(p, opat, "'%s' has %u successors and %u regions: at most %u of each are supported",
                info->name->str, st.nsuccs, st.nregions, RL_MAX_SUCCS_REGIONS);
  }
  complete_props(p, info, &st.props, &st.attrs);
  rl_op_state os = {.info = info, .loc = oploc, .nresults = st.nresults, .result_types = st.result_types,
                    .noperands = st.noperands, .operands = st.operands, .nsuccs = st.nsuccs,
                    .succs = st.succs, .nregions = st.nregions, .props = st.props, .attrs = st.attrs};
  if (os.nregions < d->nregions && !d->variadic_regions) os.nregions = d->nregions;
  rl_op *op = rl_op_create(p->c, &os);
  for (unsigned i = 0; i < st.nregions; i++) rl_region_take_body(rl_op_region(op, i), st.regions[i]);
  ops_free(&st, false);
  /* A single-block region without terminators written `{}` still has its
   * block (as MLIR's builders ensure). */
  if ((info->traits & RL_TRAIT_SINGLE_BLOCK) && (info->traits & RL_TRAIT_NO_TERMINATOR))
    for (unsigned i = 0; i < op->nregions; i++)
      if (!rl_op_regions(op)[i].first) rl_region_append_block(rl_op_region(op, i), new_block(p));
  rl_block_append_op(into, op);
  if (!parse_trailing_loc(p, &op->loc)) return false;
  uint32_t base = 0;
  for (size_t i = 0; i < nrd; i++) {
    if (!ssa_define(p, rd[i].name, rd[i].len, op->results + base, NULL, (uint32_t)rd[i].count, rd[i].name)) return false;
    base += (uint32_t)rd[i].count;
  }
  return true;
}

/* Whether the token is spelled as an integer type (MLIR's lexer makes it a
 * type token, never an op name): [su]?i[0-9]+. */
static bool is_int_type_token(const rl_token *t) {
  size_t i = t->len > 1 && (t->text[0] == 's' || t->text[0] == 'u') ? 1 : 0;
  if (i + 1 >= t->len || t->text[i] != 'i') return false;
  for (i++; i < t->len; i++)
    if (t->text[i] < '0' || t->text[i] > '9') return false;
  return true;
}

static bool parse_op_generic(parser *p, rl_block *into, const result_def *rd, size_t nrd,
                             uint64_t nbound, const char *resat) {
  const char *opat = p->tok.text;
  if (is(p, RL_TOK_BARE_ID) && is_int_type_token(&p->tok)) return fail_here(p, "expected operation name in quotes");
  if (is(p, RL_TOK_BARE_ID)) {
    rl_opinfo *cinfo = find_custom_op(p);
    if (cinfo) return parse_custom_op(p, into, cinfo, rd, nrd, nbound, resat);
    const char *dot = memchr(p->tok.text, '.', p->tok.len);
    if (!dot) {
      const char *dd = p->ndialects ? p->dialect_stack[p->ndialects - 1] : "builtin";
      if (strcmp(dd, "builtin"))
        return perr(p, opat, "custom op '%.*s' is unknown (tried '%s.%.*s' as well)", (int)p->tok.len,
                    p->tok.text, dd, (int)p->tok.len, p->tok.text);
      return perr(p, opat, "custom op '%.*s' is unknown (tried 'builtin.%.*s' as well)", (int)p->tok.len,
                  p->tok.text, (int)p->tok.len, p->tok.text);
    }
    rl_ident *dl = rl_ident_get(p->c, p->tok.text, (size_t)(dot - p->tok.text));
    if (!rl_context_dialect_loaded(p->c, dl)) {
      rl_diag *dg = perr_begin(p, opat, "Dialect `%s' not found for custom op '%.*s' ", dl->str,
                               (int)p->tok.len, p->tok.text);
      char *names = rl_context_dialect_names(p->c, ", ");
      rl_diag_note(dg, loc_at(p, opat), "Registered dialects: %s ; for more info on dialect registration see "
                             "https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                   names);
      free(names);
      report(p, dg);
      return false;
    }
    return perr(p, opat, "custom op '%.*s' is unknown", (int)p->tok.len, p->tok.text);
  }
  if (!is(p, RL_TOK_STRING)) return fail_here(p, "expected operation name in quotes");
  rl_strbuf nm = {0};
  unescape(&p->tok, &nm);
  if (nm.len == 0) { rl_sb_free(&nm); return perr(p, opat, "empty operation name is invalid"); }
  /* A name without a dialect prefix ("foo") is an op of no dialect, which
   * only --allow-unregistered-dialect admits. */
  rl_opinfo *info = rl_opinfo_get(p->c, nm.data, nm.len);
  rl_sb_free(&nm);
  rl_attr *oploc = loc_at(p, opat); /* before the regions: keeps lookups in order */
  next(p);
  /* MLIR reports an unknown dialect at the token after the name; an
   * unknown op of a loaded dialect is the verifier's to report. */
  if (!info->registered && !p->c->allow_unregistered && !rl_context_dialect_loaded(p->c, info->dialect)) {
    char *known = rl_context_dialect_names(p->c, ", ");
    perr(p, p->tok.text,
         "operation being parsed with an unregistered dialect. If this is intended, please use "
         "-allow-unregistered-dialect with the MLIR tool used (registered dialects: %s)", known);
    free(known);
    return false;
  }
  /* Operands. */
  if (!expect(p, RL_TOK_LPAREN, "expected '(' to start operand list")) return false;
  ssa_use ust[8];
  ssa_use *uses = ust;
  size_t nuses = 0, capuses = 8;
  rl_block *sst[4];
  rl_block **succs = sst;
  size_t nsuccs = 0, capsuccs = 4;
  rl_region *regions = NULL;
  size_t nregions = 0, capregions = 0;
  rl_type *ft = NULL;
  rl_value *vst[8];
  rl_value **vals = vst;
  rl_attr *props = NULL, *attrs = NULL;
  bool ok = false;
  if (is(p, RL_TOK_PERCENT_ID)) {
    do {
      if (nuses == capuses) {
        capuses *= 2;
        if (uses == ust) { uses = rl_xmalloc(capuses * sizeof *uses); memcpy(uses, ust, sizeof ust); }
        else uses = rl_xrealloc(uses, capuses * sizeof *uses);
      }
      if (!parse_ssa_use(p, &uses[nuses])) goto out;
      nuses++;
    } while (accept(p, RL_TOK_COMMA));
  }
  if (!expect(p, RL_TOK_RPAREN, "expected ')' to end operand list")) goto out;
  /* Successors (a registered op that is no terminator takes none). */
  if (is(p, RL_TOK_LSQUARE) && info->registered && !(info->traits & RL_TRAIT_TERMINATOR)) {
    perr(p, p->tok.text, "successors in non-terminator");
    goto out;
  }
  if (accept(p, RL_TOK_LSQUARE)) {
    do {
      if (!is(p, RL_TOK_CARET_ID)) { fail_here(p, "expected block name"); goto out; }
      blockdef *bd = block_ref(p, p->tok.text, p->tok.len, p->tok.text);
      if (nsuccs == RL_MAX_SUCCS_REGIONS) {
        fail_here(p, "too many successors (at most 65535 are supported)");
        goto out;
      }
      next(p);
      if (nsuccs == capsuccs) {
        capsuccs *= 2;
        if (succs == sst) { succs = rl_xmalloc(capsuccs * sizeof *succs); memcpy(succs, sst, sizeof sst); }
        else succs = rl_xrealloc(succs, capsuccs * sizeof *succs);
      }
      succs[nsuccs++] = bd->block;
    } while (accept(p, RL_TOK_COMMA));
    if (!expect(p, RL_TOK_RSQUARE, "expected ',' or ']'")) goto out;
  }
  /* Properties. */
  if (is(p, RL_TOK_LESS)) {
    next(p);
    props = parse_attr(p, NULL);
    if (!props) goto out;
    if (!expect(p, RL_TOK_GREATER, "expected '>' to close properties")) goto out;
  }
  /* Regions. */
  if (is(p, RL_TOK_LPAREN)) {
    next(p);
    bool isolated = info->registered && (info->traits & RL_TRAIT_ISOLATED);
    do {
      if (nregions == RL_MAX_SUCCS_REGIONS) {
        fail_here(p, "too many regions (at most 65535 are supported)");
        goto out;
      }
      if (nregions == capregions) {
        /* Regions are parsed into a scratch op-less array, then moved. */
        capregions = capregions ? capregions * 2 : 4;
        regions = rl_xrealloc(regions, capregions * sizeof *regions);
      }
      memset(&regions[nregions], 0, sizeof *regions);
      nregions++;
      if (!parse_region(p, &regions[nregions - 1], isolated)) goto out;
    } while (accept(p, RL_TOK_COMMA));
    if (!expect(p, RL_TOK_RPAREN, "expected ')' to end region list")) goto out;
  }
  /* Attributes. */
  if (is(p, RL_TOK_LBRACE)) {
    attrs = parse_dict_body(p, "attribute dictionary");
    if (!attrs) goto out;
  }
  /* Function type. */
  if (!expect(p, RL_TOK_COLON, "expected ':' followed by operation type")) goto out;
  const char *ftat = p->tok.text;
  ft = parse_type(p);
  if (!ft) goto out;
  if (ft->kind != RL_TY_FUNCTION) { perr(p, ftat, "expected function type"); goto out; }
  if (rl_type_func_num_inputs(ft) != nuses) {
    perr(p, ftat, "expected %zu operand type%s but had %u", nuses, nuses == 1 ? "" : "s", rl_type_func_num_inputs(ft));
    goto out;
  }
  unsigned nres = rl_type_func_num_results(ft);
  if (nrd && nres == 0) {
    perr(p, resat, "cannot name an operation with no results");
    goto out;
  }
  if (nrd && nbound != nres) {
    perr(p, resat, "operation defines %u results but was provided %llu to bind", nres, (unsigned long long)nbound);
    goto out;
  }
  if (nuses > 8) vals = rl_xmalloc(nuses * sizeof *vals);
  for (size_t i = 0; i < nuses; i++) {
    vals[i] = resolve_use(p, &uses[i], rl_type_func_input(ft, (unsigned)i));
    if (!vals[i]) goto out;
  }
  {
    rl_type *rst[8];
    rl_type **rtypes = nres <= 8 ? rst : rl_xmalloc(nres * sizeof *rtypes);
    for (unsigned i = 0; i < nres; i++) rtypes[i] = rl_type_func_result(ft, i);
    rl_op_state st = {.info = info, .loc = NULL, .nresults = nres, .result_types = rtypes,
                      .noperands = (unsigned)nuses, .operands = vals, .nsuccs = (unsigned)nsuccs,
                      .succs = succs, .nregions = (unsigned)nregions, .props = props, .attrs = attrs};
    if (info->def) {
      unknown_props_to_attrs(p, info, &st.props, &st.attrs);
      complete_props(p, info, &st.props, &st.attrs);
    }
    rl_op *op = rl_op_create(p->c, &st);
    if (rtypes != rst) free(rtypes);
    op->loc = oploc;
    for (size_t i = 0; i < nregions; i++) rl_region_take_body(rl_op_region(op, i), &regions[i]);
    nregions = 0;
    rl_block_append_op(into, op);
    if (!parse_trailing_loc(p, &op->loc)) goto out;
    /* Bind result names. */
    uint32_t base = 0;
    for (size_t i = 0; i < nrd; i++) {
      if (!ssa_define(p, rd[i].name, rd[i].len, op->results + base, NULL, (uint32_t)rd[i].count, rd[i].name)) goto out;
      base += (uint32_t)rd[i].count;
    }
  }
  ok = true;
out:
  if (uses != ust) free(uses);
  if (succs != sst) free(succs);
  if (vals != vst) free(vals);
  /* Regions not moved into an op: their blocks stay in p->blocks for cleanup. */
  for (size_t i = 0; i < nregions; i++)
    for (rl_block *b = regions[i].first; b; b = b->next) b->parent = NULL;
  free(regions);
  return ok;
}

/* ---- top level ------------------------------------------------------------ */

static const char *type_str(parser *p, rl_type *t);

static bool parse_alias_def(parser *p) {
  rl_token name = p->tok;
  bool is_type = name.kind == RL_TOK_BANG_ID;
  const char *kind = is_type ? "type" : "attribute";
  smap *m = is_type ? &p->type_aliases : &p->attr_aliases;
  if (smap_get(m, name.text, name.len))
    return perr(p, name.text, "redefinition of %s alias id '%.*s'", kind, (int)name.len - 1, name.text + 1);
  if (memchr(name.text, '.', name.len))
    return perr(p, name.text, "%s names with a '.' are reserved for dialect-defined names", kind);
  next(p);
  if (!is(p, RL_TOK_EQUAL)) {
    char msg[64];
    snprintf(msg, sizeof msg, "expected '=' in %s alias definition", kind);
    return fail_here(p, msg);
  }
  next(p);
  if (is_type) {
    rl_type *t = parse_type(p);
    if (!t) return false;
    smap_put(m, name.text, name.len, t);
  } else {
    rl_attr *a = parse_attr(p, NULL);
    if (!a) return false;
    smap_put(m, name.text, name.len, a);
  }
  return true;
}

static bool resolve_pending_locs(parser *p) {
  for (size_t i = 0; i < p->nploc; i++) {
    pending_loc *pl = &p->ploc[i];
    rl_attr *a = smap_get(&p->attr_aliases, pl->name, pl->len);
    if (!a) return perr(p, pl->at, "operation location alias was never defined");
    if (!rl_attr_is_location(a)) return not_a_location(p, pl->at, a);
    *pl->slot = a;
  }
  return true;
}

/* Buffer for type names in diagnostics. */
static const char *type_str(parser *p, rl_type *t) {
  rl_strbuf *s = &p->type_bufs[p->next_type_buf++ & 3];
  rl_sb_clear(s);
  rl_sb_putc(s, '\'');
  rl_print_type(s, t);
  rl_sb_putc(s, '\'');
  return s->data;
}

static void parser_cleanup(parser *p) {
  smap_free(&p->type_aliases);
  smap_free(&p->type_cache);
  smap_free(&p->attr_aliases);
  while (p->nscopes) {
    smap_free(&p->scopes[p->nscopes - 1].names);
    free(p->scopes[p->nscopes - 1].undo);
    p->nscopes--;
  }
  free(p->scopes);
  for (size_t i = 0; i < 8; i++) smap_free(&p->spare[i]);
  for (size_t i = 0; i < p->nblock_scopes; i++) smap_free(&p->block_scopes[i]);
  free(p->block_scopes);
  free(p->ploc);
  free(p->dialect_stack);
  free(p->distincts);
  for (int i = 0; i < 4; i++) rl_sb_free(&p->type_bufs[i]);
  rl_arena_free(&p->arena);
}

/* ---- file metadata --------------------------------------------------------
 * {-# key: {...}, ... #-}: dialect_resources and external_resources, checked
 * as MLIR 19 checks them and kept in the context to be printed back (the
 * blobs of builtin dense_resource attributes; external entries as written). */

/* `,` between the elements of a list that ends with `close` (a token kind). */
static bool list_next(parser *p, rl_tok_kind close, const char *msg, bool *more) {
  if (accept(p, RL_TOK_COMMA)) return *more = true;
  *more = false;
  return expect(p, close, msg);
}

/* A resource blob: a string `"0x` + hex digits, its first 4 bytes a
 * little-endian alignment that is 0 or a power of two. */
static bool check_resource_blob(parser *p, const rl_token *v, const char *key, size_t klen) {
  const char *s = v->text + 1;
  size_t n = v->kind == RL_TOK_STRING && v->len >= 2 ? v->len - 2 : 0;
  bool ok = v->kind == RL_TOK_STRING && n >= 2 && s[0] == '0' && s[1] == 'x' && n % 2 == 0;
  for (size_t i = 2; ok && i < n; i++)
    ok = (s[i] >= '0' && s[i] <= '9') || ((s[i] | 32) >= 'a' && (s[i] | 32) <= 'f');
  if (!ok) return perr(p, v->text, "expected hex string blob for key '%.*s'", (int)klen, key);
  if ((n - 2) / 2 < 4)
    return perr(p, v->text, "expected hex string blob for key '%.*s' to encode alignment in first 4 bytes", (int)klen, key);
  uint32_t align = 0;
  for (int b = 3; b >= 0; b--) {
    const char *q = s + 2 + 2 * b;
    unsigned hi = q[0] <= '9' ? (unsigned)(q[0] - '0') : (unsigned)((q[0] | 32) - 'a' + 10);
    unsigned lo = q[1] <= '9' ? (unsigned)(q[1] - '0') : (unsigned)((q[1] | 32) - 'a' + 10);
    align = align << 8 | (hi << 4 | lo);
  }
  if (align & (align - 1))
    return perr(p, v->text, "expected hex string blob for key '%.*s' to encode alignment in first 4 bytes, but got "
                "non-power-of-2 value: %u", (int)klen, key, align);
  return true;
}

/* The entries `key: value` of one dialect's or one external tool's section,
 * after its `{`. */
static bool resource_entries(parser *p, bool dialect, const rl_token *group) {
  if (accept(p, RL_TOK_RBRACE)) return true;
  for (bool more = true; more;) {
    const rl_token key = p->tok;
    if (!is(p, RL_TOK_BARE_ID))
      return perr(p, p->tok.text, dialect ? "expected identifier key for 'resource' entry"
                                          : "expected identifier key for 'external_resources' entry");
    next(p);
    if (!expect(p, RL_TOK_COLON, "expected ':'")) return false;
    const rl_token v = p->tok;
    if (is(p, RL_TOK_ERROR) || is(p, RL_TOK_EOF)) return fail_here(p, "expected resource value");
    next(p);
    /* The dialects that get here (builtin, test) take blobs. */
    if (dialect && !check_resource_blob(p, &v, key.text, key.len)) return false;
    rl_ident *kid = rl_ident_get(p->c, key.text, key.len);
    bool builtin = group->len == 7 && !memcmp(group->text, "builtin", 7);
    if (dialect && builtin) {
      rl_resource_set_blob(p->c, kid, rl_ident_get(p->c, v.text + 1, v.len - 2));
    } else if (!dialect) {
      /* Kept for printing: true/false, a "0x..." blob, or a string. */
      rl_resource_entry e = {rl_ident_get(p->c, group->text, group->len), kid, RL_RESOURCE_STRING, NULL};
      if (v.kind == RL_TOK_BARE_ID && ((v.len == 4 && !memcmp(v.text, "true", 4)) || (v.len == 5 && !memcmp(v.text, "false", 5)))) {
        e.kind = RL_RESOURCE_BOOL;
        e.value = rl_ident_get(p->c, v.text, v.len);
      } else if (v.kind == RL_TOK_STRING && v.len >= 3 && v.text[1] == '0' && v.text[2] == 'x') {
        if (!check_resource_blob(p, &v, key.text, key.len)) return false;
        e.kind = RL_RESOURCE_BLOB;
        e.value = rl_ident_get(p->c, v.text + 1, v.len - 2);
      } else if (v.kind == RL_TOK_STRING) {
        rl_strbuf sb = {0};
        unescape(&v, &sb);
        e.value = rl_ident_get(p->c, sb.data ? sb.data : "", sb.len);
        rl_sb_free(&sb);
      }
      if (e.value) rl_ext_resource_add(p->c, &e);
    }
    if (!list_next(p, RL_TOK_RBRACE, "expected ',' or '}'", &more)) return false;
  }
  return true;
}

/* `{ name: { entries }, ... }` of dialect_resources or external_resources. */
static bool resource_sections(parser *p, bool dialect) {
  if (!expect(p, RL_TOK_LBRACE, "expected '{'")) return false;
  if (accept(p, RL_TOK_RBRACE)) return true;
  for (bool more = true; more;) {
    const rl_token name = p->tok;
    if (!is(p, RL_TOK_BARE_ID)) return perr(p, p->tok.text, "expected identifier key for 'resource' entry");
    next(p);
    if (!expect(p, RL_TOK_COLON, "expected ':'") || !expect(p, RL_TOK_LBRACE, "expected '{'")) return false;
    if (dialect) {
      rl_ident *d = rl_ident_get(p->c, name.text, name.len);
      bool blobs = (name.len == 7 && !memcmp(name.text, "builtin", 7)) || (name.len == 4 && !memcmp(name.text, "test", 4));
      if (!blobs && !rl_context_dialect_loaded(p->c, d))
        return perr(p, name.text, "dialect '%.*s' is unknown", (int)name.len, name.text);
      if (!blobs) return perr(p, p->tok.text, "unexpected 'resource' section for dialect '%.*s'", (int)name.len, name.text);
    }
    /* mlir-opt keeps the sections of external tools it does not know
     * (rulir drops them). */
    if (!resource_entries(p, dialect, &name)) return false;
    if (!list_next(p, RL_TOK_RBRACE, "expected ',' or '}'", &more)) return false;
  }
  return true;
}

static bool parse_file_metadata(parser *p) {
  next(p);
  if (accept(p, RL_TOK_FILE_META_END)) return true;
  for (bool more = true; more;) {
    const char *kat = p->tok.text;
    if (!is(p, RL_TOK_BARE_ID)) return perr(p, kat, "expected identifier key in file metadata dictionary");
    size_t klen = p->tok.len;
    next(p);
    if (!expect(p, RL_TOK_COLON, "expected ':'")) return false;
    bool dialect = klen == 17 && !memcmp(kat, "dialect_resources", 17);
    if (!dialect && !(klen == 18 && !memcmp(kat, "external_resources", 18)))
      return perr(p, kat, "unknown key '%.*s' in file metadata dictionary", (int)klen, kat);
    if (!resource_sections(p, dialect)) return false;
    if (!list_next(p, RL_TOK_FILE_META_END, "expected ',' or '#-}'", &more)) return false;
  }
  return true;
}

/* After a failure: frees the partial IR, including blocks that never made it
 * into the tree (undefined forward blocks, regions of an op that failed). */
static void discard(parser *p, rl_op *top) {
  rl_context *c = p->c;
  rl_op_state gs = {.info = c->op_module, .nregions = 1};
  rl_op *grave = rl_op_create(c, &gs);
  rl_block **roots = rl_xmalloc((p->nblocks + 1) * sizeof *roots);
  size_t nroots = 0;
  for (size_t i = 0; i < p->nblocks; i++) {
    rl_block *b = p->blocks[i];
    /* Climb to the outermost block; it is either in top or a root. */
    bool in_top = false;
    for (;;) {
      if (!b->parent) break;
      rl_op *op = b->parent->parent;
      if (op == top) { in_top = true; break; }
      if (!op || !op->parent) break;
      b = op->parent;
    }
    if (in_top) continue;
    bool seen = false;
    for (size_t k = 0; k < nroots && !seen; k++) seen = roots[k] == b;
    if (!seen) roots[nroots++] = b;
  }
  for (size_t k = 0; k < nroots; k++) {
    roots[k]->parent = NULL;
    roots[k]->prev = roots[k]->next = NULL;
  }
  for (size_t k = 0; k < nroots; k++) rl_region_append_block(rl_op_region(grave, 0), roots[k]);
  free(roots);
  rl_op_drop_all_refs(top);
  rl_op_drop_all_refs(grave);
  rl_op_destroy(c, grave);
  rl_op_destroy(c, top);
}

rl_op *rl_parse_source(rl_context *c, const char *buf, size_t len, rl_ident *file, unsigned line_offset) {
  return rl_parse_source_stream(c, buf, len, file, line_offset, NULL, NULL);
}

/* Whether the current token starts a builtin.module op. */
static bool at_module_op(parser *p) {
  return (is(p, RL_TOK_BARE_ID) && p->tok.len == 6 && !memcmp(p->tok.text, "module", 6)) ||
         (is(p, RL_TOK_STRING) && p->tok.len == 16 && !memcmp(p->tok.text, "\"builtin.module\"", 16));
}

static rl_op *parse_top(rl_context *c, const char *buf, size_t len, rl_ident *file, unsigned line_offset,
                        rl_parse_stream_fn fn, void *user, bool implicit_module);

rl_op *rl_parse_source_stream(rl_context *c, const char *buf, size_t len, rl_ident *file, unsigned line_offset,
                              rl_parse_stream_fn fn, void *user) {
  return parse_top(c, buf, len, file, line_offset, fn, user, true);
}

rl_op *rl_parse_source_explicit(rl_context *c, const char *buf, size_t len, rl_ident *file, unsigned line_offset) {
  return parse_top(c, buf, len, file, line_offset, NULL, NULL, false);
}

/* The top level parsed into the body of a builtin.module made for it, which
 * is returned unless the body is a single module op (that op is returned),
 * or, without the implicit module, a single op of any kind. */
static rl_op *parse_top(rl_context *c, const char *buf, size_t len, rl_ident *file, unsigned line_offset,
                        rl_parse_stream_fn fn, void *user, bool implicit_module) {
  parser p;
  memset(&p, 0, sizeof p);
  c->parse_serial++;
  p.stream_fn = fn;
  p.stream_user = user;
  p.transient_above = -1;
  p.c = c;
  p.file = file;
  p.line_offset = line_offset;
  rl_lexer_init(&p.lx, buf, len);
  p.released = buf;
  p.line_cache_pos = p.line_cache_start = buf;
  p.line_cache_line = 1;
  rl_resource_clear(c); /* a new input: its own {-# resources #-} */
  next(&p);
  rl_op_state st = {.info = c->op_module, .nregions = 1};
  rl_op *top = rl_op_create(c, &st);
  top->loc = rl_loc_file(c, file, line_offset, 0);
  rl_block *body = new_block(&p);
  rl_region_append_block(rl_op_region(top, 0), body);
  push_isolated(&p);
  GROW(p.block_scopes, p.nblock_scopes, p.capblock_scopes);
  memset(&p.block_scopes[p.nblock_scopes++], 0, sizeof(smap));
  bool ok = true;
  int stream_mode = 0; /* 1: the body of a leading module op, 2: the top level */
  while (ok && !is(&p, RL_TOK_EOF)) {
    if (is(&p, RL_TOK_HASH_ID) || is(&p, RL_TOK_BANG_ID)) {
      /* An alias definition, or an op starting with a result... no: ops never start with # or !. */
      ok = parse_alias_def(&p);
    } else if (is(&p, RL_TOK_FILE_META_BEGIN)) {
      ok = parse_file_metadata(&p);
    } else if (is(&p, RL_TOK_ERROR)) {
      ok = fail_here(&p, "unexpected token");
    } else {
      /* Streaming: the body of a leading module op, else the top level. */
      if (fn && !stream_mode) {
        stream_mode = at_module_op(&p) ? 1 : 2;
        p.stream_arm = stream_mode == 1;
        if (stream_mode == 2) p.transient_above = 0;
      }
      bool top_stream = stream_mode == 2;
      size_t nblocks = p.nblocks, nploc = p.nploc;
      rl_arena_mark locs = top_stream ? rl_context_transient_mark(c) : (rl_arena_mark){0};
      ok = parse_op(&p, body);
      p.stream_arm = false;
      if (ok && top_stream) ok = stream_op(&p, body->last, nblocks, nploc, locs);
    }
  }
  if (ok) {
    /* Successors at the top level name blocks that cannot exist. */
    smap *bm = cur_blocks(&p);
    const char *first = NULL;
    for (uint32_t i = 0; i < bm->cap; i++) {
      blockdef *bd = bm->e[i].val;
      if (bd && (!first || bd->at < first)) first = bd->at;
    }
    if (first) ok = perr(&p, first, "reference to an undefined block");
  }
  if (ok) ok = pop_isolated(&p);
  if (ok) ok = resolve_pending_locs(&p);
  bool failed = !ok || p.failed;
  /* Drop placeholders still used (only on failure). */
  for (size_t i = 0; i < p.nplaceholders; i++) {
    rl_value *ph = p.placeholders[i];
    while (ph->first_use) rl_op_set_operand(ph->first_use->owner, (unsigned)(ph->first_use - ph->first_use->owner->operands), NULL);
    rl_context_slab_free(c, ph, sizeof(rl_arg_value));
  }
  free(p.placeholders);
  if (failed) discard(&p, top);
  free(p.blocks);
  parser_cleanup(&p);
  if (failed) return NULL;
  /* A file holding a single module op is that module. */
  if (body->first && body->first == body->last && (body->first->info == c->op_module || !implicit_module)) {
    rl_op *m = body->first;
    rl_op_remove(m);
    rl_op_destroy(c, top);
    return m;
  }
  if (!implicit_module) {
    unsigned n = 0;
    for (rl_op *o = body->first; o; o = o->next) n++;
    rl_emit_error(c, rl_loc_file(c, file, 0, 0), "source must contain a single top-level operation, found: %u", n);
    rl_op_destroy(c, top);
    return NULL;
  }
  return top;
}

rl_type *rl_parse_type_str(rl_context *c, const char *s) {
  parser p;
  memset(&p, 0, sizeof p);
  p.c = c;
  p.file = rl_ident_cstr(c, "<string>");
  rl_lexer_init(&p.lx, s, strlen(s));
  p.line_cache_pos = p.line_cache_start = s;
  p.line_cache_line = 1;
  next(&p);
  rl_type *t = parse_type(&p);
  if (t && !is(&p, RL_TOK_EOF)) t = NULL;
  parser_cleanup(&p);
  return t;
}

rl_attr *rl_parse_attr_str(rl_context *c, const char *s) {
  parser p;
  memset(&p, 0, sizeof p);
  p.c = c;
  p.file = rl_ident_cstr(c, "<string>");
  rl_lexer_init(&p.lx, s, strlen(s));
  p.line_cache_pos = p.line_cache_start = s;
  p.line_cache_line = 1;
  next(&p);
  rl_attr *a = parse_attr(&p, NULL);
  if (a && !is(&p, RL_TOK_EOF)) a = NULL;
  parser_cleanup(&p);
  return a;
}

/* ---- the custom-syntax API (asm.h) ---------------------------------------- */

rl_context *rl_parser_context(rl_parser *p) { return p->c; }
rl_attr *rl_parser_loc(rl_parser *p) { return loc_at(p, p->tok.text); }
rl_attr *rl_parser_op_loc(rl_parser *p) { return p->cur_op_loc ? p->cur_op_loc : loc_at(p, p->tok.text); }
bool rl_parser_failed(rl_parser *p) { return p->failed; }

/* Errors a custom parser reports itself carry the op's name, as MLIR's
 * OpAsmParser::emitError does ("custom op 'cf.br' ..."). */
static bool parser_error_v(rl_parser *p, const char *at, const char *fmt, va_list ap) {
  if (p->failed) return false;
  rl_strbuf b = {0};
  if (p->cur_op_name) rl_sb_printf(&b, "custom op '%s' ", p->cur_op_name);
  rl_sb_vprintf(&b, fmt, ap);
  perr(p, at, "%s", b.data ? b.data : "");
  rl_sb_free(&b);
  return false;
}

bool rl_parser_error(rl_parser *p, const char *fmt, ...) {
  if (p->tok.kind == RL_TOK_ERROR) return fail_here(p, "");
  va_list ap;
  va_start(ap, fmt);
  parser_error_v(p, p->tok.text, fmt, ap);
  va_end(ap);
  return false;
}

bool rl_parser_error_at(rl_parser *p, const char *at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  parser_error_v(p, at, fmt, ap);
  va_end(ap);
  return false;
}

bool rl_parser_error_also_at(rl_parser *p, const char *at, const char *fmt, ...) {
  if (!p->failed) return false;
  p->failed = false;
  va_list ap;
  va_start(ap, fmt);
  parser_error_v(p, at, fmt, ap);
  va_end(ap);
  return false;
}

const char *rl_parser_pos(rl_parser *p) { return p->tok.text; }
const char *rl_parser_op_pos(rl_parser *p) { return p->cur_op_at ? p->cur_op_at : p->tok.text; }

/* The token kind of a punctuation string (custom parsers name punctuation
 * by its text): a switch on its bytes, no string compares. */
static rl_tok_kind punct_kind(const char *t) {
  switch (t[0]) {
  case '(': return t[1] ? RL_TOK_ERROR : RL_TOK_LPAREN;
  case ')': return t[1] ? RL_TOK_ERROR : RL_TOK_RPAREN;
  case '[': return t[1] ? RL_TOK_ERROR : RL_TOK_LSQUARE;
  case ']': return t[1] ? RL_TOK_ERROR : RL_TOK_RSQUARE;
  case '{': return t[1] ? RL_TOK_ERROR : RL_TOK_LBRACE;
  case '}': return t[1] ? RL_TOK_ERROR : RL_TOK_RBRACE;
  case '<': return t[1] ? RL_TOK_ERROR : RL_TOK_LESS;
  case '>': return t[1] ? RL_TOK_ERROR : RL_TOK_GREATER;
  case ',': return t[1] ? RL_TOK_ERROR : RL_TOK_COMMA;
  case ':': return !t[1] ? RL_TOK_COLON : t[1] == ':' && !t[2] ? RL_TOK_COLON_COLON : RL_TOK_ERROR;
  case '=': return t[1] ? RL_TOK_ERROR : RL_TOK_EQUAL;
  case '-': return !t[1] ? RL_TOK_MINUS : t[1] == '>' && !t[2] ? RL_TOK_ARROW : RL_TOK_ERROR;
  case '?': return t[1] ? RL_TOK_ERROR : RL_TOK_QUESTION;
  case '*': return t[1] ? RL_TOK_ERROR : RL_TOK_STAR;
  case '+': return t[1] ? RL_TOK_ERROR : RL_TOK_PLUS;
  case '.': return t[1] == '.' && t[2] == '.' && !t[3] ? RL_TOK_ELLIPSIS : RL_TOK_ERROR;
  case '|': return t[1] ? RL_TOK_ERROR : RL_TOK_VBAR;
  default: return RL_TOK_ERROR;
  }
}

bool rl_parser_at_punct(rl_parser *p, const char *punct) { return is(p, punct_kind(punct)); }

bool rl_parse_optional_punct(rl_parser *p, const char *punct) { return accept(p, punct_kind(punct)); }

bool rl_parse_punct(rl_parser *p, const char *punct) {
  if (accept(p, punct_kind(punct))) return true;
  char msg[64];
  snprintf(msg, sizeof msg, "expected '%s'", punct);
  return fail_here(p, msg);
}

bool rl_parser_at_keyword_text(rl_parser *p, const char *kw) { return is_kw(p, kw); }

bool rl_parse_optional_keyword(rl_parser *p, const char *kw) { return accept_kw(p, kw); }

bool rl_parse_keyword(rl_parser *p, const char *kw) {
  if (accept_kw(p, kw)) return true;
  /* MLIR's parseKeyword reports through the op's parser: prefixed, at the
   * current token. */
  if (p->cur_op_name && p->tok.kind != RL_TOK_ERROR) return rl_parser_error(p, "expected '%s'", kw);
  char msg[160];
  snprintf(msg, sizeof msg, "expected '%s'", kw);
  return fail_here(p, msg);
}

bool rl_parse_optional_any_keyword(rl_parser *p, char *buf, size_t cap) {
  if (!is(p, RL_TOK_BARE_ID) || p->tok.len + 1 > cap) return false;
  memcpy(buf, p->tok.text, p->tok.len);
  buf[p->tok.len] = 0;
  next(p);
  return true;
}

bool rl_parser_at_operand(rl_parser *p) { return is(p, RL_TOK_PERCENT_ID); }

/* Whether the tokens from here name the results of the next op:
 * `%a (:N)? (, %b (:N)?)* =`, read ahead on a copy of the lexer (a cursor
 * into the buffer). */
static bool at_result_list(parser *p) {
  if (!is(p, RL_TOK_PERCENT_ID)) return false;
  rl_lexer lx = p->lx;
  for (;;) {
    rl_token t = rl_lex(&lx);
    if (t.kind == RL_TOK_COLON) {
      if (rl_lex(&lx).kind != RL_TOK_INTEGER) return false;
      t = rl_lex(&lx);
    }
    if (t.kind == RL_TOK_EQUAL) return true;
    if (t.kind != RL_TOK_COMMA || rl_lex(&lx).kind != RL_TOK_PERCENT_ID) return false;
  }
}

bool rl_parser_at_operand_use(rl_parser *p) { return is(p, RL_TOK_PERCENT_ID) && !at_result_list(p); }
bool rl_parser_at_successor(rl_parser *p) { return is(p, RL_TOK_CARET_ID); }
bool rl_parser_at_region(rl_parser *p) { return is(p, RL_TOK_LBRACE); }
bool rl_parser_at_keyword(rl_parser *p) { return is(p, RL_TOK_BARE_ID); }
bool rl_parser_at_string(rl_parser *p) { return is(p, RL_TOK_STRING); }
bool rl_parser_at_symbol(rl_parser *p) { return is(p, RL_TOK_AT_ID); }
bool rl_parser_at_type(rl_parser *p) {
  return is(p, RL_TOK_BARE_ID) || is(p, RL_TOK_BANG_ID) || is(p, RL_TOK_LPAREN);
}
bool rl_parser_at_attr(rl_parser *p) {
  switch (p->tok.kind) {
  case RL_TOK_BARE_ID: case RL_TOK_BANG_ID: case RL_TOK_LPAREN: case RL_TOK_HASH_ID:
  case RL_TOK_AT_ID: case RL_TOK_INTEGER: case RL_TOK_FLOAT: case RL_TOK_MINUS:
  case RL_TOK_STRING: case RL_TOK_LSQUARE: case RL_TOK_LBRACE: return true;
  default: return false;
  }
}

bool rl_parse_operand(rl_parser *p, rl_unresolved *u) {
  ssa_use su;
  if (!parse_ssa_use(p, &su)) return false;
  *u = (rl_unresolved){su.name, su.len, su.resno, su.at};
  return true;
}

bool rl_parse_argument(rl_parser *p, rl_unresolved *u) {
  if (!is(p, RL_TOK_PERCENT_ID)) return fail_here(p, "expected SSA operand");
  const char *end = p->tok.text + p->tok.len;
  if (end < p->lx.end && *end == '#') return perr(p, end, "result number not allowed in argument list");
  return rl_parse_operand(p, u);
}

bool rl_parse_optional_operand(rl_parser *p, rl_unresolved *u) {
  if (!is(p, RL_TOK_PERCENT_ID)) return false;
  return rl_parse_operand(p, u);
}

rl_value *rl_parser_resolve(rl_parser *p, const rl_unresolved *u, rl_type *t) {
  ssa_use su = {u->name, u->len, u->resno, u->at};
  return resolve_use(p, &su, t);
}

rl_type *rl_parse_type(rl_parser *p) { return parse_type(p); }

rl_type *rl_parse_optional_type(rl_parser *p) {
  if (!rl_parser_at_type(p)) return NULL;
  return parse_type(p);
}

bool rl_parse_type_list(rl_parser *p, rl_type ***out, unsigned *n) { return parse_func_results(p, out, n); }

bool rl_parse_result_types(rl_parser *p, rl_op_parse_state *st) {
  rl_type **ts = NULL;
  unsigned n = 0;
  bool ok = parse_func_results(p, &ts, &n);
  for (unsigned i = 0; ok && i < n; i++) rl_ops_add_result_type(st, ts[i]);
  free(ts);
  return ok;
}

rl_attr *rl_parse_attr(rl_parser *p, rl_type *type_hint) { return parse_attr(p, type_hint); }

/* MLIR's OpAsmParser reports these through the op's parser (prefixed
 * "custom op 'NAME'" inside a custom op), at the token where they start. */
bool rl_parse_string(rl_parser *p, rl_strbuf *out) {
  if (!is(p, RL_TOK_STRING)) return rl_parser_error(p, "expected string");
  unescape(&p->tok, out);
  next(p);
  return true;
}

bool rl_parse_integer(rl_parser *p, int64_t *v) {
  const char *at = p->tok.text;
  /* As MLIR's parseInteger: `true` and `false` are 1 and 0; a `-` must be
   * followed by an integer (the parser's own error, unprefixed). */
  if (is(p, RL_TOK_BARE_ID) && (is_kw(p, "true") || is_kw(p, "false"))) {
    *v = is_kw(p, "true");
    next(p);
    return true;
  }
  if (!is(p, RL_TOK_MINUS) && !is(p, RL_TOK_INTEGER)) return rl_parser_error(p, "expected integer value");
  bool neg = accept(p, RL_TOK_MINUS);
  if (!is(p, RL_TOK_INTEGER)) return fail_here(p, "expected integer value");
  /* As MLIR's parseInteger<int64_t>: up to 2^64 - 1 (wrapping), down to -(2^63 - 1). */
  errno = 0;
  unsigned long long x = strtoull(p->tok.text, NULL, 0);
  if (errno || (neg && x > INT64_MAX)) return rl_parser_error_at(p, at, "integer value too large");
  *v = neg ? -(int64_t)x : (int64_t)x;
  next(p);
  return true;
}

rl_attr *rl_parse_optional_symbol_name(rl_parser *p) {
  if (!is(p, RL_TOK_AT_ID)) return NULL;
  rl_attr *sym = parse_symref(p);
  if (!sym) return NULL;
  rl_ident *nm = rl_word_ptr(sym->w[0]);
  return rl_attr_string(p->c, nm->str, nm->len, NULL);
}

rl_attr *rl_parse_symbol_name(rl_parser *p) {
  if (!is(p, RL_TOK_AT_ID)) {
    rl_parser_error(p, "expected valid '@'-identifier for symbol name");
    return NULL;
  }
  return rl_parse_optional_symbol_name(p);
}

static bool merge_dict(parser *p, rl_attr **attrs, rl_attr *d) {
  *attrs = rl_attr_dict_merge(p->c, *attrs, d);
  return true;
}

bool rl_parse_optional_attr_dict(rl_parser *p, rl_attr **attrs) {
  if (!is(p, RL_TOK_LBRACE)) return true;
  rl_attr *d = parse_dict_body(p, "attribute dictionary");
  return d && merge_dict(p, attrs, d);
}

bool rl_parse_optional_attr_dict_with_keyword(rl_parser *p, rl_attr **attrs) {
  if (!accept_kw(p, "attributes")) return true;
  if (!is(p, RL_TOK_LBRACE)) return fail_here(p, "expected '{' in attribute dictionary");
  rl_attr *d = parse_dict_body(p, "attribute dictionary");
  return d && merge_dict(p, attrs, d);
}

bool rl_parse_optional_location(rl_parser *p, rl_attr **loc) { return parse_trailing_loc(p, loc); }

bool rl_parse_successor(rl_parser *p, rl_block **b) {
  if (!is(p, RL_TOK_CARET_ID)) return fail_here(p, "expected block name");
  blockdef *bd = block_ref(p, p->tok.text, p->tok.len, p->tok.text);
  next(p);
  *b = bd->block;
  return true;
}

bool rl_parse_region(rl_parser *p, rl_region *r, const rl_region_arg *args, unsigned nargs, bool isolated) {
  if (!args || !nargs) return parse_region(p, r, isolated);
  return parse_region_with_args(p, r, args, nargs, isolated);
}

bool rl_parse_optional_region(rl_parser *p, rl_region *r, const rl_region_arg *args, unsigned nargs,
                              bool isolated, bool *present) {
  *present = is(p, RL_TOK_LBRACE);
  if (!*present) return true;
  return rl_parse_region(p, r, args, nargs, isolated);
}

/* ---- the op under construction ---------------------------------------------- */

/* Grows an array that starts in the parse state's inline storage. */
static void *grow_inline(void *arr, unsigned *cap, void *inline_buf, unsigned inline_cap, size_t elem) {
  if (!*cap) {
    *cap = inline_cap;
    return inline_buf;
  }
  unsigned ncap = *cap * 2;
  void *n = arr == inline_buf ? rl_xmalloc(ncap * elem) : rl_xrealloc(arr, ncap * elem);
  if (arr == inline_buf) memcpy(n, arr, *cap * elem);
  *cap = ncap;
  return n;
}

void rl_ops_add_operand(rl_op_parse_state *st, rl_value *v) {
  if (st->noperands == st->capoperands)
    st->operands = grow_inline(st->operands, &st->capoperands, st->operands_inline, 8, sizeof *st->operands);
  st->operands[st->noperands++] = v;
}
void rl_ops_add_result_type(rl_op_parse_state *st, rl_type *t) {
  if (st->nresults == st->capresults)
    st->result_types =
        grow_inline(st->result_types, &st->capresults, st->result_types_inline, 4, sizeof *st->result_types);
  st->result_types[st->nresults++] = t;
}
void rl_ops_add_successor(rl_op_parse_state *st, rl_block *b) {
  GROW(st->succs, st->nsuccs, st->capsuccs);
  st->succs[st->nsuccs++] = b;
}
rl_region *rl_ops_add_region(rl_op_parse_state *st) {
  GROW(st->regions, st->nregions, st->capregions);
  rl_region *r = rl_xcalloc(1, sizeof *r);
  st->regions[st->nregions++] = r;
  return r;
}
rl_region *rl_ops_add_region_at(rl_op_parse_state *st, unsigned i) {
  while (st->nregions <= i) rl_ops_add_region(st);
  return st->regions[i];
}
void rl_ops_set_prop_id(rl_context *c, rl_op_parse_state *st, rl_ident *name, rl_attr *v) {
  st->props = rl_attr_dict_set(c, st->props, name, v);
}
void rl_ops_set_prop(rl_context *c, rl_op_parse_state *st, const char *name, rl_attr *v) {
  st->props = rl_attr_dict_set(c, st->props, rl_ident_cstr(c, name), v);
}
/* Whether `name` is a property of the op being parsed: interned names
 * compare as pointers for registered ops. */
static bool is_declared_prop(rl_context *c, const rl_op_parse_state *st, const rl_ident *name) {
  const rl_opdef *d = st->def;
  if (!d) return false;
  if (name == c->id_operand_segments || name == c->id_result_segments) return true;
  for (unsigned i = 0; i < d->nattrs; i++) {
    if (st->info && st->info->prop_names) {
      if (st->info->prop_names[i] == name) return true;
    } else if (strlen(d->attrs[i].name) == name->len && !memcmp(d->attrs[i].name, name->str, name->len)) {
      return true;
    }
  }
  return false;
}

void rl_ops_take_attr_dict(rl_context *c, rl_op_parse_state *st, rl_attr *dict) {
  unsigned n = dict ? rl_attr_dict_size(dict) : 0, np = 0, na = 0;
  if (!n) return;
  /* Split in dictionary order, then merged in one pass each. */
  rl_named_attr *props = rl_xmalloc(2 * (size_t)n * sizeof *props), *attrs = props + n;
  for (unsigned i = 0; i < n; i++) {
    rl_named_attr e = {rl_attr_dict_name(dict, i), rl_attr_dict_value(dict, i)};
    if (is_declared_prop(c, st, e.name)) props[np++] = e;
    else attrs[na++] = e;
  }
  if (np) st->props = rl_attr_dict_update(c, st->props, np, props);
  if (na) st->attrs = rl_attr_dict_update(c, st->attrs, na, attrs);
  free(props);
}

bool rl_parse_optional_attr_dict_props(rl_parser *p, rl_op_parse_state *st) {
  rl_attr *d = NULL;
  if (!rl_parse_optional_attr_dict(p, &d)) return false;
  rl_ops_take_attr_dict(rl_parser_context(p), st, d);
  return true;
}

rl_attr *rl_ops_get_prop(rl_context *c, rl_op_parse_state *st, const char *name) {
  (void)c;
  if (!st->props || rl_attr_kind_of(st->props) != RL_AT_DICT) return NULL;
  /* A few entries: comparing them is cheaper than interning the name. */
  size_t len = strlen(name);
  for (unsigned i = 0; i < rl_attr_dict_size(st->props); i++) {
    const rl_ident *k = rl_attr_dict_name(st->props, i);
    if (k->len == len && memcmp(k->str, name, len) == 0) return rl_attr_dict_value(st->props, i);
  }
  return NULL;
}
