// --convert-func-to-llvm (rules/func-to-llvm.rules, which also runs the arith and
// cf lowerings): signatures, results packed into a struct, calls unpacking
// them, branches, C-interface wrappers for defined and external functions,
// and a function whose types do not convert, left as it is. The CHECK lines
// are mlir-opt-19's output for the same input.
// RUN: rulir-opt --convert-func-to-llvm %s | FileCheck %s

func.func private @ext(i32, f32) -> i64
func.func @two(%a: i32, %b: index) -> (i32, index) {
  return %a, %b : i32, index
}
func.func @none(%a: i32) {
  return
}
func.func @caller(%a: i32) -> i32 {
  %c = arith.constant 1.0 : f32
  %0 = call @ext(%a, %c) : (i32, f32) -> i64
  %i = arith.constant 3 : index
  %1:2 = call @two(%a, %i) : (i32, index) -> (i32, index)
  call @none(%1#0) : (i32) -> ()
  cf.br ^bb1(%1#1 : index)
^bb1(%x: index):
  return %1#0 : i32
}
func.func @cf(%a: i32, %b: f32) -> i64 attributes {llvm.emit_c_interface} {
  %0 = arith.extsi %a : i32 to i64
  return %0 : i64
}
func.func private @cext(i32) -> (i32, i32) attributes {llvm.emit_c_interface}
func.func @cnone() attributes {llvm.emit_c_interface} {
  return
}
func.func @t(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @ok2(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// CHECK-LABEL: llvm.func @ext
// CHECK-SAME: (i32, f32) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @two
// CHECK-SAME: (%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %[[V2]] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @none
// CHECK-SAME: (%arg0: i32) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller
// CHECK-SAME: (%arg0: i32) -> i32 {
// CHECK-NEXT: %[[V0:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %[[V1:.*]] = llvm.call @ext(%arg0, %[[V0]]) : (i32, f32) -> i64
// CHECK-NEXT: %[[V2:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %[[V3:.*]] = llvm.call @two(%arg0, %[[V2]]) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT: %[[V4:.*]] = llvm.extractvalue %[[V3]][0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %[[V5:.*]] = llvm.extractvalue %[[V3]][1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.call @none(%[[V4]]) : (i32) -> ()
// CHECK-NEXT: llvm.br ^bb1(%[[V5]] : i64)
// CHECK-NEXT: ^bb1(%[[V6:.*]]: i64):  // pred: ^bb0
// CHECK-NEXT: llvm.return %[[V4]] : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @cf
// CHECK-SAME: (%arg0: i32, %arg1: f32) -> i64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %[[V0:.*]] = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: llvm.return %[[V0]] : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_cf
// CHECK-SAME: (%arg0: i32, %arg1: f32) -> i64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %[[V0:.*]] = llvm.call @cf(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT: llvm.return %[[V0]] : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func private @cext
// CHECK-SAME: (%arg0: i32) -> !llvm.struct<(i32, i32)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %[[V0:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V1:.*]] = llvm.alloca %[[V0]] x !llvm.struct<(i32, i32)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_cext(%[[V1]], %arg0) : (!llvm.ptr, i32) -> ()
// CHECK-NEXT: %[[V2:.*]] = llvm.load %[[V1]] : !llvm.ptr -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return %[[V2]] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_cext
// CHECK-SAME: (!llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @cnone
// CHECK-SAME: () attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_cnone
// CHECK-SAME: () attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.call @cnone() : () -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @t
// CHECK-SAME: (%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @ok2
// CHECK-SAME: (%arg0: i32) -> i32 {
// CHECK-NEXT: %[[V0:.*]] = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: llvm.return %[[V0]] : i32
// CHECK-NEXT: }
