// --convert-func-to-llvm converts the llvm types in signatures as MLIR's
// type converter does: an index (or a vector of them) inside a struct, an
// array or a function type becomes the index integer, and an identified
// struct whose body changes is renamed "_Converted.NAME" (the old name may
// hold another body); types with nothing to convert stay as they are. The
// result reads back. The CHECK lines are mlir-opt-19's output for the same
// input.
// RUN: rulir-opt --convert-func-to-llvm --split-input-file %s | FileCheck %s
// RUN: rulir-opt --convert-func-to-llvm --split-input-file %s | rulir-opt --split-input-file | FileCheck %s

func.func private @f(!llvm.struct<"foo", (index)>) -> !llvm.struct<"foo", (index)>
func.func @g(%a: !llvm.struct<(index, i32)>, %b: !llvm.ptr) -> !llvm.array<2 x index> {
  %0 = llvm.mlir.undef : !llvm.array<2 x index>
  return %0 : !llvm.array<2 x index>
}
func.func @h(%a: !llvm.struct<"bar", (index, struct<"foo", (index)>)>) {
  return
}
// Nothing to convert inside: the same type.
func.func private @a(!llvm.struct<"same", (i32, ptr)>) -> !llvm.struct<"opq", opaque>
func.func private @b(!llvm.struct<packed (index, i8)>, !llvm.array<3 x struct<(index)>>) -> !llvm.ptr
func.func private @e(!llvm.struct<(vector<4xindex>, struct<()>)>)
// Function types: converted inside too.
func.func private @c(!llvm.func<i32 (i32)>)
func.func private @c_index(!llvm.func<index (index, ...)>)

// -----

func.func private @d(!llvm.struct<"_Converted.baz", (index)>, !llvm.struct<"baz", (i1)>)

// CHECK-LABEL: llvm.func @f(!llvm.struct<"_Converted.foo", (i64)>) -> !llvm.struct<"_Converted.foo", (i64)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @g(%arg0: !llvm.struct<(i64, i32)>, %arg1: !llvm.ptr) -> !llvm.array<2 x i64> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<2 x index>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !llvm.array<2 x index> to !llvm.array<2 x i64>
// CHECK-NEXT: llvm.return %1 : !llvm.array<2 x i64>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @h(%arg0: !llvm.struct<"_Converted.bar", (i64, struct<"_Converted.foo", (i64)>)>) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @a(!llvm.struct<"same", (i32, ptr)>) -> !llvm.struct<"opq", opaque> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @b(!llvm.struct<packed (i64, i8)>, !llvm.array<3 x struct<(i64)>>) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @e(!llvm.struct<(vector<4xi64>, struct<()>)>) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @c(!llvm.func<i32 (i32)>) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @c_index(!llvm.func<i64 (i64, ...)>) attributes {sym_visibility = "private"}
// CHECK: {{^}}{{/}}/ -----
// CHECK-LABEL: llvm.func @d(!llvm.struct<"_Converted._Converted.baz", (i64)>, !llvm.struct<"baz", (i1)>) attributes {sym_visibility = "private"}
