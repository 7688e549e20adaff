/* Parsing and translating at once (rl_llvm_translate_source, export.h).
 *
 * The parser hands over each op of the module's body as soon as it is
 * parsed. The op moves into a module of our own, is verified and declared
 * in the LLVM module, and, if every symbol it references is known by then
 * (a call to a function further on is not), is translated at once and its
 * body freed: the slabs it held take the next function, so the IR of the
 * whole module never exists, only the LLVM module and a function or two.
 * Ops that reference symbols still to come wait, whole, until the parse
 * ends, and are then verified and translated in module order.
 *
 * With threads, the translation of one function (on a thread of its own,
 * the exporter detached from the context) overlaps the parsing and
 * verification of the next. The locations inside a function are
 * transient: each function in flight has an arena of its own (a slot),
 * emptied when its body is freed. Diagnostics come out as without threads:
 * before the parser's thread reports one, it waits for the translation
 * of every earlier function, and if one of those failed, that error is
 * the one reported. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/diag.h"
#include "core/opdef.h"
#include "core/parser.h"
#include "core/ptrmap.h"
#include "core/strbuf.h"
#include "core/symtab.h"
#include "core/verify.h"
#include "dialects/llvm/export.h"

enum { SLOTS = 3, QCAP = 2 * SLOTS + 2 };

typedef struct job {
  rl_op *op;
  int slot; /* its locations' slot, or -1: declare only, nothing to free */
} job;

typedef struct ring {
  job j[QCAP];
  unsigned head, n;
} ring;

typedef struct stream {
  rl_context *c;
  rl_op *module;       /* the ops so far, in order */
  rl_block *body;
  rl_llvm_exporter *x;
  rl_ptrmap known;     /* rl_ident * of every symbol so far -> 1 */
  rl_op **waiting;     /* ops to define once the parse ends */
  unsigned nwaiting, capwaiting;
  /* Threads (all below under mu). */
  bool threaded;
  pthread_t thread;
  pthread_mutex_t mu;
  pthread_cond_t work, idle;
  ring todo, done;     /* to translate; translated, bodies to free */
  bool busy, quit, failed, reported;
  rl_arena slots[SLOTS];
  bool slot_used[SLOTS];
  int cur;             /* the slot of the op being parsed */
  rl_arena *pinned;    /* arenas of ops kept whole */
  unsigned npinned, cappinned;
  rl_diag_handler outer; /* the caller's handler (NULL: stderr), which */
  void *outer_ud;        /* the diagnostics go on to */
} stream;

static void ring_push(ring *r, job j) { r->j[(r->head + r->n++) % QCAP] = j; }
static job ring_pop(ring *r) {
  job j = r->j[r->head];
  r->head = (r->head + 1) % QCAP;
  r->n--;
  return j;
}

static void *exporter_main(void *arg) {
  stream *s = arg;
  pthread_mutex_lock(&s->mu);
  for (;;) {
    while (!s->todo.n && !s->quit) pthread_cond_wait(&s->work, &s->mu);
    if (!s->todo.n) break;
    job j = ring_pop(&s->todo);
    bool skip = s->failed;
    s->busy = true;
    pthread_mutex_unlock(&s->mu);
    bool ok = skip || (rl_llvm_export_declare(s->x, j.op) && (j.slot < 0 || rl_llvm_export_define(s->x, j.op)));
    pthread_mutex_lock(&s->mu);
    s->busy = false;
    if (!ok) s->failed = true; /* its body and locations stay, for the message */
    else if (j.slot >= 0) ring_push(&s->done, j);
    pthread_cond_broadcast(&s->idle);
  }
  pthread_mutex_unlock(&s->mu);
  return NULL;
}

/* Reports the exporter's error, once (its thread idle). */
static void report_failure(stream *s) {
  if (s->reported) return;
  s->reported = true;
  rl_context_set_diag_handler(s->c, s->outer, s->outer_ud);
  rl_llvm_exporter_report(s->x);
}

/* The parser's thread reports a diagnostic: only once every earlier
 * function is translated, and not at all if one of them failed. */
/* Waits until everything submitted is translated; whether that failed. */
static bool wait_idle(stream *s) {
  pthread_mutex_lock(&s->mu);
  while (s->todo.n || s->busy) pthread_cond_wait(&s->idle, &s->mu);
  bool failed = s->failed;
  pthread_mutex_unlock(&s->mu);
  return failed;
}

static void on_diag(rl_context *c, const rl_diag *d, void *ud) {
  stream *s = ud;
  bool failed = wait_idle(s);
  if (failed) {
    report_failure(s);
    rl_context_set_diag_handler(c, on_diag, s);
    return;
  }
  if (s->outer) {
    s->outer(c, d, s->outer_ud);
    return;
  }
  rl_strbuf b = {0};
  rl_diag_format(c, d, &b);
  if (b.len) fwrite(b.data, 1, b.len, stderr);
  rl_sb_free(&b);
}

/* Frees the bodies of translated ops and empties their slots; with
 * `wait`, first waits until there is one. Returns false if the
 * translation failed. */
static bool reap(stream *s, bool wait) {
  pthread_mutex_lock(&s->mu);
  while (wait && !s->done.n && !s->failed) pthread_cond_wait(&s->idle, &s->mu);
  ring got = {0};
  while (s->done.n) ring_push(&got, ring_pop(&s->done));
  bool failed = s->failed;
  pthread_mutex_unlock(&s->mu);
  while (got.n) {
    job j = ring_pop(&got);
    for (unsigned r = 0; r < j.op->nregions; r++) rl_region_clear(s->c, rl_op_region(j.op, r));
    rl_arena_reset(&s->slots[j.slot]);
    s->slot_used[j.slot] = false;
  }
  return !failed;
}

static void submit(stream *s, rl_op *op, int slot) {
  pthread_mutex_lock(&s->mu);
  ring_push(&s->todo, (job){op, slot});
  pthread_cond_signal(&s->work);
  pthread_mutex_unlock(&s->mu);
}

/* The slot for the next op's locations. */
static bool next_slot(stream *s) {
  for (;;) {
    for (int i = 0; i < SLOTS; i++)
      if (!s->slot_used[i]) {
        s->cur = i;
        rl_context_use_transient_arena(s->c, &s->slots[i]);
        return true;
      }
    if (!reap(s, true)) return false;
  }
}

static bool ref_known(stream *s, const rl_attr *a) {
  if (a->kind == RL_AT_SYMREF) return rl_ptrmap_get(&s->known, rl_word_ptr(a->w[0])) != NULL;
  if (a->kind == RL_AT_ARRAY)
    for (unsigned i = 0; i < rl_attr_array_size(a); i++)
      if (!ref_known(s, rl_attr_array_elem(a, i))) return false;
  return true;
}

static bool dict_known(stream *s, const rl_attr *d) {
  if (d)
    for (unsigned i = 0; i < rl_attr_dict_size(d); i++)
      if (!ref_known(s, rl_attr_dict_value(d, i))) return false;
  return true;
}

/* Whether every symbol op and the ops in it reference is known. */
static bool refs_known(stream *s, rl_op *op) {
  if (!dict_known(s, op->props) || !dict_known(s, op->attrs)) return false;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (!refs_known(s, o)) return false;
  return true;
}

static rl_stream_result take(void *user, rl_op *op, bool can_free) {
  stream *s = user;
  if (s->threaded && !reap(s, false)) return RL_STREAM_STOP;
  rl_op_remove(op);
  rl_block_append_op(s->body, op);
  rl_symbol_table_appended(s->module, op);
  rl_ident *name = rl_symbol_name(op);
  if (name && rl_ptrmap_get(&s->known, name)) /* a redefinition */
    return rl_verify_shallow(s->c, s->module) ? RL_STREAM_KEPT : RL_STREAM_STOP;
  if (name) rl_ptrmap_put(&s->known, name, (void *)1);
  if (!can_free || op->nresults || !refs_known(s, op)) {
    if (s->nwaiting == s->capwaiting) {
      s->capwaiting = s->capwaiting ? 2 * s->capwaiting : 16;
      s->waiting = realloc(s->waiting, s->capwaiting * sizeof *s->waiting);
    }
    s->waiting[s->nwaiting++] = op;
    if (!rl_verify_shallow(s->c, op)) return RL_STREAM_STOP;
    if (!s->threaded) return rl_llvm_export_declare(s->x, op) ? RL_STREAM_KEPT : RL_STREAM_STOP;
    /* Its locations stay: the slot's arena is pinned, the slot gets a new one. */
    if (s->npinned == s->cappinned) {
      s->cappinned = s->cappinned ? 2 * s->cappinned : 8;
      s->pinned = realloc(s->pinned, s->cappinned * sizeof *s->pinned);
    }
    s->pinned[s->npinned++] = s->slots[s->cur];
    s->slots[s->cur] = (rl_arena){0};
    rl_context_use_transient_arena(s->c, &s->slots[s->cur]);
    submit(s, op, -1);
    /* A location alias still to come will be written into it: the
     * declaration (which reads its location) must be over by then. */
    if (!can_free) wait_idle(s);
    return RL_STREAM_KEPT;
  }
  if (!rl_verify(s->c, op)) return RL_STREAM_STOP;
  if (s->threaded) {
    s->slot_used[s->cur] = true;
    submit(s, op, s->cur);
    return next_slot(s) ? RL_STREAM_KEPT : RL_STREAM_STOP;
  }
  if (!rl_llvm_export_declare(s->x, op) || !rl_llvm_export_define(s->x, op)) return RL_STREAM_STOP;
  /* Translated: what the op holds goes back to the slabs for the next one,
   * and the locations in it back to the parser. */
  for (unsigned r = 0; r < op->nregions; r++) rl_region_clear(s->c, rl_op_region(op, r));
  return RL_STREAM_FREED;
}

/* Starts the exporter's thread; false (and no threads) if it cannot. */
static bool start_thread(stream *s) {
  if (pthread_mutex_init(&s->mu, NULL)) return false;
  if (pthread_cond_init(&s->work, NULL)) goto no_work;
  if (pthread_cond_init(&s->idle, NULL)) goto no_idle;
  rl_llvm_exporter_detach(s->x, true);
  if (!pthread_create(&s->thread, NULL, exporter_main, s)) {
    s->threaded = true;
    s->cur = 0;
    rl_context_use_transient_arena(s->c, &s->slots[0]);
    s->outer = rl_context_diag_handler(s->c, &s->outer_ud);
    rl_context_set_diag_handler(s->c, on_diag, s);
    return true;
  }
  rl_llvm_exporter_detach(s->x, false);
  pthread_cond_destroy(&s->idle);
no_idle:
  pthread_cond_destroy(&s->work);
no_work:
  pthread_mutex_destroy(&s->mu);
  return false;
}

/* Waits for the translation of everything submitted and ends the thread;
 * false if it failed (its error reported). */
static bool stop_thread(stream *s) {
  pthread_mutex_lock(&s->mu);
  s->quit = true;
  pthread_cond_signal(&s->work);
  pthread_mutex_unlock(&s->mu);
  pthread_join(s->thread, NULL);
  reap(s, false);
  if (s->failed) report_failure(s);
  rl_context_set_diag_handler(s->c, s->outer, s->outer_ud);
  rl_context_use_transient_arena(s->c, NULL);
  rl_llvm_exporter_detach(s->x, false);
  pthread_cond_destroy(&s->idle);
  pthread_cond_destroy(&s->work);
  pthread_mutex_destroy(&s->mu);
  s->threaded = false;
  return !s->failed;
}

LLVMModuleRef rl_llvm_translate_source(rl_context *c, const char *buf, size_t len, rl_ident *file,
                                       unsigned line_offset, LLVMContextRef ctx, bool threads) {
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, "builtin.module"), .loc = rl_loc_file(c, file, 0, 0), .nregions = 1};
  stream s = {.c = c, .module = rl_op_create(c, &st), .x = rl_llvm_exporter_create(c, ctx)};
  s.body = rl_block_create(c);
  rl_region_append_block(rl_op_region(s.module, 0), s.body);
  if (threads) start_thread(&s);
  rl_op *parsed = rl_parse_source_stream(c, buf, len, file, line_offset, take, &s);
  bool ok = parsed != NULL;
  if (s.threaded) ok = stop_thread(&s) && ok;
  if (ok) {
    /* The module op the parse returns (the file's, or the implicit one)
     * keeps what was not streamed: ops after a leading module, which the
     * translation rejects as it would have in place. */
    s.module->loc = parsed->loc;
    s.module->props = parsed->props;
    s.module->attrs = parsed->attrs;
    rl_block *rest = rl_op_regions(parsed)[0].first;
    while (ok && rest && rest->first) ok = take(&s, rest->first, false) != RL_STREAM_STOP;
  }
  ok = ok && rl_verify_shallow(c, s.module);
  for (unsigned i = 0; i < s.nwaiting && ok; i++)
    ok = rl_verify(c, s.waiting[i]) && rl_llvm_export_define(s.x, s.waiting[i]);
  LLVMModuleRef m = NULL;
  if (ok) m = rl_llvm_exporter_finish(s.x, s.module);
  else rl_llvm_exporter_discard(s.x);
  if (parsed) rl_op_destroy(c, parsed);
  rl_op_destroy(c, s.module);
  rl_ptrmap_free(&s.known);
  free(s.waiting);
  for (int i = 0; i < SLOTS; i++) rl_arena_free(&s.slots[i]);
  for (unsigned i = 0; i < s.npinned; i++) rl_arena_free(&s.pinned[i]);
  free(s.pinned);
  return m;
}
