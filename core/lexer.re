/* The MLIR text lexer, in re2c. Edit this file, not the generated lexer.c.
 * The buffer must end with a NUL byte (the sentinel); a NUL before the end is
 * an error token. */
#include "lexer.h"

void rl_lexer_init(rl_lexer *lx, const char *buf, size_t len) {
  lx->buf = buf;
  lx->end = buf + len;
  lx->cur = buf;
  lx->err = 0;
}

static rl_token tok(rl_tok_kind k, const char *s, const char *e) {
  rl_token t;
  t.kind = k;
  t.text = s;
  t.len = (uint32_t)(e - s);
  return t;
}

static rl_token err(rl_lexer *lx, const char *at, const char *msg) {
  lx->err = msg;
  return tok(RL_TOK_ERROR, at, at + 1);
}

/* Scans the rest of a string literal after its opening quote. */
static rl_token lex_string(rl_lexer *lx, const char *start) {
  const char *p = lx->cur;
  for (;;) {
    if (p >= lx->end) {
      lx->cur = p;
      return err(lx, start, "expected '\"' in string literal");
    }
    char ch = *p++;
    if (ch == '"') break;
    if (ch == '\n') {
      lx->cur = p;
      return err(lx, start, "expected '\"' in string literal");
    }
    if (ch == '\\') {
      char e = *p;
      if (e == '"' || e == '\\' || e == 'n' || e == 't') { p++; continue; }
      static const char hx[] = "0123456789abcdefABCDEF";
      int h1 = 0, h2 = 0;
      for (const char *q = hx; *q; q++) { if (*q == p[0]) h1 = 1; if (p[0] && *q == p[1]) h2 = 1; }
      if (h1 && h2 && p + 1 < lx->end) { p += 2; continue; }
      lx->cur = p;
      return err(lx, p - 1, "unknown escape in string literal");
    }
  }
  lx->cur = p;
  return tok(RL_TOK_STRING, start, p);
}

rl_token rl_lex(rl_lexer *lx) {
  const char *YYMARKER;
  for (;;) {
    const char *start = lx->cur;
    const char *YYCURSOR = lx->cur;
    /*!re2c
      re2c:yyfill:enable = 0;
      re2c:define:YYCTYPE = "unsigned char";
      re2c:flags:tags = 0;

      letter    = [a-zA-Z];
      digit     = [0-9];
      hexdigit  = [0-9a-fA-F];
      idpunct   = [$._-];
      bare_id   = (letter | "_") (letter | digit | [_$.])*;
      suffix_id = digit+ | (letter | idpunct) (letter | digit | idpunct)*;
      ws        = [ \t\r\n]+;

      "\x00" {
        /* The sentinel at the end, or a NUL inside, which is blank space. */
        if (start >= lx->end) { lx->cur = start; return tok(RL_TOK_EOF, start, start); }
        lx->cur = YYCURSOR;
        continue;
      }
      ws              { lx->cur = YYCURSOR; continue; }
      "//"            {
        /* A comment may hold NULs; it ends at a newline or the sentinel. */
        const char *e = start;
        while (e < lx->end && *e != '\n') e++;
        lx->cur = e;
        continue;
      }

      bare_id         { lx->cur = YYCURSOR; return tok(RL_TOK_BARE_ID, start, YYCURSOR); }
      "%" suffix_id   { lx->cur = YYCURSOR; return tok(RL_TOK_PERCENT_ID, start, YYCURSOR); }
      "^" suffix_id   { lx->cur = YYCURSOR; return tok(RL_TOK_CARET_ID, start, YYCURSOR); }
      "#" suffix_id   { lx->cur = YYCURSOR; return tok(RL_TOK_HASH_ID, start, YYCURSOR); }
      "!" suffix_id   { lx->cur = YYCURSOR; return tok(RL_TOK_BANG_ID, start, YYCURSOR); }
      "@" bare_id     { lx->cur = YYCURSOR; return tok(RL_TOK_AT_ID, start, YYCURSOR); }
      "@\""           {
        lx->cur = YYCURSOR;
        rl_token s = lex_string(lx, start + 1);
        if (s.kind == RL_TOK_ERROR) return s;
        return tok(RL_TOK_AT_ID, start, lx->cur);
      }
      "%"             { lx->cur = YYCURSOR; return err(lx, start, "invalid SSA name"); }
      "^"             { lx->cur = YYCURSOR; return err(lx, start, "invalid block name"); }
      "@"             { /* reported at the character after the '@', as MLIR does */
        lx->cur = YYCURSOR;
        return err(lx, start + (start + 1 < lx->end), "@ identifier expected to start with letter or '_'");
      }
      "#"             { lx->cur = YYCURSOR; return err(lx, start, "invalid attribute name"); }
      "!"             { lx->cur = YYCURSOR; return err(lx, start, "invalid type identifier"); }

      "0x" hexdigit+  { lx->cur = YYCURSOR; return tok(RL_TOK_INTEGER, start, YYCURSOR); }
      digit+          { lx->cur = YYCURSOR; return tok(RL_TOK_INTEGER, start, YYCURSOR); }
      digit+ "." digit* ([eE] [-+]? digit+)? {
        lx->cur = YYCURSOR; return tok(RL_TOK_FLOAT, start, YYCURSOR);
      }

      "\""            { lx->cur = YYCURSOR; return lex_string(lx, start); }

      "{-#"           { lx->cur = YYCURSOR; return tok(RL_TOK_FILE_META_BEGIN, start, YYCURSOR); }
      "#-}"           { lx->cur = YYCURSOR; return tok(RL_TOK_FILE_META_END, start, YYCURSOR); }
      "("             { lx->cur = YYCURSOR; return tok(RL_TOK_LPAREN, start, YYCURSOR); }
      ")"             { lx->cur = YYCURSOR; return tok(RL_TOK_RPAREN, start, YYCURSOR); }
      "["             { lx->cur = YYCURSOR; return tok(RL_TOK_LSQUARE, start, YYCURSOR); }
      "]"             { lx->cur = YYCURSOR; return tok(RL_TOK_RSQUARE, start, YYCURSOR); }
      "{"             { lx->cur = YYCURSOR; return tok(RL_TOK_LBRACE, start, YYCURSOR); }
      "}"             { lx->cur = YYCURSOR; return tok(RL_TOK_RBRACE, start, YYCURSOR); }
      "<"             { lx->cur = YYCURSOR; return tok(RL_TOK_LESS, start, YYCURSOR); }
      ">"             { lx->cur = YYCURSOR; return tok(RL_TOK_GREATER, start, YYCURSOR); }
      ","             { lx->cur = YYCURSOR; return tok(RL_TOK_COMMA, start, YYCURSOR); }
      "::"            { lx->cur = YYCURSOR; return tok(RL_TOK_COLON_COLON, start, YYCURSOR); }
      ":"             { lx->cur = YYCURSOR; return tok(RL_TOK_COLON, start, YYCURSOR); }
      "="             { lx->cur = YYCURSOR; return tok(RL_TOK_EQUAL, start, YYCURSOR); }
      "->"            { lx->cur = YYCURSOR; return tok(RL_TOK_ARROW, start, YYCURSOR); }
      "?"             { lx->cur = YYCURSOR; return tok(RL_TOK_QUESTION, start, YYCURSOR); }
      "*"             { lx->cur = YYCURSOR; return tok(RL_TOK_STAR, start, YYCURSOR); }
      "+"             { lx->cur = YYCURSOR; return tok(RL_TOK_PLUS, start, YYCURSOR); }
      "-"             { lx->cur = YYCURSOR; return tok(RL_TOK_MINUS, start, YYCURSOR); }
      "..."           { lx->cur = YYCURSOR; return tok(RL_TOK_ELLIPSIS, start, YYCURSOR); }
      "."             { lx->cur = YYCURSOR; return err(lx, start + 1, "expected three consecutive dots for an ellipsis"); }
      "|"             { lx->cur = YYCURSOR; return tok(RL_TOK_VBAR, start, YYCURSOR); }
      *               { lx->cur = YYCURSOR; return err(lx, start, "unexpected character"); }
    */
  }
}
