// vector ops in custom form: rulir-opt's output is mlir-opt-19's, line for
// line (the CHECK lines are mlir-opt-19's output), and it parses again.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s | rulir-opt | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s

func.func @ops(%f: f32, %i: i32, %idx: index, %v4: vector<4xf32>, %v48: vector<4x8xf32>, %v0: vector<f32>, %vi: vector<4xi32>, %m: memref<?x?xf32>, %sv: vector<[4]xf32>) {
  %0 = vector.broadcast %f : f32 to vector<4x8xf32>
  %1 = vector.broadcast %v4 : vector<4xf32> to vector<2x4xf32>
  %2 = vector.splat %f : vector<4x8xf32>
  %3 = vector.extract %v48[0, %idx] : f32 from vector<4x8xf32>
  %4 = vector.extract %v48[1] : vector<8xf32> from vector<4x8xf32>
  %5 = vector.extract %v0[] : f32 from vector<f32>
  %6 = vector.insert %f, %v48[0, %idx] : f32 into vector<4x8xf32>
  %7 = vector.insert %v4, %v48[%idx] : vector<4xf32> into vector<4x8xf32>
  %8 = vector.extractelement %v4[%i : i32] : vector<4xf32>
  %9 = vector.extractelement %v0[] : vector<f32>
  %10 = vector.insertelement %f, %v4[%idx : index] : vector<4xf32>
  %11 = vector.insertelement %f, %v0[] : vector<f32>
  %12 = vector.shuffle %v4, %v4 [0, 7, 2] : vector<4xf32>, vector<4xf32>
  %13 = vector.shuffle %v0, %v0 [0, 1] : vector<f32>, vector<f32>
  %14 = vector.fma %v4, %v4, %v4 : vector<4xf32>
  %15 = vector.reduction <add>, %v4 : vector<4xf32> into f32
  %16 = vector.reduction <maximumf>, %v4, %f fastmath<nnan,ninf> : vector<4xf32> into f32
  %17 = vector.reduction <xor>, %vi : vector<4xi32> into i32
  %18 = vector.load %m[%idx, %idx] : memref<?x?xf32>, vector<8xf32>
  vector.store %v4, %m[%idx, %idx] : memref<?x?xf32>, vector<4xf32>
  %19 = vector.load %m[%idx, %idx] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  vector.print %v4 : vector<4xf32>
  vector.print %f : f32 punctuation <comma>
  vector.print punctuation <newline>
  vector.print str "hello\n"
  vector.print %i : i32 punctuation <no_punctuation>
  %20 = vector.broadcast %f : f32 to vector<[4]xf32>
  %21 = vector.extract %sv[%idx] : f32 from vector<[4]xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @ops(%arg0: f32, %arg1: i32, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<4x8xf32>, %arg5: vector<f32>, %arg6: vector<4xi32>, %arg7: memref<?x?xf32>, %arg8: vector<[4]xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4x8xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg3 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %2 = vector.splat %arg0 : vector<4x8xf32>
// CHECK-NEXT: %3 = vector.extract %arg4[0, %arg2] : f32 from vector<4x8xf32>
// CHECK-NEXT: %4 = vector.extract %arg4[1] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %5 = vector.extract %arg5[] : f32 from vector<f32>
// CHECK-NEXT: %6 = vector.insert %arg0, %arg4 [0, %arg2] : f32 into vector<4x8xf32>
// CHECK-NEXT: %7 = vector.insert %arg3, %arg4 [%arg2] : vector<4xf32> into vector<4x8xf32>
// CHECK-NEXT: %8 = vector.extractelement %arg3[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT: %9 = vector.extractelement %arg5[] : vector<f32>
// CHECK-NEXT: %10 = vector.insertelement %arg0, %arg3[%arg2 : index] : vector<4xf32>
// CHECK-NEXT: %11 = vector.insertelement %arg0, %arg5[] : vector<f32>
// CHECK-NEXT: %12 = vector.shuffle %arg3, %arg3 [0, 7, 2] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %13 = vector.shuffle %arg5, %arg5 [0, 1] : vector<f32>, vector<f32>
// CHECK-NEXT: %14 = vector.fma %arg3, %arg3, %arg3 : vector<4xf32>
// CHECK-NEXT: %15 = vector.reduction <add>, %arg3 : vector<4xf32> into f32
// CHECK-NEXT: %16 = vector.reduction <maximumf>, %arg3, %arg0 fastmath<nnan,ninf> : vector<4xf32> into f32
// CHECK-NEXT: %17 = vector.reduction <xor>, %arg6 : vector<4xi32> into i32
// CHECK-NEXT: %18 = vector.load %arg7[%arg2, %arg2] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %arg3, %arg7[%arg2, %arg2] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %19 = vector.load %arg7[%arg2, %arg2] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: vector.print %arg3 : vector<4xf32>
// CHECK-NEXT: vector.print %arg0 : f32 punctuation <comma>
// CHECK-NEXT: vector.print
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print %arg1 : i32 punctuation <no_punctuation>
// CHECK-NEXT: %20 = vector.broadcast %arg0 : f32 to vector<[4]xf32>
// CHECK-NEXT: %21 = vector.extract %arg8[%arg2] : f32 from vector<[4]xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
