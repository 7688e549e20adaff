// --convert-to-llvm='filter-dialects=A,B' runs only the patterns of the
// dialects listed (MLIR's option, for testing a dialect's lowering alone);
// the type conversion and the rest of the pass are the same. A name that
// is no dialect, or a dialect without a lowering, is an error with MLIR's
// message. (rulir registers every dialect it knows, so where mlir-opt-19
// says "dialect not loaded" for a dialect the input does not use, rulir
// applies the filter.) The CHECK lines are mlir-opt-19's output for the
// same input.
// RUN: rulir-opt --convert-to-llvm='filter-dialects=arith' --reconcile-unrealized-casts %s | FileCheck %s --check-prefix=ARITH
// RUN: rulir-opt --convert-to-llvm='filter-dialects=cf' %s | FileCheck %s --check-prefix=CF
// RUN: rulir-opt --convert-to-llvm='filter-dialects=func,arith' --reconcile-unrealized-casts %s | FileCheck %s --check-prefix=FUNCARITH
// RUN: rulir-opt --convert-to-llvm='filter-dialects=memref' --reconcile-unrealized-casts %s | FileCheck %s --check-prefix=MEMREF
// RUN: rulir-opt --convert-to-llvm='filter-dialects=math' %s | FileCheck %s --check-prefix=MATH
// RUN: not rulir-opt --convert-to-llvm='filter-dialects=arith,nope' %s 2>&1 | FileCheck %s --check-prefix=NOPE
// RUN: not rulir-opt --convert-to-llvm='filter-dialects=builtin' %s 2>&1 | FileCheck %s --check-prefix=BUILTIN

func.func @f(%x: i32, %i: index, %c: i1, %m: memref<4xf32>) -> (i32, index) {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %i, %i : index
  %k = arith.constant 0 : index
  %v = memref.load %m[%k] : memref<4xf32>
  cf.cond_br %c, ^bb1(%0 : i32), ^bb1(%x : i32)
^bb1(%y: i32):
  %2 = math.absi %y : i32
  return %2, %1 : i32, index
}

// ARITH-LABEL: func.func @f(%arg0: i32, %arg1: index, %arg2: i1, %arg3: memref<4xf32>) -> (i32, index) {
// ARITH-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// ARITH-NEXT: %1 = llvm.add %arg0, %arg0 : i32
// ARITH-NEXT: %2 = llvm.add %0, %0 : i64
// ARITH-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// ARITH-NEXT: %4 = llvm.mlir.constant(0 : index) : i64
// ARITH-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// ARITH-NEXT: %6 = memref.load %arg3[%5] : memref<4xf32>
// ARITH-NEXT: cf.cond_br %arg2, ^bb1(%1 : i32), ^bb1(%arg0 : i32)
// ARITH-NEXT: ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb0
// ARITH-NEXT: %8 = math.absi %7 : i32
// ARITH-NEXT: return %8, %3 : i32, index
// ARITH-NEXT: }

// CF-LABEL: func.func @f(%arg0: i32, %arg1: index, %arg2: i1, %arg3: memref<4xf32>) -> (i32, index) {
// CF-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CF-NEXT: %1 = arith.addi %arg1, %arg1 : index
// CF-NEXT: %c0 = arith.constant 0 : index
// CF-NEXT: %2 = memref.load %arg3[%c0] : memref<4xf32>
// CF-NEXT: llvm.cond_br %arg2, ^bb1(%0 : i32), ^bb1(%arg0 : i32)
// CF-NEXT: ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb0
// CF-NEXT: %4 = math.absi %3 : i32
// CF-NEXT: return %4, %1 : i32, index
// CF-NEXT: }

// FUNCARITH-LABEL: llvm.func @f(%arg0: i32, %arg1: i64, %arg2: i1, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(i32, i64)> {
// FUNCARITH-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNCARITH-NEXT: %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNCARITH-NEXT: %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNCARITH-NEXT: %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNCARITH-NEXT: %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNCARITH-NEXT: %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNCARITH-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// FUNCARITH-NEXT: %7 = llvm.add %arg0, %arg0 : i32
// FUNCARITH-NEXT: %8 = llvm.add %arg1, %arg1 : i64
// FUNCARITH-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// FUNCARITH-NEXT: %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// FUNCARITH-NEXT: %11 = memref.load %6[%10] : memref<4xf32>
// FUNCARITH-NEXT: cf.cond_br %arg2, ^bb1(%7 : i32), ^bb1(%arg0 : i32)
// FUNCARITH-NEXT: ^bb1(%12: i32):  // 2 preds: ^bb0, ^bb0
// FUNCARITH-NEXT: %13 = math.absi %12 : i32
// FUNCARITH-NEXT: %14 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
// FUNCARITH-NEXT: %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(i32, i64)>
// FUNCARITH-NEXT: %16 = llvm.insertvalue %8, %15[1] : !llvm.struct<(i32, i64)>
// FUNCARITH-NEXT: llvm.return %16 : !llvm.struct<(i32, i64)>
// FUNCARITH-NEXT: }

// MEMREF-LABEL: func.func @f(%arg0: i32, %arg1: index, %arg2: i1, %arg3: memref<4xf32>) -> (i32, index) {
// MEMREF-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// MEMREF-NEXT: %2 = arith.addi %arg1, %arg1 : index
// MEMREF-NEXT: %c0 = arith.constant 0 : index
// MEMREF-NEXT: %3 = builtin.unrealized_conversion_cast %c0 : index to i64
// MEMREF-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEMREF-NEXT: %6 = llvm.load %5 : !llvm.ptr -> f32
// MEMREF-NEXT: cf.cond_br %arg2, ^bb1(%1 : i32), ^bb1(%arg0 : i32)
// MEMREF-NEXT: ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb0
// MEMREF-NEXT: %8 = math.absi %7 : i32
// MEMREF-NEXT: return %8, %2 : i32, index
// MEMREF-NEXT: }

// MATH-LABEL: func.func @f(%arg0: i32, %arg1: index, %arg2: i1, %arg3: memref<4xf32>) -> (i32, index) {
// MATH-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// MATH-NEXT: %1 = arith.addi %arg1, %arg1 : index
// MATH-NEXT: %c0 = arith.constant 0 : index
// MATH-NEXT: %2 = memref.load %arg3[%c0] : memref<4xf32>
// MATH-NEXT: cf.cond_br %arg2, ^bb1(%0 : i32), ^bb1(%arg0 : i32)
// MATH-NEXT: ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb0
// MATH-NEXT: %4 = "llvm.intr.abs"(%3) <{is_int_min_poison = false}> : (i32) -> i32
// MATH-NEXT: return %4, %1 : i32, index
// MATH-NEXT: }

// NOPE: error: dialect not loaded: nope
// BUILTIN: error: dialect does not implement ConvertToLLVMPatternInterface: builtin
