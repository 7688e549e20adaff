// Masked reductions lowered by rulir-opt --convert-vector-to-llvm (llvm's
// vector-predicated reductions) and run; mlir-opt-19 + mlir-cpu-runner-19
// print the same lines.
// RUN: rulir-opt --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// CHECK:      8
// CHECK-NEXT: 120
// CHECK-NEXT: 5
// CHECK-NEXT: 1
// CHECK-NEXT: 15

func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %k = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %0 : f32
  %a = arith.constant 10.0 : f32
  %1 = vector.mask %k { vector.reduction <mul>, %v, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %1 : f32
  %iv = arith.constant dense<[5, -7, 3, 9]> : vector<4xi32>
  %k2 = arith.constant dense<[true, true, true, false]> : vector<4xi1>
  %2 = vector.mask %k2 { vector.reduction <maxsi>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %2 : i32
  %3 = vector.mask %k2 { vector.reduction <add>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %3 : i32
  %4 = vector.mask %k { vector.reduction <xor>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %4 : i32
  return
}
