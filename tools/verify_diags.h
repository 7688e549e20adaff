/* --verify-diagnostics for the tools: the expected-* comments of an input
 * (MLIR 19's forms) checked against the diagnostics reported while it is
 * processed. */
#ifndef RL_VERIFY_DIAGS_H
#define RL_VERIFY_DIAGS_H

#include <stdbool.h>
#include <stddef.h>

#include "core/diag.h"

typedef struct rl_verify_diags rl_verify_diags;

/* Reads the expectations of buf (a whole input or one --split-input-file
 * chunk of `file`, whose first line is line line_offset + 1 of the file) and
 * takes over c's diagnostics until rl_verify_diags_end: each one must match
 * an expectation on its line; the others are reported on stderr as
 * "unexpected". A malformed expectation (an -re pattern that does not
 * compile) is reported now and fails the check. */
rl_verify_diags *rl_verify_diags_begin(rl_context *c, rl_ident *file, const char *buf, size_t len,
                                       unsigned line_offset);

/* Gives c its diagnostics back, reports on stderr the expectations no
 * diagnostic met, frees v, and says whether every diagnostic was expected
 * and every expectation met. */
bool rl_verify_diags_end(rl_verify_diags *v);

#endif
