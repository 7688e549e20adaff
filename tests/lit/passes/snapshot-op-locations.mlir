// --snapshot-op-locations: the IR printed to `filename` with the command
// line's flags, each printed op then located at its text there (line from
// 1, column from 0); `tag` fuses the new location, named, with the old one;
// implicit terminators are not printed and keep theirs. The file and the
// output are both as mlir-opt-19's.
// RUN: rulir-opt %s -allow-unregistered-dialect --snapshot-op-locations='filename=%t.r' -mlir-print-local-scope -mlir-print-debuginfo > %t.rulir
// RUN: %mlir_opt %s -allow-unregistered-dialect --snapshot-op-locations='filename=%t.r' -mlir-print-local-scope -mlir-print-debuginfo | sed 's|%t.r|%t.m|g' > %t.mlir
// RUN: sed 's|%t.r|%t.m|g' %t.rulir | diff - %t.mlir
// RUN: rulir-opt %s -allow-unregistered-dialect --snapshot-op-locations='filename=%t.r' -mlir-print-local-scope -mlir-print-debuginfo -mlir-print-op-generic > /dev/null
// RUN: cp %t.r %t.rfile
// RUN: %mlir_opt %s -allow-unregistered-dialect --snapshot-op-locations='filename=%t.r' -mlir-print-local-scope -mlir-print-debuginfo -mlir-print-op-generic > /dev/null
// RUN: diff %t.rfile %t.r
// RUN: rulir-opt %s -allow-unregistered-dialect --snapshot-op-locations='filename=%t.r tag=snap' -mlir-print-local-scope -mlir-print-debuginfo | FileCheck %s --check-prefix=TAG -DFILE=%t.r
// RUN: rulir-opt %s -allow-unregistered-dialect --snapshot-op-locations='filename=%t.r' -mlir-print-local-scope -mlir-print-debuginfo | FileCheck %s -DFILE=%t.r
// RUN: not rulir-opt %s -allow-unregistered-dialect --snapshot-op-locations='filename=%t.nodir/x' 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: func.func @f(%arg0: i32 loc("{{.*}}snapshot-op-locations.mlir":{{[0-9]+}}:14)) -> i32 {
// CHECK-NEXT: %0 = "foo"() : () -> i32 loc("[[FILE]]":3:4)
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %0 : i32 loc("[[FILE]]":5:6)
// CHECK-NEXT: } loc("[[FILE]]":4:4)
// CHECK-NEXT: return %1 : i32 loc("[[FILE]]":7:4)
// CHECK-NEXT: } loc("[[FILE]]":2:2)
// CHECK-NEXT: } loc("[[FILE]]":1:0)

// TAG: "foo"() : () -> i32 loc(fused["original", "snap"("[[FILE]]":3:4)])
// TAG: } loc(fused[{{.*}}, "snap"("[[FILE]]":4:4)])
// TAG: } loc(fused["a", "b", "snap"("[[FILE]]":2:2)])

// ERR: error: cannot open output file '{{.*}}nodir/x': No such file or directory

func.func @f(%a: i32) -> i32 {
  %0 = "foo"() : () -> i32 loc("original")
  %1 = scf.execute_region -> i32 {
    scf.yield %0 : i32
  }
  return %1 : i32 loc(unknown)
} loc(fused["a", "b"])
