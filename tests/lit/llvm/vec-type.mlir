// !llvm.vec, a vector of pointers: fixed and scalable forms (MLIR prints two
// blanks before a scalable one's element type), icmp of such vectors (an i1
// vector result), bitcasts, and the parser's errors. The CHECK lines are
// mlir-opt-19's output.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: !llvm.vec<2 x ptr>, %arg1: !llvm.vec<? x 4 x  ptr>, %arg2: !llvm.vec<? x 4 x  ptr<1>>) -> vector<2xi1> {
// CHECK-NEXT:    %0 = llvm.icmp "ne" %arg0, %arg0 : !llvm.vec<2 x ptr>
// CHECK-NEXT:    %1 = llvm.bitcast %arg1 : !llvm.vec<? x 4 x  ptr> to !llvm.vec<? x 4 x  ptr>
// CHECK-NEXT:    return %0 : vector<2xi1>
func.func @f(%a: !llvm.vec<2x!llvm.ptr>, %b: !llvm.vec<? x 4 x ptr>, %c: !llvm.vec<?x4 x ptr<1>>) -> vector<2xi1> {
  %0 = llvm.icmp "ne" %a, %a : !llvm.vec<2 x ptr>
  %1 = llvm.bitcast %b : !llvm.vec<? x 4 x ptr> to !llvm.vec<? x 4 x ptr>
  return %0 : vector<2xi1>
}

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
func.func private @a(!llvm.vec<? x ptr>)

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
func.func private @a(!llvm.vec<2x3 x ptr>)

// -----

// expected-error @+1 {{the number of vector elements must be positive}}
func.func private @a(!llvm.vec<0 x ptr>)

// -----

// expected-error @+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
func.func private @a(!llvm.vec<4 x i32>)

// -----

func.func @b(%p: !llvm.ptr) {
  // expected-error @+1 {{cannot cast pointer to vector of pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.vec<2 x ptr>
  return
}

// -----

// A shuffle of vectors of pointers gives one of the mask's length.
// CHECK-LABEL: llvm.func @shuffle(%arg0: !llvm.vec<2 x ptr>) -> !llvm.vec<3 x ptr> {
// CHECK-NEXT:    %0 = llvm.shufflevector %arg0, %arg0 [1, 0, 1] : !llvm.vec<2 x ptr>
llvm.func @shuffle(%a: !llvm.vec<2 x ptr>) -> !llvm.vec<3 x ptr> {
  %0 = llvm.shufflevector %a, %a [1, 0, 1] : !llvm.vec<2 x ptr>
  llvm.return %0 : !llvm.vec<3 x ptr>
}
