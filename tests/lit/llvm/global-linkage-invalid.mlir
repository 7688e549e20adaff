// Linkage rules of llvm.mlir.global, checked as MLIR 19 checks them (the file
// passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.mlir.global common @a(0 : i32) : i32
llvm.mlir.global common @b(-0.0 : f32) : f32
llvm.mlir.global common @c(dense<0> : vector<5xi32>) : !llvm.array<5 x i32>
llvm.mlir.global common @d(dense<[0.0, -0.0]> : vector<2xf64>) : !llvm.array<2 x f64>
llvm.mlir.global common @e() : i32
llvm.mlir.global appending @f() : !llvm.array<2 x i32>
llvm.mlir.global common @g([0 : i32, 0.0 : f32]) : !llvm.struct<(i32, f32)>
// -----
// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @a(1.0 : f64) : f64
// -----
// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @a(dense<[0.0, -1.0]> : vector<2xf16>) : !llvm.array<2 x f16>
// -----
// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @a("\00") : !llvm.array<1 x i8>
// -----
// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @g([0 : i32, 1.0 : f32]) : !llvm.struct<(i32, f32)>
// -----
// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @a() : !llvm.struct<(i32)>
