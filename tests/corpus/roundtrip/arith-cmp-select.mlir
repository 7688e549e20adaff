// arith comparisons (every predicate; the i1 result takes the operands'
// shape) and select (with an i1 condition or an elementwise mask).
func.func @cmpi(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?x4xi64>, %s: vector<[2]xi16>, %u: tensor<*xi32>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi eq, %i, %i : index
  %11 = arith.cmpi slt, %v, %v : vector<4xi8>
  %12 = arith.cmpi ne, %t, %t : tensor<?x4xi64>
  %13 = arith.cmpi ugt, %s, %s : vector<[2]xi16>
  %14 = arith.cmpi sge, %u, %u : tensor<*xi32>
  %15 = arith.cmpi eq, %a, %b {tag} : i32
  return
}

func.func @cmpf(%a: f32, %b: f32, %v: vector<2x2xf64>, %t: tensor<3xf16>) {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  %16 = arith.cmpf olt, %v, %v fastmath<nnan> : vector<2x2xf64>
  %17 = arith.cmpf une, %t, %t fastmath<fast> : tensor<3xf16>
  %18 = arith.cmpf oeq, %a, %b fastmath<nnan,ninf> {x = 2 : i8} : f32
  return
}

func.func @select(%c: i1, %a: i32, %b: i32, %m: vector<4xi1>, %v: vector<4xf32>, %tm: tensor<?xi1>, %t: tensor<?xindex>) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %m, %v, %v : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %tm, %t, %t : tensor<?xi1>, tensor<?xindex>
  %4 = arith.select %c, %t, %t {tag = "s"} : tensor<?xindex>
  %5 = arith.cmpi slt, %a, %b : i32
  %6 = arith.select %5, %a, %0 : i32
  %7 = arith.select %c, %c, %c : i1
  %8 = arith.cmpf ogt, %v, %v : vector<4xf32>
  %9 = arith.select %8, %v, %1 : vector<4xi1>, vector<4xf32>
  return %6 : i32
}
