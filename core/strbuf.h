/* A growable byte buffer for printers and diagnostics. */
#ifndef RL_STRBUF_H
#define RL_STRBUF_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct rl_strbuf {
  char *data; /* NUL-terminated when non-NULL */
  size_t len, cap;
  FILE *sink; /* if set, full buffers are written out here and emptied */
} rl_strbuf;

void rl_sb_grow(rl_strbuf *b, size_t extra);
void rl_sb_free(rl_strbuf *b);
/* Writes the buffered bytes to the sink (if any) and empties the buffer. */
void rl_sb_flush(rl_strbuf *b);
void rl_sb_printf(rl_strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rl_sb_vprintf(rl_strbuf *b, const char *fmt, va_list ap);
void rl_sb_u64(rl_strbuf *b, uint64_t v);
void rl_sb_i64(rl_strbuf *b, int64_t v);

static inline void rl_sb_putn(rl_strbuf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) rl_sb_grow(b, n + 1);
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}
static inline void rl_sb_puts(rl_strbuf *b, const char *s) { rl_sb_putn(b, s, strlen(s)); }
static inline void rl_sb_putc(rl_strbuf *b, char ch) {
  if (b->len + 2 > b->cap) rl_sb_grow(b, 2);
  b->data[b->len++] = ch;
  b->data[b->len] = 0;
}
static inline void rl_sb_clear(rl_strbuf *b) { b->len = 0; if (b->data) b->data[0] = 0; }

#endif
