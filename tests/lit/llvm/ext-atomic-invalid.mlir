// llvm.zext/sext and llvm.atomicrmw/cmpxchg are checked as MLIR 19 checks
// them (the file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @sext_same(%a: i32) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %a : i32 to i32
  return
}

// -----

func.func @zext_scalable(%a: vector<[1]xi32>) {
  // expected-error @+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.zext %a : vector<[1]xi32> to vector<1xi64>
  return
}

// -----

func.func @zext_vector_to_int(%a: vector<1xi32>) {
  // expected-error @+1 {{input type is a vector but output type is an integer}}
  %0 = llvm.zext %a : vector<1xi32> to i64
  return
}

// -----

func.func @ext_ok(%a: vector<[2]xi8>, %b: i1) {
  %0 = llvm.zext %a : vector<[2]xi8> to vector<[2]xi16>
  %1 = llvm.sext %b : i1 to i64
  return
}

// -----

func.func @rmw_ordering(%p: !llvm.ptr, %f: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw fadd %p, %f unordered : !llvm.ptr, f32
  return
}

// -----

func.func @rmw_vector(%p: !llvm.ptr, %v: vector<2xf32>) {
  // expected-error @+1 {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<2xf32>'}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<2xf32>
  return
}

// -----

func.func @rmw_xchg_f80(%p: !llvm.ptr, %f: f80) {
  // expected-error @+1 {{unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %f monotonic : !llvm.ptr, f80
  return
}

// -----

func.func @rmw_generic_ptr(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = "llvm.atomicrmw"(%p, %p) {bin_op = 11, ordering = 2} : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @cmpxchg_float(%p: !llvm.ptr, %f: f16) {
  // expected-error @+1 {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f16'}}
  %0 = llvm.cmpxchg %p, %f, %f monotonic monotonic : !llvm.ptr, f16
  return
}

// -----

func.func @cmpxchg_generic_float(%p: !llvm.ptr, %f: f16) {
  // expected-error @+1 {{'llvm.cmpxchg' op operand #1 must be signless integer or LLVM pointer type, but got 'f16'}}
  %0 = "llvm.cmpxchg"(%p, %f, %f) {success_ordering = 2, failure_ordering = 2} : (!llvm.ptr, f16, f16) -> !llvm.struct<(f16, i1)>
  return
}

// -----

func.func @cmpxchg_not_ptr(%p: i32, %i: i16) {
  // expected-error @+1 {{'llvm.cmpxchg' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = "llvm.cmpxchg"(%p, %i, %i) {success_ordering = 2, failure_ordering = 2} : (i32, i16, i16) -> !llvm.struct<(i16, i1)>
  return
}

// -----

func.func @atomics_ok(%p: !llvm.ptr, %q: !llvm.ptr, %i: i8, %f: f16) {
  %0 = llvm.atomicrmw xchg %p, %q monotonic : !llvm.ptr, !llvm.ptr
  %1 = llvm.cmpxchg %p, %q, %q monotonic monotonic : !llvm.ptr, !llvm.ptr
  %2 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i8
  %3 = llvm.cmpxchg %p, %i, %i acq_rel acquire : !llvm.ptr, i8
  %4 = llvm.atomicrmw xchg %p, %f seq_cst : !llvm.ptr, f16
  return
}
