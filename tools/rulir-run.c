/* rulir-run: runs a function of a module in the llvm dialect, like
 * mlir-cpu-runner: parse and verify, translate to LLVM IR
 * (dialects/llvm/export.c), optimize (-O0..-O3), JIT-compile with LLVM's
 * LLJIT (dialects/llvm/jit.c; symbols resolved in this process and in each --shared-libs
 * library), call the entry point and print its result as mlir-cpu-runner
 * does (integers in decimal, floats as %e, each on a line; nothing for void).
 *
 *   rulir-run FILE.mlir [-e main] [-entry-point-result=void|i32|i64|f32|f64]
 *             [--shared-libs=a.so,b.so] [-O0|-O1|-O2|-O3] [--timeout=SECONDS]  (--help lists them)
 *
 * f64 is an extension (mlir-cpu-runner-19 rejects it). As mlir-cpu-runner
 * does, the functions of llvm.global_ctors run before the entry point and
 * those of llvm.global_dtors after it (each table by priority, lowest
 * first, then in its order). The program runs in a child process, on a
 * thread with the stack a native program gets (RLIMIT_STACK; 8 MiB when
 * unlimited): a crash is reported as an error naming the signal and what it
 * means (exit status 128 + the signal), --timeout stops a program that runs
 * longer (exit status 124), and a program's own exit status is rulir-run's. */
#include <llvm-c/Core.h>
#include <errno.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tools/tool.h"
#include "core/diag.h"
#include "core/opdef.h"
#include "core/parser.h"
#include "core/verify.h"
#include "dialects/llvm/jit.h"
#include "dialects/llvm/llvm_types.h"
#include "dialects/registry.h"

enum { O_ENTRY = 1, O_RESULT, O_SHARED_LIBS, O_O0, O_O1, O_O2, O_O3, O_HELP, O_VERSION, O_TIMEOUT };

static const rl_tool_opt opt_table[] = {
    {"e", RL_OPT_VALUE, "function name", "The function to call (default: main)", O_ENTRY},
    {"entry-point-result", RL_OPT_VALUE, "f32 | f64 | i32 | i64 | void",
     "The type of its result, printed after the call (default: f32)", O_RESULT},
    {"timeout", RL_OPT_VALUE, "seconds", "Stop the program after this many seconds (exit status 124)", O_TIMEOUT},
    {"h", RL_OPT_FLAG, NULL, NULL, O_HELP},
};

/* mlir-cpu-runner's "linking options" and "opt-like flags" groups. */
static const rl_tool_opt link_table[] = {
    {"shared-libs", RL_OPT_VALUE, "string", "Libraries to load (comma-separated; may be repeated)", O_SHARED_LIBS},
};
static const rl_tool_opt opt_like_table[] = {
    {"O0", RL_OPT_FLAG, NULL, "Compile without optimization (the default)", O_O0},
    {"O1", RL_OPT_FLAG, NULL, "Optimize with LLVM's default<O1> pipeline and codegen", O_O1},
    {"O2", RL_OPT_FLAG, NULL, "Optimize with LLVM's default<O2> pipeline and codegen", O_O2},
    {"O3", RL_OPT_FLAG, NULL, "Optimize with LLVM's default<O3> pipeline and codegen", O_O3},
};
static const rl_tool_opt generic_table[] = {
    {"help", RL_OPT_FLAG, NULL, "Print the options", O_HELP},
    {"version", RL_OPT_FLAG, NULL, "Print the version of this program", O_VERSION},
};
#define COUNT(t) (sizeof t / sizeof t[0])
enum { NALL = COUNT(opt_table) + COUNT(link_table) + COUNT(opt_like_table) + COUNT(generic_table) };

static void print_help(const char *prog) {
  rl_tool_help *h = rl_tool_help_create();
  rl_tool_help_text(h, "OVERVIEW: rulir CPU execution driver: JIT-compiles and runs a module in the llvm dialect\n");
  rl_tool_help_text(h, "USAGE: %s [options] <input file>\n", prog);
  rl_tool_help_text(h, "OPTIONS:\n");
  rl_tool_help_text(h, "General options:\n");
  rl_tool_help_options(h, opt_table, COUNT(opt_table));
  rl_tool_help_text(h, "\nGeneric Options:\n");
  rl_tool_help_options(h, generic_table, COUNT(generic_table));
  rl_tool_help_text(h, "\nlinking options:\n");
  rl_tool_help_options(h, link_table, COUNT(link_table));
  rl_tool_help_text(h, "\nopt-like flags:\n");
  rl_tool_help_options(h, opt_like_table, COUNT(opt_like_table));
  rl_tool_help_print(h, stdout);
}

/* The llvm.func named `name` at the top of module, or NULL. */
static rl_op *find_func(rl_context *c, rl_op *module, const char *name) {
  rl_ident *fn = rl_ident_cstr(c, "llvm.func"), *sym = rl_ident_cstr(c, "sym_name");
  for (rl_op *op = rl_op_regions(module)[0].first ? rl_op_regions(module)[0].first->first : NULL; op; op = op->next) {
    if (op->info->name != fn) continue;
    rl_attr *n = rl_op_get_prop(op, sym);
    if (n && n->kind == RL_AT_STRING && !strcmp(rl_attr_string_ident(n)->str, name)) return op;
  }
  return NULL;
}

/* Checks the entry point's type against -entry-point-result, with
 * mlir-cpu-runner's messages. */
static bool check_entry(rl_context *c, rl_op *f, const char *result) {
  rl_attr *ft = rl_op_get_prop(f, rl_ident_cstr(c, "function_type"));
  if (!rl_op_regions(f)[0].first || !ft || ft->kind != RL_AT_TYPE) {
    fputs("Error: entry point not found\n", stderr);
    return false;
  }
  rl_type *t = rl_attr_type_value(ft);
  rl_type *res = rl_llvm_func_result(t);
  if (rl_llvm_func_num_params(t) != 0 || rl_llvm_func_vararg(t)) {
    fprintf(stderr, "Error: the entry point must take no arguments\n");
    return false;
  }
  if (!strcmp(result, "void")) {
    if (!rl_llvm_type_is_void(res)) {
      fputs("Error: expected void function\n", stderr);
      return false;
    }
    return true;
  }
  bool ok;
  if (result[0] == 'i') ok = rl_type_is_integer(res) && rl_type_int_width(res) == (unsigned)atoi(result + 1);
  else ok = rl_type_is_float(res) && rl_type_float_sem(res) == (!strcmp(result, "f32") ? RL_F32 : RL_F64);
  if (!ok) {
    fprintf(stderr, "Error: only single %s function result supported\n", result);
    return false;
  }
  return true;
}

/* ---- running the program ------------------------------------------------------------ */

typedef void (*void_fn)(void);

typedef struct program {
  uintptr_t entry;       /* the entry point's address */
  const char *result;    /* -entry-point-result */
  void_fn ctors, dtors;  /* the tables as functions, or NULL */
  double timeout;        /* seconds, or 0: none */
  size_t stack;          /* the program thread's stack size */
  int report_fd;         /* the child's end of the pipe: one byte, 'o', on a stack overflow */
  char *stack_lo;        /* the child's program stack: lowest address */
  int status;            /* what rulir-run exits with */
} program;

static program *g_program; /* in the child, for its fault handler */

#if RL_TOOL_ASAN
/* The program runs in a fork of rulir-run: when it calls exit(),
 * LeakSanitizer would check rulir-run's heap there (without the threads
 * that own it) and fail the program. Only the parent checks. */
static volatile int g_in_child;
int __lsan_is_turned_off(void);
int __lsan_is_turned_off(void) { return g_in_child; }
#endif

/* In the child: a fault just below the program's stack is a stack
 * overflow; say so to the parent, then die of the signal as before. */
static void on_fault(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  char *a = si->si_addr;
  if (g_program && g_program->stack_lo && a < g_program->stack_lo + 65536 && a + (1 << 20) >= g_program->stack_lo) {
    char o = 'o';
    if (write(g_program->report_fd, &o, 1) < 0) { /* nothing to be done */ }
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

/* The child's work: constructors, the entry point, its result, destructors. */
static void child_run(program *p) {
  g_program = p;
#if RL_TOOL_ASAN
  g_in_child = 1;
#endif
  pthread_attr_t attr;
  void *lo = NULL;
  size_t sz = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstack(&attr, &lo, &sz);
    pthread_attr_destroy(&attr);
  }
  p->stack_lo = lo;
  /* The program dies of its signals as a native one does (a sanitizer's
   * handlers in rulir-run would report them as rulir-run's own). */
  const int deadly[] = {SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS};
  for (unsigned i = 0; i < sizeof deadly / sizeof *deadly; i++) signal(deadly[i], SIG_DFL);
  stack_t alt = {.ss_sp = malloc(1 << 16), .ss_size = 1 << 16};
  struct sigaction sa = {.sa_sigaction = on_fault, .sa_flags = SA_SIGINFO | SA_ONSTACK};
  sigemptyset(&sa.sa_mask);
  if (alt.ss_sp && sigaltstack(&alt, NULL) == 0) {
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
  }
  if (p->ctors) p->ctors();
  const char *r = p->result;
  if (!strcmp(r, "void")) {
    ((void (*)(void))p->entry)();
  } else if (!strcmp(r, "i32")) {
    int32_t v = ((int32_t(*)(void))p->entry)();
    printf("%d\n", v);
  } else if (!strcmp(r, "i64")) {
    int64_t v = ((int64_t(*)(void))p->entry)();
    printf("%lld\n", (long long)v);
  } else if (!strcmp(r, "f32")) {
    float v = ((float (*)(void))p->entry)();
    printf("%e\n", (double)v);
  } else {
    double v = ((double (*)(void))p->entry)();
    printf("%e\n", v);
  }
  if (p->dtors) p->dtors();
  fflush(NULL);
  _exit(0); /* not exit(): rulir-run's own state is the parent's to free */
}

/* What a signal that killed the program means. */
static const char *signal_meaning(int sig) {
  switch (sig) {
  case SIGSEGV: return "segmentation fault: an access to memory the program may not touch";
  case SIGBUS: return "bus error: an access to memory that does not exist or is misaligned";
  case SIGFPE: return "arithmetic error, such as an integer division by zero";
  case SIGILL: return "illegal instruction: a trap (llvm.trap, unreachable code reached)";
  case SIGTRAP: return "trace or breakpoint trap (llvm.debugtrap)";
  case SIGABRT: return "aborted: abort() was called, as by a failed assertion";
  case SIGKILL: return "killed";
  default: return strsignal(sig);
  }
}

/* On the program thread: fork the child, wait for it (up to the timeout),
 * and turn how it ended into p->status and a message. */
static void *supervise(void *arg) {
  program *p = arg;
  int fds[2];
  if (pipe(fds) != 0) {
    perror("rulir-run: error: cannot make a pipe");
    return NULL;
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    perror("rulir-run: error: cannot start the program");
    close(fds[0]);
    close(fds[1]);
    return NULL;
  }
  if (pid == 0) {
    close(fds[0]);
    p->report_fd = fds[1];
    child_run(p);
  }
  close(fds[1]);
  /* The pipe's write end closes when the child ends: poll waits for that,
   * or for the byte that says its stack overflowed, or for the timeout. */
  struct timespec t0;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  bool overflow = false, timed_out = false;
  for (;;) {
    int wait_ms = -1;
    if (p->timeout > 0) {
      struct timespec t;
      clock_gettime(CLOCK_MONOTONIC, &t);
      double left = p->timeout - ((double)(t.tv_sec - t0.tv_sec) + (double)(t.tv_nsec - t0.tv_nsec) * 1e-9);
      if (left <= 0) {
        timed_out = true;
        break;
      }
      wait_ms = left > 1e6 ? 1000000000 : (int)ceil(left * 1000);
    }
    struct pollfd pf = {.fd = fds[0], .events = POLLIN};
    int n = poll(&pf, 1, wait_ms);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) continue; /* the timeout is checked above */
    char c;
    ssize_t got = read(fds[0], &c, 1);
    if (got == 1 && c == 'o') overflow = true;
    if (got <= 0) break; /* the child is gone */
  }
  close(fds[0]);
  if (timed_out) kill(pid, SIGKILL);
  int st = 0;
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {
  }
  fflush(stdout);
  if (timed_out) {
    fprintf(stderr, "rulir-run: error: the program did not finish within %g second%s (--timeout) and was stopped\n",
            p->timeout, p->timeout == 1 ? "" : "s");
    p->status = 124;
  } else if (WIFSIGNALED(st)) {
    int sig = WTERMSIG(st);
    if (overflow && (sig == SIGSEGV || sig == SIGBUS))
      fprintf(stderr, "rulir-run: error: the program crashed: stack overflow (%zu KiB of stack, the limit a native "
                      "program gets; signal %d, SIG%s)\n",
              p->stack >> 10, sig, sigabbrev_np(sig));
    else
      fprintf(stderr, "rulir-run: error: the program crashed: signal %d (SIG%s): %s\n", sig,
              sigabbrev_np(sig) ? sigabbrev_np(sig) : "?", signal_meaning(sig));
    p->status = 128 + sig;
  } else {
    p->status = WIFEXITED(st) ? WEXITSTATUS(st) : 1;
  }
  return NULL;
}

/* The stack a native program's main thread gets: RLIMIT_STACK's soft
 * limit, or 8 MiB when it is unlimited. */
static size_t native_stack_size(void) {
  struct rlimit rl;
  size_t def = (size_t)8 << 20;
  if (getrlimit(RLIMIT_STACK, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return def;
  size_t s = (size_t)rl.rlim_cur;
  return s < (size_t)PTHREAD_STACK_MIN ? (size_t)PTHREAD_STACK_MIN : s;
}

/* Runs the program (see the top of the file) and returns rulir-run's exit
 * status. */
static int run_program(program *p) {
  p->stack = native_stack_size();
  p->status = 1;
  pthread_attr_t attr;
  pthread_t t;
  if (pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, p->stack) != 0 ||
      pthread_create(&t, &attr, supervise, p) != 0) {
    fputs("rulir-run: error: cannot make the program's thread\n", stderr);
    return 1;
  }
  pthread_join(t, NULL);
  pthread_attr_destroy(&attr);
  return p->status;
}

/* --timeout's value: a number of seconds > 0; -1 if it is not one. */
static double timeout_seconds(const char *v) {
  char *end;
  errno = 0;
  double d = v ? strtod(v, &end) : 0;
  if (!v) return 0;
  if (errno || end == v || *end || !(d > 0) || isinf(d)) return -1;
  return d;
}

static int run(int argc, char **argv) {
  const char *input = "-", *entry = "main", *result = "f32", *timeout = NULL;
  const char *libs[64];
  unsigned nlibs = 0, level = 0;
  bool have_input = false;
  char *libs_buf[64];
  unsigned nbufs = 0;
  int rc = 1;
  rl_tool_opt all[NALL];
  memcpy(all, opt_table, sizeof opt_table);
  memcpy(all + COUNT(opt_table), link_table, sizeof link_table);
  memcpy(all + COUNT(opt_table) + COUNT(link_table), opt_like_table, sizeof opt_like_table);
  memcpy(all + NALL - COUNT(generic_table), generic_table, sizeof generic_table);
  rl_tool_args a;
  rl_tool_args_init(&a, argc, argv);
  for (int id; (id = rl_tool_next(&a, all, NALL)) != RL_TOOL_DONE;) {
    switch (id) {
    case RL_TOOL_ERROR: goto out;
    case RL_TOOL_UNKNOWN: rl_tool_unknown(&a, all, NALL, NULL, 0); goto out;
    case RL_TOOL_POSITIONAL:
      if (have_input) {
        rl_tool_too_many_positionals(&a, 1);
        goto out;
      }
      input = a.value;
      have_input = true;
      break;
    case O_ENTRY: entry = a.value; break;
    case O_RESULT: result = a.value; break;
    case O_TIMEOUT: timeout = a.value; break;
    case O_SHARED_LIBS: {
      if (nbufs == 64) {
        fputs("rulir-run: too many --shared-libs\n", stderr);
        goto out;
      }
      char *copy = strdup(a.value);
      libs_buf[nbufs++] = copy;
      for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ","))
        if (*tok && nlibs < 64) libs[nlibs++] = tok;
      break;
    }
    case O_O0:
    case O_O1:
    case O_O2:
    case O_O3:
      if (a.flag) level = (unsigned)(id - O_O0);
      break;
    case O_HELP:
      if (!a.flag) break;
      print_help(a.prog);
      rc = 0;
      goto out;
    case O_VERSION: {
      if (!a.flag) break;
      unsigned major, minor, patch;
      LLVMGetVersion(&major, &minor, &patch);
      char llvm[64];
      snprintf(llvm, sizeof llvm, "LLVM %u.%u.%u (LLJIT)", major, minor, patch);
      rl_tool_print_version(a.prog, llvm);
      rc = 0;
      goto out;
    }
    default: break;
    }
  }
  if (strcmp(result, "void") && strcmp(result, "i32") && strcmp(result, "i64") && strcmp(result, "f32") &&
      strcmp(result, "f64")) {
    fputs("Error: unsupported function type\n", stderr);
    goto out;
  }
  if (timeout_seconds(timeout) < 0) {
    fprintf(stderr, "rulir-run: error: --timeout takes a number of seconds greater than 0, not '%s'\n", timeout);
    goto out;
  }
  size_t len;
  char *src = rl_tool_read_all(input, &len);
  if (!src) {
    fprintf(stderr, "rulir-run: cannot open input file '%s'\n", input);
    goto out;
  }
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_ident *file = rl_ident_cstr(c, strcmp(input, "-") == 0 ? "<stdin>" : input);
  rl_source_mgr_add(sm, file, src, len);
  rl_context_set_source_mgr(c, sm);
  rl_op *mod = rl_parse_source(c, src, len, file, 0);
  rl_tool_source_parsed(src);
  rl_llvm_jit *jit = NULL;
  if (!mod) {
    fputs("could not parse the input IR\n", stderr);
    goto done;
  }
  if (!rl_verify(c, mod)) goto done;
  rl_op *f = find_func(c, mod, entry);
  if (!f) {
    fputs("Error: entry point not found\n", stderr);
    goto done;
  }
  if (!check_entry(c, f, result)) goto done;
  jit = rl_llvm_jit_create(c, mod, level, libs, nlibs, "rulir-run");
  if (!jit) goto done;
  void *addr = rl_llvm_jit_lookup(jit, entry);
  if (!addr) goto done;
  bool failed = false;
  rl_llvm_jit_fn ctors = rl_llvm_jit_ctors(jit, &failed);
  rl_llvm_jit_fn dtors = failed ? NULL : rl_llvm_jit_dtors(jit, &failed);
  if (failed) goto done;
  program prog = {.entry = (uintptr_t)addr, .result = result, .timeout = timeout_seconds(timeout),
                  .ctors = ctors, .dtors = dtors};
  rc = run_program(&prog);
done:
  rl_llvm_jit_destroy(jit);
  if (mod) rl_op_destroy(c, mod);
  rl_context_destroy(c);
  rl_source_mgr_destroy(sm);
  rl_tool_free_source(src);
out:
  for (unsigned i = 0; i < nbufs; i++) free(libs_buf[i]);
  return rc;
}

int main(int argc, char **argv) { return rl_tool_main(argc, argv, run); }
