/* The action log (action.h). */
#include "drivers/action.h"

#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/printer.h"

static FILE *g_log;
static const char *g_thread = "rulir";
static char *g_filter;

void rl_action_log_set(FILE *f, const char *thread, const char *filter) {
  g_log = f;
  if (thread) g_thread = thread;
  free(g_filter);
  g_filter = filter && *filter ? strdup(filter) : NULL;
}

bool rl_action_logging(void) { return g_log != NULL; }

/* The file location of loc (through names and fused locations), or NULL. */
static const rl_attr *file_loc(const rl_attr *loc) {
  for (unsigned depth = 0; loc && depth < 64; depth++) {
    if (loc->kind == RL_AT_LOC_FILE) return loc;
    if (loc->kind == RL_AT_LOC_NAME) loc = (const rl_attr *)rl_word_ptr(loc->w[1]);
    else if (loc->kind == RL_AT_LOC_FUSED && loc->n > 1) loc = (const rl_attr *)rl_word_ptr(loc->w[1]);
    else return NULL;
  }
  return NULL;
}

/* Whether op's location is one the filter names: `file[:line[:col]]`, the
 * file as the location spells it (as mlir-opt-19 compares them). */
static bool passes_filter(rl_op *op) {
  if (!g_filter) return true;
  const rl_attr *loc = file_loc(op->loc);
  if (!loc) return false;
  const char *file = ((const rl_ident *)rl_word_ptr(loc->w[0]))->str;
  for (const char *p = g_filter; *p;) {
    const char *end = strchr(p, ',');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    char entry[512];
    if (n < sizeof entry) {
      memcpy(entry, p, n);
      entry[n] = 0;
      long line = -1, col = -1;
      char *c1 = strrchr(entry, ':');
      if (c1) {
        char *c0 = NULL;
        *c1 = 0;
        long a = strtol(c1 + 1, NULL, 10);
        if ((c0 = strrchr(entry, ':')) && strspn(c0 + 1, "0123456789") == strlen(c0 + 1) && c0[1]) {
          *c0 = 0;
          line = strtol(c0 + 1, NULL, 10);
          col = a;
        } else {
          line = a;
        }
      }
      if (!strcmp(file, entry) && (line < 0 || (uint64_t)line == loc->w[1]) && (col < 0 || (uint64_t)col == loc->w[2]))
        return true;
    }
    if (!end) break;
    p = end + 1;
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
