/* The lexer of `.ops` (and `.rules`) files, in re2c. Edit this file, not the
 * generated lexer.c. Tokens point into the file's buffer, which ends with a
 * NUL sentinel; a NUL before the end is a bad character. Bad input is
 * reported here, located, and skipped: the parser never sees it. */
#include "gen/parse.h"
#include "grammar.h"

void gen_lexer_init(gen_lexer *lx, gen_ctx *g, uint32_t file) {
  lx->g = g;
  lx->file = file;
  lx->buf = g->files[file].buf;
  lx->cur = lx->buf;
  lx->end = lx->buf + g->files[file].len;
  lx->prev = 0;
}

static gen_token tok(gen_lexer *lx, int kind, const char *s, const char *e) {
  return (gen_token){kind, (uint32_t)(s - lx->buf), (uint32_t)(e - s)};
}

static gen_loc at(gen_lexer *lx, const char *p) { return (gen_loc){lx->file, (uint32_t)(p - lx->buf)}; }

/* The rest of a string literal after its opening quote. Escapes are `\"`
 * and `\\`; any other backslash is kept as written (formats say `\n`). A
 * string ends on its line. Returns NULL if unterminated. */
static const char *string_end(gen_lexer *lx, const char *p) {
  while (p < lx->end && *p != '\n') {
    if (*p == '"') return p + 1;
    if (*p == '\\' && p + 1 < lx->end && (p[1] == '"' || p[1] == '\\')) p++;
    p++;
  }
  return NULL;
}

/* The end of a C body `{{ ... }}` whose contents start at p: braces
 * balance (the opening `{{` counts two), string and character literals and
 * comments are skipped. Returns the position after the closing `}}`, or
 * NULL if the file ends first. */
static const char *code_end(gen_lexer *lx, const char *p) {
  int depth = 2;
  while (p < lx->end) {
    char ch = *p++;
    if (ch == '{') depth++;
    else if (ch == '}') {
      if (--depth == 0) return p;
    } else if (ch == '"' || ch == '\'') {
      while (p < lx->end && *p != ch && *p != '\n') p += (*p == '\\' && p + 1 < lx->end) ? 2 : 1;
      if (p < lx->end && *p == ch) p++;
    } else if (ch == '/' && p < lx->end && *p == '/') {
      while (p < lx->end && *p != '\n') p++;
    } else if (ch == '/' && p < lx->end && *p == '*') {
      p++;
      while (p + 1 < lx->end && !(p[0] == '*' && p[1] == '/')) p++;
      p = p + 1 < lx->end ? p + 2 : lx->end;
    }
  }
  return NULL;
}

/* The end of MLIR text between triple backticks, contents starting at p:
 * the position after the closing backticks, or NULL. */
static const char *raw_end(gen_lexer *lx, const char *p) {
  for (; p + 2 < lx->end; p++)
    if (p[0] == '`' && p[1] == '`' && p[2] == '`') return p + 3;
  return NULL;
}

/* A `{` opens an attribute dictionary (`{value = $c}`) or, when what
 * follows starts with `^`, `$`, `(`, `...` or is `}`, a region pattern
 * (`{^bb($i): ...}`, `{$r}`, `{}`) or a list of result statements: the
 * grammar takes LBRACE_X for both, and LBRACE where only a dictionary or
 * declarations can follow. After `=>` a brace always opens statements. */
static int brace_kind(gen_lexer *lx, const char *p) {
  if (lx->prev == GT_ARROW) return GT_LBRACE_X;
  for (;;) {
    while (p < lx->end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n' || *p == '\f' || *p == '\v')) p++;
    if (p + 1 < lx->end && p[0] == '/' && p[1] == '/') {
      while (p < lx->end && *p != '\n') p++;
      continue;
    }
    break;
  }
  if (p >= lx->end) return GT_LBRACE;
  return *p == '^' || *p == '$' || *p == '(' || *p == '.' || *p == '}' ? GT_LBRACE_X : GT_LBRACE;
}

gen_token gen_lex(gen_lexer *lx) {
  const char *YYMARKER;
  for (;;) {
    const char *start = lx->cur;
    const char *YYCURSOR = lx->cur;
    /*!re2c
      re2c:yyfill:enable = 0;
      re2c:define:YYCTYPE = "unsigned char";
      re2c:flags:tags = 0;

      letter   = [a-zA-Z];              // names are C identifiers
      digit    = [0-9];
      hexdigit = [0-9a-fA-F];
      name     = (letter | "_") (letter | digit | "_")*;
      ws       = [ \t\r\n\f\v]+;        // blanks separate tokens

      "\x00" {
        if (start >= lx->end) { lx->cur = start; return tok(lx, 0, start, start); }
        lx->cur = YYCURSOR;
        gen_error(lx->g, at(lx, start), "unexpected NUL byte");
        continue;
      }
      ws    { lx->cur = YYCURSOR; continue; }
      "//"  {
        const char *e = YYCURSOR;
        while (e < lx->end && *e != '\n') e++;
        lx->cur = e;
        continue;
      }

      "dialect"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_DIALECT, start, YYCURSOR); }
      "include"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_INCLUDE, start, YYCURSOR); }
      "type"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_TYPE, start, YYCURSOR); }
      "enum"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_ENUM, start, YYCURSOR); }
      "bitenum"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_BITENUM, start, YYCURSOR); }
      "op"          { lx->cur = YYCURSOR; return tok(lx, GT_KW_OP, start, YYCURSOR); }
      "separator"   { lx->cur = YYCURSOR; return tok(lx, GT_KW_SEPARATOR, start, YYCURSOR); }
      "summary"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_SUMMARY, start, YYCURSOR); }
      "description" { lx->cur = YYCURSOR; return tok(lx, GT_KW_DESCRIPTION, start, YYCURSOR); }
      "operands"    { lx->cur = YYCURSOR; return tok(lx, GT_KW_OPERANDS, start, YYCURSOR); }
      "results"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_RESULTS, start, YYCURSOR); }
      "properties"  { lx->cur = YYCURSOR; return tok(lx, GT_KW_PROPERTIES, start, YYCURSOR); }
      "regions"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_REGIONS, start, YYCURSOR); }
      "successors"  { lx->cur = YYCURSOR; return tok(lx, GT_KW_SUCCESSORS, start, YYCURSOR); }
      "format"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_FORMAT, start, YYCURSOR); }
      "custom"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_CUSTOM, start, YYCURSOR); }
      "verify"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_VERIFY, start, YYCURSOR); }
      "fold"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_FOLD, start, YYCURSOR); }
      "names"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_NAMES, start, YYCURSOR); }
      "effects"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_EFFECTS, start, YYCURSOR); }
      "parent"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_PARENT, start, YYCURSOR); }
      "infer"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_INFER, start, YYCURSOR); }
      "default_dialect" { lx->cur = YYCURSOR; return tok(lx, GT_KW_DEFAULT_DIALECT, start, YYCURSOR); }
      "attr"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_ATTR, start, YYCURSOR); }
      "init"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_INIT, start, YYCURSOR); }
      "pattern"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_PATTERN, start, YYCURSOR); }
      "lower"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_LOWER, start, YYCURSOR); }
      "for"         { lx->cur = YYCURSOR; return tok(lx, GT_KW_FOR, start, YYCURSOR); }
      "in"          { lx->cur = YYCURSOR; return tok(lx, GT_KW_IN, start, YYCURSOR); }
      "typemap"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_TYPEMAP, start, YYCURSOR); }
      "import"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_IMPORT, start, YYCURSOR); }
      "where"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_WHERE, start, YYCURSOR); }
      "benefit"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_BENEFIT, start, YYCURSOR); }
      "replace"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_REPLACE, start, YYCURSOR); }
      "with"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_WITH, start, YYCURSOR); }
      "erase"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_ERASE, start, YYCURSOR); }
      "test"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_TEST, start, YYCURSOR); }
      "input"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_INPUT, start, YYCURSOR); }
      "expect"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_EXPECT, start, YYCURSOR); }
      "constraint"  { lx->cur = YYCURSOR; return tok(lx, GT_KW_CONSTRAINT, start, YYCURSOR); }
      "native"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_NATIVE, start, YYCURSOR); }
      "term"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_TERM, start, YYCURSOR); }
      "set"         { lx->cur = YYCURSOR; return tok(lx, GT_KW_SET, start, YYCURSOR); }
      "pass"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_PASS, start, YYCURSOR); }
      "option"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_OPTION, start, YYCURSOR); }
      "legal"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_LEGAL, start, YYCURSOR); }
      "illegal"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_ILLEGAL, start, YYCURSOR); }
      "dynamic"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_DYNAMIC, start, YYCURSOR); }
      "mode"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_MODE, start, YYCURSOR); }
      "split"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_SPLIT, start, YYCURSOR); }
      "block"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_BLOCK, start, YYCURSOR); }
      "inline"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_INLINE, start, YYCURSOR); }
      "before"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_BEFORE, start, YYCURSOR); }
      "after"       { lx->cur = YYCURSOR; return tok(lx, GT_KW_AFTER, start, YYCURSOR); }
      "display"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_DISPLAY, start, YYCURSOR); }
      "signature"   { lx->cur = YYCURSOR; return tok(lx, GT_KW_SIGNATURE, start, YYCURSOR); }
      "as"          { lx->cur = YYCURSOR; return tok(lx, GT_KW_AS, start, YYCURSOR); }
      "pack"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_PACK, start, YYCURSOR); }
      "if"          { lx->cur = YYCURSOR; return tok(lx, GT_KW_IF, start, YYCURSOR); }
      "else"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_ELSE, start, YYCURSOR); }
      "fail"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_FAIL, start, YYCURSOR); }
      "uses"        { lx->cur = YYCURSOR; return tok(lx, GT_KW_USES, start, YYCURSOR); }
      "of"          { lx->cur = YYCURSOR; return tok(lx, GT_KW_OF, start, YYCURSOR); }
      "is"          { lx->cur = YYCURSOR; return tok(lx, GT_KW_IS, start, YYCURSOR); }
      "rowwise"     { lx->cur = YYCURSOR; return tok(lx, GT_KW_ROWWISE, start, YYCURSOR); }
      "marker"      { lx->cur = YYCURSOR; return tok(lx, GT_KW_MARKER, start, YYCURSOR); }
      "materialize" { lx->cur = YYCURSOR; return tok(lx, GT_KW_MATERIALIZE, start, YYCURSOR); }
      "^" name      { lx->cur = YYCURSOR; return tok(lx, GT_BLOCKNAME, start, YYCURSOR); }

      "$" name ("#" digit+)? { lx->cur = YYCURSOR; return tok(lx, GT_BIND, start, YYCURSOR); }
      "-"? digit+ "." digit+ ([eE] [+-]? digit+)? { lx->cur = YYCURSOR; return tok(lx, GT_FLOAT, start, YYCURSOR); }
      "#mlir\"" {
        const char *e = string_end(lx, YYCURSOR);
        if (!e) {
          gen_error(lx->g, at(lx, start), "missing terminating '\"' character");
          e = YYCURSOR;
          while (e < lx->end && *e != '\n') e++;
          lx->cur = e;
          continue;
        }
        lx->cur = e;
        return tok(lx, GT_MLIR, start, e);
      }
      "{{" {
        const char *e = code_end(lx, YYCURSOR);
        if (!e) {
          gen_error(lx->g, at(lx, start), "C code block '{{' is not closed by '}}'");
          lx->cur = lx->end;
          continue;
        }
        lx->cur = e;
        return tok(lx, GT_CODE, start, e);
      }
      "```" {
        const char *e = raw_end(lx, YYCURSOR);
        if (!e) {
          gen_error(lx->g, at(lx, start), "IR text opened with '```' is not closed");
          lx->cur = lx->end;
          continue;
        }
        lx->cur = e;
        return tok(lx, GT_RAW, start, e);
      }
      "@"   { lx->cur = YYCURSOR; return tok(lx, GT_AT, start, YYCURSOR); }
      "->"  { lx->cur = YYCURSOR; return tok(lx, GT_RARROW, start, YYCURSOR); }
      "=="  { lx->cur = YYCURSOR; return tok(lx, GT_EQEQ, start, YYCURSOR); }
      "!="  { lx->cur = YYCURSOR; return tok(lx, GT_NEQ, start, YYCURSOR); }
      "<="  { lx->cur = YYCURSOR; return tok(lx, GT_LE, start, YYCURSOR); }
      ">="  { lx->cur = YYCURSOR; return tok(lx, GT_GE, start, YYCURSOR); }

      name          { lx->cur = YYCURSOR; return tok(lx, GT_ID, start, YYCURSOR); }
      "-"? digit+   { lx->cur = YYCURSOR; return tok(lx, GT_INT, start, YYCURSOR); }
      "0x" hexdigit+ { lx->cur = YYCURSOR; return tok(lx, GT_INT, start, YYCURSOR); }
      digit+ name   {
        lx->cur = YYCURSOR;
        gen_error(lx->g, at(lx, start), "invalid number '%.*s'", (int)(YYCURSOR - start), start);
        continue;
      }
      "\""          {
        const char *e = string_end(lx, YYCURSOR);
        if (!e) {
          gen_error(lx->g, at(lx, start), "missing terminating '\"' character");
          e = YYCURSOR;
          while (e < lx->end && *e != '\n') e++;
          lx->cur = e;
          continue;
        }
        lx->cur = e;
        return tok(lx, GT_STRING, start, e);
      }

      ";"   { lx->cur = YYCURSOR; return tok(lx, GT_SEMI, start, YYCURSOR); }
      ":"   { lx->cur = YYCURSOR; return tok(lx, GT_COLON, start, YYCURSOR); }
      ","   { lx->cur = YYCURSOR; return tok(lx, GT_COMMA, start, YYCURSOR); }
      "="   { lx->cur = YYCURSOR; return tok(lx, GT_EQ, start, YYCURSOR); }
      "|"   { lx->cur = YYCURSOR; return tok(lx, GT_PIPE, start, YYCURSOR); }
      "<"   { lx->cur = YYCURSOR; return tok(lx, GT_LT, start, YYCURSOR); }
      ">"   { lx->cur = YYCURSOR; return tok(lx, GT_GT, start, YYCURSOR); }
      "{"   { lx->cur = YYCURSOR; return tok(lx, brace_kind(lx, YYCURSOR), start, YYCURSOR); }
      "}"   { lx->cur = YYCURSOR; return tok(lx, GT_RBRACE, start, YYCURSOR); }
      "["   { lx->cur = YYCURSOR; return tok(lx, GT_LBRACKET, start, YYCURSOR); }
      "]"   { lx->cur = YYCURSOR; return tok(lx, GT_RBRACKET, start, YYCURSOR); }
      "("   { lx->cur = YYCURSOR; return tok(lx, GT_LPAREN, start, YYCURSOR); }
      ")"   { lx->cur = YYCURSOR; return tok(lx, GT_RPAREN, start, YYCURSOR); }
      "?"   { lx->cur = YYCURSOR; return tok(lx, GT_QUESTION, start, YYCURSOR); }
      "..." { lx->cur = YYCURSOR; return tok(lx, GT_ELLIPSIS, start, YYCURSOR); }
      "."   { lx->cur = YYCURSOR; return tok(lx, GT_DOT, start, YYCURSOR); }
      "$"   { lx->cur = YYCURSOR; return tok(lx, GT_DOLLAR, start, YYCURSOR); }
      "=>"  { lx->cur = YYCURSOR; return tok(lx, GT_ARROW, start, YYCURSOR); }
      "/*"  {
        gen_error(lx->g, at(lx, start), "comments are written '//', to the end of the line");
        lx->cur = YYCURSOR;
        continue;
      }
      *     {
        lx->cur = YYCURSOR;
        unsigned char ch = (unsigned char)*start;
        if (ch >= 0x20 && ch < 0x7f)
          gen_error(lx->g, at(lx, start), "unexpected character '%c'", ch);
        else if (ch < 0x80)
          gen_error(lx->g, at(lx, start), "unexpected byte 0x%02x", ch);
        else {
          /* One message for a run of non-ASCII bytes (a UTF-8 character). */
          gen_error(lx->g, at(lx, start), "unexpected non-ASCII character");
          while (lx->cur < lx->end && (unsigned char)*lx->cur >= 0x80) lx->cur++;
        }
        continue;
      }
    */
  }
}
