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

/* --split-input-file: calls fn(ud, chunk, len, line_offset, index) on each
 * chunk of src[0..len), cut at MLIR's marker "// -----" (the rest of the
 * marker's line begins the next chunk): the chunk is NUL-terminated in place
 * for the call (src is restored after it), line_offset is the number of
 * lines of src before it and index its number from 0. Returns false if any
 * call did (every chunk is processed). */
typedef bool (*rl_tool_chunk_fn)(void *ud, char *chunk, size_t len, unsigned line_offset, unsigned index);
bool rl_tool_split_input(char *src, size_t len, rl_tool_chunk_fn fn, void *ud);

/* `-name` or `--name`, as LLVM's option parser accepts both. */
bool rl_tool_flag_is(const char *arg, const char *name);

/* Calls run(argc, argv) on a thread whose stack fits the deepest input the
 * parser accepts (4096 levels of nesting, even under AddressSanitizer; the
 * parser, verifier and printer recurse once per level), or on the main
 * stack if no such thread can be made. Untouched stack pages cost nothing. */
int rl_tool_main(int argc, char **argv, int (*run)(int argc, char **argv));

#endif
