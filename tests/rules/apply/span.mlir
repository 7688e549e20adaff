// A rule-declared pass whose rules span two files: test-span
// (Inputs/span-for.rules, scf.for) includes test-span-if
// (Inputs/span-if.rules, scf.if), in either order on the command line,
// interpreted (--rules twice) and compiled (--load-rules twice) alike. The
// output is mlir-opt-19's --convert-scf-to-cf.
// RUN: %rules-both %S/Inputs/span-for.rules,%S/Inputs/span-if.rules %s --test-span --allow-unregistered-dialect | FileCheck %s
// RUN: %rules-both %S/Inputs/span-if.rules,%S/Inputs/span-for.rules %s --test-span --allow-unregistered-dialect | FileCheck %s
// Alone, the including file names what is missing.
// RUN: not rulir-opt --rules %S/Inputs/span-for.rules %s --test-span --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=ALONE

// ALONE: error: pass 'test-span' ({{.*}}span-for.rules:{{[0-9]+}}) includes 'test-span-if', which is not a pass declared in a rules file

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg4 : index, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   "test.use"(%0) : (index) -> ()
// CHECK-NEXT:   cf.br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT:   "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:   cf.br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   %3 = arith.addi %1, %1 : i32
// CHECK-NEXT:   %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%4, %3 : index, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }

func.func @f(%lb: index, %ub: index, %s: index, %c: i1, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    scf.if %c {
      "test.use"(%i) : (index) -> ()
    } else {
      "test.use"(%a) : (i32) -> ()
    }
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}
