// --verify-each (default true): the verifier runs after each pass, and a
// pass that leaves invalid IR fails. With --verify-each=false it does not,
// and the output is printed as MLIR's printer prints IR that may be
// invalid: in generic form if it does not verify (no custom printer sees
// it), in custom form with --mlir-print-assume-verified. The input is
// verified after parsing either way. (mlir-opt-19 needs one of its test
// passes to make invalid IR; a rules file does it here. On valid IR, the
// output is mlir-opt-19's.)
// RUN: not rulir-opt %s --rules %S/Inputs/break.rules 2>&1 | FileCheck %s --check-prefix=EACH
// RUN: not rulir-opt %s --rules %S/Inputs/break.rules -verify-each=true 2>&1 | FileCheck %s --check-prefix=EACH
// RUN: rulir-opt %s --rules %S/Inputs/break.rules --verify-each=false 2>/dev/null | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s --rules %S/Inputs/break.rules -verify-each=0 --mlir-print-assume-verified 2>/dev/null | FileCheck %s --check-prefix=CUSTOM
// RUN: rulir-opt %s --canonicalize --verify-each=false > %t.rulir
// RUN: %mlir_opt %s --canonicalize --verify-each=false > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: not rulir-opt %S/Inputs/invalid.mlir --verify-each=false 2>&1 | FileCheck %s --check-prefix=PARSED

// EACH: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
// GENERIC-NEXT:     "func.return"(%0) : (i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CUSTOM:      module {
// CUSTOM-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CUSTOM-NEXT:     %c1_i64 = arith.constant 1 : i64
// CUSTOM-NEXT:     return %c1_i64 : i64
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }

// PARSED: invalid.mlir:3:3: error: 'func.return' op has 0 operands, but enclosing function (@g) returns 1

func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
