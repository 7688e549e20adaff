/* What rulir's libFuzzer targets share (tests/fuzz/, `make fuzz`): a fresh
 * context per input, diagnostics formatted and checked rather than printed,
 * the big stack the tools run on, and the checks that fail loudly. */
#ifndef RL_FUZZ_H
#define RL_FUZZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/context.h"
#include "core/ir.h"
#include "core/strbuf.h"

/* libFuzzer's entry points (and the replay driver's, tests/fuzz/replay.c). */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Registers passes and canonicalizations once (process-wide tables). */
void rl_fuzz_init(void);

/* Runs fn(arg) on a thread with the stack the tools run on (tools/tool.c's
 * rl_tool_main: 512 MiB), where the parser's 4096 levels of nesting fit. */
void rl_fuzz_on_big_stack(void (*fn)(void *arg), void *arg);

/* A copy of the input with a NUL after it (the parsers' contract), sized
 * exactly, so that reading past the end is caught. Free with free(). */
char *rl_fuzz_cstr(const uint8_t *data, size_t size);

/* A context with every dialect registered, unregistered ops allowed when
 * the text asks for it (it holds "allow-unregistered", as the RUN lines of
 * the seeds do), a source manager holding `text` under `file`, and a
 * handler that formats each diagnostic (source line and caret) and counts
 * errors. rl_fuzz_context_destroy frees it all. */
typedef struct rl_fuzz_ctx {
  rl_context *c;
  struct rl_source_mgr *sm;
  rl_ident *file;
  unsigned errors;      /* errors reported */
  unsigned located;     /* errors located in `file` (file:line:col: error:) */
} rl_fuzz_ctx;
void rl_fuzz_context_init(rl_fuzz_ctx *f, const char *text, size_t len);
void rl_fuzz_context_destroy(rl_fuzz_ctx *f);

/* Prints the module in custom (or generic) form; free with rl_sb_free. */
rl_strbuf rl_fuzz_print(rl_op *m, bool generic);

/* What a verified module printed as `text` must do: parse again (in the
 * same context, as a file of its own), verify, and print as `want` (in
 * custom form). Fails with `what` otherwise. (Printed text may hold NULs,
 * in strings: lengths, not strlen.) */
void rl_fuzz_reparse(rl_fuzz_ctx *f, const rl_strbuf *text, const rl_strbuf *want, const char *what);

/* The generator targets' files: a private folder under $TMPDIR (removed at
 * exit, with what is in it) holding the input as `in_name` and the C the
 * generator writes as `out_name` (and its header). */
typedef struct rl_fuzz_files {
  char dir[400], in[512], out_c[512];
} rl_fuzz_files;
extern rl_fuzz_files rl_fuzz_scratch;
void rl_fuzz_scratch_init(const char *tag, const char *in_name, const char *out_name);
/* Writes the input to rl_fuzz_scratch.in as it is (NULs and all), as the
 * generator reads a file. */
void rl_fuzz_write_input(const uint8_t *data, size_t size);

/* A broken invariant: prints what and where, with the texts involved, and
 * aborts (libFuzzer keeps the input). */
_Noreturn void rl_fuzz_fail(const char *what, const char *text1, const char *text2);

#endif
