// A typemap and result types that call an extern (LLVMType, the llvm
// dialect's type converter), interpreted and compiled alike; the pass's
// index-bitwidth option reaches it.
// RUN: %rules-both %S/Inputs/extern-typemap.rules %s --test-extern-typemap | FileCheck %s
// RUN: %rules-both %S/Inputs/extern-typemap.rules %s "--test-extern-typemap=index-bitwidth=32" | FileCheck %s --check-prefix=I32

// CHECK-LABEL: func.func @f
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[S:.*]] = llvm.add %[[A]], %[[A]] : i64
// CHECK: llvm.sext %arg1 : i16 to i64
// I32-LABEL: func.func @f
// I32: builtin.unrealized_conversion_cast %arg0 : index to i32
// I32: llvm.add %{{.*}}, %{{.*}} : i32
// I32: llvm.sext %arg1 : i16 to i32
func.func @f(%a: index, %b: i16) -> (index, index) {
  %0 = arith.addi %a, %a : index
  %1 = arith.index_cast %b : i16 to index
  return %0, %1 : index, index
}

// An extern no one registered: loading the rules says so, at the typemap.
// RUN: not rulir-opt --rules %S/Inputs/extern-typemap-missing.rules %s 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: extern-typemap-missing.rules:10:26: error: rule library entry 'NoSuchConverter' is missing
