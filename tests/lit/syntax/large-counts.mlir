// Counts past 16 bits are kept whole, as mlir-opt-19 keeps them: a
// function type with 65,536 inputs, an op with 65,537 operands and as many
// operand types, 65,537 results bound by one name; counts that do not fit
// (result groups, location lines and columns) are located errors.
//
// RUN: python3 -c "print('func.func private @f(' + ', '.join(['i32'] * 65536) + ') -> i64')" > %t.ftype.mlir
// RUN: rulir-opt %t.ftype.mlir > %t.ftype.out
// RUN: %mlir_opt %t.ftype.mlir | diff - %t.ftype.out
// RUN: FileCheck %s --check-prefix=FTYPE < %t.ftype.out
// RUN: grep -o i32 %t.ftype.out | count 65536
// FTYPE: func.func private @f(i32, i32,
// FTYPE-SAME: i32, i32) -> i64
//
// RUN: python3 -c "n = 65537; print('func.func @g(%%a: i32) {\n  \"t.op\"(' + ', '.join(['%%a'] * n) + ') : (' + ', '.join(['i32'] * n) + ') -> ()\n  return\n}')" > %t.operands.mlir
// RUN: rulir-opt --allow-unregistered-dialect %t.operands.mlir > %t.operands.out
// RUN: %mlir_opt --allow-unregistered-dialect %t.operands.mlir | diff - %t.operands.out
// RUN: grep -o '%%arg0' %t.operands.out | count 65538
//
// RUN: python3 -c "n = 65537; print('%%r:' + str(n) + ' = \"t.op\"() : () -> (' + ', '.join(['i32'] * n) + ')\n\"t.use\"(%%r#65536) : (i32) -> ()')" > %t.results.mlir
// RUN: rulir-opt --allow-unregistered-dialect %t.results.mlir > %t.results.out
// RUN: %mlir_opt --allow-unregistered-dialect %t.results.mlir | diff - %t.results.out
//
// RUN: not rulir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// CHECK: large-counts.mlir:{{[0-9]+}} offset :26:1: error: operation defines 1 results but was provided 4294967297 to bind
%r:4294967297 = "t.op"() : () -> (i32)

// -----

// CHECK: large-counts.mlir:{{[0-9]+}} offset :4:4: error: expected named operation to have at least 1 result
%s:18446744073709551616 = "t.op"() : () -> (i32)

// -----

// CHECK: large-counts.mlir:{{[0-9]+}} offset :4:29: error: expected integer line number in FileLineColLoc
"t.op"() : () -> () loc("a":4294967296:1)

// -----

// CHECK: large-counts.mlir:{{[0-9]+}} offset :4:31: error: expected integer column number in FileLineColLoc
"t.op"() : () -> () loc("a":1:4294967296)
