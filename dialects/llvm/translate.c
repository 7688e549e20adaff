/* Parsing and translating at once (rl_llvm_translate_source, export.h).
 *
 * The parser hands over each op of the module's body as soon as it is
 * parsed. The op moves into a module of our own, is verified and declared
 * in the LLVM module, and, if every symbol it references is known by then
 * (a call to a function further on is not), is translated at once and its
 * body freed: the slabs it held take the next function, so the IR of the
 * whole module never exists, only the LLVM module and one function.
 * Ops that reference symbols still to come wait, whole, until the parse
 * ends, and are then verified and translated in module order. */
#include <stdlib.h>

#include "core/attrs.h"
#include "core/context_impl.h"
#include "core/opdef.h"
#include "core/parser.h"
#include "core/ptrmap.h"
#include "core/symtab.h"
#include "core/verify.h"
#include "dialects/llvm/export.h"

typedef struct stream {
  rl_context *c;
  rl_op *module;       /* the ops so far, in order */
  rl_block *body;
  rl_llvm_exporter *x;
  rl_ptrmap known;     /* rl_ident * of every symbol so far -> 1 */
  rl_op **waiting;     /* ops to define once the parse ends */
  unsigned nwaiting, capwaiting;
} stream;

static rl_ident *sym_name(stream *s, rl_op *op) {
  rl_attr *nm = rl_op_get_prop(op, s->c->id_sym_name);
  if (!nm) nm = rl_op_get_attr(op, s->c->id_sym_name);
  return nm && nm->kind == RL_AT_STRING ? rl_attr_string_ident(nm) : NULL;
}

static bool ref_known(stream *s, const rl_attr *a) {
  if (a->kind == RL_AT_SYMREF) return rl_ptrmap_get(&s->known, rl_word_ptr(a->w[0])) != NULL;
  if (a->kind == RL_AT_ARRAY)
    for (unsigned i = 0; i < rl_attr_array_size(a); i++)
      if (!ref_known(s, rl_attr_array_elem(a, i))) return false;
  return true;
}

static bool dict_known(stream *s, const rl_attr *d) {
  if (d)
    for (unsigned i = 0; i < rl_attr_dict_size(d); i++)
      if (!ref_known(s, rl_attr_dict_value(d, i))) return false;
  return true;
}

/* Whether every symbol op and the ops in it reference is known. */
static bool refs_known(stream *s, rl_op *op) {
  if (!dict_known(s, op->props) || !dict_known(s, op->attrs)) return false;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (!refs_known(s, o)) return false;
  return true;
}

static rl_stream_result take(void *user, rl_op *op, bool can_free) {
  stream *s = user;
  rl_op_remove(op);
  rl_block_append_op(s->body, op);
  rl_symbol_table_appended(s->module, op);
  rl_ident *name = sym_name(s, op);
  if (name && rl_ptrmap_get(&s->known, name)) /* a redefinition */
    return rl_verify_shallow(s->c, s->module) ? RL_STREAM_KEPT : RL_STREAM_STOP;
  if (name) rl_ptrmap_put(&s->known, name, (void *)1);
  if (!can_free || op->nresults || !refs_known(s, op)) {
    if (s->nwaiting == s->capwaiting) {
      s->capwaiting = s->capwaiting ? 2 * s->capwaiting : 16;
      s->waiting = realloc(s->waiting, s->capwaiting * sizeof *s->waiting);
    }
    s->waiting[s->nwaiting++] = op;
    return rl_verify_shallow(s->c, op) && rl_llvm_export_declare(s->x, op) ? RL_STREAM_KEPT : RL_STREAM_STOP;
  }
  if (!rl_verify(s->c, op) || !rl_llvm_export_declare(s->x, op) || !rl_llvm_export_define(s->x, op))
    return RL_STREAM_STOP;
  /* Translated: what the op holds goes back to the slabs for the next one,
   * and the locations in it back to the parser. */
  for (unsigned r = 0; r < op->nregions; r++) rl_region_clear(s->c, rl_op_region(op, r));
  return RL_STREAM_FREED;
}

LLVMModuleRef rl_llvm_translate_source(rl_context *c, const char *buf, size_t len, rl_ident *file,
                                       LLVMContextRef ctx) {
  rl_op_state st = {.info = c->op_module, .loc = rl_loc_file(c, file, 0, 0), .nregions = 1};
  stream s = {.c = c, .module = rl_op_create(c, &st), .x = rl_llvm_exporter_create(c, ctx)};
  s.body = rl_block_create(c);
  rl_region_append_block(rl_op_region(s.module, 0), s.body);
  rl_op *parsed = rl_parse_source_stream(c, buf, len, file, 0, take, &s);
  bool ok = parsed != NULL;
  if (ok) {
    /* The module op the parse returns (the file's, or the implicit one)
     * keeps what was not streamed: ops after a leading module, which the
     * translation rejects as it would have in place. */
    s.module->loc = parsed->loc;
    s.module->props = parsed->props;
    s.module->attrs = parsed->attrs;
    rl_block *rest = rl_op_regions(parsed)[0].first;
    while (ok && rest && rest->first) ok = take(&s, rest->first, false) != RL_STREAM_STOP;
  }
  ok = ok && rl_verify_shallow(c, s.module);
  for (unsigned i = 0; i < s.nwaiting && ok; i++)
    ok = rl_verify(c, s.waiting[i]) && rl_llvm_export_define(s.x, s.waiting[i]);
  LLVMModuleRef m = NULL;
  if (ok) m = rl_llvm_exporter_finish(s.x, s.module);
  else rl_llvm_exporter_discard(s.x);
  if (parsed) rl_op_destroy(c, parsed);
  rl_op_destroy(c, s.module);
  rl_ptrmap_free(&s.known);
  free(s.waiting);
  return m;
}
