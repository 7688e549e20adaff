// The C wrappers of --convert-func-to-llvm (llvm.emit_c_interface) and the
// functions they wrap keep argument and result attributes as MLIR keeps
// them: the function converted (byval = index becomes i64; a memref's
// fields get empty dictionaries), the wrapper as written, after an empty
// dictionary for the results' pointer when the results travel through
// memory (then without result attributes). The CHECK lines are
// mlir-opt-19's output for the same input.
// RUN: rulir-opt --convert-func-to-llvm %s | FileCheck %s

func.func @w(%a: memref<?xf32> {llvm.noalias}, %b: i32 {llvm.signext}, %c: !llvm.ptr {llvm.byval = index}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
  return %b : i32
}
func.func private @x(%a: memref<4xf32> {llvm.noalias}, %b: i32 {llvm.signext}) -> (i32 {llvm.zeroext}, i64 {llvm.noundef}) attributes {llvm.emit_c_interface}
func.func @v(%b: i32 {llvm.signext}) -> (i32 {llvm.zeroext}, i64 {llvm.noundef}) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1 : i64
  return %b, %c : i32, i64
}
func.func private @u(%b: i32 {llvm.signext}, %p: !llvm.ptr {llvm.sret = index, llvm.align = 8 : i64}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface}
func.func @y(%a: memref<4xf32> {llvm.noundef}) -> (memref<4xf32> {llvm.noundef}) attributes {llvm.emit_c_interface} {
  return %a : memref<4xf32>
}

// CHECK-LABEL: llvm.func @w
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32 {llvm.signext}, %arg6: !llvm.ptr {llvm.byval = i64}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return %arg5 : i32
// CHECK-LABEL: llvm.func @_mlir_ciface_w
// CHECK-SAME: (%arg0: !llvm.ptr {llvm.noalias}, %arg1: i32 {llvm.signext}, %arg2: !llvm.ptr {llvm.byval = index}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK: %[[R:.*]] = llvm.call @w(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg1, %arg2) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.return %[[R]] : i32
// CHECK-LABEL: llvm.func private @x
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32 {llvm.signext}) -> !llvm.struct<(i32, i64)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK: llvm.call @_mlir_ciface_x(%{{.*}}, %{{.*}}, %arg5) : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-LABEL: llvm.func @_mlir_ciface_x
// CHECK-SAME: (!llvm.ptr, !llvm.ptr {llvm.noalias}, i32 {llvm.signext}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @v
// CHECK-SAME: (%arg0: i32 {llvm.signext}) -> !llvm.struct<(i32, i64)> attributes {llvm.emit_c_interface} {
// CHECK-LABEL: llvm.func @_mlir_ciface_v
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: i32 {llvm.signext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %[[V:.*]] = llvm.call @v(%arg1) : (i32) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.store %[[V]], %arg0 : !llvm.struct<(i32, i64)>, !llvm.ptr
// CHECK-LABEL: llvm.func private @u
// CHECK-SAME: (%arg0: i32 {llvm.signext}, %arg1: !llvm.ptr {llvm.align = 8 : i64, llvm.sret = i64}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %[[U:.*]] = llvm.call @_mlir_ciface_u(%arg0, %arg1) : (i32, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.return %[[U]] : i32
// CHECK-LABEL: llvm.func @_mlir_ciface_u
// CHECK-SAME: (i32 {llvm.signext}, !llvm.ptr {llvm.align = 8 : i64, llvm.sret = index}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @y
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {llvm.noundef}) attributes {llvm.emit_c_interface} {
// CHECK-LABEL: llvm.func @_mlir_ciface_y
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr {llvm.noundef}) attributes {llvm.emit_c_interface} {
