/* Where rulir's own files are at run time (gen/paths.h): an installed
 * prefix, found from this code's own file, or the source tree. */
#include "gen/paths.h"

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Set by the Makefile: the source tree and the build folder. */
#ifndef RL_SOURCE_DIR
#define RL_SOURCE_DIR "."
#endif
#ifndef RL_BUILD_DIR
#define RL_BUILD_DIR "build"
#endif

static char g_prefix[PATH_MAX];
static char g_dialects[PATH_MAX + 32]; /* PREFIX/share/rulir/dialects */
static char g_include[PATH_MAX + 32];  /* PREFIX/include/rulir */
static int g_installed;                /* the three above are set */
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static int is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Cuts the last component off path (in place); 0 at the root. */
static int up(char *path) {
  char *s = strrchr(path, '/');
  if (!s || s == path) return 0;
  *s = 0;
  return 1;
}

/* Whether dir is an installed prefix. */
static int is_prefix(const char *dir) {
  char p[PATH_MAX + 32];
  snprintf(p, sizeof p, "%s/share/rulir/dialects", dir);
  if (!is_dir(p)) return 0;
  snprintf(p, sizeof p, "%s/include/rulir/core", dir);
  return is_dir(p);
}

static void find_prefix(void) {
  /* The file holding this code: librulir.so, or the executable (which
   * dladdr may name as it was started, without a folder). */
  Dl_info info;
  char path[PATH_MAX];
  const char *file = dladdr((void *)(uintptr_t)gen_install_prefix, &info) && info.dli_fname ? info.dli_fname : "";
  if (!strchr(file, '/') || !realpath(file, path))
    if (!realpath("/proc/self/exe", path)) return;
  /* PREFIX/bin/x, PREFIX/lib/x or PREFIX/lib/<multiarch>/x. */
  for (int depth = 0; depth < 2; depth++) {
    if (!up(path)) return;
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    if (!up(dir)) return;
    if (is_prefix(dir)) {
      snprintf(g_prefix, sizeof g_prefix, "%s", dir);
      snprintf(g_dialects, sizeof g_dialects, "%s/share/rulir/dialects", dir);
      snprintf(g_include, sizeof g_include, "%s/include/rulir", dir);
      g_installed = 1;
      return;
    }
  }
}

const char *gen_install_prefix(void) {
  pthread_once(&g_once, find_prefix);
  return g_installed ? g_prefix : NULL;
}

const char *gen_dialects_dir(void) {
  return gen_install_prefix() ? g_dialects : RL_SOURCE_DIR "/dialects";
}

unsigned gen_header_dirs(const char *dirs[2]) {
  if (gen_install_prefix()) {
    dirs[0] = g_include;
    return 1;
  }
  dirs[0] = RL_SOURCE_DIR;
  dirs[1] = RL_BUILD_DIR "/gen";
  return 2;
}
