// --generate-runtime-verification as mlir-opt-19 does it for memref.load,
// memref.store (indices in bounds; comparisons with constants folded, as
// MLIR's createOrFold) and memref.expand_shape (each group's static sizes
// divide the source dimension): a cf.assert before the op, whose message
// names the op in generic form, numbered as printed in place.
// RUN: rulir-opt %s --generate-runtime-verification > %t.rulir
// RUN: %mlir_opt %s --generate-runtime-verification > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func @load(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
// CHECK-NEXT:    %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT:    %2 = arith.andi %0, %1 : i1
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %3 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT:    %4 = arith.cmpi slt, %arg2, %c4 : index
// CHECK-NEXT:    %5 = arith.andi %3, %4 : i1
// CHECK-NEXT:    %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:    cf.assert %6, "ERROR: Runtime op verification failed\0A%12 = \22memref.load\22(%arg0, %arg1, %arg2) : (memref<?x4xf32>, index, index) -> f32\0A^ out-of-bounds access\0ALocation: loc({{.*}}
// CHECK-NEXT:    %7 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>
// CHECK-NEXT:    return %7 : f32
// CHECK-NEXT:  }
func.func @load(%m: memref<?x4xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @expand2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x2x3x?xf32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:    %c6 = arith.constant 6 : index
// CHECK-NEXT:    %0 = arith.remsi %dim, %c6 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %1 = arith.cmpi eq, %0, %c0_0 : index
// CHECK-NEXT:    cf.assert %1, "ERROR: Runtime op verification failed\0A%6 = \22memref.expand_shape\22(%arg0, %arg1, %arg2) <{reassociation = {{\[\[}}0, 1, 2], [3]], static_output_shape = array<i64: -9223372036854775808, 2, 3, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x2x3x?xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc({{.*}}
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %dim_1 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:    %c1_2 = arith.constant 1 : index
// CHECK-NEXT:    %2 = arith.remsi %dim_1, %c1_2 : index
// CHECK-NEXT:    %c0_3 = arith.constant 0 : index
// CHECK-NEXT:    %3 = arith.cmpi eq, %2, %c0_3 : index
// CHECK-NEXT:    cf.assert %3, "ERROR: Runtime op verification failed\0A%12 = \22memref.expand_shape\22(%arg0, %arg1, %arg2) <{reassociation = {{\[\[}}0, 1, 2], [3]], static_output_shape = array<i64: -9223372036854775808, 2, 3, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x2x3x?xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc({{.*}}
// CHECK-NEXT:    %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [%arg1, 2, 3, %arg2] : memref<?x?xf32> into memref<?x2x3x?xf32>
// CHECK-NEXT:    return %expand_shape : memref<?x2x3x?xf32>
// CHECK-NEXT:  }
func.func @expand2(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x2x3x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 2, 3, %b] : memref<?x?xf32> into memref<?x2x3x?xf32>
  return %0 : memref<?x2x3x?xf32>
}

// CHECK-LABEL: func.func @e(%arg0: memref<6x?xf32>, %arg1: index, %arg2: index) -> memref<2x3x?x1xf32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<6x?xf32>
// CHECK-NEXT:    %c6 = arith.constant 6 : index
// CHECK-NEXT:    %0 = arith.remsi %dim, %c6 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %1 = arith.cmpi eq, %0, %c0_0 : index
// CHECK-NEXT:    cf.assert %1, "ERROR: Runtime op verification failed\0A%6 = \22memref.expand_shape\22(%arg0, %arg2) <{reassociation = {{\[\[}}0, 1], [2, 3]], static_output_shape = array<i64: 2, 3, -9223372036854775808, 1>}> : (memref<6x?xf32>, index) -> memref<2x3x?x1xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc({{.*}}
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %dim_1 = memref.dim %arg0, %c1 : memref<6x?xf32>
// CHECK-NEXT:    %c1_2 = arith.constant 1 : index
// CHECK-NEXT:    %2 = arith.remsi %dim_1, %c1_2 : index
// CHECK-NEXT:    %c0_3 = arith.constant 0 : index
// CHECK-NEXT:    %3 = arith.cmpi eq, %2, %c0_3 : index
// CHECK-NEXT:    cf.assert %3, "ERROR: Runtime op verification failed\0A%12 = \22memref.expand_shape\22(%arg0, %arg2) <{reassociation = {{\[\[}}0, 1], [2, 3]], static_output_shape = array<i64: 2, 3, -9223372036854775808, 1>}> : (memref<6x?xf32>, index) -> memref<2x3x?x1xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc({{.*}}
// CHECK-NEXT:    %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, %arg2, 1] : memref<6x?xf32> into memref<2x3x?x1xf32>
// CHECK-NEXT:    return %expand_shape : memref<2x3x?x1xf32>
// CHECK-NEXT:  }
func.func @e(%m: memref<6x?xf32>, %a: index, %b: index) -> memref<2x3x?x1xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, %b, 1] : memref<6x?xf32> into memref<2x3x?x1xf32>
  return %0 : memref<2x3x?x1xf32>
}

// CHECK-LABEL: func.func @s(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
// CHECK-NEXT:    %0 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg2, %dim : index
// CHECK-NEXT:    %2 = arith.andi %0, %1 : i1
// CHECK-NEXT:    cf.assert %2, "ERROR: Runtime op verification failed\0A\22memref.store\22(%arg1, %arg0, %arg2) : (f32, memref<?xf32>, index) -> ()\0A^ out-of-bounds access\0ALocation: loc({{.*}}
// CHECK-NEXT:    memref.store %arg1, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @s(%m: memref<?xf32>, %v: f32, %i: index) {
  memref.store %v, %m[%i] : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @z(%arg0: memref<f32>) -> f32 {
// CHECK-NEXT:    %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @z(%m: memref<f32>) -> f32 {
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}

// CHECK-LABEL: func.func @load_const(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %true_1 = arith.constant true
// CHECK-NEXT:    cf.assert %true, "ERROR: Runtime op verification failed\0A%6 = \22memref.load\22(%arg0, %0) : (memref<4xf32>, index) -> f32\0A^ out-of-bounds access\0ALocation: loc({{.*}}
// CHECK-NEXT:    %0 = memref.load %arg0[%c1] : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @load_const(%m: memref<4xf32>, %i: index) -> f32 {
  %c = arith.constant 1 : index
  %v = memref.load %m[%c] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @both(%arg0: memref<?x8xi32>, %arg1: index, %arg2: i32) -> memref<?x2x4xi32> {
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c9 = arith.constant 9 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0_0 : memref<?x8xi32>
// CHECK-NEXT:    %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT:    %2 = arith.andi %0, %1 : i1
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %true_1 = arith.constant true
// CHECK-NEXT:    cf.assert %2, "ERROR: Runtime op verification failed\0A%12 = \22memref.load\22(%arg0, %arg1, %0) : (memref<?x8xi32>, index, index) -> i32\0A^ out-of-bounds access\0ALocation: loc({{.*}}
// CHECK-NEXT:    %3 = memref.load %arg0[%arg1, %c7] : memref<?x8xi32>
// CHECK-NEXT:    %c0_2 = arith.constant 0 : index
// CHECK-NEXT:    %c0_3 = arith.constant 0 : index
// CHECK-NEXT:    %dim_4 = memref.dim %arg0, %c0_3 : memref<?x8xi32>
// CHECK-NEXT:    %true_5 = arith.constant true
// CHECK-NEXT:    %4 = arith.cmpi sgt, %dim_4, %c9 : index
// CHECK-NEXT:    %5 = arith.andi %4, %true_5 : i1
// CHECK-NEXT:    %c1_6 = arith.constant 1 : index
// CHECK-NEXT:    %c8_7 = arith.constant 8 : index
// CHECK-NEXT:    %true_8 = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.assert %false, "ERROR: Runtime op verification failed\0A\22memref.store\22(%arg2, %arg0, %1, %1) : (i32, memref<?x8xi32>, index, index) -> ()\0A^ out-of-bounds access\0ALocation: loc({{.*}}
// CHECK-NEXT:    memref.store %arg2, %arg0[%c9, %c9] : memref<?x8xi32>
// CHECK-NEXT:    %c0_9 = arith.constant 0 : index
// CHECK-NEXT:    %dim_10 = memref.dim %arg0, %c0_9 : memref<?x8xi32>
// CHECK-NEXT:    %c1_11 = arith.constant 1 : index
// CHECK-NEXT:    %6 = arith.remsi %dim_10, %c1_11 : index
// CHECK-NEXT:    %c0_12 = arith.constant 0 : index
// CHECK-NEXT:    %7 = arith.cmpi eq, %6, %c0_12 : index
// CHECK-NEXT:    cf.assert %7, "ERROR: Runtime op verification failed\0A%29 = \22memref.expand_shape\22(%arg0, %arg1) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x8xi32>, index) -> memref<?x2x4xi32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc({{.*}}
// CHECK-NEXT:    %c1_13 = arith.constant 1 : index
// CHECK-NEXT:    %dim_14 = memref.dim %arg0, %c1_13 : memref<?x8xi32>
// CHECK-NEXT:    %c8_15 = arith.constant 8 : index
// CHECK-NEXT:    %8 = arith.remsi %dim_14, %c8_15 : index
// CHECK-NEXT:    %c0_16 = arith.constant 0 : index
// CHECK-NEXT:    %9 = arith.cmpi eq, %8, %c0_16 : index
// CHECK-NEXT:    cf.assert %9, "ERROR: Runtime op verification failed\0A%35 = \22memref.expand_shape\22(%arg0, %arg1) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x8xi32>, index) -> memref<?x2x4xi32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc({{.*}}
// CHECK-NEXT:    %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%arg1, 2, 4] : memref<?x8xi32> into memref<?x2x4xi32>
// CHECK-NEXT:    scf.for %arg3 = %c7 to %c9 step %c7 {
// CHECK-NEXT:    %c0_17 = arith.constant 0 : index
// CHECK-NEXT:    %c0_18 = arith.constant 0 : index
// CHECK-NEXT:    %dim_19 = memref.dim %expand_shape, %c0_18 : memref<?x2x4xi32>
// CHECK-NEXT:    %10 = arith.cmpi sge, %arg3, %c0_17 : index
// CHECK-NEXT:    %11 = arith.cmpi slt, %arg3, %dim_19 : index
// CHECK-NEXT:    %12 = arith.andi %10, %11 : i1
// CHECK-NEXT:    %c1_20 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %13 = arith.cmpi sge, %arg3, %c0_17 : index
// CHECK-NEXT:    %14 = arith.cmpi slt, %arg3, %c2 : index
// CHECK-NEXT:    %15 = arith.andi %13, %14 : i1
// CHECK-NEXT:    %16 = arith.andi %12, %15 : i1
// CHECK-NEXT:    %c2_21 = arith.constant 2 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %17 = arith.cmpi sge, %arg3, %c0_17 : index
// CHECK-NEXT:    %18 = arith.cmpi slt, %arg3, %c4 : index
// CHECK-NEXT:    %19 = arith.andi %17, %18 : i1
// CHECK-NEXT:    %20 = arith.andi %16, %19 : i1
// CHECK-NEXT:    cf.assert %20, "ERROR: Runtime op verification failed\0A%54 = \22memref.load\22(%35, %arg3, %arg3, %arg3) : (memref<?x2x4xi32>, index, index, index) -> i32\0A^ out-of-bounds access\0ALocation: loc({{.*}}
// CHECK-NEXT:    %21 = memref.load %expand_shape[%arg3, %arg3, %arg3] : memref<?x2x4xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %expand_shape : memref<?x2x4xi32>
// CHECK-NEXT:  }
func.func @both(%m: memref<?x8xi32>, %i: index, %v: i32) -> memref<?x2x4xi32> {
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %x = memref.load %m[%i, %c7] : memref<?x8xi32>
  memref.store %v, %m[%c9, %c9] : memref<?x8xi32>
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [%i, 2, 4] : memref<?x8xi32> into memref<?x2x4xi32>
  scf.for %k = %c7 to %c9 step %c7 {
    %y = memref.load %e[%k, %k, %k] : memref<?x2x4xi32>
  }
  return %e : memref<?x2x4xi32>
}
