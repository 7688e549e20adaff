// Helpers written in C (`constraint` and `native` with {{...}} bodies): a
// constraint over types in `where`, a native computing an attribute that
// gives up (NULL) on non powers of two, a native creating an op with its
// builder. Compiled by rulir-gen and loaded with --load-rules, or
// interpreted: rulir-opt --rules compiles the helpers alone at load time.
// Both give the same output.
// RUN: %rules-both %S/Inputs/c-helpers.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/c-helpers.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG
// The plugin path by hand, as a user would build it.
// RUN: rulir-gen -I %dialects -o %t.c %S/Inputs/c-helpers.rules
// RUN: %cc -shared -fPIC -DRL_RULES_PLUGIN %t.c -o %t.so
// RUN: rulir-opt --load-rules %t.so %s --no-fold | FileCheck %s

// 8 is 2^3; 6 is not a power of two (Log2 gives up); 2 is 2^1, and the
// shift by 1 becomes the helper's addi.
// CHECK-LABEL: func.func @pow2
// CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[A:.*]] = arith.shli %arg0, %[[C3]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[C6]], %arg0 : i32
// CHECK-NEXT: %[[C:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : i32, i32, i32
// DEBUG: * Rule MulPow2 ({{.*}}c-helpers.rules:32) on 'arith.muli': applied
// DEBUG: * Rule MulPow2 ({{.*}}c-helpers.rules:32) on 'arith.muli': failed at helper: helper Log2 gave up
// DEBUG: * Rule MulPow2 ({{.*}}c-helpers.rules:32) on 'arith.muli': applied
// DEBUG: * Rule ShlOne ({{.*}}c-helpers.rules:37) on 'arith.shli': applied
func.func @pow2(%a: i32) -> (i32, i32, i32) {
  %c8 = arith.constant 8 : i32
  %c6 = arith.constant 6 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c8 : i32
  %1 = arith.muli %c6, %a : i32
  %2 = arith.muli %a, %c2 : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @width
// CHECK-NEXT: %[[E:.*]] = arith.extsi %arg0 : i16 to i64
// CHECK-NEXT: %[[T:.*]] = arith.trunci %[[E]] : i64 to i8
// CHECK-NEXT: return %arg0, %[[T]] : i16, i8
// DEBUG: * Rule TruncExt ({{.*}}c-helpers.rules:40) on 'arith.trunci': applied
// DEBUG: * Rule TruncExt ({{.*}}c-helpers.rules:40) on 'arith.trunci': failed at condition: SameWidth does not hold
func.func @width(%a: i16) -> (i16, i8) {
  %0 = arith.extsi %a : i16 to i64
  %1 = arith.trunci %0 : i64 to i16
  %2 = arith.trunci %0 : i64 to i8
  return %1, %2 : i16, i8
}
