// --convert-func-to-llvm: variadic declarations (func.varargs), function values
// (func.constant, arguments of function type as !llvm.ptr) and indirect calls.
// The CHECK lines are mlir-opt-19's output; the program also runs.
// RUN: rulir-opt --convert-func-to-llvm %s | FileCheck %s
// RUN: rulir-opt --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e use -entry-point-result=i32 | FileCheck %s --check-prefix=EXEC

// EXEC: {{^}}9{{$}}

func.func private @printf(!llvm.ptr) -> i32 attributes {func.varargs = true}
func.func @apply(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @takes(%f: (i32) -> i32) {
  return
}
func.func @sq(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
func.func @use() -> i32 {
  %f = func.constant @sq : (i32) -> i32
  %c = arith.constant 3 : i32
  %r = call @apply(%f, %c) : ((i32) -> i32, i32) -> i32
  return %r : i32
}

// CHECK-LABEL: llvm.func @printf
// CHECK-SAME: (!llvm.ptr, ...) -> i32 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @apply
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// CHECK-NEXT: %[[V0:.*]] = llvm.call %arg0(%arg1) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.return %[[V0]] : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @takes
// CHECK-SAME: (%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @sq
// CHECK-SAME: (%arg0: i32) -> i32 {
// CHECK-NEXT: %[[V0:.*]] = llvm.mul %arg0, %arg0 : i32
// CHECK-NEXT: llvm.return %[[V0]] : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @use
// CHECK-SAME: () -> i32 {
// CHECK-NEXT: %[[V0:.*]] = llvm.mlir.addressof @sq : !llvm.ptr
// CHECK-NEXT: %[[V1:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[V2:.*]] = llvm.call @apply(%[[V0]], %[[V1]]) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: llvm.return %[[V2]] : i32
// CHECK-NEXT: }
