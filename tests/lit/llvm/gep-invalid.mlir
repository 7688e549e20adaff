// llvm.getelementptr is parsed and checked as MLIR 19 does it (the file
// passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @ok(%arg: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr %arg[0, 4, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x i32>>
  %1 = llvm.getelementptr %arg[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, vector<4xi32>)>
  %2 = llvm.getelementptr inbounds %arg[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @a(%arg: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #3)}}
  %0 = llvm.getelementptr %arg[0, 1, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, vector<4xi32>)>
  llvm.return
}

// -----

llvm.func @a(%pos : i64, %base : !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' 2 operands present, but expected 1}}
  %0 = llvm.getelementptr %base[%pos] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @a(%pos : i64, %base : !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op requires one result}}
  llvm.getelementptr %base[%pos] : (!llvm.ptr, i64) -> (), i64
  llvm.return
}

// -----

llvm.func @a(%pos : i64, %base : !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' invalid kind of type specified}}
  %0 = llvm.getelementptr %base[%pos] : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @a(%base : !llvm.ptr, %i : i64) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%base, %i) {elem_type = f32, rawConstantIndices = array<i32: 0>} : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}
