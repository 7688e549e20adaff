// Under --mlir-print-debuginfo, op locations print through #loc aliases
// numbered in the order the printer meets them (an op's location before
// its regions), defined after the top-level op; the aliases of block
// argument locations (printed inline) are defined before it, as
// mlir-opt-19 prints them. A fused or call-site location's parts get
// aliases of their own, defined before it.
// RUN: rulir-opt %s -allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: rulir-opt %s -allow-unregistered-dialect --mlir-print-debuginfo > %t.rulir
// RUN: %mlir_opt %s -allow-unregistered-dialect --mlir-print-debuginfo > %t.mlir
// RUN: diff %t.rulir %t.mlir

// CHECK: #loc2 = loc("{{.*}}debuginfo-aliases.mlir":35:14)
// CHECK-NEXT: #loc4 = loc("b":3:4)
// CHECK-NEXT: #loc7 = loc("{{.*}}debuginfo-aliases.mlir":38:14)
// CHECK-NEXT: #loc10 = loc("q":1:1)
// CHECK: func.func @f(%arg0: index loc("{{.*}}":35:14)) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index loc(#loc12)
// CHECK-NEXT: affine.apply #map(%c0) loc(#loc14)
// CHECK-NEXT: affine.for %arg1 loc("{{.*}}":38:14) = 0 to 8 {
// CHECK-NEXT: "test.foo"(%arg1) {l = #loc4} : (index) -> () loc(#loc8)
// CHECK-NEXT: } loc(#loc6)
// CHECK: ^bb1(%1: index loc("q":1:1)):
// CHECK-NEXT: return %1 : index loc(#loc11)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}":35:1)
// CHECK-NEXT: #loc3 = loc("a":1:2)
// CHECK-NEXT: #loc5 = loc("y":1:1)
// CHECK: #loc11 = loc("ret")
// CHECK-NEXT: #loc12 = loc(fused[#loc3, #loc4])
// CHECK-NEXT: #loc13 = loc("x"(#loc5))
// CHECK-NEXT: #loc14 = loc(callsite(#loc13 at #loc4))

func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index loc(fused["a":1:2, "b":3:4])
  %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%c0) loc(callsite("x"("y":1:1) at "b":3:4))
  affine.for %i = 0 to 8 {
    "test.foo"(%i) {l = loc("b":3:4)} : (index) -> ()
  }
  cf.br ^bb1(%1 : index)
^bb1(%a: index loc("q":1:1)):
  return %a : index loc("ret")
}
