// arith integer ops: every binary op on scalars, index, vectors (fixed,
// scalable, 0-d) and tensors (static, dynamic, unranked), with overflow flags.
func.func @scalars(%a: i32, %b: i32, %i: index, %j: index, %w: i64, %n: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divui %2, %b : i32
  %4 = arith.divsi %3, %b : i32
  %5 = arith.ceildivui %4, %a : i32
  %6 = arith.ceildivsi %5, %a : i32
  %7 = arith.floordivsi %6, %a : i32
  %8 = arith.remui %7, %b : i32
  %9 = arith.remsi %8, %b : i32
  %10 = arith.andi %9, %a : i32
  %11 = arith.ori %10, %a : i32
  %12 = arith.xori %11, %a : i32
  %13 = arith.shli %12, %b : i32
  %14 = arith.shrui %13, %b : i32
  %15 = arith.shrsi %14, %b : i32
  %16 = arith.maxsi %15, %a : i32
  %17 = arith.maxui %16, %a : i32
  %18 = arith.minsi %17, %a : i32
  %19 = arith.minui %18, %a : i32
  %20 = arith.addi %i, %j : index
  %21 = arith.muli %20, %j : index
  %22 = arith.floordivsi %21, %i : index
  %23 = arith.remsi %w, %w : i64
  %24 = arith.xori %n, %n : i1
  %25 = arith.andi %n, %n : i1
  %26 = arith.addi %i, %j overflow<nsw> : index
  return %19 : i32
}

func.func @flags(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.addi %0, %b overflow<nuw> : i64
  %2 = arith.addi %1, %b overflow<nsw, nuw> : i64
  %3 = arith.subi %2, %a overflow<nuw, nsw> : i64
  %4 = arith.muli %3, %a overflow<nsw> : i64
  %5 = arith.shli %4, %b overflow<nuw> : i64
  %6 = arith.subi %5, %a overflow<none> : i64
  %7 = arith.muli %6, %a {some.attr = 1 : i32} : i64
  %8 = arith.addi %7, %a overflow<nsw> {tag = "x"} : i64
  return %8 : i64
}

func.func @shaped(%v: vector<4xi32>, %s: vector<[8]xi16>, %m: vector<2x3xi8>, %z: vector<i64>,
                  %t: tensor<4x?xi32>, %u: tensor<*xi64>, %x: tensor<index>, %vi: vector<4xindex>) {
  %0 = arith.addi %v, %v : vector<4xi32>
  %1 = arith.subi %s, %s overflow<nsw> : vector<[8]xi16>
  %2 = arith.muli %m, %m : vector<2x3xi8>
  %3 = arith.divsi %z, %z : vector<i64>
  %4 = arith.remui %t, %t : tensor<4x?xi32>
  %5 = arith.maxui %u, %u : tensor<*xi64>
  %6 = arith.minsi %x, %x : tensor<index>
  %7 = arith.shrsi %vi, %vi : vector<4xindex>
  %8 = arith.ceildivsi %t, %t : tensor<4x?xi32>
  %9 = arith.andi %s, %s : vector<[8]xi16>
  %10 = arith.ori %m, %m : vector<2x3xi8>
  %11 = arith.xori %u, %u : tensor<*xi64>
  %12 = arith.shli %v, %v overflow<nsw, nuw> : vector<4xi32>
  return
}

func.func @wide(%a: i128, %b: i7, %c: i1024) {
  %0 = arith.addi %a, %a : i128
  %1 = arith.muli %b, %b : i7
  %2 = arith.divui %c, %c : i1024
  return
}
