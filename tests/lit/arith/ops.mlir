// Round trip of arith ops in custom form, and through a second rulir-opt.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s | rulir-opt | FileCheck %s

// CHECK-LABEL: func.func @int_ops
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
func.func @int_ops(%a: i32, %b: i32) -> i32 {
  // CHECK: %[[ADD:.*]] = arith.addi %[[A]], %[[B]] : i32
  %0 = arith.addi %a, %b : i32
  // CHECK: %[[SUB:.*]] = arith.subi %[[ADD]], %[[B]] overflow<nsw> : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  // CHECK: arith.muli %[[SUB]], %[[A]] overflow<nsw, nuw> : i32
  %2 = arith.muli %1, %a overflow<nuw, nsw> : i32
  // The default (none) is not printed.
  // CHECK: arith.shli %{{.*}}, %[[B]] : i32
  %3 = arith.shli %2, %b overflow<none> : i32
  // CHECK: arith.floordivsi
  %4 = arith.floordivsi %3, %a : i32
  return %4 : i32
}

// CHECK-LABEL: func.func @float_ops
func.func @float_ops(%x: f32, %v: vector<4xf16>) -> f32 {
  // CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<fast> : f32
  %0 = arith.addf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  // CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<nnan,ninf> : f32
  %1 = arith.mulf %0, %x fastmath<ninf,nnan> : f32
  // CHECK: arith.negf %{{.*}} : vector<4xf16>
  %2 = arith.negf %v : vector<4xf16>
  // CHECK: arith.maximumf
  %3 = arith.maximumf %1, %x : f32
  return %3 : f32
}

// CHECK-LABEL: func.func @casts_and_compares
func.func @casts_and_compares(%a: i8, %f: f64, %t: tensor<?xi32>) {
  // CHECK: arith.extsi %{{.*}} : i8 to i32
  %0 = arith.extsi %a : i8 to i32
  // CHECK: arith.truncf %{{.*}} toward_zero fastmath<nnan> : f64 to f32
  %1 = arith.truncf %f toward_zero fastmath<nnan> : f64 to f32
  // CHECK: %[[C:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : tensor<?xi32>
  %2 = arith.cmpi sge, %t, %t : tensor<?xi32>
  // CHECK: arith.select %[[C]], %{{.*}}, %{{.*}} : tensor<?xi1>, tensor<?xi32>
  %3 = arith.select %2, %t, %t : tensor<?xi1>, tensor<?xi32>
  // CHECK: arith.cmpf une, %{{.*}}, %{{.*}} : f64
  %4 = arith.cmpf une, %f, %f : f64
  // CHECK: arith.index_cast %{{.*}} : i8 to index
  %5 = arith.index_cast %a : i8 to index
  return
}
