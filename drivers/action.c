/* The action log (action.h). */
#include "drivers/action.h"

#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/printer.h"

static FILE *g_log;
static const char *g_thread = "rulir";

/* --log-mlir-actions-filter, parsed once: `file[:line[:col]]` entries
 * (line, col: 0 for any; MLIR's lines and columns start at 1). */
typedef struct where {
  char *file;
  uint64_t line, col;
} where;
static where *g_where;
static unsigned g_nwhere;

/* Splits a trailing `:N` off s (in place) into *n; false if there is none. */
static bool take_number(char *s, uint64_t *n) {
  char *c = strrchr(s, ':');
  if (!c || !c[1] || strspn(c + 1, "0123456789") != strlen(c + 1)) return false;
  *n = strtoull(c + 1, NULL, 10);
  *c = 0;
  return true;
}

void rl_action_log_set(FILE *f, const char *thread, const char *filter) {
  g_log = f;
  if (thread) g_thread = thread;
  for (unsigned i = 0; i < g_nwhere; i++) free(g_where[i].file);
  free(g_where);
  g_where = NULL;
  g_nwhere = 0;
  if (!filter || !*filter) return;
  char *all = strdup(filter), *save = NULL;
  g_where = calloc(strlen(filter) / 2 + 1, sizeof *g_where); /* at most one entry per two characters */
  for (char *e = strtok_r(all, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
    where w = {0};
    uint64_t a = 0;
    if (take_number(e, &a)) {
      if (take_number(e, &w.line)) w.col = a;
      else w.line = a;
    }
    w.file = strdup(e);
    g_where[g_nwhere++] = w;
  }
  free(all);
}

bool rl_action_logging(void) { return g_log != NULL; }

/* Whether op's location is one the filter names; the file as the location
 * spells it (as mlir-opt-19 compares them). */
static bool passes_filter(rl_op *op) {
  if (!g_nwhere) return true;
  const rl_attr *loc = rl_loc_find_file(op->loc);
  if (!loc) return false;
  const char *file = ((const rl_ident *)rl_word_ptr(loc->w[0]))->str;
  for (unsigned i = 0; i < g_nwhere; i++) {
    const where *w = &g_where[i];
    if (!strcmp(file, w->file) && (!w->line || w->line == rl_loc_file_line(loc)) && (!w->col || w->col == rl_loc_file_col(loc))) return true;
  }
  return false;
}

bool rl_action_begin(const char *what, rl_op *op, int region) {
  if (!g_log || !passes_filter(op)) return false;
  rl_strbuf b = {0};
  rl_print_opts po = {.skip_regions = true, .local_scope = true};
  rl_print_op(&b, op, &po);
  while (b.len && b.data[b.len - 1] == '\n') b.len--;
  flockfile(g_log);
  if (region >= 0)
    fprintf(g_log, "[thread %s] begins (no breakpoint) Action %s (Region #%d for op %.*s)`\n", g_thread, what, region,
            (int)b.len, b.data);
  else
    fprintf(g_log, "[thread %s] begins (no breakpoint) Action %s (%.*s)`\n", g_thread, what, (int)b.len, b.data);
  funlockfile(g_log);
  rl_sb_free(&b);
  return true;
}

void rl_action_end(bool logged, const char *tag) {
  if (logged && g_log) fprintf(g_log, "[thread %s] completed `%s`\n", g_thread, tag);
}
