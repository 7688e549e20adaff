/* --sroa: splits allocations of aggregates into one allocation per field
 * used, as MLIR 19's pass does.
 *
 * A destructurable slot is an llvm.alloca of one (constant array size 1)
 * struct, or array of at most 16 elements, or a memref.alloca of a static
 * shape of 2 to 16 elements. Its pointer's uses must each be an accessor
 * that names one field (a GEP with constant, non-negative indices whose
 * byte offset, under MLIR's default data layout, lands inside a field and
 * not in padding; an llvm.load or llvm.store of the slot itself, which
 * reaches field 0 and must fit in it; a memref.load or memref.store with
 * constant in-bounds indices), or an op that can go with the slot (the
 * markers and forwarding ops of drivers/memslot.h). The results of GEP
 * accessors must only be accessed within what remains of their field. Then
 * one allocation per field used is made right after the old one (in the
 * order the fields were first met), accessors point at the new ones (a
 * GEP becomes an i8 GEP of the offset left in its field, or the new
 * pointer itself when that offset is 0), the other users and the old
 * allocation go. New allocations are tried again in the next round, which
 * runs while a round splits something.
 *
 * llvm.intr.memset of constant length within the slot is an accessor too
 * (it becomes one memset per used field it reaches), and so are
 * llvm.intr.memcpy, memmove and memcpy.inline of the whole slot (one copy
 * per used field, through a GEP of the other side; as a source, the slot
 * uses every field).
 * Not modelled: debug intrinsics, data layout specs (the default layout is assumed),
 * MLIR's hash orders (of more than 8 used fields, and of the fields a
 * memcpy source adds): we keep first-met order, a source adding 0..n-1;
 * "max subelement number" is the maximum over the run (MLIR adds its
 * threads' maxima).
 * Requires: verified IR. Preserves: the IR's meaning. No recursion. */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/types.h"
#include "dialects/llvm/llvm_types.h"
#include "drivers/memslot.h"
#include "drivers/pass.h"

enum { ACCESSOR = 1, BLOCKING = 2 }; /* op->scratch bits while a slot is analysed */

typedef struct subslot {
  rl_value *v;   /* a pointer into the slot */
  uint64_t size; /* bytes that may be accessed through it */
} subslot;

typedef struct sroa {
  rl_context *c;
  rl_ptrmap roles; /* rl_opinfo -> rl_slot_role */
  rl_ident *elem_type, *raw_indices, *inbounds, *volatile_, *segments, *is_volatile, *len, *value;
  rl_type *i8, *i32, *ptr;
  uint64_t ndestructured, nbenefit;
  /* One slot at a time. */
  rl_op *alloc;
  rl_value *slot;
  rl_type *type;   /* llvm: elem_type; memref: the memref type */
  bool memref;
  uint64_t nsub;   /* number of subelements */
  int64_t *used;   /* subelement indices used, first met first */
  rl_value **subs; /* by position in used: the new allocation */
  unsigned nused, capused;
  rl_op **ops;     /* accessors and blocking users, as found */
  unsigned nops, capops;
  subslot *work;
  unsigned nwork, capwork;
} sroa;

static rl_slot_role role_of(const sroa *s, const rl_op *op) { return rl_slot_role_of(&s->roles, op); }

static rl_type *type_prop(rl_op *op, rl_ident *name) {
  rl_attr *t = rl_op_get_prop(op, name);
  return t && t->kind == RL_AT_TYPE ? (rl_type *)rl_word_ptr(t->w[0]) : NULL;
}

static bool type_size(const rl_type *t, uint64_t *size) {
  uint64_t align;
  return rl_llvm_default_size_align(t, size, &align);
}

static void mark(sroa *s, rl_op *op, unsigned bit) {
  if (!op->scratch) {
    if (s->nops == s->capops) {
      s->capops = s->capops ? 2 * s->capops : 32;
      s->ops = rl_xrealloc(s->ops, s->capops * sizeof *s->ops);
    }
    s->ops[s->nops++] = op;
  }
  op->scratch |= bit;
}

static void use_index(sroa *s, int64_t idx) {
  for (unsigned i = 0; i < s->nused; i++)
    if (s->used[i] == idx) return;
  if (s->nused == s->capused) {
    s->capused = s->capused ? 2 * s->capused : 16;
    s->used = rl_xrealloc(s->used, s->capused * sizeof *s->used);
    s->subs = rl_xrealloc(s->subs, s->capused * sizeof *s->subs);
  }
  s->used[s->nused++] = idx;
}

static unsigned used_pos(const sroa *s, int64_t idx) {
  unsigned i = 0;
  while (s->used[i] != idx) i++;
  return i;
}

static void push_work(sroa *s, rl_value *v, uint64_t size) {
  if (s->nwork == s->capwork) {
    s->capwork = s->capwork ? 2 * s->capwork : 16;
    s->work = rl_xrealloc(s->work, s->capwork * sizeof *s->work);
  }
  s->work[s->nwork++] = (subslot){v, size};
}

/* ---- the slot's shape ----------------------------------------------------------------------- */

/* The type of subelement i of the slot. */
static rl_type *sub_type(const sroa *s, int64_t i) {
  if (s->memref) return rl_type_elem(s->type);
  if (rl_llvm_type_is_array(s->type)) return rl_llvm_array_elem(s->type);
  return rl_llvm_struct_elem(s->type, (unsigned)i);
}

/* Whether allocation op a holds a destructurable slot; sets the slot. */
static bool slot_of(sroa *s, rl_op *a) {
  s->alloc = a;
  s->slot = &a->results[0];
  switch (role_of(s, a)) {
  case RL_SLOT_ALLOCA_LLVM: {
    rl_attr *n = rl_value_constant_int(a->operands[0].value);
    if (!n || rl_attr_int_value(n) != 1) return false;
    s->memref = false;
    s->type = type_prop(a, s->elem_type);
    if (!s->type) return false;
    if (rl_llvm_type_is_array(s->type)) {
      s->nsub = rl_llvm_array_size(s->type);
      return s->nsub <= 16;
    }
    if (!rl_llvm_type_is_struct(s->type) || rl_llvm_struct_is_opaque(s->type)) return false;
    s->nsub = rl_llvm_struct_num_elems(s->type);
    return true;
  }
  case RL_SLOT_ALLOCA_MEMREF: {
    rl_type *t = a->results[0].type;
    if (rl_type_kind_of(t) != RL_TY_MEMREF) return false;
    uint64_t n = 1;
    for (unsigned i = 0, r = rl_type_rank(t); i < r; i++) {
      int64_t d = rl_type_dim(t, i);
      if (d < 0) return false;
      n *= (uint64_t)d;
      if (n > 16) return false;
    }
    s->memref = true;
    s->type = t;
    s->nsub = n;
    return n != 1;
  }
  default:
    return false;
  }
}

/* ---- accessors ---------------------------------------------------------------------------------- */

/* The byte offset a GEP of constant non-negative indices adds (MLIR's
 * gepToByteOffset), or false. */
static bool gep_offset(sroa *s, rl_op *gep, uint64_t *off) {
  if (gep->noperands != 1) return false;
  rl_attr *raw = rl_op_get_prop(gep, s->raw_indices);
  rl_type *t = type_prop(gep, s->elem_type);
  if (!raw || raw->kind != RL_AT_DENSE_ARRAY || raw->n < 2 || !t) return false;
  for (size_t i = 1; i < raw->n; i++)
    if ((int32_t)raw->w[i] < 0) return false;
  uint64_t sz, al;
  if (!rl_llvm_default_size_align(t, &sz, &al)) return false;
  uint64_t o = (uint64_t)(int32_t)raw->w[1] * sz;
  for (size_t i = 2; i < raw->n; i++) {
    uint64_t idx = (uint64_t)(int32_t)raw->w[i];
    if (rl_llvm_type_is_array(t)) {
      t = rl_llvm_array_elem(t);
      if (!type_size(t, &sz)) return false;
      o += idx * sz;
    } else if (rl_llvm_type_is_struct(t) && !rl_llvm_struct_is_opaque(t)) {
      bool packed = rl_llvm_struct_is_packed(t);
      if (idx >= rl_llvm_struct_num_elems(t)) return false;
      for (uint64_t k = 0; k <= idx; k++) {
        rl_type *e = rl_llvm_struct_elem(t, (unsigned)k);
        if (!rl_llvm_default_size_align(e, &sz, &al)) return false;
        if (!packed) o = (o + al - 1) / al * al;
        if (k < idx) o += sz;
      }
      t = rl_llvm_struct_elem(t, (unsigned)idx);
    } else {
      return false;
    }
  }
  *off = o;
  return true;
}

/* Which field of the slot a GEP of it reaches and the offset left in that
 * field (MLIR's getSubslotAccessInfo). */
static bool gep_field(sroa *s, rl_op *gep, int64_t *field, uint64_t *rest) {
  uint64_t off, size, al;
  if (!gep_offset(s, gep, &off) || !rl_llvm_default_size_align(s->type, &size, &al) || off >= size)
    return false;
  if (rl_llvm_type_is_array(s->type)) {
    uint64_t es;
    if (!type_size(rl_llvm_array_elem(s->type), &es) || !es) return false;
    uint64_t i = off / es;
    if (i >= (1u << 29)) return false;
    *field = (int64_t)i, *rest = off - i * es;
    return true;
  }
  bool packed = rl_llvm_struct_is_packed(s->type);
  uint64_t start = 0;
  for (unsigned i = 0, n = rl_llvm_struct_num_elems(s->type); i < n; i++) {
    uint64_t es, ea;
    if (!rl_llvm_default_size_align(rl_llvm_struct_elem(s->type, i), &es, &ea)) return false;
    if (!packed) {
      start = (start + ea - 1) / ea * ea;
      if (off < start) return false; /* in padding */
    }
    if (off < start + es) {
      *field = i, *rest = off - start;
      return true;
    }
    start += es;
  }
  return false;
}

/* The linear index a memref access names with constant in-bounds indices
 * (operands from `first` on), or -1. */
static int64_t memref_index(sroa *s, rl_op *op, unsigned first) {
  int64_t lin = 0;
  unsigned r = rl_type_rank(s->type);
  if (op->noperands != first + r) return -1;
  for (unsigned i = 0; i < r; i++) {
    rl_attr *a = rl_value_constant_int(op->operands[first + i].value);
    if (!a) return -1;
    uint64_t v = rl_attr_int_words(a)[0];
    int64_t d = rl_type_dim(s->type, i);
    if (v >= (uint64_t)d) return -1;
    lin = lin * d + (int64_t)v;
  }
  return lin;
}

/* The constant length of a memory intrinsic (at most 64 bits), or false. */
static bool intr_len(sroa *s, rl_op *op, uint64_t *len) {
  rl_attr *a = role_of(s, op) == RL_SLOT_MEMCPY_INLINE ? rl_op_get_prop(op, s->len)
                                                       : rl_value_constant_int(op->operands[2].value);
  if (!a || a->kind != RL_AT_INTEGER || rl_type_int_width(rl_attr_type_of(a)) > 64) return false;
  *len = rl_attr_int_words(a)[0];
  return true;
}

static bool intr_volatile(sroa *s, rl_op *op) {
  rl_attr *v = rl_op_get_prop(op, s->is_volatile);
  return v && v->kind == RL_AT_INTEGER && rl_attr_int_words(v)[0];
}

/* Whether a memory intrinsic writes only within `size` bytes at v (MLIR's
 * definitelyWritesOnlyWithinSlot). */
static bool writes_within(sroa *s, rl_op *op, rl_value *v, uint64_t size) {
  uint64_t len;
  return op->operands[0].value == v && intr_len(s, op, &len) && len <= size;
}

/* Whether the use u of the slot is an accessor that can point at a field
 * instead (MLIR's canRewire); records the field. */
static bool can_rewire(sroa *s, rl_use *u) {
  rl_op *op = u->owner;
  uint64_t sz, fsz;
  switch (role_of(s, op)) {
  case RL_SLOT_GEP: {
    int64_t f;
    uint64_t rest;
    if (s->memref || u != &op->operands[0] || !gep_field(s, op, &f, &rest)) return false;
    if (!type_size(sub_type(s, f), &fsz)) return false;
    use_index(s, f);
    push_work(s, &op->results[0], fsz - rest);
    return true;
  }
  case RL_SLOT_LOAD_LLVM:
  case RL_SLOT_STORE_LLVM: {
    bool load = role_of(s, op) == RL_SLOT_LOAD_LLVM;
    if (s->memref || !s->nsub || rl_op_get_prop(op, s->volatile_)) return false;
    if (!load && op->operands[0].value == s->slot) return false;
    rl_type *t = load ? op->results[0].type : op->operands[0].value->type;
    if (!type_size(t, &sz) || !type_size(sub_type(s, 0), &fsz) || sz > fsz) return false;
    use_index(s, 0);
    return true;
  }
  case RL_SLOT_LOAD_MEMREF:
  case RL_SLOT_STORE_MEMREF: {
    bool load = role_of(s, op) == RL_SLOT_LOAD_MEMREF;
    unsigned at = load ? 0 : 1;
    if (!s->memref || u != &op->operands[at] || (!load && op->operands[0].value == s->slot)) return false;
    int64_t i = memref_index(s, op, at + 1);
    if (i < 0) return false;
    use_index(s, i);
    return true;
  }
  case RL_SLOT_MEMSET:
    return !s->memref && !intr_volatile(s, op) && type_size(s->type, &sz) && writes_within(s, op, s->slot, sz);
  case RL_SLOT_MEMCPY:
  case RL_SLOT_MEMCPY_INLINE: {
    /* Only copies of the whole slot; the source side reads every field. */
    uint64_t len;
    if (s->memref || intr_volatile(s, op) || !type_size(s->type, &sz) || !intr_len(s, op, &len) || len != sz)
      return false;
    bool dst = op->operands[0].value == s->slot, src = op->operands[1].value == s->slot;
    if (dst == src) return false;
    if (src)
      for (uint64_t i = 0; i < s->nsub; i++) use_index(s, (int64_t)i);
    return true;
  }
  default:
    return false;
  }
}

/* Whether the use u of a pointer into the slot (that may access `size`
 * bytes) stays inside it (MLIR's ensureOnlySafeAccesses). */
static bool safe_access(sroa *s, rl_use *u, uint64_t size) {
  rl_op *op = u->owner;
  uint64_t sz;
  switch (role_of(s, op)) {
  case RL_SLOT_LOAD_LLVM:
    return type_size(op->results[0].type, &sz) && sz <= size;
  case RL_SLOT_STORE_LLVM:
    if (op->operands[1].value != u->value) return true;
    return type_size(op->operands[0].value->type, &sz) && sz <= size;
  case RL_SLOT_GEP: {
    if (op->operands[0].value != u->value) return true;
    uint64_t off;
    if (!gep_offset(s, op, &off) || off >= size) return false;
    push_work(s, &op->results[0], size - off);
    return true;
  }
  case RL_SLOT_MEMSET:
  case RL_SLOT_MEMCPY:
  case RL_SLOT_MEMCPY_INLINE:
    return writes_within(s, op, u->value, size);
  default:
    return false;
  }
}

/* Finds the accessors and the blocking users of the slot (MLIR's
 * computeDestructuringInfo); false if a blocking user cannot go. */
static bool analyse(sroa *s) {
  s->nused = s->nops = s->nwork = 0;
  for (rl_use *u = s->slot->first_use; u; u = u->next) mark(s, u->owner, can_rewire(s, u) ? ACCESSOR : BLOCKING);
  while (s->nwork) {
    subslot w = s->work[--s->nwork];
    for (rl_use *u = w.v->first_use; u; u = u->next)
      if (!safe_access(s, u, w.size)) mark(s, u->owner, BLOCKING);
  }
  for (unsigned i = 0; i < s->nops; i++) {
    rl_op *op = s->ops[i];
    if (!(op->scratch & BLOCKING)) continue;
    if (op->scratch & ACCESSOR) return false;
    switch (role_of(s, op)) {
    case RL_SLOT_DROP:
      break;
    case RL_SLOT_GEP:
      if (!rl_slot_gep_zero(op, s->raw_indices)) return false;
      /* fall through */
    case RL_SLOT_FORWARD:
      for (unsigned r = 0; r < op->nresults; r++)
        for (rl_use *u = op->results[r].first_use; u; u = u->next) mark(s, u->owner, BLOCKING);
      break;
    default:
      return false;
    }
  }
  return true;
}

/* ---- splitting -------------------------------------------------------------------------------- */

static rl_op *make_op(sroa *s, const char *name, rl_type *type, unsigned nops, rl_value *const *ops,
                      rl_attr *props, rl_attr *loc) {
  rl_op_state st = {.info = rl_opinfo_get_cstr(s->c, name), .loc = loc, .nresults = 1, .result_types = &type,
                    .noperands = nops, .operands = ops, .props = props};
  return rl_op_create(s->c, &st);
}

/* One new allocation per used field, after the old one in first-met order
 * (MLIR's destructure of the allocation op). */
static void make_subslots(sroa *s) {
  rl_op *at = s->alloc;
  for (unsigned i = 0; i < s->nused; i++) {
    rl_type *e = sub_type(s, s->used[i]);
    rl_op *n;
    if (s->memref) {
      uint64_t w[2] = {0, 0};
      rl_named_attr seg = {s->segments, rl_attr_dense_array(s->c, s->i32, 2, w)};
      rl_type *t = rl_type_memref(s->c, 0, NULL, e, NULL, NULL);
      n = make_op(s, "memref.alloca", t, 0, NULL, rl_attr_dict(s->c, 1, &seg, NULL), s->alloc->loc);
    } else {
      rl_named_attr et = {s->elem_type, rl_attr_type(s->c, e)};
      rl_value *size = s->alloc->operands[0].value;
      n = make_op(s, "llvm.alloca", s->ptr, 1, &size, rl_attr_dict(s->c, 1, &et, NULL), s->alloc->loc);
    }
    rl_op_insert_after(at, n);
    at = n;
    s->subs[i] = &n->results[0];
  }
}

static rl_op *make_const(sroa *s, rl_type *t, uint64_t v, rl_attr *loc) {
  rl_named_attr va = {s->value, rl_attr_integer(s->c, t, (int64_t)v)};
  return make_op(s, "llvm.mlir.constant", t, 0, NULL, rl_attr_dict(s->c, 1, &va, NULL), loc);
}

/* An op of no result after *at, which moves to it. */
static void emit(sroa *s, rl_op **at, rl_opinfo *info, rl_attr *loc, unsigned n, rl_value *const *ops,
                 rl_attr *props) {
  rl_op_state st = {.info = info, .loc = loc, .noperands = n, .operands = ops,
                    .props = props};
  rl_op *op = rl_op_create(s->c, &st);
  rl_op_insert_after(*at, op);
  *at = op;
}

/* One memset per used field the old one reaches, of the bytes it covers
 * there. */
static void rewire_memset(sroa *s, rl_op *op) {
  uint64_t len, covered = 0;
  intr_len(s, op, &len);
  rl_value *lenv = op->operands[2].value;
  rl_op *lendef = rl_value_defining_op(lenv), *at = op;
  bool packed = rl_llvm_type_is_struct(s->type) && rl_llvm_struct_is_packed(s->type);
  rl_named_attr vol = {s->is_volatile, rl_op_get_prop(op, s->is_volatile)};
  rl_attr *props = rl_attr_dict(s->c, 1, &vol, NULL);
  for (uint64_t i = 0; i < s->nsub; i++) {
    uint64_t es, ea;
    rl_llvm_default_size_align(sub_type(s, (int64_t)i), &es, &ea);
    if (!packed) covered = (covered + ea - 1) / ea * ea;
    if (covered >= len) break;
    unsigned k = 0;
    while (k < s->nused && s->used[k] != (int64_t)i) k++;
    if (k < s->nused) {
      uint64_t n = len - covered < es ? len - covered : es;
      rl_op *c = make_const(s, lenv->type, n, lendef ? lendef->loc : op->loc);
      rl_op_insert_after(at, c);
      at = c;
      rl_value *ops[3] = {s->subs[k], op->operands[1].value, &c->results[0]};
      emit(s, &at, op->info, op->loc, 3, ops, props);
    }
    covered += es;
  }
}

/* One copy per used field, between its new allocation and the field's
 * address on the other side. */
static void rewire_memcpy(sroa *s, rl_op *op) {
  bool dst = op->operands[0].value == s->slot, inl = role_of(s, op) == RL_SLOT_MEMCPY_INLINE;
  rl_value *other = op->operands[dst ? 1 : 0].value;
  rl_op *at = op;
  rl_attr *lenattr = inl ? rl_op_get_prop(op, s->len) : NULL;
  for (uint64_t i = 0; i < s->nsub; i++) {
    unsigned k = 0;
    while (k < s->nused && s->used[k] != (int64_t)i) k++;
    if (k == s->nused) continue;
    uint64_t w[2] = {0, i}, es;
    rl_named_attr gp[2] = {{s->elem_type, rl_attr_type(s->c, s->type)},
                           {s->raw_indices, rl_attr_dense_array(s->c, s->i32, 2, w)}};
    rl_op *g = make_op(s, "llvm.getelementptr", s->ptr, 1, &other, rl_attr_dict(s->c, 2, gp, NULL), op->loc);
    rl_op_insert_after(at, g);
    at = g;
    type_size(sub_type(s, (int64_t)i), &es);
    rl_value *d = dst ? s->subs[k] : &g->results[0], *src = dst ? &g->results[0] : s->subs[k];
    rl_named_attr mp[2] = {{s->is_volatile, rl_op_get_prop(op, s->is_volatile)}};
    if (inl) {
      mp[1] = (rl_named_attr){s->len, rl_attr_integer(s->c, rl_attr_type_of(lenattr), (int64_t)es)};
      rl_value *ops[2] = {d, src};
      emit(s, &at, op->info, op->loc, 2, ops, rl_attr_dict(s->c, 2, mp, NULL));
    } else {
      rl_op *c = make_const(s, op->operands[2].value->type, es, op->loc);
      rl_op_insert_after(at, c);
      at = c;
      rl_value *ops[3] = {d, src, &c->results[0]};
      emit(s, &at, op->info, op->loc, 3, ops, rl_attr_dict(s->c, 1, mp, NULL));
    }
  }
}

/* Points an accessor at its field's new allocation (MLIR's rewire); true
 * if the accessor goes. */
static bool rewire(sroa *s, rl_op *op) {
  switch (role_of(s, op)) {
  case RL_SLOT_MEMSET:
    rewire_memset(s, op);
    return true;
  case RL_SLOT_MEMCPY:
  case RL_SLOT_MEMCPY_INLINE:
    rewire_memcpy(s, op);
    return true;
  case RL_SLOT_GEP: {
    int64_t f;
    uint64_t rest;
    gep_field(s, op, &f, &rest);
    rl_value *p = s->subs[used_pos(s, f)];
    if (rest) {
      uint64_t w = rest;
      rl_named_attr props[3] = {{s->elem_type, rl_attr_type(s->c, s->i8)}};
      unsigned n = 1;
      if (rl_op_get_prop(op, s->inbounds)) props[n++] = (rl_named_attr){s->inbounds, rl_attr_unit(s->c)};
      props[n++] = (rl_named_attr){s->raw_indices, rl_attr_dense_array(s->c, s->i32, 1, &w)};
      rl_op *g = make_op(s, "llvm.getelementptr", op->results[0].type, 1, &p, rl_attr_dict(s->c, n, props, NULL),
                         op->loc);
      rl_op_insert_after(op, g);
      p = &g->results[0];
    }
    rl_value_replace_all_uses(&op->results[0], p);
    return true;
  }
  case RL_SLOT_LOAD_LLVM:
    rl_op_set_operand(op, 0, s->subs[used_pos(s, 0)]);
    return false;
  case RL_SLOT_STORE_LLVM:
    rl_op_set_operand(op, 1, s->subs[used_pos(s, 0)]);
    return false;
  case RL_SLOT_LOAD_MEMREF: {
    rl_value *p = s->subs[used_pos(s, memref_index(s, op, 1))];
    rl_op_set_operands(s->c, op, 1, &p);
    return false;
  }
  default: { /* memref.store */
    rl_value *v[2] = {op->operands[0].value, s->subs[used_pos(s, memref_index(s, op, 2))]};
    rl_op_set_operands(s->c, op, 2, v);
    return false;
  }
  }
}

static void destructure(sroa *s) {
  make_subslots(s);
  if (s->nused != s->nsub) s->nbenefit++;
  rl_pass_stat_max(1, s->nsub);
  unsigned ngone = 0;
  for (unsigned i = 0; i < s->nops; i++) {
    rl_op *op = s->ops[i];
    bool gone = (op->scratch & BLOCKING) || rewire(s, op);
    op->scratch = 0;
    if (gone) s->ops[ngone++] = op;
  }
  /* Users of what goes go too: drop every reference first. */
  for (unsigned i = 0; i < ngone; i++) rl_op_drop_all_refs(s->ops[i]);
  for (unsigned i = 0; i < ngone; i++) rl_op_erase(s->c, s->ops[i]);
  rl_op_erase(s->c, s->alloc);
  s->ndestructured++;
}

/* ---- the pass ---------------------------------------------------------------------------------- */

typedef struct oplist {
  sroa *s;
  rl_op **v;
  unsigned n, cap;
} oplist;

static void oplist_push(oplist *l, rl_op *op) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->v = rl_xrealloc(l->v, l->cap * sizeof *l->v);
  }
  l->v[l->n++] = op;
}

static bool collect(rl_op *op, void *ud) {
  oplist *a = ud;
  op->scratch = 0;
  rl_slot_role r = role_of(a->s, op);
  if (r == RL_SLOT_ALLOCA_MEMREF || r == RL_SLOT_ALLOCA_LLVM) oplist_push(a, op);
  return true;
}

/* Tries allocation op a: true if it was split, its new allocations pushed
 * on next. */
static bool try_alloc(sroa *s, rl_op *a, oplist *next) {
  if (!slot_of(s, a) || !rl_value_has_uses(s->slot)) return false;
  bool ok = analyse(s);
  if (!ok) {
    for (unsigned i = 0; i < s->nops; i++) s->ops[i]->scratch = 0;
    return false;
  }
  destructure(s);
  for (unsigned i = 0; i < s->nused; i++) oplist_push(next, (rl_op *)rl_value_owner(s->subs[i]));
  return true;
}

static bool sroa_run(rl_context *c, rl_op *op, void *config) {
  (void)config;
  sroa s = {.c = c};
  rl_slot_roles_init(c, &s.roles);
  s.elem_type = rl_ident_cstr(c, "elem_type");
  s.raw_indices = rl_ident_cstr(c, "rawConstantIndices");
  s.inbounds = rl_ident_cstr(c, "inbounds");
  s.volatile_ = rl_ident_cstr(c, "volatile_");
  s.segments = rl_context_ident(c, RL_ID_OPERAND_SEGMENTS);
  s.is_volatile = rl_ident_cstr(c, "isVolatile");
  s.len = rl_ident_cstr(c, "len");
  s.value = rl_ident_cstr(c, "value");
  s.i8 = rl_type_integer(c, 8, RL_SIGNLESS);
  s.i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  s.ptr = rl_llvm_ptr_type(c, 0);
  for (unsigned ri = 0; ri < op->nregions; ri++) {
    rl_region *r = &rl_op_regions(op)[ri];
    if (!r->first) continue;
    oplist work = {.s = &s}, next = {.s = &s};
    for (rl_block *b = r->first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) rl_op_walk(o, true, collect, &work);
    for (bool changed = true; changed;) {
      changed = false;
      next.n = 0;
      for (unsigned i = 0; i < work.n; i++) {
        if (try_alloc(&s, work.v[i], &next)) changed = true;
        else oplist_push(&next, work.v[i]);
      }
      oplist t = work;
      work = next, next = t;
    }
    free(work.v), free(next.v);
  }
  rl_pass_stat_add(0, s.ndestructured);
  rl_pass_stat_add(2, s.nbenefit);
  rl_ptrmap_free(&s.roles);
  free(s.used), free(s.subs), free(s.ops), free(s.work);
  return true;
}

/* Sorted by name, as --mlir-pass-statistics prints them. */
static const rl_pass_stat sroa_stats[] = {
    {"destructured slots", "Total amount of memory slots destructured"},
    {"max subelement number", "Maximal number of sub-elements a successfully destructured slot initially had"},
    {"slots with memory benefit",
     "Total amount of memory slots in which the destructured size was smaller than the total size after "
     "destructuring"},
};

const rl_pass_info rl_sroa_pass = {
    .name = "sroa",
    .display = "SROA",
    .summary = "Scalar Replacement of Aggregates",
    .stats = sroa_stats,
    .nstats = sizeof sroa_stats / sizeof *sroa_stats,
    .run = sroa_run};
