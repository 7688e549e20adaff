/* Running tasks on several threads, as MLIR's pass manager runs a nested
 * pipeline on the functions of a module: a loop over n tasks on up to
 * rl_parallel_threads() threads (the calling one among them), each task's
 * diagnostics buffered and reported afterwards in task order, so that what
 * a run prints does not depend on how many threads it had. */
#ifndef RL_PARALLEL_H
#define RL_PARALLEL_H

#include <stdbool.h>
#include <stddef.h>

#include "core/context.h"

/* The number of threads parallel loops use: n (0: the number of cores,
 * at most 8). --mlir-disable-threading sets 1. */
void rl_parallel_set_threads(unsigned n);
unsigned rl_parallel_threads(void);
/* Whether this thread runs a task of a parallel loop (a loop inside one
 * runs on this thread alone). */
bool rl_parallel_in_task(void);

/* A task: false stops the loop (the tasks after it are not reported). */
typedef bool (*rl_task_fn)(void *ud, size_t i);

/* Runs fn(ud, i) for i = 0 .. n-1, in any order and on any thread, with c
 * threaded meanwhile (rl_context_begin_threads). The diagnostics of tasks
 * 0 .. k are reported in that order, where k is the first task that
 * returned false, and those of later tasks dropped (a task after k may
 * not run at all); returns k, or n when all succeeded: what a loop on one
 * thread that stops at the first failure reports and returns. With one
 * thread, or inside a task, the loop is that plain loop. */
size_t rl_parallel_for(rl_context *c, size_t n, rl_task_fn fn, void *ud);

#endif
