// Diagnostics of the llvm dialect: malformed types, wrong operand types,
// unknown ops, verifier errors; located and worded as mlir-opt-19 words them.
// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s

// A missing `x` in an array type.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :7:36: error: expected 'x'
func.func private @a(!llvm.array<4 i32>)

// -----

// An address space must be an integer.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:32: error: expected integer value
func.func private @b(!llvm.ptr<x>)

// -----

// Type checks report at the `<` of the type's body, as MLIR's verifiers of the llvm types do.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:34: error: invalid LLVM structure element type: '!llvm.void'
func.func private @c(!llvm.struct<(i32, !llvm.void)>)

// -----

// An unknown mnemonic.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:28: error: unknown LLVM type: foo
func.func private @d(!llvm.foo)

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :4:33: error: invalid array element type: '!llvm.void'
func.func private @e(!llvm.array<2 x !llvm.void>)

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :4:32: error: invalid function argument type: '!llvm.void'
func.func private @f(!llvm.func<void (void)>)

// -----

// The body must be balanced before it is parsed.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:34: error: unbalanced '(' character in pretty dialect name
func.func private @g(!llvm.struct<(i32>)

// -----

// Wrong operand types.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :6:8: error: 'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'
llvm.func @h(%a: f32) -> f32 {
  %0 = llvm.add %a, %a : f32
  llvm.return %0 : f32
}

// -----

// An unknown llvm op.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :6:3: error: custom op 'llvm.frobnicate' is unknown
llvm.func @i(%a: i32) {
  llvm.frobnicate %a : i32
  llvm.return
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:8: error: 'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'
llvm.func @j(%a: i32) -> i32 {
  %0 = llvm.load %a : i32 -> i32
  llvm.return %0 : i32
}

// -----

// The element type is computed after the container type, so the error is
// reported at the next token, as MLIR reports it.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :8:3: error: custom op 'llvm.extractvalue' position out of bounds: 2
llvm.func @k(%a: !llvm.struct<(i32, f32)>) -> i32 {
  %0 = llvm.extractvalue %a[2] : !llvm.struct<(i32, f32)>
  llvm.return %0 : i32
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :6:8: error: 'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'
llvm.func @callee(i32) -> i32
llvm.func @l(%a: i64) -> i32 {
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return %0 : i32
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:18: error: custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute
llvm.func @m(%a: i32) -> i32 {
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return %a : i32
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:3: error: 'llvm.return' op mismatching result types
llvm.func @n(%a: i32) -> i64 {
  llvm.return %a : i32
}

// -----

// A switch's case list is not optional.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :6:29: error: expected '['
llvm.func @o(%a: i32) {
  llvm.switch %a : i32, ^bb1
^bb1:
  llvm.return
}

// -----

// `struct<"name">` without a body only refers to an enclosing identified
// struct (a recursive type).
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :6:38: error: struct without a body only allowed in a recursive struct
func.func private @p(!llvm.struct<"a">)

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:8: error: 'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'
llvm.func @q() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:8: error: 'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'
llvm.func @r(%p: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[1] : (i64) -> !llvm.ptr, i8
  llvm.return %0 : !llvm.ptr
}

// -----

// As MLIR's parser, an alloca keeps its element type only for a pointer result.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :6:8: error: 'llvm.alloca' op requires attribute 'elem_type'
llvm.func @s(%n: i64) {
  %0 = llvm.alloca %n x i32 : (i64) -> i64
  llvm.return
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :5:8: error: 'llvm.getelementptr' op index 1 indexing a struct is out of bounds
llvm.func @t(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :6:8: error: 'llvm.mlir.addressof' op pointer address space must match address space of the referenced global
llvm.mlir.global external @g() : i32
llvm.func @u() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
  llvm.return
}
