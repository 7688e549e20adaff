// --duplicate-function-elimination: func.func ops equal but for their name
// (properties, attributes, bodies; locations aside) merged into the first,
// calls redirected, output as mlir-opt-19's: declarations of one type and
// visibility merge (@ext1), branches forward in multi-block bodies (@cfg1),
// visibility, attributes and argument attributes keep functions apart
// (@p1 to @p4), locations do not (@p5), functions in nested modules take
// part (@inner::@p7, merged into @p2 as MLIR's walk does).
// RUN: rulir-opt %s --duplicate-function-elimination > %t.rulir
// RUN: %mlir_opt %s --duplicate-function-elimination > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func private @ext1
// CHECK-NOT: @ext2
// CHECK-NOT: @ext3
// CHECK: func.func @cfg1
// CHECK-NOT: func.func @cfg2
// CHECK: module @inner {
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user
// CHECK-NEXT: call @ext1
// CHECK-NEXT: call @ext1
// CHECK-NEXT: call @cfg1
// CHECK-NEXT: call @p1
// CHECK-NEXT: call @p2
// CHECK-NEXT: call @p5

func.func private @ext1(i32) -> i32
func.func private @ext2(i32) -> i32
func.func private @ext3(i32) -> i32
func.func @cfg1(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb2, ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
^bb2:
  cf.br ^bb1(%a : i32)
}
func.func @cfg2(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb2, ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
^bb2:
  cf.br ^bb1(%a : i32)
}
func.func private @p1(%a: i32) -> i32 {
  return %a : i32
}
func.func @p2(%a: i32) -> i32 {
  return %a : i32
}
func.func @p3(%a: i32) -> i32 attributes {foo} {
  return %a : i32
}
func.func @p4(%a: i32 {llvm.noundef}) -> i32 {
  return %a : i32
}
func.func @p5(%a: i32) -> i32 {
  %c = arith.constant 1 : i32 loc("x")
  return %a : i32
}
func.func @p6(%a: i32) -> i32 {
  %c = arith.constant 1 : i32 loc("y")
  return %a : i32
}
module @inner {
  func.func @p7(%a: i32) -> i32 {
    return %a : i32
  }
}
func.func @user(%c: i1, %a: i32) {
  %0 = call @ext2(%a) : (i32) -> i32
  %1 = call @ext3(%a) : (i32) -> i32
  %2 = call @cfg2(%c, %a) : (i1, i32) -> i32
  %3 = call @p1(%a) : (i32) -> i32
  %4 = call @p2(%a) : (i32) -> i32
  %5 = call @p6(%a) : (i32) -> i32
  return
}
