// arith.truncf with a rounding mode keeps it: --convert-arith-to-llvm emits
// llvm.intr.experimental.constrained.fptrunc with the mode (exceptions
// ignored), as MLIR does; without one, a plain llvm.fptrunc. n-D vectors
// are lowered row by row. The CHECK lines are mlir-opt-19's output, and
// the LLVM IR mlir-translate-19 writes for it.
// RUN: rulir-opt --convert-arith-to-llvm %s | FileCheck %s
// RUN: rulir-opt --convert-to-llvm --reconcile-unrealized-casts %s | rulir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

func.func @modes(%a: f64) -> (f32, f32, f32, f32, f32, f32) {
  %0 = arith.truncf %a : f64 to f32
  %1 = arith.truncf %a to_nearest_even : f64 to f32
  %2 = arith.truncf %a downward : f64 to f32
  %3 = arith.truncf %a upward : f64 to f32
  %4 = arith.truncf %a toward_zero : f64 to f32
  %5 = arith.truncf %a to_nearest_away : f64 to f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}
func.func @vectors(%v: vector<4xf64>, %m: vector<2x3xf64>, %h: f32) -> (vector<4xf32>, vector<2x3xf32>, f16) {
  %0 = arith.truncf %v downward : vector<4xf64> to vector<4xf32>
  %1 = arith.truncf %m upward : vector<2x3xf64> to vector<2x3xf32>
  %2 = arith.truncf %h toward_zero : f32 to f16
  return %0, %1, %2 : vector<4xf32>, vector<2x3xf32>, f16
}

// CHECK-LABEL: func.func @modes
// CHECK-NEXT: %0 = llvm.fptrunc %arg0 : f64 to f32
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore : f64 to f32
// CHECK-NEXT: %3 = llvm.intr.experimental.constrained.fptrunc %arg0 upward ignore : f64 to f32
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
// CHECK-NEXT: %5 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore : f64 to f32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
// CHECK-LABEL: func.func @vectors
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf64> to !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore : vector<4xf64> to vector<4xf32>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %3 upward ignore : vector<3xf64> to vector<3xf32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %7 = llvm.intr.experimental.constrained.fptrunc %6 upward ignore : vector<3xf64> to vector<3xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %10 = llvm.intr.experimental.constrained.fptrunc %arg2 towardzero ignore : f32 to f16
// CHECK-NEXT: return %1, %9, %10 : vector<4xf32>, vector<2x3xf32>, f16

// IR-LABEL: define { float, float, float, float, float, float } @modes(double %0) {
// IR-NEXT: %2 = fptrunc double %0 to float
// IR-NEXT: %3 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearest", metadata !"fpexcept.ignore") #1
// IR-NEXT: %4 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.downward", metadata !"fpexcept.ignore") #1
// IR-NEXT: %5 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.upward", metadata !"fpexcept.ignore") #1
// IR-NEXT: %6 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.towardzero", metadata !"fpexcept.ignore") #1
// IR-NEXT: %7 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") #1
// IR-LABEL: define { <4 x float>, [2 x <3 x float>], half } @vectors(<4 x double> %0, [2 x <3 x double>] %1, float %2) {
// IR-NEXT: %4 = call <4 x float> @llvm.experimental.constrained.fptrunc.v4f32.v4f64(<4 x double> %0, metadata !"round.downward", metadata !"fpexcept.ignore") #1
// IR-NEXT: %5 = extractvalue [2 x <3 x double>] %1, 0
// IR-NEXT: %6 = call <3 x float> @llvm.experimental.constrained.fptrunc.v3f32.v3f64(<3 x double> %5, metadata !"round.upward", metadata !"fpexcept.ignore") #1
// IR: %11 = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %2, metadata !"round.towardzero", metadata !"fpexcept.ignore") #1
// IR: declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #0
// IR: declare <4 x float> @llvm.experimental.constrained.fptrunc.v4f32.v4f64(<4 x double>, metadata, metadata) #0
// IR: declare <3 x float> @llvm.experimental.constrained.fptrunc.v3f32.v3f64(<3 x double>, metadata, metadata) #0
// IR: declare half @llvm.experimental.constrained.fptrunc.f16.f32(float, metadata, metadata) #0
// IR: attributes #0 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
// IR-NEXT: attributes #1 = { strictfp }
