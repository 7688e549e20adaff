"""The environment every lit suite of rulir gives its RUN lines
(tests/lit, tests/gen, tests/mlir, tests/lib: their lit.cfg.py call it)."""
import os


def tool_environment(config):
    # Deterministic diagnostics: no colours, no FileCheck options or
    # symbolizer from the user's environment.
    config.environment["TERM"] = "dumb"
    for var in ("FILECHECK_OPTS", "LLVM_SYMBOLIZER_PATH"):
        config.environment.pop(var, None)
    # Under a sanitizer build, a report must abort (a signal) rather than
    # exit 1, so that `not rulir-opt ...` RUN lines do not mistake it for a
    # clean error.
    config.environment["ASAN_OPTIONS"] = os.environ.get("ASAN_OPTIONS", "abort_on_error=1:disable_coredump=1")
    config.environment["UBSAN_OPTIONS"] = os.environ.get(
        "UBSAN_OPTIONS", "halt_on_error=1:abort_on_error=1:print_stacktrace=1")
