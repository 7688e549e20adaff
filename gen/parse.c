/* Parsing one `.ops` file: runs the lexer into the lemon parser and words
 * syntax errors ("expected ';'", located after the previous token). */
#include "gen/parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grammar.h"

const char *gen_token_name(int kind) {
  switch (kind) {
  case 0: return "end of file";
  case GT_ID: return "name";
  case GT_INT: return "integer";
  case GT_STRING: return "string";
  case GT_SEMI: return "';'";
  case GT_COLON: return "':'";
  case GT_COMMA: return "','";
  case GT_EQ: return "'='";
  case GT_PIPE: return "'|'";
  case GT_LT: return "'<'";
  case GT_GT: return "'>'";
  case GT_LBRACE: return "'{'";
  case GT_RBRACE: return "'}'";
  case GT_LBRACKET: return "'['";
  case GT_RBRACKET: return "']'";
  case GT_LPAREN: return "'('";
  case GT_RPAREN: return "')'";
  case GT_QUESTION: return "'?'";
  case GT_ELLIPSIS: return "'...'";
  case GT_DOT: return "'.'";
  case GT_DOLLAR: return "'$'";
  case GT_ARROW: return "'=>'";
  case GT_KW_DIALECT: return "'dialect'";
  case GT_KW_INCLUDE: return "'include'";
  case GT_KW_TYPE: return "'type'";
  case GT_KW_ENUM: return "'enum'";
  case GT_KW_BITENUM: return "'bitenum'";
  case GT_KW_OP: return "'op'";
  case GT_KW_SEPARATOR: return "'separator'";
  case GT_KW_SUMMARY: return "'summary'";
  case GT_KW_DESCRIPTION: return "'description'";
  case GT_KW_OPERANDS: return "'operands'";
  case GT_KW_RESULTS: return "'results'";
  case GT_KW_PROPERTIES: return "'properties'";
  case GT_KW_REGIONS: return "'regions'";
  case GT_KW_SUCCESSORS: return "'successors'";
  case GT_KW_FORMAT: return "'format'";
  case GT_KW_CUSTOM: return "'custom'";
  case GT_KW_VERIFY: return "'verify'";
  case GT_KW_FOLD: return "'fold'";
  case GT_KW_NAMES: return "'names'";
  case GT_KW_EFFECTS: return "'effects'";
  case GT_KW_PARENT: return "'parent'";
  case GT_KW_INFER: return "'infer'";
  case GT_KW_DEFAULT_DIALECT: return "'default_dialect'";
  case GT_KW_ATTR: return "'attr'";
  case GT_KW_INIT: return "'init'";
  case GT_KW_PATTERN: return "'pattern'";
  case GT_KW_LOWER: return "'lower'";
  case GT_KW_FOR: return "'for'";
  case GT_KW_IN: return "'in'";
  case GT_KW_TYPEMAP: return "'typemap'";
  case GT_KW_IMPORT: return "'import'";
  case GT_KW_WHERE: return "'where'";
  case GT_KW_BENEFIT: return "'benefit'";
  case GT_KW_REPLACE: return "'replace'";
  case GT_KW_WITH: return "'with'";
  case GT_KW_ERASE: return "'erase'";
  case GT_KW_TEST: return "'test'";
  case GT_KW_INPUT: return "'input'";
  case GT_KW_EXPECT: return "'expect'";
  case GT_KW_CONSTRAINT: return "'constraint'";
  case GT_KW_NATIVE: return "'native'";
  case GT_KW_PASS: return "'pass'";
  case GT_KW_OPTION: return "'option'";
  case GT_KW_LEGAL: return "'legal'";
  case GT_KW_ILLEGAL: return "'illegal'";
  case GT_KW_DYNAMIC: return "'dynamic'";
  case GT_KW_MODE: return "'mode'";
  case GT_BIND: return "binding ('$name')";
  case GT_FLOAT: return "number";
  case GT_MLIR: return "MLIR literal";
  case GT_CODE: return "C code block";
  case GT_RAW: return "IR text";
  case GT_AT: return "'@'";
  case GT_EQEQ: return "'=='";
  case GT_NEQ: return "'!='";
  case GT_RARROW: return "'->'";
  case GT_BLOCKNAME: return "block ('^name')";
  case GT_LBRACE_X: return "'{'";
  case GT_KW_SPLIT: return "'split'";
  case GT_KW_BLOCK: return "'block'";
  case GT_KW_INLINE: return "'inline'";
  case GT_KW_BEFORE: return "'before'";
  case GT_KW_AFTER: return "'after'";
  case GT_KW_DISPLAY: return "'display'";
  case GT_KW_SIGNATURE: return "'signature'";
  case GT_KW_AS: return "'as'";
  case GT_KW_PACK: return "'pack'";
  case GT_LE: return "'<='";
  case GT_GE: return "'>='";
  case GT_KW_IF: return "'if'";
  case GT_KW_ELSE: return "'else'";
  case GT_KW_FAIL: return "'fail'";
  case GT_KW_USES: return "'uses'";
  case GT_KW_OF: return "'of'";
  case GT_KW_IS: return "'is'";
  case GT_KW_ROWWISE: return "'rowwise'";
  case GT_KW_TERM: return "'term'";
  case GT_KW_SET: return "'set'";
  case GT_KW_MARKER: return "'marker'";
  case GT_KW_MATERIALIZE: return "'materialize'";
  }
  return "token";
}

static bool is_keyword(int kind) {
  return (kind >= GT_KW_DIALECT && kind <= GT_KW_MODE) || (kind >= GT_KW_SPLIT && kind <= GT_KW_AFTER) ||
         kind == GT_KW_DISPLAY || (kind >= GT_KW_SIGNATURE && kind <= GT_KW_PACK) || kind == GT_KW_IF ||
         kind == GT_KW_ELSE || kind == GT_KW_FAIL || kind == GT_KW_USES || kind == GT_KW_OF || kind == GT_KW_IS ||
         kind == GT_KW_ROWWISE || kind == GT_KW_TERM || kind == GT_KW_SET || kind == GT_KW_MARKER ||
         kind == GT_KW_MATERIALIZE;
}

void gen_parse_done(gen_parser *ps, gen_decl *decls) { ps->decls = decls; }

void gen_parse_overflow(gen_parser *ps) {
  gen_error(ps->g, (gen_loc){ps->file, ps->prev.off}, "nesting too deep");
  ps->failed = true;
}

/* The token as quoted in a message: its text when short, else its kind. */
static void describe(gen_parser *ps, int kind, gen_token t, char *out, size_t n) {
  const char *s = ps->g->files[ps->file].buf + t.off;
  if (kind == 0)
    snprintf(out, n, "end of file");
  else if ((kind == GT_ID || kind == GT_INT || is_keyword(kind)) && t.len <= 40)
    snprintf(out, n, "'%.*s'", (int)t.len, s);
  else
    snprintf(out, n, "%s", gen_token_name(kind));
}

void gen_parse_syntax_error(gen_parser *ps, int kind, gen_token tok, gen_tokset expected) {
  if (ps->failed) return;
  ps->failed = true;
  /* After a bad token the parser's complaint is mostly noise. */
  if (ps->g->errors > ps->errors_at_start) return;
  /* Keywords fall back to names: when a name fits, don't list them. */
  if (gen_tokset_has(&expected, GT_ID))
    for (int k = 1; k < GEN_MAX_TOKENS; k++)
      if (is_keyword(k)) gen_tokset_del(&expected, k);
  int list[GEN_MAX_TOKENS], n = 0;
  for (int k = 1; k < GEN_MAX_TOKENS; k++)
    if (gen_tokset_has(&expected, k)) list[n++] = k;
  char found[64];
  describe(ps, kind, tok, found, sizeof found);
  /* A missing closer or separator is reported right after the previous
   * token, as clang does; anything else at the offending token. */
  bool after_prev = n == 1 && (list[0] == GT_SEMI || list[0] == GT_RBRACE || list[0] == GT_GT ||
                               list[0] == GT_RBRACKET || list[0] == GT_COLON) && ps->prev.len;
  gen_loc at = after_prev ? (gen_loc){ps->file, ps->prev.off + ps->prev.len} : (gen_loc){ps->file, tok.off};
  if (kind == 0 && !after_prev && ps->prev.len) at = (gen_loc){ps->file, ps->prev.off + ps->prev.len};
  char want[256] = "";
  size_t w = 0;
  if (n > 0 && n <= 4) {
    for (int i = 0; i < n; i++)
      w += (size_t)snprintf(want + w, sizeof want - w, "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ",
                            gen_token_name(list[i]));
    gen_error(ps->g, at, "expected %s, found %s", want, found);
  } else if (kind == 0 && gen_tokset_has(&expected, GT_RBRACE)) {
    gen_error(ps->g, at, "unexpected end of file; expected '}'");
  } else if (kind == 0) {
    gen_error(ps->g, at, "unexpected end of file");
  } else {
    gen_error(ps->g, at, "unexpected %s", found);
  }
}

bool gen_parse_file(gen_ctx *g, uint32_t file) {
  gen_lexer lx;
  gen_parser ps = {.g = g, .file = file, .errors_at_start = g->errors};
  unsigned errors_before = g->errors;
  gen_lexer_init(&lx, g, file);
  void *p = genParseAlloc(malloc);
  for (;;) {
    gen_token t = gen_lex(&lx);
    lx.prev = t.kind;
    genParse(p, t.kind, t, &ps);
    if (ps.failed || t.kind == 0) break;
    ps.prev = t;
  }
  genParseFree(p, free);
  g->files[file].decls = ps.failed ? NULL : ps.decls;
  g->files[file].parsed_ok = !ps.failed && g->errors == errors_before;
  return g->files[file].parsed_ok;
}
