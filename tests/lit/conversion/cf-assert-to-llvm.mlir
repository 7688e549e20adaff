// --convert-cf-to-llvm on cf.assert (rules/cf-to-llvm.rules): the block is split after
// the assert, the failure block (last in the region) prints the message with
// puts and aborts; messages become private globals @assert_msg, @assert_msg_N.
// RUN: rulir-opt --convert-cf-to-llvm %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt --convert-cf-to-llvm %s | FileCheck %s --match-full-lines --strict-whitespace

func.func @f(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.assert %c, "x must be positive"
  %b = arith.muli %a, %x : i32
  cf.assert %c, "x must be positive"
  cf.assert %c, "another \"msg\"\n"
  return %b : i32
}
func.func @g(%c: i1) {
  cf.assert %c, ""
  return
}

// The output of mlir-opt-19 --convert-cf-to-llvm, line for line.
// CHECK:module {
// CHECK-NEXT:  llvm.mlir.global private constant @assert_msg_2(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CHECK-NEXT:  llvm.mlir.global private constant @assert_msg_1(dense<[97, 110, 111, 116, 104, 101, 114, 32, 34, 109, 115, 103, 34, 10, 0]> : tensor<15xi8>) {addr_space = 0 : i32} : !llvm.array<15 x i8>
// CHECK-NEXT:  llvm.mlir.global private constant @assert_msg_0(dense<[120, 32, 109, 117, 115, 116, 32, 98, 101, 32, 112, 111, 115, 105, 116, 105, 118, 101, 0]> : tensor<19xi8>) {addr_space = 0 : i32} : !llvm.array<19 x i8>
// CHECK-NEXT:  llvm.func @abort()
// CHECK-NEXT:  llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:  llvm.mlir.global private constant @assert_msg(dense<[120, 32, 109, 117, 115, 116, 32, 98, 101, 32, 112, 111, 115, 105, 116, 105, 118, 101, 0]> : tensor<19xi8>) {addr_space = 0 : i32} : !llvm.array<19 x i8>
// CHECK-NEXT:  func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb2, ^bb5
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb3, ^bb6
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  ^bb4:  // pred: ^bb0
// CHECK-NEXT:    %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:    %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<19 x i8>
// CHECK-NEXT:    llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @abort() : () -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  ^bb5:  // pred: ^bb1
// CHECK-NEXT:    %4 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:    %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<19 x i8>
// CHECK-NEXT:    llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @abort() : () -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  ^bb6:  // pred: ^bb2
// CHECK-NEXT:    %6 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT:    %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<15 x i8>
// CHECK-NEXT:    llvm.call @puts(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @abort() : () -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g(%arg0: i1) {
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %0 = llvm.mlir.addressof @assert_msg_2 : !llvm.ptr
// CHECK-NEXT:    %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// CHECK-NEXT:    llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @abort() : () -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  }
// CHECK-NEXT:}
