// --convert-arith-to-llvm (rules/arith-to-llvm.rules): every rule family on
// one op or more. The CHECK lines of @int_ops ... @vectors are mlir-opt-19's
// output for the same input (rulir's whole output is identical to it, see the
// diff below; @index is checked loosely to cover index-bitwidth=32 too).
// RUN: rulir-opt --convert-arith-to-llvm %s | FileCheck %s
// RUN: rulir-opt --convert-arith-to-llvm %s > %t.rulir && %mlir_opt --convert-arith-to-llvm %s | diff %t.rulir -
// RUN: rulir-opt --convert-arith-to-llvm='index-bitwidth=32' %s | FileCheck %s --check-prefix=I32

// CHECK-LABEL: func.func @int_ops
// CHECK-NEXT: %[[V0:.*]] = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %[[V1:.*]] = llvm.sub %arg1, %[[V0]] : i32
// CHECK-NEXT: %[[V2:.*]] = llvm.mul %[[V1]], %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %[[V3:.*]] = llvm.sdiv %[[V2]], %arg1  : i32
// CHECK-NEXT: %[[V4:.*]] = llvm.udiv %[[V3]], %arg1  : i32
// CHECK-NEXT: %[[V5:.*]] = llvm.srem %[[V4]], %arg1  : i32
// CHECK-NEXT: %[[V6:.*]] = llvm.urem %[[V5]], %arg1  : i32
// CHECK-NEXT: %[[V7:.*]] = llvm.and %[[V6]], %arg1  : i32
// CHECK-NEXT: %[[V8:.*]] = llvm.or %[[V7]], %arg1  : i32
// CHECK-NEXT: %[[V9:.*]] = llvm.xor %[[V8]], %arg1  : i32
// CHECK-NEXT: %[[V10:.*]] = llvm.shl %[[V9]], %arg1 : i32
// CHECK-NEXT: %[[V11:.*]] = llvm.ashr %[[V10]], %arg1  : i32
// CHECK-NEXT: %[[V12:.*]] = llvm.lshr %[[V11]], %arg1  : i32
// CHECK-NEXT: %[[V13:.*]] = llvm.intr.smax(%[[V12]], %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %[[V14:.*]] = llvm.intr.smin(%[[V13]], %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %[[V15:.*]] = llvm.intr.umax(%[[V14]], %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %[[V16:.*]] = llvm.intr.umin(%[[V15]], %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: return %[[V16]] : i32
func.func @int_ops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %b, %0 : i32
  %2 = arith.muli %1, %b overflow<nsw, nuw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %b : i32
  %6 = arith.remui %5, %b : i32
  %7 = arith.andi %6, %b : i32
  %8 = arith.ori %7, %b : i32
  %9 = arith.xori %8, %b : i32
  %10 = arith.shli %9, %b : i32
  %11 = arith.shrsi %10, %b : i32
  %12 = arith.shrui %11, %b : i32
  %13 = arith.maxsi %12, %b : i32
  %14 = arith.minsi %13, %b : i32
  %15 = arith.maxui %14, %b : i32
  %16 = arith.minui %15, %b : i32
  return %16 : i32
}

// CHECK-LABEL: func.func @float_ops
// CHECK-NEXT: %[[V0:.*]] = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %[[V1:.*]] = llvm.fsub %[[V0]], %arg1  : f32
// CHECK-NEXT: %[[V2:.*]] = llvm.fmul %[[V1]], %arg1  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %[[V3:.*]] = llvm.fdiv %[[V2]], %arg1  : f32
// CHECK-NEXT: %[[V4:.*]] = llvm.frem %[[V3]], %arg1  : f32
// CHECK-NEXT: %[[V5:.*]] = llvm.fneg %[[V4]]  : f32
// CHECK-NEXT: %[[V6:.*]] = llvm.intr.maximum(%[[V5]], %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %[[V7:.*]] = llvm.intr.minimum(%[[V6]], %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %[[V8:.*]] = llvm.intr.maxnum(%[[V7]], %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %[[V9:.*]] = llvm.intr.minnum(%[[V8]], %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: return %[[V9]] : f32
func.func @float_ops(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.subf %0, %y : f32
  %2 = arith.mulf %1, %y fastmath<nnan, ninf> : f32
  %3 = arith.divf %2, %y : f32
  %4 = arith.remf %3, %y : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %y : f32
  %7 = arith.minimumf %6, %y : f32
  %8 = arith.maxnumf %7, %y : f32
  %9 = arith.minnumf %8, %y : f32
  return %9 : f32
}

// CHECK-LABEL: func.func @cmp_select
// CHECK-NEXT: %[[V0:.*]] = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = llvm.fcmp "une" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %[[V2:.*]] = llvm.and %[[V0]], %[[V1]]  : i1
// CHECK-NEXT: %[[V3:.*]] = llvm.select %[[V2]], %arg0, %arg1 : i1, i32
// CHECK-NEXT: return %[[V3]] : i32
func.func @cmp_select(%a: i32, %b: i32, %x: f64, %y: f64) -> i32 {
  %0 = arith.cmpi uge, %a, %b : i32
  %1 = arith.cmpf une, %x, %y fastmath<fast> : f64
  %2 = arith.andi %0, %1 : i1
  %3 = arith.select %2, %a, %b : i32
  return %3 : i32
}

// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %[[V0:.*]] = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %[[V1:.*]] = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %[[V2:.*]] = llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT: %[[V3:.*]] = llvm.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %[[V4:.*]] = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %[[V5:.*]] = llvm.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %[[V6:.*]] = llvm.fptoui %arg1 : f32 to i32
// CHECK-NEXT: %[[V7:.*]] = llvm.fpext %arg1 : f32 to f64
// CHECK-NEXT: %[[V8:.*]] = llvm.fptrunc %arg2 : f64 to f32
// CHECK-NEXT: %[[V9:.*]] = llvm.bitcast %arg1 : f32 to i32
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]] : i64, i64, i16, f64, f32, i32, i32, f64, f32, i32
func.func @casts(%a: i32, %x: f32, %h: f64) -> (i64, i64, i16, f64, f32, i32, i32, f64, f32, i32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i16
  %3 = arith.sitofp %a : i32 to f64
  %4 = arith.uitofp %a : i32 to f32
  %5 = arith.fptosi %x : f32 to i32
  %6 = arith.fptoui %x : f32 to i32
  %7 = arith.extf %x : f32 to f64
  %8 = arith.truncf %h : f64 to f32
  %9 = arith.bitcast %x : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i64, i64, i16, f64, f32, i32, i32, f64, f32, i32
}

// The index argument is read through a cast to the converted type; the
// casts between i32 and index are sign-extensions, zero-extensions or
// truncations by the converted widths (index-bitwidth), and nothing between
// types of one width.
// CHECK-LABEL: func.func @index
// CHECK-NEXT:    %[[I:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:    %[[T:.*]] = llvm.trunc %[[I]] : i64 to i32
// CHECK-NEXT:    %[[S:.*]] = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:    %[[SI:.*]] = builtin.unrealized_conversion_cast %[[S]] : i64 to index
// CHECK-NEXT:    %[[Z:.*]] = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT:    %[[ZI:.*]] = builtin.unrealized_conversion_cast %[[Z]] : i64 to index
// CHECK:         %[[T16:.*]] = llvm.trunc %{{.*}} : i64 to i16
// CHECK-NEXT:    return %[[T]], %[[SI]], %[[ZI]], %{{.*}}, %[[T16]] : i32, index, index, i64, i16
// I32-LABEL: func.func @index
// I32-NOT:     llvm.trunc %{{.*}} : i32 to i32
// I32:         %[[S:.*]] = llvm.sext %{{.*}} : i32 to i64
// I32:         %[[T16:.*]] = llvm.trunc %{{.*}} : i32 to i16
func.func @index(%i: index, %a: i32, %b: i64) -> (i32, index, index, i64, i16) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_cast %i : index to i64
  %4 = arith.index_castui %i : index to i16
  return %0, %1, %2, %3, %4 : i32, index, index, i64, i16
}

// A constant keeps its attribute; its result type is converted.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:    %[[F:.*]] = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:    %[[I:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:    %[[II:.*]] = builtin.unrealized_conversion_cast %[[I]] : i64 to index
// CHECK-NEXT:    %[[V:.*]] = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:    return %[[C]], %[[F]], %[[II]], %[[V]]
// I32-LABEL: func.func @constants
// I32:         llvm.mlir.constant(3 : index) : i32
func.func @constants() -> (i32, f32, index, vector<4xi32>) {
  %c = arith.constant 42 : i32
  %f = arith.constant 1.5 : f32
  %i = arith.constant 3 : index
  %v = arith.constant dense<1> : vector<4xi32>
  return %c, %f, %i, %v : i32, f32, index, vector<4xi32>
}

// CHECK-LABEL: func.func @vectors
// CHECK-NEXT: %[[V0:.*]] = llvm.add %arg0, %arg0 : vector<4xi32>
// CHECK-NEXT: %[[V1:.*]] = llvm.fmul %arg1, %arg1  : vector<4xf32>
// CHECK-NEXT: return %[[V0]], %[[V1]] : vector<4xi32>, vector<4xf32>
func.func @vectors(%v: vector<4xi32>, %w: vector<4xf32>) -> (vector<4xi32>, vector<4xf32>) {
  %0 = arith.addi %v, %v : vector<4xi32>
  %1 = arith.mulf %w, %w : vector<4xf32>
  return %0, %1 : vector<4xi32>, vector<4xf32>
}

// The extended ops: the checks are mlir-opt-19's output.
// CHECK-LABEL: func.func @extended
// CHECK-NEXT: %[[X0:.*]] = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[X1:.*]] = llvm.extractvalue %[[X0]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[X2:.*]] = llvm.extractvalue %[[X0]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[X3:.*]] = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %[[X4:.*]] = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %[[X5:.*]] = llvm.mul %[[X3]], %[[X4]] : i64
// CHECK-NEXT: %[[X6:.*]] = llvm.trunc %[[X5]] : i64 to i32
// CHECK-NEXT: %[[X7:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[X8:.*]] = llvm.lshr %[[X5]], %[[X7]]  : i64
// CHECK-NEXT: %[[X9:.*]] = llvm.trunc %[[X8]] : i64 to i32
// CHECK-NEXT: %[[X10:.*]] = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %[[X11:.*]] = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %[[X12:.*]] = llvm.mul %[[X10]], %[[X11]] : i64
// CHECK-NEXT: %[[X13:.*]] = llvm.trunc %[[X12]] : i64 to i32
// CHECK-NEXT: %[[X14:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[X15:.*]] = llvm.lshr %[[X12]], %[[X14]]  : i64
// CHECK-NEXT: %[[X16:.*]] = llvm.trunc %[[X15]] : i64 to i32
// CHECK-NEXT: return %[[X1]], %[[X2]], %[[X6]], %[[X9]], %[[X13]], %[[X16]] : i32, i1, i32, i32, i32, i32
func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  return %s, %o, %l, %h, %ul, %uh : i32, i1, i32, i32, i32, i32
}
