// ori(x, -1) folds to the constant -1, and ori(x, not x) (not x being
// xori(x, -1)) to the not's -1, either way round, as MLIR 19's folder does,
// in --canonicalize and in conversions. The CHECK lines are mlir-opt-19's
// output for the same input.
// RUN: rulir-opt --canonicalize %s | FileCheck %s
// RUN: rulir-opt --convert-arith-to-llvm %s | FileCheck %s --check-prefix=LLVM

func.func @f(%x: i32, %v: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi8>) {
  %m = arith.constant -1 : i32
  %n = arith.xori %x, %m : i32
  %0 = arith.ori %x, %n : i32
  %1 = arith.ori %n, %x : i32
  %2 = arith.ori %x, %m : i32
  // The xori folds first (its constant moves right): a not again.
  %n2 = arith.xori %m, %x : i32
  %3 = arith.andi %x, %n2 : i32
  %vm = arith.constant dense<-1> : vector<2xi8>
  %4 = arith.ori %v, %vm : vector<2xi8>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<2xi8>
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi8>) {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant dense<-1> : vector<2xi8>
// CHECK-NEXT: return %c-1_i32, %c-1_i32, %c-1_i32, %c0_i32, %cst : i32, i32, i32, i32, vector<2xi8>
// CHECK-NEXT: }

// LLVM-LABEL: func.func @f(%arg0: i32, %arg1: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi8>) {
// LLVM-NEXT: %0 = llvm.mlir.constant(-1 : i32) : i32
// LLVM-NEXT: %1 = llvm.xor %arg0, %0  : i32
// LLVM-NEXT: %2 = llvm.mlir.constant(-1 : i32) : i32
// LLVM-NEXT: %3 = llvm.xor %arg0, %0  : i32
// LLVM-NEXT: %4 = llvm.mlir.constant(0 : i32) : i32
// LLVM-NEXT: %5 = llvm.mlir.constant(dense<-1> : vector<2xi8>) : vector<2xi8>
// LLVM-NEXT: %6 = llvm.mlir.constant(dense<-1> : vector<2xi8>) : vector<2xi8>
// LLVM-NEXT: return %0, %0, %2, %4, %6 : i32, i32, i32, i32, vector<2xi8>
// LLVM-NEXT: }
