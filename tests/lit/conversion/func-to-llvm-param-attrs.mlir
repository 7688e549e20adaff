// --convert-func-to-llvm keeps argument and result attributes (the ABI:
// byval, sret, signext, zeroext, noalias, ...), as MLIR does: the types of
// byval, byref, sret and inalloca are converted; an argument that becomes
// several parameters (a memref descriptor) gives each an empty dictionary;
// result attributes stay when there is one result; a C wrapper takes the
// attributes as written. The CHECK lines are mlir-opt-19's output for the
// same input (the generic form aside, which prints unnamed_addr).
// RUN: rulir-opt --convert-func-to-llvm %s | FileCheck %s
// RUN: rulir-opt --convert-func-to-llvm %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: rulir-opt --convert-func-to-llvm='use-bare-ptr-memref-call-conv' %s | FileCheck %s --check-prefix=BARE
// RUN: rulir-opt --convert-to-llvm %s | FileCheck %s
// The attributes reach LLVM IR (the same as mlir-translate-19 writes):
// RUN: rulir-opt --convert-func-to-llvm --reconcile-unrealized-casts %s \
// RUN:   | rulir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

func.func @f(%p: !llvm.ptr {llvm.byval = i64}, %r: !llvm.ptr {llvm.sret = i32}) {
  return
}
func.func @g(%a: i8 {llvm.signext}) -> (i8 {llvm.zeroext}) {
  return %a : i8
}
func.func private @h(!llvm.ptr {llvm.noalias, llvm.readonly}, i32) -> (i32 {llvm.noundef})
func.func @m(%a: memref<?xf32> {llvm.noalias}, %b: i32 {llvm.signext}) -> (i32, i64) {
  %c = arith.constant 1 : i64
  return %b, %c : i32, i64
}
func.func private @q(%b: !llvm.ptr {llvm.inalloca = index, llvm.dereferenceable = 8 : i64}) -> (index {llvm.noundef})
func.func private @y(%a: memref<4xf32> {llvm.noalias}, %b: !llvm.ptr {llvm.byref = index}) -> (memref<4xf32> {llvm.noundef})

// CHECK-LABEL: llvm.func @f
// CHECK-SAME: (%arg0: !llvm.ptr {llvm.byval = i64}, %arg1: !llvm.ptr {llvm.sret = i32}) {
// CHECK-LABEL: llvm.func @g
// CHECK-SAME: (%arg0: i8 {llvm.signext}) -> (i8 {llvm.zeroext}) {
// CHECK-NEXT: llvm.return %arg0 : i8
// CHECK-LABEL: llvm.func @h
// CHECK-SAME: (!llvm.ptr {llvm.noalias, llvm.readonly}, i32) -> (i32 {llvm.noundef}) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @m
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32 {llvm.signext}) -> !llvm.struct<(i32, i64)> {
// CHECK-LABEL: llvm.func @q
// CHECK-SAME: (!llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.inalloca = i64}) -> (i64 {llvm.noundef}) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @y
// CHECK-SAME: (!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr {llvm.byref = i64}) -> (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {llvm.noundef}) attributes {sym_visibility = "private"}

// GEN: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.byval = i64}, {llvm.sret = i32}], function_type = !llvm.func<void (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f",
// GEN: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.signext}], function_type = !llvm.func<i8 (i8)>, linkage = #llvm.linkage<external>, res_attrs = [{llvm.zeroext}], sym_name = "g",
// GEN: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.noalias, llvm.readonly}, {}], function_type = !llvm.func<i32 (ptr, i32)>, linkage = #llvm.linkage<external>, res_attrs = [{llvm.noundef}], sym_name = "h", sym_visibility = "private",
// GEN: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {}, {}, {}, {}, {llvm.signext}], function_type = !llvm.func<struct<(i32, i64)> (ptr, ptr, i64, i64, i64, i32)>, linkage = #llvm.linkage<external>, sym_name = "m",

// BARE-LABEL: llvm.func @y
// BARE-SAME: (!llvm.ptr {llvm.noalias}, !llvm.ptr {llvm.byref = i64}) -> (!llvm.ptr {llvm.noundef}) attributes {sym_visibility = "private"}

// IR: define void @f(ptr byval(i64) %0, ptr sret(i32) %1) {
// IR: define zeroext i8 @g(i8 signext %0) {
// IR: declare noundef i32 @h(ptr noalias readonly, i32)
// IR: define { i32, i64 } @m(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i32 signext %5) {
