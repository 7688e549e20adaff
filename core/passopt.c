/* Pass options as tables: the parser, the printer and the accessors (see
 * passopt.h). */
#include "passopt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "context.h"

/* ---- reading one value ------------------------------------------------------ */

static const char *const kind_names[] = {
    [RL_OPT_BOOL] = "bool",     [RL_OPT_INT] = "int",       [RL_OPT_UINT] = "uint",
    [RL_OPT_LONG] = "long",     [RL_OPT_ULONG] = "ulong",   [RL_OPT_DOUBLE] = "number",
    [RL_OPT_STRING] = "string", [RL_OPT_ENUM] = "value",
};

const char *rl_pass_option_value_name(const rl_pass_option *o) {
  if (o->value_name) return o->value_name;
  return o->kind == RL_OPT_BOOL && !o->list ? NULL : kind_names[o->kind];
}

bool rl_pass_option_kind_of(const char *name, uint8_t *kind, bool *list) {
  static const char *const decl[] = {[RL_OPT_BOOL] = "bool",     [RL_OPT_INT] = "int",   [RL_OPT_UINT] = "uint",
                                     [RL_OPT_LONG] = "long",     [RL_OPT_ULONG] = "ulong", [RL_OPT_DOUBLE] = "double",
                                     [RL_OPT_STRING] = "string"};
  size_t n = strlen(name);
  for (uint8_t k = 0; k < sizeof decl / sizeof *decl; k++) {
    if (!decl[k]) continue;
    size_t m = strlen(decl[k]);
    if (!strncmp(name, decl[k], m) && (n == m || (n == m + 1 && name[m] == 's' && k != RL_OPT_BOOL))) {
      *kind = k;
      *list = n > m;
      return true;
    }
  }
  return false;
}

/* The parse of one config: where strings and list arrays go. */
typedef struct parse {
  const rl_pass_option *opts;
  unsigned n;
  char *config;
  char *arena, *end; /* bump allocation */
  size_t list_cap;   /* elements a list may hold at most */
  FILE *err;
  rl_strbuf *diag;
} parse;

static void *take(parse *p, size_t bytes) {
  char *r = p->arena;
  p->arena += (bytes + 7) & ~(size_t)7;
  if (p->arena > p->end) abort(); /* the bound in rl_pass_options_parse is wrong */
  return r;
}

static char *copy(parse *p, const char *s, size_t n) {
  char *r = take(p, n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

static bool value_error(parse *p, const rl_pass_option *o, const char *fmt, const char *v) {
  fprintf(p->err, "rulir-opt: for the --%s option: ", o->name);
  fprintf(p->err, fmt, v);
  fputc('\n', p->err);
  return false;
}

static bool read_int(const rl_pass_option *o, const char *v, int64_t *out) {
  if (!*v) return false;
  char *end;
  errno = 0;
  if (o->kind == RL_OPT_UINT || o->kind == RL_OPT_ULONG) {
    if (*v == '-') return false;
    unsigned long long u = strtoull(v, &end, 0);
    if (*end || errno || (o->kind == RL_OPT_UINT && u > UINT32_MAX)) return false;
    *out = (int64_t)u;
  } else {
    long long s = strtoll(v, &end, 0);
    if (*end || errno || (o->kind == RL_OPT_INT && (s < INT32_MIN || s > INT32_MAX))) return false;
    *out = s;
  }
  return true;
}

/* One scalar of o's kind from v (NUL-ended), into dst (the field, or a
 * list's element). */
static bool read_scalar(parse *p, const rl_pass_option *o, const char *v, size_t vn, void *dst, size_t size) {
  switch (o->kind) {
  case RL_OPT_BOOL: {
    static const char *const yes[] = {"", "true", "TRUE", "True", "1"}, *const no[] = {"false", "FALSE", "False", "0"};
    for (unsigned i = 0; i < 5; i++)
      if (!strcmp(v, yes[i])) return *(bool *)dst = true;
    for (unsigned i = 0; i < 4; i++)
      if (!strcmp(v, no[i])) return !(*(bool *)dst = false);
    return value_error(p, o, "'%s' is invalid value for boolean argument! Try 0 or 1", v);
  }
  case RL_OPT_DOUBLE: {
    char *end;
    double d = strtod(v, &end);
    if (!*v || *end) return value_error(p, o, "'%s' value invalid for floating point argument!", v);
    *(double *)dst = d;
    return true;
  }
  case RL_OPT_STRING:
    *(const char **)dst = copy(p, v, vn);
    return true;
  default: {
    int64_t x = 0;
    if (o->kind == RL_OPT_ENUM) {
      while (o->values[2 * x] && strcmp(o->values[2 * x], v)) x++;
      if (!o->values[2 * x]) return value_error(p, o, "Cannot find option named '%s'!", v);
    } else if (!read_int(o, v, &x)) {
      char fmt[64];
      snprintf(fmt, sizeof fmt, "'%%s' value invalid for %s argument!", kind_names[o->kind]);
      return value_error(p, o, fmt, v);
    }
    switch (size) {
    case 1: *(int8_t *)dst = (int8_t)x; break;
    case 2: *(int16_t *)dst = (int16_t)x; break;
    case 4: *(int32_t *)dst = (int32_t)x; break;
    default: *(int64_t *)dst = x; break;
    }
    return true;
  }
  }
}

/* The end of the value starting at s: a space outside quotes and braces. */
static const char *value_end(const char *s) {
  int depth = 0;
  char q = 0;
  for (; *s; s++) {
    if (q) q = *s == q ? 0 : q;
    else if (*s == '"' || *s == '\'') q = *s;
    else if (*s == '{') depth++;
    else if (*s == '}' && depth) depth--;
    else if (*s == ' ' && !depth) break;
  }
  return s;
}

/* [s, e) without the quotes or braces around it. */
static void unwrap(const char **s, const char **e) {
  if (*e - *s >= 2 && (((**s == '"' || **s == '\'') && (*e)[-1] == **s) || (**s == '{' && (*e)[-1] == '}'))) {
    (*s)++;
    (*e)--;
  }
}

/* Option o given the value [v, ve) (v NULL: no `=`). */
static bool assign(parse *p, const rl_pass_option *o, const char *v, const char *ve, bool first) {
  void *field = p->config + o->offset;
  if (!v) {
    if (o->kind != RL_OPT_BOOL || o->list) {
      fprintf(p->err, "rulir-opt: for the --%s option: requires a value!\n", o->name);
      return false;
    }
    return *(bool *)field = true;
  }
  unwrap(&v, &ve);
  if (!o->list) {
    char *t = copy(p, v, (size_t)(ve - v));
    return read_scalar(p, o, t, (size_t)(ve - v), field, o->size);
  }
  rl_opt_list *l = field;
  if (first) l->n = 0; /* the value given replaces the default; given again, it grows */
  if (!l->i) l->i = take(p, p->list_cap * 8);
  for (const char *s = v;;) {
    const char *e = s;
    for (int depth = 0; e < ve && (depth || *e != ','); e++) depth += *e == '{' ? 1 : *e == '}' ? -1 : 0;
    const char *es = s, *ee = e;
    unwrap(&es, &ee);
    char *t = copy(p, es, (size_t)(ee - es));
    if (l->n == p->list_cap) abort();
    void *slot = (char *)l->i + 8 * (size_t)l->n;
    if (!read_scalar(p, o, t, (size_t)(ee - es), slot, 8)) return false;
    l->n++;
    if (e >= ve) break;
    s = e + 1;
  }
  return true;
}

static unsigned count(const char *s, char ch) {
  unsigned k = 0;
  for (; s && *s; s++) k += *s == ch;
  return k;
}

void *rl_pass_options_parse(const rl_pass_option *opts, unsigned n, size_t size, const char *text, FILE *err,
                            rl_strbuf *diag) {
  if (!text) text = "";
  size_t textlen = strlen(text), deflen = 0;
  unsigned commas = count(text, ',') + count(text, ' ') + 1;
  for (unsigned i = 0; i < n; i++)
    if (opts[i].def) deflen += strlen(opts[i].def), commas += count(opts[i].def, ',') + 1;
  size_t cap = commas + n, nlists = 0;
  for (unsigned i = 0; i < n; i++) nlists += opts[i].list;
  /* Strings: each value copied once (NUL-ended, 8-aligned), the text's and
   * the defaults'; lists: one array of cap elements each. */
  size_t arena = 2 * (textlen + deflen) + 16 * (cap + n + 1) + nlists * cap * 8;
  size = (size + 7) & ~(size_t)7;
  parse p = {opts, n, rl_xcalloc(1, size + arena), NULL, NULL, cap, err, diag};
  p.arena = p.config + size;
  p.end = p.arena + arena;
  for (unsigned i = 0; i < n; i++) {
    const char *d = opts[i].def;
    if (d && !*d && opts[i].list) d = NULL; /* "": an empty list */
    if (d && !assign(&p, &opts[i], d, d + strlen(d), true)) goto bad;
    if (!d && opts[i].kind == RL_OPT_STRING && !opts[i].list) *(const char **)(p.config + opts[i].offset) = "";
  }
  uint64_t given = 0;
  for (const char *s = text;;) {
    while (*s == ' ') s++;
    if (!*s) break;
    const char *ke = s;
    while (*ke && *ke != '=' && *ke != ' ') ke++;
    const char *v = NULL, *ve = ke;
    if (*ke == '=') v = ke + 1, ve = value_end(v);
    unsigned i = 0;
    while (i < n && (strlen(opts[i].name) != (size_t)(ke - s) || strncmp(opts[i].name, s, (size_t)(ke - s)))) i++;
    if (i == n) {
      rl_sb_printf(diag, "<Pass-Options-Parser>: no such option %.*s\n", (int)(ke - s), s);
      goto bad;
    }
    bool first = i >= 64 || !(given >> i & 1);
    if (i < 64) given |= (uint64_t)1 << i;
    if (!assign(&p, &opts[i], v, ve, first)) goto bad;
    s = ve;
  }
  return p.config;
bad:
  free(p.config);
  return NULL;
}

/* ---- reading and printing a config -------------------------------------------- */

int64_t rl_pass_option_int(const rl_pass_option *o, const void *config) {
  const char *f = (const char *)config + o->offset;
  bool u = o->kind == RL_OPT_UINT || o->kind == RL_OPT_ULONG;
  switch (o->size) {
  case 1: return u ? (int64_t) * (const uint8_t *)f : *(const int8_t *)f;
  case 2: return u ? (int64_t) * (const uint16_t *)f : *(const int16_t *)f;
  case 4: return u ? (int64_t) * (const uint32_t *)f : *(const int32_t *)f;
  default: return *(const int64_t *)f;
  }
}

double rl_pass_option_double(const rl_pass_option *o, const void *config) {
  return *(const double *)((const char *)config + o->offset);
}

const char *rl_pass_option_str(const rl_pass_option *o, const void *config) {
  const char *s = *(const char *const *)((const char *)config + o->offset);
  return s ? s : "";
}

const rl_opt_list *rl_pass_option_list(const rl_pass_option *o, const void *config) {
  return (const rl_opt_list *)((const char *)config + o->offset);
}

static void print_scalar(const rl_pass_option *o, const void *field, size_t size, rl_strbuf *out) {
  rl_pass_option at = *o;
  at.offset = 0;
  at.size = (uint16_t)size;
  switch (o->kind) {
  case RL_OPT_BOOL: rl_sb_puts(out, *(const bool *)field ? "true" : "false"); break;
  case RL_OPT_DOUBLE: rl_sb_printf(out, "%e", *(const double *)field); break;
  case RL_OPT_STRING: {
    const char *s = *(const char *const *)field;
    rl_sb_printf(out, strchr(s ? s : "", ' ') ? "{%s}" : "%s", s ? s : "");
    break;
  }
  case RL_OPT_ENUM: rl_sb_puts(out, o->values[2 * rl_pass_option_int(&at, field)]); break;
  case RL_OPT_UINT:
  case RL_OPT_ULONG: rl_sb_u64(out, (uint64_t)rl_pass_option_int(&at, field)); break;
  default: rl_sb_i64(out, rl_pass_option_int(&at, field)); break;
  }
}

void rl_pass_options_print(const rl_pass_option *opts, unsigned n, const void *config, rl_strbuf *out) {
  rl_sb_putc(out, '{');
  const char *last = NULL;
  for (unsigned k = 0; k < n; k++) { /* by name: the next after `last` (a pass has a few options) */
    const rl_pass_option *o = NULL;
    for (unsigned i = 0; i < n; i++)
      if ((!last || strcmp(opts[i].name, last) > 0) && (!o || strcmp(opts[i].name, o->name) < 0)) o = &opts[i];
    last = o->name;
    if (k) rl_sb_putc(out, ' ');
    const char *field = (const char *)config + o->offset;
    if (!o->list) {
      rl_sb_printf(out, "%s=", o->name);
      print_scalar(o, field, o->size, out);
      continue;
    }
    const rl_opt_list *l = (const rl_opt_list *)field;
    if (l->n) rl_sb_printf(out, "%s=", o->name);
    for (unsigned i = 0; i < l->n; i++) {
      if (i) rl_sb_putc(out, ',');
      print_scalar(o, (const char *)l->i + 8 * (size_t)i, 8, out);
    }
  }
  rl_sb_putc(out, '}');
}
