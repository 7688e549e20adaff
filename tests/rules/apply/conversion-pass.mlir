// A conversion pass declared in a rules file (`pass "test-widen-i32"`), run
// interpreted (--rules) and compiled (--load-rules): `lower` rules see the
// converted operands, results take converted types, the type converter comes
// from the file's typemaps and its `width` option, and casts bridge the
// values whose users are not converted.
// RUN: %rules-both %S/Inputs/widen.rules %s --test-widen-i32 | FileCheck %s
// RUN: %rules-both %S/Inputs/widen.rules %s --test-widen-i32=width=16 | FileCheck %s --check-prefix=W16
// RUN: %rules-both %S/Inputs/widen.rules %s --test-widen-i32 --debug-conversion 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG
// The pass's display name is that of IR dumps, timings and the action log; a
// pass that gives none shows its name.
// RUN: %rules-both %S/Inputs/widen.rules %s --test-widen-i32 --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DISPLAY
// RUN: %rules-both %S/Inputs/cflow.rules %s --test-cflow --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODISPLAY
// RUN: not %rules-both %S/Inputs/widen.rules %s --test-widen-i32=depth=3 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not %rules-both %S/Inputs/widen.rules %s --test-widen-i32=width=x 2>&1 | FileCheck %s --check-prefix=BADVAL
// The pass's `where` constraint fails it, the IR as it was.
// RUN: not %rules-both %S/Inputs/widen.rules %s --test-widen-i32=width=0 --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=WHERE

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32
// CHECK-DAG:     %[[C:.*]] = arith.constant 7 : i32
// CHECK-DAG:     %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-DAG:     %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : i32 to i64
// CHECK-DAG:     %[[C64:.*]] = builtin.unrealized_conversion_cast %[[C]] : i32 to i64
// CHECK:         %[[S:.*]] = arith.subi %[[A]], %[[B]] : i64
// CHECK-NEXT:    %[[T:.*]] = arith.subi %[[S]], %[[C64]] : i64
// CHECK-NEXT:    %[[R:.*]] = builtin.unrealized_conversion_cast %[[T]] : i64 to i32
// CHECK-NEXT:    return %[[R]] : i32
// DISPLAY: // -----// IR Dump After TestWidenI32Pass (test-widen-i32) //----- //
// NODISPLAY: // -----// IR Dump After test-cflow (test-cflow) //----- //
// W16-LABEL: func.func @f
// W16:         arith.subi %{{.*}}, %{{.*}} : i16
// W16:         builtin.unrealized_conversion_cast %{{.*}} : i16 to i32
func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %c : i32
  return %1 : i32
}

// index converts by a literal typemap.
// CHECK-LABEL: func.func @g(%arg0: index) -> index
// CHECK:         arith.subi %{{.*}}, %{{.*}} : i64
// CHECK:         builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// W16-LABEL: func.func @g
// W16:         arith.subi %{{.*}}, %{{.*}} : i64
func.func @g(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  return %0 : index
}

// DEBUG:      Legalizing 'arith.addi' ({{.*}}conversion-pass.mlir:[[@LINE-16]]:8)
// DEBUG-NEXT:   fold: failed (nothing to fold)
// DEBUG-NEXT:     * Rule AddConst ({{.*}}widen.rules:36) on 'arith.addi': failed at operand: operand 'lhs' of 'arith.addi' is not defined by 'arith.constant'
// DEBUG-NEXT:   * pattern AddConst ({{.*}}widen.rules:36): failed: no rule applied
// DEBUG-NEXT:   * pattern AddToSub ({{.*}}widen.rules:35): applied
// DEBUG-NEXT:     created 'arith.subi'
// DEBUG:      Legalizing 'arith.addi' ({{.*}}conversion-pass.mlir:[[@LINE-21]]:8)
// DEBUG:        * pattern AddConst ({{.*}}widen.rules:36): applied
// DEBUG:      Conversion succeeded

// BADOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option depth
// BADVAL: rulir-opt: for the --width option: 'x' value invalid for int argument!
// WHERE: // -----// IR Dump After TestWidenI32Pass Failed (test-widen-i32) //----- //
// WHERE-NOT: arith.subi
