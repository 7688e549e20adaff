# lit configuration for the test harnesses' shared library (tests/lib/*.test):
# the caches of memo.sh and memo.py give what a fresh run gives. `make
# check-gen` runs it.
# Params: build (default <repo>/build), llvm_bin (default /usr/lib/llvm-19/bin).
import os
import sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from litenv import tool_environment  # noqa: E402

import lit.formats

config.name = "rulir-harness"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test"]
config.excludes = ["lit.cfg.py"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
build_dir = os.path.abspath(lit_config.params.get(
    "build", os.path.join(config.test_source_root, "..", "..", "build")))
llvm_bin = os.path.abspath(lit_config.params.get("llvm_bin", "/usr/lib/llvm-19/bin"))
config.test_exec_root = os.path.join(build_dir, "lit-harness")
config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
tool_environment(config)
config.environment.pop("RULIR_MEMO", None)
