// Bad enum keywords get MLIR's messages, at the keyword; `|` is not a
// bit-enum separator.
// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%x: f32) -> f32 {
  // CHECK: enum-errors.mlir:{{[0-9]+}} offset :7:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
  %0 = arith.addf %x, %x fastmath<bogus> : f32
  return %0 : f32
  // CHECK-NEXT: fastmath<bogus>
  // CHECK-NEXT: ^
  // CHECK-NEXT: enum-errors.mlir:{{[0-9]+}} offset :7:40: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
}

// -----

func.func @f(%x: f32) -> f32 {
  // CHECK: enum-errors.mlir:{{[0-9]+}} offset :5:39: error: expected '>'
  %0 = arith.addf %x, %x fastmath<nnan|ninf> : f32
  return %0 : f32
}

// -----

func.func @f(%a: i32) -> i1 {
  // CHECK: enum-errors.mlir:{{[0-9]+}} offset :5:19: error: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
  %0 = arith.cmpi foo, %a, %a : i32
  return %0 : i1
}

// -----

// The string form of a keyword is accepted, as in MLIR.
func.func @f(%a: i32) -> i1 {
  %0 = arith.cmpi "slt", %a, %a : i32
  return %0 : i1
}
// CHECK: arith.cmpi slt, %arg0, %arg0 : i32
