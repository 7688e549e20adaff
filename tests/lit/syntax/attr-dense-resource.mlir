// RUN: rulir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect | rulir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=14 | FileCheck %s --check-prefix=ELIDE
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=3 | FileCheck %s --check-prefix=NONE
// dense_resource<name> : type and the file metadata section: the blobs of
// the resources the printed IR uses and the external resources come back
// after the module; with --mlir-elide-resource-strings-if-larger=N, values
// printed longer than N chars are left out (headings only before a value).
// Checked against mlir-opt-19.

// CHECK:      "t.a"() {attr = dense_resource<blob1> : tensor<3xi64>} : () -> ()
// CHECK-NEXT: "t.b"() {attr = dense_resource<nodata> : tensor<2xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x08000000010000000000000002000000000000000300000000000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     tool: {
// CHECK-NEXT:       blob: "0x0100000001",
// CHECK-NEXT:       flag: false,
// CHECK-NEXT:       text: "a\22b\0A"
// CHECK-NEXT:     },
// CHECK-NEXT:     other: {
// CHECK-NEXT:       on: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// ELIDE:      {-#
// ELIDE-NEXT:   external_resources: {
// ELIDE-NEXT:     tool: {
// ELIDE-NEXT:       blob: "0x0100000001",
// ELIDE-NEXT:       flag: false,
// ELIDE-NEXT:       text: "a\22b\0A"
// ELIDE-NEXT:     },
// ELIDE-NEXT:     other: {
// ELIDE-NEXT:       on: true
// ELIDE-NEXT:     }
// ELIDE-NEXT:   }
// ELIDE-NEXT: #-}

// NONE:      {-#
// NONE-EMPTY:
// NONE-NEXT: #-}

"t.a"() {attr = dense_resource<blob1> : tensor<3xi64>} : () -> ()
"t.b"() {attr = dense_resource<nodata> : tensor<2xi8>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      unused: "0x0100000001",
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  },
  external_resources: {
    tool: {
      blob: "0x0100000001",
      flag: false,
      text: "a\"b\n"
    },
    other: {
      on: true
    }
  }
#-}
