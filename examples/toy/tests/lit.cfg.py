# lit configuration of examples/toy/tests: toyc and FileCheck come from
# PATH (the Makefile's check target puts $(OUT) and LLVM's bin first).
import lit.formats

config.name = "toy"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".toy", ".mlir"]
config.excludes = ["Inputs"]
config.environment["PATH"] = os.environ["PATH"]
# Temporary files (%t) under the build's folder, not beside the tests.
config.test_exec_root = lit_config.params.get("out", os.path.join(os.path.dirname(__file__), "Output"))
