/* The tools' shared main() pieces (tool.h). */
#include "tools/tool.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Inputs read through mmap: their pages come from the page cache and can
 * be dropped once parsed (rl_tool_source_parsed) and read again from the
 * file when a diagnostic shows a line. A tool reads one or two inputs. */
enum { MAX_MAPPED = 4 };
static struct { char *p; size_t len; } g_mapped[MAX_MAPPED];

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

void rl_tool_free_source(char *buf) {
  int i = buf ? mapped_slot(buf) : -1;
  if (i < 0) {
    free(buf);
    return;
  }
  munmap(buf, g_mapped[i].len);
  g_mapped[i].p = NULL;
}

bool rl_tool_split_input(char *src, size_t len, rl_tool_chunk_fn fn, void *ud) {
  char *end = src + len, *chunk = src;
  unsigned line = 0;
  bool ok = true;
  for (unsigned i = 0;; i++) {
    char *mk = memmem(chunk, (size_t)(end - chunk), "// -----", 8);
    char *cend = mk ? mk : end;
    char saved = *cend;
    *cend = 0;
    if (!fn(ud, chunk, (size_t)(cend - chunk), line, i)) ok = false;
    *cend = saved;
    if (!mk) return ok;
    for (const char *q = chunk; q < mk; q++)
      if (*q == '\n') line++;
    chunk = mk + 8;
  }
}

bool rl_tool_flag_is(const char *arg, const char *name) {
  if (arg[0] != '-') return false;
  arg += arg[1] == '-' ? 2 : 1;
  return strcmp(arg, name) == 0;
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
