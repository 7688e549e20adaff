/* Pass options as tables: each pass (written in C, or declared in a .rules
 * file) lists its options (name, kind, default, help) and where in its
 * config each value goes; one parser reads MLIR's option text
 * (`opt1=v opt2='a b' list=1,2 flag`), one printer writes it back as
 * --dump-pass-pipeline does (`{name=value ...}`, sorted by name), with
 * mlir-opt's messages for unknown options and bad values. */
#ifndef RL_PASSOPT_H
#define RL_PASSOPT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "strbuf.h"

typedef enum rl_opt_kind {
  RL_OPT_BOOL,   /* bool */
  RL_OPT_INT,    /* a signed integer of the field's size, in int32's range (help: <int>) */
  RL_OPT_UINT,   /* unsigned, in uint32's range (<uint>) */
  RL_OPT_LONG,   /* signed, int64's range (<long>) */
  RL_OPT_ULONG,  /* unsigned, uint64's range (<ulong>) */
  RL_OPT_DOUBLE, /* double (<number>) */
  RL_OPT_STRING, /* const char * (<string>) */
  RL_OPT_ENUM,   /* an integer of the field's size: the index of the value in `values` (<value>) */
} rl_opt_kind;

/* A list option's value (`list` set): n elements, each int64_t (the
 * integer kinds), double, or const char * (strings). */
typedef struct rl_opt_list {
  unsigned n;
  union {
    const int64_t *i;
    const uint64_t *u;
    const double *d;
    const char *const *s;
  };
} rl_opt_list;

/* An option of a pass. */
typedef struct rl_pass_option {
  const char *name; /* "max-iterations" */
  uint8_t kind;     /* rl_opt_kind */
  bool list;        /* a list of kind, comma-separated; given again, it grows */
  uint16_t size;    /* the field's size (integers and enums: 1, 2, 4 or 8) */
  uint32_t offset;  /* the field's offset in the pass's config */
  const char *def;  /* the default, as an option value (NULL: zero, false, "", empty) */
  const char *desc; /* for --help */
  /* An enum's values, each followed by its description, NULL-ended. */
  const char *const *values;
  const char *value_name; /* --help's `=<NAME>` (NULL: the kind's) */
} rl_pass_option;

/* An option stored in field F of config type T. */
#define RL_PASS_OPT(T, F, NAME, KIND, DEF, DESC) \
  {.name = NAME, .kind = KIND, .size = sizeof(((T *)0)->F), .offset = offsetof(T, F), .def = DEF, .desc = DESC}
#define RL_PASS_OPT_LIST(T, F, NAME, KIND, DEF, DESC) \
  {.name = NAME, .kind = KIND, .list = true, .size = sizeof(rl_opt_list), .offset = offsetof(T, F), .def = DEF, .desc = DESC}
#define RL_PASS_OPT_ENUM(T, F, NAME, VALUES, DEF, DESC)                                                          \
  {.name = NAME, .kind = RL_OPT_ENUM, .size = sizeof(((T *)0)->F), .offset = offsetof(T, F), .def = DEF, .desc = DESC, \
   .values = VALUES}

/* The config of a pass with these options: one allocation of size bytes
 * (at least 1) for the fields, then the strings and lists (freed with it
 * by free()), the defaults set, then `text` read over them. NULL after
 * mlir-opt's messages: a bad value's to err (`rulir-opt: for the --x
 * option: ...`), an unknown option's added to diag (what mlir-opt reports
 * as `<unknown>:0: error: DIAG`). */
void *rl_pass_options_parse(const rl_pass_option *opts, unsigned n, size_t size, const char *text, FILE *err,
                            rl_strbuf *diag);
/* `{name=value ...}`, sorted by name, as mlir-opt prints a pass's options
 * (an empty list prints nothing, a string with a space in braces). */
void rl_pass_options_print(const rl_pass_option *opts, unsigned n, const void *config, rl_strbuf *out);
/* --help's name of what the option takes ("uint"), or NULL for a flag. */
const char *rl_pass_option_value_name(const rl_pass_option *o);
/* An option kind's name in a .rules `option` declaration (int, uint,
 * long, ulong, double, bool, string, and a list of each with an `s`:
 * ints, strings, ...) as kind and list; false for none. */
bool rl_pass_option_kind_of(const char *name, uint8_t *kind, bool *list);

/* Option values, read from a config by option (no checks). */
int64_t rl_pass_option_int(const rl_pass_option *o, const void *config);
double rl_pass_option_double(const rl_pass_option *o, const void *config);
const char *rl_pass_option_str(const rl_pass_option *o, const void *config);
const rl_opt_list *rl_pass_option_list(const rl_pass_option *o, const void *config);

#endif
