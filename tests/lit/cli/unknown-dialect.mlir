// An op, type or attribute of a dialect rulir does not know: MLIR's
// message, then the dialects that are registered.
// RUN: not rulir-opt --split-input-file %s 2>&1 | FileCheck %s

// CHECK: :[[@LINE+1]]:12: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used (registered dialects: affine, arith, builtin, cf, complex, func, index, llvm, math, memref, scf, test, ub, vector)
"toy.print"() : () -> ()

// -----

// CHECK: error: `!"toy"<"matrix">` type created with unregistered dialect. {{.*}} (registered dialects: affine, arith, {{.*}}, vector)
func.func private @f(!toy.matrix)
