// --convert-vector-to-llvm (rules/vector-to-llvm.rules): the CHECK lines are
// mlir-opt-19's output for this input, and rulir-opt's output is compared
// with mlir-opt-19's byte for byte, with default options and with
// reassociate-fp-reductions, from the compiled rules and from the rules file
// interpreted. n-D fma and broadcasts start from MLIR's zero constants (the
// broadcast's hoisted to the entry block and shared, as MLIR's pre-pass
// leaves them). What rulir lowers beyond MLIR 19 (vector.print of vectors,
// 0-D extract) is in tests/lit/vector/to-llvm.mlir.
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s | FileCheck %s
// RUN: %mlir_opt --split-input-file --convert-vector-to-llvm %s | FileCheck %s
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s > %t.rulir
// RUN: %mlir_opt --split-input-file --convert-vector-to-llvm %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm='reassociate-fp-reductions force-32bit-vector-indices=false' %s > %t.rulir2
// RUN: %mlir_opt --split-input-file --convert-vector-to-llvm='reassociate-fp-reductions force-32bit-vector-indices=false' %s > %t.mlir2
// RUN: diff %t.rulir2 %t.mlir2
// RUN: FileCheck %s --check-prefix=REASSOC < %t.rulir2
// The rules file interpreted (its pass renamed: the compiled one is
// registered under the real name).
// RUN: sed -e 's/pass "convert-vector-to-llvm"/pass "test-vector-to-llvm"/' %S/../../../rules/vector-to-llvm.rules > %t.rules
// RUN: rulir-opt --rules %t.rules --split-input-file --test-vector-to-llvm %s > %t.interp
// RUN: diff %t.interp %t.mlir

// CHECK:      module {
// CHECK-NEXT:   func.func @extract_insert(%arg0: f32, %arg1: i32, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<4x8xf32>, %arg5: vector<f32>, %arg6: vector<2x3x4xf32>) -> (f32, vector<8xf32>, vector<4x8xf32>, vector<2x3x4xf32>, f32, f32, vector<4xf32>, vector<f32>, f32, vector<4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg5 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg6 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg4 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %4 = llvm.extractvalue %3[0] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %5 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %6 = llvm.extractelement %4[%5 : i64] : vector<8xf32>
// CHECK-NEXT:     %7 = llvm.extractvalue %3[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %8 = llvm.extractvalue %3[0] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %10 = llvm.insertelement %arg0, %8[%9 : i64] : vector<8xf32>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %3[0] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
// CHECK-NEXT:     %13 = llvm.insertvalue %arg3, %2[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %15 = llvm.extractelement %arg3[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %17 = llvm.extractelement %1[%16 : i64] : vector<1xf32>
// CHECK-NEXT:     %18 = llvm.insertelement %arg0, %arg3[%0 : i64] : vector<4xf32>
// CHECK-NEXT:     %19 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %20 = llvm.insertelement %arg0, %1[%19 : i64] : vector<1xf32>
// CHECK-NEXT:     %21 = builtin.unrealized_conversion_cast %20 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     %22 = llvm.extractelement %arg3[%0 : i64] : vector<4xf32>
// CHECK-NEXT:     %23 = llvm.insertelement %arg0, %arg3[%0 : i64] : vector<4xf32>
// CHECK-NEXT:     return %6, %7, %12, %14, %15, %17, %18, %21, %22, %23 : f32, vector<8xf32>, vector<4x8xf32>, vector<2x3x4xf32>, f32, f32, vector<4xf32>, vector<f32>, f32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @extract_insert(%f: f32, %i: i32, %idx: index, %v4: vector<4xf32>, %v48: vector<4x8xf32>, %v0: vector<f32>, %v234: vector<2x3x4xf32>) -> (f32, vector<8xf32>, vector<4x8xf32>, vector<2x3x4xf32>, f32, f32, vector<4xf32>, vector<f32>, f32, vector<4xf32>) {
  %0 = vector.extract %v48[0, 3] : f32 from vector<4x8xf32>
  %1 = vector.extract %v48[1] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.insert %f, %v48[0, 2] : f32 into vector<4x8xf32>
  %3 = vector.insert %v4, %v234[1, 2] : vector<4xf32> into vector<2x3x4xf32>
  %4 = vector.extractelement %v4[%i : i32] : vector<4xf32>
  %5 = vector.extractelement %v0[] : vector<f32>
  %6 = vector.insertelement %f, %v4[%idx : index] : vector<4xf32>
  %7 = vector.insertelement %f, %v0[] : vector<f32>
  %8 = vector.extract %v4[%idx] : f32 from vector<4xf32>
  %9 = vector.insert %f, %v4[%idx] : f32 into vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, vector<8xf32>, vector<4x8xf32>, vector<2x3x4xf32>, f32, f32, vector<4xf32>, vector<f32>, f32, vector<4xf32>
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @splat_broadcast_shuffle(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<3xf32>, vector<6xf32>, vector<2x3x2xf32>) {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %1 = llvm.mlir.undef : vector<8xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<8xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %3 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %0[0] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %7 = llvm.insertvalue %4, %6[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %8 = llvm.insertvalue %4, %7[3] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
// CHECK-NEXT:     %10 = llvm.mlir.undef : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %11 = llvm.mlir.undef : vector<8xf32>
// CHECK-NEXT:     %12 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %13 = llvm.insertelement %arg0, %11[%12 : i32] : vector<8xf32>
// CHECK-NEXT:     %14 = llvm.shufflevector %13, %13 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %10[0] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %16 = llvm.insertvalue %14, %15[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %17 = llvm.insertvalue %14, %16[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %18 = llvm.insertvalue %14, %17[3] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:     %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
// CHECK-NEXT:     %20 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %21 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %22 = llvm.insertelement %arg0, %20[%21 : i32] : vector<4xf32>
// CHECK-NEXT:     %23 = llvm.shufflevector %22, %20 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %24 = llvm.shufflevector %arg1, %arg1 [0, 7, 2] : vector<4xf32>
// CHECK-NEXT:     %25 = llvm.mlir.undef : vector<6xf32>
// CHECK-NEXT:     %26 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %27 = llvm.extractelement %arg1[%26 : i64] : vector<4xf32>
// CHECK-NEXT:     %28 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %29 = llvm.insertelement %27, %25[%28 : i64] : vector<6xf32>
// CHECK-NEXT:     %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %31 = llvm.extractelement %arg2[%30 : i64] : vector<2xf32>
// CHECK-NEXT:     %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %33 = llvm.insertelement %31, %29[%32 : i64] : vector<6xf32>
// CHECK-NEXT:     %34 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %35 = llvm.extractelement %arg2[%34 : i64] : vector<2xf32>
// CHECK-NEXT:     %36 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %37 = llvm.insertelement %35, %33[%36 : i64] : vector<6xf32>
// CHECK-NEXT:     %38 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %39 = llvm.extractelement %arg1[%38 : i64] : vector<4xf32>
// CHECK-NEXT:     %40 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %41 = llvm.insertelement %39, %37[%40 : i64] : vector<6xf32>
// CHECK-NEXT:     %42 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %43 = llvm.extractelement %arg1[%42 : i64] : vector<4xf32>
// CHECK-NEXT:     %44 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %45 = llvm.insertelement %43, %41[%44 : i64] : vector<6xf32>
// CHECK-NEXT:     %46 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %47 = llvm.extractelement %arg1[%46 : i64] : vector<4xf32>
// CHECK-NEXT:     %48 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:     %49 = llvm.insertelement %47, %45[%48 : i64] : vector<6xf32>
// CHECK-NEXT:     %50 = llvm.mlir.undef : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %51 = llvm.mlir.undef : vector<2xf32>
// CHECK-NEXT:     %52 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %53 = llvm.insertelement %arg0, %51[%52 : i32] : vector<2xf32>
// CHECK-NEXT:     %54 = llvm.shufflevector %53, %53 [0, 0] : vector<2xf32>
// CHECK-NEXT:     %55 = llvm.insertvalue %54, %50[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %56 = llvm.insertvalue %54, %55[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %57 = llvm.insertvalue %54, %56[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %58 = llvm.insertvalue %54, %57[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %59 = llvm.insertvalue %54, %58[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %60 = llvm.insertvalue %54, %59[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %61 = builtin.unrealized_conversion_cast %60 : !llvm.array<2 x array<3 x vector<2xf32>>> to vector<2x3x2xf32>
// CHECK-NEXT:     return %9, %19, %23, %24, %49, %61 : vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<3xf32>, vector<6xf32>, vector<2x3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @splat_broadcast_shuffle(%f: f32, %v4: vector<4xf32>, %v2: vector<2xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<3xf32>, vector<6xf32>, vector<2x3x2xf32>) {
  %0 = vector.broadcast %f : f32 to vector<4x8xf32>
  %1 = vector.splat %f : vector<4x8xf32>
  %2 = vector.splat %f : vector<4xf32>
  %3 = vector.shuffle %v4, %v4 [0, 7, 2] : vector<4xf32>, vector<4xf32>
  %4 = vector.shuffle %v4, %v2 [0, 4, 5, 1, 2, 3] : vector<4xf32>, vector<2xf32>
  %5 = vector.splat %f : vector<2x3x2xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<3xf32>, vector<6xf32>, vector<2x3x2xf32>
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @fma_reduction(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<4xi32>, %arg4: vector<2xf64>) -> (vector<4xf32>, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, f64) {
// CHECK-NEXT:     %0 = llvm.intr.fmuladd(%arg2, %arg2, %arg2)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %2 = "llvm.intr.vector.reduce.fadd"(%1, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %3 = "llvm.intr.vector.reduce.fadd"(%arg0, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %4 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %5 = "llvm.intr.vector.reduce.fmul"(%4, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %6 = llvm.intr.vector.reduce.fmaximum(%arg2)  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<4xf32>) -> f32
// CHECK-NEXT:     %7 = llvm.intr.maximum(%6, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT:     %8 = llvm.intr.vector.reduce.fminimum(%arg2)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %9 = llvm.intr.vector.reduce.fmin(%arg2)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %10 = llvm.intr.minnum(%9, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT:     %11 = llvm.intr.vector.reduce.fmax(%arg2)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> f32
// CHECK-NEXT:     %12 = "llvm.intr.vector.reduce.xor"(%arg3) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %13 = "llvm.intr.vector.reduce.add"(%arg3) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %14 = llvm.add %arg1, %13 : i32
// CHECK-NEXT:     %15 = "llvm.intr.vector.reduce.smax"(%arg3) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %16 = llvm.icmp "sge" %arg1, %15 : i32
// CHECK-NEXT:     %17 = llvm.select %16, %arg1, %15 : i1, i32
// CHECK-NEXT:     %18 = "llvm.intr.vector.reduce.umin"(%arg3) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %19 = llvm.icmp "ule" %arg1, %18 : i32
// CHECK-NEXT:     %20 = llvm.select %19, %arg1, %18 : i1, i32
// CHECK-NEXT:     %21 = "llvm.intr.vector.reduce.and"(%arg3) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %22 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:     %23 = "llvm.intr.vector.reduce.fmul"(%22, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<2xf64>) -> f64
// CHECK-NEXT:     return %0, %2, %3, %5, %7, %8, %10, %11, %12, %14, %17, %20, %21, %23 : vector<4xf32>, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }

// REASSOC-LABEL: func.func @fma_reduction
// REASSOC: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %arg2) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// REASSOC: llvm.intr.vector.reduce.fmaximum(%arg2)  {fastmathFlags = #llvm.fastmath<nnan, ninf, reassoc>} : (vector<4xf32>) -> f32
// REASSOC: "llvm.intr.vector.reduce.xor"(%arg3) : (vector<4xi32>) -> i32

func.func @fma_reduction(%f: f32, %i: i32, %v4: vector<4xf32>, %vi: vector<4xi32>, %vd: vector<2xf64>) -> (vector<4xf32>, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, f64) {
  %0 = vector.fma %v4, %v4, %v4 : vector<4xf32>
  %1 = vector.reduction <add>, %v4 : vector<4xf32> into f32
  %2 = vector.reduction <add>, %v4, %f : vector<4xf32> into f32
  %3 = vector.reduction <mul>, %v4 : vector<4xf32> into f32
  %4 = vector.reduction <maximumf>, %v4, %f fastmath<nnan,ninf> : vector<4xf32> into f32
  %5 = vector.reduction <minimumf>, %v4 : vector<4xf32> into f32
  %6 = vector.reduction <minnumf>, %v4, %f : vector<4xf32> into f32
  %7 = vector.reduction <maxnumf>, %v4 fastmath<fast> : vector<4xf32> into f32
  %8 = vector.reduction <xor>, %vi : vector<4xi32> into i32
  %9 = vector.reduction <add>, %vi, %i : vector<4xi32> into i32
  %10 = vector.reduction <maxsi>, %vi, %i : vector<4xi32> into i32
  %11 = vector.reduction <minui>, %vi, %i : vector<4xi32> into i32
  %12 = vector.reduction <and>, %vi : vector<4xi32> into i32
  %13 = vector.reduction <mul>, %vd : vector<2xf64> into f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : vector<4xf32>, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, f64
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @load_store(%arg0: memref<4x8xf32>, %arg1: index, %arg2: memref<?xf64>, %arg3: memref<?x?xi32>) -> (vector<4xf32>, vector<2xf64>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : memref<?x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %6 = llvm.mul %2, %5 : i64
// CHECK-NEXT:     %7 = llvm.add %6, %2 : i64
// CHECK-NEXT:     %8 = llvm.getelementptr %4[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %9 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.getelementptr %10[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %12 = llvm.load %11 {alignment = 8 : i64, nontemporal} : !llvm.ptr -> vector<2xf64>
// CHECK-NEXT:     %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.getelementptr %13[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     llvm.store %12, %14 {alignment = 8 : i64} : vector<2xf64>, !llvm.ptr
// CHECK-NEXT:     %15 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %17 = llvm.mul %2, %16 : i64
// CHECK-NEXT:     %18 = llvm.add %17, %2 : i64
// CHECK-NEXT:     %19 = llvm.getelementptr %15[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %20 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> vector<8xi32>
// CHECK-NEXT:     %21 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %22 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %23 = llvm.mul %2, %22 : i64
// CHECK-NEXT:     %24 = llvm.add %23, %2 : i64
// CHECK-NEXT:     %25 = llvm.getelementptr %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     llvm.store %20, %25 {alignment = 4 : i64, nontemporal} : vector<8xi32>, !llvm.ptr
// CHECK-NEXT:     return %9, %12 : vector<4xf32>, vector<2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @load_store(%m: memref<4x8xf32>, %i: index, %m2: memref<?xf64>, %m3: memref<?x?xi32>) -> (vector<4xf32>, vector<2xf64>) {
  %0 = vector.load %m[%i, %i] : memref<4x8xf32>, vector<4xf32>
  %1 = vector.load %m2[%i] {nontemporal = true} : memref<?xf64>, vector<2xf64>
  vector.store %1, %m2[%i] : memref<?xf64>, vector<2xf64>
  %2 = vector.load %m3[%i, %i] : memref<?x?xi32>, vector<8xi32>
  vector.store %2, %m3[%i, %i] {nontemporal = true} : memref<?x?xi32>, vector<8xi32>
  return %0, %1 : vector<4xf32>, vector<2xf64>
}

// -----

// CHECK:      module {
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_0(dense<[97, 103, 97, 105, 110, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[104, 101, 108, 108, 111, 10, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT:   llvm.func @printBF16(i16)
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printF32(f32)
// CHECK-NEXT:   llvm.func @printClose()
// CHECK-NEXT:   llvm.func @printF16(i16)
// CHECK-NEXT:   llvm.func @printOpen()
// CHECK-NEXT:   llvm.func @printF64(f64)
// CHECK-NEXT:   llvm.func @printU64(i64)
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   func.func @print_scalars(%arg0: i32, %arg1: ui32, %arg2: index, %arg3: i1, %arg4: f64, %arg5: f16, %arg6: i64, %arg7: si8, %arg8: f32, %arg9: bf16) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg7 : si8 to i8
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : ui32 to i32
// CHECK-NEXT:     %3 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     llvm.call @printI64(%3) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %4 = arith.extui %2 : i32 to i64
// CHECK-NEXT:     llvm.call @printU64(%4) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printU64(%1) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %5 = arith.extui %arg3 : i1 to i64
// CHECK-NEXT:     llvm.call @printI64(%5) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printF64(%arg4) : (f64) -> ()
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     %6 = llvm.bitcast %arg5 : f16 to i16
// CHECK-NEXT:     llvm.call @printF16(%6) : (i16) -> ()
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printI64(%arg6) : (i64) -> ()
// CHECK-NEXT:     %7 = arith.extsi %0 : i8 to i64
// CHECK-NEXT:     llvm.call @printI64(%7) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printF32(%arg8) : (f32) -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     %8 = llvm.bitcast %arg9 : bf16 to i16
// CHECK-NEXT:     llvm.call @printBF16(%8) : (i16) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %9 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:     %10 = llvm.getelementptr %9[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:     llvm.call @printString(%10) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %11 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT:     %12 = llvm.getelementptr %11[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @printString(%12) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @print_scalars(%a: i32, %b: ui32, %c: index, %d: i1, %e: f64, %h: f16, %g: i64, %s: si8, %f: f32, %bf: bf16) {
  vector.print %a : i32
  vector.print %b : ui32
  vector.print %c : index
  vector.print %d : i1
  vector.print %e : f64 punctuation <open>
  vector.print %h : f16 punctuation <close>
  vector.print %g : i64 punctuation <no_punctuation>
  vector.print %s : si8
  vector.print %f : f32 punctuation <comma>
  vector.print %bf : bf16
  vector.print str "hello\n"
  vector.print str "again"
  vector.print punctuation <newline>
  return
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @nd(%arg0: vector<2xf32>, %arg1: vector<2x3xf32>, %arg2: index, %arg3: vector<1x3xf32>, %arg4: vector<2x3x4xf32>, %arg5: vector<4xf32>, %arg6: vector<1xi32>) -> (vector<3x2xf32>, vector<2x3xf32>, vector<2x3xf32>, f32, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<3x2xf32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg3 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %cst_1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : vector<3x2xf32>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %cst_2 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg0, %6[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %8 = llvm.insertvalue %arg0, %7[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg0, %8[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT:     %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_4 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %cst_4 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %12 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %13 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %14 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %15 = llvm.intr.fmuladd(%12, %13, %14)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %11[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %17 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %18 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %19 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %20 = llvm.intr.fmuladd(%17, %18, %19)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %16[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %23 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT:     %24 = llvm.insertvalue %23, %5[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %25 = llvm.insertvalue %23, %24[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %27 = vector.extract %arg1[1, %arg2] : f32 from vector<2x3xf32>
// CHECK-NEXT:     %cst_5 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_6 = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:     %28 = builtin.unrealized_conversion_cast %cst_6 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %29 = llvm.extractvalue %0[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %30 = llvm.extractvalue %0[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %31 = llvm.extractvalue %0[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst_7 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_8 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %32 = builtin.unrealized_conversion_cast %cst_8 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %33 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %34 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %35 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %36 = llvm.intr.fmuladd(%33, %34, %35)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %37 = llvm.insertvalue %36, %32[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %38 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %39 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %40 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %41 = llvm.intr.fmuladd(%38, %39, %40)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %42 = llvm.insertvalue %41, %37[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %43 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %44 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %45 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %46 = llvm.intr.fmuladd(%43, %44, %45)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %47 = llvm.insertvalue %46, %42[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %48 = llvm.insertvalue %47, %28[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %49 = llvm.extractvalue %0[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %50 = llvm.extractvalue %0[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %51 = llvm.extractvalue %0[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst_9 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_10 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %52 = builtin.unrealized_conversion_cast %cst_10 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %53 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %54 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %55 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %56 = llvm.intr.fmuladd(%53, %54, %55)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %57 = llvm.insertvalue %56, %52[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %58 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %59 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %60 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %61 = llvm.intr.fmuladd(%58, %59, %60)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %62 = llvm.insertvalue %61, %57[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %63 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %64 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %65 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %66 = llvm.intr.fmuladd(%63, %64, %65)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %67 = llvm.insertvalue %66, %62[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %68 = llvm.insertvalue %67, %48[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %69 = builtin.unrealized_conversion_cast %68 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %70 = llvm.insertvalue %arg5, %4[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %71 = llvm.insertvalue %arg5, %70[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %72 = llvm.insertvalue %arg5, %71[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %73 = llvm.insertvalue %72, %3[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %74 = llvm.insertvalue %72, %73[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %75 = builtin.unrealized_conversion_cast %74 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %76 = llvm.insertvalue %arg0, %6[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %77 = llvm.insertvalue %arg0, %76[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %78 = llvm.insertvalue %arg0, %77[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %79 = builtin.unrealized_conversion_cast %78 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT:     %80 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %81 = llvm.extractelement %arg6[%80 : i64] : vector<1xi32>
// CHECK-NEXT:     %82 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %83 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %84 = llvm.insertelement %81, %82[%83 : i32] : vector<4xi32>
// CHECK-NEXT:     %85 = llvm.shufflevector %84, %82 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     return %10, %22, %26, %27, %69, %75, %79, %85 : vector<3x2xf32>, vector<2x3xf32>, vector<2x3xf32>, f32, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<3x2xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @nd(%v2: vector<2xf32>, %m: vector<2x3xf32>, %i: index, %c: vector<1x3xf32>, %m3: vector<2x3x4xf32>, %v4: vector<4xf32>, %vi: vector<1xi32>) -> (vector<3x2xf32>, vector<2x3xf32>, vector<2x3xf32>, f32, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<3x2xf32>, vector<4xi32>) {
  %0 = vector.broadcast %v2 : vector<2xf32> to vector<3x2xf32>
  %1 = vector.fma %m, %m, %m : vector<2x3xf32>
  %2 = vector.broadcast %c : vector<1x3xf32> to vector<2x3xf32>
  %3 = vector.extract %m[1, %i] : f32 from vector<2x3xf32>
  %4 = vector.fma %m3, %m3, %m3 : vector<2x3x4xf32>
  %5 = vector.broadcast %v4 : vector<4xf32> to vector<2x3x4xf32>
  %6 = vector.broadcast %v2 : vector<2xf32> to vector<3x2xf32>
  %7 = vector.broadcast %vi : vector<1xi32> to vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<3x2xf32>, vector<2x3xf32>, vector<2x3xf32>, f32, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<3x2xf32>, vector<4xi32>
}

// -----

// An n-D fma before n-D broadcasts: the broadcasts' zeros are hoisted to
// the start of the entry block (MLIR makes them in its pre-pass), apart
// from the fma's (made in the conversion), even of the same type.
// CHECK:      module {
// CHECK-NEXT:   func.func @nd_fma_first(%arg0: vector<2x3x4xf32>, %arg1: vector<2x3x4xf32>, %arg2: vector<2x3x4xf32>, %arg3: f32, %arg4: vector<4xf32>, %arg5: vector<2x4xi32>, %arg6: vector<3x4xi32>) -> (vector<2x3x4xf32>, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<3x4xf32>, f32, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<4x4xi32>, vector<2x3x4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg6 : vector<3x4xi32> to !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg5 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %cst_2 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %8 = llvm.extractvalue %4[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %9 = llvm.extractvalue %3[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %10 = llvm.extractvalue %2[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_4 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %cst_4 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %12 = llvm.extractvalue %4[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %13 = llvm.extractvalue %3[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %14 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %15 = llvm.intr.fmuladd(%12, %13, %14)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %11[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %17 = llvm.extractvalue %4[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %18 = llvm.extractvalue %3[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %19 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %20 = llvm.intr.fmuladd(%17, %18, %19)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %16[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %22 = llvm.extractvalue %4[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %23 = llvm.extractvalue %3[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %24 = llvm.extractvalue %2[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %25 = llvm.intr.fmuladd(%22, %23, %24)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %26 = llvm.insertvalue %25, %21[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %27 = llvm.insertvalue %26, %7[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %28 = llvm.extractvalue %4[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %29 = llvm.extractvalue %3[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %30 = llvm.extractvalue %2[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst_5 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_6 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %31 = builtin.unrealized_conversion_cast %cst_6 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %32 = llvm.extractvalue %4[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %33 = llvm.extractvalue %3[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %34 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %35 = llvm.intr.fmuladd(%32, %33, %34)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %31[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %37 = llvm.extractvalue %4[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %38 = llvm.extractvalue %3[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %39 = llvm.extractvalue %2[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %40 = llvm.intr.fmuladd(%37, %38, %39)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %41 = llvm.insertvalue %40, %36[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %42 = llvm.extractvalue %4[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %43 = llvm.extractvalue %3[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %44 = llvm.extractvalue %2[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %45 = llvm.intr.fmuladd(%42, %43, %44)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %46 = llvm.insertvalue %45, %41[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %47 = llvm.insertvalue %46, %27[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %48 = builtin.unrealized_conversion_cast %47 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %49 = llvm.mlir.undef : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %50 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %51 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %52 = llvm.insertelement %arg3, %50[%51 : i32] : vector<4xf32>
// CHECK-NEXT:     %53 = llvm.shufflevector %52, %52 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %54 = llvm.insertvalue %53, %49[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %55 = llvm.insertvalue %53, %54[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %56 = llvm.insertvalue %53, %55[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %57 = llvm.insertvalue %53, %56[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %58 = llvm.insertvalue %53, %57[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %59 = llvm.insertvalue %53, %58[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %60 = builtin.unrealized_conversion_cast %59 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %61 = llvm.insertvalue %arg4, %6[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %62 = llvm.insertvalue %arg4, %61[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %63 = llvm.insertvalue %arg4, %62[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %64 = llvm.insertvalue %63, %5[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %65 = llvm.insertvalue %63, %64[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %66 = builtin.unrealized_conversion_cast %65 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %67 = llvm.extractvalue %4[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %68 = builtin.unrealized_conversion_cast %67 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %69 = llvm.extractvalue %4[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %70 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %71 = llvm.extractelement %69[%70 : i64] : vector<4xf32>
// CHECK-NEXT:     %72 = llvm.insertvalue %arg4, %4[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %73 = builtin.unrealized_conversion_cast %72 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %74 = llvm.extractvalue %4[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %75 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %76 = llvm.insertelement %arg3, %74[%75 : i64] : vector<4xf32>
// CHECK-NEXT:     %77 = llvm.insertvalue %76, %4[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %78 = builtin.unrealized_conversion_cast %77 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %79 = llvm.mlir.undef : !llvm.array<4 x vector<4xi32>>
// CHECK-NEXT:     %80 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT:     %81 = llvm.insertvalue %80, %79[0] : !llvm.array<4 x vector<4xi32>>
// CHECK-NEXT:     %82 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:     %83 = llvm.insertvalue %82, %81[1] : !llvm.array<4 x vector<4xi32>>
// CHECK-NEXT:     %84 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:     %85 = llvm.insertvalue %84, %83[2] : !llvm.array<4 x vector<4xi32>>
// CHECK-NEXT:     %86 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT:     %87 = llvm.insertvalue %86, %85[3] : !llvm.array<4 x vector<4xi32>>
// CHECK-NEXT:     %88 = builtin.unrealized_conversion_cast %87 : !llvm.array<4 x vector<4xi32>> to vector<4x4xi32>
// CHECK-NEXT:     %89 = llvm.mlir.undef : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %90 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %91 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %92 = llvm.insertelement %arg3, %90[%91 : i32] : vector<4xf32>
// CHECK-NEXT:     %93 = llvm.shufflevector %92, %92 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %94 = llvm.insertvalue %93, %89[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %95 = llvm.insertvalue %93, %94[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %96 = llvm.insertvalue %93, %95[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %97 = llvm.insertvalue %93, %96[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %98 = llvm.insertvalue %93, %97[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %99 = llvm.insertvalue %93, %98[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %100 = builtin.unrealized_conversion_cast %99 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     return %48, %60, %66, %68, %71, %73, %78, %88, %100 : vector<2x3x4xf32>, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<3x4xf32>, f32, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<4x4xi32>, vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @nd_fma_first(%a: vector<2x3x4xf32>, %b: vector<2x3x4xf32>, %c: vector<2x3x4xf32>, %s: f32, %r: vector<4xf32>, %m: vector<2x4xi32>, %n: vector<3x4xi32>) -> (vector<2x3x4xf32>, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<3x4xf32>, f32, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<4x4xi32>, vector<2x3x4xf32>) {
  %0 = vector.fma %a, %b, %c : vector<2x3x4xf32>
  %1 = vector.splat %s : vector<2x3x4xf32>
  %2 = vector.broadcast %r : vector<4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %a[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %4 = vector.extract %a[1, 2, 3] : f32 from vector<2x3x4xf32>
  %5 = vector.insert %r, %a[0, 1] : vector<4xf32> into vector<2x3x4xf32>
  %6 = vector.insert %s, %a[1, 1, 1] : f32 into vector<2x3x4xf32>
  %7 = vector.shuffle %m, %n [4, 0, 1, 2] : vector<2x4xi32>, vector<3x4xi32>
  %8 = vector.broadcast %s : f32 to vector<2x3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<2x3x4xf32>, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<3x4xf32>, f32, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<4x4xi32>, vector<2x3x4xf32>
}
