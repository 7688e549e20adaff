/* The tools' shared main() pieces (tool.h). */
#include "tools/tool.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

char *rl_tool_read_all(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) return NULL;
  struct stat st;
  size_t cap = 1 << 16, n = 0;
  if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) cap = (size_t)st.st_size;
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
