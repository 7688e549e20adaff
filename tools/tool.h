/* What the tools' main()s share: reading an input file, the command line
 * as MLIR's tools read it (and their --help and --version), and running on
 * a thread with a large stack. */
#ifndef RL_TOOL_H
#define RL_TOOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* rulir's version, for --version. */
#define RL_VERSION "0.1"

/* Reads a whole file ("-": stdin) into one buffer with a NUL after the
 * end (mapped, for most regular files); NULL if it cannot be opened. Free
 * it with rl_tool_free_source. */
char *rl_tool_read_all(const char *path, size_t *len);
/* The buffer has been parsed: a mapped file's pages leave memory (they are
 * read again from the file if a diagnostic quotes a line). The buffer must
 * not have been written to. */
void rl_tool_source_parsed(char *buf);
/* The same for the pages before `upto` while the parser goes on (an
 * rl_source_release_fn; ud unused): a mapped input need not be resident
 * all at once. Set it (rl_context_set_source_release) only for a buffer
 * that is not written to. */
void rl_tool_source_release(void *ud, const char *buf, const char *upto);
void rl_tool_free_source(char *buf);

/* Tearing down a large module costs about a twentieth of a run; like clang,
 * the tools leave it to the OS at exit, except under AddressSanitizer, which
 * checks that everything can be freed. */
#if defined(__SANITIZE_ADDRESS__) /* gcc */
#define RL_TOOL_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) /* clang */
#define RL_TOOL_ASAN 1
#endif
#endif
#ifndef RL_TOOL_ASAN
#define RL_TOOL_ASAN 0
#endif
#define RL_TOOL_FREE_AT_EXIT RL_TOOL_ASAN

/* ---- the command line, read as LLVM's cl library reads it -----------------
 * `-name` and `--name` alike; `-name=V` and `--name=V`; an option that
 * needs a value also takes the next argument (`-o FILE`); a flag takes
 * `=true`/`=false` (`=1`/`=0`); after `--` every argument is positional.
 * One table per tool lists its options; rl_tool_next walks argv with it. */

typedef enum rl_tool_opt_kind {
  RL_OPT_FLAG,     /* -name, or -name=true|false|1|0 */
  RL_OPT_VALUE,    /* -name=V, or -name V */
  RL_OPT_JOINED,   /* -name=V only; -name alone gives "" (LLVM's lists of pass names) */
  RL_OPT_OPTIONAL, /* -name, or -name=V */
  RL_OPT_PREFIX,   /* -nameV, -name=V or -name V (LLVM's cl::Prefix: -IDIR) */
} rl_tool_opt_kind;

typedef struct rl_tool_opt {
  const char *name;       /* after the dashes: "mlir-print-local-scope", "o" */
  rl_tool_opt_kind kind;
  const char *value_name; /* shown in --help: `--name=<uint>`, `-o <filename>` */
  const char *help;       /* its line in --help */
  int id;                 /* what rl_tool_next returns for it (> 0) */
} rl_tool_opt;

/* rl_tool_next's results besides an option's id. */
enum { RL_TOOL_DONE = 0, RL_TOOL_POSITIONAL = -1, RL_TOOL_UNKNOWN = -2, RL_TOOL_ERROR = -3 };

typedef struct rl_tool_args {
  int argc;
  char **argv;
  int i;              /* the next argument to read */
  const char *prog;   /* the tool's name (argv[0] without its folders), for messages */
  bool quiet;         /* print no error (a first pass over argv) */
  bool positional_only; /* `--` was seen */
  /* The argument just read: */
  const char *arg;    /* as written */
  const char *name;   /* an option's name (after the dashes, up to '=') */
  size_t name_len;
  const char *value;  /* its value (after '=', or the next argument), or NULL; a positional argument */
  bool flag;          /* RL_OPT_FLAG: true, or the value given */
} rl_tool_args;

void rl_tool_args_init(rl_tool_args *a, int argc, char **argv);
/* Reads the next argument: returns the id of the option it is,
 * RL_TOOL_POSITIONAL, RL_TOOL_UNKNOWN (an option not in the table: the
 * caller may know it, e.g. as a pass, or call rl_tool_unknown),
 * RL_TOOL_ERROR (after printing LLVM's message: a value missing, a bad
 * boolean), or RL_TOOL_DONE. */
int rl_tool_next(rl_tool_args *a, const rl_tool_opt *opts, unsigned nopts);
/* Reports the argument just read as unknown, as LLVM does: "Unknown command
 * line argument" and, when one is near enough, "Did you mean '--x'?" (the
 * nearest by edit distance among the table's options and `extra` names,
 * e.g. the registered passes). */
void rl_tool_unknown(const rl_tool_args *a, const rl_tool_opt *opts, unsigned nopts, const char *const *extra,
                     unsigned nextra);
/* The value just read as an integer (`min` bounds it: 0 for LLVM's uint);
 * false after LLVM's message ("'x' value invalid for uint argument!"). */
bool rl_tool_int(const rl_tool_args *a, long long min, long long *out);
/* Prints "PROG: for the --NAME option: MESSAGE" and returns false. */
bool rl_tool_option_error(const rl_tool_args *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "Too many positional arguments specified!", as LLVM says it; false. */
bool rl_tool_too_many_positionals(const rl_tool_args *a, unsigned max);

/* --version: the tool and rulir's version, and `extra` (a line, or NULL). */
void rl_tool_print_version(const char *prog, const char *extra);

/* ---- --help, laid out as LLVM lays it out ----------------------------------
 * Lines are collected, then printed with every description in one column:
 * `  --name=<value>   - help` for options, `      --pass   -   summary`
 * for passes. */
typedef struct rl_tool_help rl_tool_help;
rl_tool_help *rl_tool_help_create(void);
/* A line of text as it is (a heading, a blank line). */
void rl_tool_help_text(rl_tool_help *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A line `<indent>left` with `desc` in the description column, after " - "
 * (or after " -   " when `sub`, as passes and an enum's values have it). */
void rl_tool_help_entry(rl_tool_help *h, unsigned indent, const char *left, bool sub, const char *desc);
/* The options of a table, sorted by name, as LLVM shows them. */
void rl_tool_help_options(rl_tool_help *h, const rl_tool_opt *opts, unsigned nopts);
/* The same, of the options whose names sort in [from, to) (NULL: no bound):
 * a group LLVM lists among them sits where its alternatives' name sorts. */
void rl_tool_help_options_between(rl_tool_help *h, const rl_tool_opt *opts, unsigned nopts, const char *from,
                                  const char *to);
/* Prints and frees. */
void rl_tool_help_print(rl_tool_help *h, FILE *f);

/* --split-input-file: calls fn(ud, chunk, len, line_offset, index) on each
 * chunk of src[0..len), cut at `marker` (MLIR's default: "// -----") (the rest of the
 * marker's line begins the next chunk): the chunk is NUL-terminated in place
 * for the call (src is restored after it), line_offset is the number of
 * lines of src before it and index its number from 0. Returns false if any
 * call did (every chunk is processed). */
typedef bool (*rl_tool_chunk_fn)(void *ud, char *chunk, size_t len, unsigned line_offset, unsigned index);
bool rl_tool_split_input(char *src, size_t len, const char *marker, rl_tool_chunk_fn fn, void *ud);

/* The name MLIR gives a chunk that starts `line_offset` lines into `file`:
 * "within split at FILE:N offset " (N: the chunk's first line in the file);
 * its locations count lines from the chunk's first, so diagnostics read
 * "within split at FILE:N offset :LINE:COL" as mlir-opt's do. The chunk is
 * added to `sm` under that name, for diagnostics to show its lines. */
struct rl_context;
struct rl_ident;
struct rl_source_mgr;
struct rl_ident *rl_tool_chunk_name(struct rl_context *c, struct rl_source_mgr *sm, struct rl_ident *file,
                                    const char *chunk, size_t len, unsigned line_offset);


/* Calls run(argc, argv) on a thread whose stack fits the deepest input the
 * parser accepts (4096 levels of nesting, even under AddressSanitizer; the
 * parser, verifier and printer recurse once per level), or on the main
 * stack if no such thread can be made. Untouched stack pages cost nothing. */
int rl_tool_main(int argc, char **argv, int (*run)(int argc, char **argv));

#endif
