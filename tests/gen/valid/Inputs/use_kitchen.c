/* Builds ops of kitchen.ops with the generated builders and reads them back
 * with the generated accessors and predicates (tests/gen/valid/kitchen.ops). */
#include <stdio.h>

#include "core/diag.h"
#include "kitchen_ops.h"

bool kitchen_call_verify(rl_op *op) { return op != NULL; }
void kitchen_call_names(rl_op *op, rl_set_name_fn set, void *ud) { (void)op, (void)set, (void)ud; }
bool kitchen_term_parse(rl_parser *p, rl_op_parse_state *st) { return p && st; }
void kitchen_term_print(rl_printer *p, rl_op *op) { (void)p, (void)op; }
bool kitchen_term_infer(rl_parser *p, rl_op_parse_state *st) { return p && st; }
bool kitchen_term_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results);
bool kitchen_term_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)op;
  (void)operands;
  (void)results;
  return false;
}

static const char *ok(bool b) { return b ? "ok" : "BAD"; }

int main(void) {
  rl_context *c = rl_context_create();
  rl_base_register(c);
  rl_kitchen_register(c);
  rl_type *i1 = rl_type_integer(c, 1, RL_SIGNLESS), *i8 = rl_type_integer(c, 8, RL_SIGNLESS);
  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS), *f32 = rl_type_float(c, RL_F32);
  rl_type *idx = rl_type_index(c);
  rl_block *blk = rl_block_create(c);
  rl_value *x = rl_block_add_arg(c, blk, i32, NULL), *y = rl_block_add_arg(c, blk, i32, NULL);
  rl_value *cond = rl_block_add_arg(c, blk, i1, NULL), *n8 = rl_block_add_arg(c, blk, i8, NULL);
  rl_value *fa = rl_block_add_arg(c, blk, f32, NULL), *ix = rl_block_add_arg(c, blk, idx, NULL);
  rl_builder b = {.ctx = c, .block = blk};

  rl_op *add = rl_kitchen_addi_create(&b, NULL, x, y, NULL, NULL);
  printf("addi: %s lhs=%s rhs=%s result=%s cmp=%s\n", add->info->name->str, ok(rl_kitchen_addi_lhs(add) == x),
         ok(rl_kitchen_addi_rhs(add) == y), rl_kitchen_addi_result(add)->type == i32 ? "i32" : "?",
         rl_kitchen_addi_cmp(add) ? "present" : "absent");

  rl_value *args[2] = {x, y};
  rl_type *outs[1] = {f32};
  rl_attr *callee = rl_attr_symref(c, rl_ident_cstr(c, "f"), 0, NULL);
  rl_op *call = rl_kitchen_call_create(&b, NULL, 1, outs, 2, args, callee, NULL, NULL, NULL, NULL, NULL);
  unsigned n = 0, m = 0;
  rl_value *first = rl_kitchen_call_args(call, &n);
  rl_kitchen_call_outs(call, &m);
  printf("call: %u args, first %s; %u outs; callee=%s\n", n, ok(first == x), m,
         ok(rl_kitchen_call_callee(call) == callee));

  rl_value *rest[2] = {fa, fa};
  rl_type *ys[2] = {i8, i8};
  rl_block *dest = rl_block_create(c);
  rl_op *sel = rl_kitchen_select_create(&b, NULL, NULL, 2, ys, cond, n8, 2, rest, ix, dest, 0, NULL);
  unsigned na = 0, nr = 0, nx = 0, ny = 0;
  rl_value *a = rl_kitchen_select_a(sel, &na);
  rl_kitchen_select_rest(sel, &nr);
  rl_kitchen_select_x(sel, &nx);
  rl_kitchen_select_y(sel, &ny);
  rl_attr *segs = rl_op_get_prop(sel, rl_ident_cstr(c, "operandSegmentSizes"));
  printf("select: cond %s a=%u rest=%u last %s x=%u y=%u segs %s\n", ok(rl_kitchen_select_cond(sel) == cond && a == n8),
         na, nr, ok(rl_kitchen_select_last(sel) == ix), nx, ny, ok(segs != NULL));

  rl_op *holder = rl_kitchen_region_holder_create(&b, NULL, 2);
  unsigned more = 0;
  rl_kitchen_region_holder_more(holder, &more);
  printf("holder: %u regions, %u more\n", holder->nregions, more);

  rl_type *c32 = rl_type_complex(c, f32), *c16 = rl_type_complex(c, rl_type_float(c, RL_F16));
  int64_t two[1] = {2};
  bool scal[1] = {true}, fixed[1] = {false};
  rl_type *vf64 = rl_type_vector(c, 1, two, fixed, rl_type_float(c, RL_F64));
  printf("Float: f32=%d i32=%d vector<2xf64>=%d complex<f32>=%d complex<f16>=%d\n", rl_kitchen_is_Float(f32),
         rl_kitchen_is_Float(i32), rl_kitchen_is_Float(vf64), rl_kitchen_is_Float(c32), rl_kitchen_is_Float(c16));
  printf("Narrow: i8=%d si8=%d ui8=%d ui16=%d\n", rl_kitchen_is_Narrow(i8),
         rl_kitchen_is_Narrow(rl_type_integer(c, 8, RL_SIGNED)), rl_kitchen_is_Narrow(rl_type_integer(c, 8, RL_UNSIGNED)),
         rl_kitchen_is_Narrow(rl_type_integer(c, 16, RL_UNSIGNED)));
  rl_type *tup = rl_type_tuple(c, 0, NULL);
  rl_type *vs = rl_type_vector(c, 1, two, scal, i1), *vfix = rl_type_vector(c, 1, two, fixed, i1);
  printf("Shaped: tuple=%d vector<[2]xi1>=%d vector<2xi1>=%d tensor<2xf32>=%d tensor<*xf32>=%d\n",
         rl_kitchen_is_Shaped(tup), rl_kitchen_is_Shaped(vs), rl_kitchen_is_Shaped(vfix),
         rl_kitchen_is_Shaped(rl_type_tensor(c, 1, two, f32, NULL)),
         rl_kitchen_is_Shaped(rl_type_unranked_tensor(c, f32)));
  (void)rl_loc_unknown;
  return 0;
}
