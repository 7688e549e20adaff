/* Checks an LLVM data layout string (`llvm.data_layout`) as LLVM 19's
 * DataLayout parser reads it, for the verifier's "invalid data layout
 * descriptor: <why>" (rl_llvm_data_layout_error, datalayout.h). Nothing is
 * kept: the translation hands the string to LLVM. */
#include "dialects/llvm/datalayout.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* A piece of the string: [s, s + n). */
typedef struct piece {
  const char *s;
  size_t n;
} piece;

/* Splits str at the first `sep` into first and rest, with LLVM's two
 * complaints about empty sides. */
static const char *split(piece str, char sep, piece *first, piece *rest) {
  const char *at = memchr(str.s, sep, str.n);
  *first = (piece){str.s, at ? (size_t)(at - str.s) : str.n};
  *rest = at ? (piece){at + 1, str.n - first->n - 1} : (piece){str.s + str.n, 0};
  if (at && !rest->n) return "Trailing separator in datalayout string";
  if (rest->n && !first->n) return "Expected token before separator in datalayout string";
  return NULL;
}

/* A decimal unsigned int (LLVM's StringRef::getAsInteger into unsigned). */
static const char *get_int(piece p, uint64_t *v) {
  static const char *const bad = "not a number, or does not fit in an unsigned int";
  if (!p.n) return bad;
  uint64_t x = 0;
  for (size_t i = 0; i < p.n; i++) {
    if (p.s[i] < '0' || p.s[i] > '9') return bad;
    x = x * 10 + (uint64_t)(p.s[i] - '0');
    if (x > UINT32_MAX) return bad;
  }
  *v = x;
  return NULL;
}

/* A width in bits, a whole number of bytes, as bytes. */
static const char *get_bytes(piece p, uint64_t *v) {
  const char *e = get_int(p, v);
  if (e) return e;
  if (*v % 8) return "number of bits must be a byte width multiple";
  *v /= 8;
  return NULL;
}

static bool pow2(uint64_t x) { return x && !(x & (x - 1)); }

static const char *get_addr_space(piece p) {
  uint64_t as;
  const char *e = get_int(p, &as);
  if (e) return e;
  return as >> 24 ? "Invalid address space, must be a 24-bit integer" : NULL;
}

/* `p[n]:size:abi[:pref[:idx]]`; tok is what follows the `p`. */
static const char *pointer_spec(piece tok, piece rest) {
  const char *e;
  uint64_t as = 0, size, abi, pref, idx;
  if (tok.n && (e = get_int(tok, &as))) return e;
  if (as >> 24) return "Invalid address space, must be a 24-bit integer";
  if (!rest.n) return "Missing size specification for pointer in datalayout string";
  if ((e = split(rest, ':', &tok, &rest)) || (e = get_int(tok, &size))) return e; /* bits */
  if (!size) return "Invalid pointer size of 0 bytes";
  if (!rest.n) return "Missing alignment specification for pointer in datalayout string";
  if ((e = split(rest, ':', &tok, &rest)) || (e = get_bytes(tok, &abi))) return e;
  if (!pow2(abi)) return "Pointer ABI alignment must be a power of 2";
  pref = abi;
  idx = size;
  if (rest.n) {
    if ((e = split(rest, ':', &tok, &rest)) || (e = get_bytes(tok, &pref))) return e;
    if (!pow2(pref)) return "Pointer preferred alignment must be a power of 2";
    if (rest.n) {
      if ((e = split(rest, ':', &tok, &rest)) || (e = get_int(tok, &idx))) return e; /* bits */
      if (!idx) return "Invalid index size of 0 bytes";
    }
  }
  if (pref < abi) return "Preferred alignment cannot be less than the ABI alignment";
  if (idx > size) return "Index width cannot be larger than pointer width";
  return NULL;
}

/* `i`, `v`, `f` or `a` (kind), then `size:abi[:pref]`. */
static const char *type_spec(char kind, piece tok, piece rest) {
  const char *e;
  uint64_t size = 0, abi, pref;
  if (tok.n && (e = get_int(tok, &size))) return e;
  if (kind == 'a' && size) return "Sized aggregate specification in datalayout string";
  if (!rest.n) return "Missing alignment specification in datalayout string";
  if ((e = split(rest, ':', &tok, &rest)) || (e = get_bytes(tok, &abi))) return e;
  if (kind != 'a' && !abi) return "ABI alignment specification must be >0 for non-aggregate types";
  if (abi >> 16) return "Invalid ABI alignment, must be a 16bit integer";
  if (abi && !pow2(abi)) return "Invalid ABI alignment, must be a power of 2";
  if (kind == 'i' && size == 8 && abi != 1) return "Invalid ABI alignment, i8 must be naturally aligned";
  pref = abi;
  if (rest.n && ((e = split(rest, ':', &tok, &rest)) || (e = get_bytes(tok, &pref)))) return e;
  if (pref >> 16) return "Invalid preferred alignment, must be a 16bit integer";
  if (pref && !pow2(pref)) return "Invalid preferred alignment, must be a power of 2";
  if (size >> 24) return "Invalid bit width, must be a 24-bit integer";
  if (pref < abi) return "Preferred alignment cannot be less than the ABI alignment";
  return NULL;
}

/* One `-`-separated specification, split at its first `:`. */
static const char *spec(piece tok, piece rest) {
  const char *e;
  uint64_t v;
  if (tok.n == 2 && !memcmp(tok.s, "ni", 2)) {
    do {
      if ((e = split(rest, ':', &tok, &rest)) || (e = get_int(tok, &v))) return e;
      if (!v) return "Address space 0 can never be non-integral";
    } while (rest.n);
    return NULL;
  }
  char kind = tok.s[0];
  tok = (piece){tok.s + 1, tok.n - 1};
  switch (kind) {
  case 's': case 'E': case 'e': return NULL;
  case 'p': return pointer_spec(tok, rest);
  case 'i': case 'v': case 'f': case 'a': return type_spec(kind, tok, rest);
  case 'n':
    for (;;) {
      if ((e = get_int(tok, &v))) return e;
      if (!v) return "Zero width native integer type in datalayout string";
      if (!rest.n) return NULL;
      if ((e = split(rest, ':', &tok, &rest))) return e;
    }
  case 'S':
    if ((e = get_bytes(tok, &v))) return e;
    return v && !pow2(v) ? "Alignment is neither 0 nor a power of 2" : NULL;
  case 'F':
    if (!tok.n || (tok.s[0] != 'i' && tok.s[0] != 'n'))
      return "Unknown function pointer alignment type in datalayout string";
    if ((e = get_bytes((piece){tok.s + 1, tok.n - 1}, &v))) return e;
    return v && !pow2(v) ? "Alignment is neither 0 nor a power of 2" : NULL;
  case 'P': case 'A': case 'G': return get_addr_space(tok);
  case 'm':
    if (tok.n) return "Unexpected trailing characters after mangling specifier in datalayout string";
    if (!rest.n) return "Expected mangling specifier in datalayout string";
    if (rest.n > 1) return "Unknown mangling specifier in datalayout string";
    return strchr("elomwxa", rest.s[0]) ? NULL : "Unknown mangling in datalayout string";
  default: return "Unknown specifier in datalayout string";
  }
}

const char *rl_llvm_data_layout_error(const char *s, size_t n) {
  piece desc = {s, n}, item, tok, rest;
  const char *e;
  while (desc.n) {
    if ((e = split(desc, '-', &item, &desc))) return e;
    if ((e = split(item, ':', &tok, &rest))) return e;
    if ((e = spec(tok, rest))) return e;
  }
  return NULL;
}
