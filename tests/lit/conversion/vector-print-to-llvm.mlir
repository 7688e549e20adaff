// vector.print of scalars, punctuation alone and strings under
// --convert-vector-to-llvm (rules/vector-to-llvm.rules: RuntimeCall
// declares each runtime function once, at the start of the module; a
// string's global takes the first free name). The CHECK lines are
// mlir-opt-19's output for this file.
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s | FileCheck %s
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s > %t.rulir
// RUN: %mlir_opt --split-input-file --convert-vector-to-llvm %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: sed -e 's/pass "convert-vector-to-llvm"/pass "test-vector-to-llvm"/' %S/../../../rules/vector-to-llvm.rules > %t.rules
// RUN: rulir-opt --rules %t.rules --split-input-file --test-vector-to-llvm %s > %t.interp
// RUN: diff %t.interp %t.mlir

func.func @scalars(%a: ui64, %b: i8, %c: ui1, %d: si64, %e: i16) {
  vector.print %a : ui64
  vector.print %b : i8 punctuation <comma>
  vector.print %c : ui1 punctuation <no_punctuation>
  vector.print %d : si64 punctuation <close>
  vector.print %e : i16 punctuation <open>
  vector.print punctuation <comma>
  vector.print punctuation <no_punctuation>
  return
}

// -----

// Strings: an existing symbol @vector_print_str makes the first global
// @vector_print_str_0; an empty string is its NUL alone.
llvm.mlir.global private constant @vector_print_str(dense<[0]> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
func.func @strings() {
  vector.print str "a \"quoted\" word"
  vector.print str ""
  vector.print str "tab\there\n"
  return
}

// CHECK:      module {
// CHECK-NEXT:   llvm.func @printOpen()
// CHECK-NEXT:   llvm.func @printClose()
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printU64(i64)
// CHECK-NEXT:   func.func @scalars(%arg0: ui64, %arg1: i8, %arg2: ui1, %arg3: si64, %arg4: i16) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : si64 to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : ui1 to i1
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : ui64 to i64
// CHECK-NEXT:     llvm.call @printU64(%2) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %3 = arith.extsi %arg1 : i8 to i64
// CHECK-NEXT:     llvm.call @printI64(%3) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     %4 = arith.extui %1 : i1 to i64
// CHECK-NEXT:     llvm.call @printU64(%4) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printI64(%0) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     %5 = arith.extsi %arg4 : i16 to i64
// CHECK-NEXT:     llvm.call @printI64(%5) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-LABEL: {{/}}/ -----
// CHECK-LABEL: module {
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_2(dense<[116, 97, 98, 9, 104, 101, 114, 101, 10, 0]> : tensor<10xi8>) {addr_space = 0 : i32} : !llvm.array<10 x i8>
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_1(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_0(dense<[97, 32, 34, 113, 117, 111, 116, 101, 100, 34, 32, 119, 111, 114, 100, 0]> : tensor<16xi8>) {addr_space = 0 : i32} : !llvm.array<16 x i8>
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CHECK-NEXT:   func.func @strings() {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
// CHECK-NEXT:     llvm.call @printString(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %2 = llvm.mlir.addressof @vector_print_str_1 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// CHECK-NEXT:     llvm.call @printString(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %4 = llvm.mlir.addressof @vector_print_str_2 : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
// CHECK-NEXT:     llvm.call @printString(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
