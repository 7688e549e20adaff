/* The fuzz targets' shared harness (tests/fuzz/fuzz.h). */
#include "tests/fuzz/fuzz.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/affine/affine.h"
#include "dialects/registry.h"
#include "drivers/pass.h"

void rl_register_compiled_rules(void);

/* Where rl_fuzz_fail writes: stderr as it was at the start (libFuzzer's
 * -close_fd_mask=2 sends the targets' stderr to /dev/null later on). */
static int report_fd = 2;

void rl_fuzz_init(void) {
  static bool done;
  if (done) return;
  done = true;
  int fd = dup(2);
  if (fd >= 0) report_fd = fd;
  /* What rulir-opt registers before it reads its command line. */
  rl_register_all_passes();
  rl_register_canonicalization(rl_affine_populate_canonical);
  rl_register_compiled_rules();
}

/* One worker thread with the tools' stack runs every input: a thread made
 * per input (as rl_tool_main makes one per run) costs 3 ms under ASan,
 * more than a small input's parse. The caller waits while it runs. */
enum { BIG_STACK = 512u << 20 }; /* as tools/tool.c's */
static pthread_mutex_t big_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t big_cv = PTHREAD_COND_INITIALIZER;
static void (*big_fn)(void *); /* the job, or NULL when done */
static void *big_arg;
static bool big_started;

static void *big_worker(void *unused) {
  (void)unused;
  pthread_mutex_lock(&big_mu);
  for (;;) {
    while (!big_fn) pthread_cond_wait(&big_cv, &big_mu);
    pthread_mutex_unlock(&big_mu);
    big_fn(big_arg);
    pthread_mutex_lock(&big_mu);
    big_fn = NULL;
    pthread_cond_broadcast(&big_cv);
  }
  return NULL;
}

void rl_fuzz_on_big_stack(void (*fn)(void *arg), void *arg) {
  if (!big_started) {
    pthread_attr_t attr;
    pthread_t t;
    if (pthread_attr_init(&attr) || pthread_attr_setstacksize(&attr, BIG_STACK) ||
        pthread_create(&t, &attr, big_worker, NULL))
      rl_fuzz_fail("cannot start the worker thread", NULL, NULL);
    pthread_attr_destroy(&attr);
    big_started = true;
  }
  pthread_mutex_lock(&big_mu);
  big_arg = arg;
  big_fn = fn;
  pthread_cond_broadcast(&big_cv);
  while (big_fn) pthread_cond_wait(&big_cv, &big_mu);
  pthread_mutex_unlock(&big_mu);
}

char *rl_fuzz_cstr(const uint8_t *data, size_t size) {
  char *s = malloc(size + 1);
  if (!s) abort();
  if (size) memcpy(s, data, size);
  s[size] = 0;
  return s;
}

/* Formats each diagnostic as the tools print it, and checks its shape. */
static void handler(rl_context *c, const rl_diag *d, void *ud) {
  rl_fuzz_ctx *f = ud;
  rl_strbuf b = {0};
  rl_diag_format(c, d, &b);
  if (!b.data || !b.len || b.data[b.len - 1] != '\n') rl_fuzz_fail("a diagnostic that is not a line", b.data, NULL);
  if (d->sev == RL_ERROR) {
    f->errors++;
    size_t n = f->file->len;
    if (!strncmp(b.data, f->file->str, n) && b.data[n] == ':' && b.data[n + 1] >= '1' && b.data[n + 1] <= '9')
      f->located++;
  }
  rl_sb_free(&b);
}

void rl_fuzz_context_init(rl_fuzz_ctx *f, const char *text, size_t len) {
  memset(f, 0, sizeof *f);
  f->c = rl_context_create();
  rl_register_all_dialects(f->c);
  rl_context_allow_unregistered(f->c, strstr(text, "allow-unregistered") != NULL);
  f->sm = rl_source_mgr_create();
  f->file = rl_ident_cstr(f->c, "fuzz.mlir");
  rl_source_mgr_add(f->sm, f->file, text, len);
  rl_context_set_source_mgr(f->c, f->sm);
  rl_context_set_diag_handler(f->c, handler, f);
}

void rl_fuzz_context_destroy(rl_fuzz_ctx *f) {
  rl_context_destroy(f->c);
  rl_source_mgr_destroy(f->sm);
}

rl_strbuf rl_fuzz_print(rl_op *m, bool generic) {
  rl_strbuf b = {0};
  rl_print_opts po = {.generic = generic};
  rl_print_top(&b, m, &po);
  rl_sb_putc(&b, '\n');
  return b;
}

void rl_fuzz_reparse(rl_fuzz_ctx *f, const rl_strbuf *text, const rl_strbuf *want, const char *what) {
  rl_ident *file = rl_ident_cstr(f->c, "printed.mlir");
  rl_source_mgr_add(f->sm, file, text->data, text->len);
  rl_op *m = rl_parse_source(f->c, text->data, text->len, file, 0);
  if (!m) rl_fuzz_fail(what, text->data, "(does not parse)");
  if (!rl_verify(f->c, m)) rl_fuzz_fail(what, text->data, "(does not verify)");
  rl_strbuf again = rl_fuzz_print(m, false);
  if (again.len != want->len || memcmp(again.data, want->data, want->len)) rl_fuzz_fail(what, want->data, again.data);
  rl_sb_free(&again);
  rl_op_destroy(f->c, m);
}

void rl_fuzz_fail(const char *what, const char *text1, const char *text2) {
  fflush(stderr);
  dprintf(report_fd, "\n*** rulir fuzz: %s\n", what);
  if (text1) dprintf(report_fd, "--- first:\n%s\n", text1);
  if (text2) dprintf(report_fd, "--- second:\n%s\n", text2);
  abort();
}

/* ---- the generator targets' files ------------------------------------------ */

rl_fuzz_files rl_fuzz_scratch;

static void scratch_cleanup(void) {
  rl_fuzz_files *f = &rl_fuzz_scratch;
  char h[520];
  snprintf(h, sizeof h, "%.*sh", (int)strlen(f->out_c) - 1, f->out_c);
  unlink(f->in);
  unlink(f->out_c);
  unlink(h);
  rmdir(f->dir);
}

void rl_fuzz_scratch_init(const char *tag, const char *in_name, const char *out_name) {
  rl_fuzz_files *f = &rl_fuzz_scratch;
  const char *t = getenv("TMPDIR");
  snprintf(f->dir, sizeof f->dir, "%s/rulir-fuzz-%s.XXXXXX", t && *t ? t : "/tmp", tag);
  if (!mkdtemp(f->dir)) rl_fuzz_fail("cannot make a temporary folder", f->dir, NULL);
  snprintf(f->in, sizeof f->in, "%.399s/%.100s", f->dir, in_name);
  snprintf(f->out_c, sizeof f->out_c, "%.399s/%.100s", f->dir, out_name);
  atexit(scratch_cleanup);
}

void rl_fuzz_write_input(const uint8_t *data, size_t size) {
  FILE *f = fopen(rl_fuzz_scratch.in, "wb");
  if (!f || fwrite(data, 1, size, f) != size || fclose(f))
    rl_fuzz_fail("cannot write the input", rl_fuzz_scratch.in, NULL);
}
