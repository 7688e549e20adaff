// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// Globals: scalars, dense arrays (also nested), strings, zero and undef
// initializers, initializer regions, linkage, constness, visibility,
// thread_local, alignment, address spaces, unnamed_addr, declarations,
// addressof, global constructors.

// CHECK-DAG: @i = global i32 42
llvm.mlir.global external @i(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-DAG: @f = internal constant double 2.500000e-01, align 8
llvm.mlir.global internal constant @f(0.25 : f64) {addr_space = 0 : i32, alignment = 8 : i64} : f64
// CHECK-DAG: @arr = private constant [4 x i16] [i16 1, i16 2, i16 3, i16 -1]
llvm.mlir.global private constant @arr(dense<[1, 2, 3, -1]> : tensor<4xi16>) {addr_space = 0 : i32} : !llvm.array<4 x i16>
// CHECK-DAG: @mat = global [2 x [2 x float]] {{\[}}[2 x float] [float 1.000000e+00, float 2.000000e+00], [2 x float] [float 3.000000e+00, float 4.000000e+00]]
llvm.mlir.global external @mat(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x f32>>
// CHECK-DAG: @str = internal constant [6 x i8] c"hello\00"
llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
// CHECK-DAG: @zero = global [8 x i64] zeroinitializer
llvm.mlir.global external @zero() {addr_space = 0 : i32} : !llvm.array<8 x i64> {
  %0 = llvm.mlir.zero : !llvm.array<8 x i64>
  llvm.return %0 : !llvm.array<8 x i64>
}
// CHECK-DAG: @und = internal global i32 undef
llvm.mlir.global internal @und() {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.undef : i32
  llvm.return %0 : i32
}
// CHECK-DAG: @pair = global { i32, ptr } { i32 7, ptr @i }
llvm.mlir.global external @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @i : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
// CHECK-DAG: @sum = global i32 12
llvm.mlir.global external @sum() {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.constant(5 : i32) : i32
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
// CHECK-DAG: @tls = thread_local global i64 0
llvm.mlir.global external thread_local @tls(0 : i64) {addr_space = 0 : i32} : i64
// CHECK-DAG: @hid = hidden global i8 1
llvm.mlir.global external hidden @hid(1 : i8) {addr_space = 0 : i32} : i8
// CHECK-DAG: @ua = internal unnamed_addr constant i32 3
llvm.mlir.global internal unnamed_addr constant @ua(3 : i32) {addr_space = 0 : i32} : i32
// CHECK-DAG: @as1 = addrspace(1) global i32 0
llvm.mlir.global external @as1(0 : i32) {addr_space = 1 : i32} : i32
// CHECK-DAG: @decl = external global i32
llvm.mlir.global external @decl() {addr_space = 0 : i32} : i32
// CHECK-DAG: @wk = weak global i32 0
llvm.mlir.global weak @wk(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-DAG: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
llvm.mlir.global_ctors {ctors = [@init], priorities = [65535 : i32]}

llvm.func @init() {
  llvm.return
}

// CHECK-LABEL: define i32 @read()
// CHECK-NEXT:   %1 = load i32, ptr @i, align 4
// CHECK-NEXT:   %2 = load i8, ptr getelementptr inbounds ([6 x i8], ptr @str, i32 0, i32 1), align 1
llvm.func @read() -> i32 {
  %0 = llvm.mlir.addressof @i : !llvm.ptr
  %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.mlir.addressof @str : !llvm.ptr
  %3 = llvm.getelementptr inbounds %2[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
  %4 = llvm.load %3 {alignment = 1 : i64} : !llvm.ptr -> i8
  %5 = llvm.zext %4 : i8 to i32
  %6 = llvm.add %1, %5 : i32
  llvm.return %6 : i32
}
