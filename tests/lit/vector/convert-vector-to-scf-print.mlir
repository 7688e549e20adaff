// --convert-vector-to-scf decomposes vector.print of a vector (n-D, 1-D, 0-D;
// i1 and odd-width integers widened) into loops of element prints between
// punctuation prints; scalars and strings stay. The CHECK lines are
// mlir-opt-19's output.
// RUN: rulir-opt %s '--convert-vector-to-scf' | FileCheck %s
// RUN: %mlir_opt %s '--convert-vector-to-scf' | FileCheck %s

// CHECK-LABEL: func.func @p2(%arg0: vector<2x3xf32>) {
// CHECK-DAG: %c3 = arith.constant 3 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %2 = arith.muli %arg1, %c3 : index
// CHECK-NEXT:       %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT:       %4 = vector.extractelement %0[%3 : index] : vector<6xf32>
// CHECK-NEXT:       vector.print %4 : f32 punctuation <no_punctuation>
// CHECK-NEXT:       %5 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p1(%arg0: vector<4xi32>, %arg1: vector<3xi1>, %arg2: f32) {
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c4 = arith.constant 4 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c3 = arith.constant 3 : index
// CHECK:        vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT:     %1 = vector.extractelement %arg0[%arg3 : index] : vector<4xi32>
// CHECK-NEXT:     vector.print %1 : i32 punctuation <no_punctuation>
// CHECK-NEXT:     %2 = arith.cmpi ult, %arg3, %c3 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   %0 = arith.extui %arg1 : vector<3xi1> to vector<3xi8>
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT:     %1 = vector.extractelement %0[%arg3 : index] : vector<3xi8>
// CHECK-NEXT:     vector.print %1 : i8 punctuation <no_punctuation>
// CHECK-NEXT:     %2 = arith.cmpi ult, %arg3, %c2 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   vector.print %arg2 : f32
// CHECK-NEXT:   vector.print str "hello\0A"
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p0(%arg0: vector<f32>, %arg1: vector<2x2xui8>) {
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %0 = vector.shape_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c1 step %c1 {
// CHECK-NEXT:     %2 = vector.extractelement %0[%arg2 : index] : vector<1xf32>
// CHECK-NEXT:     vector.print %2 : f32 punctuation <no_punctuation>
// CHECK-NEXT:     %3 = arith.cmpi ult, %arg2, %c0 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   %1 = vector.shape_cast %arg1 : vector<2x2xui8> to vector<4xui8>
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %3 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:       %4 = arith.addi %arg3, %3 : index
// CHECK-NEXT:       %5 = vector.extractelement %1[%4 : index] : vector<4xui8>
// CHECK-NEXT:       vector.print %5 : ui8 punctuation <no_punctuation>
// CHECK-NEXT:       %6 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     %2 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print punctuation <comma>
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @p2(%v: vector<2x3xf32>) {
  vector.print %v : vector<2x3xf32>
  return
}
func.func @p1(%v: vector<4xi32>, %w: vector<3xi1>, %s: f32) {
  vector.print %v : vector<4xi32>
  vector.print %w : vector<3xi1>
  vector.print %s : f32
  vector.print str "hello\n"
  return
}
func.func @p0(%v: vector<f32>, %u: vector<2x2xui8>) {
  vector.print %v : vector<f32>
  vector.print %u : vector<2x2xui8> punctuation <comma>
  return
}
