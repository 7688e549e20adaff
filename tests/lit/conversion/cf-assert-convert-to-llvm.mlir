// cf.assert lowered with the rest of a function (--convert-to-llvm): the split
// blocks keep their converted arguments.
// RUN: rulir-opt --convert-to-llvm %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt --convert-to-llvm %s | FileCheck %s --match-full-lines --strict-whitespace

func.func @f(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.assert %c, "x must be positive"
  %b = arith.muli %a, %x : i32
  cf.cond_br %c, ^bb1(%b : i32), ^bb2
^bb1(%r: i32):
  cf.assert %c, "in a branch"
  return %r : i32
^bb2:
  return %a : i32
}

// The output of mlir-opt-19 --convert-to-llvm, line for line.
// CHECK:module {
// CHECK-NEXT:  llvm.mlir.global private constant @assert_msg_0(dense<[105, 110, 32, 97, 32, 98, 114, 97, 110, 99, 104, 0]> : tensor<12xi8>) {addr_space = 0 : i32} : !llvm.array<12 x i8>
// CHECK-NEXT:  llvm.func @abort()
// CHECK-NEXT:  llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:  llvm.mlir.global private constant @assert_msg(dense<[120, 32, 109, 117, 115, 116, 32, 98, 101, 32, 112, 111, 115, 105, 116, 105, 118, 101, 0]> : tensor<19xi8>) {addr_space = 0 : i32} : !llvm.array<19 x i8>
// CHECK-NEXT:  llvm.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb5
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %1 = llvm.mul %0, %arg1 : i32
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb2(%1 : i32), ^bb4
// CHECK-NEXT:  ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb3, ^bb6
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    llvm.return %2 : i32
// CHECK-NEXT:  ^bb4:  // pred: ^bb1
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  ^bb5:  // pred: ^bb0
// CHECK-NEXT:    %3 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:    %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<19 x i8>
// CHECK-NEXT:    llvm.call @puts(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @abort() : () -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  ^bb6:  // pred: ^bb2
// CHECK-NEXT:    %5 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:    %6 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<12 x i8>
// CHECK-NEXT:    llvm.call @puts(%6) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @abort() : () -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  }
// CHECK-NEXT:}
