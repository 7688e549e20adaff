/* MLIR's action log (--log-actions-to): passes and the greedy driver tell
 * what they begin and complete, as mlir-opt-19 prints it. Off unless a tool
 * sets a stream; a logged action costs one test of a global when off. */
#ifndef RULIR_DRIVERS_ACTION_H
#define RULIR_DRIVERS_ACTION_H

#include <stdbool.h>
#include <stdio.h>

#include "core/ir.h"

/* Logs to f (NULL: off) with `[thread <thread>]` prefixes. filter (NULL or
 * "": none) is --log-mlir-actions-filter: comma-separated `file`, `file:line`
 * or `file:line:col`; only actions on an op at such a location are logged. */
void rl_action_log_set(FILE *f, const char *thread, const char *filter);
bool rl_action_logging(void);

/* An action begins on op: `begins (no breakpoint) Action <what> (<op>)`,
 * the op printed with its regions elided (region >= 0: `Region #N for op`).
 * Returns whether it was logged (pass that to rl_action_end). */
bool rl_action_begin(const char *what, rl_op *op, int region);
/* `completed `<tag>``, when the begin was logged. */
void rl_action_end(bool logged, const char *tag);

#endif
