# lit configuration for the .rules front end (tests/rules/**.rules): files
# whose parse is dumped and checked (parse/), and malformed or suspicious
# files with their expected diagnostics (errors/). Tools and substitutions
# are those of rulir-gen's own tests (tests/gen/lit.cfg.py); `make check-gen`
# runs both suites.
import os

here = os.path.dirname(os.path.abspath(__file__))
lit_config.load_config(config, os.path.join(here, "..", "gen", "lit.cfg.py"))
config.name = "rulir-rules"
config.suffixes = [".rules", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = here
build_dir = os.path.abspath(lit_config.params.get(
    "build", os.path.join(here, "..", "..", "build")))
config.test_exec_root = os.path.join(build_dir, "lit-rules")

# Rules are checked against the project's dialects.
config.substitutions.append(("%dialects", os.path.abspath(os.path.join(here, "..", "..", "dialects"))))

# Rule behaviour (apply/): every test runs the rules interpreted and compiled
# (tests/rules/both.sh) and requires identical output.
config.suffixes.append(".mlir")
config.environment["RULES_DIALECTS"] = os.path.abspath(os.path.join(here, "..", "..", "dialects"))
config.environment["RULES_CC"] = [s for s in config.substitutions if s[0] == "%cc"][0][1]
config.environment["RULES_GEN_DIR"] = os.path.join(build_dir, "gen")
config.substitutions.insert(0, ("%rules-both", "sh " + os.path.join(here, "both.sh")))
