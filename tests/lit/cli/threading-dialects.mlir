// Flags whose effect is the same in rulir-opt as in mlir-opt-19:
// --mlir-disable-threading (rulir-opt runs on one thread anyway) takes a
// boolean like any flag; --show-dialects prints the registered dialects,
// comma-separated, and exits; --allow-unregistered-dialect accepts ops,
// attributes and types of unknown dialects (an error without it).
// RUN: rulir-opt %s -mlir-disable-threading -allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --mlir-disable-threading=true -allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --mlir-disable-threading=false -allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: rulir-opt -show-dialects %s | FileCheck %s --check-prefix=DIALECTS
// RUN: rulir-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=UNREG
// RUN: rulir-opt %s -allow-unregistered-dialect > %t.rulir
// RUN: %mlir_opt %s -allow-unregistered-dialect > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: not rulir-opt %s 2>&1 | FileCheck %s --check-prefix=NOUNREG
// RUN: not rulir-opt %s --allow-unregistered-dialect=false 2>&1 | FileCheck %s --check-prefix=NOUNREG

// CHECK: "demo.op"(%arg0) {tag = #demo.tag<1>} : (i32) -> !demo.t

// DIALECTS: {{^}}Available Dialects: affine,arith,builtin,cf,complex,func,index,llvm,math,memref,scf,{{.*}}vector{{$}}
// DIALECTS-NOT: module

// UNREG:      module {
// UNREG-NEXT:   func.func @f(%arg0: i32) {
// UNREG-NEXT:     %0 = "demo.op"(%arg0) {tag = #demo.tag<1>} : (i32) -> !demo.t

// NOUNREG: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used

func.func @f(%x: i32) {
  %0 = "demo.op"(%x) {tag = #demo.tag<1>} : (i32) -> !demo.t
  return
}
