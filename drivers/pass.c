/* Pass registry, textual pipelines and the pass runner. */
#include "drivers/pass.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/context.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "core/rules_rt.h"
#include "drivers/action.h"
#include "drivers/conversion.h"
#include "drivers/greedy.h"
#include "drivers/parallel.h"
#include "drivers/rules_pass.h"

/* ---- registry ------------------------------------------------------------- */

enum { MAX_PASSES = 128 };
static const rl_pass_info *g_passes[MAX_PASSES];
static unsigned g_npasses;

void rl_pass_register(const rl_pass_info *info) {
  for (unsigned i = 0; i < g_npasses; i++)
    if (!strcmp(g_passes[i]->name, info->name)) return;
  if (g_npasses < MAX_PASSES) g_passes[g_npasses++] = info;
}

const rl_pass_info *rl_pass_lookup(const char *name, size_t n) {
  for (unsigned i = 0; i < g_npasses; i++)
    if (strlen(g_passes[i]->name) == n && !memcmp(g_passes[i]->name, name, n)) return g_passes[i];
  return NULL;
}

unsigned rl_pass_count(void) { return g_npasses; }
const rl_pass_info *rl_pass_at(unsigned i) { return i < g_npasses ? g_passes[i] : NULL; }

bool rl_pass_list_add(rl_pass_list *l, const char *text, const char *option, const char *prog, FILE *err) {
  const char *p = text;
  do {
    const char *e = strchr(p, ',');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    const rl_pass_info *info = rl_pass_lookup(p, n);
    if (!info) {
      fprintf(err, "%s: for the --%s option: Cannot find option named '%.*s'!\n", prog, option, (int)n, p);
      return false;
    }
    if (l->n < RL_PASS_LIST_MAX) l->pass[l->n++] = info;
    p = e ? e + 1 : NULL;
  } while (p);
  return true;
}

static bool in_pass_list(const rl_pass_list *l, const rl_pass_info *info) {
  if (l->all) return true;
  for (unsigned i = 0; i < l->n; i++)
    if (l->pass[i] == info) return true;
  return false;
}

/* The counters of the pass running, when statistics are kept. */
static _Thread_local uint64_t *g_stats; /* per thread: passes on other threads keep none (threads_allowed) */

void rl_pass_stat_add(unsigned i, uint64_t v) {
  if (g_stats) g_stats[i] += v;
}

void rl_pass_stat_max(unsigned i, uint64_t v) {
  if (g_stats && g_stats[i] < v) g_stats[i] = v;
}

uint64_t *rl_pass_stats_swap(uint64_t *stats) {
  uint64_t *old = g_stats;
  g_stats = stats;
  return old;
}

/* ---- pipelines ------------------------------------------------------------ */

typedef struct pnode pnode;
struct pnode {
  const rl_pass_info *pass; /* a pass, or NULL for a nested anchor */
  void *config;
  char *anchor;             /* nested: the op name passes run on ("any": all) */
  pnode *kids;
  unsigned nkids, capkids;
  uint64_t *stats;          /* a pass's statistics (--mlir-pass-statistics), or NULL */
};

struct rl_pipeline {
  pnode root;
  bool any_top; /* built from pass flags: runs on whatever op is at the top */
};

static void node_free(pnode *n) {
  for (unsigned i = 0; i < n->nkids; i++) node_free(&n->kids[i]);
  free(n->kids);
  free(n->config);
  free(n->anchor);
  free(n->stats);
}

static pnode *node_add(pnode *n) {
  if (n->nkids == n->capkids) {
    n->capkids = n->capkids ? n->capkids * 2 : 4;
    n->kids = rl_xrealloc(n->kids, n->capkids * sizeof *n->kids);
  }
  pnode *k = &n->kids[n->nkids++];
  memset(k, 0, sizeof *k);
  return k;
}

rl_pipeline *rl_pipeline_create(void) {
  rl_pipeline *p = rl_xcalloc(1, sizeof *p);
  p->root.anchor = strdup("builtin.module");
  p->any_top = true;
  return p;
}

void rl_pipeline_destroy(rl_pipeline *p) {
  if (!p) return;
  node_free(&p->root);
  free(p);
}

bool rl_pipeline_empty(const rl_pipeline *p) { return p->root.nkids == 0; }

static void *config_parse(const rl_pass_info *info, const char *text, FILE *err, rl_strbuf *diag) {
  void *cfg = rl_pass_options_parse(info->options, info->noptions, info->config_size, text, err, diag);
  if (cfg && info->finish && !info->finish(info, cfg, diag)) {
    free(cfg);
    return NULL;
  }
  return cfg;
}

void *rl_pass_config_parse(const rl_pass_info *info, const char *text, FILE *err) {
  rl_strbuf diag = {0};
  void *cfg = config_parse(info, text, err, &diag);
  if (!cfg) fprintf(err, "<unknown>:0: error: %s\n", diag.data ? diag.data : "");
  rl_sb_free(&diag);
  return cfg;
}

/* A pass added to n; false after a message (a bad option's in diag, when
 * given, else on err). */
static bool add_pass(pnode *n, const char *name, size_t len, const char *opts, FILE *err, rl_strbuf *diag) {
  const rl_pass_info *info = rl_pass_lookup(name, len);
  if (!info) {
    fprintf(err, "rulir-opt: '%.*s' does not refer to a registered pass or pass pipeline\n", (int)len, name);
    return false;
  }
  void *cfg = diag ? config_parse(info, opts, err, diag) : rl_pass_config_parse(info, opts, err);
  if (!cfg) {
    if (diag) rl_sb_printf(diag, "\nfailed to add `%.*s` with options `%s`", (int)len, name, opts ? opts : "");
    return false;
  }
  pnode *k = node_add(n);
  k->pass = info;
  k->config = cfg;
  return true;
}

bool rl_pipeline_add(rl_pipeline *p, const char *name, const char *options, FILE *err) {
  return add_pass(&p->root, name, strlen(name), options, err, NULL);
}

typedef struct pparse {
  const char *s, *p;
  FILE *err;
  rl_strbuf diag; /* a pass's bad options, as mlir-opt reports them */
} pparse;

static void ws(pparse *x) {
  while (isspace((unsigned char)*x->p)) x->p++;
}

static bool perror_at(pparse *x, const char *msg) {
  fprintf(x->err, "rulir-opt: invalid pass pipeline at offset %ld: %s\n", (long)(x->p - x->s), msg);
  return false;
}

static bool parse_elems(pparse *x, pnode *n);

/* name [{opts}] | name ( elems ) */
static bool parse_elem(pparse *x, pnode *n) {
  ws(x);
  const char *name = x->p;
  while (isalnum((unsigned char)*x->p) || *x->p == '_' || *x->p == '.' || *x->p == '-') x->p++;
  size_t len = (size_t)(x->p - name);
  if (!len) return perror_at(x, "expected a pass or an op name");
  ws(x);
  if (*x->p == '(') {
    x->p++;
    pnode *k = node_add(n);
    k->anchor = strndup(name, len);
    if (!parse_elems(x, k)) {
      if (x->diag.data) rl_sb_printf(&x->diag, "\nfailed to add `%.*s` with options `` to inner pipeline", (int)len, name);
      return false;
    }
    ws(x);
    if (*x->p != ')') return perror_at(x, "expected ')'");
    x->p++;
    return true;
  }
  char *opts = NULL;
  if (*x->p == '{') {
    const char *o = ++x->p;
    int depth = 1;
    while (*x->p && depth) {
      if (*x->p == '{') depth++;
      else if (*x->p == '}') depth--;
      if (depth) x->p++;
    }
    if (*x->p != '}') return perror_at(x, "expected '}'");
    opts = strndup(o, (size_t)(x->p - o));
    x->p++;
  }
  bool ok = add_pass(n, name, len, opts, x->err, &x->diag);
  free(opts);
  return ok;
}

static bool parse_elems(pparse *x, pnode *n) {
  ws(x);
  if (*x->p == ')') return true;
  do {
    if (!parse_elem(x, n)) return false;
    ws(x);
  } while (*x->p == ',' && (x->p++, true));
  return true;
}

rl_pipeline *rl_pipeline_parse(const char *text, FILE *err) {
  pparse x = {text, text, err, {0}};
  rl_pipeline *p = rl_xcalloc(1, sizeof *p);
  ws(&x);
  const char *name = x.p;
  while (isalnum((unsigned char)*x.p) || *x.p == '_' || *x.p == '.') x.p++;
  size_t len = (size_t)(x.p - name);
  ws(&x);
  if (!len || *x.p != '(') {
    perror_at(&x, "expected the top-level op name and '(', as in builtin.module(...)");
    rl_pipeline_destroy(p);
    return NULL;
  }
  p->root.anchor = strndup(name, len);
  x.p++;
  if (!parse_elems(&x, &p->root)) {
    if (x.diag.data) fprintf(err, "<unknown>:0: error: %s\n\n", x.diag.data);
    rl_sb_free(&x.diag);
    rl_pipeline_destroy(p);
    return NULL;
  }
  ws(&x);
  if (*x.p != ')' || (x.p++, ws(&x), *x.p)) {
    perror_at(&x, "expected ')' at the end of the pipeline");
    rl_pipeline_destroy(p);
    return NULL;
  }
  return p;
}

/* ---- running -------------------------------------------------------------- */

typedef struct timing {
  const char *name;
  double seconds;
} timing;

typedef struct runner {
  rl_context *c;
  rl_op *top;
  const rl_pipeline_opts *o;
  FILE *ir_out;
  timing *times;
  unsigned ntimes, captimes;
  const char *anchors[32]; /* the anchors from the top to the pass running (the local reproducer's pipeline) */
  unsigned nanchors;
} runner;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void add_time(runner *r, const char *name, double s) {
  for (unsigned i = 0; i < r->ntimes; i++)
    if (!strcmp(r->times[i].name, name)) {
      r->times[i].seconds += s;
      return;
    }
  if (r->ntimes == r->captimes) {
    r->captimes = r->captimes ? r->captimes * 2 : 8;
    r->times = rl_xrealloc(r->times, r->captimes * sizeof *r->times);
  }
  r->times[r->ntimes++] = (timing){name, s};
}

static void swallow_diag(rl_context *c, const rl_diag *d, void *ud) {
  (void)c, (void)d, (void)ud;
}

bool rl_verifies_quietly(rl_context *c, rl_op *op) {
  void *ud;
  rl_diag_handler h = rl_context_diag_handler(c, &ud);
  unsigned errors = rl_context_num_errors(c);
  rl_context_set_diag_handler(c, swallow_diag, NULL);
  bool ok = rl_verify(c, op);
  rl_context_set_diag_handler(c, h, ud);
  rl_context_set_num_errors(c, errors);
  return ok;
}

/* The op printed into b as an IR dump prints it: in generic form if it
 * may be invalid and does not verify (unless --mlir-print-assume-verified),
 * as MLIR's printer does, since a custom printer may not cope with invalid
 * IR. */
static void print_for_dump(runner *r, rl_strbuf *b, rl_op *op, rl_print_opts po, bool may_be_invalid) {
  if (may_be_invalid && !po.generic && !po.assume_verified && !rl_verifies_quietly(r->c, op)) po.generic = true;
  rl_print_op(b, op, &po);
}

/* One IR dump, framed as MLIR frames it: "// -----// IR Dump After
 * Canonicalizer (canonicalize) //----- //", the op (the top-level op with
 * --mlir-print-ir-module-scope, which names the op in the header), and a
 * blank line. `what`: "Before X", "After X" or "After X Failed". */
static void dump_ir(runner *r, const char *when, const char *failed, const rl_pass_info *pass, rl_op *op,
                    bool may_be_invalid) {
  rl_strbuf b = {0};
  rl_print_opts po = r->o->print ? *r->o->print : (rl_print_opts){0};
  rl_sb_printf(&b, "// -----// IR Dump %s %s%s (%s)", when, pass->display, failed, pass->name);
  if (!r->o->print_module_scope) {
    rl_sb_puts(&b, " //----- //\n");
    if (op->parent) po.local_scope = true; /* a nested op prints alone */
    print_for_dump(r, &b, op, po, may_be_invalid);
  } else {
    rl_sb_printf(&b, " ('%s' operation", op->info->name->str);
    rl_attr *sym = rl_op_get_prop(op, rl_ident_cstr(r->c, "sym_name"));
    if (sym && sym->kind == RL_AT_STRING) rl_sb_printf(&b, ": @%s", rl_attr_string_ident(sym)->str);
    rl_sb_puts(&b, ") //----- //\n");
    print_for_dump(r, &b, r->top, po, may_be_invalid);
  }
  rl_sb_puts(&b, "\n\n");
  fwrite(b.data, 1, b.len, r->ir_out);
  rl_sb_free(&b);
}

/* --mlir-print-ir-after-change: a fingerprint of op (its generic print,
 * locations included, hashed). */
static uint64_t fingerprint(rl_op *op) {
  rl_strbuf b = {0};
  rl_print_opts po = {.generic = true, .debuginfo = true, .local_scope = true};
  rl_print_op(&b, op, &po);
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < b.len; i++) h = (h ^ (unsigned char)b.data[i]) * 1099511628211ull;
  rl_sb_free(&b);
  return h;
}

/* --log-actions-to: a pass begins on op. */
static bool log_pass(const rl_pass_info *pass, rl_op *op) {
  char what[256];
  snprintf(what, sizeof what, "`pass-execution` running `%s` on Operation `%s`", pass->display, op->info->name->str);
  return rl_action_begin(what, op, -1);
}

/* ---- crash and failure reproducers ----------------------------------------
 * The reproducer's text is made before it may be needed (before the
 * pipeline, or before each pass for a local one), so that a crash only has
 * to write it out, which a signal handler may do. */
static struct {
  const char *path;
  char *text;
  size_t len;
  bool handlers;
  const char *volatile pass, *volatile op; /* what runs: its display name and the op's name */
} g_repro;

static void repro_write(void) {
  int fd = open(g_repro.path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return;
  for (size_t off = 0; off < g_repro.len;) {
    ssize_t w = write(fd, g_repro.text + off, g_repro.len - off);
    if (w <= 0) break;
    off += (size_t)w;
  }
  close(fd);
}

static void put2(const char *s) {
  if (s && write(2, s, strlen(s)) < 0) return;
}

/* A crash while a pass ran: the reproducer written, the failure said as
 * mlir-opt's crash recovery says it, and exit status 1. */
static void repro_crash(int sig) {
  if (!g_repro.text) {
    signal(sig, SIG_DFL);
    raise(sig);
    return;
  }
  repro_write();
  put2("rulir-opt: error: Failures have been detected while processing an MLIR pass pipeline\n"
       "rulir-opt: note: Pipeline failed while executing [`");
  put2(g_repro.pass);
  put2("` on '");
  put2(g_repro.op);
  put2("' operation]: reproducer generated at `");
  put2(g_repro.path);
  put2("`\n");
  _exit(1);
}

/* The text of a reproducer: the top op with the pipeline in its metadata. */
static void repro_render(runner *r, const char *pipeline) {
  rl_context *c = r->c;
  size_t n0;
  rl_ext_resources(c, &n0);
  rl_ident *g = rl_ident_cstr(c, "mlir_reproducer");
  rl_ext_resources_drop(c, g, 0);
  rl_ext_resources(c, &n0);
  rl_ext_resource_add(c, &(rl_resource_entry){g, rl_ident_cstr(c, "pipeline"), RL_RESOURCE_STRING,
                                              rl_ident_cstr(c, pipeline)});
  rl_ext_resource_add(c, &(rl_resource_entry){g, rl_ident_cstr(c, "disable_threading"), RL_RESOURCE_BOOL,
                                              rl_ident_cstr(c, r->o->disable_threading ? "true" : "false")});
  rl_ext_resource_add(c, &(rl_resource_entry){g, rl_ident_cstr(c, "verify_each"), RL_RESOURCE_BOOL,
                                              rl_ident_cstr(c, r->o->verify_each ? "true" : "false")});
  rl_strbuf b = {0};
  rl_print_opts po = {0};
  rl_print_top(&b, r->top, &po);
  rl_ext_resources_drop(c, NULL, n0);
  free(g_repro.text);
  g_repro.text = b.data;
  g_repro.len = b.len;
  if (!g_repro.handlers) {
    static const int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
    for (unsigned i = 0; i < sizeof sigs / sizeof *sigs; i++) signal(sigs[i], repro_crash);
    g_repro.handlers = true;
  }
}

/* The local reproducer's pipeline: the pass in the anchors it runs under. */
static void repro_local(runner *r, const pnode *k) {
  rl_strbuf b = {0};
  for (unsigned i = 0; i < r->nanchors; i++) rl_sb_printf(&b, "%s(", r->anchors[i]);
  rl_sb_puts(&b, k->pass->name);
  if (k->pass->noptions) rl_pass_options_print(k->pass->options, k->pass->noptions, k->config, &b);
  for (unsigned i = 0; i < r->nanchors; i++) rl_sb_putc(&b, ')');
  repro_render(r, b.data);
  rl_sb_free(&b);
}

/* A pass failed: the reproducer written, and said as mlir-opt says it. */
static void repro_failed(runner *r, const pnode *k, rl_op *op) {
  repro_write();
  rl_strbuf what = {0};
  rl_sb_printf(&what, "`%s` on '%s' operation", k->pass->display, op->info->name->str);
  rl_attr *sym = rl_op_get_prop(op, rl_ident_cstr(r->c, "sym_name"));
  if (sym && sym->kind == RL_AT_STRING) rl_sb_printf(&what, ": @%s", rl_attr_string_ident(sym)->str);
  rl_op *at = r->o->local_reproducer ? op : r->top;
  rl_diag *d = rl_diag_begin(r->c, RL_ERROR, at->loc, "Failures have been detected while processing an MLIR pass pipeline");
  if (r->o->local_reproducer)
    rl_diag_note(d, at->loc, "Pipeline failed while executing %s: reproducer generated at `%s`", what.data,
                 g_repro.path);
  else
    rl_diag_note(d, at->loc, "Pipeline failed while executing [%s]: reproducer generated at `%s`", what.data,
                 g_repro.path);
  rl_diag_report(r->c, d);
  rl_sb_free(&what);
}

static bool run_pass(runner *r, pnode *k, rl_op *op) {
  const rl_pipeline_opts *o = r->o;
  if (in_pass_list(&o->print_before, k->pass)) dump_ir(r, "Before", "", k->pass, op, !o->verify_each);
  bool after = in_pass_list(&o->print_after, k->pass) || o->print_after_failure;
  uint64_t before = after && o->print_after_change ? fingerprint(op) : 0;
  double t0 = now();
  g_stats = k->stats;
  if (o->reproducer && o->local_reproducer) repro_local(r, k);
  if (o->reproducer) {
    g_repro.pass = k->pass->display;
    g_repro.op = op->info->name->str;
  }
  bool logged = rl_action_logging() && log_pass(k->pass, op);
  bool ok = k->pass->run(r->c, op, k->config);
  rl_action_end(logged, "pass-execution");
  g_stats = NULL;
  double t1 = now();
  add_time(r, k->pass->display, t1 - t0);
  if (ok && o->verify_each) {
    /* The op the pass ran on, as MLIR verifies after a pass (a nested
     * pass's op is a function, which other threads' passes leave alone). */
    ok = rl_verify(r->c, op);
    add_time(r, "(A) Verifier", now() - t1);
  }
  if (!ok && o->reproducer) repro_failed(r, k, op);
  if (!after) return ok;
  if (!ok) {
    dump_ir(r, "After", " Failed", k->pass, op, true); /* the IR as the pass left it, maybe invalid */
    return false;
  }
  if (o->print_after_failure) return true;
  if (o->print_after_change && fingerprint(op) == before) return true;
  dump_ir(r, "After", "", k->pass, op, !o->verify_each);
  return true;
}

/* Whether passes may run on several threads: not when what they print
 * (IR dumps, debug output, statistics, action logs, reproducers) would
 * have to interleave in one order. */
static bool threads_allowed(const runner *r) {
  const rl_pipeline_opts *o = r->o;
  return rl_parallel_threads() > 1 && !rl_parallel_in_task() && !o->print_before.all && !o->print_before.n &&
         !o->print_after.all && !o->print_after.n && !o->print_after_failure && !o->reproducer && !o->statistics &&
         !rl_action_logging() && !rl_pass_rewrite_debug() && !rl_pass_rewrite_stats() && !rl_rules_pass_debug();
}

static bool run_node(runner *r, pnode *n, rl_op *op);

/* Whether every pass under n may run on several functions at once. */
static bool node_thread_safe(const pnode *n) {
  if (n->pass) return !n->pass->thread_safe || n->pass->thread_safe(n->config);
  for (unsigned i = 0; i < n->nkids; i++)
    if (!node_thread_safe(&n->kids[i])) return false;
  return true;
}

/* A nested pipeline on the ops of a module (MLIR's OpToOpPassAdaptor):
 * each op a task with a runner of its own, whose timings are then added
 * up in op order. */
typedef struct nested_tasks {
  runner *parent;
  pnode *k;
  rl_op **ops;
  runner *rs;
  size_t first; /* task i runs on op first + i */
} nested_tasks;

static bool nested_task(void *ud, size_t i) {
  nested_tasks *t = ud;
  return run_node(&t->rs[t->first + i], t->k, t->ops[t->first + i]);
}

static bool run_nested_parallel(runner *r, pnode *k, rl_op **ops, size_t n) {
  nested_tasks t = {r, k, ops, rl_xcalloc(n, sizeof(runner)), 1};
  for (size_t i = 0; i < n; i++) {
    t.rs[i] = *r;
    t.rs[i].times = NULL;
    t.rs[i].ntimes = t.rs[i].captimes = 0;
  }
  /* The first op on this thread alone: what a pass sets up once (patterns
   * its populate functions fill in) is set before other threads read it. */
  size_t failed = run_node(&t.rs[0], k, ops[0]) ? 1 + rl_parallel_for(r->c, n - 1, nested_task, &t) : 0;
  for (size_t i = 0; i < n; i++) {
    for (unsigned j = 0; j < t.rs[i].ntimes; j++) add_time(r, t.rs[i].times[j].name, t.rs[i].times[j].seconds);
    free(t.rs[i].times);
  }
  free(t.rs);
  return failed == n;
}

static bool run_node(runner *r, pnode *n, rl_op *op) {
  for (unsigned i = 0; i < n->nkids; i++) {
    pnode *k = &n->kids[i];
    if (k->pass) {
      if (!run_pass(r, k, op)) return false;
      continue;
    }
    /* Nested: the ops of that name directly inside op's regions; on
     * several threads when they are all isolated from above. */
    bool any = !strcmp(k->anchor, "any");
    rl_op **ops = NULL;
    size_t nops = 0, cap = 0;
    bool isolated = true;
    for (unsigned reg = 0; reg < op->nregions; reg++)
      for (rl_block *b = rl_op_regions(op)[reg].first; b; b = b->next)
        for (rl_op *o = b->first; o; o = o->next)
          if (any || !strcmp(o->info->name->str, k->anchor)) {
            if (nops == cap) {
              cap = cap ? 2 * cap : 16;
              ops = rl_xrealloc(ops, cap * sizeof *ops);
            }
            ops[nops++] = o;
            if (!(o->info->traits & RL_TRAIT_ISOLATED)) isolated = false;
          }
    if (r->nanchors < 32) r->anchors[r->nanchors] = k->anchor;
    r->nanchors++;
    bool ok = true;
    if (nops > 1 && isolated && threads_allowed(r) && node_thread_safe(k)) {
      ok = run_nested_parallel(r, k, ops, nops);
    } else {
      for (size_t j = 0; j < nops && ok; j++) ok = run_node(r, k, ops[j]);
    }
    r->nanchors--;
    free(ops);
    if (!ok) return false;
  }
  return true;
}

/* --dump-pass-pipeline: `anchor(pass{options},nested(...))`; the
 * reproducer's has `sep` ", " between the top-level entries. */
static void print_pipeline_sep(rl_strbuf *b, const pnode *n, const char *anchor, const char *sep) {
  rl_sb_printf(b, "%s(", anchor);
  for (unsigned i = 0; i < n->nkids; i++) {
    const pnode *k = &n->kids[i];
    if (i) rl_sb_puts(b, sep);
    if (!k->pass) {
      print_pipeline_sep(b, k, k->anchor, ",");
      continue;
    }
    rl_sb_puts(b, k->pass->name);
    if (k->pass->noptions) rl_pass_options_print(k->pass->options, k->pass->noptions, k->config, b);
  }
  rl_sb_putc(b, ')');
}

static void print_pipeline(rl_strbuf *b, const pnode *n, const char *anchor) { print_pipeline_sep(b, n, anchor, ","); }

/* Fresh counters for each run (each chunk of --split-input-file has a
 * pass manager of its own in mlir-opt). */
static void alloc_stats(pnode *n) {
  if (n->pass && n->pass->nstats && !n->stats) n->stats = rl_xcalloc(n->pass->nstats, sizeof *n->stats);
  else if (n->stats) memset(n->stats, 0, n->pass->nstats * sizeof *n->stats);
  for (unsigned i = 0; i < n->nkids; i++) alloc_stats(&n->kids[i]);
}

typedef struct stat_row {
  const char *name, *desc;
  uint64_t value;
} stat_row;

static int stat_row_cmp(const void *x, const void *y) {
  return strcmp(((const stat_row *)x)->name, ((const stat_row *)y)->name);
}

/* A pass and its statistics, sorted by name, values and names in columns. */
static void print_stat_entry(FILE *f, unsigned indent, const char *name, stat_row *rows, unsigned n) {
  fprintf(f, "%*s%s\n", (int)indent, "", name);
  qsort(rows, n, sizeof *rows, stat_row_cmp);
  int wname = 0, wval = 0;
  for (unsigned i = 0; i < n; i++) {
    int l = (int)strlen(rows[i].name), v = snprintf(NULL, 0, "%llu", (unsigned long long)rows[i].value);
    if (l > wname) wname = l;
    if (v > wval) wval = v;
  }
  for (unsigned i = 0; i < n; i++)
    fprintf(f, "%*s(S) %*llu %-*s - %s\n", (int)indent + 2, "", wval, (unsigned long long)rows[i].value, wname,
            rows[i].name, rows[i].desc);
}

static unsigned stat_rows(const pnode *k, stat_row *rows) {
  for (unsigned s = 0; s < k->pass->nstats; s++)
    rows[s] = (stat_row){k->pass->stats[s].name, k->pass->stats[s].desc, k->stats ? k->stats[s] : 0};
  return k->pass->nstats;
}

/* The pipeline view: each pass where it runs, nested pipelines indented. */
static void print_stats_pipeline(FILE *f, const pnode *n, unsigned indent) {
  for (unsigned i = 0; i < n->nkids; i++) {
    const pnode *k = &n->kids[i];
    if (!k->pass) {
      fprintf(f, "%*s'%s' Pipeline\n", (int)indent, "", k->anchor);
      print_stats_pipeline(f, k, indent + 2);
      continue;
    }
    stat_row *rows = rl_xmalloc((k->pass->nstats + 1) * sizeof *rows);
    print_stat_entry(f, indent, k->pass->display, rows, stat_rows(k, rows));
    free(rows);
  }
}

/* The list view: passes with statistics, by name, each once (summed). */
static void collect_stats(const pnode *n, const pnode **out, unsigned *nout) {
  for (unsigned i = 0; i < n->nkids; i++) {
    const pnode *k = &n->kids[i];
    if (!k->pass) collect_stats(k, out, nout);
    else if (k->pass->nstats) out[(*nout)++] = k;
  }
}

static unsigned count_nodes(const pnode *n) {
  unsigned c = 1;
  for (unsigned i = 0; i < n->nkids; i++) c += count_nodes(&n->kids[i]);
  return c;
}

static int node_name_cmp(const void *x, const void *y) {
  return strcmp((*(const pnode *const *)x)->pass->display, (*(const pnode *const *)y)->pass->display);
}

static void print_stats_list(FILE *f, const pnode *root) {
  const pnode **ps = rl_xmalloc(count_nodes(root) * sizeof *ps);
  unsigned n = 0;
  collect_stats(root, ps, &n);
  qsort(ps, n, sizeof *ps, node_name_cmp);
  for (unsigned i = 0; i < n;) {
    unsigned j = i + 1;
    while (j < n && ps[j]->pass == ps[i]->pass) j++;
    stat_row *rows = rl_xmalloc((ps[i]->pass->nstats + 1) * sizeof *rows);
    unsigned nr = stat_rows(ps[i], rows);
    for (unsigned k = i + 1; k < j; k++)
      for (unsigned s = 0; s < nr; s++) rows[s].value += ps[k]->stats ? ps[k]->stats[s] : 0;
    print_stat_entry(f, 2, ps[i]->pass->display, rows, nr);
    free(rows);
    i = j;
  }
  free(ps);
}

static void print_statistics(const rl_pipeline *p, const rl_pipeline_opts *o) {
  FILE *f = o->statistics;
  static const char title[] = "... Pass statistics report ...";
  fprintf(f, "===%s===\n", "-------------------------------------------------------------------------");
  fprintf(f, "%*s%s\n", (int)(80 - (sizeof title - 1)) / 2, "", title);
  fprintf(f, "===%s===\n", "-------------------------------------------------------------------------");
  if (o->statistics_list) print_stats_list(f, &p->root);
  else print_stats_pipeline(f, &p->root, 0);
  fputc('\n', f);
}

bool rl_pipeline_run(rl_pipeline *p, rl_context *c, rl_op *top, const rl_pipeline_opts *o) {
  rl_pipeline_opts def = {.verify_each = true};
  runner r = {.c = c, .top = top, .o = o ? o : &def};
  r.ir_out = r.o->ir_out ? r.o->ir_out : stderr;
  const char *anchor = p->any_top ? top->info->name->str : p->root.anchor;
  if (r.o->dump_pipeline) {
    rl_strbuf b = {0};
    rl_sb_printf(&b, "Pass Manager with %u passes:\n", p->root.nkids);
    print_pipeline(&b, &p->root, anchor);
    fprintf(r.o->dump_pipeline, "%s\n\n", b.data);
    rl_sb_free(&b);
  }
  if (r.o->statistics) alloc_stats(&p->root);
  r.anchors[0] = anchor;
  r.nanchors = 1;
  if (r.o->reproducer) {
    g_repro.path = r.o->reproducer;
    if (!r.o->local_reproducer) {
      rl_strbuf b = {0};
      print_pipeline_sep(&b, &p->root, anchor, ", ");
      repro_render(&r, b.data);
      rl_sb_free(&b);
    }
  }
  double t0 = now();
  bool ok;
  if (strcmp(anchor, top->info->name->str) && strcmp(anchor, "any")) {
    rl_emit_error(c, top->loc, "can't run '%s' pass manager on '%s' op", anchor, top->info->name->str);
    ok = false;
  } else {
    ok = run_node(&r, &p->root, top);
  }
  if (r.o->timing) {
    double total = now() - t0;
    FILE *f = r.o->timing;
    fprintf(f, "===%s===\n", "-------------------------------------------------------------------------");
    fprintf(f, "                         ... Execution time report ...\n");
    fprintf(f, "===%s===\n", "-------------------------------------------------------------------------");
    fprintf(f, "  Total Execution Time: %.4f seconds\n\n", total);
    fprintf(f, "  ----Wall Time----  ----Name----\n");
    for (unsigned i = 0; i < r.ntimes; i++)
      fprintf(f, "    %.4f (%5.1f%%)  %s\n", r.times[i].seconds, total > 0 ? 100.0 * r.times[i].seconds / total : 0.0,
              r.times[i].name);
    fprintf(f, "    %.4f (100.0%%)  Total\n", total);
  }
  if (r.o->statistics) print_statistics(p, r.o);
  free(r.times);
  free(g_repro.text);
  g_repro.text = NULL;
  return ok;
}

/* ---- the passes ----------------------------------------------------------- */

/* MLIR's test passes of the pass manager itself: one that always fails and
 * one that always crashes (for the reproducers), named as mlir-opt names
 * them. */
static bool test_failure_run(rl_context *c, rl_op *op, void *config) {
  (void)c, (void)op, (void)config;
  return false;
}

static bool test_crash_run(rl_context *c, rl_op *op, void *config) {
  (void)c, (void)op, (void)config;
  abort();
}

static const rl_pass_info test_failure_pass = {
    .name = "test-pass-failure",
    .display = "(anonymous namespace)::TestFailurePass",
    .summary = "Test a pass in the pass manager that always fails",
    .run = test_failure_run};
static const rl_pass_info test_crash_pass = {
    .name = "test-pass-crash",
    .display = "(anonymous namespace)::TestCrashRecoveryPass",
    .summary = "Test a pass in the pass manager that always crashes",
    .run = test_crash_run};

static FILE *g_rewrite_debug, *g_rewrite_stats;

FILE *rl_pass_rewrite_debug(void) { return g_rewrite_debug; }
FILE *rl_pass_rewrite_stats(void) { return g_rewrite_stats; }

void rl_pass_set_rewrite_output(FILE *debug, FILE *stats) {
  g_rewrite_debug = debug;
  g_rewrite_stats = stats;
}

/* canonicalize's options. */
typedef struct canon_opts {
  long max_iterations, max_rewrites;
  bool top_down, test_convergence;
  int region_simplify;          /* rl_region_simplify */
  rl_opt_list enable, disable;  /* pattern or rule names */
} canon_opts;

/* The canonicalization populate functions, in registration order (grown
 * as needed: every compiled rules file registers one). */
static rl_populate_fn *g_populate;
static unsigned g_cappopulate;
static unsigned g_npopulate;

void rl_register_canonicalization(rl_populate_fn fn) {
  for (unsigned i = 0; i < g_npopulate; i++)
    if (g_populate[i] == fn) return;
  if (g_npopulate == g_cappopulate) {
    g_cappopulate = g_cappopulate ? 2 * g_cappopulate : 64;
    g_populate = rl_xrealloc(g_populate, g_cappopulate * sizeof *g_populate);
  }
  g_populate[g_npopulate++] = fn;
}

rl_pattern_set *rl_canonicalization_patterns(rl_context *c) {
  rl_pattern_set *s = rl_pattern_set_create();
  for (unsigned i = 0; i < g_npopulate; i++) g_populate[i](c, s);
  rl_rule_filter_apply(s);
  return s;
}

enum { MAX_FILTERS = 64 };
static struct {
  const char *name;
  bool only, matched;
} g_filters[MAX_FILTERS];
static unsigned g_nfilters;
static bool g_any_only;

void rl_rule_filter_add(const char *name, bool only) {
  if (g_nfilters == MAX_FILTERS) return;
  g_filters[g_nfilters].name = name;
  g_filters[g_nfilters++].only = only;
  g_any_only |= only;
}

/* Whether filter[0..n) names `rule`: exactly, or as its family (`F` names
 * every `F[...]`). */
static bool names_rule(const char *filter, size_t n, const char *rule) {
  return !strncmp(filter, rule, n) && (rule[n] == 0 || (rule[n] == '[' && !memchr(filter, '[', n)));
}

static bool filter_matches(const char *filter, const char *rule) { return names_rule(filter, strlen(filter), rule); }

/* Runs once per set built (not per match): string compares are fine here. */
void rl_rule_filter_apply(rl_pattern_set *s) {
  for (unsigned i = 0; i < rl_pattern_set_size(s); i++) {
    const rl_pattern *p = rl_pattern_set_at(s, i);
    for (unsigned k = 0; k < p->nrules; k++) {
      rl_rule *r = p->rules[k];
      bool only_hit = false, disable_hit = false;
      for (unsigned f = 0; f < g_nfilters; f++)
        if (filter_matches(g_filters[f].name, r->name)) {
          if (!g_filters[f].matched) g_filters[f].matched = true;
          if (g_filters[f].only) only_hit = true;
          else disable_hit = true;
        }
      /* Written only when it changes: passes on other threads read it. */
      bool disabled = disable_hit || (g_any_only && !only_hit);
      if (r->disabled != disabled) r->disabled = disabled;
    }
  }
}

const char *rl_rule_filter_unmatched(void) {
  for (unsigned f = 0; f < g_nfilters; f++)
    if (!g_filters[f].matched) return g_filters[f].name;
  return NULL;
}

/* Whether an item of l names `name` (names_rule). */
static bool in_list(const rl_opt_list *l, const char *name) {
  for (unsigned i = 0; i < l->n; i++)
    if (names_rule(l->s[i], strlen(l->s[i]), name)) return true;
  return false;
}

static bool pattern_allowed(const canon_opts *o, const char *name) {
  if (!name) return !o->enable.n;
  if (o->enable.n && !in_list(&o->enable, name)) return false;
  return !(o->disable.n && in_list(&o->disable, name));
}

/* enable-patterns / disable-patterns: hand-written patterns are kept or
 * dropped by name; rules inside a rule matcher are switched off one by one. */
static rl_pattern_set *filter_patterns(const canon_opts *o, rl_pattern_set *all) {
  if (!o->enable.n && !o->disable.n) return all;
  rl_pattern_set *s = rl_pattern_set_create();
  for (unsigned i = 0; i < rl_pattern_set_size(all); i++) {
    const rl_pattern *p = rl_pattern_set_at(all, i);
    if (p->nrules) {
      for (unsigned k = 0; k < p->nrules; k++)
        if (!pattern_allowed(o, p->rules[k]->name)) p->rules[k]->disabled = true;
      rl_pattern_set_add(s, p);
    } else if (pattern_allowed(o, p->name)) {
      rl_pattern_set_add(s, p);
    }
  }
  rl_pattern_set_destroy(all);
  return s;
}

/* The greedy driver's statistics (rl_pass_stat_add indices). */
enum { ST_FOLDED, ST_REWRITES, ST_ERASED, ST_HOISTED, ST_SWEEPS };
_Static_assert(ST_SWEEPS + 1 == RL_GREEDY_PASS_NSTATS, "one name per statistic");
const rl_pass_stat rl_greedy_pass_stats[] = {
    [ST_FOLDED] = {"num-folded", "Number of operations folded"},
    [ST_REWRITES] = {"num-rewrites", "Number of rewrites by patterns and rules"},
    [ST_ERASED] = {"num-erased", "Number of dead operations erased"},
    [ST_HOISTED] = {"num-hoisted", "Number of constants uniqued or hoisted"},
    [ST_SWEEPS] = {"num-sweeps", "Number of sweeps over the IR"},
};

void rl_pass_add_greedy_stats(const rl_greedy_stats *st) {
  rl_pass_stat_add(ST_FOLDED, st->folds);
  rl_pass_stat_add(ST_REWRITES, st->rewrites);
  rl_pass_stat_add(ST_ERASED, st->erased);
  rl_pass_stat_add(ST_HOISTED, st->hoisted);
  rl_pass_stat_add(ST_SWEEPS, st->iterations);
}

static const char *const region_simplify_values[] = {"disabled",   "No region simplification",
                                                     "normal",     "Erase unreachable blocks and dead block arguments",
                                                     "aggressive", "Also merge blocks that do the same",
                                                     NULL};

static const rl_pass_option canonicalize_options[] = {
    RL_PASS_OPT_LIST(canon_opts, disable, "disable-patterns", RL_OPT_STRING, NULL,
                     "Patterns and rules not to apply, by name, comma-separated"),
    RL_PASS_OPT_LIST(canon_opts, enable, "enable-patterns", RL_OPT_STRING, NULL,
                     "Apply only these patterns and rules, by name, comma-separated"),
    RL_PASS_OPT(canon_opts, max_iterations, "max-iterations", RL_OPT_LONG, "10", "Sweeps over the IR before giving up"),
    RL_PASS_OPT(canon_opts, max_rewrites, "max-num-rewrites", RL_OPT_LONG, "-1",
                "Rewrites in one sweep before giving up (-1: no bound)"),
    RL_PASS_OPT_ENUM(canon_opts, region_simplify, "region-simplify", region_simplify_values, "normal",
                     "Simplification of the region tree after each sweep"),
    RL_PASS_OPT(canon_opts, test_convergence, "test-convergence", RL_OPT_BOOL, NULL, "Fail when no fixed point is reached"),
    RL_PASS_OPT(canon_opts, top_down, "top-down", RL_OPT_BOOL, "true", "Visit ops from the top of the IR down (the default)"),
};

/* enable-patterns / disable-patterns switch rules on and off in the rule
 * matchers every canonicalize shares: one function at a time. */
static bool canonicalize_thread_safe(const void *config) {
  const canon_opts *o = config;
  return !o || (!o->enable.n && !o->disable.n);
}

static bool canonicalize_run(rl_context *c, rl_op *op, void *config) {
  const canon_opts *o = config;
  rl_greedy_config cfg = rl_greedy_default_config();
  cfg.top_down = o->top_down;
  cfg.max_iterations = (int)o->max_iterations;
  cfg.max_rewrites = o->max_rewrites;
  cfg.region_simplify = (rl_region_simplify)o->region_simplify;
  cfg.debug = g_rewrite_debug;
  cfg.stats = g_rewrite_stats;
  rl_greedy_stats st;
  if (g_rewrite_stats) fprintf(g_rewrite_stats, "canonicalize on '%s':\n", op->info->name->str);
  rl_pattern_set *pats = filter_patterns(o, rl_canonicalization_patterns(c));
  bool converged = rl_greedy_apply(c, op, pats, &cfg, NULL, &st);
  rl_pattern_set_destroy(pats);
  rl_pass_add_greedy_stats(&st);
  if (g_rewrite_stats)
    fprintf(g_rewrite_stats,
            "  %u iterations, %lu folds, %lu rewrites, %lu dead ops erased, %lu constants uniqued or hoisted\n",
            st.iterations, st.folds, st.rewrites, st.erased, st.hoisted);
  if (!converged) {
    /* Canonicalization is best effort, as in MLIR: running out of iterations
     * is a warning naming what kept firing, and an error (the pass fails)
     * only under test-convergence. */
    rl_strbuf names = {0};
    for (unsigned i = 0; i < st.nstill_firing; i++) rl_sb_printf(&names, "%s%s", i ? ", " : "", st.still_firing[i]);
    const char *fmt = "canonicalize did not converge after %d iterations%s%s";
    const char *why = st.nstill_firing ? "; rules still firing: " : " (folding or region simplification kept changing the IR)";
    rl_diag *dg = rl_diag_begin(c, o->test_convergence ? RL_ERROR : RL_WARNING, op->loc, fmt,
                                cfg.max_iterations, why, names.data ? names.data : "");
    rl_diag_report(c, dg);
    rl_sb_free(&names);
    return !o->test_convergence;
  }
  return true;
}

static const rl_pass_info canonicalize_pass = {
    .name = "canonicalize",
    .display = "Canonicalizer",
    .summary = "Canonicalize operations: folders, then canonicalization patterns and rules, to a fixed point",
    .options = canonicalize_options,
    .noptions = sizeof canonicalize_options / sizeof canonicalize_options[0],
    .config_size = sizeof(canon_opts),
    .stats = rl_greedy_pass_stats,
    .nstats = RL_GREEDY_PASS_NSTATS,
    .run = canonicalize_run,
    .thread_safe = canonicalize_thread_safe};

extern const rl_pass_info rl_cse_pass; /* drivers/cse.c */
extern const rl_pass_info rl_licm_pass; /* drivers/licm.c */
extern const rl_pass_info rl_affine_licm_pass; /* drivers/affine_licm.c */
extern const rl_pass_info rl_affine_loop_tile_pass; /* drivers/affine_tile.c */
extern const rl_pass_info rl_affine_simplify_structures_pass; /* drivers/affine_simplify.c */
extern const rl_pass_info rl_affine_loop_fusion_pass; /* drivers/affine_fusion.c */
extern const rl_pass_info rl_affine_data_copy_generate_pass, rl_test_affine_data_copy_pass; /* drivers/affine_copy.c */
extern const rl_pass_info rl_mem2reg_pass; /* drivers/mem2reg.c */
extern const rl_pass_info rl_sroa_pass; /* drivers/sroa.c */
extern const rl_pass_info rl_inline_pass; /* drivers/inline.c */
extern const rl_pass_info rl_control_flow_sink_pass; /* drivers/sink.c */
extern const rl_pass_info rl_sccp_pass; /* drivers/sccp.c */
extern const rl_pass_info rl_symbol_dce_pass, rl_symbol_privatize_pass, rl_strip_debuginfo_pass,
    rl_print_op_stats_pass; /* drivers/symbols.c */
extern const rl_pass_info rl_topological_sort_pass; /* drivers/toposort.c */
extern const rl_pass_info rl_snapshot_op_locations_pass; /* drivers/locsnapshot.c */
extern const rl_pass_info rl_duplicate_function_elimination_pass; /* drivers/dfe.c */
extern const rl_pass_info rl_llvm_add_comdats_pass; /* drivers/comdats.c */
extern const rl_pass_info rl_remove_dead_values_pass; /* drivers/rdv.c */
extern const rl_pass_info rl_set_llvm_module_datalayout_pass; /* drivers/setdatalayout.c */

void rl_register_all_passes(void) {
  rl_pass_register(&canonicalize_pass);
  rl_pass_register(&rl_cse_pass);
  rl_pass_register(&rl_licm_pass);
  rl_pass_register(&rl_affine_licm_pass);
  rl_pass_register(&rl_affine_loop_tile_pass);
  rl_pass_register(&rl_affine_simplify_structures_pass);
  rl_pass_register(&rl_affine_loop_fusion_pass);
  rl_pass_register(&rl_affine_data_copy_generate_pass);
  rl_pass_register(&rl_test_affine_data_copy_pass);
  rl_pass_register(&rl_mem2reg_pass);
  rl_pass_register(&rl_sroa_pass);
  rl_pass_register(&rl_inline_pass);
  rl_pass_register(&rl_control_flow_sink_pass);
  rl_pass_register(&rl_sccp_pass);
  rl_pass_register(&rl_symbol_dce_pass);
  rl_pass_register(&rl_symbol_privatize_pass);
  rl_pass_register(&rl_strip_debuginfo_pass);
  rl_pass_register(&rl_print_op_stats_pass);
  rl_pass_register(&rl_topological_sort_pass);
  rl_pass_register(&rl_snapshot_op_locations_pass);
  rl_pass_register(&rl_duplicate_function_elimination_pass);
  rl_pass_register(&rl_llvm_add_comdats_pass);
  rl_pass_register(&rl_remove_dead_values_pass);
  rl_pass_register(&rl_set_llvm_module_datalayout_pass);
  rl_pass_register(&test_failure_pass);
  rl_pass_register(&test_crash_pass);
  rl_register_conversion_passes(); /* reconcile-unrealized-casts */
}
