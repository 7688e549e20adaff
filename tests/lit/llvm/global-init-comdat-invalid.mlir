// Checks of global initializers, comdats and scalable shuffles, where and
// as MLIR 19 reports them (the file passes --verify-diagnostics under both
// tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @non_splat_scalable(%arg0: vector<[4]xf32>) {
  // expected-error@below {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %arg0, %arg0 [0, 0, 0, 1] : vector<[4]xf32>
  return
}
// -----
func.func @splat_scalable(%arg0: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = llvm.shufflevector %arg0, %arg0 [0, 0, 0, 0] : vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// -----
// An initializer computes without side effects (the error is at the op,
// without the op's name).
llvm.mlir.global internal @side_effects() : !llvm.struct<(i8)> {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@below {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x !llvm.struct<(i8)> : (i64) -> !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i8)>
  llvm.return %2 : !llvm.struct<(i8)>
}
// -----
llvm.mlir.global internal @pure_init() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @pure_init : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
// -----
// expected-error@below {{'llvm.mlir.global' op initializer region cannot return void}}
llvm.mlir.global internal @void_init() : i32 {
  llvm.return
}
// -----
llvm.mlir.global @not_comdat(0 : i32) : i32
// expected-error@below {{expected comdat symbol}}
llvm.mlir.global @global_comdat(0 : i32) comdat(@not_comdat) : i32
// -----
// expected-error@below {{expected comdat symbol}}
llvm.func @func_comdat() comdat(@foo) {
  llvm.return
}
