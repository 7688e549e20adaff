// librulir_runner_utils (runtime/) against MLIR 19's runner utils: the
// memref printers (unranked with and without the C interface, ranked, 0-d
// to 3-d, strided), printMemrefShape, memrefCopy (memref.copy of strided
// memrefs lowers to a call of it), verifyMemRef and the scalar printers.
// The same checks hold for rulir-run with rulir's library and for
// mlir-cpu-runner-19 with either library.
//
// The llvm-dialect input comes from mlir-opt-19 (%t.mlir) and from rulir-opt
// (%t.rulir.mlir).
// RUN: %mlir_opt --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s -o %t.mlir
// RUN: rulir-opt --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s -o %t.rulir.mlir
// RUN: rulir-run %t.rulir.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines --strict-whitespace
// RUN: rulir-run %t.rulir.mlir -O2 -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines --strict-whitespace
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines --strict-whitespace
// RUN: mlir-cpu-runner-19 %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines --strict-whitespace
// RUN: mlir-cpu-runner-19 %t.mlir -e main -entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_cpp_runner_utils | FileCheck %s --match-full-lines --strict-whitespace

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefShapeI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes { llvm.emit_c_interface }
func.func private @printMemref1dF64(memref<?xf64>) attributes { llvm.emit_c_interface }
// Without the C interface: (rank, descriptor) by value.
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index

  // CHECK:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data = 
  // CHECK-NEXT:[1.5]
  %m0 = memref.alloca() : memref<f32>
  %f15 = arith.constant 1.5 : f32
  memref.store %f15, %m0[] : memref<f32>
  %u0 = memref.cast %m0 : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()

  // CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data = 
  // CHECK-NEXT:[1.5,  -0,  1e+10,  0.1]
  %m1 = memref.alloc() : memref<4xf32>
  %fm0 = arith.constant -0.0 : f32
  %fbig = arith.constant 1.0e10 : f32
  %ftenth = arith.constant 0.1 : f32
  memref.store %f15, %m1[%c0] : memref<4xf32>
  memref.store %fm0, %m1[%c1] : memref<4xf32>
  memref.store %fbig, %m1[%c2] : memref<4xf32>
  memref.store %ftenth, %m1[%c3] : memref<4xf32>
  %u1 = memref.cast %m1 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  memref.dealloc %m1 : memref<4xf32>

  // A 2x3x4 i32 memref, a[i][j][k] = 100 i + 10 j + k - 50.
  %a = memref.alloc() : memref<2x3x4xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %i100 = arith.muli %i, %c4 : index
        %x0 = arith.index_cast %i : index to i32
        %x1 = arith.index_cast %j : index to i32
        %x2 = arith.index_cast %k : index to i32
        %h = arith.constant 100 : i32
        %t = arith.constant 10 : i32
        %f = arith.constant 50 : i32
        %y0 = arith.muli %x0, %h : i32
        %y1 = arith.muli %x1, %t : i32
        %y2 = arith.addi %y0, %y1 : i32
        %y3 = arith.addi %y2, %x2 : i32
        %y4 = arith.subi %y3, %f : i32
        memref.store %y4, %a[%i, %j, %k] : memref<2x3x4xi32>
      }
    }
  }
  // CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data = 
  // CHECK-NEXT:{{\[\[\[}}-50,    -49,    -48,    -47], 
  // CHECK-NEXT:  [-40,    -39,    -38,    -37], 
  // CHECK-NEXT:  [-30,    -29,    -28,    -27]], 
  // CHECK-NEXT: {{\[\[}}50,    51,    52,    53], 
  // CHECK-NEXT:  [60,    61,    62,    63], 
  // CHECK-NEXT:  [70,    71,    72,    73]]]
  %ua = memref.cast %a : memref<2x3x4xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  // CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1]
  call @printMemrefShapeI32(%ua) : (memref<*xi32>) -> ()

  // A strided view: a[1, 0..2, 1..3 step 2].
  // CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 13 sizes = [3, 2] strides = [4, 2] data = 
  // CHECK-NEXT:{{\[\[}}51,   53], 
  // CHECK-NEXT: [61,   63], 
  // CHECK-NEXT: [71,   73]]
  %sv = memref.subview %a[1, 0, 1][1, 3, 2][1, 1, 2] : memref<2x3x4xi32> to memref<3x2xi32, strided<[4, 2], offset: 13>>
  %usv = memref.cast %sv : memref<3x2xi32, strided<[4, 2], offset: 13>> to memref<*xi32>
  call @printMemrefI32(%usv) : (memref<*xi32>) -> ()

  // memref.copy of a strided view into a dense buffer, and of a dense
  // buffer into a strided view (both through memrefCopy).
  // CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data = 
  // CHECK-NEXT:{{\[\[}}51,   53], 
  // CHECK-NEXT: [61,   63], 
  // CHECK-NEXT: [71,   73]]
  %d = memref.alloc() : memref<3x2xi32>
  memref.copy %sv, %d : memref<3x2xi32, strided<[4, 2], offset: 13>> to memref<3x2xi32>
  %ud = memref.cast %d : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  // verifyMemRef: equal, then 2 elements differ (reported on stderr).
  // CHECK-NEXT:0
  %dd = memref.alloc() : memref<3x2xi32>
  memref.copy %d, %dd : memref<3x2xi32> to memref<3x2xi32>
  %udd = memref.cast %dd : memref<3x2xi32> to memref<*xi32>
  %e0 = call @verifyMemRefI32(%ud, %udd) : (memref<*xi32>, memref<*xi32>) -> i64
  call @printI64(%e0) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT:2
  %c7 = arith.constant 7 : i32
  memref.store %c7, %dd[%c0, %c1] : memref<3x2xi32>
  memref.store %c7, %dd[%c2, %c0] : memref<3x2xi32>
  %e2 = call @verifyMemRefI32(%ud, %udd) : (memref<*xi32>, memref<*xi32>) -> i64
  call @printI64(%e2) : (i64) -> ()
  call @printNewline() : () -> ()
  // Back into the view: a[1, j, 1] and a[1, j, 3] become dd.
  // CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data = 
  // CHECK-NEXT:{{\[\[\[}}-50,    -49,    -48,    -47], 
  // CHECK-NEXT:  [-40,    -39,    -38,    -37], 
  // CHECK-NEXT:  [-30,    -29,    -28,    -27]], 
  // CHECK-NEXT: {{\[\[}}50,    51,    52,    7], 
  // CHECK-NEXT:  [60,    61,    62,    63], 
  // CHECK-NEXT:  [70,    7,    72,    73]]]
  memref.copy %dd, %sv : memref<3x2xi32> to memref<3x2xi32, strided<[4, 2], offset: 13>>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<2x3x4xi32>
  memref.dealloc %d : memref<3x2xi32>
  memref.dealloc %dd : memref<3x2xi32>

  // Dynamic sizes; the plain (non-C-interface) printers.
  // CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
  // CHECK-NEXT:{{\[\[}}-9223372036854775808,   -1,   0], 
  // CHECK-NEXT: [1,   9223372036854775807,   42]]
  %b = memref.alloc(%c2, %c3) : memref<?x?xi64>
  %min = arith.constant -9223372036854775808 : i64
  %m1i = arith.constant -1 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %max = arith.constant 9223372036854775807 : i64
  %ft = arith.constant 42 : i64
  memref.store %min, %b[%c0, %c0] : memref<?x?xi64>
  memref.store %m1i, %b[%c0, %c1] : memref<?x?xi64>
  memref.store %z, %b[%c0, %c2] : memref<?x?xi64>
  memref.store %one, %b[%c1, %c0] : memref<?x?xi64>
  memref.store %max, %b[%c1, %c1] : memref<?x?xi64>
  memref.store %ft, %b[%c1, %c2] : memref<?x?xi64>
  %ub = memref.cast %b : memref<?x?xi64> to memref<*xi64>
  call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  memref.dealloc %b : memref<?x?xi64>

  // CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
  // CHECK-NEXT:[0.1,  -2.5e-300,  inf]
  // CHECK-NEXT:Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
  // CHECK-NEXT:[0.1,  -2.5e-300,  inf]
  %g = memref.alloc(%c3) : memref<?xf64>
  %g0 = arith.constant 0.1 : f64
  %g1 = arith.constant -2.5e-300 : f64
  %g2 = arith.constant 0x7FF0000000000000 : f64
  memref.store %g0, %g[%c0] : memref<?xf64>
  memref.store %g1, %g[%c1] : memref<?xf64>
  memref.store %g2, %g[%c2] : memref<?xf64>
  %ug = memref.cast %g : memref<?xf64> to memref<*xf64>
  call @printMemrefF64(%ug) : (memref<*xf64>) -> ()
  call @printMemref1dF64(%g) : (memref<?xf64>) -> ()
  memref.dealloc %g : memref<?xf64>

  // CHECK-NEXT:( -1, 18446744073709551615, 0.1, 1e+100 )
  call @printOpen() : () -> ()
  call @printI64(%m1i) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%m1i) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF32(%ftenth) : (f32) -> ()
  call @printComma() : () -> ()
  %h = arith.constant 1.0e100 : f64
  call @printF64(%h) : (f64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}
