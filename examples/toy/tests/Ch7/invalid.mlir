// RUN: split-file %s %t
// RUN: not toyc-ch7 %t/index.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not toyc-ch7 %t/elem.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=ELEM
// RUN: not toyc-ch7 %t/count.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not toyc-ch7 %t/result.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: not toyc-ch7 %t/return.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=RETURN

// The struct type's syntax and the struct ops' verifiers, on IR.

//--- index.mlir
toy.func @main() {
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>
  %1 = toy.struct_access %0[1] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.return
}
// INDEX: index.mlir:3:8: error: 'toy.struct_access' op index should be within the range of the input struct type

//--- elem.mlir
toy.func @main() {
  %0 = toy.struct_constant [] : !toy.struct<i32>
  toy.return
}
// ELEM: elem.mlir:2:45: error: element type for a struct must either be a TensorType or a StructType, got: i32
// ELEM-NEXT: %0 = toy.struct_constant [] : !toy.struct<i32>
// ELEM-NEXT: {{^ +\^$}}

//--- count.mlir
toy.func @main() {
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
  toy.return
}
// COUNT: count.mlir:2:8: error: 'toy.struct_constant' op expected 2 elements in the struct constant, got 1

//--- result.mlir
toy.func @main() {
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>
  %1 = toy.struct_access %0[0] : !toy.struct<tensor<*xf64>> -> tensor<2xf64>
  toy.return
}
// RESULT: result.mlir:3:8: error: 'toy.struct_access' op must have the same result type as the struct element referred to by the index

//--- return.mlir
toy.func @f(%a: i32) -> i32 {
  toy.return %a : i32
}
// RETURN: return.mlir:2:3: error: 'toy.return' op operand #0 must be variadic of tensor of 64-bit float values or Toy struct type, but got 'i32'
