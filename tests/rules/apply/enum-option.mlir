// A rule-declared pass's enum option, interpreted and compiled alike: its
// cases read in `where` and `if` (OptionValue) and by C helpers, the
// default, --help, --dump-pass-pipeline, and a value that is no case
// rejected with mlir-opt's message.
// RUN: %rules-both %S/Inputs/enum-option.rules %s --test-enum-option | FileCheck %s --check-prefix=G
// RUN: %rules-both %S/Inputs/enum-option.rules %s --test-enum-option=suffix=2 | FileCheck %s --check-prefix=G2
// RUN: %rules-both %S/Inputs/enum-option.rules %s --test-enum-option=callee=h | FileCheck %s --check-prefix=H
// RUN: %rules-both %S/Inputs/enum-option.rules %s '--pass-pipeline=builtin.module(test-enum-option{callee=keep})' | FileCheck %s --check-prefix=KEEP
// RUN: not %rules-both %S/Inputs/enum-option.rules %s --test-enum-option=callee=k 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %rules-both %S/Inputs/enum-option.rules %s --test-enum-option=callee 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: %rules-both %S/Inputs/enum-option.rules %s --test-enum-option=callee=h --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: %rules-both %S/Inputs/enum-option.rules %s --help | FileCheck %s --check-prefix=HELP

// G-LABEL: func.func @calls
// G-NEXT: %[[W:.*]] = arith.constant 0 : i32
// G-NEXT: %[[X:.*]] = call @g(%arg0) : (i32) -> i32
// G-NEXT: return %[[X]], %[[W]]
// G2: call @g2(%arg0)
// H-LABEL: func.func @calls
// H-NEXT: %[[W:.*]] = arith.constant 1 : i32
// H-NEXT: %[[X:.*]] = call @h(%arg0) : (i32) -> i32
// H-NEXT: return %[[X]], %[[W]]
// KEEP-LABEL: func.func @calls
// KEEP-NEXT: %[[W:.*]] = arith.constant 2 : i32
// KEEP-NEXT: %[[X:.*]] = call @f(%arg0) : (i32) -> i32
// KEEP-NEXT: return %[[X]], %[[W]]
// BAD: rulir-opt: for the --callee option: Cannot find option named 'k'!
// NOVALUE: rulir-opt: for the --callee option: requires a value!
// PIPE: builtin.module(test-enum-option{callee=h suffix=})
// HELP:      --test-enum-option {{ *}}-   Renames calls of @f by an enum option
// HELP-NEXT:   --callee=<value> {{ *}}- Which function the calls of @f call
// HELP-NEXT: =g {{ *}}-   Calls @g
// HELP-NEXT: =h {{ *}}-   Calls @h
// HELP-NEXT: =keep {{ *}}-
// HELP-NEXT:   --suffix=<string> {{ *}}- Appended to the callee's name
func.func private @f(i32) -> i32
func.func private @g(i32) -> i32
func.func private @g2(i32) -> i32
func.func private @h(i32) -> i32
func.func private @which() -> i32
func.func @calls(%a: i32) -> (i32, i32) {
  %0 = func.call @f(%a) : (i32) -> i32
  %1 = func.call @which() : () -> i32
  return %0, %1 : i32, i32
}
