// scf diagnostics have the mlir-opt-19 shape: file:line:col, the message, the
// source line with a caret, then the notes (the op first, as MLIR attaches it).
// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: invalid.mlir:{{[0-9]+}} offset :8:8: error: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'
// CHECK-NEXT: {{^}}  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (f32) {
func.func @f(%lb: index, %ub: index, %x: f32, %y: i32) {
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (f32) {
    scf.yield %y : i32
  }
  return
}

// -----

// CHECK: invalid.mlir:{{[0-9]+}} offset :9:3: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
// CHECK: invalid.mlir:{{[0-9]+}} offset :9:3: note: see current operation:
// CHECK: invalid.mlir:{{[0-9]+}} offset :10:5: note: terminator here
// CHECK-NEXT: {{^}}    scf.yield
// CHECK-NEXT: {{^}}    ^
func.func @f(%x: i32) {
  scf.while : () -> () {
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

// CHECK: invalid.mlir:{{[0-9]+}} offset :5:27: error: custom op 'scf.for' expected 'step'
func.func @f(%lb: index) {
  scf.for %i = %lb to %lb {
  }
  return
}

// -----

// The count mismatch is reported at the op's name, as MLIR does.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: custom op 'scf.for' mismatch in number of loop-carried values and defined values
func.func @f(%lb: index, %x: f32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x, %b = %x) -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

// CHECK: invalid.mlir:{{[0-9]+}} offset :7:8: error: 'scf.index_switch' op expected result #0 of each region to be 'i32'
// CHECK: note: see current operation:
// CHECK: invalid.mlir:{{[0-9]+}} offset :13:5: note: default region returns 'f32' here
func.func @f(%i: index, %x: f32) {
  %r = scf.index_switch %i -> i32
  case 1 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %x : f32
  }
  return
}

// -----

// A region that ends with another terminator than the implicit one.
// CHECK: invalid.mlir:{{[0-9]+}} offset :8:3: error: 'scf.for' op expects regions to end with 'scf.yield', found 'llvm.unreachable'
// CHECK: note: see current operation:
// CHECK: invalid.mlir:{{[0-9]+}} offset :8:3: note: in custom textual format, the absence of terminator implies 'scf.yield'
func.func @f(%lb: index, %c: i1) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    llvm.unreachable
  }) : (index, index, index) -> ()
  return
}
