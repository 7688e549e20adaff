// llvm dialect: malformed types, wrong operand types, unknown ops and verifier errors.

// expected-error@+1 {{expected 'x'}}
func.func private @a(!llvm.array<4 i32>)
// -----
// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @b(!llvm.ptr<x>)
// -----
// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @c(!llvm.struct<(i32, !llvm.void)>)
// -----
// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @d(!llvm.foo)
// -----
// expected-error@+1 {{invalid array element type: '!llvm.void'}}
func.func private @e(!llvm.array<2 x !llvm.void>)
// -----
// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
func.func private @f(!llvm.func<void (void)>)
// -----
// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
func.func private @g(!llvm.struct<(i32>)
// -----
llvm.func @h(%a: f32) -> f32 {
  // expected-error@+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return %0 : f32
}
// -----
llvm.func @i(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.frobnicate' is unknown}}
  llvm.frobnicate %a : i32
  llvm.return
}
// -----
llvm.func @j(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.load %a : i32 -> i32
  llvm.return %0 : i32
}
// -----
llvm.func @k(%a: !llvm.struct<(i32, f32)>) -> i32 {
  %0 = llvm.extractvalue %a[2] : !llvm.struct<(i32, f32)>
  // expected-error@+1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return %0 : i32
}
// -----
llvm.func @callee(i32) -> i32
llvm.func @l(%a: i64) -> i32 {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return %0 : i32
}
// -----
llvm.func @m(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return %a : i32
}
// -----
// expected-note@+1 {{when returning from function}}
llvm.func @n(%a: i32) -> i64 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}
// -----
llvm.func @a() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @b(%p: i64) -> !llvm.ptr {
  // expected-error@+1 {{'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = llvm.getelementptr %p[1] : (i64) -> !llvm.ptr, i8
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @c(%n: i64) {
  // expected-error@+1 {{'llvm.alloca' op requires attribute 'elem_type'}}
  %0 = llvm.alloca %n x i32 : (i64) -> i64
  llvm.return
}
// -----
llvm.func @d(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}
// -----
llvm.mlir.global external @g() : i32
llvm.func @e() {
  // expected-error@+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
  llvm.return
}
// -----
llvm.func @a(%x: f32) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "eq" %x, %x : f32
  llvm.return
}
// -----
llvm.func @b(%x: i32) {
  // expected-error@+1 {{'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fcmp "oeq" %x, %x : i32
  llvm.return
}
// -----
llvm.func @c(%x: i32) {
  // expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %x, %x : i32
  llvm.return
}
// -----
llvm.func @d(%x: f32) {
  // expected-error@+1 {{'llvm.trunc' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.trunc %x : f32 to i8
  llvm.return
}
// -----
// expected-note@+1 {{prior use here}}
llvm.func @e(%c: i1, %x: i32, %y: i64) {
  // expected-error@+1 {{use of value '%y' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = llvm.select %c, %x, %y : i1, i32
  llvm.return
}
// -----
llvm.func @f(%p: i64, %x: i32) {
  // expected-error@+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i64'}}
  %0 = llvm.call %p(%x) : i64, (i32) -> i32
  llvm.return
}
// -----
llvm.func @g(%v: i32, %i: i32) {
  // expected-error@+1 {{custom op 'llvm.extractelement' 'vector' must be LLVM dialect-compatible vector type, but got 'i32'}}
  %0 = llvm.extractelement %v[%i : i32] : i32
  llvm.return
}
// -----
llvm.func @h(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.br ^bb1(%a : i32)
^bb1:
  llvm.return
}
// -----
llvm.func @i(%a: i32) {
  // expected-error@+1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.fabs(%a) : (i32) -> i32
  llvm.return
}
// -----
// expected-note@+1 {{when returning from function}}
llvm.func @j(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}
// -----
// expected-error@+1 {{custom op 'llvm.func' expected type instead of SSA identifier}}
llvm.func @b(i32, %x: i32) {
  llvm.return
}
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @e() -> (i32, i32)
// -----
// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func private @f()
// -----
llvm.func @h(%x: i32) -> i32 {
// expected-error@+1 {{invalid block name in region with named arguments}}
^bb0(%y: i32):
  llvm.return %y : i32
}
// -----
// expected-error@+1 {{"llvm.align" attribute attached to non-pointer LLVM type}}
llvm.func @i(%x: i32 {llvm.align = 4 : i64}) -> (i32 {llvm.signext}) {
  llvm.return %x : i32
}
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @d(index)
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @d2(%x: index) {
  llvm.return
}
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'index'}}
llvm.func @d3() -> index
// -----
// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
llvm.func @i(%x: f32 {llvm.signext})
// -----
// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @j(i32 {llvm.noalias})
// -----
// expected-error@+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @k() -> (i32 {llvm.nonnull})
