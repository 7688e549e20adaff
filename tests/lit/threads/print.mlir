// The output of a module is printed on several threads (its functions'
// aliases collected, values numbered and text printed by tasks), and is,
// byte for byte, what one thread prints (--mlir-disable-threading): alias
// definitions in the order one walk meets them, distinct attributes
// numbered in the order of printing (those first met in a function are
// printed by the main thread in its turn), names from ops' naming hooks,
// numbering that runs on through the functions in generic form, the ops
// between the functions, locations, value users, and the IR dumps of
// --mlir-print-ir-{before,after}-all. The module (Inputs/gen-print.py) has
// 300 functions: more than one batch of tasks.
// RUN: python3 %S/Inputs/gen-print.py -n 300 > %t.mlir
//
// RUN: rulir-opt --allow-unregistered-dialect --mlir-disable-threading %t.mlir -o %t.1
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=2 %t.mlir -o %t.2
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=3 %t.mlir -o %t.3
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=4 %t.mlir -o %t.4
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=5 %t.mlir -o %t.5
// RUN: diff %t.1 %t.2
// RUN: diff %t.1 %t.3
// RUN: diff %t.1 %t.4
// RUN: diff %t.1 %t.5
// RUN: FileCheck %s < %t.2
//
// RUN: rulir-opt --allow-unregistered-dialect --mlir-disable-threading --mlir-print-op-generic %t.mlir -o %t.g1
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=2 --mlir-print-op-generic %t.mlir -o %t.g2
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=5 --mlir-print-op-generic %t.mlir -o %t.g5
// RUN: diff %t.g1 %t.g2
// RUN: diff %t.g1 %t.g5
// RUN: FileCheck %s --check-prefix=GENERIC < %t.g2
//
// RUN: rulir-opt --allow-unregistered-dialect --mlir-disable-threading --mlir-print-debuginfo %t.mlir -o %t.d1
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=2 --mlir-print-debuginfo %t.mlir -o %t.d2
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=4 --mlir-print-debuginfo %t.mlir -o %t.d4
// RUN: diff %t.d1 %t.d2
// RUN: diff %t.d1 %t.d4
// RUN: rulir-opt --allow-unregistered-dialect --mlir-disable-threading --mlir-print-debuginfo --mlir-pretty-debuginfo %t.mlir -o %t.p1
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=3 --mlir-print-debuginfo --mlir-pretty-debuginfo %t.mlir -o %t.p3
// RUN: diff %t.p1 %t.p3
//
// RUN: rulir-opt --allow-unregistered-dialect --mlir-disable-threading --mlir-print-unique-ssa-ids %t.mlir -o %t.u1
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=3 --mlir-print-unique-ssa-ids %t.mlir -o %t.u3
// RUN: diff %t.u1 %t.u3
// RUN: rulir-opt --allow-unregistered-dialect --mlir-disable-threading --mlir-print-value-users %t.mlir -o %t.v1
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=2 --mlir-print-value-users %t.mlir -o %t.v2
// RUN: diff %t.v1 %t.v2
// RUN: rulir-opt --allow-unregistered-dialect --mlir-disable-threading --mlir-print-local-scope %t.mlir -o %t.l1
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=2 --mlir-print-local-scope %t.mlir -o %t.l2
// RUN: diff %t.l1 %t.l2
//
// IR dumps of the whole module before and after module passes.
// RUN: rulir-opt --allow-unregistered-dialect --mlir-disable-threading --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope --pass-pipeline='builtin.module(canonicalize,cse)' %t.mlir -o %t.i1 2> %t.e1
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=2 --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope --pass-pipeline='builtin.module(canonicalize,cse)' %t.mlir -o %t.i2 2> %t.e2
// RUN: rulir-opt --allow-unregistered-dialect --mlir-num-threads=5 --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope --pass-pipeline='builtin.module(canonicalize,cse)' %t.mlir -o %t.i5 2> %t.e5
// RUN: diff %t.i1 %t.i2
// RUN: diff %t.i1 %t.i5
// RUN: diff %t.e1 %t.e2
// RUN: diff %t.e1 %t.e5
// RUN: FileCheck %s --check-prefix=DUMP < %t.e2

// What mlir-opt-19 prints for the module (its first and last aliases, ops
// between the functions, the distinct attributes of the last functions,
// the resources).
// CHECK:      #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #loc = loc("a.mlir":0:2)
// CHECK-NEXT: #loc1 = loc("b.mlir":3:1)
// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0 + 3)>
// CHECK:      #set = affine_set<(d0) : (d0 - 3 >= 0)>
// CHECK:      #loc126 = loc(fused<"meta2">[#loc66, #loc7])
// CHECK-NEXT: module {
// CHECK:        %0 = "test.val"() : () -> i32
// CHECK:        %1 = "test.val"() : () -> i32
// CHECK:        func.func @f296(%arg0: i32) -> i32 {
// CHECK-NEXT:     %2:2 = "test.two"(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %3 = arith.addi %2#1, %c3_i32 : i32
// CHECK-NEXT:     "test.op"() {b = distinct[119]<>, d = dense_resource<blob2> : tensor<3xi64>} : () -> ()
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f297(%arg0: memref<?xf32, strided<[1], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = affine.load %arg0[%c0 + 4] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     "test.op"() {a = #distinct, b = distinct[120]<>, m = #map11, s = #set3} : () -> ()
// CHECK:        func.func private @decl298(i32) -> i32
// CHECK-NEXT:   func.func @g299(%arg0: i64) -> i64 {
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg0 : i64
// CHECK-NEXT:     return %2 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x08000000040000000000000005000000000000000600000000000000",
// CHECK-NEXT:       blob0: "0x08000000010000000000000002000000000000000300000000000000",
// CHECK-NEXT:       blob2: "0x08000000070000000000000008000000000000000900000000000000"

// The generic form numbers on from the last function up.
// GENERIC:      "func.func"() <{function_type = (i32) -> i32, sym_name = "f296"}> ({
// GENERIC-NEXT: ^bb0(%arg2: i32):
// GENERIC-NEXT:   %8:2 = "test.two"(%arg2) : (i32) -> (i32, i32)
// GENERIC-NEXT:   %9 = "arith.constant"() <{value = 3 : i32}> : () -> i32
// GENERIC-NEXT:   %10 = "arith.addi"(%8#1, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   "test.op"() {b = distinct[119]<>, d = dense_resource<blob2> : tensor<3xi64>} : () -> ()
// GENERIC-NEXT:   "func.return"(%10) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?xf32, strided<[1], offset: ?>>) -> (), sym_name = "f297"}> ({
// GENERIC-NEXT: ^bb0(%arg1: memref<?xf32, strided<[1], offset: ?>>):
// GENERIC-NEXT:   %3 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:   %4 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:   %5 = "affine.load"(%arg1, %3) <{map = #map7}> : (memref<?xf32, strided<[1], offset: ?>>, index) -> f32

// DUMP:      // -----// IR Dump Before Canonicalizer (canonicalize) ('builtin.module' operation) //----- //
// DUMP-NEXT: #distinct = distinct[0]<42 : i32>
// DUMP:      // -----// IR Dump After Canonicalizer (canonicalize) ('builtin.module' operation) //----- //
// DUMP-NEXT: #distinct = distinct[0]<42 : i32>
// DUMP:      // -----// IR Dump After CSE (cse) ('builtin.module' operation) //----- //
// DUMP-NEXT: #distinct = distinct[0]<42 : i32>
