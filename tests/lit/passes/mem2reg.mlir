// --mem2reg: slots of memref.alloca and llvm.alloca promoted to SSA values
// as mlir-opt-19 does: straight line, defaults (zero, a fresh alloca for
// memrefs of memrefs, llvm.mlir.undef), a diamond, a loop (the pruned
// iterated dominance frontier: the exit takes no argument), slots that stay
// (@kept, @llvm_gep_offset, a volatile store, an alloca outside the entry
// block), an unreachable block passing the default, and markers, casts and
// zero GEPs erased with the slot (@llvm_slots).
// RUN: rulir-opt %s --mem2reg > %t.rulir
// RUN: %mlir_opt %s --mem2reg > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}),llvm.func(mem2reg))' > %t.rulir2
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}),llvm.func(mem2reg))' > %t.mlir2
// RUN: diff %t.rulir2 %t.mlir2
// RUN: FileCheck %s < %t.rulir
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(mem2reg))' --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(mem2reg))' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPE
// A chain of 50,000 blocks, a loop around it (no recursion on the way).
// RUN: python3 %S/Inputs/mem2reg-chain.py 50000 > %t.chain.mlir
// RUN: rulir-opt %t.chain.mlir --mem2reg | FileCheck %s --check-prefix=CHAIN
// RUN: python3 %S/Inputs/mem2reg-chain.py 200 > %t.chain200.mlir
// RUN: rulir-opt %t.chain200.mlir --mem2reg > %t.chain200.rulir
// RUN: %mlir_opt %t.chain200.mlir --mem2reg > %t.chain200.mlir.out
// RUN: diff %t.chain200.rulir %t.chain200.mlir.out

// STATS: Mem2Reg
// STATS-NEXT: (S) 3 new block args
// STATS-NEXT: (S) 9 promoted slots
// PIPE: builtin.module(func.func(mem2reg{region-simplify=true}))
// CHAIN-NOT: memref.
// CHAIN: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb50000
// CHAIN-NOT: memref.
// CHAIN: return %50000 : i32

// CHECK-LABEL: func.func @straight(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @defaults() -> (index, f64, vector<2xf32>, memref<i8>) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i8>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<i32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %cst_0, %cst, %alloca : index, f64, vector<2xf32>, memref<i8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @diamond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kept(%arg0: i1, %arg1: memref<memref<i32>>, %arg2: index) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %alloca, %arg1[] : memref<memref<i32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: memref.store %c1_i32, %alloca_0[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<2xi32>
// CHECK-NEXT: %alloca_2 = memref.alloca(%arg2) : memref<?xi32>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: %1 = memref.load %alloca_0[] : memref<i32>
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unreachable(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @llvm_slots(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.alloca %1 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg1, %2 : i32, !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2(%0 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %4 = llvm.alloca %1 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> i32
// CHECK-NEXT: %6 = llvm.add %3, %5 : i32
// CHECK-NEXT: llvm.return %6 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @llvm_gep_offset(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.intr.lifetime.start 4, %2 : !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: }

// Straight line: the last store reaches the load; the slot goes.
func.func @straight(%a: i32, %b: i32) -> i32 {
  %p = memref.alloca() : memref<i32>
  memref.store %a, %p[] : memref<i32>
  %x = memref.load %p[] : memref<i32>
  memref.store %b, %p[] : memref<i32>
  %y = memref.load %p[] : memref<i32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}

// Loads before any store read the default: zero of the type, a fresh
// alloca for a memref of memrefs; an unused slot stays.
func.func @defaults() -> (index, f64, vector<2xf32>, memref<i8>) {
  %unused = memref.alloca() : memref<i32>
  %p = memref.alloca() : memref<index>
  %q = memref.alloca() : memref<f64>
  %r = memref.alloca() : memref<1x1xvector<2xf32>>
  %t = memref.alloca() : memref<memref<i8>>
  %c0 = arith.constant 0 : index
  %a = memref.load %p[] : memref<index>
  %b = memref.load %q[] : memref<f64>
  %c = memref.load %r[%c0, %c0] : memref<1x1xvector<2xf32>>
  %d = memref.load %t[] : memref<memref<i8>>
  return %a, %b, %c, %d : index, f64, vector<2xf32>, memref<i8>
}

// A diamond: one argument where the two stores meet.
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %p = memref.alloca() : memref<i32>
  cf.cond_br %c, ^t, ^f
^t:
  memref.store %a, %p[] : memref<i32>
  cf.br ^join
^f:
  memref.store %b, %p[] : memref<i32>
  cf.br ^join
^join:
  %x = memref.load %p[] : memref<i32>
  return %x : i32
}

// A loop: the header takes the value from the entry and the latch; the exit
// needs no argument (pruned: the slot is not live where nothing loads it).
func.func @loop(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %p = memref.alloca() : memref<i32>
  %q = memref.alloca() : memref<i32>
  memref.store %zero, %p[] : memref<i32>
  memref.store %zero, %q[] : memref<i32>
  cf.br ^head
^head:
  %i = memref.load %p[] : memref<i32>
  %k = arith.cmpi slt, %i, %n : i32
  cf.cond_br %k, ^body, ^exit
^body:
  %j = arith.addi %i, %one : i32
  memref.store %j, %p[] : memref<i32>
  memref.store %j, %q[] : memref<i32>
  cf.br ^head
^exit:
  %r = memref.load %p[] : memref<i32>
  return %r : i32
}

// Not promoted: a store of the slot's pointer, a use in a nested region,
// several elements, a dynamic size.
func.func @kept(%c: i1, %m: memref<memref<i32>>, %n: index) -> i32 {
  %p = memref.alloca() : memref<i32>
  memref.store %p, %m[] : memref<memref<i32>>
  %q = memref.alloca() : memref<i32>
  scf.if %c {
    %one = arith.constant 1 : i32
    memref.store %one, %q[] : memref<i32>
  }
  %r = memref.alloca() : memref<2xi32>
  %s = memref.alloca(%n) : memref<?xi32>
  %x = memref.load %p[] : memref<i32>
  %y = memref.load %q[] : memref<i32>
  %s0 = arith.addi %x, %y : i32
  return %s0 : i32
}

// A block no branch reaches: its loads read the default, and its branch
// into a merge point passes it.
func.func @unreachable(%c: i1, %a: i32) -> i32 {
  %p = memref.alloca() : memref<i32>
  cf.cond_br %c, ^s, ^join
^s:
  memref.store %a, %p[] : memref<i32>
  cf.br ^join
^dead:
  %d = memref.load %p[] : memref<i32>
  cf.br ^join
^join:
  %x = memref.load %p[] : memref<i32>
  return %x : i32
}

// The llvm dialect: undef for the default; lifetime markers, casts and
// GEPs of zero indices go with the slot; a volatile access, an alloca
// outside the entry block stay.
llvm.func @llvm_slots(%c: i1, %a: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %cast = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %g = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.intr.lifetime.start 4, %cast : !llvm.ptr
  llvm.intr.lifetime.start 4, %g : !llvm.ptr
  %v = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %a, %v : i32, !llvm.ptr
  llvm.cond_br %c, ^t, ^f
^t:
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.br ^f
^f:
  %x = llvm.load %p : !llvm.ptr -> i32
  llvm.intr.lifetime.end 4, %p : !llvm.ptr
  %w = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %y = llvm.load %w : !llvm.ptr -> i32
  %s = llvm.add %x, %y : i32
  llvm.return %s : i32
}

// A GEP that moves the pointer keeps the slot.
llvm.func @llvm_gep_offset(%a: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %g = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.intr.lifetime.start 4, %g : !llvm.ptr
  llvm.store %a, %p : i32, !llvm.ptr
  %x = llvm.load %p : !llvm.ptr -> i32
  llvm.return %x : i32
}
