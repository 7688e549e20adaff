// The generic form of arith ops: defaulted properties are always printed,
// optional ones only when set; comparison predicates are integers.
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt | FileCheck %s --check-prefix=CUSTOM

func.func @f(%a: i32, %x: f32) {
  // CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  // CUSTOM: arith.addi %{{.*}}, %{{.*}} : i32
  %0 = arith.addi %a, %a : i32
  // CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  // CUSTOM: arith.addf %{{.*}}, %{{.*}} fastmath<nnan,ninf> : f32
  %1 = arith.addf %x, %x fastmath<nnan,ninf> : f32
  // CHECK: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 8 : i64}> : (i32, i32) -> i1
  // CUSTOM: arith.cmpi ugt, %{{.*}}, %{{.*}} : i32
  %2 = arith.cmpi ugt, %a, %a : i32
  // CHECK: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
  // CUSTOM: arith.cmpf true, %{{.*}}, %{{.*}} : f32
  %3 = arith.cmpf true, %x, %x : f32
  // CHECK: "arith.extf"(%{{.*}}) : (f32) -> f64
  %4 = arith.extf %x : f32 to f64
  // CHECK: "arith.truncf"(%{{.*}}) <{roundingmode = 1 : i32}> : (f64) -> f32
  // CUSTOM: arith.truncf %{{.*}} downward : f64 to f32
  %5 = arith.truncf %4 downward : f64 to f32
  // CHECK: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, i32, i32) -> i32
  %6 = arith.select %2, %a, %a : i32
  return
}
