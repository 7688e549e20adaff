/* --verify-diagnostics (verify_diags.h). An expectation is a comment that
 * MLIR 19 reads as one, at most one per line:
 *   expected-(error|note|remark|warning)[-re] [@(+N|-N|above|below)] {{MESSAGE}}
 * with any spaces before `@` and before `{{`, the message running to the `}}`
 * that ends the line. A plain message must occur in the diagnostic's text;
 * with -re, its {{...}} parts are POSIX extended regular expressions and the
 * rest is literal. @+N and @-N count from the comment's line; @above names
 * the last line above that holds no expectation, @below the next one. */
#include "tools/verify_diags.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/strbuf.h"

typedef struct expectation {
  rl_severity sev;
  long line;                /* line of the file its diagnostic must be on (0: none) */
  unsigned at_line, at_col; /* where it is written (the `expected-`) */
  char *text;               /* the message as written */
  regex_t *re;              /* compiled -re message, or NULL: a substring */
  bool below;               /* @below, its line still to come */
  bool matched;
} expectation;

struct rl_verify_diags {
  rl_context *c;
  rl_ident *file;
  expectation *ex; /* in the order written */
  size_t n, cap;
  bool failed;     /* a malformed expectation or an unexpected diagnostic */
};

static const char *sev_word(rl_severity s) {
  return s == RL_ERROR ? "error" : s == RL_WARNING ? "warning" : s == RL_NOTE ? "note" : "remark";
}

/* Reports msg at line:col of the input, as an error. */
static void report_at(rl_verify_diags *v, rl_attr *loc, const char *msg, bool no_source) {
  rl_diag d = {.sev = RL_ERROR, .loc = loc, .msg = (char *)msg, .no_source = no_source};
  rl_strbuf b = {0};
  rl_diag_format(v->c, &d, &b);
  if (b.len) fwrite(b.data, 1, b.len, stderr);
  rl_sb_free(&b);
  v->failed = true;
}

static void report_expectation(rl_verify_diags *v, const expectation *e, const char *msg) {
  report_at(v, rl_loc_file(v->c, v->file, e->at_line, e->at_col), msg, false);
}

/* ---- the regular expressions of -re messages ------------------------------
 * MLIR compiles them with LLVM's regex library: POSIX extended syntax, but
 * stricter than glibc's (an empty alternative, a repetition of a
 * repetition, a count out of order are errors) and with no GNU escapes (`\w`
 * is `w`). ere_check reads one as LLVM does and writes the same expression
 * for glibc's regcomp; its errors are worded as LLVM words them. */

typedef struct ere {
  const char *p, *end;
  const char *err;  /* the first error, or NULL */
  unsigned nsub;    /* groups opened so far */
  unsigned closed;  /* bit i: group i (1..9) is closed (a back-reference may name it) */
  rl_strbuf *out;
} ere;

static bool ere_more(const ere *r) { return !r->err && r->p < r->end; }
static void ere_fail(ere *r, const char *msg) {
  if (!r->err) r->err = msg;
}
static bool ere_digit(char c) { return c >= '0' && c <= '9'; }
static bool ere_repeat_next(const ere *r) {
  if (!ere_more(r)) return false;
  char c = *r->p;
  return c == '*' || c == '+' || c == '?' || (c == '{' && r->p + 1 < r->end && ere_digit(r->p[1]));
}

static unsigned ere_count(ere *r) {
  unsigned n = 0, digits = 0;
  while (ere_more(r) && ere_digit(*r->p) && n <= 255) {
    n = n * 10 + (unsigned)(*r->p++ - '0');
    digits++;
  }
  if (!digits || n > 255) ere_fail(r, "invalid repetition count(s)");
  return n;
}

/* A bracket expression, after its `[`; copied as it is written. */
static void ere_bracket(ere *r) {
  static const char *const classes[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
                                        "lower", "print", "punct", "space", "upper", "xdigit"};
  const char *start = r->p;
  if (r->end - r->p > 5 && (!memcmp(r->p, "[:<:]]", 6) || !memcmp(r->p, "[:>:]]", 6))) {
    rl_sb_puts(r->out, r->p[2] == '<' ? "\\<" : "\\>"); /* word boundaries */
    r->p += 6;
    return;
  }
  if (ere_more(r) && *r->p == '^') r->p++;
  if (ere_more(r) && (*r->p == ']' || *r->p == '-')) r->p++;
  while (ere_more(r) && *r->p != ']' && !(*r->p == '-' && r->p + 1 < r->end && r->p[1] == ']')) {
    char c0 = *r->p, c1 = r->p + 1 < r->end ? r->p[1] : 0;
    if (c0 == '-') {
      ere_fail(r, "invalid character range");
    } else if (c0 == '[' && (c1 == ':' || c1 == '=' || c1 == '.')) {
      r->p += 2;
      const char *name = r->p;
      while (r->p + 1 < r->end && !(r->p[0] == c1 && r->p[1] == ']')) r->p++;
      if (r->p + 1 >= r->end) {
        ere_fail(r, "brackets ([ ]) not balanced");
        break;
      }
      size_t n = (size_t)(r->p - name);
      bool known = c1 != ':';
      for (size_t k = 0; !known && k < sizeof classes / sizeof *classes; k++)
        known = strlen(classes[k]) == n && !memcmp(classes[k], name, n);
      if (!n || !known) ere_fail(r, c1 == ':' ? "invalid character class" : "invalid collating element");
      r->p += 2;
    } else {
      char first = *r->p++;
      if (ere_more(r) && *r->p == '-' && r->p + 1 < r->end && r->p[1] != ']') {
        r->p++;
        if (ere_more(r) && (unsigned char)*r->p < (unsigned char)first) ere_fail(r, "invalid character range");
        if (ere_more(r)) r->p++;
      }
    }
  }
  if (ere_more(r) && *r->p == '-') r->p++;
  if (!ere_more(r) || *r->p != ']') {
    ere_fail(r, "brackets ([ ]) not balanced");
    return;
  }
  r->p++;
  rl_sb_putc(r->out, '[');
  rl_sb_putn(r->out, start, (size_t)(r->p - start));
}

static void ere_branches(ere *r, char stop);

/* One atom and its repetition. */
static void ere_atom(ere *r) {
  char c = *r->p++;
  bool caret = false;
  switch (c) {
  case '(': {
    if (!ere_more(r)) {
      ere_fail(r, "parentheses not balanced");
      return;
    }
    unsigned g = ++r->nsub;
    rl_sb_putc(r->out, '(');
    if (*r->p != ')') ere_branches(r, ')');
    if (!ere_more(r) || *r->p != ')') {
      ere_fail(r, "parentheses not balanced");
      return;
    }
    r->p++;
    rl_sb_putc(r->out, ')');
    if (g < 10) r->closed |= 1u << g;
    break;
  }
  case ')': ere_fail(r, "parentheses not balanced"); return;
  case '|': ere_fail(r, "empty (sub)expression"); return;
  case '*': case '+': case '?': ere_fail(r, "repetition-operator operand invalid"); return;
  case '^': caret = true; rl_sb_putc(r->out, '^'); break;
  case '[': ere_bracket(r); break;
  case '\\':
    if (!ere_more(r)) {
      ere_fail(r, "trailing backslash (\\)");
      return;
    }
    c = *r->p++;
    if (c >= '1' && c <= '9') {
      if (!(r->closed & (1u << (c - '0')))) ere_fail(r, "invalid backreference number");
      rl_sb_putc(r->out, '\\');
    } else if (strchr(".[]()*+?{}|^$\\", c)) {
      rl_sb_putc(r->out, '\\');
    }
    rl_sb_putc(r->out, c); /* any other escaped character is itself */
    break;
  case '{':
    if (ere_more(r) && ere_digit(*r->p)) {
      ere_fail(r, "repetition-operator operand invalid");
      return;
    }
    rl_sb_puts(r->out, "\\{");
    break;
  case '}': rl_sb_puts(r->out, "\\}"); break;
  default: rl_sb_putc(r->out, c); break;
  }
  if (!ere_repeat_next(r)) return;
  c = *r->p++;
  if (caret) ere_fail(r, "repetition-operator operand invalid");
  rl_sb_putc(r->out, c);
  if (c == '{') {
    const char *from = r->p;
    unsigned lo = ere_count(r);
    if (ere_more(r) && *r->p == ',') {
      r->p++;
      if (ere_more(r) && ere_digit(*r->p) && ere_count(r) < lo) ere_fail(r, "invalid repetition count(s)");
    }
    if (!ere_more(r) || *r->p != '}') {
      while (ere_more(r) && *r->p != '}') r->p++;
      ere_fail(r, r->p < r->end ? "invalid repetition count(s)" : "braces not balanced");
      return;
    }
    r->p++;
    rl_sb_putn(r->out, from, (size_t)(r->p - from));
  }
  if (ere_repeat_next(r)) ere_fail(r, "repetition-operator operand invalid");
}

/* Alternatives up to `stop` (or the end); none may be empty. */
static void ere_branches(ere *r, char stop) {
  for (;;) {
    const char *start = r->p;
    while (ere_more(r) && *r->p != '|' && *r->p != stop) ere_atom(r);
    if (r->p == start) ere_fail(r, "empty (sub)expression");
    if (!ere_more(r) || *r->p != '|') return;
    r->p++;
    rl_sb_putc(r->out, '|');
  }
}

/* Reads re[0..n) as LLVM does, appending glibc's spelling of it to out;
 * returns LLVM's error message, or NULL. */
static const char *ere_check(const char *re, size_t n, rl_strbuf *out) {
  ere r = {.p = re, .end = re + n, .out = out};
  ere_branches(&r, 0);
  return r.err;
}

/* Compiles an -re message: literal text with {{regex}} blocks, each checked
 * on its own first (so that the error names the faulty block). False after
 * reporting a malformed one. */
static bool compile_message(rl_verify_diags *v, expectation *e) {
  rl_strbuf re = {0};
  bool ok = true;
  for (const char *p = e->text; *p && ok;) {
    const char *open = strstr(p, "{{");
    const char *lit_end = open ? open : p + strlen(p);
    for (; p < lit_end; p++) {
      if (strchr(".[]()*+?{}|^$\\", *p)) rl_sb_putc(&re, '\\');
      rl_sb_putc(&re, *p);
    }
    if (!open) break;
    const char *close = strstr(open + 2, "}}");
    if (!close) {
      report_expectation(v, e, "found start of regex with no end '}}'");
      ok = false;
      break;
    }
    rl_strbuf block = {0};
    const char *err = ere_check(open + 2, (size_t)(close - open - 2), &block);
    if (err) {
      rl_strbuf m = {0};
      rl_sb_printf(&m, "invalid regex: %s", err);
      report_expectation(v, e, m.data);
      rl_sb_free(&m);
      ok = false;
    } else {
      rl_sb_printf(&re, "(%s)", block.data);
    }
    rl_sb_free(&block);
    p = close + 2;
  }
  if (ok) {
    e->re = malloc(sizeof *e->re);
    if (regcomp(e->re, re.data ? re.data : "", REG_EXTENDED | REG_NOSUB) != 0) {
      free(e->re);
      e->re = NULL;
      report_expectation(v, e, "invalid regex: invalid regular expression");
      ok = false;
    }
  }
  rl_sb_free(&re);
  return ok;
}

/* Reads the expectation at s (at "expected-") of a line ending at end (its
 * trailing blanks dropped). False if s does not start one. */
static bool parse_expectation(const char *s, const char *end, rl_severity *sev, bool *re, char *where,
                              long *offset, const char **msg, size_t *msglen) {
  static const struct { const char *word; rl_severity sev; } kinds[] = {
      {"error", RL_ERROR}, {"note", RL_NOTE}, {"remark", RL_REMARK}, {"warning", RL_WARNING}};
  const char *q = s + 9;
  size_t k = 0;
  for (; k < 4; k++) {
    size_t n = strlen(kinds[k].word);
    if ((size_t)(end - q) >= n && !memcmp(q, kinds[k].word, n)) {
      q += n;
      break;
    }
  }
  if (k == 4) return false;
  *sev = kinds[k].sev;
  *re = end - q >= 3 && !memcmp(q, "-re", 3);
  if (*re) q += 3;
  while (q < end && *q == ' ') q++;
  *where = 0;
  if (q < end && *q == '@') {
    const char *d = q + 1;
    if (d < end && (*d == '+' || *d == '-') && d + 1 < end && d[1] >= '0' && d[1] <= '9') {
      char *e;
      *offset = strtol(d + 1, &e, 0); /* as LLVM's getAsInteger with radix 0 */
      if (*d == '-') *offset = -*offset;
      while (d + 1 < end && d[1] >= '0' && d[1] <= '9') d++;
      q = d + 1;
      *where = '+';
    } else if (end - d >= 5 && (!memcmp(d, "above", 5) || !memcmp(d, "below", 5))) {
      *where = *d;
      q = d + 5;
    } else {
      return false;
    }
    while (q < end && *q == ' ') q++;
  }
  if (end - q < 4 || q[0] != '{' || q[1] != '{' || end[-1] != '}' || end[-2] != '}') return false;
  *msg = q + 2;
  *msglen = (size_t)(end - 2 - *msg);
  return true;
}

static expectation *add(rl_verify_diags *v) {
  if (v->n == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 16;
    v->ex = realloc(v->ex, v->cap * sizeof *v->ex);
  }
  expectation *e = &v->ex[v->n++];
  memset(e, 0, sizeof *e);
  return e;
}

static bool matches(const expectation *e, const char *msg) {
  return e->re ? regexec(e->re, msg, 0, NULL, 0) == 0 : strstr(msg, e->text) != NULL;
}

/* One diagnostic (or note): it meets every expectation of its line and kind
 * whose message it matches; if it matches one of another kind only, that is
 * reported as a near miss, and otherwise it is unexpected. */
static void check(rl_verify_diags *v, const rl_diag *d) {
  rl_attr *fl = d->loc ? rl_loc_find_file(d->loc) : NULL;
  if (fl && rl_word_ptr(fl->w[0]) == v->file) {
    long line = (long)rl_loc_file_line(fl);
    expectation *near = NULL;
    for (size_t i = 0; i < v->n; i++) {
      expectation *e = &v->ex[i];
      if (e->line != line || !matches(e, d->msg)) continue;
      if (e->sev == d->sev) {
        e->matched = true;
        return;
      }
      near = e;
    }
    if (near) {
      rl_strbuf m = {0};
      rl_sb_printf(&m, "'%s' diagnostic emitted when expecting a '%s'", sev_word(d->sev), sev_word(near->sev));
      report_expectation(v, near, m.data);
      rl_sb_free(&m);
      return;
    }
  }
  rl_strbuf m = {0};
  rl_sb_printf(&m, "unexpected %s: %s", sev_word(d->sev), d->msg);
  report_at(v, d->loc, m.data, d->no_source);
  rl_sb_free(&m);
}

static void handler(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  check(ud, d);
  for (const rl_diag *n = d->notes; n; n = n->next) check(ud, n);
}

rl_verify_diags *rl_verify_diags_begin(rl_context *c, rl_ident *file, const char *buf, size_t len,
                                       unsigned line_offset) {
  rl_verify_diags *v = calloc(1, sizeof *v);
  v->c = c;
  v->file = file;
  /* Lines are numbered from 1 in buf; `last_plain` is the last line that
   * holds no expectation (0: none yet, and @above names line 1), and
   * `first_below` the first @below waiting for the next such line. */
  unsigned line = 1, last_plain = 0;
  size_t first_below = (size_t)-1;
  for (const char *p = buf, *end = buf + len;; line++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *le = nl ? nl : end;
    while (le > p && strchr(" \t\r\v\f", le[-1])) le--;
    bool found = false;
    rl_severity sev;
    bool re;
    char where;
    long offset = 0;
    const char *msg;
    size_t msglen;
    for (const char *s = p; !found && (s = memmem(s, (size_t)(le - s), "expected-", 9)); s++) {
      if (!parse_expectation(s, le, &sev, &re, &where, &offset, &msg, &msglen)) continue;
      found = true;
      expectation *e = add(v);
      e->sev = sev;
      e->at_line = line + line_offset;
      e->at_col = (unsigned)(s - p) + 1;
      e->text = strndup(msg, msglen);
      if (re && !compile_message(v, e)) { /* reported; it expects nothing */
        free(e->text);
        v->n--;
        continue;
      }
      if (where == 'b') {
        e->below = true;
        if (first_below == (size_t)-1) first_below = v->n - 1;
      }
      e->line = where == '+' ? (long)line + offset : where == 'a' ? (long)(last_plain ? last_plain : 1) : (long)line;
    }
    if (!found) {
      last_plain = line;
      for (size_t i = first_below; i != (size_t)-1 && i < v->n; i++)
        if (v->ex[i].below) {
          v->ex[i].line = line;
          v->ex[i].below = false;
        }
      first_below = (size_t)-1;
    }
    if (!nl) break;
    p = nl + 1;
  }
  /* A dangling @below names the last line. Lines of buf become lines of the
   * file; one before the first line matches nothing. */
  for (size_t i = 0; i < v->n; i++) {
    expectation *e = &v->ex[i];
    if (e->below) e->line = line;
    e->line = e->line > 0 ? e->line + line_offset : 0;
  }
  rl_context_set_diag_handler(c, handler, v);
  return v;
}

bool rl_verify_diags_end(rl_verify_diags *v) {
  rl_context_set_diag_handler(v->c, NULL, NULL);
  for (size_t i = 0; i < v->n; i++) {
    expectation *e = &v->ex[i];
    if (!e->matched) {
      rl_strbuf m = {0};
      rl_sb_printf(&m, "expected %s \"%s\" was not produced", sev_word(e->sev), e->text);
      report_expectation(v, e, m.data);
      rl_sb_free(&m);
    }
    if (e->re) {
      regfree(e->re);
      free(e->re);
    }
    free(e->text);
  }
  bool ok = !v->failed;
  free(v->ex);
  free(v);
  return ok;
}
