# lit configuration for MLIR 19.1.7's own test files, run against rulir's
# tools (make check-mlir). The files are not part of rulir: tests/mlir/run.py
# fetches them into the build folder, and this suite's sources point there.
#
# Params:
#   build       the build folder whose bin/ holds rulir-opt (default: <repo>/build)
#   llvm_bin    where FileCheck, not, split-file and count live (default: /usr/lib/llvm-19/bin)
#   mlir_tests  the fetched mlir/test folder (default: <build>/mlir-tests/<version>/mlir/test)
#   exec_root   where the tests' outputs go (default: <build>/mlir-tests-out)
#   opt, translate  the tools run for mlir-opt and mlir-translate (default:
#               <build>/bin/rulir-opt and rulir-translate; run.py --oracle
#               gives MLIR's own, to check this harness)
import os
import sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from litenv import tool_environment  # noqa: E402
import re
import subprocess

import lit.formats

config.name = "mlir-19"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]

here = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.abspath(os.path.join(here, "..", ".."))
build_dir = os.path.abspath(lit_config.params.get("build", os.path.join(repo_root, "build")))
llvm_bin = os.path.abspath(lit_config.params.get("llvm_bin", "/usr/lib/llvm-19/bin"))
mlir_tests = os.path.abspath(lit_config.params.get(
    "mlir_tests", os.path.join(build_dir, "mlir-tests", "19.1.7", "mlir", "test")))
if not os.path.isdir(mlir_tests):
    lit_config.fatal("no MLIR test files at %s (make check-mlir fetches them)" % mlir_tests)
config.test_source_root = mlir_tests
config.test_exec_root = os.path.abspath(lit_config.params.get("exec_root", os.path.join(build_dir, "mlir-tests-out")))
# Kept out of this suite on purpose (an independent measurement), whatever
# was extracted.
config.excludes = ["Conversion", "Target", "Integration", "lit.cfg.py", "lit.site.cfg.py", "lit.local.cfg"]

# For the XFAIL: target=... lines.
try:
    config.target_triple = subprocess.run([os.path.join(llvm_bin, "llvm-config"), "--host-target"],
                                          capture_output=True, text=True, check=True).stdout.strip()
except (OSError, subprocess.CalledProcessError):
    config.target_triple = "x86_64-unknown-linux-gnu"

tools_dir = os.path.join(build_dir, "bin")
tools = {"mlir-opt": lit_config.params.get("opt", os.path.join(tools_dir, "rulir-opt")),
         "mlir-translate": lit_config.params.get("translate", os.path.join(tools_dir, "rulir-translate"))}
for t in tools.values():
    if not os.path.exists(t):
        lit_config.fatal("%s not found (run make first)" % t)

# LLVM's bin folder also holds MLIR's own mlir-opt: it stays off PATH, so a
# RUN line can only reach the tools substituted below.
path = [p for p in os.environ.get("PATH", "").split(os.pathsep) if p and os.path.abspath(p) != llvm_bin]
config.environment["PATH"] = os.pathsep.join([tools_dir] + path)
tool_environment(config)

# A tool name is replaced where it starts a command word (after a pipe, a
# semicolon, a parenthesis or the start of the line), never inside a path,
# a file name or a longer name.
def command(name, path):
    config.substitutions.append((r"(^|[\s|;&(])%s(?=\s|$)" % re.escape(name), r"\g<1>" + path))


for name, path in tools.items():
    command(name, path)
for t in ("FileCheck", "not", "split-file", "count"):
    command(t, os.path.join(llvm_bin, t))
