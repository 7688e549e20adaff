// MLIR 19's --memref-emulate-wide-int (rules/memref-emulate-wide-int.rules): memrefs of
// 2N-bit integers hold vector<2xiN>; CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt --memref-emulate-wide-int %s | FileCheck %s

// CHECK-LABEL: func.func @alloc_2d(
// CHECK-SAME: %arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x4xvector<2xi32>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant dense<[2, 1]> : vector<2xi32>
// CHECK-NEXT: memref.store %cst, %alloc[%c0, %c0] {nontemporal = true} : memref<?x4xvector<2xi32>>
// CHECK-NEXT: %0 = memref.load %alloc[%arg0, %c0] : memref<?x4xvector<2xi32>>
// CHECK-NEXT: %1 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %cst[0] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = vector.extract %cst[1] : i32 from vector<2xi32>
// CHECK-NEXT: %low, %high = arith.mului_extended %1, %3 : i32
// CHECK-NEXT: %5 = arith.muli %1, %4 : i32
// CHECK-NEXT: %6 = arith.muli %2, %3 : i32
// CHECK-NEXT: %7 = arith.addi %high, %5 : i32
// CHECK-NEXT: %8 = arith.addi %7, %6 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %9 = vector.insert %low, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %10 = vector.insert %8, %9 [1] : i32 into vector<2xi32>
// CHECK-NEXT: memref.store %10, %alloc[%arg0, %c0] : memref<?x4xvector<2xi32>>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @narrow(
// CHECK-SAME: %arg0: index) -> i16 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi16>
// CHECK-NEXT: %0 = memref.load %alloca[%arg0] : memref<4xi16>
// CHECK-NEXT: return %0 : i16

func.func @alloc_2d(%i : index) {
  %m = memref.alloc(%i) {alignment = 64 : i64} : memref<?x4xi64>
  %c0 = arith.constant 0 : index
  %v = arith.constant 4294967298 : i64
  memref.store %v, %m[%c0, %c0] {nontemporal = true} : memref<?x4xi64>
  %x = memref.load %m[%i, %c0] : memref<?x4xi64>
  %y = arith.muli %x, %v : i64
  memref.store %y, %m[%i, %c0] : memref<?x4xi64>
  return
}
func.func @narrow(%i : index) -> i16 {
  %m = memref.alloca() : memref<4xi16>
  %x = memref.load %m[%i] : memref<4xi16>
  return %x : i16
}
