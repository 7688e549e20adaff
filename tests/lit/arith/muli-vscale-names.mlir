// An index constant times vector.vscale is named %c<N>_vscale, either way
// round (MLIR's MulIOp::getAsmResultNames); the CHECK lines are
// mlir-opt-19's output.
// RUN: rulir-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:    %vscale = vector.vscale
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c4_vscale = arith.muli %vscale, %c4 : index
// CHECK-NEXT:    %c-2 = arith.constant -2 : index
// CHECK-NEXT:    %c-2_vscale = arith.muli %c-2, %vscale : index
// CHECK-NEXT:    %0 = arith.muli %vscale, %arg0 : index
func.func @f(%x: index) -> (index, index, index) {
  %vscale = vector.vscale
  %c4 = arith.constant 4 : index
  %0 = arith.muli %vscale, %c4 : index
  %c-2 = arith.constant -2 : index
  %1 = arith.muli %c-2, %vscale : index
  %2 = arith.muli %vscale, %x : index
  return %0, %1, %2 : index, index, index
}
