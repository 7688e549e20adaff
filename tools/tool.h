/* What the tools' main()s share: reading an input file, MLIR-style flags,
 * and running on a thread with a large stack. */
#ifndef RL_TOOL_H
#define RL_TOOL_H

#include <stdbool.h>
#include <stddef.h>

/* Reads a whole file ("-": stdin) into one buffer with a NUL after the
 * end (mapped, for most regular files); NULL if it cannot be opened. Free
 * it with rl_tool_free_source. */
char *rl_tool_read_all(const char *path, size_t *len);
/* The buffer has been parsed: a mapped file's pages leave memory (they are
 * read again from the file if a diagnostic quotes a line). The buffer must
 * not have been written to. */
void rl_tool_source_parsed(char *buf);
void rl_tool_free_source(char *buf);

/* Tearing down a large module costs about a twentieth of a run; like clang,
 * the tools leave it to the OS at exit, except under AddressSanitizer, which
 * checks that everything can be freed. */
#if defined(__SANITIZE_ADDRESS__)
#define RL_TOOL_FREE_AT_EXIT 1
#else
#define RL_TOOL_FREE_AT_EXIT 0
#endif

/* `-name` or `--name`, as LLVM's option parser accepts both. */
bool rl_tool_flag_is(const char *arg, const char *name);

/* Calls run(argc, argv) on a thread whose stack fits the deepest input the
 * parser accepts (4096 levels of nesting, even under AddressSanitizer; the
 * parser, verifier and printer recurse once per level), or on the main
 * stack if no such thread can be made. Untouched stack pages cost nothing. */
int rl_tool_main(int argc, char **argv, int (*run)(int argc, char **argv));

#endif
