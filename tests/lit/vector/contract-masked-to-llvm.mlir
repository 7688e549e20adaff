// --convert-vector-to-llvm on contractions inside a vector.mask: MLIR's
// generic ContractionOpLowering (its dot lowering leaves masked ones)
// unrolls them with the mask sliced along each unrolled iterator, down to
// masked vector.reductions, which become llvm.intr.vp.reduce.* over the
// mask's row. The CHECK lines are mlir-opt-19's output (constants in any
// order).
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @matvec(%arg0: vector<2x3xi32>, %arg1: vector<3xi32>, %arg2: vector<2xi32>, %arg3: vector<2x3xi1>) -> vector<2xi32> {
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %arg2[%3 : i64] : vector<2xi32>
// CHECK-NEXT:   %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %6 = arith.muli %2, %arg1 : vector<3xi32>
// CHECK-NEXT:   %7 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %8 = "llvm.intr.vp.reduce.add"(%4, %6, %5, %7) : (i32, vector<3xi32>, vector<3xi1>, i32) -> i32
// CHECK-NEXT:   %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %10 = llvm.insertelement %8, %cst[%9 : i64] : vector<2xi32>
// CHECK-NEXT:   %11 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %13 = llvm.extractelement %arg2[%12 : i64] : vector<2xi32>
// CHECK-NEXT:   %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %15 = arith.muli %11, %arg1 : vector<3xi32>
// CHECK-NEXT:   %16 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %17 = "llvm.intr.vp.reduce.add"(%13, %15, %14, %16) : (i32, vector<3xi32>, vector<3xi1>, i32) -> i32
// CHECK-NEXT:   %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %19 = llvm.insertelement %17, %10[%18 : i64] : vector<2xi32>
// CHECK-NEXT:   return %19 : vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kmn(%arg0: vector<3x2xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>, %arg3: vector<2x2x3xi1>) -> vector<2x2xf32> {
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x2x3xi1> to !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %cst_1 = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT:   %5 = llvm.extractvalue %3[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %7 = llvm.extractelement %5[%6 : i64] : vector<2xf32>
// CHECK-NEXT:   %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %9 = llvm.insertelement %7, %cst_1[%8 : i64] : vector<3xf32>
// CHECK-NEXT:   %10 = llvm.extractvalue %3[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %12 = llvm.extractelement %10[%11 : i64] : vector<2xf32>
// CHECK-NEXT:   %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %14 = llvm.insertelement %12, %9[%13 : i64] : vector<3xf32>
// CHECK-NEXT:   %15 = llvm.extractvalue %3[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %17 = llvm.extractelement %15[%16 : i64] : vector<2xf32>
// CHECK-NEXT:   %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %19 = llvm.insertelement %17, %14[%18 : i64] : vector<3xf32>
// CHECK-NEXT:   %20 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %22 = llvm.extractelement %20[%21 : i64] : vector<2xf32>
// CHECK-NEXT:   %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %24 = llvm.insertelement %22, %cst_1[%23 : i64] : vector<3xf32>
// CHECK-NEXT:   %25 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %27 = llvm.extractelement %25[%26 : i64] : vector<2xf32>
// CHECK-NEXT:   %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %29 = llvm.insertelement %27, %24[%28 : i64] : vector<3xf32>
// CHECK-NEXT:   %30 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %32 = llvm.extractelement %30[%31 : i64] : vector<2xf32>
// CHECK-NEXT:   %33 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %34 = llvm.insertelement %32, %29[%33 : i64] : vector<3xf32>
// CHECK-NEXT:   %35 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %36 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %37 = llvm.extractelement %35[%36 : i64] : vector<2xf32>
// CHECK-NEXT:   %38 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xi1>>> 
// CHECK-NEXT:   %39 = arith.mulf %19, %34 : vector<3xf32>
// CHECK-NEXT:   %40 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %41 = "llvm.intr.vp.reduce.fadd"(%37, %39, %38, %40) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %42 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %43 = llvm.insertelement %41, %cst[%42 : i64] : vector<2xf32>
// CHECK-NEXT:   %44 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %45 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %46 = llvm.extractelement %44[%45 : i64] : vector<2xf32>
// CHECK-NEXT:   %47 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %48 = llvm.insertelement %46, %cst_1[%47 : i64] : vector<3xf32>
// CHECK-NEXT:   %49 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %50 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %51 = llvm.extractelement %49[%50 : i64] : vector<2xf32>
// CHECK-NEXT:   %52 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %53 = llvm.insertelement %51, %48[%52 : i64] : vector<3xf32>
// CHECK-NEXT:   %54 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %55 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %56 = llvm.extractelement %54[%55 : i64] : vector<2xf32>
// CHECK-NEXT:   %57 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %58 = llvm.insertelement %56, %53[%57 : i64] : vector<3xf32>
// CHECK-NEXT:   %59 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %61 = llvm.extractelement %59[%60 : i64] : vector<2xf32>
// CHECK-NEXT:   %62 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xi1>>> 
// CHECK-NEXT:   %63 = arith.mulf %19, %58 : vector<3xf32>
// CHECK-NEXT:   %64 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %65 = "llvm.intr.vp.reduce.fadd"(%61, %63, %62, %64) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %66 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %67 = llvm.insertelement %65, %43[%66 : i64] : vector<2xf32>
// CHECK-NEXT:   %68 = llvm.insertvalue %67, %4[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %69 = llvm.extractvalue %3[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %70 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %71 = llvm.extractelement %69[%70 : i64] : vector<2xf32>
// CHECK-NEXT:   %72 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %73 = llvm.insertelement %71, %cst_1[%72 : i64] : vector<3xf32>
// CHECK-NEXT:   %74 = llvm.extractvalue %3[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %75 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %76 = llvm.extractelement %74[%75 : i64] : vector<2xf32>
// CHECK-NEXT:   %77 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %78 = llvm.insertelement %76, %73[%77 : i64] : vector<3xf32>
// CHECK-NEXT:   %79 = llvm.extractvalue %3[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %80 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %81 = llvm.extractelement %79[%80 : i64] : vector<2xf32>
// CHECK-NEXT:   %82 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %83 = llvm.insertelement %81, %78[%82 : i64] : vector<3xf32>
// CHECK-NEXT:   %84 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %85 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %86 = llvm.extractelement %84[%85 : i64] : vector<2xf32>
// CHECK-NEXT:   %87 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %88 = llvm.insertelement %86, %cst_1[%87 : i64] : vector<3xf32>
// CHECK-NEXT:   %89 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %90 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %91 = llvm.extractelement %89[%90 : i64] : vector<2xf32>
// CHECK-NEXT:   %92 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %93 = llvm.insertelement %91, %88[%92 : i64] : vector<3xf32>
// CHECK-NEXT:   %94 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %95 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %96 = llvm.extractelement %94[%95 : i64] : vector<2xf32>
// CHECK-NEXT:   %97 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %98 = llvm.insertelement %96, %93[%97 : i64] : vector<3xf32>
// CHECK-NEXT:   %99 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %100 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %101 = llvm.extractelement %99[%100 : i64] : vector<2xf32>
// CHECK-NEXT:   %102 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xi1>>> 
// CHECK-NEXT:   %103 = arith.mulf %83, %98 : vector<3xf32>
// CHECK-NEXT:   %104 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %105 = "llvm.intr.vp.reduce.fadd"(%101, %103, %102, %104) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %106 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %107 = llvm.insertelement %105, %cst[%106 : i64] : vector<2xf32>
// CHECK-NEXT:   %108 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %109 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %110 = llvm.extractelement %108[%109 : i64] : vector<2xf32>
// CHECK-NEXT:   %111 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %112 = llvm.insertelement %110, %cst_1[%111 : i64] : vector<3xf32>
// CHECK-NEXT:   %113 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %114 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %115 = llvm.extractelement %113[%114 : i64] : vector<2xf32>
// CHECK-NEXT:   %116 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %117 = llvm.insertelement %115, %112[%116 : i64] : vector<3xf32>
// CHECK-NEXT:   %118 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %119 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %120 = llvm.extractelement %118[%119 : i64] : vector<2xf32>
// CHECK-NEXT:   %121 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %122 = llvm.insertelement %120, %117[%121 : i64] : vector<3xf32>
// CHECK-NEXT:   %123 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %124 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %125 = llvm.extractelement %123[%124 : i64] : vector<2xf32>
// CHECK-NEXT:   %126 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xi1>>> 
// CHECK-NEXT:   %127 = arith.mulf %83, %122 : vector<3xf32>
// CHECK-NEXT:   %128 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %129 = "llvm.intr.vp.reduce.fadd"(%125, %127, %126, %128) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %130 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %131 = llvm.insertelement %129, %107[%130 : i64] : vector<2xf32>
// CHECK-NEXT:   %132 = llvm.insertvalue %131, %68[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %133 = builtin.unrealized_conversion_cast %132 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:   return %133 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @redk(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>, %arg2: f32, %arg3: vector<2x3xi1>) -> f32 {
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %6 = arith.mulf %3, %4 : vector<3xf32>
// CHECK-NEXT:   %7 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %8 = "llvm.intr.vp.reduce.fadd"(%arg2, %6, %5, %7) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %12 = arith.mulf %9, %10 : vector<3xf32>
// CHECK-NEXT:   %13 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %14 = "llvm.intr.vp.reduce.fadd"(%8, %12, %11, %13) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   return %14 : f32
// CHECK-NEXT: }

#mv = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>]
func.func @matvec(%a: vector<2x3xi32>, %b: vector<3xi32>, %c: vector<2xi32>, %m: vector<2x3xi1>) -> vector<2xi32> {
  %r = vector.mask %m { vector.contract {indexing_maps = #mv, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<3xi32> into vector<2xi32> } : vector<2x3xi1> -> vector<2xi32>
  return %r : vector<2xi32>
}
func.func @kmn(%a: vector<3x2xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %m: vector<2x2x3xi1>) -> vector<2x2xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @redk(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: f32, %m: vector<2x3xi1>) -> f32 {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<2x3xf32> into f32 } : vector<2x3xi1> -> f32
  return %r : f32
}
