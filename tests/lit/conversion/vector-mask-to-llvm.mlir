// convert-vector-to-llvm on masked reductions of every kind: llvm's
// vector-predicated reductions (MLIR's MaskedReductionOpConversion). The
// CHECK lines are mlir-opt-19's output; the IR lines mlir-translate-19's.
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: rulir-opt %s --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | rulir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: %mlir_opt %s --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-translate-19 --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// CHECK-LABEL: func.func @fadd(%arg0: vector<4xf32>, %arg1: vector<4xi1>) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.fadd"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:   return %2 : f32
// CHECK-LABEL: func.func @fadd_acc(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %1 = "llvm.intr.vp.reduce.fadd"(%arg2, %arg0, %arg1, %0) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:   return %1 : f32
// CHECK-LABEL: func.func @fmul(%arg0: vector<4xf32>, %arg1: vector<4xi1>) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.fmul"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:   return %2 : f32
// CHECK-LABEL: func.func @fmax(%arg0: vector<4xf32>, %arg1: vector<4xi1>) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.fmax"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:   return %2 : f32
// CHECK-LABEL: func.func @fmin(%arg0: vector<4xf32>, %arg1: vector<4xi1>) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0xFFC00000 : f32) : f32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.fmin"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:   return %2 : f32
// CHECK-LABEL: func.func @iadd(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.add"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-LABEL: func.func @imul(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %1 = "llvm.intr.vp.reduce.mul"(%arg2, %arg0, %arg1, %0) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %1 : i32
// CHECK-LABEL: func.func @iand(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.and"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-LABEL: func.func @ior(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.or"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-LABEL: func.func @ixor(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.xor"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-LABEL: func.func @iminui(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.umin"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-LABEL: func.func @iminsi(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.smin"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-LABEL: func.func @imaxui(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.umax"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-LABEL: func.func @imaxsi(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.smax"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-LABEL: func.func @empty(%arg0: vector<4xi1>) {
// CHECK-NEXT:   return
// IR-DAG: declare float @llvm.vp.reduce.fadd.v4f32(float, <4 x float>, <4 x i1>, i32) #0
// IR-DAG: declare float @llvm.vp.reduce.fmul.v4f32(float, <4 x float>, <4 x i1>, i32) #0
// IR-DAG: declare float @llvm.vp.reduce.fmax.v4f32(float, <4 x float>, <4 x i1>, i32) #0
// IR-DAG: declare float @llvm.vp.reduce.fmin.v4f32(float, <4 x float>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.add.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.mul.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.and.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.or.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.xor.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.umin.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.smin.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.umax.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0
// IR-DAG: declare i32 @llvm.vp.reduce.smax.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

func.func @fadd(%v: vector<4xf32>, %k: vector<4xi1>) -> f32 {
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @fadd_acc(%v: vector<4xf32>, %k: vector<4xi1>, %a: f32) -> f32 {
  %0 = vector.mask %k { vector.reduction <add>, %v, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @fmul(%v: vector<4xf32>, %k: vector<4xi1>) -> f32 {
  %0 = vector.mask %k { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @fmax(%v: vector<4xf32>, %k: vector<4xi1>) -> f32 {
  %0 = vector.mask %k { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @fmin(%v: vector<4xf32>, %k: vector<4xi1>) -> f32 {
  %0 = vector.mask %k { vector.reduction <minnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @iadd(%v: vector<4xi32>, %k: vector<4xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @imul(%v: vector<4xi32>, %k: vector<4xi1>, %a: i32) -> i32 {
  %0 = vector.mask %k { vector.reduction <mul>, %v, %a : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @iand(%v: vector<4xi32>, %k: vector<4xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <and>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @ior(%v: vector<4xi32>, %k: vector<4xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <or>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @ixor(%v: vector<4xi32>, %k: vector<4xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <xor>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @iminui(%v: vector<4xi32>, %k: vector<4xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <minui>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @iminsi(%v: vector<4xi32>, %k: vector<4xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <minsi>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @imaxui(%v: vector<4xi32>, %k: vector<4xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <maxui>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @imaxsi(%v: vector<4xi32>, %k: vector<4xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <maxsi>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @empty(%k: vector<4xi1>) {
  vector.mask %k { vector.yield } : vector<4xi1>
  return
}
