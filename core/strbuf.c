/* Growable byte buffer. */
#include "strbuf.h"

#include <stdio.h>
#include <stdlib.h>

void rl_sb_flush(rl_strbuf *b) {
  if (!b->sink || !b->len) return;
  fwrite(b->data, 1, b->len, b->sink);
  b->len = 0;
  b->data[0] = 0;
}

void rl_sb_grow(rl_strbuf *b, size_t extra) {
  if (b->sink && b->len >= 1 << 16) rl_sb_flush(b);
  size_t need = b->len + extra;
  if (need <= b->cap) return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < need) cap *= 2;
  char *p = realloc(b->data, cap);
  if (!p) { fputs("rulir: out of memory\n", stderr); abort(); }
  b->data = p;
  b->cap = cap;
}

void rl_sb_free(rl_strbuf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

void rl_sb_vprintf(rl_strbuf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) return;
  rl_sb_grow(b, (size_t)n + 1);
  vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  b->len += (size_t)n;
}

void rl_sb_printf(rl_strbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rl_sb_vprintf(b, fmt, ap);
  va_end(ap);
}

void rl_sb_u64(rl_strbuf *b, uint64_t v) {
  if (v < 10) { /* most value numbers and widths in a printed module are short */
    rl_sb_putc(b, (char)('0' + v));
    return;
  }
  static const char pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                              "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                              "8081828384858687888990919293949596979899";
  char tmp[24];
  int i = 24;
  while (v >= 100) {
    unsigned d = (unsigned)(v % 100) * 2;
    v /= 100;
    tmp[--i] = pairs[d + 1];
    tmp[--i] = pairs[d];
  }
  if (v >= 10) {
    tmp[--i] = pairs[v * 2 + 1];
    tmp[--i] = pairs[v * 2];
  } else {
    tmp[--i] = (char)('0' + v);
  }
  rl_sb_putn(b, tmp + i, (size_t)(24 - i));
}

void rl_sb_i64(rl_strbuf *b, int64_t v) {
  if (v < 0) { rl_sb_putc(b, '-'); rl_sb_u64(b, (uint64_t)0 - (uint64_t)v); }
  else rl_sb_u64(b, (uint64_t)v);
}
