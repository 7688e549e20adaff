// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// Blocks unreachable from the entry may use values defined in blocks that
// are emitted after them (MLIR's dominance allows it there): the use gets a
// placeholder that the definition replaces. (mlir-translate-19 crashes on
// this input.)

// CHECK-LABEL: define i32 @f(i32 %0)
// CHECK-NEXT:   br label %4
// CHECK:      2:
// CHECK-NEXT:   %3 = add i32 %6, %0
// CHECK-NEXT:   ret i32 %3
// CHECK:      4:
// CHECK-NEXT:   ret i32 %0
// CHECK:      5:
// CHECK-NEXT:   %6 = add i32 %0, %0
// CHECK-NEXT:   br label %2
// CHECK-NOT: __rulir_placeholders
llvm.func @f(%a: i32) -> i32 {
  llvm.br ^bb2
^bb1:
  %x = llvm.add %y, %a : i32
  llvm.return %x : i32
^bb2:
  llvm.return %a : i32
^bb3:
  %y = llvm.add %a, %a : i32
  llvm.br ^bb1
}
