/* --mem2reg: promotes memory slots to SSA values, as MLIR 19's pass does.
 *
 * A slot is what an allocation op holds (memref.alloca of one element of a
 * static shape, llvm.alloca in an entry block). It is promoted when every
 * use of its pointer can go: loads and stores of the whole slot in the
 * slot's region, and the ops that only mark or forward the pointer
 * (lifetime and invariant markers, casts, GEPs of zero indices), whose own
 * results' uses must go too. The blocks where stored values meet get a
 * block argument (the iterated dominance frontier of the blocks with
 * stores, pruned to where the slot is live), branches pass the value that
 * reaches them, loads are replaced by it (by the slot's default value where
 * nothing was stored: zero, an llvm.mlir.undef, or a fresh memref.alloca
 * for memrefs of memrefs, made at the top of the slot's block), and the
 * stores, markers and the allocation go. Allocations are tried in the
 * order they appear, then again while a round promotes something (a slot
 * whose pointer was stored in another slot may be free once that one is
 * promoted).
 *
 * What ops are loads, stores, markers and branches is the table of
 * drivers/memslot.c (MLIR's PromotableAllocationOpInterface, PromotableMemOpInterface,
 * PromotableOpInterface and BranchOpInterface of those ops).
 * A memset of the whole slot (of whole-byte integers) stores its byte
 * repeated, a memcpy or memmove into it a load of the source, one out of it
 * a store of the slot's value (MLIR's LLVM memory-slot interfaces of those
 * intrinsics).
 * Not modelled: llvm.load/llvm.store of a type other than the slot's (MLIR
 * casts them through the data layout), debug intrinsics, cf.switch/llvm.switch edges into a block that needs an
 * argument (the slot is left alone).
 * Requires: verified IR. Preserves: the IR's meaning. No recursion. */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/arith/arith_fold.h"
#include "dialects/llvm/llvm_types.h"
#include "drivers/memslot.h"
#include "drivers/pass.h"

/* ---- what each op is to a slot: drivers/memslot.h ------------------------------------------ */

typedef rl_slot_role role;

typedef struct m2r {
  rl_context *c;
  rl_ptrmap roles;   /* rl_opinfo -> role */
  rl_ident *elem_type, *volatile_, *raw_indices, *value, *segments, *is_volatile, *len;
  rl_type *i32;
  uint64_t npromoted, nargs;
  /* One slot at a time. */
  rl_value *ptr;
  rl_type *elem;
  rl_op *alloc;
  rl_value *deflt;   /* the default value once made */
  rl_op **users;     /* ops with uses to remove, producers before users */
  unsigned nusers, capusers;
  rl_block **blocks, **defs, **live, **merge, **work;
  rl_value **out;    /* by block->scratch: the value that leaves the block */
  uint8_t *bflag;    /* by block->scratch: 1 merge point, 2 defines, 4 live in */
  unsigned nblocks, capblocks;
} m2r;

static role role_of(const m2r *s, const rl_op *op) { return rl_slot_role_of(&s->roles, op); }

static void push_user(m2r *s, rl_op *op) {
  if (s->nusers == s->capusers) {
    s->capusers = s->capusers ? 2 * s->capusers : 32;
    s->users = rl_xrealloc(s->users, s->capusers * sizeof *s->users);
  }
  s->users[s->nusers++] = op;
}

/* ---- which slots ----------------------------------------------------------------------------- */

/* The type a memref.alloca's slot holds, or NULL (not one static element
 * of a type with a default value). */
static rl_type *memref_slot_type(m2r *s, rl_type *t) {
  if (rl_type_kind_of(t) != RL_TY_MEMREF) return NULL;
  for (unsigned i = 0, r = rl_type_rank(t); i < r; i++)
    if (rl_type_dim(t, i) != 1) return NULL;
  rl_type *e = rl_type_elem(t);
  if (rl_type_kind_of(e) == RL_TY_MEMREF || rl_fold_zero_attr(s->c, e)) return e;
  return NULL;
}

static rl_type *slot_type(m2r *s, rl_op *alloc) {
  switch (role_of(s, alloc)) {
  case RL_SLOT_ALLOCA_MEMREF:
    return memref_slot_type(s, alloc->results[0].type);
  case RL_SLOT_ALLOCA_LLVM: {
    if (!rl_block_is_entry(alloc->parent)) return NULL;
    rl_attr *t = rl_op_get_prop(alloc, s->elem_type);
    return t && t->kind == RL_AT_TYPE ? (rl_type *)rl_word_ptr(t->w[0]) : NULL;
  }
  default:
    return NULL;
  }
}

/* The address operand of a load or store (of a memset, its destination;
 * of a memcpy or memmove, the slot's side), or NULL for other ops. */
static rl_value *mem_addr(m2r *s, rl_op *op) {
  switch (role_of(s, op)) {
  case RL_SLOT_LOAD_MEMREF:
  case RL_SLOT_LOAD_LLVM:
  case RL_SLOT_MEMSET:
    return op->operands[0].value;
  case RL_SLOT_STORE_MEMREF:
  case RL_SLOT_STORE_LLVM:
    return op->operands[1].value;
  case RL_SLOT_MEMCPY:
  case RL_SLOT_MEMCPY_INLINE:
    return op->operands[1].value == s->ptr ? op->operands[1].value : op->operands[0].value;
  default:
    return NULL;
  }
}

static bool is_memcpy(role r) { return r == RL_SLOT_MEMCPY || r == RL_SLOT_MEMCPY_INLINE; }

/* Reads the slot: a load of it, a memcpy or memmove from it. */
static bool is_load(m2r *s, rl_op *op) {
  role r = role_of(s, op);
  return ((r == RL_SLOT_LOAD_MEMREF || r == RL_SLOT_LOAD_LLVM) && op->operands[0].value == s->ptr) ||
         (is_memcpy(r) && op->operands[1].value == s->ptr);
}

/* Writes the slot: a store to it, a memset or memcpy of it. */
static bool is_store(m2r *s, rl_op *op) {
  role r = role_of(s, op);
  return ((r == RL_SLOT_STORE_MEMREF || r == RL_SLOT_STORE_LLVM) && op->operands[1].value == s->ptr) ||
         ((r == RL_SLOT_MEMSET || is_memcpy(r)) && op->operands[0].value == s->ptr);
}

/* The bytes the slot's type takes (MLIR's DataLayout::getTypeSize with the
 * default layout: an integer's store size), or 0 when unknown. */
static uint64_t slot_size(m2r *s) {
  if (rl_type_is_integer(s->elem)) return (rl_type_int_width(s->elem) + 7) / 8;
  uint64_t size, align;
  return rl_llvm_default_size_align(s->elem, &size, &align) ? size : 0;
}

/* The constant length of a memset, memcpy or memmove (a property of
 * memcpy.inline), or UINT64_MAX when it is none. */
static uint64_t intr_len(m2r *s, rl_op *op) {
  rl_attr *a = role_of(s, op) == RL_SLOT_MEMCPY_INLINE ? rl_op_get_prop(op, s->len)
                                                      : rl_op_constant_value(rl_value_defining_op(op->operands[2].value));
  if (!a || a->kind != RL_AT_INTEGER) return UINT64_MAX;
  rl_type *t = rl_attr_type_of(a);
  if (!rl_type_is_integer(t) || rl_type_int_width(t) > 64) return UINT64_MAX;
  return rl_attr_int_words(a)[0];
}

/* A memset, memcpy or memmove the slot can do without (MLIR's
 * canUsesBeRemoved of those intrinsics): not volatile, of the slot's whole
 * size; a memset of a slot of whole-byte integers; a memcpy between the
 * slot and another address. */
static bool intr_removable(m2r *s, rl_op *op, unsigned n) {
  rl_attr *v = rl_op_get_prop(op, s->is_volatile);
  if (n != 1 || (v && v == rl_attr_bool(s->c, true))) return false;
  if (role_of(s, op) == RL_SLOT_MEMSET) {
    if (!rl_type_is_integer(s->elem) || !rl_type_int_width(s->elem) || rl_type_int_width(s->elem) % 8) return false;
  } else if (op->operands[0].value == op->operands[1].value) {
    return false;
  }
  uint64_t size = slot_size(s);
  return size && intr_len(s, op) == size;
}

static bool gep_zero(m2r *s, rl_op *op) { return rl_slot_gep_zero(op, s->raw_indices); }

/* Whether `op`, which uses the slot (or a value forwarded from it) `n`
 * times, can stop doing so (MLIR's canUsesBeRemoved). */
static bool removable(m2r *s, rl_op *op, unsigned n) {
  switch (role_of(s, op)) {
  case RL_SLOT_LOAD_MEMREF:
    return n == 1 && op->operands[0].value == s->ptr && op->results[0].type == s->elem;
  case RL_SLOT_STORE_MEMREF:
    return n == 1 && op->operands[1].value == s->ptr && op->operands[0].value != s->ptr &&
           op->operands[0].value->type == s->elem;
  case RL_SLOT_LOAD_LLVM:
    return n == 1 && op->operands[0].value == s->ptr && op->results[0].type == s->elem &&
           !rl_op_get_prop(op, s->volatile_);
  case RL_SLOT_STORE_LLVM:
    return n == 1 && op->operands[1].value == s->ptr && op->operands[0].value != s->ptr &&
           op->operands[0].value->type == s->elem && !rl_op_get_prop(op, s->volatile_);
  case RL_SLOT_GEP:
    return gep_zero(s, op);
  case RL_SLOT_MEMSET:
  case RL_SLOT_MEMCPY:
  case RL_SLOT_MEMCPY_INLINE:
    return intr_removable(s, op, n);
  case RL_SLOT_FORWARD:
  case RL_SLOT_DROP:
    return true;
  default:
    return false;
  }
}

/* Counts a use by op (op->scratch: uses so far, 0 for an op not seen). */
static void count_use(m2r *s, rl_op *op) {
  if (!op->scratch++) push_user(s, op);
}

/* The ops whose uses of the slot must go, into s->users (producers first;
 * op->scratch counts each one's uses, 0 again on return); false if one
 * cannot let go (MLIR's computeBlockingUses). */
static bool blocking_uses(m2r *s) {
  s->nusers = 0;
  rl_region *home = s->alloc->parent->parent;
  for (rl_use *u = s->ptr->first_use; u; u = u->next) count_use(s, u->owner);
  for (unsigned k = 0; k < s->nusers; k++) {
    rl_op *f = s->users[k];
    role r = role_of(s, f);
    if ((r == RL_SLOT_FORWARD || r == RL_SLOT_GEP) && f->nresults)
      for (rl_use *u = f->results[0].first_use; u; u = u->next) count_use(s, u->owner);
  }
  bool ok = true;
  for (unsigned i = 0; i < s->nusers && ok; i++) {
    rl_op *op = s->users[i];
    ok = removable(s, op, op->scratch) && (!mem_addr(s, op) || op->parent->parent == home);
  }
  for (unsigned i = 0; i < s->nusers; i++) s->users[i]->scratch = 0;
  return ok;
}

/* ---- where values meet ------------------------------------------------------------------------ */

static void grow_blocks(m2r *s, unsigned n) {
  if (n <= s->capblocks) return;
  s->capblocks = n;
  s->blocks = rl_xrealloc(s->blocks, n * sizeof *s->blocks);
  s->defs = rl_xrealloc(s->defs, n * sizeof *s->defs);
  s->live = rl_xrealloc(s->live, n * sizeof *s->live);
  s->merge = rl_xrealloc(s->merge, n * sizeof *s->merge);
  s->work = rl_xrealloc(s->work, n * sizeof *s->work);
  s->out = rl_xrealloc(s->out, n * sizeof *s->out);
  s->bflag = rl_xrealloc(s->bflag, n);
}

/* The merge points of the slot in region r (its blocks numbered in
 * scratch, flags cleared), flagged 1; false if a predecessor of one is
 * not a branch that can pass a value. */
static unsigned merge_points(m2r *s, rl_domtree *t) {
  unsigned ndefs = 0, nlive = 0, nwork = 0;
  for (rl_use *u = s->ptr->first_use; u; u = u->next) {
    rl_block *b = u->owner->parent;
    if (is_store(s, u->owner) && !(s->bflag[b->scratch] & 2)) {
      s->bflag[b->scratch] |= 2;
      s->defs[ndefs++] = b;
    }
  }
  /* Blocks that load the slot before they store it: live in; and so are
   * their predecessors that do not store it, and theirs. */
  for (rl_use *u = s->ptr->first_use; u; u = u->next) {
    rl_block *b = u->owner->parent;
    if (s->bflag[b->scratch] & 8) continue;
    s->bflag[b->scratch] |= 8;
    for (rl_op *op = b->first; op; op = op->next) {
      if (is_load(s, op)) {
        s->bflag[b->scratch] |= 4;
        s->work[nwork++] = b;
        break;
      }
      if (is_store(s, op)) break;
    }
  }
  while (nwork) {
    rl_block *b = s->work[--nwork];
    s->live[nlive++] = b;
    for (rl_succ *p = b->first_pred; p; p = p->next) {
      rl_block *pb = p->owner->parent;
      if (pb && pb->parent == b->parent && !(s->bflag[pb->scratch] & 6)) {
        s->bflag[pb->scratch] |= 4;
        s->work[nwork++] = pb;
      }
    }
  }
  return rl_domtree_idf(t, s->defs, ndefs, s->live, nlive, s->merge);
}

/* ---- promotion -------------------------------------------------------------------------------- */

static rl_op *make_op(m2r *s, const char *name, rl_type *type, rl_attr *props) {
  rl_op_state st = {.info = rl_opinfo_get_cstr(s->c, name), .loc = s->alloc->loc, .nresults = 1,
                    .result_types = &type, .props = props};
  return rl_op_create(s->c, &st);
}

/* The slot's default value, made at the top of the slot's block the first
 * time it is needed (MLIR's getDefaultValue of the allocation op). */
static rl_value *default_value(m2r *s) {
  if (s->deflt) return s->deflt;
  rl_op *op;
  if (role_of(s, s->alloc) == RL_SLOT_ALLOCA_LLVM) {
    op = make_op(s, "llvm.mlir.undef", s->elem, NULL);
  } else if (rl_type_kind_of(s->elem) == RL_TY_MEMREF) {
    uint64_t w[2] = {0, 0};
    rl_named_attr seg = {s->segments, rl_attr_dense_array(s->c, s->i32, 2, w)};
    op = make_op(s, "memref.alloca", s->elem, rl_attr_dict(s->c, 1, &seg, NULL));
  } else {
    rl_named_attr v = {s->value, rl_fold_zero_attr(s->c, s->elem)};
    op = make_op(s, "arith.constant", s->elem, rl_attr_dict(s->c, 1, &v, NULL));
  }
  rl_block *b = rl_value_parent_block(s->ptr);
  if (b->first) rl_op_insert_before(b->first, op);
  else rl_block_append_op(b, op);
  return s->deflt = &op->results[0];
}

/* Appends v to the operands branch op passes to its successor #i. */
static void pass_value(m2r *s, rl_op *br, unsigned i, rl_value *v) {
  unsigned n = br->noperands;
  rl_value **vals = rl_xmalloc((n + 1) * sizeof *vals);
  for (unsigned k = 0; k < n; k++) vals[k] = br->operands[k].value;
  if (br->nsuccs == 1) {
    vals[n] = v;
  } else {
    /* condition, trueDestOperands, falseDestOperands */
    unsigned nt, nf;
    rl_op_operand_group(br, 1, &nt);
    rl_op_operand_group(br, 2, &nf);
    unsigned at = i == 0 ? 1 + nt : n;
    memmove(vals + at + 1, vals + at, (n - at) * sizeof *vals);
    vals[at] = v;
    uint64_t w[3] = {1, nt + (i == 0), nf + (i == 1)};
    rl_op_set_prop(s->c, br, s->segments, rl_attr_dense_array(s->c, s->i32, 3, w));
  }
  rl_op_set_operands(s->c, br, n + 1, vals);
  free(vals);
}

/* What a memset of the slot stores (MLIR's MemsetOp::getStored): its byte
 * zero-extended, then or-ed with itself shifted by 8, 16, ... bits until
 * the width is covered; built after the memset. */
static rl_value *memset_value(m2r *s, rl_op *op) {
  rl_value *byte = op->operands[1].value;
  if (rl_type_int_width(s->elem) == 8) return byte;
  rl_op *at = op;
  rl_op_state st = {.info = rl_opinfo_get_cstr(s->c, "llvm.zext"), .loc = op->loc, .nresults = 1,
                    .result_types = &s->elem, .noperands = 1, .operands = &byte};
  rl_op *z = rl_op_create(s->c, &st);
  rl_op_insert_after(at, z);
  at = z;
  rl_value *cur = &z->results[0];
  for (uint64_t covered = 8; covered < rl_type_int_width(s->elem); covered *= 2) {
    rl_named_attr v = {s->value, rl_attr_integer(s->c, s->elem, (int64_t)covered)};
    rl_op_state cs = {.info = rl_opinfo_get_cstr(s->c, "llvm.mlir.constant"), .loc = op->loc, .nresults = 1,
                      .result_types = &s->elem, .props = rl_attr_dict(s->c, 1, &v, NULL)};
    rl_op *k = rl_op_create(s->c, &cs);
    rl_op_insert_after(at, k);
    rl_value *sh[2] = {cur, &k->results[0]};
    rl_op_state ss = {.info = rl_opinfo_get_cstr(s->c, "llvm.shl"), .loc = op->loc, .nresults = 1,
                      .result_types = &s->elem, .noperands = 2, .operands = sh};
    rl_op *shl = rl_op_create(s->c, &ss);
    rl_op_insert_after(k, shl);
    rl_value *ov[2] = {cur, &shl->results[0]};
    rl_op_state os = {.info = rl_opinfo_get_cstr(s->c, "llvm.or"), .loc = op->loc, .nresults = 1,
                      .result_types = &s->elem, .noperands = 2, .operands = ov};
    rl_op *o = rl_op_create(s->c, &os);
    rl_op_insert_after(shl, o);
    at = o;
    cur = &o->results[0];
  }
  return cur;
}

/* A memcpy into the slot stores what its source holds: a load of it, built
 * after the memcpy (MLIR's getStored of memcpy-like ops). */
static rl_value *memcpy_value(m2r *s, rl_op *op) {
  rl_value *src = op->operands[1].value;
  rl_op_state st = {.info = rl_opinfo_get_cstr(s->c, "llvm.load"), .loc = op->loc, .nresults = 1,
                    .result_types = &s->elem, .noperands = 1, .operands = &src};
  rl_op *l = rl_op_create(s->c, &st);
  rl_op_insert_after(op, l);
  return &l->results[0];
}

/* A memcpy from the slot stores the slot's value to its destination, after
 * it (MLIR's removeBlockingUses of memcpy-like ops). */
static void memcpy_out(m2r *s, rl_op *op, rl_value *v) {
  rl_value *ops[2] = {v, op->operands[0].value};
  rl_op_state st = {.info = rl_opinfo_get_cstr(s->c, "llvm.store"), .loc = op->loc, .noperands = 2, .operands = ops};
  rl_op_insert_after(op, rl_op_create(s->c, &st));
}

/* The value in the slot after block b, given the one on entry (NULL: the
 * default); loads are replaced on the way. */
static rl_value *through_block(m2r *s, rl_block *b, rl_value *in) {
  for (rl_op *op = b->first; op; op = op->next) {
    if (op->scratch != 1) continue; /* not a load or store of the slot */
    role r = role_of(s, op);
    if (is_store(s, op)) {
      in = r == RL_SLOT_MEMSET ? memset_value(s, op) : is_memcpy(r) ? memcpy_value(s, op) : op->operands[0].value;
    } else if (is_memcpy(r)) {
      memcpy_out(s, op, in ? in : default_value(s));
      op->scratch = 2;
    } else {
      rl_value_replace_all_uses(&op->results[0], in ? in : default_value(s));
      op->scratch = 2;
    }
  }
  return in;
}

static void promote(m2r *s, rl_domtree **tree) {
  rl_region *r = rl_value_parent_block(s->ptr)->parent;
  s->deflt = NULL;
  /* scratch 1: a load or store of the slot, not yet seen */
  for (unsigned i = 0; i < s->nusers; i++)
    if (mem_addr(s, s->users[i])) s->users[i]->scratch = 1;
  if (r->first == r->last) {
    through_block(s, r->first, NULL);
  } else {
    if (!*tree) *tree = rl_domtree_build(r);
    unsigned n = rl_domtree_preorder(*tree, s->blocks);
    for (unsigned i = 0; i < n; i++) {
      rl_block *b = s->blocks[i], *d = rl_domtree_idom(*tree, b);
      rl_value *in = d ? s->out[d->scratch] : NULL;
      if (s->bflag[b->scratch] & 1) {
        in = rl_block_add_arg(s->c, b, s->elem, s->alloc->loc);
        s->nargs++;
      }
      rl_value *o = s->out[b->scratch] = through_block(s, b, in);
      rl_op *term = b->last;
      if (!term || role_of(s, term) != RL_SLOT_BRANCH) continue;
      for (unsigned k = 0; k < term->nsuccs; k++)
        if (s->bflag[rl_op_succ(term, k)->scratch] & 1) pass_value(s, term, k, o ? o : default_value(s));
    }
    /* Branches from blocks not reached from the entry pass the default. */
    for (rl_block *b = r->first; b; b = b->next) {
      if (!(s->bflag[b->scratch] & 1)) continue;
      for (rl_succ *p = b->first_pred; p; p = p->next) {
        rl_op *br = p->owner;
        unsigned k = (unsigned)(p - rl_op_succs(br)), cnt;
        if (br->nsuccs == 1) cnt = br->noperands;
        else rl_op_operand_group(br, 1 + k, &cnt);
        if (cnt + 1 == b->nargs) pass_value(s, br, k, default_value(s));
      }
    }
  }
  /* Loads no walk reached read the default. */
  for (unsigned i = 0; i < s->nusers; i++) {
    rl_op *op = s->users[i];
    if (op->scratch == 1 && is_load(s, op)) {
      if (is_memcpy(role_of(s, op))) memcpy_out(s, op, default_value(s));
      else rl_value_replace_all_uses(&op->results[0], default_value(s));
    }
    op->scratch = 0;
  }
  for (unsigned i = s->nusers; i-- > 0;) rl_op_erase(s->c, s->users[i]);
  if (s->deflt && !rl_value_has_uses(s->deflt)) rl_op_erase(s->c, (rl_op *)rl_value_owner(s->deflt));
  rl_op_erase(s->c, s->alloc);
  s->npromoted++;
}

/* Tries the slot of allocation op a; true if it was promoted. */
static bool try_slot(m2r *s, rl_op *a, rl_domtree **tree) {
  s->alloc = a;
  s->ptr = &a->results[0];
  s->elem = slot_type(s, a);
  if (!s->elem || !rl_value_has_uses(s->ptr) || !blocking_uses(s)) return false;
  rl_region *r = a->parent->parent;
  unsigned n = 0;
  for (rl_block *b = r->first; b; b = b->next) n++;
  grow_blocks(s, n);
  n = 0;
  for (rl_block *b = r->first; b; b = b->next) s->bflag[n] = 0, s->out[n] = NULL, b->scratch = n++;
  if (n > 1) {
    if (!*tree) *tree = rl_domtree_build(r);
    unsigned nm = merge_points(s, *tree);
    for (unsigned i = 0; i < n; i++) s->bflag[i] = 0;
    for (unsigned i = 0; i < nm; i++) {
      rl_block *b = s->merge[i];
      s->bflag[b->scratch] |= 1;
      for (rl_succ *p = b->first_pred; p; p = p->next)
        if (role_of(s, p->owner) != RL_SLOT_BRANCH) return false;
    }
  }
  promote(s, tree);
  return true;
}

/* ---- the pass ---------------------------------------------------------------------------------- */

typedef struct allocs {
  m2r *s;
  rl_op **v;
  unsigned n, cap;
} allocs;

static bool collect(rl_op *op, void *ud) {
  allocs *a = ud;
  op->scratch = 0;
  role r = role_of(a->s, op);
  if (r == RL_SLOT_ALLOCA_MEMREF || r == RL_SLOT_ALLOCA_LLVM) {
    if (a->n == a->cap) {
      a->cap = a->cap ? 2 * a->cap : 16;
      a->v = rl_xrealloc(a->v, a->cap * sizeof *a->v);
    }
    a->v[a->n++] = op;
  }
  return true;
}

typedef struct m2r_cfg {
  bool region_simplify;
} m2r_cfg;

static bool m2r_run(rl_context *c, rl_op *op, void *config) {
  (void)config; /* region-simplify: MLIR 19's pass declares it and does not use it */
  m2r s = {.c = c};
  rl_slot_roles_init(c, &s.roles);
  s.elem_type = rl_ident_cstr(c, "elem_type");
  s.volatile_ = rl_ident_cstr(c, "volatile_");
  s.is_volatile = rl_ident_cstr(c, "isVolatile");
  s.len = rl_ident_cstr(c, "len");
  s.raw_indices = rl_ident_cstr(c, "rawConstantIndices");
  s.value = rl_ident_cstr(c, "value");
  s.segments = rl_context_ident(c, RL_ID_OPERAND_SEGMENTS);
  s.i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  for (unsigned ri = 0; ri < op->nregions; ri++) {
    rl_region *r = &rl_op_regions(op)[ri];
    if (!r->first) continue;
    allocs a = {.s = &s};
    for (rl_block *b = r->first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) rl_op_walk(o, true, collect, &a);
    /* One dominator tree per region, kept while no block argument is added
     * there (arguments change no edge: kept always). */
    rl_ptrmap trees = {0};
    for (bool changed = true; changed;) {
      changed = false;
      unsigned kept = 0;
      for (unsigned i = 0; i < a.n; i++) {
        rl_op *al = a.v[i];
        rl_region *home = al->parent->parent;
        rl_domtree *t = rl_ptrmap_get(&trees, home);
        if (try_slot(&s, al, &t)) {
          changed = true;
        } else {
          a.v[kept++] = al;
        }
        if (t) rl_ptrmap_put(&trees, home, t);
      }
      a.n = kept;
    }
    for (size_t i = 0; i < trees.cap; i++)
      if (trees.keys[i]) rl_domtree_destroy(trees.vals[i]);
    rl_ptrmap_free(&trees);
    free(a.v);
  }
  rl_pass_stat_add(0, s.nargs);
  rl_pass_stat_add(1, s.npromoted);
  rl_ptrmap_free(&s.roles);
  free(s.users), free(s.blocks), free(s.defs), free(s.live), free(s.merge), free(s.work), free(s.out), free(s.bflag);
  return true;
}

static const rl_pass_stat m2r_stats[] = {
    {"new block args", "Total amount of new block argument inserted in blocks"},
    {"promoted slots", "Total amount of memory slot promoted"},
};

static const rl_pass_option m2r_options[] = {
    RL_PASS_OPT(m2r_cfg, region_simplify, "region-simplify", RL_OPT_BOOL, "true",
                "Perform control flow optimizations to the region tree"),
};

const rl_pass_info rl_mem2reg_pass = {
    .name = "mem2reg",
    .display = "Mem2Reg",
    .summary = "Promotes memory slots into values.",
    .options = m2r_options,
    .noptions = 1,
    .config_size = sizeof(m2r_cfg),
    .stats = m2r_stats,
    .nstats = sizeof m2r_stats / sizeof *m2r_stats,
    .run = m2r_run};
