// vector.contract under --convert-vector-to-llvm (MLIR 19's default dot
// lowering, in the pre-pass): matmul- and matvec-like contractions by rows
// and reductions, the others unrolled; the CHECK lines are mlir-opt-19's
// output.
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s

#matmat_accesses = [
  affine_map<(i, j, k) -> (i, k)>,
  affine_map<(i, j, k) -> (k, j)>,
  affine_map<(i, j, k) -> (i, j)>
]
#matmat_trait = {
  indexing_maps = #matmat_accesses,
  iterator_types = ["parallel", "parallel", "reduction"]
}
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract #matmat_trait %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
#dot = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>]
func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
func.func @matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @vecmat(%a: vector<3xi32>, %b: vector<3x2xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<3xi32>, vector<3x2xi32> into vector<2xi32>
  return %0 : vector<2xi32>
}
func.func @matmul_t(%a: vector<3x2xf32>, %b: vector<2x3xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xf32>, vector<2x3xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @batch(%a: vector<2x2x3xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  return %0 : vector<2x2x2xf32>
}
func.func @red2(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into f32
  return %0 : f32
}
func.func @outer(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<4x2xf32>) -> vector<4x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (j, i)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
func.func @mid(%a: vector<3x2xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(k, i) -> (k, i)>, affine_map<(k, i) -> (k)>, affine_map<(k, i) -> (i)>], iterator_types = ["reduction", "parallel"]} %a, %b, %c : vector<3x2xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @matmul(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<2xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %18[%19 : i64] : vector<2xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<3xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<2xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %24[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<3xf32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %24[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %32 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<2xf32>
// CHECK-NEXT: %35 = llvm.extractvalue %31[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %37 = llvm.insertelement %34, %35[%36 : i64] : vector<3xf32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %31[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %39 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %41 = llvm.extractelement %39[%40 : i64] : vector<2xf32>
// CHECK-NEXT: %42 = llvm.extractvalue %38[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %44 = llvm.insertelement %41, %42[%43 : i64] : vector<3xf32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %38[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %46 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %47 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %48 = arith.mulf %46, %47 : vector<3xf32>
// CHECK-NEXT: %49 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %50 = "llvm.intr.vector.reduce.fadd"(%49, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %51 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %52 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %53 = llvm.insertelement %50, %51[%52 : i64] : vector<2xf32>
// CHECK-NEXT: %54 = llvm.insertvalue %53, %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %55 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %56 = arith.mulf %46, %55 : vector<3xf32>
// CHECK-NEXT: %57 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %58 = "llvm.intr.vector.reduce.fadd"(%57, %56) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %59 = llvm.extractvalue %54[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %61 = llvm.insertelement %58, %59[%60 : i64] : vector<2xf32>
// CHECK-NEXT: %62 = llvm.insertvalue %61, %54[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %63 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %64 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %65 = arith.mulf %63, %64 : vector<3xf32>
// CHECK-NEXT: %66 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %67 = "llvm.intr.vector.reduce.fadd"(%66, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %68 = llvm.extractvalue %62[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %69 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %70 = llvm.insertelement %67, %68[%69 : i64] : vector<2xf32>
// CHECK-NEXT: %71 = llvm.insertvalue %70, %62[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %72 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %73 = arith.mulf %63, %72 : vector<3xf32>
// CHECK-NEXT: %74 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %75 = "llvm.intr.vector.reduce.fadd"(%74, %73) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %76 = llvm.extractvalue %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %77 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %78 = llvm.insertelement %75, %76[%77 : i64] : vector<2xf32>
// CHECK-NEXT: %79 = llvm.insertvalue %78, %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %80 = builtin.unrealized_conversion_cast %79 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %81 = arith.addf %80, %arg2 : vector<2x2xf32>
// CHECK-NEXT: return %81 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%arg2, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : vector<3xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.fadd"(%3, %2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.insertelement %4, %cst[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = arith.mulf %7, %arg1 : vector<3xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %10 = "llvm.intr.vector.reduce.fadd"(%9, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %6[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = arith.addf %12, %arg2 : vector<2xf32>
// CHECK-NEXT: return %13 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecmat(%arg0: vector<3xi32>, %arg1: vector<3x2xi32>, %arg2: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %2[%3 : i64] : vector<2xi32>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i64] : vector<3xi32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %11 = llvm.extractelement %9[%10 : i64] : vector<2xi32>
// CHECK-NEXT: %12 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertelement %11, %12[%13 : i64] : vector<3xi32>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %8[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.extractelement %16[%17 : i64] : vector<2xi32>
// CHECK-NEXT: %19 = llvm.extractvalue %15[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %18, %19[%20 : i64] : vector<3xi32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %15[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %23 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %25 = llvm.extractelement %23[%24 : i64] : vector<2xi32>
// CHECK-NEXT: %26 = llvm.extractvalue %22[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.insertelement %25, %26[%27 : i64] : vector<3xi32>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %22[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %30 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %32 = llvm.extractelement %30[%31 : i64] : vector<2xi32>
// CHECK-NEXT: %33 = llvm.extractvalue %29[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %35 = llvm.insertelement %32, %33[%34 : i64] : vector<3xi32>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %29[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %37 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %39 = llvm.extractelement %37[%38 : i64] : vector<2xi32>
// CHECK-NEXT: %40 = llvm.extractvalue %36[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertelement %39, %40[%41 : i64] : vector<3xi32>
// CHECK-NEXT: %43 = llvm.insertvalue %42, %36[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %44 = llvm.extractvalue %43[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %45 = arith.muli %44, %arg0 : vector<3xi32>
// CHECK-NEXT: %46 = "llvm.intr.vector.reduce.add"(%45) : (vector<3xi32>) -> i32
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %48 = llvm.insertelement %46, %cst[%47 : i64] : vector<2xi32>
// CHECK-NEXT: %49 = llvm.extractvalue %43[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %50 = arith.muli %49, %arg0 : vector<3xi32>
// CHECK-NEXT: %51 = "llvm.intr.vector.reduce.add"(%50) : (vector<3xi32>) -> i32
// CHECK-NEXT: %52 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %53 = llvm.insertelement %51, %48[%52 : i64] : vector<2xi32>
// CHECK-NEXT: %54 = arith.addi %53, %arg2 : vector<2xi32>
// CHECK-NEXT: return %54 : vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_t(%arg0: vector<3x2xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<2xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %18[%19 : i64] : vector<2xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<3xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<2xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %24[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<3xf32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %24[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %32 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<2xf32>
// CHECK-NEXT: %35 = llvm.extractvalue %31[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %37 = llvm.insertelement %34, %35[%36 : i64] : vector<3xf32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %31[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %39 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %41 = llvm.extractelement %39[%40 : i64] : vector<2xf32>
// CHECK-NEXT: %42 = llvm.extractvalue %38[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %44 = llvm.insertelement %41, %42[%43 : i64] : vector<3xf32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %38[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %46 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %47 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %48 = arith.mulf %46, %47 : vector<3xf32>
// CHECK-NEXT: %49 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %50 = "llvm.intr.vector.reduce.fadd"(%49, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %51 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %52 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %53 = llvm.insertelement %50, %51[%52 : i64] : vector<2xf32>
// CHECK-NEXT: %54 = llvm.insertvalue %53, %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %55 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %56 = arith.mulf %46, %55 : vector<3xf32>
// CHECK-NEXT: %57 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %58 = "llvm.intr.vector.reduce.fadd"(%57, %56) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %59 = llvm.extractvalue %54[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %61 = llvm.insertelement %58, %59[%60 : i64] : vector<2xf32>
// CHECK-NEXT: %62 = llvm.insertvalue %61, %54[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %63 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %64 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %65 = arith.mulf %63, %64 : vector<3xf32>
// CHECK-NEXT: %66 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %67 = "llvm.intr.vector.reduce.fadd"(%66, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %68 = llvm.extractvalue %62[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %69 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %70 = llvm.insertelement %67, %68[%69 : i64] : vector<2xf32>
// CHECK-NEXT: %71 = llvm.insertvalue %70, %62[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %72 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %73 = arith.mulf %63, %72 : vector<3xf32>
// CHECK-NEXT: %74 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %75 = "llvm.intr.vector.reduce.fadd"(%74, %73) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %76 = llvm.extractvalue %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %77 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %78 = llvm.insertelement %75, %76[%77 : i64] : vector<2xf32>
// CHECK-NEXT: %79 = llvm.insertvalue %78, %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %80 = builtin.unrealized_conversion_cast %79 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %81 = arith.addf %80, %arg2 : vector<2x2xf32>
// CHECK-NEXT: return %81 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch(%arg0: vector<2x2x3xf32>, %arg1: vector<2x3x2xf32>, %arg2: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<2x2x2xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %cst_1 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %8[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.insertelement %10, %11[%12 : i64] : vector<3xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %15[%16 : i64] : vector<2xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %14[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.insertelement %17, %18[%19 : i64] : vector<3xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %14[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %22[%23 : i64] : vector<2xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %21[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %27 = llvm.insertelement %24, %25[%26 : i64] : vector<3xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %21[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.extractelement %29[%30 : i64] : vector<2xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %28[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %34 = llvm.insertelement %31, %32[%33 : i64] : vector<3xf32>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %28[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %37 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %38 = llvm.extractelement %36[%37 : i64] : vector<2xf32>
// CHECK-NEXT: %39 = llvm.extractvalue %35[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %41 = llvm.insertelement %38, %39[%40 : i64] : vector<3xf32>
// CHECK-NEXT: %42 = llvm.insertvalue %41, %35[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %44 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %45 = llvm.extractelement %43[%44 : i64] : vector<2xf32>
// CHECK-NEXT: %46 = llvm.extractvalue %42[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %47 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %48 = llvm.insertelement %45, %46[%47 : i64] : vector<3xf32>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %42[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %51 = llvm.extractvalue %49[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %52 = arith.mulf %50, %51 : vector<3xf32>
// CHECK-NEXT: %53 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %54 = "llvm.intr.vector.reduce.fadd"(%53, %52) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %55 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %56 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %57 = llvm.insertelement %54, %55[%56 : i64] : vector<2xf32>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %59 = llvm.extractvalue %49[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %60 = arith.mulf %50, %59 : vector<3xf32>
// CHECK-NEXT: %61 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %62 = "llvm.intr.vector.reduce.fadd"(%61, %60) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %63 = llvm.extractvalue %58[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %64 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %65 = llvm.insertelement %62, %63[%64 : i64] : vector<2xf32>
// CHECK-NEXT: %66 = llvm.insertvalue %65, %58[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %67 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %68 = llvm.extractvalue %49[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %69 = arith.mulf %67, %68 : vector<3xf32>
// CHECK-NEXT: %70 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %71 = "llvm.intr.vector.reduce.fadd"(%70, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %72 = llvm.extractvalue %66[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %73 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %74 = llvm.insertelement %71, %72[%73 : i64] : vector<2xf32>
// CHECK-NEXT: %75 = llvm.insertvalue %74, %66[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %76 = llvm.extractvalue %49[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %77 = arith.mulf %67, %76 : vector<3xf32>
// CHECK-NEXT: %78 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %79 = "llvm.intr.vector.reduce.fadd"(%78, %77) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %80 = llvm.extractvalue %75[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %81 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %82 = llvm.insertelement %79, %80[%81 : i64] : vector<2xf32>
// CHECK-NEXT: %83 = llvm.insertvalue %82, %75[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %84 = builtin.unrealized_conversion_cast %83 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %85 = arith.addf %84, %7 : vector<2x2xf32>
// CHECK-NEXT: %86 = builtin.unrealized_conversion_cast %85 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %87 = llvm.insertvalue %86, %5[0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %88 = llvm.extractvalue %2[1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %89 = builtin.unrealized_conversion_cast %88 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %90 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %91 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %92 = llvm.extractelement %90[%91 : i64] : vector<2xf32>
// CHECK-NEXT: %93 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %94 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %95 = llvm.insertelement %92, %93[%94 : i64] : vector<3xf32>
// CHECK-NEXT: %96 = llvm.insertvalue %95, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %97 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %98 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %99 = llvm.extractelement %97[%98 : i64] : vector<2xf32>
// CHECK-NEXT: %100 = llvm.extractvalue %96[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %101 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %102 = llvm.insertelement %99, %100[%101 : i64] : vector<3xf32>
// CHECK-NEXT: %103 = llvm.insertvalue %102, %96[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %104 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %105 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %106 = llvm.extractelement %104[%105 : i64] : vector<2xf32>
// CHECK-NEXT: %107 = llvm.extractvalue %103[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %108 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %109 = llvm.insertelement %106, %107[%108 : i64] : vector<3xf32>
// CHECK-NEXT: %110 = llvm.insertvalue %109, %103[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %111 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %112 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %113 = llvm.extractelement %111[%112 : i64] : vector<2xf32>
// CHECK-NEXT: %114 = llvm.extractvalue %110[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %115 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %116 = llvm.insertelement %113, %114[%115 : i64] : vector<3xf32>
// CHECK-NEXT: %117 = llvm.insertvalue %116, %110[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %118 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %119 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %120 = llvm.extractelement %118[%119 : i64] : vector<2xf32>
// CHECK-NEXT: %121 = llvm.extractvalue %117[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %122 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %123 = llvm.insertelement %120, %121[%122 : i64] : vector<3xf32>
// CHECK-NEXT: %124 = llvm.insertvalue %123, %117[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %125 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %126 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %127 = llvm.extractelement %125[%126 : i64] : vector<2xf32>
// CHECK-NEXT: %128 = llvm.extractvalue %124[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %129 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %130 = llvm.insertelement %127, %128[%129 : i64] : vector<3xf32>
// CHECK-NEXT: %131 = llvm.insertvalue %130, %124[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %132 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %133 = llvm.extractvalue %131[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %134 = arith.mulf %132, %133 : vector<3xf32>
// CHECK-NEXT: %135 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %136 = "llvm.intr.vector.reduce.fadd"(%135, %134) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %137 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %138 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %139 = llvm.insertelement %136, %137[%138 : i64] : vector<2xf32>
// CHECK-NEXT: %140 = llvm.insertvalue %139, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %141 = llvm.extractvalue %131[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %142 = arith.mulf %132, %141 : vector<3xf32>
// CHECK-NEXT: %143 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %144 = "llvm.intr.vector.reduce.fadd"(%143, %142) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %145 = llvm.extractvalue %140[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %146 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %147 = llvm.insertelement %144, %145[%146 : i64] : vector<2xf32>
// CHECK-NEXT: %148 = llvm.insertvalue %147, %140[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %149 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %150 = llvm.extractvalue %131[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %151 = arith.mulf %149, %150 : vector<3xf32>
// CHECK-NEXT: %152 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %153 = "llvm.intr.vector.reduce.fadd"(%152, %151) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %154 = llvm.extractvalue %148[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %155 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %156 = llvm.insertelement %153, %154[%155 : i64] : vector<2xf32>
// CHECK-NEXT: %157 = llvm.insertvalue %156, %148[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %158 = llvm.extractvalue %131[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %159 = arith.mulf %149, %158 : vector<3xf32>
// CHECK-NEXT: %160 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %161 = "llvm.intr.vector.reduce.fadd"(%160, %159) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %162 = llvm.extractvalue %157[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %163 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %164 = llvm.insertelement %161, %162[%163 : i64] : vector<2xf32>
// CHECK-NEXT: %165 = llvm.insertvalue %164, %157[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %166 = builtin.unrealized_conversion_cast %165 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %167 = arith.addf %166, %89 : vector<2x2xf32>
// CHECK-NEXT: %168 = builtin.unrealized_conversion_cast %167 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %169 = llvm.insertvalue %168, %87[1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %170 = builtin.unrealized_conversion_cast %169 : !llvm.array<2 x array<2 x vector<2xf32>>> to vector<2x2x2xf32>
// CHECK-NEXT: return %170 : vector<2x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red2(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<2xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.insertelement %5, %cst[%6 : i64] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %8[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %7[%11 : i64] : vector<3xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
// CHECK-NEXT: %16 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %17 = llvm.insertelement %15, %12[%16 : i64] : vector<3xf32>
// CHECK-NEXT: %18 = arith.mulf %2, %17 : vector<3xf32>
// CHECK-NEXT: %19 = "llvm.intr.vector.reduce.fadd"(%arg2, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %20 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %23 = llvm.extractelement %21[%22 : i64] : vector<2xf32>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %25 = llvm.insertelement %23, %cst[%24 : i64] : vector<3xf32>
// CHECK-NEXT: %26 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<2xf32>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %28, %25[%29 : i64] : vector<3xf32>
// CHECK-NEXT: %31 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<2xf32>
// CHECK-NEXT: %34 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %35 = llvm.insertelement %33, %30[%34 : i64] : vector<3xf32>
// CHECK-NEXT: %36 = arith.mulf %20, %35 : vector<3xf32>
// CHECK-NEXT: %37 = "llvm.intr.vector.reduce.fadd"(%19, %36) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: return %37 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @outer(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<4x2xf32>) -> vector<4x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<4x2xf32> to !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<4x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<4xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %3[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %3[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %10[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %18[%19 : i64] : vector<4xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %17[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<3xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<4xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %24[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<3xf32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %24[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %32 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<4xf32>
// CHECK-NEXT: %35 = llvm.extractvalue %31[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %37 = llvm.insertelement %34, %35[%36 : i64] : vector<3xf32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %31[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %39 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %41 = llvm.extractelement %39[%40 : i64] : vector<4xf32>
// CHECK-NEXT: %42 = llvm.extractvalue %38[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %44 = llvm.insertelement %41, %42[%43 : i64] : vector<3xf32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %38[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %46 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %47 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %48 = llvm.extractelement %46[%47 : i64] : vector<4xf32>
// CHECK-NEXT: %49 = llvm.extractvalue %45[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %51 = llvm.insertelement %48, %49[%50 : i64] : vector<3xf32>
// CHECK-NEXT: %52 = llvm.insertvalue %51, %45[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %53 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %54 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %55 = llvm.extractelement %53[%54 : i64] : vector<4xf32>
// CHECK-NEXT: %56 = llvm.extractvalue %52[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %57 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %58 = llvm.insertelement %55, %56[%57 : i64] : vector<3xf32>
// CHECK-NEXT: %59 = llvm.insertvalue %58, %52[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %60 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %61 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %62 = llvm.extractelement %60[%61 : i64] : vector<4xf32>
// CHECK-NEXT: %63 = llvm.extractvalue %59[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %64 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %65 = llvm.insertelement %62, %63[%64 : i64] : vector<3xf32>
// CHECK-NEXT: %66 = llvm.insertvalue %65, %59[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %67 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %68 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %69 = llvm.extractelement %67[%68 : i64] : vector<4xf32>
// CHECK-NEXT: %70 = llvm.extractvalue %66[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %71 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %72 = llvm.insertelement %69, %70[%71 : i64] : vector<3xf32>
// CHECK-NEXT: %73 = llvm.insertvalue %72, %66[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %74 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %75 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %76 = llvm.extractelement %74[%75 : i64] : vector<4xf32>
// CHECK-NEXT: %77 = llvm.extractvalue %73[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %78 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %79 = llvm.insertelement %76, %77[%78 : i64] : vector<3xf32>
// CHECK-NEXT: %80 = llvm.insertvalue %79, %73[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %81 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %82 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %83 = llvm.extractelement %81[%82 : i64] : vector<4xf32>
// CHECK-NEXT: %84 = llvm.extractvalue %80[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %85 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %86 = llvm.insertelement %83, %84[%85 : i64] : vector<3xf32>
// CHECK-NEXT: %87 = llvm.insertvalue %86, %80[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %88 = llvm.extractvalue %87[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %89 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %90 = arith.mulf %88, %89 : vector<3xf32>
// CHECK-NEXT: %91 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %92 = "llvm.intr.vector.reduce.fadd"(%91, %90) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %93 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %94 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %95 = llvm.insertelement %92, %93[%94 : i64] : vector<2xf32>
// CHECK-NEXT: %96 = llvm.insertvalue %95, %2[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %97 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %98 = arith.mulf %88, %97 : vector<3xf32>
// CHECK-NEXT: %99 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %100 = "llvm.intr.vector.reduce.fadd"(%99, %98) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %101 = llvm.extractvalue %96[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %102 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %103 = llvm.insertelement %100, %101[%102 : i64] : vector<2xf32>
// CHECK-NEXT: %104 = llvm.insertvalue %103, %96[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %105 = llvm.extractvalue %87[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %106 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %107 = arith.mulf %105, %106 : vector<3xf32>
// CHECK-NEXT: %108 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %109 = "llvm.intr.vector.reduce.fadd"(%108, %107) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %110 = llvm.extractvalue %104[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %111 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %112 = llvm.insertelement %109, %110[%111 : i64] : vector<2xf32>
// CHECK-NEXT: %113 = llvm.insertvalue %112, %104[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %114 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %115 = arith.mulf %105, %114 : vector<3xf32>
// CHECK-NEXT: %116 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %117 = "llvm.intr.vector.reduce.fadd"(%116, %115) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %118 = llvm.extractvalue %113[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %119 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %120 = llvm.insertelement %117, %118[%119 : i64] : vector<2xf32>
// CHECK-NEXT: %121 = llvm.insertvalue %120, %113[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %122 = llvm.extractvalue %87[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %123 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %124 = arith.mulf %122, %123 : vector<3xf32>
// CHECK-NEXT: %125 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %126 = "llvm.intr.vector.reduce.fadd"(%125, %124) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %127 = llvm.extractvalue %121[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %128 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %129 = llvm.insertelement %126, %127[%128 : i64] : vector<2xf32>
// CHECK-NEXT: %130 = llvm.insertvalue %129, %121[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %131 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %132 = arith.mulf %122, %131 : vector<3xf32>
// CHECK-NEXT: %133 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %134 = "llvm.intr.vector.reduce.fadd"(%133, %132) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %135 = llvm.extractvalue %130[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %136 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %137 = llvm.insertelement %134, %135[%136 : i64] : vector<2xf32>
// CHECK-NEXT: %138 = llvm.insertvalue %137, %130[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %139 = llvm.extractvalue %87[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %140 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %141 = arith.mulf %139, %140 : vector<3xf32>
// CHECK-NEXT: %142 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %143 = "llvm.intr.vector.reduce.fadd"(%142, %141) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %144 = llvm.extractvalue %138[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %145 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %146 = llvm.insertelement %143, %144[%145 : i64] : vector<2xf32>
// CHECK-NEXT: %147 = llvm.insertvalue %146, %138[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %148 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %149 = arith.mulf %139, %148 : vector<3xf32>
// CHECK-NEXT: %150 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %151 = "llvm.intr.vector.reduce.fadd"(%150, %149) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %152 = llvm.extractvalue %147[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %153 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %154 = llvm.insertelement %151, %152[%153 : i64] : vector<2xf32>
// CHECK-NEXT: %155 = llvm.insertvalue %154, %147[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %156 = builtin.unrealized_conversion_cast %155 : !llvm.array<4 x vector<2xf32>> to vector<4x2xf32>
// CHECK-NEXT: %157 = arith.addf %156, %arg2 : vector<4x2xf32>
// CHECK-NEXT: return %157 : vector<4x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mid(%arg0: vector<3x2xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %1[%2 : i64] : vector<2xf32>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.insertelement %3, %cst_0[%4 : i64] : vector<3xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.extractelement %6[%7 : i64] : vector<2xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %8, %5[%9 : i64] : vector<3xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<2xf32>
// CHECK-NEXT: %14 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %13, %10[%14 : i64] : vector<3xf32>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %arg2[%16 : i64] : vector<2xf32>
// CHECK-NEXT: %18 = arith.mulf %15, %arg1 : vector<3xf32>
// CHECK-NEXT: %19 = "llvm.intr.vector.reduce.fadd"(%17, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %19, %cst[%20 : i64] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %22[%23 : i64] : vector<2xf32>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.insertelement %24, %cst_0[%25 : i64] : vector<3xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<2xf32>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %29, %26[%30 : i64] : vector<3xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<2xf32>
// CHECK-NEXT: %35 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %34, %31[%35 : i64] : vector<3xf32>
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %38 = llvm.extractelement %arg2[%37 : i64] : vector<2xf32>
// CHECK-NEXT: %39 = arith.mulf %36, %arg1 : vector<3xf32>
// CHECK-NEXT: %40 = "llvm.intr.vector.reduce.fadd"(%38, %39) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertelement %40, %21[%41 : i64] : vector<2xf32>
// CHECK-NEXT: return %42 : vector<2xf32>
// CHECK-NEXT: }
