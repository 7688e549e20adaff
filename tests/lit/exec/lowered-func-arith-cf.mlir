// RUN: rulir-run %s -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-run %s -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-translate --mlir-to-llvmir %s -o %t.ll
// RUN: mlir-cpu-runner-19 %s -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines
// A func/arith/cf program (gcd, divmod with two results, collatz on index, cf.switch) lowered by mlir-opt-19.
// Test input generated once by: mlir-opt-19 --convert-to-llvm --reconcile-unrealized-casts on the program in the comment at the end of this file.
// Expected output: mlir-cpu-runner-19 on the same input.

// CHECK: 21
// CHECK-NEXT: -3
// CHECK-NEXT: -2
// CHECK-NEXT: 111
// CHECK-NEXT: 0.5
// CHECK-NEXT: 1.25
// CHECK-NEXT: -1

module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @gcd(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%arg0, %arg1 : i64, i64)
  ^bb1(%1: i64, %2: i64):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "eq" %2, %0 : i64
    llvm.cond_br %3, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %4 = llvm.srem %1, %2  : i64
    llvm.br ^bb1(%2, %4 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %1 : i64
  }
  llvm.func @divmod(%arg0: i32, %arg1: i32) -> !llvm.struct<(i32, i32)> {
    %0 = llvm.sdiv %arg0, %arg1  : i32
    %1 = llvm.srem %arg0, %arg1  : i32
    %2 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, i32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, i32)> 
    llvm.return %4 : !llvm.struct<(i32, i32)>
  }
  llvm.func @collatz(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(2 : index) : i64
    %3 = llvm.mlir.constant(3 : index) : i64
    llvm.br ^bb1(%arg0, %0 : i64, i64)
  ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.icmp "eq" %4, %1 : i64
    llvm.cond_br %6, ^bb3(%5 : i64), ^bb2
  ^bb2:  // pred: ^bb1
    %7 = llvm.urem %4, %2  : i64
    %8 = llvm.icmp "eq" %7, %0 : i64
    %9 = llvm.udiv %4, %2  : i64
    %10 = llvm.mul %4, %3 : i64
    %11 = llvm.add %10, %1 : i64
    %12 = llvm.select %8, %9, %11 : i1, i64
    %13 = llvm.add %5, %1 : i64
    llvm.br ^bb1(%12, %13 : i64, i64)
  ^bb3(%14: i64):  // pred: ^bb1
    llvm.return %14 : i64
  }
  llvm.func @kind(%arg0: i32) -> f64 {
    llvm.switch %arg0 : i32, ^bb3 [
      0: ^bb1,
      5: ^bb2(%arg0 : i32)
    ]
  ^bb1:  // pred: ^bb0
    %0 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    llvm.return %0 : f64
  ^bb2(%1: i32):  // pred: ^bb0
    %2 = llvm.sitofp %1 : i32 to f64
    %3 = llvm.mlir.constant(2.500000e-01 : f64) : f64
    %4 = llvm.fmul %2, %3  : f64
    llvm.return %4 : f64
  ^bb3:  // pred: ^bb0
    %5 = llvm.mlir.constant(-1.000000e+00 : f64) : f64
    llvm.return %5 : f64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1071 : i64) : i64
    %1 = llvm.mlir.constant(462 : i64) : i64
    %2 = llvm.call @gcd(%0, %1) : (i64, i64) -> i64
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %3 = llvm.mlir.constant(-17 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.call @divmod(%3, %4) : (i32, i32) -> !llvm.struct<(i32, i32)>
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i32, i32)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i32, i32)> 
    %8 = llvm.sext %6 : i32 to i64
    %9 = llvm.sext %7 : i32 to i64
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %10 = llvm.mlir.constant(27 : index) : i64
    %11 = llvm.call @collatz(%10) : (i64) -> i64
    llvm.call @printI64(%11) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = llvm.mlir.constant(5 : i32) : i32
    %14 = llvm.mlir.constant(9 : i32) : i32
    %15 = llvm.call @kind(%12) : (i32) -> f64
    %16 = llvm.call @kind(%13) : (i32) -> f64
    %17 = llvm.call @kind(%14) : (i32) -> f64
    llvm.call @printF64(%15) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printF64(%16) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printF64(%17) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}


// The program before lowering:
// func.func private @printI64(i64)
// func.func private @printF64(f64)
// func.func private @printNewline()
// 
// func.func @gcd(%a: i64, %b: i64) -> i64 {
//   %c0 = arith.constant 0 : i64
//   cf.br ^head(%a, %b : i64, i64)
// ^head(%x: i64, %y: i64):
//   %z = arith.cmpi eq, %y, %c0 : i64
//   cf.cond_br %z, ^done, ^step
// ^step:
//   %r = arith.remsi %x, %y : i64
//   cf.br ^head(%y, %r : i64, i64)
// ^done:
//   return %x : i64
// }
// 
// func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
//   %q = arith.divsi %a, %b : i32
//   %r = arith.remsi %a, %b : i32
//   return %q, %r : i32, i32
// }
// 
// func.func @collatz(%n: index) -> index {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %c2 = arith.constant 2 : index
//   %c3 = arith.constant 3 : index
//   cf.br ^loop(%n, %c0 : index, index)
// ^loop(%x: index, %steps: index):
//   %one = arith.cmpi eq, %x, %c1 : index
//   cf.cond_br %one, ^exit(%steps : index), ^body
// ^body:
//   %rem = arith.remui %x, %c2 : index
//   %even = arith.cmpi eq, %rem, %c0 : index
//   %half = arith.divui %x, %c2 : index
//   %t = arith.muli %x, %c3 : index
//   %t1 = arith.addi %t, %c1 : index
//   %next = arith.select %even, %half, %t1 : index
//   %s1 = arith.addi %steps, %c1 : index
//   cf.br ^loop(%next, %s1 : index, index)
// ^exit(%r: index):
//   return %r : index
// }
// 
// func.func @kind(%x: i32) -> f64 {
//   cf.switch %x : i32, [
//     default: ^other,
//     0: ^zero,
//     5: ^five(%x : i32)
//   ]
// ^zero:
//   %z = arith.constant 0.5 : f64
//   return %z : f64
// ^five(%v: i32):
//   %f = arith.sitofp %v : i32 to f64
//   %h = arith.constant 0.25 : f64
//   %m = arith.mulf %f, %h : f64
//   return %m : f64
// ^other:
//   %o = arith.constant -1.0 : f64
//   return %o : f64
// }
// 
// func.func @main() {
//   %a = arith.constant 1071 : i64
//   %b = arith.constant 462 : i64
//   %g = call @gcd(%a, %b) : (i64, i64) -> i64
//   call @printI64(%g) : (i64) -> ()
//   call @printNewline() : () -> ()
//   %x = arith.constant -17 : i32
//   %y = arith.constant 5 : i32
//   %q, %r = call @divmod(%x, %y) : (i32, i32) -> (i32, i32)
//   %q64 = arith.extsi %q : i32 to i64
//   %r64 = arith.extsi %r : i32 to i64
//   call @printI64(%q64) : (i64) -> ()
//   call @printNewline() : () -> ()
//   call @printI64(%r64) : (i64) -> ()
//   call @printNewline() : () -> ()
//   %n = arith.constant 27 : index
//   %s = call @collatz(%n) : (index) -> index
//   %s64 = arith.index_cast %s : index to i64
//   call @printI64(%s64) : (i64) -> ()
//   call @printNewline() : () -> ()
//   %k0 = arith.constant 0 : i32
//   %k5 = arith.constant 5 : i32
//   %k9 = arith.constant 9 : i32
//   %f0 = call @kind(%k0) : (i32) -> f64
//   %f5 = call @kind(%k5) : (i32) -> f64
//   %f9 = call @kind(%k9) : (i32) -> f64
//   call @printF64(%f0) : (f64) -> ()
//   call @printNewline() : () -> ()
//   call @printF64(%f5) : (f64) -> ()
//   call @printNewline() : () -> ()
//   call @printF64(%f9) : (f64) -> ()
//   call @printNewline() : () -> ()
//   return
// }
