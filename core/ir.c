/* Operations, blocks, regions, values and use-lists; the op registry. */
#include "ir.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "context_impl.h"
#include "opdef.h"
#include "ptrmap.h"
#include "symtab.h"

/* ---- op registry ---------------------------------------------------------- */

static rl_opinfo *opinfo_lookup(rl_context *c, rl_ident *name, uint32_t *slot) {
  uint32_t mask = c->opinfo_slot_cap - 1, j = name->hash & mask;
  for (rl_opinfo *oi; (oi = c->opinfo_slots[j]); j = (j + 1) & mask)
    if (oi->name == name) return oi;
  *slot = j;
  return NULL;
}

static void opinfo_rehash(rl_context *c) {
  uint32_t cap = c->opinfo_slot_cap ? c->opinfo_slot_cap * 2 : 64;
  free(c->opinfo_slots);
  c->opinfo_slots = rl_xcalloc(cap, sizeof(rl_opinfo *));
  c->opinfo_slot_cap = cap;
  for (uint32_t i = 0; i < c->nopinfos; i++) {
    uint32_t j = c->opinfos[i]->name->hash & (cap - 1);
    while (c->opinfo_slots[j]) j = (j + 1) & (cap - 1);
    c->opinfo_slots[j] = c->opinfos[i];
  }
}

/* The last op kind looked up, a cache kept only while one thread runs. */
static inline bool is_last_opinfo(const rl_context *c, const char *name, size_t n) {
  if (c->mt) return false;
  const rl_opinfo *l = c->last_opinfo;
  return l && l->name->len == n && memcmp(l->name->str, name, n) == 0;
}

static rl_opinfo *opinfo_get(rl_context *c, const char *name, size_t n) {
  rl_ident *id = rl_ident_get(c, name, n);
  uint32_t slot = 0;
  if (!c->opinfo_slot_cap) opinfo_rehash(c);
  rl_opinfo *oi = opinfo_lookup(c, id, &slot);
  if (oi) {
    if (!c->mt) c->last_opinfo = oi;
    return oi;
  }
  oi = rl_context_alloc(c, sizeof *oi);
  memset(oi, 0, sizeof *oi);
  oi->ctx = c;
  oi->name = id;
  const char *dot = memchr(name, '.', n);
  oi->dialect = rl_ident_get(c, name, dot ? (size_t)(dot - name) : 0);
  oi->id = c->nopinfos;
  if (c->nopinfos == c->opinfo_cap) {
    c->opinfo_cap = c->opinfo_cap ? c->opinfo_cap * 2 : 64;
    c->opinfos = rl_xrealloc(c->opinfos, c->opinfo_cap * sizeof(rl_opinfo *));
  }
  c->opinfos[c->nopinfos++] = oi;
  c->opinfo_slots[slot] = oi;
  if (c->nopinfos * 2 > c->opinfo_slot_cap) opinfo_rehash(c);
  return oi;
}

/* While workers run, the registry is read and grown under the misc lock. */
rl_opinfo *rl_opinfo_get(rl_context *c, const char *name, size_t n) {
  if (is_last_opinfo(c, name, n)) return c->last_opinfo;
  if (!c->mt) return opinfo_get(c, name, n);
  rl_ctx_lock(c);
  rl_opinfo *oi = opinfo_get(c, name, n);
  rl_ctx_unlock(c);
  return oi;
}

rl_opinfo *rl_opinfo_find(rl_context *c, const char *name, size_t n) {
  if (is_last_opinfo(c, name, n)) return c->last_opinfo;
  rl_ctx_lock(c);
  rl_opinfo *oi = NULL;
  if (c->opinfo_slot_cap) {
    rl_ident *id = rl_ident_get(c, name, n);
    uint32_t slot;
    oi = opinfo_lookup(c, id, &slot);
    if (oi && !c->mt) c->last_opinfo = oi;
  }
  rl_ctx_unlock(c);
  return oi;
}

rl_opinfo *rl_opinfo_register(rl_context *c, const char *name, uint32_t traits) {
  rl_ctx_lock(c);
  rl_opinfo *oi = rl_opinfo_get_cstr(c, name);
  oi->registered = true;
  oi->traits = traits;
  uintptr_t f = (uintptr_t)rl_ptrmap_get(&c->dialects, oi->dialect);
  rl_ptrmap_put(&c->dialects, oi->dialect, (void *)(f | RL_DIALECT_LOADED));
  rl_ctx_unlock(c);
  return oi;
}

void rl_context_allow_unregistered(rl_context *c, bool allow) { c->allow_unregistered = allow; }
bool rl_context_allows_unregistered(rl_context *c) { return c->allow_unregistered; }

bool rl_context_dialect_loaded(rl_context *c, rl_ident *dialect) {
  rl_ctx_lock(c);
  bool r = rl_ptrmap_get(&c->dialects, dialect) != NULL;
  rl_ctx_unlock(c);
  return r;
}

void rl_context_add_open_dialect(rl_context *c, const char *dialect) {
  rl_ptrmap_put(&c->dialects, rl_ident_cstr(c, dialect), (void *)(uintptr_t)(RL_DIALECT_LOADED | RL_DIALECT_OPEN));
}

static int ident_str_cmp(const void *x, const void *y) {
  return strcmp((*(const rl_ident *const *)x)->str, (*(const rl_ident *const *)y)->str);
}

char *rl_context_dialect_names(rl_context *c, const char *sep) {
  const rl_ident **names = rl_xmalloc((c->dialects.n + 1) * sizeof *names);
  size_t n = 0;
  for (size_t i = 0; i < c->dialects.cap; i++)
    if (c->dialects.keys[i]) names[n++] = c->dialects.keys[i];
  qsort(names, n, sizeof *names, ident_str_cmp);
  rl_strbuf b = {0};
  for (size_t i = 0; i < n; i++) rl_sb_printf(&b, "%s%s", i ? sep : "", names[i]->str);
  free(names);
  return b.data ? b.data : rl_xcalloc(1, 1);
}

bool rl_context_dialect_is_open(rl_context *c, rl_ident *dialect) {
  rl_ctx_lock(c);
  bool r = ((uintptr_t)rl_ptrmap_get(&c->dialects, dialect) & RL_DIALECT_OPEN) != 0;
  rl_ctx_unlock(c);
  return r;
}

void rl_context_builtin_init(rl_context *c) {
  c->op_module = rl_opinfo_register(c, "builtin.module",
                                    RL_TRAIT_ISOLATED | RL_TRAIT_GRAPH_REGION | RL_TRAIT_NO_TERMINATOR |
                                        RL_TRAIT_SINGLE_BLOCK | RL_TRAIT_SYMBOL_TABLE);
  c->id_module = c->op_module->name;
  c->id_operand_segments = rl_ident_cstr(c, "operandSegmentSizes");
  c->id_result_segments = rl_ident_cstr(c, "resultSegmentSizes");
  c->id_sym_name = rl_ident_cstr(c, "sym_name");
  c->id_sym_visibility = rl_ident_cstr(c, "sym_visibility");
  c->id_value = rl_ident_cstr(c, "value");
  rl_opinfo_register(c, "builtin.unrealized_conversion_cast", 0);
}

/* ---- use lists ------------------------------------------------------------ */

static inline void use_link(rl_use *u, rl_value *v) {
  u->value = v;
  if (!v) {
    u->next = NULL;
    u->prev = NULL;
    return;
  }
  u->next = v->first_use;
  if (u->next) u->next->prev = &u->next;
  u->prev = &v->first_use;
  v->first_use = u;
}

static inline void use_unlink(rl_use *u) {
  if (!u->value) return;
  *u->prev = u->next;
  if (u->next) u->next->prev = u->prev;
  u->value = NULL;
  u->next = NULL;
  u->prev = NULL;
}

static inline void succ_link(rl_succ *s, rl_block *b) {
  s->block = b;
  if (!b) return;
  s->next = b->first_pred;
  if (s->next) s->next->prev = &s->next;
  s->prev = &b->first_pred;
  b->first_pred = s;
}

static inline void succ_unlink(rl_succ *s) {
  if (!s->block) return;
  *s->prev = s->next;
  if (s->next) s->next->prev = s->prev;
  s->block = NULL;
  s->next = NULL;
  s->prev = NULL;
}

void rl_op_set_operand(rl_op *op, unsigned i, rl_value *v) {
  rl_use *u = &op->operands[i];
  if (u->value == v) return;
  use_unlink(u);
  use_link(u, v);
}

static rl_use *inline_operands(rl_op *op) { return (rl_use *)(rl_op_succs(op) + op->nsuccs); }

/* Operands grown out of line sit after a header slot whose `value` holds
 * the number of inline slots (which the op's size needs). */
static uint32_t inline_capacity(rl_op *op) {
  return op->operands == inline_operands(op) ? op->opcap : (uint32_t)(uintptr_t)op->operands[-1].value;
}

static size_t op_size(size_t nresults, size_t nregions, size_t nsuccs, size_t noperands) {
  return sizeof(rl_op) + nresults * sizeof(rl_value) + nregions * sizeof(rl_region) + nsuccs * sizeof(rl_succ) +
         noperands * sizeof(rl_use);
}

static void free_operands_out_of_line(rl_context *c, rl_op *op) {
  if (op->operands != inline_operands(op))
    rl_context_slab_free(c, op->operands - 1, (op->opcap + 1) * sizeof(rl_use));
}

void rl_op_set_operands(rl_context *c, rl_op *op, unsigned n, rl_value *const *vals) {
  for (unsigned i = 0; i < op->noperands; i++) use_unlink(&op->operands[i]);
  if (n > op->opcap) {
    uint32_t ninline = inline_capacity(op);
    free_operands_out_of_line(c, op);
    rl_use *block = rl_context_slab_alloc(c, (n + 1) * sizeof(rl_use));
    memset(block, 0, sizeof *block);
    block->value = (rl_value *)(uintptr_t)ninline;
    op->operands = block + 1;
    op->opcap = n;
  }
  op->noperands = n;
  for (unsigned i = 0; i < n; i++) {
    op->operands[i].owner = op;
    use_link(&op->operands[i], vals[i]);
  }
}

void rl_op_set_succ(rl_op *op, unsigned i, rl_block *b) {
  rl_succ *s = &rl_op_succs(op)[i];
  if (s->block == b) return;
  succ_unlink(s);
  succ_link(s, b);
}

void rl_op_set_attr(rl_context *c, rl_op *op, rl_ident *name, rl_attr *value) {
  op->attrs = rl_attr_dict_set(c, op->attrs, name, value);
  if (op->attrs && op->attrs->n == 0) op->attrs = NULL;
}

rl_attr *rl_op_get_attr(rl_op *op, rl_ident *name) { return rl_attr_dict_get(op->attrs, name); }

unsigned rl_value_num_uses(const rl_value *v) {
  unsigned n = 0;
  for (rl_use *u = v->first_use; u; u = u->next) n++;
  return n;
}

void rl_value_replace_all_uses(rl_value *from, rl_value *to) {
  if (from == to) return;
  while (from->first_use) {
    rl_use *u = from->first_use;
    use_unlink(u);
    use_link(u, to);
  }
}

rl_block *rl_value_parent_block(rl_value *v) {
  return v->is_arg ? ((rl_arg_value *)v)->owner : rl_value_result_op(v)->parent;
}

/* ---- ops ------------------------------------------------------------------ */

rl_op *rl_op_create(rl_context *c, const rl_op_state *st) {
  if (st->nsuccs > RL_MAX_SUCCS_REGIONS || st->nregions > RL_MAX_SUCCS_REGIONS) {
    /* The parser refuses such ops; anything else making one is a bug. */
    fprintf(stderr, "rulir: '%s' with %u successors and %u regions: at most %u are supported\n",
            st->info->name->str, st->nsuccs, st->nregions, RL_MAX_SUCCS_REGIONS);
    abort();
  }
  size_t size = op_size(st->nresults, st->nregions, st->nsuccs, st->noperands);
  rl_op *op = rl_context_slab_alloc(c, size);
  memset(op, 0, size);
  op->info = st->info;
  op->loc = st->loc ? st->loc : rl_loc_unknown(c);
  op->props = st->props;
  op->attrs = st->attrs && st->attrs->n ? st->attrs : NULL;
  op->nresults = st->nresults;
  op->noperands = op->opcap = st->noperands;
  op->nsuccs = (uint16_t)st->nsuccs;
  op->nregions = (uint16_t)st->nregions;
  op->operands = (rl_use *)(rl_op_succs(op) + st->nsuccs);
  for (unsigned i = 0; i < st->nresults; i++) {
    rl_value *v = &op->results[i];
    v->type = st->result_types[i];
    v->index = i;
  }
  for (unsigned i = 0; i < st->noperands; i++) {
    op->operands[i].owner = op;
    use_link(&op->operands[i], st->operands ? st->operands[i] : NULL);
  }
  for (unsigned i = 0; i < st->nsuccs; i++) {
    rl_op_succs(op)[i].owner = op;
    succ_link(&rl_op_succs(op)[i], st->succs ? st->succs[i] : NULL);
  }
  for (unsigned i = 0; i < st->nregions; i++) rl_op_regions(op)[i].parent = op;
  return op;
}

/* Drops every operand and successor reference held by op and ops inside it. */
static void op_drop_refs(rl_op *op) {
  for (unsigned i = 0; i < op->noperands; i++) use_unlink(&op->operands[i]);
  for (unsigned i = 0; i < op->nsuccs; i++) succ_unlink(&rl_op_succs(op)[i]);
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) op_drop_refs(o);
}

void rl_op_drop_all_refs(rl_op *op) { op_drop_refs(op); }

static void op_free(rl_context *c, rl_op *op) {
  for (unsigned r = 0; r < op->nregions; r++) {
    rl_block *b = rl_op_regions(op)[r].first;
    while (b) {
      rl_block *nb = b->next;
      rl_op *o = b->first;
      while (o) {
        rl_op *no = o->next;
        op_free(c, o);
        o = no;
      }
      b->first = b->last = NULL;
      b->parent = NULL;
      b->first_pred = NULL;
      for (uint32_t i = 0; i < b->nargs; i++) b->args[i]->first_use = NULL;
      rl_block_destroy(c, b);
      b = nb;
    }
    rl_op_regions(op)[r].first = rl_op_regions(op)[r].last = NULL;
  }
  /* The symbol tables' caches hold ops and tables: one that could be either
   * (a symbol, a table, or an op nothing is known of) must not stay there
   * once freed. They are rebuilt on the next lookup. */
  if (op->nregions || !op->info->registered || (op->info->traits & RL_TRAIT_SYMBOL)) {
    rl_ctx_lock(c); /* the caches are shared while workers run */
    if (c->symtabs.n) rl_symbol_tables_free(c);
    rl_ctx_unlock(c);
  }
  size_t size = op_size(op->nresults, op->nregions, op->nsuccs, inline_capacity(op));
  free_operands_out_of_line(c, op);
  rl_context_slab_free(c, op, size);
}

void rl_op_destroy(rl_context *c, rl_op *op) {
  assert(!op->parent);
  op_drop_refs(op);
  op_free(c, op);
}

void rl_op_erase(rl_context *c, rl_op *op) {
  if (op->parent) rl_op_remove(op);
  op_drop_refs(op);
  op_free(c, op);
}

/* ---- placement ------------------------------------------------------------ */

void rl_block_append_op(rl_block *b, rl_op *op) {
  assert(!op->parent);
  op->parent = b;
  op->prev = b->last;
  op->next = NULL;
  if (b->last) {
    b->last->next = op;
    if (b->order_valid) op->order = b->last->order + 1;
  } else {
    b->first = op;
    op->order = 0;
    b->order_valid = 1;
  }
  b->last = op;
}

void rl_op_insert_before(rl_op *pos, rl_op *op) {
  rl_block *b = pos->parent;
  op->parent = b;
  op->next = pos;
  op->prev = pos->prev;
  if (pos->prev) pos->prev->next = op;
  else b->first = op;
  pos->prev = op;
  b->order_valid = 0;
}

void rl_op_insert_after(rl_op *pos, rl_op *op) {
  if (pos->next) rl_op_insert_before(pos->next, op);
  else rl_block_append_op(pos->parent, op);
}

void rl_op_remove(rl_op *op) {
  rl_block *b = op->parent;
  if (!b) return;
  if (op->prev) op->prev->next = op->next;
  else b->first = op->next;
  if (op->next) op->next->prev = op->prev;
  else b->last = op->prev;
  op->prev = op->next = NULL;
  op->parent = NULL;
}

void rl_op_move_before(rl_op *pos, rl_op *op) {
  rl_op_remove(op);
  rl_op_insert_before(pos, op);
}

rl_op *rl_block_parent_op(rl_block *b) { return b->parent ? b->parent->parent : NULL; }

rl_op *rl_op_parent_op(rl_op *op) { return op->parent ? rl_block_parent_op(op->parent) : NULL; }

static void block_renumber(rl_block *b) {
  uint32_t i = 0;
  for (rl_op *o = b->first; o; o = o->next) o->order = i++;
  b->order_valid = 1;
}

bool rl_op_is_before_in_block(rl_op *a, rl_op *b) {
  rl_block *blk = a->parent;
  if (!blk->order_valid) block_renumber(blk);
  return a->order < b->order;
}

rl_op *rl_block_find_ancestor_op(rl_block *b, rl_op *op) {
  while (op && op->parent != b) op = rl_op_parent_op(op);
  return op;
}

bool rl_op_is_ancestor(rl_op *ancestor, rl_op *op) {
  for (; op; op = rl_op_parent_op(op))
    if (op == ancestor) return true;
  return false;
}

bool rl_region_contains(const rl_region *r, const rl_op *op) {
  for (; op && op->parent && op->parent->parent; op = op->parent->parent->parent)
    if (op->parent->parent == r) return true;
  return false;
}

/* ---- blocks and regions --------------------------------------------------- */

rl_block *rl_block_create(rl_context *c) {
  rl_block *b = rl_context_slab_alloc(c, sizeof *b);
  memset(b, 0, sizeof *b);
  return b;
}

void rl_block_destroy(rl_context *c, rl_block *b) {
  for (uint32_t i = 0; i < b->nargs; i++) rl_context_slab_free(c, b->args[i], sizeof(rl_arg_value));
  if (b->args) rl_context_slab_free(c, b->args, b->argcap * sizeof(rl_value *));
  rl_context_slab_free(c, b, sizeof *b);
}

rl_value *rl_block_add_arg(rl_context *c, rl_block *b, rl_type *t, rl_attr *loc) {
  if (b->nargs == b->argcap) {
    /* From the context's slabs: IR memory all belongs to the context. */
    uint32_t old = b->argcap;
    b->argcap = b->argcap ? b->argcap * 2 : 4;
    rl_value **n = rl_context_slab_alloc(c, b->argcap * sizeof(rl_value *));
    if (old) {
      memcpy(n, b->args, old * sizeof(rl_value *));
      rl_context_slab_free(c, b->args, old * sizeof(rl_value *));
    }
    b->args = n;
  }
  rl_arg_value *a = rl_context_slab_alloc(c, sizeof *a);
  memset(a, 0, sizeof *a);
  rl_value *v = &a->v;
  v->type = t;
  a->owner = b;
  v->index = b->nargs;
  v->is_arg = 1;
  a->loc = loc;
  b->args[b->nargs++] = v;
  return v;
}

void rl_block_erase_arg(rl_context *c, rl_block *b, unsigned i) {
  assert(!b->args[i]->first_use);
  rl_context_slab_free(c, b->args[i], sizeof(rl_arg_value));
  memmove(b->args + i, b->args + i + 1, (b->nargs - i - 1) * sizeof(rl_value *));
  b->nargs--;
  for (unsigned j = i; j < b->nargs; j++) b->args[j]->index = j;
}

void rl_region_append_block(rl_region *r, rl_block *b) {
  b->parent = r;
  b->prev = r->last;
  b->next = NULL;
  if (r->last) r->last->next = b;
  else r->first = b;
  r->last = b;
}

void rl_region_insert_block_before(rl_region *r, rl_block *pos, rl_block *b) {
  b->parent = r;
  b->next = pos;
  b->prev = pos->prev;
  if (pos->prev) pos->prev->next = b;
  else r->first = b;
  pos->prev = b;
}

void rl_block_remove(rl_block *b) {
  rl_region *r = b->parent;
  if (!r) return;
  if (b->prev) b->prev->next = b->next;
  else r->first = b->next;
  if (b->next) b->next->prev = b->prev;
  else r->last = b->prev;
  b->prev = b->next = NULL;
  b->parent = NULL;
}

rl_op *rl_block_terminator(rl_block *b) { return b->last; }

unsigned rl_block_num_preds(rl_block *b) {
  unsigned n = 0;
  for (rl_succ *s = b->first_pred; s; s = s->next) n++;
  return n;
}

rl_block *rl_block_single_pred(rl_block *b) {
  rl_succ *s = b->first_pred;
  return s && !s->next ? s->owner->parent : NULL;
}

rl_block *rl_block_unique_pred(rl_block *b) {
  rl_succ *s = b->first_pred;
  if (!s) return NULL;
  rl_block *p = s->owner->parent;
  for (s = s->next; s; s = s->next)
    if (s->owner->parent != p) return NULL;
  return p;
}

void rl_region_clear(rl_context *c, rl_region *r) {
  for (rl_block *b = r->first; b; b = b->next)
    for (rl_op *o = b->first; o; o = o->next) op_drop_refs(o);
  rl_block *b = r->first;
  while (b) {
    rl_block *nb = b->next;
    rl_op *o = b->first;
    while (o) {
      rl_op *no = o->next;
      o->parent = NULL;
      op_free(c, o);
      o = no;
    }
    for (uint32_t i = 0; i < b->nargs; i++) b->args[i]->first_use = NULL;
    b->first_pred = NULL;
    rl_block_destroy(c, b);
    b = nb;
  }
  r->first = r->last = NULL;
}

void rl_region_take_body(rl_region *to, rl_region *from) {
  rl_block *b = from->first;
  while (b) {
    rl_block *nb = b->next;
    rl_region_append_block(to, b);
    b = nb;
  }
  from->first = from->last = NULL;
}

/* ---- clone ---------------------------------------------------------------- */

typedef rl_ptrmap ptrmap;
#define pm_put rl_ptrmap_put
#define pm_get rl_ptrmap_get

static rl_op *clone_op(rl_context *c, rl_op *op, ptrmap *m);

static void clone_region(rl_context *c, rl_region *src, rl_region *dst, ptrmap *m) {
  /* Create all blocks and arguments first: branches may point forward. */
  for (rl_block *b = src->first; b; b = b->next) {
    rl_block *nb = rl_block_create(c);
    for (uint32_t i = 0; i < b->nargs; i++)
      pm_put(m, b->args[i], rl_block_add_arg(c, nb, b->args[i]->type, *rl_arg_loc(b->args[i])));
    pm_put(m, b, nb);
    rl_region_append_block(dst, nb);
  }
  for (rl_block *b = src->first; b; b = b->next) {
    rl_block *nb = pm_get(m, b);
    for (rl_op *o = b->first; o; o = o->next) rl_block_append_op(nb, clone_op(c, o, m));
  }
}

static rl_op *clone_op(rl_context *c, rl_op *op, ptrmap *m) {
  rl_type *rt_stack[16];
  rl_type **rtypes = op->nresults <= 16 ? rt_stack : rl_xmalloc(op->nresults * sizeof(rl_type *));
  for (unsigned i = 0; i < op->nresults; i++) rtypes[i] = op->results[i].type;
  rl_op_state st = {.info = op->info, .loc = op->loc, .nresults = op->nresults,
                    .result_types = rtypes, .noperands = op->noperands, .nsuccs = op->nsuccs,
                    .nregions = op->nregions, .props = op->props, .attrs = op->attrs};
  rl_op *n = rl_op_create(c, &st);
  if (rtypes != rt_stack) free(rtypes);
  for (unsigned i = 0; i < op->nresults; i++) pm_put(m, &op->results[i], &n->results[i]);
  for (unsigned r = 0; r < op->nregions; r++) clone_region(c, rl_op_region(op, r), rl_op_region(n, r), m);
  /* Operands and successors last, so uses of values defined inside map. */
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_value *v = op->operands[i].value;
    rl_value *nv = v ? pm_get(m, v) : NULL;
    rl_op_set_operand(n, i, nv ? nv : v);
  }
  for (unsigned i = 0; i < op->nsuccs; i++) {
    rl_block *b = rl_op_succ(op, i);
    rl_block *nb = b ? pm_get(m, b) : NULL;
    rl_op_set_succ(n, i, nb ? nb : b);
  }
  return n;
}

/* Second pass: an op may use a value defined after it (graph regions, other
 * blocks), which was not yet mapped when the op was cloned. */
static bool remap_operands(rl_op *op, void *ud) {
  ptrmap *m = ud;
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_value *v = op->operands[i].value;
    rl_value *nv = v ? pm_get(m, v) : NULL;
    if (nv) rl_op_set_operand(op, i, nv);
  }
  return true;
}

rl_op *rl_op_clone(rl_context *c, rl_op *op) {
  ptrmap m = {0};
  rl_op *n = clone_op(c, op, &m);
  rl_op_walk(n, false, remap_operands, &m);
  rl_ptrmap_free(&m);
  return n;
}

/* ---- walk ----------------------------------------------------------------- */

bool rl_op_walk(rl_op *op, bool post_order, rl_walk_fn fn, void *ud) {
  if (!post_order && !fn(op, ud)) return false;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next) {
      rl_op *o = b->first;
      while (o) {
        rl_op *next = o->next; /* o may be erased in post-order */
        if (!rl_op_walk(o, post_order, fn, ud)) return false;
        o = next;
      }
    }
  if (post_order && !fn(op, ud)) return false;
  return true;
}
