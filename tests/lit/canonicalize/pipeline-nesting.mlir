// canonicalize on the module folds the module's own ops too (and is the
// same as --canonicalize); nested on func.func it only touches function
// bodies. Declarations are left alone, and an unused call is not dead.
// RUN: rulir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=MOD
// RUN: rulir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=MOD
// RUN: rulir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s --check-prefix=FUNC

// MOD:       module {
// MOD-NEXT:    %c5_i32 = arith.constant 5 : i32
// MOD-NEXT:    "test.use"(%c5_i32) : (i32) -> ()
// MOD-NEXT:    func.func private @decl(i32) -> i32
// MOD-NEXT:    func.func @f() -> i32 {
// MOD-NEXT:      %c16_i32 = arith.constant 16 : i32
// MOD-NEXT:      return %c16_i32 : i32
// MOD-NEXT:    }
// MOD-NEXT:    func.func @g(%arg0: i32) -> i32 {
// MOD-NEXT:      %0 = call @decl(%arg0) : (i32) -> i32
// MOD-NEXT:      %1 = call @decl(%arg0) : (i32) -> i32
// MOD-NEXT:      return %0 : i32
// MOD-NEXT:    }
// MOD-NEXT:  }

// FUNC:       module {
// FUNC-NEXT:    %c2_i32 = arith.constant 2 : i32
// FUNC-NEXT:    %c3_i32 = arith.constant 3 : i32
// FUNC-NEXT:    %0 = arith.addi %c2_i32, %c3_i32 : i32
// FUNC-NEXT:    "test.use"(%0) : (i32) -> ()
// FUNC-NEXT:    func.func private @decl(i32) -> i32
// FUNC-NEXT:    func.func @f() -> i32 {
// FUNC-NEXT:      %c16_i32 = arith.constant 16 : i32
// FUNC-NEXT:      return %c16_i32 : i32
// FUNC-NEXT:    }
// FUNC-NEXT:    func.func @g(%arg0: i32) -> i32 {
// FUNC-NEXT:      %1 = call @decl(%arg0) : (i32) -> i32
// FUNC-NEXT:      %2 = call @decl(%arg0) : (i32) -> i32
// FUNC-NEXT:      return %1 : i32
// FUNC-NEXT:    }
// FUNC-NEXT:  }

%a = arith.constant 2 : i32
%b = arith.constant 3 : i32
%s = arith.addi %a, %b : i32
"test.use"(%s) : (i32) -> ()
func.func private @decl(i32) -> i32
func.func @f() -> i32 {
  %c = arith.constant 4 : i32
  %d = arith.muli %c, %c : i32
  return %d : i32
}
func.func @g(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  %r = func.call @decl(%y) : (i32) -> i32
  %unused = func.call @decl(%x) : (i32) -> i32
  return %r : i32
}
