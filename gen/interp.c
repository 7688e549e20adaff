/* The rule interpreter (gen/interp.h): the matcher program's decision trees
 * walked at run time. Loading resolves every name once (op infos, property
 * identifiers, literals, constraint predicates, library entries), so
 * matching compares pointers and allocates nothing. */
#include "gen/interp.h"

#include <dlfcn.h>
#include <limits.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/diag.h"
#include "core/opdef.h"
#include "core/parser.h"
#include "core/rules_build.h"
#include "core/types.h"
#include "gen/match.h"
#include "gen/parse.h"
#include "gen/paths.h"

enum { MAX_REGS = 1024, MAX_CREATED = 64 };

typedef struct itree {
  rl_rules *R;
  const gen_mtree *t;
} itree;

struct rl_rules {
  rl_context *c;
  gen_ctx g;
  gen_mprog *prog;
  rl_rule *rules;         /* one per gen rule, in definition order */
  unsigned nrules;
  rl_pattern *pats;       /* one per tree */
  itree *trees;
  rl_rule ***tree_rules;
  rl_rules_test *tests;
  unsigned ntests;
  /* C helpers, compiled when the files are loaded. */
  const gen_decl **helpers;
  rl_rule_lib_entry *helper_entries;
  unsigned nhelpers;
  void *dl;
  /* `pass` declarations, as the tables drivers/rules_pass.h runs. */
  rl_rules_pass *passes;
  unsigned npasses;
  uint32_t *pass_files;   /* the file of each pass declaration (R->passes order) */
  /* Uses of a missing library entry reported so far (each once, not once
   * per operand order of a commutative root). */
  gen_loc missing[16];
  unsigned nmissing;
};

static void build_passes(rl_rules *R, gen_rules **files, unsigned n);

extern char **environ;

/* Compiles the files' C helpers into a shared object and loads it: the C
 * back end's helper code, wrapped with the library's signatures. The C
 * compiler's messages point into the .rules files (#line). */
static bool compile_helpers(rl_rules *R, gen_rules **files, unsigned n) {
  gen_ctx *g = &R->g;
  unsigned cap = 0;
  for (unsigned f = 0; f < n; f++)
    for (const gen_decl *d = R->g.files[files[f]->file_index].decls; d; d = d->next)
      cap += (d->kind == GEN_D_CONSTRAINT || d->kind == GEN_D_NATIVE) && d->code.s;
  if (!cap) return true;
  R->helpers = calloc(cap, sizeof *R->helpers);
  R->helper_entries = calloc(cap, sizeof *R->helper_entries);
  for (unsigned f = 0; f < n; f++)
    for (const gen_decl *d = R->g.files[files[f]->file_index].decls; d; d = d->next) {
      if ((d->kind != GEN_D_CONSTRAINT && d->kind != GEN_D_NATIVE) || !d->code.s) continue; /* externs: the library's */
      for (unsigned i = 0; i < R->nhelpers; i++)
        if (!strcmp(R->helpers[i]->name.s, d->name.s)) {
          gen_error(g, d->name.loc, "helper '%s' is declared by two of the loaded files", d->name.s);
          gen_note(g, R->helpers[i]->name.loc, "the other one is here");
          return false;
        }
      R->helpers[R->nhelpers++] = d;
    }
  const char *tmp = getenv("TMPDIR");
  char dir[512];
  snprintf(dir, sizeof dir, "%s/rulir-helpers.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    gen_error(g, R->helpers[0]->name.loc, "cannot make a folder to compile the C helpers in");
    return false;
  }
  char c_path[600], so_path[600];
  snprintf(c_path, sizeof c_path, "%s/helpers.c", dir);
  snprintf(so_path, sizeof so_path, "%s/helpers.so", dir);
  bool ok = gen_emit_helpers(g, R->helpers, R->nhelpers, c_path);
  if (ok) {
    const char *cc = getenv("RULIR_CC");
    /* The headers the helpers include: the installed ones, or the source
     * tree's and the build's (gen/paths.h). */
    const char *inc[2];
    unsigned ninc = gen_header_dirs(inc);
    char idirs[2][PATH_MAX + 64];
    for (unsigned i = 0; i < ninc; i++) snprintf(idirs[i], sizeof idirs[i], "-I%s", inc[i]);
    char *argv[16] = {(char *)(cc && *cc ? cc : "cc"), "-std=c11", "-D_GNU_SOURCE", "-shared", "-fPIC", "-O1",
                      /* a call of an undeclared function would crash: an error */
                      "-Werror=implicit-function-declaration", "-Werror=int-conversion"};
    unsigned na = 8;
    for (unsigned i = 0; i < ninc; i++) argv[na++] = idirs[i];
    argv[na++] = "-o";
    argv[na++] = so_path;
    argv[na++] = c_path;
    argv[na] = NULL;
    pid_t pid;
    int st = 0;
    ok = posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ) == 0 && waitpid(pid, &st, 0) == pid &&
         WIFEXITED(st) && WEXITSTATUS(st) == 0;
    if (!ok)
      gen_error(g, R->helpers[0]->name.loc, "the C helpers did not compile (with '%s'; its messages are above)",
                argv[0]);
  }
  if (ok) {
    R->dl = dlopen(so_path, RTLD_NOW | RTLD_LOCAL);
    if (!R->dl) {
      gen_error(g, R->helpers[0]->name.loc, "cannot load the compiled C helpers: %s", dlerror());
      ok = false;
    }
  }
  for (unsigned i = 0; ok && i < R->nhelpers; i++) {
    const gen_decl *d = R->helpers[i];
    char sym[300];
    snprintf(sym, sizeof sym, "rl_helper_%s", d->name.s);
    void *fn = dlsym(R->dl, sym);
    rl_rule_lib_entry *e = &R->helper_entries[i];
    e->name = d->name.s;
    if (d->kind == GEN_D_CONSTRAINT) e->check = (rl_rule_check_fn)(uintptr_t)fn;
    else e->fn = (rl_rule_native_fn)(uintptr_t)fn;
    ok = fn != NULL;
  }
  unlink(c_path);
  unlink(so_path);
  rmdir(dir);
  return ok;
}

/* ---- loading ----------------------------------------------------------------- */

static bool resolve_literal(rl_rules *R, gen_minst *m) {
  if (m->kind == RL_MK_TYPE) m->rp = rl_parse_type_str(R->c, m->name);
  else m->rp = rl_parse_attr_str(R->c, m->name);
  if (!m->rp) {
    gen_error(&R->g, m->src, "cannot read '%s' as %s", m->name, m->kind == RL_MK_TYPE ? "a type" : "an attribute");
    return false;
  }
  return true;
}

static bool resolve_call(rl_rules *R, gen_minst *m) {
  if (m->helper) {
    for (unsigned i = 0; i < R->nhelpers; i++)
      if (R->helpers[i] == m->helper) {
        m->rp = &R->helper_entries[i];
        return true;
      }
    return false; /* not compiled: reported */
  }
  const rl_rule_lib_entry *e = rl_rule_lib_find(m->name);
  if (!e || (m->op == GM_CALL ? !e->check : !e->fn)) {
    bool seen = false;
    for (unsigned i = 0; i < R->nmissing && !seen; i++)
      seen = R->missing[i].file == m->src.file && R->missing[i].off == m->src.off;
    if (!seen) {
      if (R->nmissing < sizeof R->missing / sizeof *R->missing) R->missing[R->nmissing++] = m->src;
      gen_error(&R->g, m->src, "'%s' is not in this build's rule library%s", m->name,
                e ? "" : ": declared without a body, it must be registered by a dialect or a plugin");
    }
    return false;
  }
  m->rp = (void *)e;
  return true;
}

static bool resolve(rl_rules *R, gen_minst *m) {
  rl_context *c = R->c;
  switch (m->op) {
  case GM_DEFOP:
  case GM_ISOP:
  case GM_TERM: m->rp = rl_opinfo_get_cstr(c, m->name); break;
  case GB_GET:
  case GM_GET:
    if (m->name) m->rp = rl_opinfo_get_cstr(c, m->name);
    break;
  case GM_PROP: m->rp = rl_ident_cstr(c, m->name); break;
  case GM_LITERAL:
  case GB_LITERAL: return resolve_literal(R, m);
  case GM_TYPEC:
    m->rp = (void *)rl_rule_type_constraint(m->name);
    break;
  case GM_ATTRC: m->rp = (void *)rl_rule_attr_constraint(m->name); break;
  case GM_CALL:
  case GM_NATIVE:
  case GB_CALL: return resolve_call(R, m);
  case GB_SIGNATURE: return !m->name || resolve_call(R, m);
  case GB_SETATTRS: {
    rl_ident **names = gen_alloc(&R->g, (m->nprops + 1) * sizeof *names);
    for (unsigned i = 0; i < m->nprops; i++) names[i] = rl_ident_cstr(c, m->pnames[i]);
    m->rp2 = names;
    break;
  }
  case GB_CREATE: {
    rl_opinfo *info = rl_opinfo_get_cstr(c, m->name);
    if (!info->def) {
      gen_error(&R->g, m->src, "'%s' is not registered in this tool", m->name);
      return false;
    }
    m->rp = info;
    rl_ident **names = gen_alloc(&R->g, (m->nprops + 1) * sizeof *names);
    for (unsigned i = 0; i < m->nprops; i++) names[i] = rl_ident_cstr(c, m->pnames[i]);
    m->rp2 = names;
    break;
  }
  default: break;
  }
  return true;
}

static void if_parts(const gen_mleaf *l, unsigned i, unsigned *then, unsigned *orelse, unsigned *end);

static bool resolve_node(rl_rules *R, gen_mnode *n) {
  bool ok = true;
  if (n->inst) ok &= resolve(R, n->inst);
  if (n->leaf)
    for (unsigned i = 0; i < n->leaf->nacts; i++) {
      gen_minst *m = &n->leaf->acts[i];
      ok &= resolve(R, m);
      if (m->op == GB_IF) { /* where its parts are, once: a, b, d are free in a GB_IF */
        unsigned then, orelse, end;
        if_parts(n->leaf, i, &then, &orelse, &end);
        m->a = (int)then;
        m->b = (int)orelse;
        m->d = (int)end;
      }
    }
  for (unsigned i = 0; i < n->nkids; i++) ok &= resolve_node(R, n->kids[i]);
  return ok;
}

static bool interp_match(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why);

rl_rules *rl_rules_load(rl_context *c, const char *const *paths, unsigned n, const char *const *embedded,
                        unsigned nembedded) {
  rl_rules *R = calloc(1, sizeof *R);
  R->c = c;
  gen_ctx *g = &R->g;
  g->rl = rl_context_create();
  g->sm = rl_source_mgr_create();
  g->max_errors = 20;
  rl_context_set_source_mgr(g->rl, g->sm);
  rl_context_allow_unregistered(g->rl, true);
  /* The dialects rulir-opt carries (embedded, under these paths). */
  static const char *const dialects[] = {"dialects"};
  g->include_dirs = dialects;
  g->ninclude_dirs = 1;
  g->embedded = embedded;
  g->nembedded = nembedded;
  gen_rules **files = calloc(n + 1, sizeof *files);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++) {
    int fi = gen_load_file(g, paths[i], NULL);
    files[i] = fi < 0 ? NULL : gen_rules_check(g, (uint32_t)fi);
    ok = files[i] && !g->errors;
  }
  if (ok) R->prog = gen_match_build(g, files, n);
  ok = ok && R->prog && !g->errors;
  if (ok) ok = compile_helpers(R, files, n);
  if (ok) /* every tree, so every problem is reported */
    for (unsigned i = 0; i < R->prog->ntrees; i++) ok &= resolve_node(R, &R->prog->trees[i].top);
  if (!ok) {
    free(files);
    rl_rules_destroy(R);
    return NULL;
  }
  gen_mprog *p = R->prog;
  R->nrules = p->nrules;
  R->rules = calloc(p->nrules + 1, sizeof *R->rules);
  for (unsigned i = 0; i < p->nrules; i++) {
    const gen_rinst *ri = p->rules[i];
    unsigned line, col;
    gen_loc_line_col(g, ri->loc, &line, &col);
    R->rules[i] = (rl_rule){.name = ri->name, .file = g->files[ri->loc.file].path, .line = line,
                            .benefit = (uint16_t)ri->benefit};
  }
  R->pats = calloc(p->ntrees + 1, sizeof *R->pats);
  R->trees = calloc(p->ntrees + 1, sizeof *R->trees);
  R->tree_rules = calloc(p->ntrees + 1, sizeof *R->tree_rules);
  for (unsigned i = 0; i < p->ntrees; i++) {
    const gen_mtree *t = &p->trees[i];
    R->trees[i] = (itree){R, t};
    R->tree_rules[i] = calloc(t->nrules + 1, sizeof **R->tree_rules);
    for (unsigned k = 0; k < t->nrules; k++) R->tree_rules[i][k] = &R->rules[t->rules[k]];
    const rl_rule *first = R->tree_rules[i][0];
    R->pats[i] = (rl_pattern){.name = first->name,
                              .root = rl_opinfo_get_cstr(c, t->root),
                              .benefit = (uint16_t)t->benefit,
                              .max_recursion = 16,
                              .match_and_rewrite = interp_match,
                              .data = &R->trees[i],
                              .file = first->file,
                              .line = first->line,
                              .rules = R->tree_rules[i],
                              .nrules = t->nrules};
  }
  build_passes(R, files, n);
  if (g->errors) { /* a pass names an extern no one registered */
    free(files);
    rl_rules_destroy(R);
    return NULL;
  }
  /* Tests. */
  for (unsigned f = 0; f < n; f++)
    for (const gen_decl *d = R->g.files[files[f]->file_index].decls; d; d = d->next) R->ntests += d->kind == GEN_D_TEST;
  R->tests = calloc(R->ntests + 1, sizeof *R->tests);
  unsigned k = 0;
  for (unsigned f = 0; f < n; f++)
    for (const gen_decl *d = R->g.files[files[f]->file_index].decls; d; d = d->next) {
      if (d->kind != GEN_D_TEST) continue;
      rl_rules_test *t = &R->tests[k++];
      unsigned col;
      t->name = d->name.s;
      t->file = R->g.files[files[f]->file_index].path;
      gen_loc_line_col(g, d->loc, &t->line, &col);
      t->pass = d->str.s;
      t->nofold = d->storage.s != NULL;
      t->input = d->input.s ? d->input.s : "";
      t->expect = d->expect.s ? d->expect.s : "";
      gen_loc_line_col(g, d->input.loc, &t->input_line, &col);
      gen_loc_line_col(g, d->expect.loc, &t->expect_line, &col);
    }
  free(files);
  return R;
}

/* A helper a pass names: the files' own, else an extern of the rules
 * library (NULL when no one registered it). */
static const rl_rule_lib_entry *helper_entry(const rl_rules *R, const char *name) {
  for (unsigned i = 0; i < R->nhelpers; i++)
    if (!strcmp(R->helper_entries[i].name, name)) return &R->helper_entries[i];
  return rl_rule_lib_find(name);
}

/* A pass's conversion patterns: the `lower` rules of its own file (and of
 * the files that declare no pass), not those of the other passes loaded
 * with it: a tree of the program is the pass's if one of its rules is. */
typedef struct pass_ud {
  rl_rules *R;
  uint32_t file;
} pass_ud;

static bool tree_of_pass(const rl_rules *R, const gen_mtree *t, uint32_t file) {
  for (unsigned k = 0; k < t->nrules; k++) {
    uint32_t f = R->prog->rules[t->rules[k]]->loc.file;
    if (f == file) return true;
    bool other = false;
    for (unsigned i = 0; i < R->npasses && !other; i++) other = R->pass_files[i] == f;
    if (!other) return true;
  }
  return false;
}

static void populate_pass(void *ud, rl_context *c, rl_pattern_set *s) {
  (void)c;
  const pass_ud *pu = ud;
  rl_rules *R = pu->R;
  for (unsigned i = 0; i < R->prog->ntrees; i++)
    if (R->prog->trees[i].lower && tree_of_pass(R, &R->prog->trees[i], pu->file)) rl_pattern_set_add(s, &R->pats[i]);
}

/* The files' `pass` declarations as tables (strings live in R's arena). */
static void build_passes(rl_rules *R, gen_rules **files, unsigned n) {
  gen_ctx *g = &R->g;
  R->passes = calloc(n + 1, sizeof *R->passes);
  R->pass_files = calloc(n + 1, sizeof *R->pass_files);
  for (unsigned f = 0; f < n; f++) {
    const gen_decl *d = files[f]->pass;
    if (!d) continue;
    rl_rules_pass *P = &R->passes[R->npasses++];
    unsigned nopt = 0, ntgt = 0, ntm = 0, line, col;
    for (const gen_passitem *it = d->passitems; it; it = it->next) {
      nopt += it->kind == GEN_P_OPTION;
      ntm += it->kind == GEN_P_TYPEMAP;
      if (it->kind == GEN_P_LEGAL || it->kind == GEN_P_ILLEGAL || it->kind == GEN_P_DYNAMIC) ntgt += it->names->n;
    }
    rl_rules_pass_option *opts = gen_alloc(g, (nopt + 1) * sizeof *opts);
    rl_rules_pass_target *tgt = gen_alloc(g, (ntgt + 1) * sizeof *tgt);
    rl_rules_typemap *tms = gen_alloc(g, (ntm + 1) * sizeof *tms);
    gen_loc_line_col(g, d->loc, &line, &col);
    pass_ud *pu = gen_alloc(g, sizeof *pu);
    *pu = (pass_ud){R, files[f]->file_index};
    R->pass_files[R->npasses - 1] = files[f]->file_index;
    *P = (rl_rules_pass){.name = d->str.s, .summary = "", .display = d->str.s, .file = R->g.files[files[f]->file_index].path, .line = line,
                         .options = opts, .target = tgt, .typemaps = tms, .populate = populate_pass, .ud = pu};
    for (const gen_passitem *it = d->passitems; it; it = it->next) {
      switch (it->kind) {
      case GEN_P_SUMMARY: P->summary = it->str.s; break;
      case GEN_P_DISPLAY: P->display = it->str.s; break;
      case GEN_P_ROWWISE: break; /* in the rules themselves (gen/match.c) */
      case GEN_P_MARKER: {
        const char **grown = gen_alloc(g, (P->nmarkers + 1) * sizeof *grown);
        if (P->nmarkers) memcpy(grown, P->markers, P->nmarkers * sizeof *grown);
        grown[P->nmarkers++] = it->str.s;
        P->markers = grown;
        break;
      }
      case GEN_P_BEFORE: P->before = it->str.s; break;
      case GEN_P_MATERIALIZE: {
        const rl_rule_lib_entry *h = helper_entry(R, it->kind_name.s);
        int k = rl_rules_materialization_kind(it->what.s);
        if (!h || !h->fn) gen_error(g, it->kind_name.loc, "rule library entry '%s' is missing", it->kind_name.s);
        else if (k >= 0) P->materialize[k] = h->fn;
        break;
      }
      case GEN_P_MODE:
        P->full = !strcmp(it->kind_name.s, "full");
        P->once = !strcmp(it->kind_name.s, "once");
        P->walk = P->once || !strcmp(it->kind_name.s, "walk");
        P->greedy = P->walk || !strcmp(it->kind_name.s, "greedy");
        break;
      case GEN_P_INCLUDE: {
        const char **inc = (const char **)P->includes;
        const char **grown = gen_alloc(g, (P->nincludes + 1) * sizeof *grown);
        if (P->nincludes) memcpy(grown, inc, P->nincludes * sizeof *grown);
        grown[P->nincludes++] = it->str.s;
        P->includes = grown;
        break;
      }
      case GEN_P_OPTION: {
        const char *def = it->value->kind == GEN_X_STRING ? it->value->str.s
                          : it->value->kind == GEN_X_NAME ? it->value->name.s
                                                          : NULL;
        if (!def) {
          char buf[32];
          snprintf(buf, sizeof buf, "%lld", (long long)it->value->ival);
          def = rl_arena_strdup(&g->arena, buf, strlen(buf));
        }
        const char **values = NULL;
        if (it->cases) { /* an enum: its cases and their help, NULL-ended */
          unsigned nc = 0;
          for (const gen_optcase *c = it->cases; c; c = c->next) nc++;
          values = gen_alloc(g, (2 * nc + 1) * sizeof *values);
          nc = 0;
          for (const gen_optcase *c = it->cases; c; c = c->next) {
            values[nc++] = c->name.s;
            values[nc++] = c->desc.s ? c->desc.s : "";
          }
          values[nc] = NULL;
        }
        opts[P->noptions++] =
            (rl_rules_pass_option){it->str.s, it->kind_name.s, def, it->desc.s ? it->desc.s : "", values};
        break;
      }
      case GEN_P_WHERE: {
        const rl_rule_lib_entry *h = helper_entry(R, it->kind_name.s);
        if (!h || !h->check) gen_error(g, it->kind_name.loc, "rule library entry '%s' is missing", it->kind_name.s);
        else P->requires = h->check;
        break;
      }
      case GEN_P_LEGAL: case GEN_P_ILLEGAL: case GEN_P_DYNAMIC: {
        const rl_rule_lib_entry *h = it->kind == GEN_P_DYNAMIC ? helper_entry(R, it->kind_name.s) : NULL;
        if (it->kind == GEN_P_DYNAMIC && (!h || !h->check))
          gen_error(g, it->kind_name.loc, "rule library entry '%s' is missing", it->kind_name.s);
        for (unsigned i = 0; i < it->names->n; i++)
          tgt[P->ntarget++] = (rl_rules_pass_target){
              it->kind == GEN_P_LEGAL ? RL_RP_LEGAL : it->kind == GEN_P_ILLEGAL ? RL_RP_ILLEGAL : RL_RP_DYNAMIC,
              it->names->names[i].s, h ? h->check : NULL};
        break;
      }
      case GEN_P_TYPEMAP: {
        const gen_expr *x = it->value, *y = it->result;
        const rl_rule_lib_entry *h = y->kind == GEN_X_OP ? helper_entry(R, y->name.s) : NULL;
        if (y->kind == GEN_X_OP && (!h || !h->fn)) gen_error(g, y->name.loc, "rule library entry '%s' is missing", y->name.s);
        gen_loc_line_col(g, it->loc, &line, &col);
        tms[P->ntypemaps++] = (rl_rules_typemap){
            .src_constraint = x->kind == GEN_X_MLIR ? NULL : x->name.s,
            .src_literal = x->kind == GEN_X_MLIR ? x->str.s : NULL,
            .dst_literal = y->kind == GEN_X_MLIR ? y->str.s : NULL,
            .helper = h ? h->fn : NULL,
            .file = R->g.files[files[f]->file_index].path,
            .line = line};
        break;
      }
      }
    }
  }
}

const rl_rules_pass *rl_rules_passes(rl_rules *R, unsigned *n) {
  *n = R->npasses;
  return R->passes;
}

void rl_rules_populate(rl_rules *R, rl_pattern_set *s) {
  for (unsigned i = 0; i < R->prog->ntrees; i++)
    if (!R->prog->trees[i].lower) rl_pattern_set_add(s, &R->pats[i]);
}

unsigned rl_rules_populate_lower(rl_rules *R, rl_pattern_set *s) {
  unsigned n = 0;
  for (unsigned i = 0; i < R->prog->ntrees; i++)
    if (R->prog->trees[i].lower) {
      rl_pattern_set_add(s, &R->pats[i]);
      n++;
    }
  return n;
}

rl_rule *rl_rules_list(rl_rules *R, unsigned *n) {
  *n = R->nrules;
  return R->rules;
}

const rl_rules_test *rl_rules_tests(rl_rules *R, unsigned *n) {
  *n = R->ntests;
  return R->tests;
}

void rl_rules_destroy(rl_rules *R) {
  if (!R) return;
  if (R->prog)
    for (unsigned i = 0; i < R->prog->ntrees && R->tree_rules; i++) free(R->tree_rules[i]);
  free(R->tree_rules);
  free(R->trees);
  free(R->pats);
  free(R->rules);
  free(R->tests);
  free(R->helpers);
  free(R->helper_entries);
  free(R->passes);
  free(R->pass_files);
  if (R->dl) dlclose(R->dl);
  rl_arena_free(&R->g.arena);
  free(R->g.files);
  rl_source_mgr_destroy(R->g.sm);
  rl_context_destroy(R->g.rl); /* with the formats compiled in it (in its arena) */
  free(R);
}

/* ---- matching ------------------------------------------------------------------ */

static bool exec_check(rl_context *c, const gen_minst *m, rl_mval *r) {
  switch (m->op) {
  case GM_OPERAND:
    if (m->ival) r[m->d] = (rl_mval){rl_op_operand(r[m->a].p, (unsigned)m->idx), 0, 0};
    else r[m->d] = rl_m_operand_group(r[m->a].p, (unsigned)m->idx);
    return true;
  case GM_DEFOP: {
    rl_value *v = r[m->a].p;
    rl_op *d = v ? rl_value_defining_op(v) : NULL;
    if (!d || d->info != m->rp) return false;
    r[m->d] = (rl_mval){d, 0, 0};
    return true;
  }
  case GM_PROP: r[m->d] = (rl_mval){rl_op_get_prop(r[m->a].p, m->rp), 0, 0}; return true;
  case GM_ISOP: return r[m->a].p && ((rl_op *)r[m->a].p)->info == m->rp;
  case GM_RESULT: {
    rl_op *op = r[m->a].p;
    if ((unsigned)m->idx >= op->nresults) return false;
    r[m->d] = (rl_mval){rl_op_result(op, (unsigned)m->idx), 0, 0};
    return true;
  }
  case GM_TYPE: r[m->d] = (rl_mval){((rl_value *)r[m->a].p)->type, 0, 0}; return true;
  case GM_CONSTOF: {
    rl_attr *a = r[m->a].p ? rl_m_constant_of(r[m->a].p) : NULL;
    r[m->d] = (rl_mval){a, 0, 0};
    return a != NULL;
  }
  case GM_LITERAL: r[m->d] = (rl_mval){m->rp, 0, 0}; return true;
  case GM_PRESENT: return r[m->a].p != NULL;
  case GM_SAME: return rl_m_same(&r[m->a], &r[m->b], m->kind);
  case GM_DIFF: return !rl_m_same(&r[m->a], &r[m->b], m->kind);
  case GM_SUCC: r[m->d] = rl_m_succ_group(r[m->a].p, (unsigned)m->idx); return true;
  case GM_REGION: r[m->d] = rl_m_region_group(r[m->a].p, (unsigned)m->idx); return true;
  case GM_EMPTY: return r[m->a].p && !((rl_region *)r[m->a].p)->first;
  case GM_BLOCK: r[m->d] = (rl_mval){rl_m_only_block(r[m->a].p), 0, 0}; return r[m->d].p != NULL;
  case GM_NARGS: {
    rl_block *b = r[m->a].p;
    return m->idx ? b->nargs >= (uint64_t)m->ival : b->nargs == (uint64_t)m->ival;
  }
  case GM_ARG: {
    rl_block *b = r[m->a].p;
    if (m->kind == RL_MK_RANGE) r[m->d] = rl_m_block_args(b, (unsigned)m->idx);
    else r[m->d] = (rl_mval){b->args[m->idx], 0, 0};
    return true;
  }
  case GM_TERM: r[m->d] = (rl_mval){rl_m_terminator(r[m->a].p, m->rp, m->ival), 0, 0}; return r[m->d].p != NULL;
  case GM_OPS: r[m->d] = rl_m_block_ops(r[m->a].p, !m->ival); return true;
  case GM_INTEQ: {
    const rl_attr *a = r[m->a].p;
    return a && a->kind == RL_AT_INTEGER && rl_attr_int_value(a) == m->ival;
  }
  case GM_TYPEC: return ((rl_type_pred)m->rp)(r[m->a].p);
  case GM_ATTRC: return r[m->a].p && ((rl_attr_pred)m->rp)(r[m->a].p);
  case GM_CALL: {
    rl_mval args[8];
    for (unsigned i = 0; i < m->nargs && i < 8; i++) args[i] = r[m->args[i]];
    return ((const rl_rule_lib_entry *)m->rp)->check(c, args);
  }
  case GM_GET: return rl_m_get(c, (uint8_t)m->idx, &r[m->a], (uint8_t)m->b, m->ival, m->rp, &r[m->d]);
  case GM_NATIVE: {
    rl_mval args[8];
    for (unsigned i = 0; i < m->nargs && i < 8; i++) args[i] = r[m->args[i]];
    r[m->d] = (rl_mval){0};
    return ((const rl_rule_lib_entry *)m->rp)->fn(c, NULL, args, &r[m->d]) && r[m->d].p;
  }
  case GM_INTCMP: return rl_m_int_cmp(&r[m->a], m->b >= 0 ? &r[m->b] : NULL, m->ival, (uint8_t)m->idx);
  default: return false;
  }
}

typedef struct apply_state {
  rl_op *created[MAX_CREATED];
  unsigned ncreated;
  rl_attr *fused;
} apply_state;

static void rollback(rl_rewriter *rw, apply_state *st) {
  while (st->ncreated) rl_rewriter_erase(rw, st->created[--st->ncreated]);
}

static rl_op *create(const gen_minst *m, rl_mval *r, rl_op *root, rl_rewriter *rw, apply_state *st) {
  rl_mval ops[64], props[64], types[64];
  if (m->nargs > 64 || m->nprops > 64 || m->ntypes > 64) return NULL;
  for (unsigned i = 0; i < m->nargs; i++) ops[i] = r[m->args[i]];
  for (unsigned i = 0; i < m->nprops; i++) props[i] = r[m->pregs[i]];
  for (unsigned i = 0; i < m->ntypes; i++) types[i] = r[m->tregs[i]];
  rl_attr *loc;
  if (m->locop >= 0) loc = ((rl_op *)r[m->locop].p)->loc;
  else loc = st->fused; /* taken by run_acts at leaf->fused_at */
  rl_mval succs[64];
  if (m->nsuccs > 64) return NULL;
  for (unsigned i = 0; i < m->nsuccs; i++) succs[i] = r[m->sregs[i]];
  rl_m_create_args a = {.info = m->rp, .operands = ops, .operand_kinds = m->argkinds, .noperands = m->nargs,
                        .succs = succs, .succ_kinds = m->skinds, .nsuccs = m->nsuccs, .nregions = m->nregions,
                        .more_regions = m->rcount >= 0 ? &r[m->rcount] : NULL,
                        .prop_names = m->rp2, .props = props, .nprops = m->nprops, .nattrs = m->ndisc,
                        .types_mode = m->tmode,
                        .types = types, .type_kinds = m->tkinds, .ntypes = m->ntypes, .root = root,
                        .value_prop = m->value_prop, .loc = loc,
                        .moved_regions = m->rreg >= 0 ? &r[m->rreg] : NULL,
                        .moved_kind = m->rreg >= 0 ? m->rkind : 0};
  return rl_m_create(rw, &a);
}

static void report_range(const itree *T, const gen_mnode *k, rl_op *root, rl_rule_trace *t, rl_mcheck check,
                         const char *why) {
  for (unsigned i = k->lo; i < k->hi; i++) {
    const gen_mleaf *l = T->t->leaves[i];
    if (l->last_variant) rl_rule_failed(t, &T->R->rules[l->rule], root, check, why);
  }
}


typedef struct leaf_run {
  const itree *T;
  const gen_mleaf *leaf;
  rl_mval *r;
  rl_op *root;
  rl_rewriter *rw;
  apply_state st;
  bool announced;
  const gen_minst *at; /* the action running (the one that gave up, when one does) */
} leaf_run;

/* The index of the GB_ENDFOR closing the GB_FOR at i. */
static unsigned loop_end(const gen_mleaf *l, unsigned i) {
  unsigned depth = 0;
  for (unsigned k = i; k < l->nacts; k++) {
    if (l->acts[k].op == GB_FOR) depth++;
    else if (l->acts[k].op == GB_ENDFOR && --depth == 0) return k;
  }
  return l->nacts;
}

/* The GB_THEN, GB_ELSE and GB_ENDIF of the GB_IF at i. */
static void if_parts(const gen_mleaf *l, unsigned i, unsigned *then, unsigned *orelse, unsigned *end) {
  unsigned depth = 0;
  *then = *orelse = *end = l->nacts;
  for (unsigned k = i; k < l->nacts; k++) {
    gen_mop op = l->acts[k].op;
    if (op == GB_IF) depth++;
    else if (depth == 1 && op == GB_THEN) *then = k;
    else if (depth == 1 && op == GB_ELSE) *orelse = k;
    else if (op == GB_ENDIF && --depth == 0) {
      *end = k;
      return;
    }
  }
}

static bool gather_regs(const gen_minst *m, const rl_mval *r, const int *regs, unsigned n, rl_mval *out) {
  (void)m;
  if (n > 64) return false;
  for (unsigned k = 0; k < n; k++) out[k] = r[regs[k]];
  return true;
}

/* Runs actions [from, to) of the leaf; false when the rule gives up. */
static bool run_acts(leaf_run *L, unsigned from, unsigned to) {
  rl_rules *R = L->T->R;
  rl_rewriter *rw = L->rw;
  rl_mval *r = L->r;
  for (unsigned i = from; i < to; i++) {
    const gen_minst *m = &L->leaf->acts[i];
    if (i == L->leaf->fused_at && !L->st.fused) { /* before a matched op may be gone */
      rl_op *matched[64];
      unsigned k = 0;
      for (unsigned j = 0; j < L->leaf->nmatched && k < 64; j++) matched[k++] = r[L->leaf->matched[j]].p;
      L->st.fused = rl_m_fused_loc(R->c, matched, k);
    }
    if (gen_mop_changes_ir(m->op) && !L->announced) {
      rl_rule_applied(rw->trace, &R->rules[L->leaf->rule], L->root);
      L->announced = true;
    }
    L->at = m;
    switch (m->op) {
    case GB_CALL: {
      rl_mval args[8];
      for (unsigned k = 0; k < m->nargs && k < 8; k++) args[k] = r[m->args[k]];
      r[m->d] = (rl_mval){0};
      if (!((const rl_rule_lib_entry *)m->rp)->fn(R->c, &rw->b, args, &r[m->d]) || !r[m->d].p) {
        if (!m->ival) return false;
        r[m->d] = (rl_mval){0}; /* an optional property: left out */
      }
      break;
    }
    case GB_LITERAL: r[m->d] = (rl_mval){m->rp, 0, 0}; break;
    case GB_TYPE: r[m->d] = (rl_mval){((rl_value *)r[m->a].p)->type, 0, 0}; break;
    case GB_REMAP:
      r[m->d] = r[m->a];
      if (!rl_m_remap(rw, &r[m->d], m->kind)) return false;
      break;
    case GB_RESULT: {
      rl_op *op = r[m->a].p;
      if ((unsigned)m->idx >= op->nresults) return false;
      r[m->d] = (rl_mval){rl_op_result(op, (unsigned)m->idx), 0, 0};
      break;
    }
    case GB_CREATE: {
      rl_op *op = create(m, r, L->root, rw, &L->st);
      if (!op) return false;
      if (L->st.ncreated < MAX_CREATED) L->st.created[L->st.ncreated++] = op;
      r[m->d] = (rl_mval){op, 0, 0};
      break;
    }
    case GB_REPLACE: {
      rl_mval vals[64];
      if (!gather_regs(m, r, m->args, m->nargs, vals) || !rl_m_replace(rw, r[m->a].p, vals, m->argkinds, m->nargs))
        return false;
      L->st.ncreated = 0; /* in use now: nothing to undo */
      break;
    }
    case GB_LIST: {
      rl_mval vals[64];
      if (!gather_regs(m, r, m->args, m->nargs, vals)) return false;
      r[m->d] = rl_m_list(R->c, vals, m->argkinds, m->nargs, m->kind);
      break;
    }
    case GB_GET: {
      int64_t iv = m->ival; /* (at R N): N, or computed */
      if ((m->nargs && !rl_m_int_of(&r[m->args[0]], &iv)) ||
          !rl_m_get(R->c, (uint8_t)m->idx, &r[m->a], (uint8_t)m->b, iv, m->rp, &r[m->d]))
        return false;
      break;
    }
    case GB_SPLIT:
      if (!(r[m->d] = (rl_mval){rl_m_split(rw, L->root, m->ival), 0, 0}).p) return false;
      L->st.ncreated = 0;
      break;
    case GB_BLOCK: {
      rl_mval types[64];
      if (!gather_regs(m, r, m->args, m->nargs, types)) return false;
      r[m->d] = (rl_mval){rl_m_block(rw, r[m->a].p, (uint8_t)m->ival, types, m->argkinds, m->nargs, L->root->loc), 0, 0};
      L->st.ncreated = 0;
      break;
    }
    case GB_INLINE: {
      rl_mval vals[64];
      if (!gather_regs(m, r, m->args, m->nargs, vals) ||
          !rl_m_inline(rw, r[m->a].p, m->kind, r[m->b].p, (uint8_t)m->idx, (uint8_t)m->ival, vals, m->argkinds, m->nargs))
        return false;
      L->st.ncreated = 0;
      break;
    }
    case GB_COLLECT:
      if (m->d >= 0) rl_m_collect_counted(R->c, &r[m->b], &r[m->d], &r[m->a], (uint8_t)m->idx);
      else if (m->ival) rl_m_collect_all(R->c, &r[m->b], &r[m->a], (uint8_t)m->idx);
      else rl_m_collect(&r[m->b], &r[m->a]);
      break;
    case GB_SET: r[m->d] = r[m->a]; break;
    case GB_SIGNATURE: {
      const rl_rule_lib_entry *pack = m->name ? m->rp : NULL;
      if (!rl_m_signature(rw, r[m->a].p, m->nargs ? &r[m->args[0]] : NULL, m->nargs ? &r[m->args[1]] : NULL,
                          pack ? pack->fn : NULL))
        return false;
      L->st.ncreated = 0;
      break;
    }
    case GB_ERASE:
      if (m->ival == GEN_ERASE_NOW || (m->ival == GEN_ERASE_NOW_IF_UNUSED && !rl_m_has_uses(r[m->a].p)))
        rl_rewriter_erase(rw, r[m->a].p);
      break;
    case GB_IP: rl_m_set_ip(rw, m->a >= 0 ? &r[m->a] : NULL, (uint8_t)m->b, L->root); break;
    case GB_FAIL:
      if (m->name) rl_emit_error(rl_op_context(L->root), L->root->loc, "%s", m->name);
      return false;
    case GB_SETATTRS: {
      rl_mval vals[64];
      if (m->nprops > 64) return false;
      for (unsigned k = 0; k < m->nprops; k++) vals[k] = r[m->pregs[k]];
      rl_m_set_attrs(rw, r[m->a].p, m->rp2, vals, m->nprops, m->ndisc);
      L->st.ncreated = 0;
      break;
    }
    case GB_USES:
      rl_m_replace_uses(rw, r[m->a].p, r[m->args[0]].p, m->b >= 0 ? r[m->b].p : NULL, (uint8_t)m->idx);
      L->st.ncreated = 0; /* what it created may now be used */
      break;
    case GB_IF: {
      unsigned then = (unsigned)m->a, orelse = (unsigned)m->b, end = (unsigned)m->d; /* resolve_node */
      bool holds = true;
      for (unsigned k = i + 1; k < then && holds; k++) holds = exec_check(R->c, &L->leaf->acts[k], r);
      if (!(holds ? run_acts(L, then + 1, orelse) : run_acts(L, orelse + 1, end))) return false;
      i = end;
      break;
    }
    case GB_FOR: {
      unsigned end = loop_end(L->leaf, i);
      rl_mval ranges[16];
      if (m->nargs > 16 || !gather_regs(m, r, m->args, m->nargs, ranges)) return false;
      unsigned n = rl_m_for(R->c, ranges, m->nargs, m->b >= 0 && !m->ival ? &r[m->b] : NULL);
      if (n == UINT32_MAX) return false;
      if (m->b >= 0 && m->ival) r[m->b] = (rl_mval){NULL, RL_MRANGE_ARRAY, 0}; /* a flat map: grows */
      if (m->a >= 0) r[m->a] = (rl_mval){NULL, RL_MRANGE_ARRAY, 0};           /* its counts */
      for (unsigned k = 0; k < n; k++) {
        for (unsigned v = 0; v < m->ntypes; v++)
          r[m->tregs[v]] = (rl_mval){rl_m_range_at(&ranges[v], m->argkinds[v], k), 0, 0};
        if (!run_acts(L, i + 1, end)) return false;
      }
      i = end;
      break;
    }
    default: break;
    }
  }
  return true;
}

static bool try_leaf(const itree *T, const gen_mleaf *leaf, rl_mval *r, rl_op *root, rl_rewriter *rw) {
  rl_rules *R = T->R;
  rl_rule *rule = &R->rules[leaf->rule];
  rl_rule_trace *t = rw->trace;
  if (rule->disabled) {
    if (t && leaf->last_variant) rl_rule_failed(t, rule, root, RL_MC_DISABLED, "disabled");
    return false;
  }
  /* `erase` of a root whose results are still used would lose IR. */
  for (unsigned i = 0; i < leaf->nacts; i++)
    if (leaf->acts[i].op == GB_ERASE && leaf->acts[i].a == 0 && rl_m_has_uses(root)) {
      if (t && leaf->last_variant) rl_rule_failed(t, rule, root, RL_MC_CONDITION, "its results are still used");
      return false;
    }
  leaf_run L = {.T = T, .leaf = leaf, .r = r, .root = root, .rw = rw};
  if (!run_acts(&L, 0, leaf->nacts)) {
    rollback(rw, &L.st);
    rl_rule_withdrawn(t, rule, root, L.announced, leaf->last_variant, L.at ? (rl_mcheck)L.at->check : RL_MC_HELPER,
                      L.at ? L.at->why : NULL);
    return false;
  }
  for (unsigned i = 0; i < leaf->nacts; i++)
    if (leaf->acts[i].op == GB_ERASE && leaf->acts[i].ival == GEN_ERASE_AT_END) {
      rl_op *op = r[leaf->acts[i].a].p;
      if (!rl_m_has_uses(op)) rl_rewriter_erase(rw, op); /* else it stays: no IR is lost */
    }
  for (unsigned i = 0; i < leaf->nacts; i++)
    if (leaf->acts[i].op == GB_ERASE_BLOCK) rl_m_erase_block(rw, r[leaf->acts[i].a].p);
  return true;
}

static bool walk(const itree *T, const gen_mnode *n, rl_mval *r, rl_op *root, rl_rewriter *rw) {
  for (unsigned i = 0; i < n->nkids; i++) {
    const gen_mnode *k = n->kids[i];
    if (k->leaf) {
      if (try_leaf(T, k->leaf, r, root, rw)) return true;
      continue;
    }
    if (!exec_check(T->R->c, k->inst, r)) {
      if (rw->trace && (rw->trace->debug || rw->trace->stats))
        report_range(T, k, root, rw->trace, (rl_mcheck)k->inst->check, k->inst->why);
      continue;
    }
    if (walk(T, k, r, root, rw)) return true;
  }
  return false;
}

static bool interp_match(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  const itree *T = pat->data;
  rl_mval r[MAX_REGS];
  r[0] = (rl_mval){op, 0, 0};
  bool ok = walk(T, &T->t->top, r, op, rw);
  if (!ok) *why = "no rule applied";
  return ok;
}
