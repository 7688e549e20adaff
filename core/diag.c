/* Diagnostics: building, formatting (source line and caret) and reporting. */
#include "diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "context_impl.h"
#include "strbuf.h"

struct rl_source_mgr {
  struct srcbuf {
    rl_ident *name;
    const char *buf;
    size_t len;
    size_t *lines;  /* offset of each line's start, made at the first diagnostic that shows one */
    size_t nlines;
  } *bufs;
  size_t n, cap;
};

rl_source_mgr *rl_source_mgr_create(void) { return rl_xcalloc(1, sizeof(rl_source_mgr)); }

void rl_source_mgr_destroy(rl_source_mgr *sm) {
  if (!sm) return;
  for (size_t i = 0; i < sm->n; i++) free(sm->bufs[i].lines);
  free(sm->bufs);
  free(sm);
}

void rl_source_mgr_add(rl_source_mgr *sm, rl_ident *name, const char *buf, size_t len) {
  for (size_t i = 0; i < sm->n; i++)
    if (sm->bufs[i].name == name) {
      sm->bufs[i].buf = buf;
      sm->bufs[i].len = len;
      free(sm->bufs[i].lines);
      sm->bufs[i].lines = NULL;
      return;
    }
  if (sm->n == sm->cap) {
    sm->cap = sm->cap ? sm->cap * 2 : 4;
    sm->bufs = rl_xrealloc(sm->bufs, sm->cap * sizeof *sm->bufs);
  }
  sm->bufs[sm->n++] = (struct srcbuf){name, buf, len, NULL, 0};
}

static struct srcbuf *find_buf(rl_source_mgr *sm, rl_ident *name) {
  for (size_t i = 0; sm && i < sm->n; i++)
    if (sm->bufs[i].name == name) return &sm->bufs[i];
  return NULL;
}

bool rl_source_mgr_find(rl_source_mgr *sm, rl_ident *name, const char **buf, size_t *len) {
  struct srcbuf *b = find_buf(sm, name);
  if (!b) return false;
  *buf = b->buf;
  *len = b->len;
  return true;
}

/* Where line `line` (1-based) of b starts, or NULL past the end: a file is
 * scanned once for its lines, not once per diagnostic. */
static const char *line_start(struct srcbuf *b, unsigned line) {
  if (!b->lines) {
    size_t n = 1;
    for (const char *p = b->buf, *e = b->buf + b->len; (p = memchr(p, '\n', (size_t)(e - p))); p++) n++;
    b->lines = rl_xmalloc(n * sizeof *b->lines);
    b->nlines = 0;
    b->lines[b->nlines++] = 0;
    for (const char *p = b->buf, *e = b->buf + b->len; (p = memchr(p, '\n', (size_t)(e - p))); p++)
      b->lines[b->nlines++] = (size_t)(p + 1 - b->buf);
  }
  return line >= 1 && line <= b->nlines ? b->buf + b->lines[line - 1] : NULL;
}

void rl_context_set_source_mgr(rl_context *c, rl_source_mgr *sm) { c->srcmgr = sm; }

void rl_context_set_print_op_on_diagnostic(rl_context *c, bool on) { c->no_op_on_diagnostic = !on; }
bool rl_context_prints_op_on_diagnostic(rl_context *c) { return !c->no_op_on_diagnostic; }

/* The buffer this thread's diagnostics go to, or NULL. */
static __thread rl_diag_buffer *tls_buffer;

void rl_diag_buffer_begin(rl_diag_buffer *b) {
  memset(b, 0, sizeof *b);
  b->tail = &b->first;
  tls_buffer = b;
}

void rl_diag_buffer_end(void) { tls_buffer = NULL; }
rl_diag_buffer *rl_diag_buffer_current(void) { return tls_buffer; }

static void diag_free(rl_diag *d);

void rl_diag_buffer_flush(rl_context *c, rl_diag_buffer *b) {
  for (rl_diag *d = b->first, *next; d; d = next) {
    next = d->link;
    d->link = NULL;
    rl_diag_report(c, d);
  }
  b->first = NULL;
  b->tail = &b->first;
  b->errors = 0;
}

void rl_diag_buffer_drop(rl_diag_buffer *b) {
  for (rl_diag *d = b->first, *next; d; d = next) {
    next = d->link;
    diag_free(d);
  }
  b->first = NULL;
  b->tail = &b->first;
  b->errors = 0;
}

void rl_diag_buffer_truncate(rl_diag_buffer *b, rl_diag **mark, unsigned errors) {
  for (rl_diag *d = *mark, *next; d; d = next) {
    next = d->link;
    diag_free(d);
  }
  *mark = NULL;
  b->tail = mark;
  b->errors = errors;
}

void rl_context_set_diag_handler(rl_context *c, rl_diag_handler h, void *ud) {
  if (tls_buffer) { /* a handler for this thread alone; NULL: the buffer again */
    tls_buffer->handler = h;
    tls_buffer->handler_ud = ud;
    return;
  }
  c->handler = h;
  c->handler_ud = ud;
}

unsigned rl_context_num_errors(rl_context *c) { return c->num_errors + (tls_buffer ? tls_buffer->errors : 0); }
void rl_context_set_num_errors(rl_context *c, unsigned n) {
  if (tls_buffer) tls_buffer->errors = n > c->num_errors ? n - c->num_errors : 0;
  else c->num_errors = n;
}
rl_diag_handler rl_context_diag_handler(rl_context *c, void **ud) {
  if (tls_buffer) {
    if (ud) *ud = tls_buffer->handler_ud;
    return tls_buffer->handler;
  }
  if (ud) *ud = c->handler_ud;
  return c->handler;
}

static char *vformat(const char *fmt, va_list ap) {
  rl_strbuf b = {0};
  rl_sb_vprintf(&b, fmt, ap);
  if (!b.data) rl_sb_putn(&b, "", 0);
  return b.data;
}

rl_diag *rl_diag_vbegin(rl_context *c, rl_severity sev, rl_attr *loc, const char *fmt, va_list ap) {
  (void)c;
  rl_diag *d = rl_xcalloc(1, sizeof *d);
  d->sev = sev;
  d->loc = loc;
  d->msg = vformat(fmt, ap);
  return d;
}

rl_diag *rl_diag_begin(rl_context *c, rl_severity sev, rl_attr *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rl_diag *d = rl_diag_vbegin(c, sev, loc, fmt, ap);
  va_end(ap);
  return d;
}

void rl_diag_note(rl_diag *d, rl_attr *loc, const char *fmt, ...) {
  rl_diag *n = rl_xcalloc(1, sizeof *n);
  n->sev = RL_NOTE;
  n->loc = loc;
  va_list ap;
  va_start(ap, fmt);
  n->msg = vformat(fmt, ap);
  va_end(ap);
  rl_diag **tail = &d->notes;
  while (*tail) tail = &(*tail)->next;
  *tail = n;
}

rl_diag *rl_diag_last_note(rl_diag *d) {
  rl_diag *n = d->notes;
  while (n && n->next) n = n->next;
  return n;
}

static void diag_free(rl_diag *d) {
  while (d) {
    rl_diag *next = d->next;
    diag_free(d->notes);
    free(d->msg);
    free(d);
    d = next;
  }
}

static const char *sev_name(rl_severity s) {
  switch (s) {
  case RL_ERROR: return "error";
  case RL_WARNING: return "warning";
  case RL_NOTE: return "note";
  case RL_REMARK: return "remark";
  }
  return "error";
}

/* Appends the source line `line` of b and a caret under column `col`. Long
 * lines are shown as a window around the column. */
static void show_line(rl_strbuf *out, struct srcbuf *b, unsigned line, unsigned col) {
  const char *p = line_start(b, line), *end = b->buf + b->len;
  if (!p) return; /* past the last line */
  const char *e = memchr(p, '\n', (size_t)(end - p));
  if (!e) e = end;
  if (e > p && e[-1] == '\r') e--;
  size_t linelen = (size_t)(e - p);
  size_t c = col ? col - 1 : 0;
  if (c > linelen) c = linelen;
  size_t from = 0, to = linelen;
  enum { WINDOW = 200 };
  if (linelen > 2 * WINDOW) {
    from = c > WINDOW / 2 ? c - WINDOW / 2 : 0;
    to = from + WINDOW < linelen ? from + WINDOW : linelen;
  }
  if (from) rl_sb_puts(out, "...");
  for (size_t i = from; i < to; i++) rl_sb_putc(out, p[i] ? p[i] : ' ');
  if (to < linelen) rl_sb_puts(out, "...");
  rl_sb_putc(out, '\n');
  if (from) rl_sb_puts(out, "   ");
  for (size_t i = from; i < c; i++) rl_sb_putc(out, p[i] == '\t' ? '\t' : ' ');
  rl_sb_puts(out, "^\n");
}

/* The call site a location stands for, as MLIR finds it: through a name
 * to its child, in a fused location the first part that has one. */
static rl_attr *call_site_of(rl_attr *l) {
  if (!l) return NULL;
  switch ((rl_attr_kind)l->kind) {
  case RL_AT_LOC_NAME: return call_site_of(rl_word_ptr(l->w[1]));
  case RL_AT_LOC_CALLSITE: return l;
  case RL_AT_LOC_FUSED:
    for (unsigned i = 1; i < l->n; i++) {
      rl_attr *cs = call_site_of(rl_word_ptr(l->w[i]));
      if (cs) return cs;
    }
    return NULL;
  default: return NULL;
  }
}

static void format_at(rl_context *c, rl_attr *loc, rl_severity sev, const char *msg, bool no_source,
                      rl_strbuf *out) {
  rl_attr *fl = loc ? rl_loc_find_file(loc) : NULL;
  if (fl) {
    rl_ident *file = rl_word_ptr(fl->w[0]);
    rl_sb_printf(out, "%s:%u:%u: %s: %s\n", file->str, rl_loc_file_line(fl), rl_loc_file_col(fl),
                 sev_name(sev), msg);
    struct srcbuf *b = no_source || rl_loc_file_line(fl) == 0 ? NULL : find_buf(c->srcmgr, file);
    if (b) show_line(out, b, rl_loc_file_line(fl), rl_loc_file_col(fl));
  } else {
    rl_sb_printf(out, "<unknown>:0: %s: %s\n", sev_name(sev), msg);
  }
  /* A call site location adds its call stack, as MLIR does: a "called
   * from" note per caller, up to MLIR's limit of 10 (notes have none). */
  rl_attr *cs = sev == RL_NOTE ? NULL : call_site_of(loc);
  for (unsigned depth = 0; cs && depth < 10; depth++) {
    rl_attr *caller = rl_word_ptr(cs->w[1]);
    format_at(c, caller, RL_NOTE, "called from", false, out);
    cs = call_site_of(caller);
  }
}

static void format_one(rl_context *c, const rl_diag *d, rl_strbuf *out) {
  format_at(c, d->loc, d->sev, d->msg, d->no_source, out);
}

void rl_diag_format(rl_context *c, const rl_diag *d, rl_strbuf *out) {
  format_one(c, d, out);
  for (const rl_diag *n = d->notes; n; n = n->next) format_one(c, n, out);
}

void rl_diag_report(rl_context *c, rl_diag *d) {
  rl_diag_buffer *buf = tls_buffer;
  if (buf) {
    if (d->sev == RL_ERROR) buf->errors++;
    if (buf->handler) {
      buf->handler(c, d, buf->handler_ud);
      diag_free(d);
    } else {
      *buf->tail = d;
      buf->tail = &d->link;
    }
    return;
  }
  if (d->sev == RL_ERROR) c->num_errors++;
  if (c->handler) {
    c->handler(c, d, c->handler_ud);
  } else {
    rl_strbuf b = {0};
    rl_diag_format(c, d, &b);
    if (b.len) fwrite(b.data, 1, b.len, stderr);
    rl_sb_free(&b);
  }
  diag_free(d);
}

void rl_emit_error(rl_context *c, rl_attr *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rl_diag *d = rl_diag_vbegin(c, RL_ERROR, loc, fmt, ap);
  va_end(ap);
  rl_diag_report(c, d);
}
