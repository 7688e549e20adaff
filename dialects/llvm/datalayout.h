/* LLVM data layout strings, checked as LLVM 19 parses them. */
#ifndef RL_LLVM_DATALAYOUT_H
#define RL_LLVM_DATALAYOUT_H

#include <stddef.h>

/* Why the data layout s (n bytes) is invalid, in LLVM's words ("Unknown
 * specifier in datalayout string"), or NULL if it is valid. */
const char *rl_llvm_data_layout_error(const char *s, size_t n);

#endif
