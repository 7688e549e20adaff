// The library's value helpers (Inputs/value-helpers.rules), interpreted
// and compiled alike.
// RUN: %rules-both %S/Inputs/value-helpers.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.mlir.global private constant @text_{{[0-9]+}}(dense<[104, 105, 0]> : tensor<3xi8>) {addr_space = 0 : i32} : !llvm.array<3 x i8>
// CHECK-NEXT:    llvm.mlir.global private constant @text(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    arith.constant dense<7> : vector<4xi16>
// CHECK-NEXT:    arith.constant 7 : index
// CHECK-NEXT:    arith.constant dense<2.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:    arith.constant 2.000000e+00 : f64
// CHECK-NEXT:    call @r0_w32_i64(%arg0) : (i32) -> ()
// CHECK-NEXT:    call @r2_w16_i32(%arg1) : (vector<2x4xi16>) -> ()
// CHECK-NEXT:    llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f64
// CHECK-NEXT:    llvm.fadd %arg2, %arg2 : f64
// CHECK-NEXT:    return
func.func @f(%i: i32, %v: vector<2x4xi16>, %d: f64, %w: vector<4xi16>, %n: index, %s: vector<2x3xf32>, %t: i1) -> (vector<4xi16>, index, vector<2x3xf32>, f64, f64, f64) {
  %0 = func.call @int_v(%w) : (vector<4xi16>) -> vector<4xi16>
  %1 = func.call @int_s(%n) : (index) -> index
  %2 = func.call @float_v(%s) : (vector<2x3xf32>) -> vector<2x3xf32>
  %3 = func.call @float_s(%d) : (f64) -> f64
  func.call @names_a(%i) : (i32) -> ()
  func.call @names_b(%v) : (vector<2x4xi16>) -> ()
  %4 = arith.addf %d, %d fastmath<nnan,contract> : f64
  %5 = arith.addf %d, %d : f64
  cf.assert %t, ""
  cf.assert %t, "hi"
  return %0, %1, %2, %3, %4, %5 : vector<4xi16>, index, vector<2x3xf32>, f64, f64, f64
}
func.func private @int_v(vector<4xi16>) -> vector<4xi16>
func.func private @int_s(index) -> index
func.func private @float_v(vector<2x3xf32>) -> vector<2x3xf32>
func.func private @float_s(f64) -> f64
func.func private @names_a(i32)
func.func private @names_b(vector<2x4xi16>)
func.func private @r0_w32_i64(i32)
func.func private @r2_w16_i32(vector<2x4xi16>)
