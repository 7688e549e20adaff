// --rewrite-stats: a header naming the op the rules ran on, then one line
// per rule that was tried: NAME (FILE:LINE): applied N, failed M (CHECK K,
// ...). A rule never tried (no divsi here) is not listed. Without
// --rewrite-stats nothing is printed on stderr.
// RUN: %rules-both %S/Inputs/stats.rules %s --no-fold --rewrite-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: %rules-both %S/Inputs/stats.rules %s --no-fold 2>&1 >/dev/null | count 0
// RUN: %rules-both %S/Inputs/stats.rules %s --no-fold --rewrite-stats 2>/dev/null | FileCheck %s

// STATS: {{^}}rules on 'builtin.module':{{$}}
// STATS-NEXT: {{^}}  AddZero ({{.*}}stats.rules:4): applied 2, failed 0{{$}}
// STATS-NEXT: {{^}}  MulOne ({{.*}}stats.rules:7): applied 0, failed {{[1-9][0-9]*}} (operand {{[1-9][0-9]*}}){{$}}
// STATS-NEXT: {{^}}  SubSelf ({{.*}}stats.rules:10): applied 0, failed {{[1-9][0-9]*}} (same value {{[1-9][0-9]*}}){{$}}
// STATS-NOT: DivOne

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %arg0, %arg1, %[[M]], %[[S]] : i32, i32, i32, i32
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %c0, %b : i32
  %2 = arith.muli %a, %c2 : i32
  %3 = arith.subi %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
