// RUN: rulir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect | rulir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// distinct[N]<attr>: one N is one attribute in the input; the printer
// renumbers them in print order, aliases them as #distinct unless they
// reference unit (printed `<>`). Checked against mlir-opt-19.

// CHECK:      #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"x">
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo"() {a = #distinct, b = distinct[2]<>, c = #distinct, d = [#distinct1]} : () -> ()
// CHECK-NEXT:   "foo"() {a = distinct[3]<>} : () -> ()
// CHECK-NEXT: }

// LOCAL:      module {
// LOCAL-NEXT:   "foo"() {a = distinct[0]<42 : i32>, b = distinct[1]<>, c = distinct[0]<42 : i32>, d = [distinct[2]<"x">]} : () -> ()
// LOCAL-NEXT:   "foo"() {a = distinct[3]<>} : () -> ()
// LOCAL-NEXT: }

#attr = distinct[7]<42 : i32>
"foo"() {a = #attr, b = distinct[3]<unit>, c = distinct[7]<42 : i32>, d = [distinct[9]<"x">]} : () -> ()
"foo"() {a = distinct[0xA]<unit>} : () -> ()
