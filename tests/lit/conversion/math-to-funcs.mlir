// --convert-math-to-funcs (rules/math-to-funcs.rules): math.ipowi becomes a call of
// __mlir_math_ipowi_iN, generated once per width at the end of the module.
// Not lowered yet: math.fpowi, math.ctlz, vectors.
// RUN: rulir-opt --convert-math-to-funcs %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt --convert-math-to-funcs %s | FileCheck %s --match-full-lines --strict-whitespace

func.func @f(%a: i32, %b: i32, %c: i64, %k: i8) -> i32 {
  %0 = math.ipowi %a, %b : i32
  %1 = math.ipowi %c, %c : i64
  %2 = math.ipowi %a, %0 : i32
  %3 = math.ipowi %k, %k : i8
  return %2 : i32
}

// The output of mlir-opt-19 --convert-math-to-funcs, line for line.
// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i8) -> i32 {
// CHECK-NEXT:    %0 = call @__mlir_math_ipowi_i32(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:    %1 = call @__mlir_math_ipowi_i64(%arg2, %arg2) : (i64, i64) -> i64
// CHECK-NEXT:    %2 = call @__mlir_math_ipowi_i32(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT:    %3 = call @__mlir_math_ipowi_i8(%arg3, %arg3) : (i8, i8) -> i8
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @__mlir_math_ipowi_i32(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// CHECK-NEXT:    cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
// CHECK-NEXT:    cf.cond_br %1, ^bb3, ^bb12(%c1_i32, %arg0, %arg1 : i32, i32, i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    %2 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:    cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %3 = arith.divsi %c1_i32, %c0_i32 : i32
// CHECK-NEXT:    return %3 : i32
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %4 = arith.cmpi eq, %arg0, %c1_i32 : i32
// CHECK-NEXT:    cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  ^bb7:  // pred: ^bb5
// CHECK-NEXT:    %5 = arith.cmpi eq, %arg0, %c-1_i32 : i32
// CHECK-NEXT:    cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:    %6 = arith.andi %arg1, %c1_i32 : i32
// CHECK-NEXT:    %7 = arith.cmpi ne, %6, %c0_i32 : i32
// CHECK-NEXT:    cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:  ^bb9:  // pred: ^bb8
// CHECK-NEXT:    return %c-1_i32 : i32
// CHECK-NEXT:  ^bb10:  // pred: ^bb8
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  ^bb11:  // pred: ^bb7
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  ^bb12(%8: i32, %9: i32, %10: i32):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:    %11 = arith.andi %10, %c1_i32 : i32
// CHECK-NEXT:    %12 = arith.cmpi ne, %11, %c0_i32 : i32
// CHECK-NEXT:    cf.cond_br %12, ^bb13, ^bb14(%8 : i32)
// CHECK-NEXT:  ^bb13:  // pred: ^bb12
// CHECK-NEXT:    %13 = arith.muli %8, %9 : i32
// CHECK-NEXT:    cf.br ^bb14(%13 : i32)
// CHECK-NEXT:  ^bb14(%14: i32):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:    %15 = arith.shrui %10, %c1_i32 : i32
// CHECK-NEXT:    %16 = arith.cmpi eq, %15, %c0_i32 : i32
// CHECK-NEXT:    cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:  ^bb15:  // pred: ^bb14
// CHECK-NEXT:    return %14 : i32
// CHECK-NEXT:  ^bb16:  // pred: ^bb14
// CHECK-NEXT:    %17 = arith.muli %9, %9 : i32
// CHECK-NEXT:    cf.br ^bb12(%14, %17, %15 : i32, i32, i32)
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @__mlir_math_ipowi_i64(%arg0: i64, %arg1: i64) -> i64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:    %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
// CHECK-NEXT:    cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %c1_i64 : i64
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.cmpi sle, %arg1, %c0_i64 : i64
// CHECK-NEXT:    cf.cond_br %1, ^bb3, ^bb12(%c1_i64, %arg0, %arg1 : i64, i64, i64)
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    %2 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT:    cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %3 = arith.divsi %c1_i64, %c0_i64 : i64
// CHECK-NEXT:    return %3 : i64
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %4 = arith.cmpi eq, %arg0, %c1_i64 : i64
// CHECK-NEXT:    cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:    return %c1_i64 : i64
// CHECK-NEXT:  ^bb7:  // pred: ^bb5
// CHECK-NEXT:    %5 = arith.cmpi eq, %arg0, %c-1_i64 : i64
// CHECK-NEXT:    cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:    %6 = arith.andi %arg1, %c1_i64 : i64
// CHECK-NEXT:    %7 = arith.cmpi ne, %6, %c0_i64 : i64
// CHECK-NEXT:    cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:  ^bb9:  // pred: ^bb8
// CHECK-NEXT:    return %c-1_i64 : i64
// CHECK-NEXT:  ^bb10:  // pred: ^bb8
// CHECK-NEXT:    return %c1_i64 : i64
// CHECK-NEXT:  ^bb11:  // pred: ^bb7
// CHECK-NEXT:    return %c0_i64 : i64
// CHECK-NEXT:  ^bb12(%8: i64, %9: i64, %10: i64):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:    %11 = arith.andi %10, %c1_i64 : i64
// CHECK-NEXT:    %12 = arith.cmpi ne, %11, %c0_i64 : i64
// CHECK-NEXT:    cf.cond_br %12, ^bb13, ^bb14(%8 : i64)
// CHECK-NEXT:  ^bb13:  // pred: ^bb12
// CHECK-NEXT:    %13 = arith.muli %8, %9 : i64
// CHECK-NEXT:    cf.br ^bb14(%13 : i64)
// CHECK-NEXT:  ^bb14(%14: i64):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:    %15 = arith.shrui %10, %c1_i64 : i64
// CHECK-NEXT:    %16 = arith.cmpi eq, %15, %c0_i64 : i64
// CHECK-NEXT:    cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:  ^bb15:  // pred: ^bb14
// CHECK-NEXT:    return %14 : i64
// CHECK-NEXT:  ^bb16:  // pred: ^bb14
// CHECK-NEXT:    %17 = arith.muli %9, %9 : i64
// CHECK-NEXT:    cf.br ^bb12(%14, %17, %15 : i64, i64, i64)
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @__mlir_math_ipowi_i8(%arg0: i8, %arg1: i8) -> i8 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg1, %c0_i8 : i8
// CHECK-NEXT:    cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %c1_i8 : i8
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.cmpi sle, %arg1, %c0_i8 : i8
// CHECK-NEXT:    cf.cond_br %1, ^bb3, ^bb12(%c1_i8, %arg0, %arg1 : i8, i8, i8)
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    %2 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT:    cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %3 = arith.divsi %c1_i8, %c0_i8 : i8
// CHECK-NEXT:    return %3 : i8
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %4 = arith.cmpi eq, %arg0, %c1_i8 : i8
// CHECK-NEXT:    cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:    return %c1_i8 : i8
// CHECK-NEXT:  ^bb7:  // pred: ^bb5
// CHECK-NEXT:    %5 = arith.cmpi eq, %arg0, %c-1_i8 : i8
// CHECK-NEXT:    cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:    %6 = arith.andi %arg1, %c1_i8 : i8
// CHECK-NEXT:    %7 = arith.cmpi ne, %6, %c0_i8 : i8
// CHECK-NEXT:    cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:  ^bb9:  // pred: ^bb8
// CHECK-NEXT:    return %c-1_i8 : i8
// CHECK-NEXT:  ^bb10:  // pred: ^bb8
// CHECK-NEXT:    return %c1_i8 : i8
// CHECK-NEXT:  ^bb11:  // pred: ^bb7
// CHECK-NEXT:    return %c0_i8 : i8
// CHECK-NEXT:  ^bb12(%8: i8, %9: i8, %10: i8):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:    %11 = arith.andi %10, %c1_i8 : i8
// CHECK-NEXT:    %12 = arith.cmpi ne, %11, %c0_i8 : i8
// CHECK-NEXT:    cf.cond_br %12, ^bb13, ^bb14(%8 : i8)
// CHECK-NEXT:  ^bb13:  // pred: ^bb12
// CHECK-NEXT:    %13 = arith.muli %8, %9 : i8
// CHECK-NEXT:    cf.br ^bb14(%13 : i8)
// CHECK-NEXT:  ^bb14(%14: i8):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:    %15 = arith.shrui %10, %c1_i8 : i8
// CHECK-NEXT:    %16 = arith.cmpi eq, %15, %c0_i8 : i8
// CHECK-NEXT:    cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:  ^bb15:  // pred: ^bb14
// CHECK-NEXT:    return %14 : i8
// CHECK-NEXT:  ^bb16:  // pred: ^bb14
// CHECK-NEXT:    %17 = arith.muli %9, %9 : i8
// CHECK-NEXT:    cf.br ^bb12(%14, %17, %15 : i8, i8, i8)
// CHECK-NEXT:  }
// CHECK-NEXT:}
