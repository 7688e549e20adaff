// arith's two-result integer ops: results named %sum, %overflow, %low and
// %high (numbered on conflicts), used by later ops, on scalars and shapes.
func.func @extended(%a: i64, %b: i64, %v: vector<4xi32>, %t: tensor<?x2xi8>, %i: index) -> i64 {
  %sum, %overflow = arith.addui_extended %a, %b : i64, i1
  %0:2 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %1:2 = arith.addui_extended %t, %t {tag} : tensor<?x2xi8>, tensor<?x2xi1>
  %low, %high = arith.mulsi_extended %a, %b : i64
  %2:2 = arith.mului_extended %v, %v : vector<4xi32>
  %3:2 = arith.mulsi_extended %i, %i : index
  %4 = arith.addi %sum, %low : i64
  %5 = arith.select %overflow, %4, %high : i64
  %6 = arith.addi %0#0, %2#1 : vector<4xi32>
  %7 = arith.select %0#1, %6, %2#0 : vector<4xi1>, vector<4xi32>
  %8 = arith.muli %1#0, %1#0 : tensor<?x2xi8>
  %9 = arith.addi %3#0, %3#1 : index
  return %5 : i64
}
