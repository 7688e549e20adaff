// --arith-int-narrowing moves extensions past vector ops that move elements,
// and narrows an insertion of an extension into an extension of the same
// kind or a constant. CHECK lines from mlir-opt-19.
// RUN: rulir-opt %s --arith-int-narrowing="int-bitwidths-supported=1,8,16,24,32" | FileCheck %s
// RUN: rulir-opt %s --arith-int-narrowing="int-bitwidths-supported=8,32" | FileCheck %s --check-prefix=W8

// CHECK: module {
// CHECK-NEXT:   func.func @extsi_over_insert_3xi16_cst_i16(%arg0: i8) -> vector<3xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[-1, 128, 0]> : vector<3xi16>
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.trunci %0 : i32 to i16
// CHECK-NEXT:     %2 = vector.insert %1, %cst [1] : i16 into vector<3xi16>
// CHECK-NEXT:     %3 = arith.extsi %2 : vector<3xi16> to vector<3xi32>
// CHECK-NEXT:     return %3 : vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ex(%arg0: vector<3xi8>) -> vector<3xi32> {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT:     return %0 : vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed(%arg0: vector<3xi8>, %arg1: i16) -> vector<3xi32> {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT:     %1 = arith.trunci %0 : vector<3xi32> to vector<3xi16>
// CHECK-NEXT:     %2 = vector.insert %arg1, %1 [1] : i16 into vector<3xi16>
// CHECK-NEXT:     %3 = arith.extsi %2 : vector<3xi16> to vector<3xi32>
// CHECK-NEXT:     return %3 : vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixedkind(%arg0: vector<3xi8>, %arg1: i16) -> vector<3xi32> {
// CHECK-NEXT:     %0 = arith.extui %arg0 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT:     %1 = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT:     %2 = vector.insert %1, %0 [1] : i32 into vector<3xi32>
// CHECK-NEXT:     return %2 : vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynpos(%arg0: vector<3xi8>, %arg1: index) -> i32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[%arg1] : i8 from vector<3xi8>
// CHECK-NEXT:     %1 = arith.extsi %0 : i8 to i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cst_src(%arg0: vector<3xi8>) -> vector<3xi32> {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = arith.extsi %arg0 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT:     %1 = vector.insert %c5_i32, %0 [1] : i32 into vector<3xi32>
// CHECK-NEXT:     return %1 : vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ext_multi_use(%arg0: vector<3xi16>) -> (vector<3xi32>, i32) {
// CHECK-NEXT:     %0 = arith.extui %arg0 : vector<3xi16> to vector<3xi32>
// CHECK-NEXT:     %1 = vector.extract %arg0[1] : i16 from vector<3xi16>
// CHECK-NEXT:     %2 = arith.extui %1 : i16 to i32
// CHECK-NEXT:     return %0, %2 : vector<3xi32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ie_nopos(%arg0: vector<i16>, %arg1: i8) -> vector<2xi32> {
// CHECK-NEXT:     %0 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT:     %1 = arith.trunci %0 : i32 to i16
// CHECK-NEXT:     %2 = vector.insertelement %1, %arg0[] : vector<i16>
// CHECK-NEXT:     %3 = vector.extractelement %2[] : vector<i16>
// CHECK-NEXT:     %4 = vector.broadcast %3 : i16 to vector<2xi16>
// CHECK-NEXT:     %5 = arith.extsi %4 : vector<2xi16> to vector<2xi32>
// CHECK-NEXT:     return %5 : vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// W8: module {
// W8-NEXT:   func.func @extsi_over_insert_3xi16_cst_i16(%arg0: i8) -> vector<3xi32> {
// W8-NEXT:     %cst = arith.constant dense<[-1, 128, 0]> : vector<3xi32>
// W8-NEXT:     %0 = arith.extsi %arg0 : i8 to i32
// W8-NEXT:     %1 = vector.insert %0, %cst [1] : i32 into vector<3xi32>
// W8-NEXT:     return %1 : vector<3xi32>
// W8-NEXT:   }
// W8-NEXT:   func.func @ex(%arg0: vector<3xi8>) -> vector<3xi32> {
// W8-NEXT:     %0 = arith.extsi %arg0 : vector<3xi8> to vector<3xi32>
// W8-NEXT:     return %0 : vector<3xi32>
// W8-NEXT:   }
// W8-NEXT:   func.func @mixed(%arg0: vector<3xi8>, %arg1: i16) -> vector<3xi32> {
// W8-NEXT:     %0 = arith.extsi %arg0 : vector<3xi8> to vector<3xi32>
// W8-NEXT:     %1 = arith.extsi %arg1 : i16 to i32
// W8-NEXT:     %2 = vector.insert %1, %0 [1] : i32 into vector<3xi32>
// W8-NEXT:     return %2 : vector<3xi32>
// W8-NEXT:   }
// W8-NEXT:   func.func @mixedkind(%arg0: vector<3xi8>, %arg1: i16) -> vector<3xi32> {
// W8-NEXT:     %0 = arith.extui %arg0 : vector<3xi8> to vector<3xi32>
// W8-NEXT:     %1 = arith.extsi %arg1 : i16 to i32
// W8-NEXT:     %2 = vector.insert %1, %0 [1] : i32 into vector<3xi32>
// W8-NEXT:     return %2 : vector<3xi32>
// W8-NEXT:   }
// W8-NEXT:   func.func @dynpos(%arg0: vector<3xi8>, %arg1: index) -> i32 {
// W8-NEXT:     %0 = vector.extract %arg0[%arg1] : i8 from vector<3xi8>
// W8-NEXT:     %1 = arith.extsi %0 : i8 to i32
// W8-NEXT:     return %1 : i32
// W8-NEXT:   }
// W8-NEXT:   func.func @cst_src(%arg0: vector<3xi8>) -> vector<3xi32> {
// W8-NEXT:     %c5_i32 = arith.constant 5 : i32
// W8-NEXT:     %0 = arith.extsi %arg0 : vector<3xi8> to vector<3xi32>
// W8-NEXT:     %1 = vector.insert %c5_i32, %0 [1] : i32 into vector<3xi32>
// W8-NEXT:     return %1 : vector<3xi32>
// W8-NEXT:   }
// W8-NEXT:   func.func @ext_multi_use(%arg0: vector<3xi16>) -> (vector<3xi32>, i32) {
// W8-NEXT:     %0 = arith.extui %arg0 : vector<3xi16> to vector<3xi32>
// W8-NEXT:     %1 = vector.extract %arg0[1] : i16 from vector<3xi16>
// W8-NEXT:     %2 = arith.extui %1 : i16 to i32
// W8-NEXT:     return %0, %2 : vector<3xi32>, i32
// W8-NEXT:   }
// W8-NEXT:   func.func @ie_nopos(%arg0: vector<i16>, %arg1: i8) -> vector<2xi32> {
// W8-NEXT:     %0 = arith.extsi %arg0 : vector<i16> to vector<i32>
// W8-NEXT:     %1 = arith.extsi %arg1 : i8 to i32
// W8-NEXT:     %2 = vector.insertelement %1, %0[] : vector<i32>
// W8-NEXT:     %3 = vector.extractelement %2[] : vector<i32>
// W8-NEXT:     %4 = vector.broadcast %3 : i32 to vector<2xi32>
// W8-NEXT:     return %4 : vector<2xi32>
// W8-NEXT:   }
// W8-NEXT: }

func.func @extsi_over_insert_3xi16_cst_i16(%a: i8) -> vector<3xi32> {
  %cst = arith.constant dense<[-1, 128, 0]> : vector<3xi32>
  %d = arith.extsi %a : i8 to i32
  %e = vector.insert %d, %cst [1] : i32 into vector<3xi32>
  return %e : vector<3xi32>
}
func.func @ex(%a: vector<3xi8>) -> vector<3xi32> {
  %c = arith.extsi %a : vector<3xi8> to vector<3xi32>
  %e = vector.extract_strided_slice %c {offsets = [1], sizes = [2], strides = [1]} : vector<3xi32> to vector<2xi32>
  %f = arith.addi %e, %e : vector<2xi32>
  return %c : vector<3xi32>
}
func.func @mixed(%a: vector<3xi8>, %b: i16) -> vector<3xi32> {
  %c = arith.extsi %a : vector<3xi8> to vector<3xi32>
  %d = arith.extsi %b : i16 to i32
  %e = vector.insert %d, %c [1] : i32 into vector<3xi32>
  return %e : vector<3xi32>
}
func.func @mixedkind(%a: vector<3xi8>, %b: i16) -> vector<3xi32> {
  %c = arith.extui %a : vector<3xi8> to vector<3xi32>
  %d = arith.extsi %b : i16 to i32
  %e = vector.insert %d, %c [1] : i32 into vector<3xi32>
  return %e : vector<3xi32>
}
func.func @dynpos(%a: vector<3xi8>, %i: index) -> i32 {
  %c = arith.extsi %a : vector<3xi8> to vector<3xi32>
  %e = vector.extract %c [%i] : i32 from vector<3xi32>
  return %e : i32
}
func.func @cst_src(%a: vector<3xi8>) -> vector<3xi32> {
  %c = arith.extsi %a : vector<3xi8> to vector<3xi32>
  %d = arith.constant 5 : i32
  %e = vector.insert %d, %c [1] : i32 into vector<3xi32>
  return %e : vector<3xi32>
}
func.func @ext_multi_use(%a: vector<3xi16>) -> (vector<3xi32>, i32) {
  %b = arith.extui %a : vector<3xi16> to vector<3xi32>
  %c = vector.extract %b[1] : i32 from vector<3xi32>
  return %b, %c : vector<3xi32>, i32
}
func.func @ie_nopos(%a: vector<i16>, %s: i8) -> vector<2xi32> {
  %b = arith.extsi %a : vector<i16> to vector<i32>
  %d = arith.extsi %s : i8 to i32
  %e = vector.insertelement %d, %b[] : vector<i32>
  %x = vector.extractelement %e[] : vector<i32>
  %y = vector.broadcast %x : i32 to vector<2xi32>
  return %y : vector<2xi32>
}
