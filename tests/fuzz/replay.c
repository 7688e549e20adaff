/* A main() for the fuzz targets where libFuzzer is not linked (gcc, the
 * plain and ASan builds of `make check`): runs the target once on each
 * file named, or on each file in each folder named, and says how many.
 *
 *   fuzz-mlir CORPUS_DIR... FILE...
 *
 * A broken invariant aborts, as under libFuzzer; the input it was running
 * is named on stderr first ("replay: FILE: the target crashed"). */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/fuzz/fuzz.h"

static unsigned long nrun;
static const char *current; /* the input being run, for on_crash */

/* Names the input, then dies of the signal as before. */
static void on_crash(int sig) {
  if (current) {
    static const char a[] = "\nreplay: ", b[] = ": the target crashed\n";
    if (write(2, a, sizeof a - 1) < 0 || write(2, current, strlen(current)) < 0 || write(2, b, sizeof b - 1) < 0) {
      /* nothing more to say */
    }
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

/* On the signals of a crash, unless a sanitizer handles them already (it
 * reports, then aborts: SIGABRT comes here). */
static void catch_crashes(void) {
  const int sigs[] = {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL};
  for (unsigned i = 0; i < sizeof sigs / sizeof *sigs; i++) {
    struct sigaction old;
    if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL && !(old.sa_flags & SA_SIGINFO))
      signal(sigs[i], on_crash);
  }
}

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cannot open '%s'\n", path);
    return 1;
  }
  size_t cap = 4096, n = 0, k;
  uint8_t *data = malloc(cap);
  while (data && (k = fread(data + n, 1, cap - n, f)) > 0)
    if ((n += k) == cap) data = realloc(data, cap *= 2);
  fclose(f);
  if (!data) return 1;
  /* Exactly sized, as libFuzzer hands inputs over. */
  uint8_t *exact = malloc(n ? n : 1);
  if (n) memcpy(exact, data, n);
  free(data);
  current = path;
  LLVMFuzzerTestOneInput(exact, n);
  current = NULL;
  free(exact);
  nrun++;
  return 0;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int run_path(const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) {
    fprintf(stderr, "cannot open '%s'\n", path);
    return 1;
  }
  if (!S_ISDIR(st.st_mode)) return run_file(path);
  DIR *d = opendir(path);
  if (!d) return 1;
  char **names = NULL;
  size_t n = 0, cap = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.') continue;
    if (n == cap) names = realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
    size_t len = strlen(path) + strlen(e->d_name) + 2;
    names[n] = malloc(len);
    snprintf(names[n++], len, "%s/%s", path, e->d_name);
  }
  closedir(d);
  if (n) qsort(names, n, sizeof *names, by_name); /* the same order everywhere */
  int rc = 0;
  for (size_t i = 0; i < n; i++) {
    rc |= run_path(names[i]);
    free(names[i]);
  }
  free(names);
  return rc;
}

int main(int argc, char **argv) {
  LLVMFuzzerInitialize(&argc, &argv);
  catch_crashes();
  int rc = 0;
  for (int i = 1; i < argc; i++) rc |= run_path(argv[i]);
  printf("%s: %lu inputs\n", argv[0], nrun);
  return rc;
}
