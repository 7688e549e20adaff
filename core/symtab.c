/* Symbol tables with a validated per-table cache (symtab.h). */
#include "symtab.h"

#include <stdlib.h>
#include <string.h>

#include "attrs.h"
#include "context_impl.h"
#include "opdef.h"

typedef struct symtab {
  rl_ptrmap names; /* name ident -> op */
} symtab;

rl_ident *rl_symbol_name(rl_op *o) {
  rl_ident *key = rl_op_context(o)->id_sym_name;
  rl_attr *sn = rl_op_get_prop(o, key);
  if (!sn && o->attrs) sn = rl_attr_dict_get(o->attrs, key);
  return sn && sn->kind == RL_AT_STRING ? rl_attr_string_ident(sn) : NULL;
}

/* Puts op under its name unless the name is taken (the first of two ops
 * of one name wins, as a scan would find it). */
static void add(symtab *t, rl_op *o) {
  rl_ident *name = rl_symbol_name(o);
  if (name && !rl_ptrmap_get(&t->names, name)) rl_ptrmap_put(&t->names, name, o);
}

static void rebuild(symtab *t, rl_block *body) {
  rl_ptrmap_free(&t->names);
  memset(&t->names, 0, sizeof t->names);
  for (rl_op *o = body->first; o; o = o->next) add(t, o);
}

static rl_op *lookup(rl_context *c, rl_op *table, rl_ident *name);

/* The cache is shared: used under the misc lock while workers run. A task
 * on one function (rl_task_begin) that looks into a symbol table reaches
 * out of its function. */
rl_op *rl_symbol_table_lookup(rl_op *table, rl_ident *name) {
  if (!table->nregions || !rl_op_regions(table)[0].first) return NULL;
  rl_task_escape();
  rl_context *c = rl_op_context(table);
  rl_ctx_lock(c);
  rl_op *r = lookup(c, table, name);
  rl_ctx_unlock(c);
  return r;
}

static rl_op *lookup(rl_context *c, rl_op *table, rl_ident *name) {
  rl_block *body = rl_op_regions(table)[0].first;
  symtab *t = rl_ptrmap_get(&c->symtabs, table);
  if (t) {
    rl_op *o = rl_ptrmap_get(&t->names, name);
    if (o && o->parent == body && rl_symbol_name(o) == name) return o;
  } else {
    t = calloc(1, sizeof *t);
    if (!t) return NULL;
    rl_ptrmap_put(&c->symtabs, table, t);
  }
  rebuild(t, body);
  return rl_ptrmap_get(&t->names, name);
}

void rl_symbol_table_appended(rl_op *table, rl_op *op) {
  rl_context *c = rl_op_context(table);
  rl_ctx_lock(c);
  symtab *t = rl_ptrmap_get(&c->symtabs, table);
  if (t) add(t, op);
  rl_ctx_unlock(c);
}

rl_op *rl_symbol_table_of(rl_op *from) {
  rl_task_escape();
  rl_context *c = rl_op_context(from);
  for (rl_op *t = rl_op_parent_op(from); t; t = rl_op_parent_op(t))
    if ((t->info->traits & RL_TRAIT_SYMBOL_TABLE) || t->info == c->op_module) return t;
  return NULL;
}

void rl_symbol_tables_free(rl_context *c) {
  for (size_t i = 0; i < c->symtabs.cap; i++)
    if (c->symtabs.keys[i] && c->symtabs.vals[i]) {
      symtab *t = c->symtabs.vals[i];
      rl_ptrmap_free(&t->names);
      free(t);
    }
  rl_ptrmap_free(&c->symtabs);
}
