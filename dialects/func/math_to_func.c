/* math ops as calls of libm functions or of generated functions
 * (math_to_func.h). Pattern code: the top-level ops (declarations,
 * definitions) are created through the rewriter, so the conversion driver
 * journals them; the body of a generated function is built inside the new
 * function, which goes away as a whole when the conversion is undone. */
#include "dialects/func/math_to_func.h"

#include <stdio.h>
#include <string.h>

#include "core/symtab.h"
#include "core/attrs.h"
#include "core/opdef.h"
#include "core/asm.h"
#include "core/types.h"
#include "dialects/llvm/llvm_ops.h"

/* The rewriter's insertion point goes to the start (or end) of table's body. */
static void set_in_table(rl_rewriter *rw, rl_op *table, bool at_start) {
  rl_block *body = rl_op_regions(table)[0].first;
  if (at_start && body->first) rl_rewriter_set_before(rw, body->first);
  else rl_rewriter_set_end(rw, body);
}

/* func.func private @name(type) attributes {attrs}, no body, at the
 * rewriter's insertion point. */
static rl_op *create_func(rl_rewriter *rw, rl_ident *name, rl_type *type, rl_attr *attrs) {
  rl_context *c = rw->b.ctx;
  rl_named_attr props[3] = {
      {rl_ident_cstr(c, "sym_name"), rl_attr_string(c, name->str, name->len, NULL)},
      {rl_ident_cstr(c, "function_type"), rl_attr_type(c, type)},
      {rl_ident_cstr(c, "sym_visibility"), rl_attr_string(c, "private", 7, NULL)},
  };
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, "func.func"), .loc = rl_loc_unknown(c), .nregions = 1,
                    .props = rl_attr_dict(c, 3, props, NULL), .attrs = attrs};
  return rl_rewriter_create(rw, &st);
}

static rl_op *create_call(rl_rewriter *rw, rl_ident *callee, rl_type *res, unsigned n, rl_value *const *args,
                          rl_attr *loc) {
  rl_context *c = rw->b.ctx;
  rl_named_attr p = {rl_ident_cstr(c, "callee"), rl_attr_symref(c, callee, 0, NULL)};
  rl_op_state st = {.info = rl_opinfo_get_cstr(c, "func.call"), .loc = loc, .nresults = 1, .result_types = &res,
                    .noperands = n, .operands = args, .props = rl_attr_dict(c, 1, &p, NULL)};
  return rl_rewriter_create(rw, &st);
}

/* ---- ipowi ----------------------------------------------------------------- */

/* Builds ops at the end of one block of the generated function. */
typedef struct fb {
  rl_context *c;
  rl_builder b;
  rl_type *t;
  rl_attr *loc;
} fb;

static rl_op *fb_op(fb *f, const char *name, unsigned nres, rl_type *res, unsigned n, rl_value *const *ops,
                    unsigned nsuccs, rl_block *const *succs, rl_attr *props) {
  rl_op_state st = {.info = rl_opinfo_get_cstr(f->c, name), .loc = f->loc, .nresults = nres,
                    .result_types = nres ? &res : NULL, .noperands = n, .operands = ops,
                    .nsuccs = nsuccs, .succs = succs, .props = props};
  return rl_builder_create(&f->b, &st);
}

static rl_value *fb_const(fb *f, int64_t v) {
  rl_named_attr p = {rl_ident_cstr(f->c, "value"), rl_attr_integer(f->c, f->t, v)};
  return rl_op_result(fb_op(f, "arith.constant", 1, f->t, 0, NULL, 0, NULL, rl_attr_dict(f->c, 1, &p, NULL)), 0);
}

static rl_value *fb_bin(fb *f, const char *name, rl_value *a, rl_value *b) {
  rl_value *ops[2] = {a, b};
  return rl_op_result(fb_op(f, name, 1, f->t, 2, ops, 0, NULL, NULL), 0);
}

enum { CMP_EQ = 0, CMP_NE = 1, CMP_SLE = 3 };

static rl_value *fb_cmp(fb *f, int pred, rl_value *a, rl_value *b) {
  rl_value *ops[2] = {a, b};
  rl_named_attr p = {rl_ident_cstr(f->c, "predicate"),
                     rl_attr_integer(f->c, rl_type_integer(f->c, 64, RL_SIGNLESS), pred)};
  return rl_op_result(fb_op(f, "arith.cmpi", 1, rl_type_integer(f->c, 1, RL_SIGNLESS), 2, ops, 0, NULL,
                            rl_attr_dict(f->c, 1, &p, NULL)),
                      0);
}

static void fb_cond_br(fb *f, rl_value *cond, rl_block *t, unsigned nt, rl_value *const *targs, rl_block *e,
                       unsigned ne, rl_value *const *eargs) {
  rl_value *ops[8];
  unsigned n = 0;
  ops[n++] = cond;
  for (unsigned i = 0; i < nt; i++) ops[n++] = targs[i];
  for (unsigned i = 0; i < ne; i++) ops[n++] = eargs[i];
  uint64_t segs[3] = {1, nt, ne};
  rl_named_attr p = {rl_ident_cstr(f->c, "operandSegmentSizes"),
                     rl_attr_dense_array(f->c, rl_type_integer(f->c, 32, RL_SIGNLESS), 3, segs)};
  rl_block *succs[2] = {t, e};
  fb_op(f, "cf.cond_br", 0, NULL, n, ops, 2, succs, rl_attr_dict(f->c, 1, &p, NULL));
}

static void fb_br(fb *f, rl_block *dest, unsigned n, rl_value *const *args) {
  fb_op(f, "cf.br", 0, NULL, n, args, 1, &dest, NULL);
}

static void fb_return(fb *f, rl_value *v) { fb_op(f, "func.return", 0, NULL, 1, &v, 0, NULL, NULL); }

/* The body of __mlir_math_ipowi_iN into the empty region r, block by block
 * in the order MLIR 19 lays them out. */
static void build_ipowi_body(rl_context *c, rl_region *r, rl_type *t) {
  enum { NB = 17 };
  rl_block *bb[NB];
  for (unsigned i = 0; i < NB; i++) {
    bb[i] = rl_block_create(c);
    rl_region_append_block(r, bb[i]);
  }
  fb f = {.c = c, .t = t, .loc = rl_loc_unknown(c)};
  rl_value *base = rl_block_add_arg(c, bb[0], t, f.loc), *exp = rl_block_add_arg(c, bb[0], t, f.loc);
  rl_value *acc = rl_block_add_arg(c, bb[12], t, f.loc), *sq = rl_block_add_arg(c, bb[12], t, f.loc),
           *rem = rl_block_add_arg(c, bb[12], t, f.loc);
  rl_value *acc2 = rl_block_add_arg(c, bb[14], t, f.loc);
#define AT(i) (f.b = (rl_builder){.ctx = c, .block = bb[i], .before = NULL})
  AT(0);
  rl_value *zero = fb_const(&f, 0), *one = fb_const(&f, 1), *m1 = fb_const(&f, -1);
  fb_cond_br(&f, fb_cmp(&f, CMP_EQ, exp, zero), bb[1], 0, NULL, bb[2], 0, NULL);
  AT(1);
  fb_return(&f, one);
  AT(2);
  rl_value *loop_in[3] = {one, base, exp};
  fb_cond_br(&f, fb_cmp(&f, CMP_SLE, exp, zero), bb[3], 0, NULL, bb[12], 3, loop_in);
  AT(3); /* a negative exponent */
  fb_cond_br(&f, fb_cmp(&f, CMP_EQ, base, zero), bb[4], 0, NULL, bb[5], 0, NULL);
  AT(4);
  fb_return(&f, fb_bin(&f, "arith.divsi", one, zero));
  AT(5);
  fb_cond_br(&f, fb_cmp(&f, CMP_EQ, base, one), bb[6], 0, NULL, bb[7], 0, NULL);
  AT(6);
  fb_return(&f, one);
  AT(7);
  fb_cond_br(&f, fb_cmp(&f, CMP_EQ, base, m1), bb[8], 0, NULL, bb[11], 0, NULL);
  AT(8);
  fb_cond_br(&f, fb_cmp(&f, CMP_NE, fb_bin(&f, "arith.andi", exp, one), zero), bb[9], 0, NULL, bb[10], 0, NULL);
  AT(9);
  fb_return(&f, m1);
  AT(10);
  fb_return(&f, one);
  AT(11);
  fb_return(&f, zero);
  AT(12); /* the loop: acc * sq^rem */
  fb_cond_br(&f, fb_cmp(&f, CMP_NE, fb_bin(&f, "arith.andi", rem, one), zero), bb[13], 0, NULL, bb[14], 1, &acc);
  AT(13);
  rl_value *prod = fb_bin(&f, "arith.muli", acc, sq);
  fb_br(&f, bb[14], 1, &prod);
  AT(14);
  rl_value *half = fb_bin(&f, "arith.shrui", rem, one);
  fb_cond_br(&f, fb_cmp(&f, CMP_EQ, half, zero), bb[15], 0, NULL, bb[16], 0, NULL);
  AT(15);
  fb_return(&f, acc2);
  AT(16);
  rl_value *next[3] = {acc2, fb_bin(&f, "arith.muli", sq, sq), half};
  fb_br(&f, bb[12], 3, next);
#undef AT
}

rl_op *rl_math_ipowi_call(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  if (op->nresults != 1 || op->noperands != 2) return NULL;
  rl_type *t = rl_op_result(op, 0)->type;
  if (!rl_type_is_integer(t)) return NULL;
  rl_op *table = rl_symbol_table_of(op);
  if (!table || !table->nregions || !rl_op_regions(table)[0].first) return NULL;
  char buf[64];
  snprintf(buf, sizeof buf, "__mlir_math_ipowi_i%u", rl_type_int_width(t));
  rl_ident *name = rl_ident_cstr(c, buf);
  if (!rl_symbol_table_lookup(table, name)) {
    rl_named_attr lk = {rl_ident_cstr(c, "llvm.linkage"), rl_attr_enum(c, &rl_llvm_enum_Linkage, rl_ident_cstr(c, "llvm"), 256)};
    if (!lk.value) return NULL;
    rl_type *ins[2] = {t, t};
    set_in_table(rw, table, false);
    rl_op *fn = create_func(rw, name, rl_type_function(c, 2, ins, 1, &t), rl_attr_dict(c, 1, &lk, NULL));
    build_ipowi_body(c, rl_op_region(fn, 0), t);
  }
  rl_rewriter_set_before(rw, op);
  rl_value *args[2] = {rl_op_operand(op, 0), rl_op_operand(op, 1)};
  return create_call(rw, name, t, 2, args, op->loc);
}
