/* Parallel loops over tasks (parallel.h): threads made per loop, tasks
 * handed out in order by an atomic counter, diagnostics buffered per task. */
#include "drivers/parallel.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

#include "core/diag.h"

enum { MAX_THREADS = 8 };

static unsigned g_threads; /* 0: not set, the default */
static __thread bool tls_in_task;

void rl_parallel_set_threads(unsigned n) { g_threads = n > 64 ? 64 : n; }

unsigned rl_parallel_threads(void) {
  if (g_threads) return g_threads;
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > MAX_THREADS ? MAX_THREADS : (unsigned)n;
}

bool rl_parallel_in_task(void) { return tls_in_task; }

typedef struct loop {
  rl_context *c;
  size_t n;
  rl_task_fn fn;
  void *ud;
  _Atomic size_t next;   /* the next task to hand out */
  _Atomic size_t failed; /* the first task that failed so far, or n */
  rl_diag_buffer *diags; /* one per task */
} loop;

/* Takes tasks until none is left (or one before them failed). */
static void work(loop *l) {
  tls_in_task = true;
  for (;;) {
    size_t i = atomic_fetch_add_explicit(&l->next, 1, memory_order_relaxed);
    if (i >= l->n || i > atomic_load_explicit(&l->failed, memory_order_acquire)) break;
    rl_diag_buffer_begin(&l->diags[i]);
    bool ok = l->fn(l->ud, i);
    rl_diag_buffer_end();
    if (!ok) {
      size_t f = atomic_load_explicit(&l->failed, memory_order_relaxed);
      while (i < f && !atomic_compare_exchange_weak_explicit(&l->failed, &f, i, memory_order_acq_rel,
                                                             memory_order_relaxed)) {
      }
    }
  }
  tls_in_task = false;
}

typedef struct worker {
  loop *l;
  unsigned id;
} worker;

static void *worker_main(void *arg) {
  worker *w = arg;
  rl_context_thread_attach(w->l->c, w->id);
  work(w->l);
  rl_context_thread_detach();
  return NULL;
}

size_t rl_parallel_for(rl_context *c, size_t n, rl_task_fn fn, void *ud) {
  unsigned nt = rl_parallel_threads();
  if (nt > n) nt = (unsigned)n;
  if (nt <= 1 || tls_in_task || rl_context_threaded(c)) {
    for (size_t i = 0; i < n; i++)
      if (!fn(ud, i)) return i;
    return n;
  }
  loop l = {.c = c, .n = n, .fn = fn, .ud = ud};
  atomic_init(&l.next, 0);
  atomic_init(&l.failed, n);
  l.diags = rl_xcalloc(n, sizeof *l.diags);
  rl_context_begin_threads(c, nt);
  pthread_t th[MAX_THREADS * 8];
  worker ws[MAX_THREADS * 8];
  bool started[MAX_THREADS * 8] = {0};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, (size_t)512 << 20); /* deep IR recurses, as on the tools' main thread */
  for (unsigned t = 1; t < nt; t++) {
    ws[t] = (worker){&l, t};
    started[t] = pthread_create(&th[t], &attr, worker_main, &ws[t]) == 0;
  }
  pthread_attr_destroy(&attr);
  work(&l); /* the calling thread is worker 0 */
  for (unsigned t = 1; t < nt; t++)
    if (started[t]) pthread_join(th[t], NULL);
  rl_context_end_threads(c);
  size_t failed = atomic_load_explicit(&l.failed, memory_order_relaxed);
  for (size_t i = 0; i < n; i++) {
    if (i <= failed) rl_diag_buffer_flush(c, &l.diags[i]);
    else rl_diag_buffer_drop(&l.diags[i]);
  }
  free(l.diags);
  return failed;
}
