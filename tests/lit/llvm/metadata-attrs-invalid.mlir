// The metadata arrays of llvm's memory ops (access_groups, alias_scopes,
// noalias_scopes, tbaa) hold only their dialect attribute, with MLIR 19's
// phrases. (MLIR reports these while parsing the attr-dict; rulir when
// verifying, at the op: the same line.)
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @access_groups(%arg0 : !llvm.ptr) {
  // expected-error@below {{attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %arg0 { "access_groups" = [@access_groups] } : !llvm.ptr -> i32
  llvm.return
}
// -----
llvm.func @alias_scopes(%arg0 : !llvm.ptr, %arg1 : i32, %arg2 : i32) {
  // expected-error@below {{attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.cmpxchg %arg0, %arg1, %arg2 acq_rel monotonic { "alias_scopes" = "test" } : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @noalias_scopes(%arg0 : !llvm.ptr, %v : i32) {
  // expected-error@below {{attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %v, %arg0 { "noalias_scopes" = [1] } : i32, !llvm.ptr
  llvm.return
}
// -----
llvm.func @tbaa(%arg0 : !llvm.ptr) {
  // expected-error@below {{attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %arg0 { "tbaa" = [[]] } : !llvm.ptr -> i32
  llvm.return
}
