// --arith-expand (rules/arith-expand.rules): ceildivsi, ceildivui, floordivsi,
// maximumf, minimumf, maxnumf and minnumf expanded; the CHECK lines are
// mlir-opt-19's output for the same input.
// RUN: rulir-opt --arith-expand %s | FileCheck %s

func.func @f(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, i32, f32, f32, f32, f32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maximumf %x, %y : f32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.maxnumf %x, %y : f32
  %6 = arith.minnumf %x, %y : f32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[Vc1_i32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[Vc0_i32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[Vc_1_i32:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.cmpi sgt, %arg1, %[[Vc0_i32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.select %[[V0]], %[[Vc_1_i32]], %[[Vc1_i32]] : i32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %[[V1]], %arg0 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.divsi %[[V2]], %arg1 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.addi %[[Vc1_i32]], %[[V3]] : i32
// CHECK-NEXT: %[[V5:.*]] = arith.subi %[[Vc0_i32]], %arg0 : i32
// CHECK-NEXT: %[[V6:.*]] = arith.divsi %[[V5]], %arg1 : i32
// CHECK-NEXT: %[[V7:.*]] = arith.subi %[[Vc0_i32]], %[[V6]] : i32
// CHECK-NEXT: %[[V8:.*]] = arith.cmpi slt, %arg0, %[[Vc0_i32]] : i32
// CHECK-NEXT: %[[V9:.*]] = arith.cmpi sgt, %arg0, %[[Vc0_i32]] : i32
// CHECK-NEXT: %[[V10:.*]] = arith.cmpi slt, %arg1, %[[Vc0_i32]] : i32
// CHECK-NEXT: %[[V11:.*]] = arith.cmpi sgt, %arg1, %[[Vc0_i32]] : i32
// CHECK-NEXT: %[[V12:.*]] = arith.andi %[[V8]], %[[V10]] : i1
// CHECK-NEXT: %[[V13:.*]] = arith.andi %[[V9]], %[[V11]] : i1
// CHECK-NEXT: %[[V14:.*]] = arith.ori %[[V12]], %[[V13]] : i1
// CHECK-NEXT: %[[V15:.*]] = arith.select %[[V14]], %[[V4]], %[[V7]] : i32
// CHECK-NEXT: %[[Vc0_i32_0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[V16:.*]] = arith.cmpi eq, %arg0, %[[Vc0_i32_0]] : i32
// CHECK-NEXT: %[[Vc1_i32_1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V17:.*]] = arith.subi %arg0, %[[Vc1_i32_1]] : i32
// CHECK-NEXT: %[[V18:.*]] = arith.divui %[[V17]], %arg1 : i32
// CHECK-NEXT: %[[V19:.*]] = arith.addi %[[V18]], %[[Vc1_i32_1]] : i32
// CHECK-NEXT: %[[V20:.*]] = arith.select %[[V16]], %[[Vc0_i32_0]], %[[V19]] : i32
// CHECK-NEXT: %[[V21:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V22:.*]] = arith.muli %[[V21]], %arg1 : i32
// CHECK-NEXT: %[[V23:.*]] = arith.cmpi ne, %arg0, %[[V22]] : i32
// CHECK-NEXT: %[[Vc0_i32_2:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[V24:.*]] = arith.cmpi slt, %arg0, %[[Vc0_i32_2]] : i32
// CHECK-NEXT: %[[V25:.*]] = arith.cmpi slt, %arg1, %[[Vc0_i32_2]] : i32
// CHECK-NEXT: %[[V26:.*]] = arith.cmpi ne, %[[V24]], %[[V25]] : i1
// CHECK-NEXT: %[[V27:.*]] = arith.andi %[[V23]], %[[V26]] : i1
// CHECK-NEXT: %[[Vc_1_i32_3:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[V28:.*]] = arith.addi %[[V21]], %[[Vc_1_i32_3]] : i32
// CHECK-NEXT: %[[V29:.*]] = arith.select %[[V27]], %[[V28]], %[[V21]] : i32
// CHECK-NEXT: %[[V30:.*]] = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT: %[[V31:.*]] = arith.select %[[V30]], %arg2, %arg3 : f32
// CHECK-NEXT: %[[V32:.*]] = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT: %[[V33:.*]] = arith.select %[[V32]], %arg3, %[[V31]] : f32
// CHECK-NEXT: %[[V34:.*]] = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT: %[[V35:.*]] = arith.select %[[V34]], %arg2, %arg3 : f32
// CHECK-NEXT: %[[V36:.*]] = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT: %[[V37:.*]] = arith.select %[[V36]], %arg3, %[[V35]] : f32
// CHECK-NEXT: %[[V38:.*]] = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT: %[[V39:.*]] = arith.select %[[V38]], %arg2, %arg3 : f32
// CHECK-NEXT: %[[V40:.*]] = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT: %[[V41:.*]] = arith.select %[[V40]], %arg3, %[[V39]] : f32
// CHECK-NEXT: %[[V42:.*]] = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT: %[[V43:.*]] = arith.select %[[V42]], %arg2, %arg3 : f32
// CHECK-NEXT: %[[V44:.*]] = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT: %[[V45:.*]] = arith.select %[[V44]], %arg3, %[[V43]] : f32
// CHECK-NEXT: return %[[V15]], %[[V20]], %[[V29]], %[[V33]], %[[V37]], %[[V41]], %[[V45]] : i32, i32, i32, f32, f32, f32, f32
