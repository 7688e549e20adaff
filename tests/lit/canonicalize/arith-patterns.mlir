// Canonicalizations of arith that MLIR 19 has: SelectToExtUI, SubISubILHSRHSLHS,
// the extended-arithmetic ones, casts of extensions, xori of extensions,
// TruncIShrSIToTrunciShrUI, TruncIShrUIMulIToMul[SU]IExtended, negf pairs,
// extf of truncf (contract), CmpFIntToFPConst. CHECK lines from mlir-opt-19.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @select_ext(%arg0: i1) -> (i32, i32, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:     %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT:     return %0, %2, %arg0 : i32, i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sub_sub(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<2xi16>) -> (i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi16>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %4 = arith.extsi %3 : i1 to i32
// CHECK-NEXT:     %5 = arith.cmpi slt, %arg2, %cst : vector<2xi16>
// CHECK-NEXT:     %6 = arith.extsi %5 : vector<2xi1> to vector<2xi16>
// CHECK-NEXT:     return %0, %1, %2, %arg0, %4, %arg2, %6 : i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: i8, %arg1: i8, %arg2: i16) -> (index, index, i16, i16, i8, i64) {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT:     %1 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT:     %2 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:     %3 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT:     %4 = arith.trunci %arg2 : i16 to i8
// CHECK-NEXT:     %5 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:     %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %6 : index, index, i16, i16, i8, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shifts(%arg0: i64, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:     %c32_i48 = arith.constant 32 : i48
// CHECK-NEXT:     %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT:     %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:     %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT:     %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT:     %2 = arith.shrsi %arg0, %c31_i64 : i64
// CHECK-NEXT:     %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT:     %low, %high = arith.mului_extended %arg1, %arg2 : i32
// CHECK-NEXT:     %4 = arith.extsi %arg1 : i32 to i48
// CHECK-NEXT:     %5 = arith.extsi %arg2 : i32 to i48
// CHECK-NEXT:     %6 = arith.muli %4, %5 : i48
// CHECK-NEXT:     %7 = arith.shrui %6, %c32_i48 : i48
// CHECK-NEXT:     %8 = arith.trunci %7 : i48 to i32
// CHECK-NEXT:     return %1, %3, %high, %8 : i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @floats(%arg0: f32, %arg1: f32, %arg2: f16) -> (f32, f32, f32, f32) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:     %2 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT:     %3 = arith.extf %2 fastmath<contract> : f16 to f32
// CHECK-NEXT:     return %0, %1, %arg0, %3 : f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmpf_itofp(%arg0: i32, %arg1: i16) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %c3_i32 : i32
// CHECK-NEXT:     %1 = arith.cmpi ule, %arg1, %c7_i16 : i16
// CHECK-NEXT:     return %false, %0, %false, %true, %1, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @select_ext(%c: i1) -> (i32, i32, i1) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %0 = arith.select %c, %o, %z : i32
  %1 = arith.select %c, %z, %o : i32
  %f = arith.constant false
  %t = arith.constant true
  %2 = arith.select %c, %t, %f : i1
  return %0, %1, %2 : i32, i32, i1
}
func.func @sub_sub(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b overflow<nsw> : i32
  %1 = arith.subi %0, %a overflow<nsw, nuw> : i32
  return %1 : i32
}
func.func @extended(%a: i32, %b: i32, %v: vector<2xi16>) -> (i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  %one = arith.constant 1 : i32
  %l3, %h3 = arith.mulsi_extended %a, %one : i32
  %ones = arith.constant dense<1> : vector<2xi16>
  %l4, %h4 = arith.mulsi_extended %v, %ones : vector<2xi16>
  return %s, %l, %l2, %l3, %h3, %l4, %h4 : i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>
}
func.func @casts(%a: i8, %b: i8, %c: i16) -> (index, index, i16, i16, i8, i64) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.extui %a : i8 to i32
  %3 = arith.index_castui %2 : i32 to index
  %4 = arith.extsi %a : i8 to i64
  %5 = arith.trunci %4 : i64 to i16
  %6 = arith.extui %a : i8 to i64
  %7 = arith.trunci %6 : i64 to i16
  %8 = arith.extsi %c : i16 to i32
  %9 = arith.trunci %8 : i32 to i8
  %10 = arith.extui %a : i8 to i64
  %11 = arith.extui %b : i8 to i64
  %12 = arith.xori %10, %11 : i64
  return %1, %3, %5, %7, %9, %12 : index, index, i16, i16, i8, i64
}
func.func @shifts(%a: i64, %x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c32 = arith.constant 32 : i64
  %c31 = arith.constant 31 : i64
  %0 = arith.shrsi %a, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  %2 = arith.shrsi %a, %c31 : i64
  %3 = arith.trunci %2 : i64 to i32
  %xe = arith.extui %x : i32 to i64
  %ye = arith.extui %y : i32 to i64
  %m = arith.muli %xe, %ye : i64
  %s = arith.shrui %m, %c32 : i64
  %4 = arith.trunci %s : i64 to i32
  %xs = arith.extsi %x : i32 to i48
  %ys = arith.extsi %y : i32 to i48
  %m2 = arith.muli %xs, %ys : i48
  %c32b = arith.constant 32 : i48
  %s2 = arith.shrui %m2, %c32b : i48
  %5 = arith.trunci %s2 : i48 to i32
  return %1, %3, %4, %5 : i32, i32, i32, i32
}
func.func @floats(%a: f32, %b: f32, %h: f16) -> (f32, f32, f32, f32) {
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %0 = arith.mulf %na, %nb fastmath<fast> : f32
  %1 = arith.divf %na, %nb : f32
  %t = arith.truncf %a fastmath<contract> : f32 to f16
  %2 = arith.extf %t fastmath<contract> : f16 to f32
  %t2 = arith.truncf %a : f32 to f16
  %3 = arith.extf %t2 fastmath<contract> : f16 to f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
func.func @cmpf_itofp(%a: i32, %b: i16) -> (i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 3.5 : f64
  %f = arith.sitofp %a : i32 to f64
  %0 = arith.cmpf oeq, %f, %c : f64
  %1 = arith.cmpf ult, %f, %c : f64
  %2 = arith.cmpf uno, %f, %c : f64
  %u = arith.uitofp %b : i16 to f32
  %m = arith.constant -2.5 : f32
  %3 = arith.cmpf oge, %u, %m : f32
  %k = arith.constant 7.0 : f32
  %4 = arith.cmpf ole, %u, %k : f32
  %big = arith.constant 70000.0 : f32
  %5 = arith.cmpf one, %u, %big : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
