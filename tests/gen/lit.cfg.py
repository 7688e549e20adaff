# lit configuration for rulir-gen's tests (tests/gen/**.ops): malformed .ops
# files with their expected diagnostics (errors/), valid files whose
# generated C must compile and work (valid/), and the fuzzing of the lexer
# and parser (fuzz.test). `make check-gen` runs them.
# Params: build (default <repo>/build), llvm_bin (default /usr/lib/llvm-19/bin).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from litenv import tool_environment  # noqa: E402

import lit.formats

config.name = "rulir-gen"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ops", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "fuzz.py"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

repo_root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
build_dir = os.path.abspath(lit_config.params.get("build", os.path.join(repo_root, "build")))
llvm_bin = os.path.abspath(lit_config.params.get("llvm_bin", "/usr/lib/llvm-19/bin"))
config.test_exec_root = os.path.join(build_dir, "lit-gen")

tools_dir = os.path.join(build_dir, "bin")
rulir_gen = os.path.join(tools_dir, "rulir-gen")
if not os.path.exists(rulir_gen):
    lit_config.warning("rulir-gen not found at %s; the tests will fail" % rulir_gen)

config.environment["PATH"] = os.pathsep.join(
    [tools_dir, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
tool_environment(config)

# Generated C is compiled as the project compiles its own, and linked with
# the core library of the same build (with the sanitizers when it has them).
san = " -fsanitize=address,undefined -fno-omit-frame-pointer" if os.path.basename(build_dir) == "asan" else ""
cflags = ("cc -std=c11 -D_GNU_SOURCE -I%s -I%s -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes"
          " -Wmissing-prototypes -O1 -g%s" % (repo_root, os.path.join(build_dir, "gen"), san))
config.substitutions.append(("%cc", cflags))
# The same flags under clang-19, which (unlike gcc) rejects an unused static
# inline function.
config.substitutions.append(("%clang_cc", "clang-19" + cflags[len("cc"):]))
# clang-19 with the same warnings: it also reports unused static functions.
config.substitutions.append(("%clang", "clang-19" + cflags[len("cc"):]))
config.substitutions.append(("%link", "cc" + san))
config.substitutions.append(("%corelib", os.path.join(build_dir, "lib", "librulir.a") + " -lm"))
config.substitutions.append(("%python", sys.executable))


def tool(name, path):
    config.substitutions.append((r"(^|[\s|;&(])%s(?=[\s]|$)" % name.replace("-", r"\-"),
                                 r"\g<1>" + path))


tool("rulir-gen", rulir_gen)
tool("FileCheck", os.path.join(llvm_bin, "FileCheck"))
tool("not", os.path.join(llvm_bin, "not"))
tool("count", os.path.join(llvm_bin, "count"))
