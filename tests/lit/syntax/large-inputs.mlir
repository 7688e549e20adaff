// Parsing and printing take time linear in the input: each RUN below takes
// well under a second, where a path quadratic in the count (as attribute
// dictionaries of custom forms, properties printed with the attr-dict,
// shapes and affine maps were) takes minutes and hits the timeout.
// (mlir-opt-19 itself takes minutes on the shapes and the affine map.)
// The inputs come from Inputs/gen_large.py.
//
// RUN: python3 %S/Inputs/gen_large.py func-attrs 40000 > %t.fa.mlir
// RUN: timeout 60 rulir-opt %t.fa.mlir > %t.fa.out
// RUN: %mlir_opt %t.fa.mlir | diff - %t.fa.out
//
// RUN: python3 %S/Inputs/gen_large.py module-attrs 40000 > %t.ma.mlir
// RUN: timeout 60 rulir-opt %t.ma.mlir > %t.ma.out
// RUN: %mlir_opt %t.ma.mlir | diff - %t.ma.out
//
// RUN: python3 %S/Inputs/gen_large.py custom-attr-dict 40000 > %t.cd.mlir
// RUN: timeout 60 rulir-opt %t.cd.mlir > %t.cd.out
// RUN: %mlir_opt %t.cd.mlir | diff - %t.cd.out
//
// Properties the op does not declare are printed with its attributes
// (mlir-opt-19 drops them), for arith (a declarative format) and llvm (C).
// RUN: python3 %S/Inputs/gen_large.py props 20000 > %t.props.mlir
// RUN: timeout 60 rulir-opt %t.props.mlir > %t.props.out
// RUN: grep -o '[ap][0-9]* = [0-9]* : i32' %t.props.out | count 80000
// RUN: FileCheck %s --check-prefix=PROPS < %t.props.out
// PROPS: arith.addi %arg0, %arg0 {a0 = 0 : i32,
// PROPS-SAME: p9999 = 9999 : i32} : i32
// PROPS: llvm.add %arg0, %arg0 {a0 = 0 : i32,
// PROPS-SAME: p9999 = 9999 : i32} : i32
//
// RUN: python3 %S/Inputs/gen_large.py shape 150000 > %t.shape.mlir
// RUN: timeout 60 rulir-opt --allow-unregistered-dialect %t.shape.mlir > %t.shape.out
// RUN: grep -o x %t.shape.out | count 450000
// RUN: timeout 60 rulir-opt --allow-unregistered-dialect %t.shape.out | diff - %t.shape.out
// RUN: FileCheck %s --check-prefix=SHAPE < %t.shape.out
// SHAPE: () -> (vector<1x1x1x
// SHAPE-SAME: 1x1xi32>, memref<0x1x0x1x
// SHAPE-SAME: 0x1xf32>)
//
// RUN: python3 %S/Inputs/gen_large.py affine 80000 > %t.affine.mlir
// RUN: timeout 60 rulir-opt --allow-unregistered-dialect %t.affine.mlir > %t.affine.out
// RUN: timeout 60 rulir-opt --allow-unregistered-dialect %t.affine.out | diff - %t.affine.out
// RUN: FileCheck %s --check-prefix=AFFINE < %t.affine.out
// AFFINE: affine_map<(d0, d1,
// AFFINE-SAME: d79999)[s0, s1,
// AFFINE-SAME: s79999] -> (d0, d1,
// AFFINE-SAME: d79999, s0, s1,
// AFFINE-SAME: s79999)>
//
// A block with many predecessors lists them in order (sorted in
// n log n, not by insertion).
// RUN: python3 %S/Inputs/gen_large.py preds 3000 > %t.preds.mlir
// RUN: timeout 60 rulir-opt %t.preds.mlir > %t.preds.out
// RUN: %mlir_opt %t.preds.mlir | diff - %t.preds.out
