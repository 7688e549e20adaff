// `marker "NAME";`: a discardable attribute without a dialect prefix that
// a pass's rules may set, gone from every op when the pass ends.
// RUN: %rules-both %S/Inputs/marker.rules %s --test-marker | FileCheck %s

// CHECK-LABEL: func.func @g
// CHECK-NEXT: call @f() : () -> ()
// CHECK-NEXT: call @f() : () -> ()
// CHECK-NEXT: call @h() {keep} : () -> ()
// CHECK-NEXT: return
func.func private @f()
func.func private @h()
func.func @g() {
  func.call @f() : () -> ()
  func.call @h() {keep} : () -> ()
  return
}
