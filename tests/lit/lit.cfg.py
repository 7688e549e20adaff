# lit configuration for rulir's lit suites (tests/lit/**.mlir).
#
# Run from the repo root:
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv \
#       --param build=$PWD/build --param llvm_bin=/usr/lib/llvm-19/bin tests/lit
# Params:
#   build     the build folder whose bin/ holds rulir-opt (default: <repo>/build)
#   llvm_bin  where FileCheck, not, split-file live (default: /usr/lib/llvm-19/bin)
import os
import shutil
import sys

import lit.formats

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from litenv import tool_environment  # noqa: E402

config.name = "rulir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "utils", "lit.cfg.py"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

repo_root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
build_dir = os.path.abspath(lit_config.params.get("build", os.path.join(repo_root, "build")))
llvm_bin = os.path.abspath(lit_config.params.get("llvm_bin", "/usr/lib/llvm-19/bin"))
config.test_exec_root = os.path.join(build_dir, "lit")

tools_dir = os.path.join(build_dir, "bin")
rulir_opt = os.path.join(tools_dir, "rulir-opt")
if not os.path.exists(rulir_opt):
    lit_config.warning("rulir-opt not found at %s; tests using it will fail" % rulir_opt)


def find_mlir_opt():
    for cand in (os.path.join(llvm_bin, "mlir-opt"), shutil.which("mlir-opt-19"),
                 "/usr/lib/llvm-19/bin/mlir-opt"):
        if cand and os.path.exists(cand):
            return cand
    return "mlir-opt-19"


mlir_opt = find_mlir_opt()

# Put our tools and LLVM's first on PATH so a RUN line may name them bare too.
config.environment["PATH"] = os.pathsep.join(
    [tools_dir, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
tool_environment(config)

# Substitutions. lit applies them in order; '%mlir_opt' must come before any
# shorter '%...' pattern could eat it. Bare tool names are matched as whole
# words only (not inside paths or other names such as 'mlir-opt-19').
config.substitutions.append(("%mlir_opt", mlir_opt))
config.substitutions.append(("%rulir_opt", rulir_opt))
config.substitutions.append(("%repo_root", repo_root))
config.substitutions.append(("%build_dir", build_dir))
# MLIR's runner utilities (printI64, printF64, printNewline, ...), from
# Debian's libmlir-19 (tools/ensure-deps.sh), for the reference runs only:
# mlir-cpu-runner-19 --shared-libs=%mlir_runner_utils. rulir-run loads
# rulir's own library (%rulir_runner_utils).
config.substitutions.append(("%mlir_runner_utils", os.path.join(
    os.path.dirname(llvm_bin), "lib", "libmlir_c_runner_utils.so.19.1")))
# Its memref printers (printMemrefF32, ...) live in libmlir_runner_utils.
config.substitutions.append(("%mlir_cpp_runner_utils", os.path.join(
    os.path.dirname(llvm_bin), "lib", "libmlir_runner_utils.so.19.1")))
# rulir's own runner utilities (runtime/), all of the above in one library.
config.substitutions.append(("%rulir_runner_utils", os.path.join(
    build_dir, "lib", "librulir_runner_utils.so")))


def tool(name, path):
    # Match the bare tool name only where it starts a command word.
    config.substitutions.append((r"(^|[\s|;&(])%s(?=[\s]|$)" % name.replace("-", r"\-"),
                                 r"\g<1>" + path))


tool("rulir-opt", rulir_opt)
tool("rulir-translate", os.path.join(tools_dir, "rulir-translate"))
tool("rulir-run", os.path.join(tools_dir, "rulir-run"))
tool("llvm-dis", os.path.join(llvm_bin, "llvm-dis"))
tool("lli", os.path.join(llvm_bin, "lli"))
tool("FileCheck", os.path.join(llvm_bin, "FileCheck"))
tool("not", os.path.join(llvm_bin, "not"))
tool("split-file", os.path.join(llvm_bin, "split-file"))
tool("count", os.path.join(llvm_bin, "count"))
