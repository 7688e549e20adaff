/* Analyses of affine loop nests shared by the affine passes; see
 * affine_analysis.h. */
#include "drivers/affine_analysis.h"

#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"

void rl_aff_kinds_get(rl_context *c, rl_aff_kinds *k) {
  k->for_ = rl_opinfo_find_cstr(c, "affine.for");
  k->if_ = rl_opinfo_find_cstr(c, "affine.if");
  k->parallel = rl_opinfo_find_cstr(c, "affine.parallel");
  k->yield = rl_opinfo_find_cstr(c, "affine.yield");
  k->apply = rl_opinfo_find_cstr(c, "affine.apply");
  k->load = rl_opinfo_find_cstr(c, "affine.load");
  k->store = rl_opinfo_find_cstr(c, "affine.store");
  k->vload = rl_opinfo_find_cstr(c, "affine.vector_load");
  k->vstore = rl_opinfo_find_cstr(c, "affine.vector_store");
  k->prefetch = rl_opinfo_find_cstr(c, "affine.prefetch");
  k->dma_start = rl_opinfo_find_cstr(c, "affine.dma_start");
  k->dma_wait = rl_opinfo_find_cstr(c, "affine.dma_wait");
}

bool rl_aff_is_read(const rl_aff_kinds *k, const rl_op *op) {
  return op->info && (op->info == k->load || op->info == k->vload);
}
bool rl_aff_is_write(const rl_aff_kinds *k, const rl_op *op) {
  return op->info && (op->info == k->store || op->info == k->vstore);
}

rl_value *rl_aff_access_memref(const rl_aff_kinds *k, rl_op *op) {
  if (rl_aff_is_read(k, op)) return op->operands[0].value;
  if (rl_aff_is_write(k, op)) return op->operands[1].value;
  return NULL;
}

/* Ops with memory effects on one operand: name, operand, reads, writes
 * (the operand -1 for affine.dma_start: its source is read, its destination
 * written, its tag read; found from its maps). */
static const struct effect {
  const char *name;
  int operand;
  bool read, write;
} effects[] = {
    {"affine.load", 0, true, false},         {"affine.vector_load", 0, true, false},
    {"affine.store", 1, false, true},        {"affine.vector_store", 1, false, true},
    {"affine.dma_wait", 0, true, false},     {"affine.dma_start", -1, true, true},
    {"memref.load", 0, true, false},         {"memref.store", 1, false, true},
    {"memref.copy", 0, true, false},         {"memref.copy", 1, false, true},
    {"memref.atomic_rmw", 1, true, true},    {"memref.generic_atomic_rmw", 0, true, true},
    {"vector.load", 0, true, false},         {"vector.store", 1, false, true},
    {"vector.maskedload", 0, true, false},   {"vector.maskedstore", 0, false, true},
    {"vector.transfer_read", 0, true, false}, {"vector.transfer_write", 1, false, true},
    {"vector.gather", 0, true, false},       {"vector.scatter", 0, false, true},
    {"vector.expandload", 0, true, false},   {"vector.compressstore", 0, false, true},
};

static unsigned dma_inputs(rl_op *op, const char *name) {
  rl_attr *m = rl_op_get_attr(op, rl_ident_cstr(rl_op_context(op), name));
  return m && m->kind == RL_AT_AFFINE_MAP ? rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m) : 0;
}

bool rl_aff_has_effect(rl_op *op, rl_value *m, bool write) {
  if (!op->info->registered) return false;
  const char *name = op->info->name->str;
  bool any = false;
  for (unsigned i = 0; i < sizeof effects / sizeof *effects; i++) {
    const struct effect *e = &effects[i];
    if (strcmp(e->name, name)) continue;
    if (e->operand < 0) { /* affine.dma_start: src read, dst written, tag read */
      unsigned dst = 1 + dma_inputs(op, "src_map"), tag = dst + 1 + dma_inputs(op, "dst_map");
      if (write) return dst < op->noperands && op->operands[dst].value == m;
      return (op->noperands && op->operands[0].value == m) || (tag < op->noperands && op->operands[tag].value == m);
    }
    if ((unsigned)e->operand < op->noperands && op->operands[e->operand].value == m && (write ? e->write : e->read))
      any = true;
  }
  return any;
}

static bool is_scope(const rl_op *op) { return op->info->traits & RL_TRAIT_ISOLATED; }

bool rl_aff_loop_around(const rl_aff_kinds *k, rl_op *op, rl_op *loop) {
  for (rl_op *p = rl_op_parent_op(op); p && !is_scope(p); p = rl_op_parent_op(p))
    if (p == loop && p->info == k->for_) return true;
  return false;
}

int64_t rl_aff_for_step(rl_op *loop) {
  rl_attr *s = rl_op_get_prop(loop, rl_ident_cstr(rl_op_context(loop), "step"));
  return s && s->kind == RL_AT_INTEGER ? rl_attr_int_value(s) : 1;
}

static bool const_map(rl_attr *m, int64_t *v) {
  if (!m || m->kind != RL_AT_AFFINE_MAP || rl_affine_map_num_results(m) != 1) return false;
  rl_attr *e = rl_affine_map_result(m, 0);
  if (e->kind != RL_AT_AFF_CONST) return false;
  *v = rl_affine_const_value(e);
  return true;
}

bool rl_aff_for_const_bounds(rl_op *loop, int64_t *lb, int64_t *ub) {
  rl_context *c = rl_op_context(loop);
  return const_map(rl_op_get_prop(loop, rl_ident_cstr(c, "lowerBoundMap")), lb) &&
         const_map(rl_op_get_prop(loop, rl_ident_cstr(c, "upperBoundMap")), ub);
}
