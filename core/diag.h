/* Diagnostics: errors, warnings, notes and remarks at locations, printed as
 * clang and mlir-opt print them (file:line:col: error: msg, the source line, a
 * caret), or handed to a handler (the --verify-diagnostics checker). */
#ifndef RL_DIAG_H
#define RL_DIAG_H

#include <stdarg.h>

#include "attrs.h"
#include "strbuf.h"

typedef enum rl_severity { RL_ERROR, RL_WARNING, RL_NOTE, RL_REMARK } rl_severity;

/* A diagnostic being built; reported by rl_diag_report. */
typedef struct rl_diag rl_diag;
struct rl_diag {
  rl_severity sev;
  rl_attr *loc;
  char *msg;          /* heap, formatted */
  rl_diag *notes;     /* attached notes, in order (singly linked) */
  rl_diag *next;      /* next note */
  bool no_source;     /* don't show the source line (e.g. "see current operation") */
  rl_diag *link;      /* next diagnostic of a buffer (rl_diag_buffer) */
};

typedef void (*rl_diag_handler)(rl_context *c, const rl_diag *d, void *ud);

/* Source buffers by file name, so diagnostics can show the line. */
typedef struct rl_source_mgr rl_source_mgr;
rl_source_mgr *rl_source_mgr_create(void);
void rl_source_mgr_destroy(rl_source_mgr *sm);
/* Registers a buffer (borrowed; must outlive its use) under `name`. */
void rl_source_mgr_add(rl_source_mgr *sm, rl_ident *name, const char *buf, size_t len);
bool rl_source_mgr_find(rl_source_mgr *sm, rl_ident *name, const char **buf, size_t *len);
void rl_context_set_source_mgr(rl_context *c, rl_source_mgr *sm);

/* Whether errors on ops carry a "see current operation" note (default on;
 * off under --verify-diagnostics, as in mlir-opt). */
void rl_context_set_print_op_on_diagnostic(rl_context *c, bool on);
bool rl_context_prints_op_on_diagnostic(rl_context *c);
void rl_context_set_diag_handler(rl_context *c, rl_diag_handler h, void *ud);
/* The handler set (NULL: stderr), its user data in *ud. */
rl_diag_handler rl_context_diag_handler(rl_context *c, void **ud);
unsigned rl_context_num_errors(rl_context *c);
/* Sets the error count back (after errors that were only probing). */
void rl_context_set_num_errors(rl_context *c, unsigned n);

rl_diag *rl_diag_begin(rl_context *c, rl_severity sev, rl_attr *loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
rl_diag *rl_diag_vbegin(rl_context *c, rl_severity sev, rl_attr *loc, const char *fmt, va_list ap);
void rl_diag_note(rl_diag *d, rl_attr *loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The last note attached to d (NULL if none). */
rl_diag *rl_diag_last_note(rl_diag *d);
/* Diagnostics reported on a thread that works on one part of the IR while
 * others work on the rest (drivers/parallel.c) go to a buffer of its own,
 * and are reported later, in the order of the parts, so that the output
 * does not depend on the number of threads. While a buffer is set, the
 * context's error count seen from this thread includes the buffer's, and
 * a handler set from this thread is this thread's alone. */
typedef struct rl_diag_buffer {
  rl_diag *first, **tail;
  unsigned errors;
  rl_diag_handler handler;
  void *handler_ud;
} rl_diag_buffer;
void rl_diag_buffer_begin(rl_diag_buffer *b); /* this thread's diagnostics go to b */
void rl_diag_buffer_end(void);
rl_diag_buffer *rl_diag_buffer_current(void); /* this thread's, or NULL */
/* Reports b's diagnostics (on the thread that owns the context's handler). */
void rl_diag_buffer_flush(rl_context *c, rl_diag_buffer *b);
void rl_diag_buffer_drop(rl_diag_buffer *b);
/* Takes back what b got after `mark` (its tail when it had `errors`
 * errors): a check that finds it should have reported something else
 * first (core/verify.c). */
void rl_diag_buffer_truncate(rl_diag_buffer *b, rl_diag **mark, unsigned errors);
/* Reports to the handler (or stderr) and frees the diagnostic. */
void rl_diag_report(rl_context *c, rl_diag *d);
/* Shorthand: begin + report. */
void rl_emit_error(rl_context *c, rl_attr *loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Formats one diagnostic (with source line and caret when the source is
 * known) the way it is printed on stderr. */
void rl_diag_format(rl_context *c, const rl_diag *d, rl_strbuf *out);

#endif
