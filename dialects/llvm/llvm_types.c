/* The llvm dialect's types: uniquing constructors, the checks MLIR's type
 * verifiers make, and the parse and print hooks core calls after `!llvm.`.
 * Inside a type's parameters, nested llvm types are written without the
 * `!llvm.` prefix (`!llvm.struct<(ptr, array<2 x i64>)>`) and read either
 * way, as MLIR's custom<PrettyLLVMType> does. */
#include "dialects/llvm/llvm_types.h"

#include <stdlib.h>
#include <string.h>

#include "core/asm.h"
#include "core/diag.h"
#include "core/printer.h"

#define UNIQ(c, k, s, n, w) ((rl_type *)rl_uniq((c), (k), (s), (uint32_t)(n), (w)))

/* ---- constructors ------------------------------------------------------------ */

rl_type *rl_llvm_ptr_type(rl_context *c, unsigned addrspace) {
  uint64_t w = addrspace;
  return UNIQ(c, RL_LLVM_TY_PTR, 0, 1, &w);
}

rl_type *rl_llvm_void_type(rl_context *c) { return UNIQ(c, RL_LLVM_TY_VOID, 0, 0, NULL); }

rl_type *rl_llvm_simple_type(rl_context *c, unsigned which) { return UNIQ(c, RL_LLVM_TY_SIMPLE, which, 0, NULL); }

rl_type *rl_llvm_array_type(rl_context *c, rl_type *elem, uint64_t n) {
  uint64_t w[2] = {rl_ptr_word(elem), n};
  return UNIQ(c, RL_LLVM_TY_ARRAY, 0, 2, w);
}

rl_type *rl_llvm_vec_type(rl_context *c, rl_type *elem, uint64_t n, bool scalable) {
  uint64_t w[2] = {rl_ptr_word(elem), n};
  return UNIQ(c, RL_LLVM_TY_VEC, scalable, 2, w);
}

static rl_type *make_struct(rl_context *c, unsigned flags, rl_ident *name, unsigned n, rl_type *const *elems) {
  uint64_t stack[16];
  uint64_t *w = n + 1 <= 16 ? stack : malloc((n + 1) * sizeof *w);
  w[0] = rl_ptr_word(name);
  for (unsigned i = 0; i < n; i++) w[1 + i] = rl_ptr_word(elems[i]);
  rl_type *t = UNIQ(c, RL_LLVM_TY_STRUCT, flags, n + 1, w);
  if (w != stack) free(w);
  return t;
}

rl_type *rl_llvm_struct_type(rl_context *c, unsigned n, rl_type *const *elems, bool packed) {
  return make_struct(c, packed ? RL_LLVM_STRUCT_PACKED : 0, NULL, n, elems);
}

rl_type *rl_llvm_struct_identified_type(rl_context *c, const char *name, size_t len, unsigned n,
                                   rl_type *const *elems, bool packed) {
  return make_struct(c, RL_LLVM_STRUCT_IDENTIFIED | (packed ? RL_LLVM_STRUCT_PACKED : 0),
                     rl_ident_get(c, name, len), n, elems);
}

rl_type *rl_llvm_struct_opaque_type(rl_context *c, const char *name, size_t len) {
  return make_struct(c, RL_LLVM_STRUCT_IDENTIFIED | RL_LLVM_STRUCT_OPAQUE, rl_ident_get(c, name, len), 0, NULL);
}

static rl_type *struct_ref(rl_context *c, rl_ident *name) {
  return make_struct(c, RL_LLVM_STRUCT_IDENTIFIED | RL_LLVM_STRUCT_REF, name, 0, NULL);
}

rl_type *rl_llvm_func_type(rl_context *c, rl_type *result, unsigned nparams, rl_type *const *params,
                           bool vararg) {
  uint64_t stack[16];
  uint64_t *w = nparams + 1 <= 16 ? stack : malloc((nparams + 1) * sizeof *w);
  w[0] = rl_ptr_word(result);
  for (unsigned i = 0; i < nparams; i++) w[1 + i] = rl_ptr_word(params[i]);
  rl_type *t = UNIQ(c, RL_LLVM_TY_FUNC, vararg ? 1 : 0, nparams + 1, w);
  if (w != stack) free(w);
  return t;
}

/* ---- checks -------------------------------------------------------------------- */

static bool is_llvm_float(const rl_type *t) {
  if (!rl_type_is_float(t)) return false;
  switch (rl_type_float_sem(t)) {
  case RL_F16: case RL_BF16: case RL_F32: case RL_F64: case RL_F80: case RL_F128: return true;
  default: return false;
  }
}

bool rl_llvm_type_is_float(const rl_type *t) { return is_llvm_float(t); }

bool rl_llvm_type_is_compatible(const rl_type *t) {
  if (rl_type_is_integer(t)) return rl_type_int_signedness(t) == RL_SIGNLESS;
  if (rl_type_is_float(t)) return is_llvm_float(t);
  if (t->kind == RL_TY_VECTOR) {
    if (rl_type_rank(t) != 1) return false;
    const rl_type *e = rl_type_elem(t);
    return (rl_type_is_integer(e) && rl_type_int_signedness(e) == RL_SIGNLESS) || is_llvm_float(e) ||
           rl_llvm_type_is_ptr(e);
  }
  if (t->kind == RL_LLVM_TY_ARRAY) return rl_llvm_type_is_compatible(rl_llvm_array_elem(t));
  if (t->kind == RL_LLVM_TY_VEC) return rl_llvm_type_is_ptr(rl_llvm_vec_elem(t));
  if (t->kind == RL_LLVM_TY_STRUCT) {
    for (unsigned i = 0; i < rl_llvm_struct_num_elems(t); i++)
      if (!rl_llvm_type_is_compatible(rl_llvm_struct_elem(t, i))) return false;
    return true;
  }
  if (t->kind == RL_LLVM_TY_FUNC) {
    if (!rl_llvm_type_is_compatible(rl_llvm_func_result(t))) return false;
    for (unsigned i = 0; i < rl_llvm_func_num_params(t); i++)
      if (!rl_llvm_type_is_compatible(rl_llvm_func_param(t, i))) return false;
    return true;
  }
  return rl_llvm_type_is_llvm(t);
}

/* `!llvm.vec<? x N x T>` (MLIR's LLVMScalableVectorType), which structs
 * and arrays cannot hold; a builtin scalable vector (vector<[4]xi1>) they
 * can, as MLIR 19 accepts. */
static bool scalable_vector(const rl_type *t) { return rl_llvm_type_is_vec(t) && rl_llvm_vec_scalable(t); }

bool rl_llvm_valid_element_type(const rl_type *t) {
  return !(t->kind == RL_LLVM_TY_VOID || t->kind == RL_LLVM_TY_FUNC || t->kind == RL_LLVM_TY_SIMPLE ||
           scalable_vector(t));
}

bool rl_llvm_valid_param_type(const rl_type *t) {
  return !(t->kind == RL_LLVM_TY_VOID || t->kind == RL_LLVM_TY_FUNC);
}

bool rl_llvm_valid_result_type(const rl_type *t) {
  return !(t->kind == RL_LLVM_TY_FUNC ||
           (t->kind == RL_LLVM_TY_SIMPLE && (t->sub == RL_LLVM_LABEL || t->sub == RL_LLVM_METADATA)));
}

/* ---- parsing --------------------------------------------------------------------- */

static rl_type *parse_mnemonic(rl_parser *p, const char *m, size_t n, const char *at);

static const char *const mnemonics[] = {"ptr", "void", "array", "struct", "func", "label", "metadata", "token", "vec"};

/* A type inside an llvm type's parameters: an llvm mnemonic without prefix,
 * or any type. */
static rl_type *parse_nested(rl_parser *p) {
  if (rl_parser_at_keyword(p)) {
    /* The keyword's text is at the current position: pick the candidate
     * mnemonic by its first letter, then check it (no loop of compares). */
    const char *at = rl_parser_pos(p);
    int i = -1;
    switch (at[0]) {
    case 'p': i = 0; break;
    case 'v': i = at[1] == 'e' ? 8 : 1; break;
    case 'a': i = 2; break;
    case 's': i = 3; break;
    case 'f': i = 4; break;
    case 'l': i = 5; break;
    case 'm': i = 6; break;
    case 't': i = 7; break;
    default: break;
    }
    if (i >= 0 && rl_parse_optional_keyword(p, mnemonics[i]))
      return parse_mnemonic(p, mnemonics[i], strlen(mnemonics[i]), at);
  }
  return rl_parse_type(p);
}

static char *type_str(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}

static bool bad_type(rl_parser *p, const char *at, const char *what, const rl_type *t) {
  char *s = type_str(t);
  rl_parser_error_at(p, at, "%s'%s'", what, s);
  free(s);
  return false;
}

/* `(T, ...)` into a growing array; with params, a final `...` may end it.
 * first_at: where MLIR points at the list (its first element, or the `(`
 * of an empty one). */
static bool parse_type_list(rl_parser *p, rl_type ***out, unsigned *n, bool *varargs, bool params, const char *lt,
                            const char **first_at) {
  unsigned cap = 0;
  *out = NULL;
  *n = 0;
  if (first_at) *first_at = rl_parser_pos(p);
  if (!rl_parse_punct(p, "(")) return false;
  if (rl_parse_optional_punct(p, ")")) return true;
  if (first_at) *first_at = rl_parser_pos(p);
  do {
    if (params && rl_parse_optional_punct(p, "...")) {
      *varargs = true;
      break;
    }
    rl_type *t = parse_nested(p);
    if (!t) return false;
    if (params ? !rl_llvm_valid_param_type(t) : !rl_llvm_valid_element_type(t))
      return bad_type(p, lt, params ? "invalid function argument type: " : "invalid LLVM structure element type: ", t);
    if (*n == cap) {
      cap = cap ? 2 * cap : 8;
      *out = realloc(*out, cap * sizeof **out);
    }
    (*out)[(*n)++] = t;
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, ")");
}

/* The identified structs whose bodies are being parsed, innermost first:
 * `struct<"name">` without a body may only name one of them (a recursive
 * reference). A chain through the C stack. */
typedef struct struct_scope {
  const struct struct_scope *up;
  const rl_ident *name;
} struct_scope;
static _Thread_local const struct_scope *open_structs;

static bool in_open_struct(const rl_ident *name) {
  for (const struct_scope *s = open_structs; s; s = s->up)
    if (s->name == name) return true;
  return false;
}

/* The identified structs the current parse has seen, by name: MLIR gives
 * a name one body per context, so a second, different body is an error. A hash
 * of chains in the context's arena (it goes with the context). */
enum { NAMED_BUCKETS = 256 };
typedef struct named_struct {
  struct named_struct *next;
  const rl_ident *name;
  rl_type *type; /* the first body seen, or the opaque declaration */
} named_struct;
typedef struct named_structs {
  unsigned serial; /* the parse the entries belong to (rl_context_parse_serial) */
  named_struct *bucket[NAMED_BUCKETS];
} named_structs;
static rl_context_key named_key;

static named_struct *named_lookup(rl_context *c, const rl_ident *name, bool create) {
  named_structs *t = rl_context_state(c, &named_key);
  if (!t) {
    if (!create) return NULL;
    t = rl_context_alloc(c, sizeof *t);
    memset(t, 0, sizeof *t);
    rl_context_set_state(c, &named_key, t);
  }
  if (t->serial != rl_context_parse_serial(c)) {
    memset(t->bucket, 0, sizeof t->bucket); /* a new chunk: the old entries stay in the arena, unused */
    t->serial = rl_context_parse_serial(c);
  }
  named_struct **b = &t->bucket[name->hash % NAMED_BUCKETS];
  for (named_struct *e = *b; e; e = e->next)
    if (e->name == name) return e;
  if (!create) return NULL;
  named_struct *e = rl_context_alloc(c, sizeof *e);
  e->next = *b;
  e->name = name;
  e->type = NULL;
  *b = e;
  return e;
}

static rl_type *parse_struct(rl_parser *p) {
  rl_context *c = rl_parser_context(p);
  const char *lt = rl_parser_pos(p);
  if (!rl_parse_punct(p, "<")) return NULL;
  rl_ident *name = NULL;
  const char *body_at = NULL;
  if (rl_parser_at_string(p)) {
    rl_strbuf s = {0};
    rl_parse_string(p, &s);
    name = rl_ident_get(c, s.data ? s.data : "", s.len);
    rl_sb_free(&s);
    if (rl_parser_at_punct(p, ">")) {
      if (!in_open_struct(name))
        return rl_parser_error(p, "struct without a body only allowed in a recursive struct"), NULL;
      rl_parse_punct(p, ">");
      return struct_ref(c, name);
    }
    if (!rl_parse_punct(p, ",")) return NULL;
    body_at = rl_parser_pos(p);
    if (rl_parse_optional_keyword(p, "opaque")) {
      named_struct *e = named_lookup(c, name, true);
      rl_type *t = make_struct(c, RL_LLVM_STRUCT_IDENTIFIED | RL_LLVM_STRUCT_OPAQUE, name, 0, NULL);
      if (e->type && e->type != t)
        return rl_parser_error_at(p, body_at, "redeclaring defined struct as opaque"), NULL;
      e->type = t;
      if (!rl_parse_punct(p, ">")) return NULL;
      return t;
    }
    if (in_open_struct(name))
      return rl_parser_error_at(p, body_at, "identifier already used for an enclosing struct"), NULL;
  } else if (rl_parser_at_keyword_text(p, "opaque")) {
    return rl_parser_error(p, "only identified structs can be opaque"), NULL;
  }
  bool packed = rl_parse_optional_keyword(p, "packed");
  rl_type **el = NULL;
  unsigned n = 0;
  bool dummy = false;
  struct_scope sc = {open_structs, name};
  if (name) open_structs = &sc;
  bool ok = parse_type_list(p, &el, &n, &dummy, false, lt, &body_at);
  if (name) open_structs = sc.up;
  if (ok) ok = rl_parse_punct(p, ">");
  rl_type *t = NULL;
  if (ok)
    t = make_struct(c, (name ? RL_LLVM_STRUCT_IDENTIFIED : 0) | (packed ? RL_LLVM_STRUCT_PACKED : 0), name, n, el);
  free(el);
  if (t && name) {
    named_struct *e = named_lookup(c, name, true);
    if (e->type && e->type != t)
      return rl_parser_error_at(p, body_at, "identified type already used with a different body"), NULL;
    e->type = t;
  }
  return t;
}

/* Whether a word after `!llvm.` starts a builtin type (`i32`, `f32`,
 * `tensor`, ...): MLIR parses it as a type and then wants a keyword. */
static bool builtin_type_word(const char *m, size_t n) {
  static const char *const words[] = {"index", "none", "tensor", "memref", "vector", "complex", "tuple",
                                      "bf16", "tf32", "f16", "f32", "f64", "f80", "f128"};
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (strlen(words[i]) == n && memcmp(words[i], m, n) == 0) return true;
  size_t k = m[0] == 'i' ? 1 : (n > 2 && (m[0] == 's' || m[0] == 'u') && m[1] == 'i') ? 2 : 0;
  if (k && n > k) {
    size_t j = k;
    while (j < n && m[j] >= '0' && m[j] <= '9') j++;
    if (j == n) return true;
  }
  return n > 3 && memcmp(m, "f8E", 3) == 0;
}

static rl_type *parse_mnemonic(rl_parser *p, const char *m, size_t n, const char *at) {
  rl_context *c = rl_parser_context(p);
#define IS(s) (n == sizeof(s) - 1 && memcmp(m, s, n) == 0)
  if (IS("ptr")) {
    int64_t as = 0;
    if (rl_parse_optional_punct(p, "<")) {
      const char *iat = rl_parser_pos(p);
      if (!rl_parse_integer(p, &as)) {
        /* MLIR adds the parameter's own error at the same place. */
        rl_emit_error(rl_parser_context(p), rl_parser_loc(p),
                      "failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`");
        return NULL;
      }
      if (as < 0 || as > 0xffffffffll) {
        rl_parser_error_at(p, iat, "failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`");
        return NULL;
      }
      if (!rl_parse_punct(p, ">")) return NULL;
    }
    return rl_llvm_ptr_type(c, (unsigned)as);
  }
  if (IS("void")) return rl_llvm_void_type(c);
  if (IS("label")) return rl_llvm_simple_type(c, RL_LLVM_LABEL);
  if (IS("metadata")) return rl_llvm_simple_type(c, RL_LLVM_METADATA);
  if (IS("token")) return rl_llvm_simple_type(c, RL_LLVM_TOKEN);
  if (IS("array")) {
    int64_t cnt;
    const char *lt = rl_parser_pos(p);
    if (!rl_parse_punct(p, "<")) return NULL;
    const char *iat = rl_parser_pos(p);
    if (!rl_parse_integer(p, &cnt)) return NULL;
    if (cnt < 0) {
      rl_parser_error_at(p, iat, "failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`");
      return NULL;
    }
    if (!rl_parse_optional_keyword(p, "x")) return rl_parser_error(p, "expected 'x'"), NULL;
    rl_type *e = parse_nested(p);
    if (!e) return NULL;
    if (!rl_parse_punct(p, ">")) return NULL;
    if (!rl_llvm_valid_element_type(e)) return bad_type(p, lt, "invalid array element type: ", e), NULL;
    return rl_llvm_array_type(c, e, (uint64_t)cnt);
  }
  if (IS("vec")) {
    /* MLIR's `vec<N x T>` or, scalable, `vec<? x N x T>`: a dimension list
     * (checked on the text, as MLIR's parseDimensionList reads `4x4` or
     * `?x?`), then the element type, a pointer type. */
    const char *lt = rl_parser_pos(p);
    if (!rl_parse_punct(p, "<")) return NULL;
    const char *dim_at = rl_parser_pos(p), *q = dim_at;
    int64_t dims[3];
    bool dyn[3];
    unsigned nd = 0;
    for (;;) {
      while (*q == ' ' || *q == '\t') q++;
      bool d = *q == '?';
      if (!d && (*q < '0' || *q > '9')) break;
      int64_t v = 0;
      if (d) q++;
      else
        while (*q >= '0' && *q <= '9') v = v * 10 + (*q++ - '0');
      while (*q == ' ' || *q == '\t') q++;
      if (*q != 'x') break;
      q++;
      if (nd < 3) dims[nd] = v, dyn[nd] = d;
      nd++;
    }
    if (nd == 0 || nd > 2 || ((nd == 2) != dyn[0]) || (nd == 2 && dyn[1])) {
      rl_parser_error_at(p, dim_at, "expected '? x <integer> x <type>' or '<integer> x <type>'");
      return NULL;
    }
    bool scalable = nd == 2;
    /* The dimension list in tokens: `?`, then the count and the `x`s, in
     * whatever way the lexer cut them (`4 x`, `4x`, `x4`). */
    if (scalable && !rl_parse_punct(p, "?")) return NULL;
    for (;;) {
      char kw[32];
      if (rl_parser_pos(p) >= q) break;
      int64_t ignored;
      if (rl_parse_optional_any_keyword(p, kw, sizeof kw)) continue; /* x, x4 */
      if (!rl_parse_integer(p, &ignored)) return NULL;
    }
    int64_t cnt = dims[scalable ? 1 : 0];
    const char *type_at = rl_parser_pos(p);
    rl_type *e = parse_nested(p);
    if (!e) return NULL;
    if (!rl_parse_punct(p, ">")) return NULL;
    if (!scalable && (rl_type_is_integer(e) || rl_type_is_float(e))) {
      rl_parser_error_at(p, type_at, "cannot use !llvm.vec for built-in primitives, use 'vector' instead");
      return NULL;
    }
    if (cnt <= 0) return rl_parser_error_at(p, lt, "the number of vector elements must be positive"), NULL;
    if (!rl_llvm_type_is_ptr(e)) return bad_type(p, lt, "invalid vector element type: ", e), NULL;
    return rl_llvm_vec_type(c, e, (uint64_t)cnt, scalable);
  }
  if (IS("struct")) return parse_struct(p);
  if (IS("func")) {
    const char *lt = rl_parser_pos(p);
    if (!rl_parse_punct(p, "<")) return NULL;
    rl_type *r = parse_nested(p);
    if (!r) return NULL;
    rl_type **params = NULL;
    unsigned np = 0;
    bool va = false;
    bool ok = parse_type_list(p, &params, &np, &va, true, lt, NULL) && rl_parse_punct(p, ">");
    if (ok && !rl_llvm_valid_result_type(r)) ok = bad_type(p, lt, "invalid function result type: ", r);
    rl_type *t = ok ? rl_llvm_func_type(c, r, np, params, va) : NULL;
    free(params);
    return t;
  }
#undef IS
  if (builtin_type_word(m, n)) {
    rl_parser_error_at(p, at, "unexpected type, expected keyword");
    return NULL;
  }
  rl_parser_error_at(p, at, "unknown LLVM type: %.*s", (int)n, m);
  return NULL;
}

static rl_type *llvm_parse_type(rl_parser *p, const char *mnemonic, size_t n) {
  return parse_mnemonic(p, mnemonic, n, mnemonic);
}

/* ---- printing --------------------------------------------------------------------- */

static void print_body(rl_printer *p, const rl_type *t);

static void print_nested(rl_printer *p, const rl_type *t) {
  if (rl_llvm_type_is_llvm(t))
    print_body(p, t);
  else
    rl_print_type_p(p, t);
}

static void print_body(rl_printer *p, const rl_type *t) {
  rl_strbuf *out = rl_printer_out(p);
  switch (t->kind) {
  case RL_LLVM_TY_PTR:
    rl_sb_puts(out, "ptr");
    if (t->w[0]) {
      rl_sb_putc(out, '<');
      rl_sb_u64(out, t->w[0]);
      rl_sb_putc(out, '>');
    }
    return;
  case RL_LLVM_TY_VOID: rl_sb_puts(out, "void"); return;
  case RL_LLVM_TY_SIMPLE:
    rl_sb_puts(out, t->sub == RL_LLVM_LABEL ? "label" : t->sub == RL_LLVM_METADATA ? "metadata" : "token");
    return;
  case RL_LLVM_TY_VEC:
    rl_sb_puts(out, rl_llvm_vec_scalable(t) ? "vec<? x " : "vec<");
    rl_sb_u64(out, t->w[1]);
    rl_sb_puts(out, rl_llvm_vec_scalable(t) ? " x  " : " x "); /* MLIR prints two blanks there */
    print_nested(p, rl_llvm_vec_elem(t));
    rl_sb_putc(out, '>');
    return;
  case RL_LLVM_TY_ARRAY:
    rl_sb_puts(out, "array<");
    rl_sb_u64(out, t->w[1]);
    rl_sb_puts(out, " x ");
    print_nested(p, rl_llvm_array_elem(t));
    rl_sb_putc(out, '>');
    return;
  case RL_LLVM_TY_STRUCT: {
    rl_sb_puts(out, "struct<");
    rl_ident *name = rl_llvm_struct_name(t);
    if (name) {
      rl_print_escaped(out, name->str, name->len);
      if (t->sub & RL_LLVM_STRUCT_REF) {
        rl_sb_putc(out, '>');
        return;
      }
      rl_sb_puts(out, ", ");
      if (t->sub & RL_LLVM_STRUCT_OPAQUE) {
        rl_sb_puts(out, "opaque>");
        return;
      }
    }
    if (t->sub & RL_LLVM_STRUCT_PACKED) rl_sb_puts(out, "packed ");
    rl_sb_putc(out, '(');
    for (unsigned i = 0; i < rl_llvm_struct_num_elems(t); i++) {
      if (i) rl_sb_puts(out, ", ");
      print_nested(p, rl_llvm_struct_elem(t, i));
    }
    rl_sb_puts(out, ")>");
    return;
  }
  case RL_LLVM_TY_FUNC: {
    rl_sb_puts(out, "func<");
    print_nested(p, rl_llvm_func_result(t));
    rl_sb_puts(out, " (");
    unsigned np = rl_llvm_func_num_params(t);
    for (unsigned i = 0; i < np; i++) {
      if (i) rl_sb_puts(out, ", ");
      print_nested(p, rl_llvm_func_param(t, i));
    }
    if (rl_llvm_func_vararg(t)) rl_sb_puts(out, np ? ", ..." : "...");
    rl_sb_puts(out, ")>");
    return;
  }
  default: rl_sb_puts(out, "<<unknown llvm type>>"); return;
  }
}

static void llvm_print_type(rl_printer *p, const rl_type *t) { print_body(p, t); }

static const rl_dialect_types llvm_type_hooks = {
    .dialect = "llvm",
    .first_kind = RL_LLVM_TY_PTR,
    .last_kind = RL_LLVM_TY_LAST_,
    .parse = llvm_parse_type,
    .print = llvm_print_type,
};

void rl_llvm_types_register(rl_context *c) { rl_register_dialect_types(c, &llvm_type_hooks); }

/* ---- default data layout ------------------------------------------------------------------------ */

static uint64_t pow2_ceil(uint64_t x) {
  uint64_t p = 1;
  while (p < x) p <<= 1;
  return p;
}

static uint64_t align_to(uint64_t x, uint64_t a) { return a ? (x + a - 1) / a * a : x; }

static bool size_align(const rl_type *t, uint64_t *size, uint64_t *align, unsigned depth) {
  if (depth > 256) return false;
  switch (t->kind) {
  case RL_TY_INTEGER: {
    uint64_t w = rl_type_int_width(t);
    *size = (w + 7) / 8;
    *align = w < 64 ? pow2_ceil(*size) : 4;
    return true;
  }
  case RL_TY_FLOAT:
    *size = (rl_type_bitwidth(t) + 7) / 8;
    *align = pow2_ceil(*size);
    return true;
  case RL_TY_INDEX:
    *size = *align = 8;
    return true;
  case RL_LLVM_TY_PTR:
    *size = *align = 8;
    return true;
  case RL_TY_VECTOR: {
    unsigned r = rl_type_rank(t);
    uint64_t n = 1, es, ea;
    for (unsigned i = 0; i < r; i++) {
      if (rl_type_dim_scalable(t, i)) return false;
      n *= (uint64_t)rl_type_dim(t, i);
    }
    if (!r || !size_align(rl_type_elem(t), &es, &ea, depth + 1)) return false;
    uint64_t last = (uint64_t)rl_type_dim(t, r - 1);
    uint64_t bits = last ? n / last * pow2_ceil(last * es * 8) : 0;
    *size = (bits + 7) / 8;
    *align = pow2_ceil(*size);
    return true;
  }
  case RL_LLVM_TY_ARRAY: {
    uint64_t es, ea;
    if (!size_align(rl_llvm_array_elem(t), &es, &ea, depth + 1)) return false;
    *size = align_to(es, ea) * rl_llvm_array_size(t);
    *align = ea;
    return true;
  }
  case RL_LLVM_TY_STRUCT: {
    if (rl_llvm_struct_is_opaque(t)) return false;
    uint64_t sz = 0, al = 1;
    bool packed = rl_llvm_struct_is_packed(t);
    for (unsigned i = 0, n = rl_llvm_struct_num_elems(t); i < n; i++) {
      uint64_t es, ea;
      if (!size_align(rl_llvm_struct_elem(t, i), &es, &ea, depth + 1)) return false;
      if (packed) ea = 1;
      sz = align_to(sz, ea) + es;
      if (ea > al) al = ea;
    }
    *size = align_to(sz, al);
    *align = al;
    return true;
  }
  default:
    return false;
  }
}

bool rl_llvm_default_size_align(const rl_type *t, uint64_t *size, uint64_t *align) {
  return size_align(t, size, align, 0);
}
