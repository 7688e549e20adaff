// Erasing: `erase $c` of a matched op that is not the root (it stays while
// something else still uses it), and `=> erase` of a root, which applies
// only when its results are unused. Calls are never erased as dead by the
// driver, so what goes here is the rules' doing.
// RUN: %rules-both %S/Inputs/erase.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/erase.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

func.func private @zero() -> i32
func.func private @nop(i32) -> i32

// CHECK-LABEL: func.func @inner_erased
// CHECK-NEXT: return %arg0 : i32
// DEBUG: * Rule AddZeroCall ({{.*}}erase.rules:5) on 'arith.addi': applied
func.func @inner_erased(%y: i32) -> i32 {
  %z = func.call @zero() : () -> i32
  %0 = arith.addi %z, %y : i32
  return %0 : i32
}

// The call result is returned too: the call stays.
// CHECK-LABEL: func.func @inner_kept
// CHECK-NEXT: %[[Z:.*]] = call @zero() : () -> i32
// CHECK-NEXT: return %arg0, %[[Z]] : i32, i32
// DEBUG: * Rule AddZeroCall ({{.*}}erase.rules:5) on 'arith.addi': applied
func.func @inner_kept(%y: i32) -> (i32, i32) {
  %z = func.call @zero() : () -> i32
  %0 = arith.addi %y, %z : i32
  return %0, %z : i32, i32
}

// The unused call goes; the used one does not.
// CHECK-LABEL: func.func @root
// CHECK-NEXT: %[[R:.*]] = call @nop(%arg0) : (i32) -> i32
// CHECK-NEXT: return %[[R]] : i32
// DEBUG: * Rule DropNop ({{.*}}erase.rules:10) on 'func.call': applied
// DEBUG: * Rule DropNop ({{.*}}erase.rules:10) on 'func.call': failed at condition: its results are still used
func.func @root(%y: i32) -> i32 {
  %0 = func.call @nop(%y) : (i32) -> i32
  %1 = func.call @nop(%y) : (i32) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func @assert
// CHECK-NEXT: cf.assert %arg0, "maybe"
// CHECK-NEXT: return
// DEBUG: * Rule AssertTrue ({{.*}}erase.rules:13) on 'cf.assert': applied
// DEBUG: * Rule AssertTrue ({{.*}}erase.rules:13) on 'cf.assert': failed at operand: operand 'arg' of 'cf.assert' is not defined by 'arith.constant'
func.func @assert(%b: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %b, "maybe"
  return
}
