// rulir-translate, rulir-run and rulir-gen read their command lines as
// rulir-opt does (LLVM's conventions): -flag and --flag, -flag=value and
// -flag value, -o FILE, and LLVM's errors with a "Did you mean".
// RUN: rulir-translate -mlir-to-llvmir %s | FileCheck %s --check-prefix=IR
// RUN: rulir-translate --mlir-to-llvmir --O2 -o=%t.ll %s && FileCheck %s --check-prefix=O2 < %t.ll
// RUN: rulir-translate --mlir-to-llvmir -o %t.bc -emit-bitcode=true %s && llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
// RUN: not rulir-translate --mlir-to-llvmirr %s 2>&1 | FileCheck %s --check-prefix=TRANSLATE-NEAR
// RUN: not rulir-translate --mlir-to-llvmir %s %s 2>&1 | FileCheck %s --check-prefix=TRANSLATE-TWO
// RUN: rulir-run %s -e main -entry-point-result=i32 | FileCheck %s --check-prefix=RESULT
// RUN: rulir-run %s --e=main --entry-point-result i32 -O2 | FileCheck %s --check-prefix=RESULT
// RUN: rulir-run -entry-point-result=i32 --O3 - < %s | FileCheck %s --check-prefix=RESULT
// RUN: not rulir-run %s --entry-point-results=i32 2>&1 | FileCheck %s --check-prefix=RUN-NEAR
// RUN: not rulir-run %s -e 2>&1 | FileCheck %s --check-prefix=RUN-NOVALUE
// RUN: not rulir-gen --dump-rule %S/Inputs/widen.rules 2>&1 | FileCheck %s --check-prefix=GEN-NEAR
// RUN: rulir-gen -check -I%S/../../../dialects %S/Inputs/widen.rules
// RUN: rulir-gen --check -I %S/../../../dialects %S/Inputs/widen.rules
// RUN: rulir-gen --check -I=%S/../../../dialects %S/Inputs/widen.rules
// RUN: not rulir-gen --max-errors=x %S/Inputs/widen.rules 2>&1 | FileCheck %s --check-prefix=GEN-INT

// IR: define i32 @main() {
// O2: define noundef i32 @main() local_unnamed_addr
// TRANSLATE-NEAR: rulir-translate: Unknown command line argument '--mlir-to-llvmirr'.  Try: '{{.*}}rulir-translate --help'
// TRANSLATE-NEAR-NEXT: rulir-translate: Did you mean '--mlir-to-llvmir'?
// TRANSLATE-TWO: rulir-translate: Too many positional arguments specified!
// RESULT: 42
// RUN-NEAR: rulir-run: Did you mean '--entry-point-result=i32'?
// RUN-NOVALUE: rulir-run: for the -e option: requires a value!
// GEN-NEAR: rulir-gen: Did you mean '--dump-rules'?
// GEN-INT: rulir-gen: for the --max-errors option: 'x' value invalid for uint argument!

llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
