// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// Declarations and definitions (linkage, visibility, calling conventions,
// varargs, attributes), direct, indirect and variadic calls, tail calls.

// CHECK: declare i32 @printf(ptr, ...)
llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK: declare void @ext(i32)
llvm.func @ext(i32) attributes {sym_visibility = "private"}
// CHECK: declare fastcc i64 @fast(i64)
llvm.func fastcc @fast(i64) -> i64

// CHECK-LABEL: define internal i32 @helper(i32 %0)
llvm.func internal @helper(%a: i32) -> i32 {
  llvm.return %a : i32
}
// CHECK-LABEL: define linkonce_odr hidden i32 @weakish(i32 %0)
llvm.func linkonce_odr hidden @weakish(%a: i32) -> i32 {
  llvm.return %a : i32
}
// CHECK-LABEL: define private void @priv()
llvm.func private @priv() {
  llvm.return
}
// CHECK-LABEL: define void @attrs(ptr noalias %0, i32 signext %1) #0
llvm.func @attrs(%p: !llvm.ptr {llvm.noalias}, %x: i32 {llvm.signext}) attributes {no_inline, no_unwind} {
  llvm.return
}

// CHECK-LABEL: define i32 @caller(ptr %0, i64 %1)
llvm.func @caller(%fmt: !llvm.ptr, %n: i64) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %3 = call i32 @helper(i32 1)
  %0 = llvm.call @helper(%c1) : (i32) -> i32
  // CHECK-NEXT: call void @ext(i32 %3)
  llvm.call @ext(%0) : (i32) -> ()
  // CHECK-NEXT: %4 = call i32 (ptr, ...) @printf(ptr %0, i32 %3, i64 %1)
  %1 = llvm.call @printf(%fmt, %0, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  // CHECK-NEXT: %5 = call fastcc i64 @fast(i64 %1)
  %2 = llvm.call fastcc @fast(%n) : (i64) -> i64
  // CHECK-NEXT: %6 = tail call i32 @weakish(i32 %4)
  %3 = llvm.call tail @weakish(%1) : (i32) -> i32
  // CHECK-NEXT: %7 = call i32 %0(i32 %6)
  %4 = llvm.call %fmt(%3) : !llvm.ptr, (i32) -> i32
  %f = llvm.mlir.addressof @helper : !llvm.ptr
  // CHECK-NEXT: %8 = call i32 @helper(i32 %7)
  %5 = llvm.call %f(%4) : !llvm.ptr, (i32) -> i32
  // CHECK-NEXT: ret i32 %8
  llvm.return %5 : i32
}
// CHECK: attributes #0 = { noinline nounwind }
