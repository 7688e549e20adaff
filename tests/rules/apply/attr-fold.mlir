// A fold over attributes that library helpers compute: the checker knows a
// helper's attribute result is an attribute, so a loop may rebind it
// (Inputs/attr-fold.rules), interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/attr-fold.rules %s | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-DAG: %[[N:.*]] = arith.constant 24 : index
// CHECK-DAG: %[[D:.*]] = arith.constant -1 : index
// CHECK-DAG: %[[L:.*]] = arith.constant 2 : index
// CHECK: return %[[N]], %[[D]], %[[L]] : index, index, index
func.func private @numel(memref<*xf32>) -> index
func.func private @last(memref<*xf32>) -> index
func.func @f(%a: memref<2x3x4xf32>, %b: memref<2x?xf32>) -> (index, index, index) {
  %ua = memref.cast %a : memref<2x3x4xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<2x?xf32> to memref<*xf32>
  %0 = func.call @numel(%ua) : (memref<*xf32>) -> index
  %1 = func.call @numel(%ub) : (memref<*xf32>) -> index
  %2 = func.call @last(%ub) : (memref<*xf32>) -> index
  return %0, %1, %2 : index, index, index
}
