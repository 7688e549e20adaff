// MLIR 19's --arith-emulate-unsupported-floats (rules/arith-emulate-unsupported-floats.rules):
// ops on the source types computed in the target type; CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt '--arith-emulate-unsupported-floats=source-types=f16 target-type=f64' %s | FileCheck %s
// The same when threads are allowed: the same output (the pass's target
// reads its type converter, TypesLegal, so it converts on one thread).
// RUN: rulir-opt --mlir-num-threads=2 '--arith-emulate-unsupported-floats=source-types=f16 target-type=f64' %s | FileCheck %s

// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %arg0: f16, %arg1: f16, %arg2: vector<2xf16>, %arg3: i32, %arg4: i1) -> (f16, i1, vector<2xf16>, f16, i32, f32) {
// CHECK-NEXT: %0 = arith.extf %arg2 fastmath<contract> : vector<2xf16> to vector<2xf64>
// CHECK-NEXT: %1 = arith.extf %arg1 fastmath<contract> : f16 to f64
// CHECK-NEXT: %2 = arith.extf %arg0 fastmath<contract> : f16 to f64
// CHECK-NEXT: %3 = arith.divf %2, %1 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.truncf %3 fastmath<contract> : f64 to f16
// CHECK-NEXT: %5 = arith.extf %4 fastmath<contract> : f16 to f64
// CHECK-NEXT: %6 = arith.cmpf olt, %5, %2 : f64
// CHECK-NEXT: %7 = arith.negf %0 : vector<2xf64>
// CHECK-NEXT: %8 = arith.truncf %7 fastmath<contract> : vector<2xf64> to vector<2xf16>
// CHECK-NEXT: %9 = arith.extf %8 fastmath<contract> : vector<2xf16> to vector<2xf64>
// CHECK-NEXT: %10 = arith.sitofp %arg3 : i32 to f64
// CHECK-NEXT: %11 = arith.truncf %10 fastmath<contract> : f64 to f16
// CHECK-NEXT: %12 = arith.extf %11 fastmath<contract> : f16 to f64
// CHECK-NEXT: %13 = arith.select %arg4, %12, %5 : f64
// CHECK-NEXT: %14 = arith.truncf %13 fastmath<contract> : f64 to f16
// CHECK-NEXT: %15 = arith.extf %14 fastmath<contract> : f16 to f64
// CHECK-NEXT: %16 = arith.fptosi %15 : f64 to i32
// CHECK-NEXT: %17 = arith.extf %14 : f16 to f32
// CHECK-NEXT: %18 = vector.fma %9, %9, %0 : vector<2xf64>
// CHECK-NEXT: %19 = arith.truncf %18 fastmath<contract> : vector<2xf64> to vector<2xf16>
// CHECK-NEXT: %20 = arith.extf %19 fastmath<contract> : vector<2xf16> to vector<2xf64>
// CHECK-NEXT: %21 = vector.reduction <add>, %20 : vector<2xf64> into f64
// CHECK-NEXT: %22 = arith.truncf %21 fastmath<contract> : f64 to f16
// CHECK-NEXT: return %22, %6, %8, %14, %16, %17 : f16, i1, vector<2xf16>, f16, i32, f32
// CHECK-LABEL: func.func @other(
// CHECK-SAME: %arg0: bf16) -> bf16 {
// CHECK-NEXT: %0 = arith.maximumf %arg0, %arg0 : bf16
// CHECK-NEXT: return %0 : bf16

func.func @ops(%a: f16, %b: f16, %v: vector<2xf16>, %i: i32, %c: i1) -> (f16, i1, vector<2xf16>, f16, i32, f32) {
  %0 = arith.divf %a, %b fastmath<fast> : f16
  %1 = arith.cmpf olt, %0, %a : f16
  %2 = arith.negf %v : vector<2xf16>
  %3 = arith.sitofp %i : i32 to f16
  %4 = arith.select %c, %3, %0 : f16
  %5 = arith.fptosi %4 : f16 to i32
  %6 = arith.extf %4 : f16 to f32
  %7 = vector.fma %2, %2, %v : vector<2xf16>
  %8 = vector.reduction <add>, %7 : vector<2xf16> into f16
  return %8, %1, %2, %4, %5, %6 : f16, i1, vector<2xf16>, f16, i32, f32
}
func.func @other(%a: bf16) -> bf16 {
  %0 = arith.maximumf %a, %a : bf16
  return %0 : bf16
}
