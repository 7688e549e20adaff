/* The tools' shared main() pieces (tool.h). */
#include "tools/tool.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/context.h"
#include "core/diag.h"
#include "core/strbuf.h"

/* Inputs read through mmap: their pages come from the page cache and can
 * be dropped once parsed (rl_tool_source_parsed) and read again from the
 * file when a diagnostic shows a line. A tool reads one or two inputs. */
enum { MAX_MAPPED = 4 };
static struct { char *p; size_t len, released; } g_mapped[MAX_MAPPED]; /* released: bytes given up so far */

/* The slot of mapped buffer p (NULL: a free slot), or -1. */
static int mapped_slot(const char *p) {
  for (int i = 0; i < MAX_MAPPED; i++)
    if (g_mapped[i].p == p) return i;
  return -1;
}

/* A regular file whose size is not a multiple of the page size: the rest of
 * its last page reads as zeros, which gives the NUL after the end. Private
 * and writable (copy on write): --split-input-file cuts chunks in place. */
static char *map_file(FILE *f, size_t size) {
  long page = sysconf(_SC_PAGESIZE);
  int slot = mapped_slot(NULL);
  if (page <= 0 || size % (size_t)page == 0 || slot < 0) return NULL;
  void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fileno(f), 0);
  if (p == MAP_FAILED) return NULL;
  g_mapped[slot].p = p;
  g_mapped[slot].len = size;
  g_mapped[slot].released = 0;
  return p;
}

char *rl_tool_read_all(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) return NULL;
  struct stat st;
  size_t cap = 1 << 16, n = 0;
  if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    cap = (size_t)st.st_size;
    char *m = map_file(f, cap);
    if (m) {
      if (f != stdin) fclose(f);
      *len = cap;
      return m;
    }
  }
  char *buf = malloc(cap + 1);
  for (;;) {
    n += fread(buf + n, 1, cap - n, f);
    if (n < cap) break;
    int ch = fgetc(f);
    if (ch == EOF) break;
    cap *= 2;
    buf = realloc(buf, cap + 1);
    buf[n++] = (char)ch;
  }
  if (f != stdin) fclose(f);
  buf[n] = 0;
  *len = n;
  return buf;
}

void rl_tool_source_parsed(char *buf) {
  int i = buf ? mapped_slot(buf) : -1;
  if (i >= 0) madvise(buf, g_mapped[i].len, MADV_DONTNEED);
}

void rl_tool_source_release(void *ud, const char *buf, const char *upto) {
  (void)ud;
  int i = buf ? mapped_slot(buf) : -1;
  long page = sysconf(_SC_PAGESIZE);
  if (i < 0 || page <= 0 || upto <= buf) return;
  size_t n = (size_t)(upto - buf) / (size_t)page * (size_t)page;
  if (n > g_mapped[i].len) n = g_mapped[i].len / (size_t)page * (size_t)page;
  /* Only what the last call did not give up: each page is dropped once. */
  if (n <= g_mapped[i].released) return;
  madvise((char *)buf + g_mapped[i].released, n - g_mapped[i].released, MADV_DONTNEED);
  g_mapped[i].released = n;
}

void rl_tool_free_source(char *buf) {
  int i = buf ? mapped_slot(buf) : -1;
  if (i < 0) {
    free(buf);
    return;
  }
  munmap(buf, g_mapped[i].len);
  g_mapped[i].p = NULL;
}

/* ---- the command line ------------------------------------------------------ */

void rl_tool_args_init(rl_tool_args *a, int argc, char **argv) {
  memset(a, 0, sizeof *a);
  a->argc = argc;
  a->argv = argv;
  a->i = 1;
  const char *p = argc > 0 && argv[0] ? argv[0] : "rulir";
  const char *slash = strrchr(p, '/');
  a->prog = slash ? slash + 1 : p;
}

/* LLVM writes a one-letter option with one dash, any other with two. */
static const char *dashes(size_t name_len) { return name_len == 1 ? "-" : "--"; }

bool rl_tool_option_error(const rl_tool_args *a, const char *fmt, ...) {
  if (a->quiet) return false;
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s: for the %s%.*s option: ", a->prog, dashes(a->name_len), (int)a->name_len, a->name);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return false;
}

static const rl_tool_opt *find_opt(const rl_tool_opt *opts, unsigned n, const char *name, size_t len) {
  for (unsigned i = 0; i < n; i++)
    if (strlen(opts[i].name) == len && !memcmp(opts[i].name, name, len)) return &opts[i];
  return NULL;
}

int rl_tool_next(rl_tool_args *a, const rl_tool_opt *opts, unsigned nopts) {
  if (a->i >= a->argc) return RL_TOOL_DONE;
  const char *arg = a->arg = a->argv[a->i++];
  a->name = NULL;
  a->name_len = 0;
  a->value = NULL;
  a->flag = false;
  if (a->positional_only || arg[0] != '-' || arg[1] == 0) {
    a->value = arg;
    return RL_TOOL_POSITIONAL;
  }
  if (arg[1] == '-' && arg[2] == 0) {
    a->positional_only = true;
    return rl_tool_next(a, opts, nopts);
  }
  const char *name = arg + (arg[1] == '-' ? 2 : 1);
  const char *eq = strchr(name, '=');
  a->name = name;
  a->name_len = eq ? (size_t)(eq - name) : strlen(name);
  a->value = eq ? eq + 1 : NULL;
  const rl_tool_opt *o = find_opt(opts, nopts, name, a->name_len);
  if (!o) {
    /* LLVM's prefixed options: `-IDIR` is -I with the value DIR. */
    for (unsigned i = 0; i < nopts && !o; i++) {
      size_t n = strlen(opts[i].name);
      if (opts[i].kind == RL_OPT_PREFIX && !strncmp(name, opts[i].name, n) && name[n]) {
        o = &opts[i];
        a->name_len = n;
        a->value = name + n;
      }
    }
    if (!o) return RL_TOOL_UNKNOWN;
  }
  switch (o->kind) {
  case RL_OPT_FLAG:
    if (!a->value) {
      a->flag = true;
      break;
    }
    if (!strcmp(a->value, "true") || !strcmp(a->value, "TRUE") || !strcmp(a->value, "True") ||
        !strcmp(a->value, "1")) {
      a->flag = true;
    } else if (!(!strcmp(a->value, "false") || !strcmp(a->value, "FALSE") || !strcmp(a->value, "False") ||
                 !strcmp(a->value, "0"))) {
      rl_tool_option_error(a, "'%s' is invalid value for boolean argument! Try 0 or 1", a->value);
      return RL_TOOL_ERROR;
    }
    break;
  case RL_OPT_VALUE:
  case RL_OPT_PREFIX:
    if (!a->value) {
      if (a->i >= a->argc) {
        rl_tool_option_error(a, "requires a value!");
        return RL_TOOL_ERROR;
      }
      a->value = a->argv[a->i++];
    }
    break;
  case RL_OPT_JOINED:
    if (!a->value) a->value = ""; /* as LLVM's lists have it: an empty value */
    break;
  case RL_OPT_OPTIONAL: break;
  }
  return o->id;
}

/* Levenshtein distance (insertions, deletions, replacements), as LLVM's
 * StringRef::edit_distance computes it. */
static size_t edit_distance(const char *x, size_t n, const char *y, size_t m) {
  size_t small[64], *row = m + 1 <= 64 ? small : malloc((m + 1) * sizeof *row);
  for (size_t j = 0; j <= m; j++) row[j] = j;
  for (size_t i = 1; i <= n; i++) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= m; j++) {
      size_t up = row[j];
      size_t best = diag + (x[i - 1] != y[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
    }
  }
  size_t d = row[m];
  if (row != small) free(row);
  return d;
}

void rl_tool_unknown(const rl_tool_args *a, const rl_tool_opt *opts, unsigned nopts, const char *const *extra,
                     unsigned nextra) {
  if (a->quiet) return;
  fprintf(stderr, "%s: Unknown command line argument '%s'.  Try: '%s --help'\n", a->prog, a->arg, a->argv[0]);
  if (a->name_len > 256) return; /* no name is that long: nothing is near */
  const char *best = NULL;
  size_t best_d = 0;
  for (unsigned i = 0; i < nopts + nextra; i++) {
    const char *cand = i < nopts ? opts[i].name : extra[i - nopts];
    size_t d = edit_distance(a->name, a->name_len, cand, strlen(cand));
    if (!best || d < best_d) {
      best = cand;
      best_d = d;
    }
  }
  if (!best) return;
  /* The value given goes with the suggestion, as LLVM writes it. */
  bool takes_value = true;
  const rl_tool_opt *o = find_opt(opts, nopts, best, strlen(best));
  if (o && o->kind == RL_OPT_FLAG) takes_value = false;
  fprintf(stderr, "%s: Did you mean '%s%s", a->prog, dashes(strlen(best)), best);
  if (a->value && *a->value && takes_value) fprintf(stderr, "=%s", a->value);
  fputs("'?\n", stderr);
}

bool rl_tool_int(const rl_tool_args *a, long long min, long long *out) {
  const char *v = a->value ? a->value : "";
  char *end;
  errno = 0;
  long long x = strtoll(v, &end, 0);
  if (!*v || *end || errno || x < min) {
    rl_tool_option_error(a, "'%s' value invalid for %s argument!", v, min >= 0 ? "uint" : "long");
    return false;
  }
  *out = x;
  return true;
}

bool rl_tool_too_many_positionals(const rl_tool_args *a, unsigned max) {
  if (a->quiet) return false;
  fprintf(stderr,
          "%s: Too many positional arguments specified!\nCan specify at most %u positional arguments: See: %s "
          "--help\n",
          a->prog, max, a->argv[0]);
  return false;
}

void rl_tool_print_version(const char *prog, const char *extra) {
  printf("%s (rulir) version %s\n  MLIR 19's textual IR and command line\n", prog, RL_VERSION);
  if (extra) printf("  %s\n", extra);
}

/* ---- --help ----------------------------------------------------------------- */

typedef struct help_line {
  char *left;  /* NULL: `desc` is a line of text */
  char *desc;
  unsigned indent;
  bool sub;
} help_line;

struct rl_tool_help {
  help_line *lines;
  size_t n, cap;
};

rl_tool_help *rl_tool_help_create(void) { return calloc(1, sizeof(rl_tool_help)); }

static help_line *help_add(rl_tool_help *h) {
  if (h->n == h->cap) {
    h->cap = h->cap ? 2 * h->cap : 64;
    h->lines = realloc(h->lines, h->cap * sizeof *h->lines);
  }
  help_line *l = &h->lines[h->n++];
  memset(l, 0, sizeof *l);
  return l;
}

void rl_tool_help_text(rl_tool_help *h, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rl_strbuf b = {0};
  rl_sb_vprintf(&b, fmt, ap);
  va_end(ap);
  help_add(h)->desc = b.data ? b.data : strdup("");
}

void rl_tool_help_entry(rl_tool_help *h, unsigned indent, const char *left, bool sub, const char *desc) {
  help_line *l = help_add(h);
  l->indent = indent;
  l->left = strdup(left);
  l->sub = sub;
  l->desc = strdup(desc ? desc : "");
}

static int opt_cmp(const void *x, const void *y) {
  return strcmp((*(const rl_tool_opt *const *)x)->name, (*(const rl_tool_opt *const *)y)->name);
}

void rl_tool_help_options(rl_tool_help *h, const rl_tool_opt *opts, unsigned nopts) {
  rl_tool_help_options_between(h, opts, nopts, NULL, NULL);
}

void rl_tool_help_options_between(rl_tool_help *h, const rl_tool_opt *opts, unsigned nopts, const char *from,
                                  const char *to) {
  const rl_tool_opt **sorted = malloc((nopts + 1) * sizeof *sorted);
  for (unsigned i = 0; i < nopts; i++) sorted[i] = &opts[i];
  qsort(sorted, nopts, sizeof *sorted, opt_cmp);
  for (unsigned i = 0; i < nopts; i++) {
    const rl_tool_opt *o = sorted[i];
    if (!o->help || (from && strcmp(o->name, from) < 0) || (to && strcmp(o->name, to) >= 0)) continue;
    size_t n = strlen(o->name);
    rl_strbuf b = {0};
    rl_sb_printf(&b, "%s%s", dashes(n), o->name);
    if (o->value_name) {
      if (o->kind == RL_OPT_OPTIONAL) rl_sb_printf(&b, "[=<%s>]", o->value_name);
      else rl_sb_printf(&b, "%s<%s>", n == 1 ? " " : "=", o->value_name);
    }
    rl_tool_help_entry(h, 2, b.data, false, o->help);
    rl_sb_free(&b);
  }
  free(sorted);
}

void rl_tool_help_print(rl_tool_help *h, FILE *f) {
  size_t width = 0;
  for (size_t i = 0; i < h->n; i++)
    if (h->lines[i].left) {
      size_t w = h->lines[i].indent + strlen(h->lines[i].left);
      if (w > width) width = w;
    }
  for (size_t i = 0; i < h->n; i++) {
    help_line *l = &h->lines[i];
    if (!l->left) {
      fprintf(f, "%s\n", l->desc);
    } else {
      int pad = (int)(width - l->indent - strlen(l->left));
      fprintf(f, "%*s%s%*s - %s%s\n", (int)l->indent, "", l->left, pad, "", l->sub ? "  " : "", l->desc);
    }
    free(l->left);
    free(l->desc);
  }
  free(h->lines);
  free(h);
}

bool rl_tool_split_input(char *src, size_t len, const char *marker, rl_tool_chunk_fn fn, void *ud) {
  size_t mlen = strlen(marker);
  char *end = src + len, *chunk = src;
  unsigned line = 0;
  bool ok = true;
  for (unsigned i = 0;; i++) {
    char *mk = memmem(chunk, (size_t)(end - chunk), marker, mlen);
    char *cend = mk ? mk : end;
    char saved = *cend;
    *cend = 0;
    if (!fn(ud, chunk, (size_t)(cend - chunk), line, i)) ok = false;
    *cend = saved;
    if (!mk) return ok;
    for (const char *q = chunk; q < mk; q++)
      if (*q == '\n') line++;
    chunk = mk + mlen;
  }
}

rl_ident *rl_tool_chunk_name(rl_context *c, rl_source_mgr *sm, rl_ident *file, const char *chunk, size_t len,
                             unsigned line_offset) {
  rl_strbuf b = {0};
  rl_sb_printf(&b, "within split at %s:%u offset ", file->str, line_offset + 1);
  rl_ident *name = rl_ident_get(c, b.data, b.len);
  rl_sb_free(&b);
  rl_source_mgr_add(sm, name, chunk, len);
  return name;
}

struct run_args {
  int argc;
  char **argv;
  int (*run)(int, char **);
  int rc;
};

static void *run_thread(void *p) {
  struct run_args *a = p;
  a->rc = a->run(a->argc, a->argv);
  return NULL;
}

int rl_tool_main(int argc, char **argv, int (*run)(int argc, char **argv)) {
  struct run_args a = {argc, argv, run, 1};
  pthread_attr_t attr;
  pthread_t t;
  if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, (size_t)512 << 20) == 0 &&
      pthread_create(&t, &attr, run_thread, &a) == 0) {
    pthread_join(t, NULL);
    pthread_attr_destroy(&attr);
    return a.rc;
  }
  return run(argc, argv); /* no thread: run on the main stack */
}
