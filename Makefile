# rulir — build, test, demo and bench. GNU make; safe with -j2.
#   make             library and tools into build/
#   make check       every test suite (installs missing tools first)
#   make check-asan  the same suites, built with ASan+UBSan into build/asan
#   make demo        parse, verify and print the bundled examples; apply a rules
#                    file; lower examples/lower/sum.mlir to LLVM and run it
#   make bench       rulir-opt against mlir-opt-19 (ratios of time and memory)
#
# rulir-gen (gen/) is built first; it compiles every dialects/<d>/<d>.ops into
# build/gen/dialects/<d>/<d>_ops.{c,h}, which go with the hand-written
# dialects/*/*.c and the generated registry into librulir-dialects.a.

BUILD   ?= build
CC      ?= cc
OPT     ?= -O2
SAN     ?=
CFLAGS  ?= $(OPT) -g
WARN    := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
CPPFLAGS_ALL := -std=c11 -D_GNU_SOURCE -I. -Icore -I$(BUILD)/gen/core -I$(BUILD)/gen/gen -I$(BUILD)/gen \
                $(WARN) -MMD -MP
# From the build folder (not installed), rulir-gen finds rulir's dialects and
# the rule interpreter compiles rules files' C helpers against the headers
# here; an installed rulir finds its own prefix instead (gen/paths.c).
CPPFLAGS_ALL += -DRL_SOURCE_DIR='"$(CURDIR)"' -DRL_BUILD_DIR='"$(abspath $(BUILD))"'
# The sanitizer build's executables are not position-independent: ASan
# describes each global in writable data, which a PIE relocates at every
# start (240,000 relocations in rulir-opt); each run of a tool costs 15%
# less CPU time without them (check-asan starts the tools thousands of times).
ifeq ($(SAN),1)
  CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
  LDFLAGS += -fsanitize=address,undefined -no-pie
endif
# The fuzz targets' build (make fuzz, with clang-19): the library
# instrumented for libFuzzer's coverage, under ASan and UBSan.
ifeq ($(SAN),fuzz)
  CFLAGS += -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
  LDFLAGS += -fsanitize=address,undefined
endif
ifeq ($(SAN),thread)
  CFLAGS += -fsanitize=thread
  LDFLAGS += -fsanitize=thread
endif
# Every object is position-independent, so that the same objects make the
# static libraries, the tools and the shared librulir.so (make install); with
# -fno-semantic-interposition, calls within librulir stay direct, and the
# tools run as fast as with -fPIE objects.
PIC     := -fPIC -fno-semantic-interposition
RE2C    ?= re2c
LEMON   ?= lemon
PYTHON  ?= python3
LIT     ?= $(PYTHON) /usr/lib/llvm-19/build/utils/lit/lit.py
LLVM_BIN ?= /usr/lib/llvm-19/bin

CORE_SRC := $(sort $(wildcard core/*.c))
CORE_RE  := $(sort $(wildcard core/*.re))
CORE_GEN := $(patsubst core/%.re,$(BUILD)/gen/core/%.c,$(CORE_RE))
LIB_OBJ  := $(patsubst %.c,$(BUILD)/obj/%.o,$(CORE_SRC)) \
            $(patsubst $(BUILD)/gen/%.c,$(BUILD)/obj/gen/%.o,$(CORE_GEN))
LIB      := $(BUILD)/lib/librulir.a
TOOLS    := $(BUILD)/bin/rulir-opt $(BUILD)/bin/rulir-gen $(BUILD)/bin/rulir-translate $(BUILD)/bin/rulir-run
UNIT_SRC := $(sort $(wildcard tests/unit/*.c))
UNIT_BIN := $(BUILD)/bin/unit-tests

# rulir-gen: the lemon grammar and re2c lexer go to $(BUILD)/gen/gen/.
RULIR_GEN := $(BUILD)/bin/rulir-gen
GEN_SRC  := $(sort $(wildcard gen/*.c))
GEN_GEN  := $(BUILD)/gen/gen/grammar.c $(BUILD)/gen/gen/lexer.c
GEN_OBJ  := $(patsubst %.c,$(BUILD)/obj/%.o,$(GEN_SRC)) \
            $(patsubst $(BUILD)/gen/%.c,$(BUILD)/obj/gen/%.o,$(GEN_GEN))

# Dialects: one dialects/<d>/<d>.ops each, plus hand-written C beside it.
DIALECT_OPS   := $(sort $(wildcard dialects/*/*.ops))
DIALECTS      := $(basename $(notdir $(DIALECT_OPS)))
DGEN          := $(BUILD)/gen/dialects
DIALECT_GEN_C := $(patsubst dialects/%.ops,$(DGEN)/%_ops.c,$(DIALECT_OPS))
DIALECT_GEN_H := $(DIALECT_GEN_C:.c=.h) $(DGEN)/registry.h
# dialects/llvm/export.c and translate.c (the translation to LLVM IR) are
# the files of dialects/ that need LLVM: they are kept out of
# librulir-dialects.a, which rulir-opt links, and go to
# librulir-llvm-export.a (see LLVM below).
EXPORT_SRC    := dialects/llvm/export.c dialects/llvm/translate.c dialects/llvm/jit.c
DIALECT_SRC   := $(filter-out $(EXPORT_SRC),$(sort $(wildcard dialects/*/*.c)))
DIALECT_OBJ   := $(patsubst $(BUILD)/gen/%.c,$(BUILD)/obj/gen/%.o,$(DIALECT_GEN_C) $(DGEN)/registry.c) \
                 $(patsubst %.c,$(BUILD)/obj/%.o,$(DIALECT_SRC))
DIALECTS_LIB  := $(BUILD)/lib/librulir-dialects.a

# The .rules front end as a library (rulir-opt loads rules at run time), the
# .ops files rulir-opt carries for `import`, and rules/*.rules compiled to C.
GEN_LIB       := $(BUILD)/lib/librulir-gen.a
EMBED_C       := $(BUILD)/gen/embedded_ops.c
RULES_SRC     := $(sort $(wildcard rules/*.rules))
RULES_STEMS   := $(basename $(notdir $(RULES_SRC)))
RULES_GEN     := $(patsubst rules/%.rules,$(BUILD)/gen/rules/%.c,$(RULES_SRC)) $(BUILD)/gen/rules/registry.c
# The C the lowerings call (rules/<pass>.c beside rules/<pass>.rules).
RULES_C       := $(sort $(wildcard rules/*.c))
RULES_OBJ     := $(patsubst $(BUILD)/gen/%.c,$(BUILD)/obj/gen/%.o,$(RULES_GEN)) $(patsubst %.c,$(BUILD)/obj/%.o,$(RULES_C))
RULES_LIB     := $(BUILD)/lib/librulir-rules.a

# Drivers: the greedy rewrite driver (and later the conversion driver).
DRIVER_SRC    := $(sort $(wildcard drivers/*.c))
DRIVER_OBJ    := $(patsubst %.c,$(BUILD)/obj/%.o,$(DRIVER_SRC))
DRIVERS_LIB   := $(BUILD)/lib/librulir-drivers.a

# What the tools' main()s share (tools/tool.c, and --verify-diagnostics:
# tools/verify_diags.c).
TOOL_OBJ      := $(BUILD)/obj/tools/tool.o $(BUILD)/obj/tools/verify_diags.o

# runtime/: the runner utilities lowered programs call (printers,
# memrefCopy, ...; MLIR 19's names and output), as a shared library for
# rulir-run --shared-libs and a static one for programs built by clang.
# Built without the sanitizers, so that any program can load or link it.
RT_SRC        := $(sort $(wildcard runtime/*.c))
RT_OBJ        := $(patsubst %.c,$(BUILD)/obj/%.pic.o,$(RT_SRC))
RT_SO         := $(BUILD)/lib/librulir_runner_utils.so
RT_A          := $(BUILD)/lib/librulir_runner_utils.a

.PHONY: all deps check check-mlir check-diff-memref check-interop check-unit check-lit check-gen check-corpus check-canon check-asan check-tsan check-fuzz fuzz fuzz-targets demo bench clean FORCE
.DEFAULT_GOAL := all
.SUFFIXES:
.DELETE_ON_ERROR:
.SECONDARY:

all: $(LIB) $(TOOLS) $(RT_SO) $(RT_A)

deps:
	@sh tools/ensure-deps.sh

$(BUILD)/gen/core/%.c: core/%.re | deps-quiet
	@mkdir -p $(dir $@)
	$(RE2C) -W -Werror --no-generation-date -o $@ $<

$(BUILD)/gen/gen/%.c: gen/%.re | deps-quiet
	@mkdir -p $(dir $@)
	$(RE2C) -W -Werror --no-generation-date -o $@ $<

# lemon writes grammar.c and grammar.h together (but leaves a header whose
# text would not change as it was: touched, so that make does not find it
# older than the grammar and rebuild everything each time).
$(BUILD)/gen/gen/grammar.c $(BUILD)/gen/gen/grammar.h &: gen/grammar.y | deps-quiet
	@mkdir -p $(BUILD)/gen/gen
	$(LEMON) -q -s -d$(BUILD)/gen/gen $< >/dev/null
	@touch $(BUILD)/gen/gen/grammar.h

# The compiler and its flags: every object is remade when they change (as
# when -fPIC came in: a shared library cannot take older objects).
OBJ_FLAGS := $(BUILD)/obj/flags
$(OBJ_FLAGS): FORCE
	@mkdir -p $(dir $@)
	@echo '$(CC) $(PIC) $(CFLAGS)' | cmp -s - $@ 2>/dev/null || echo '$(CC) $(PIC) $(CFLAGS)' > $@

# gen/paths.c holds the source and build folders (RL_SOURCE_DIR,
# RL_BUILD_DIR): it is remade when the tree is built from another folder.
OBJ_DIRS := $(BUILD)/obj/dirs
$(OBJ_DIRS): FORCE
	@mkdir -p $(dir $@)
	@echo '$(CURDIR) $(abspath $(BUILD))' | cmp -s - $@ 2>/dev/null || echo '$(CURDIR) $(abspath $(BUILD))' > $@
$(BUILD)/obj/gen/paths.o: $(OBJ_DIRS)

$(BUILD)/obj/gen/%.o: $(BUILD)/gen/%.c $(OBJ_FLAGS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(PIC) $(CFLAGS) -c $< -o $@

$(BUILD)/obj/%.o: %.c $(OBJ_FLAGS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(PIC) $(CFLAGS) -c $< -o $@

# Sources that include the generated lexer header wait for it.
$(patsubst %.c,$(BUILD)/obj/%.o,$(CORE_SRC)): | $(CORE_GEN)

$(LIB): $(LIB_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

# Everything that includes the generated lexer or grammar headers waits for them.
$(GEN_OBJ) $(BUILD)/obj/tools/rulir-gen.o: | $(BUILD)/gen/gen/grammar.h $(BUILD)/gen/gen/lexer.c

$(RULIR_GEN): $(GEN_OBJ) $(BUILD)/obj/tools/rulir-gen.o $(TOOL_OBJ) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) $(GEN_OBJ) $(BUILD)/obj/tools/rulir-gen.o $(TOOL_OBJ) $(LIB) -o $@ -lm -lpthread

# Each .ops file gives <d>_ops.c and <d>_ops.h (and a depfile naming the
# .ops files it includes).
$(DGEN)/%_ops.c $(DGEN)/%_ops.h: dialects/%.ops $(RULIR_GEN)
	@mkdir -p $(dir $@)
	$(RULIR_GEN) -I dialects --depfile $(DGEN)/$*_ops.d -o $(DGEN)/$*_ops.c $<

# The registry changes when the list of dialects does.
$(DGEN)/dialects.list: FORCE
	@mkdir -p $(dir $@)
	@echo '$(DIALECTS)' | cmp -s - $@ 2>/dev/null || echo '$(DIALECTS)' > $@

$(DGEN)/registry.c $(DGEN)/registry.h &: $(DGEN)/dialects.list $(RULIR_GEN)
	$(RULIR_GEN) --registry $(DIALECTS) -o $(DGEN)/registry.c

# Sources that include generated dialect headers wait for all of them.
$(DIALECT_OBJ) $(DRIVER_OBJ) $(RULES_OBJ) $(BUILD)/obj/tools/rulir-opt.o $(patsubst %.c,$(BUILD)/obj/%.o,$(UNIT_SRC)): | $(DIALECT_GEN_H)
$(BUILD)/obj/tools/rulir-opt.o: | $(BUILD)/gen/gen/grammar.h $(BUILD)/gen/gen/lexer.c

$(DIALECTS_LIB): $(DIALECT_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(DRIVERS_LIB): $(DRIVER_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(GEN_LIB): $(GEN_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

# The shared terms (rules/prelude) too: `import "prelude/x.rules";` works in
# any rules file rulir-opt loads.
RULES_PRELUDE := $(sort $(wildcard rules/prelude/*.rules))
$(EMBED_C): $(DIALECT_OPS) $(RULES_PRELUDE) tools/embed.py
	@mkdir -p $(dir $@)
	$(PYTHON) tools/embed.py rl_embedded_ops $(DIALECT_OPS) $(RULES_PRELUDE) > $@

# Each rules/<r>.rules gives <r>.c with rl_rules_<r>_populate; the registry
# adds them all to --canonicalize.
$(BUILD)/gen/rules/%.c: rules/%.rules $(RULIR_GEN) $(DIALECT_OPS) $(RULES_PRELUDE)
	@mkdir -p $(dir $@)
	$(RULIR_GEN) -I dialects -o $@ $<

$(BUILD)/gen/rules/rules.list: FORCE
	@mkdir -p $(dir $@)
	@echo '$(RULES_STEMS)' | cmp -s - $@ 2>/dev/null || echo '$(RULES_STEMS)' > $@

$(BUILD)/gen/rules/registry.c: $(BUILD)/gen/rules/rules.list Makefile
	@mkdir -p $(dir $@)
	@{ echo '/* Generated by the Makefile: the compiled rules files. */'; \
	   echo '#include "drivers/pass.h"'; \
	   for r in $(subst -,_,$(RULES_STEMS)); do echo "void rl_rules_$${r}_populate(rl_context *c, rl_pattern_set *s);"; \
	     echo "void rl_rules_$${r}_register_pass(void);"; done; \
	   echo '#include "rules/lib.h"'; \
	   echo 'void rl_register_compiled_rules(void);'; \
	   echo 'void rl_register_compiled_rules(void) {'; \
	   echo '  rl_rules_register_lib();'; \
	   for r in $(subst -,_,$(RULES_STEMS)); do echo "  rl_register_canonicalization(rl_rules_$${r}_populate);"; \
	     echo "  rl_rules_$${r}_register_pass();"; done; \
	   echo '}'; \
	   echo 'const rl_compiled_rules_file rl_compiled_rules_files[] = {'; \
	   for r in $(RULES_STEMS); do echo "  {\"$$r\", rl_rules_$$(echo $$r | tr - _)_populate},"; done; \
	   echo '  {NULL, NULL}};'; } > $@

$(RULES_LIB): $(RULES_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

# -rdynamic and whole archives: rules compiled to a shared object
# (--load-rules) call into the tool.
$(BUILD)/bin/rulir-opt: $(BUILD)/obj/tools/rulir-opt.o $(TOOL_OBJ) $(BUILD)/obj/gen/embedded_ops.o $(RULES_LIB) \
                        $(GEN_LIB) $(DRIVERS_LIB) $(DIALECTS_LIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -rdynamic $< $(TOOL_OBJ) $(BUILD)/obj/gen/embedded_ops.o $(RULES_LIB) $(GEN_LIB) \
	  -Wl,--whole-archive $(DRIVERS_LIB) $(DIALECTS_LIB) $(LIB) -Wl,--no-whole-archive -o $@ -lm -lpthread -ldl

# The compiled rules too: tests/unit/test_context_state.c lowers to LLVM;
# and the rule interpreter (tests/unit/test_rules_load.c).
$(UNIT_BIN): $(patsubst %.c,$(BUILD)/obj/%.o,$(UNIT_SRC)) $(BUILD)/obj/gen/embedded_ops.o $(RULES_LIB) $(GEN_LIB) \
             $(DRIVERS_LIB) $(DIALECTS_LIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) $(filter %.o,$^) -Wl,--start-group $(RULES_LIB) $(GEN_LIB) $(DRIVERS_LIB) $(DIALECTS_LIB) \
	  $(LIB) -Wl,--end-group -o $@ -lcriterion -lm -ldl

# LLVM 19 (from llvm-19-dev): only dialects/llvm/export.c, rulir-translate
# and rulir-run use it; librulir* and rulir-opt stay free of it. Expanded
# when used, after ensure-deps has installed llvm-19-dev if it was missing.
# Linked statically, only the components used: the shared libLLVM costs
# 53 MB of resident memory before the first op (its relocations and static
# initializers), the static components 20 MB, and a translation's peak
# memory drops by as much. LLVM_LINK=shared links libLLVM-19.so instead.
LLVM_CONFIG ?= llvm-config-19
LLVM_LINK   ?= static
LLVM_CFLAGS  = -I$(shell $(LLVM_CONFIG) --includedir)
LLVM_COMPONENTS := core orcjit native passes bitwriter analysis
ifeq ($(LLVM_LINK),static)
# zlib and zstd: LLVM's Support library compresses with them (libzstd1 is a
# dependency of libllvm19 but ships no libzstd.so link, hence -l:).
LLVM_LDLIBS  = $(shell $(LLVM_CONFIG) --link-static --ldflags --libs $(LLVM_COMPONENTS)) \
               -lstdc++ -lz -l:libzstd.so.1
else
LLVM_LDLIBS  = $(shell $(LLVM_CONFIG) --ldflags --libs $(LLVM_COMPONENTS))
endif
LLVM_OBJ    := $(patsubst %.c,$(BUILD)/obj/%.o,$(EXPORT_SRC)) $(BUILD)/obj/tools/rulir-translate.o $(BUILD)/obj/tools/rulir-run.o
EXPORT_LIB  := $(BUILD)/lib/librulir-llvm-export.a

$(LLVM_OBJ): $(BUILD)/obj/%.o: %.c $(OBJ_FLAGS) | $(DIALECT_GEN_H) deps-quiet
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(LLVM_CFLAGS) $(PIC) $(CFLAGS) -c $< -o $@

$(EXPORT_LIB): $(patsubst %.c,$(BUILD)/obj/%.o,$(EXPORT_SRC))
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/bin/rulir-translate $(BUILD)/bin/rulir-run: $(BUILD)/bin/%: $(BUILD)/obj/tools/%.o $(TOOL_OBJ) $(EXPORT_LIB) \
                                                     $(DRIVERS_LIB) $(DIALECTS_LIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) $< $(TOOL_OBJ) -Wl,--start-group $(EXPORT_LIB) $(DRIVERS_LIB) $(DIALECTS_LIB) $(LIB) -Wl,--end-group \
	  -o $@ $(LLVM_LDLIBS) -lm -lpthread -ldl

$(RT_OBJ): $(BUILD)/obj/%.pic.o: %.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -D_GNU_SOURCE $(WARN) -MMD -MP $(OPT) -g -fPIC -c $< -o $@

$(RT_SO): $(RT_OBJ)
	@mkdir -p $(dir $@)
	$(CC) -shared $(RT_OBJ) -o $@ -lm

$(RT_A): $(RT_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

# ---- make install / uninstall ---------------------------------------------
# What a user outside this tree builds against (README: "Installing and
# using rulir from your project"):
#   bin/                     rulir-opt, rulir-gen, rulir-translate, rulir-run
#   lib/librulir.a           core, dialects, drivers, the rules runtime and
#                            compiled rules, the rule interpreter, the export
#                            to LLVM IR: one archive
#   lib/librulir.so.V        the same objects, shared (soname librulir.so.MAJOR;
#                            libLLVM-19.so for the export), with its links
#   lib/librulir_runner_utils.{a,so}   the runtime lowered programs call
#   include/rulir/           the public headers, as the tree includes them
#                            ("core/ir.h", "dialects/arith/arith_ops.h")
#   share/rulir/dialects/    the dialects' .ops files (rulir-gen's default -I)
#   share/rulir/rules/prelude/   the rules prelude (`import "prelude/x.rules"`)
#   lib/pkgconfig/rulir.pc
# The tools find their prefix at run time (gen/paths.c): a prefix can be
# moved, and DESTDIR staging works without a rebuild.
PREFIX  ?= /usr/local
DESTDIR ?=
RL_VERSION := $(shell sed -n 's/^\#define RL_VERSION "\(.*\)"$$/\1/p' tools/tool.h)
SO_MAJOR   := $(firstword $(subst ., ,$(RL_VERSION)))
PKG        := $(BUILD)/pkg
PKG_A      := $(PKG)/librulir.a
PKG_SO     := $(PKG)/librulir.so.$(RL_VERSION)
PKG_OBJ     = $(LIB_OBJ) $(DIALECT_OBJ) $(DRIVER_OBJ) $(RULES_OBJ) $(GEN_OBJ) $(BUILD)/obj/gen/embedded_ops.o \
              $(patsubst %.c,$(BUILD)/obj/%.o,$(EXPORT_SRC))
# The headers a user's generated code and own C include: core's (but its
# private ones), the drivers', the dialects' (hand-written and generated),
# the rules library's, the rule interpreter's, the dialect loader's.
INSTALL_HDRS := $(filter-out core/context_impl.h core/lexer.h,$(sort $(wildcard core/*.h))) \
                $(sort $(wildcard drivers/*.h dialects/*/*.h rules/*.h)) gen/interp.h gen/dialect_load.h
INSTALL_SHARE := $(DIALECT_OPS) $(RULES_PRELUDE)
# Every file install writes, relative to $(DESTDIR)$(PREFIX): what
# uninstall removes.
INSTALLED := $(patsubst $(BUILD)/%,%,$(TOOLS)) lib/librulir.a lib/librulir.so.$(RL_VERSION) \
  lib/librulir.so.$(SO_MAJOR) lib/librulir.so lib/librulir_runner_utils.a lib/librulir_runner_utils.so \
  lib/pkgconfig/rulir.pc $(addprefix include/rulir/,$(INSTALL_HDRS) $(patsubst $(BUILD)/gen/%,%,$(DIALECT_GEN_H))) \
  $(addprefix share/rulir/,$(INSTALL_SHARE))
# libLLVM-19.so for the shared library; the static components, as the tools
# link them, for a static link (rulir.pc's Libs.private).
LLVM_SHARED_LDLIBS = $(shell $(LLVM_CONFIG) --link-shared --ldflags --libs $(LLVM_COMPONENTS))

# (Their command lines name every object: said in one line instead.)
$(PKG_A): $(PKG_OBJ)
	@mkdir -p $(dir $@)
	@echo "ar $@ ($(words $^) objects)"
	@rm -f $@ && ar rcs $@ $^

$(PKG_SO): $(PKG_OBJ) tools/librulir.map
	@mkdir -p $(dir $@)
	@echo "$(CC) -shared -o $@ ($(words $^) objects, soname librulir.so.$(SO_MAJOR))"
	@$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,librulir.so.$(SO_MAJOR) -Wl,-z,defs \
	  -Wl,--version-script=tools/librulir.map $(filter-out tools/librulir.map,$^) -o $@ \
	  $(LLVM_SHARED_LDLIBS) -lm -lpthread -ldl

# rulir.pc, for PREFIX (remade when PREFIX changes).
$(PKG)/prefix: FORCE
	@mkdir -p $(dir $@)
	@echo '$(PREFIX)' | cmp -s - $@ 2>/dev/null || echo '$(PREFIX)' > $@

# Cflags: LLVM-C's headers too, for dialects/llvm/export.h.
$(PKG)/rulir.pc: $(PKG)/prefix Makefile | deps-quiet
	@{ echo 'prefix=$(PREFIX)'; \
	   echo 'exec_prefix=$${prefix}'; \
	   echo 'bindir=$${exec_prefix}/bin'; \
	   echo 'libdir=$${exec_prefix}/lib'; \
	   echo 'includedir=$${prefix}/include'; \
	   echo 'datadir=$${prefix}/share/rulir'; \
	   echo '# rulir-gen finds these by itself; for -I when a dialect includes one.'; \
	   echo 'dialectsdir=$${datadir}/dialects'; \
	   echo 'rulir_gen=$${bindir}/rulir-gen'; \
	   echo 'rulir_opt=$${bindir}/rulir-opt'; \
	   echo; \
	   echo 'Name: rulir'; \
	   echo 'Description: MLIR-style IR, dialects from .ops files and rewrites from .rules files, in C'; \
	   echo 'Version: $(RL_VERSION)'; \
	   echo 'Cflags: -I$${includedir}/rulir $(LLVM_CFLAGS)'; \
	   echo 'Libs: -L$${libdir} -lrulir'; \
	   echo 'Libs.private: $(strip $(LLVM_LDLIBS)) -lm -lpthread -ldl'; } > $@

.PHONY: install uninstall check-install
install: all $(PKG_A) $(PKG_SO) $(PKG)/rulir.pc
	@d='$(DESTDIR)$(PREFIX)'; set -e; \
	install -d "$$d/bin" "$$d/lib/pkgconfig"; \
	install -m 755 $(TOOLS) "$$d/bin/"; \
	install -m 644 $(PKG_A) $(RT_A) "$$d/lib/"; \
	install -m 755 $(PKG_SO) $(RT_SO) "$$d/lib/"; \
	ln -sf librulir.so.$(RL_VERSION) "$$d/lib/librulir.so.$(SO_MAJOR)"; \
	ln -sf librulir.so.$(SO_MAJOR) "$$d/lib/librulir.so"; \
	install -m 644 $(PKG)/rulir.pc "$$d/lib/pkgconfig/"; \
	for f in $(INSTALL_HDRS); do install -D -m 644 $$f "$$d/include/rulir/$$f"; done; \
	for f in $(DIALECT_GEN_H); do install -D -m 644 $$f "$$d/include/rulir/$${f#$(BUILD)/gen/}"; done; \
	for f in $(INSTALL_SHARE); do install -D -m 644 $$f "$$d/share/rulir/$$f"; done; \
	echo "rulir $(RL_VERSION) installed in $$d: $(words $(INSTALLED)) files"

# Removes what install wrote, then the folders left empty (rulir's own, and
# bin, lib, include, share when nothing else is in them).
uninstall:
	@d='$(DESTDIR)$(PREFIX)'; \
	cd "$$d" 2>/dev/null || { echo "uninstall: no $$d"; exit 0; }; \
	rm -f $(INSTALLED); \
	for t in include/rulir share/rulir; do [ -d $$t ] && find $$t -depth -type d -empty -delete; done; \
	for t in lib/pkgconfig bin lib include share; do rmdir $$t 2>/dev/null; done; \
	echo "rulir removed from $$d"; true

# tests/install/run.sh: install into a temporary DESTDIR, build the
# out-of-tree project of tests/install/ through pkg-config only (its own
# dialect and rules, shared and static), run it and the installed
# rulir-opt with its rules, then uninstall. A sanitizer build's librulir
# needs the project built with the same sanitizers.
check-install: all $(PKG_A) $(PKG_SO)
	sh tests/install/run.sh "$(MAKE)" $(BUILD) $(LLVM_BIN) "$(filter -fsanitize=%,$(LDFLAGS))"

# examples/toy/run-check.sh: install into a temporary DESTDIR, then build
# the Toy compiler of examples/toy against it (pkg-config only) and run its
# lit tests.
.PHONY: check-toy
check-toy: all $(PKG_A) $(PKG_SO)
	sh examples/toy/run-check.sh "$(MAKE)" $(LLVM_BIN) "$(filter -fsanitize=%,$(LDFLAGS))"

# tests/fuzz/: the fuzz targets, linked with libFuzzer in the fuzz build
# (SAN=fuzz) and with tests/fuzz/replay.c (a main that runs the target on
# files) in the others.
FUZZ_TARGETS := mlir rules ops lower
FUZZ_BINS    := $(patsubst %,$(BUILD)/bin/fuzz-%,$(FUZZ_TARGETS))
FUZZ_OBJ     := $(patsubst %,$(BUILD)/obj/tests/fuzz/%.o,$(FUZZ_TARGETS) common replay)
FUZZ_COMMON  := $(BUILD)/obj/tests/fuzz/common.o $(BUILD)/obj/gen/embedded_ops.o
ifeq ($(SAN),fuzz)
  FUZZ_MAIN    :=
  FUZZ_LDFLAGS := -fsanitize=fuzzer
else
  FUZZ_MAIN    := $(BUILD)/obj/tests/fuzz/replay.o
  FUZZ_LDFLAGS :=
endif
$(FUZZ_OBJ): | $(DIALECT_GEN_H) $(BUILD)/gen/gen/grammar.h $(BUILD)/gen/gen/lexer.c

$(BUILD)/bin/fuzz-%: $(BUILD)/obj/tests/fuzz/%.o $(FUZZ_MAIN) $(FUZZ_COMMON) $(RULES_LIB) $(GEN_LIB) $(DRIVERS_LIB) \
                     $(DIALECTS_LIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) $(FUZZ_LDFLAGS) $< $(FUZZ_MAIN) $(FUZZ_COMMON) -Wl,--start-group $(RULES_LIB) $(GEN_LIB) \
	  $(DRIVERS_LIB) $(DIALECTS_LIB) $(LIB) -Wl,--end-group -o $@ -lm -lpthread -ldl

fuzz-targets: $(FUZZ_BINS)

.PHONY: deps-quiet
deps-quiet:
	@sh tools/ensure-deps.sh --quiet

# The suites of `make check`, one after the other, each with its time: the
# whole must stay under 20 minutes on a clean clone (reference results not
# cached yet); DIFF_LLVM_N and DIFF_MEMREF_N trade programs for time.
CHECK_SUITES := check-unit check-clang check-install check-toy check-lit check-gen check-corpus check-canon check-diff-passes check-diff-llvm \
  check-diff-memref check-interop check-fuzz check-mlir
check: deps all $(UNIT_BIN)
	@t0=$$(date +%s); for t in $(CHECK_SUITES); do s=$$(date +%s); \
	  $(MAKE) --no-print-directory $$t || { echo "make check: $$t failed"; exit 1; }; \
	  echo "make check: $$t took $$(($$(date +%s) - s)) s"; done; \
	  echo "make check: every suite passed in $$(($$(date +%s) - t0)) s"

check-unit: $(UNIT_BIN)
	$(UNIT_BIN) --jobs 2

# clang-19 reads every C file the build compiles (hand-written and
# generated: lexers, grammars, dialects, rules; the tools', the tests' and
# the runtime's) with the project's warnings as errors, as `make
# CC=clang-19` compiles them; -fsyntax-only, so the diagnostics are the
# front end's, in a fraction of a build's time.
CLANG ?= clang-19
CLANG_SRCS = $(CORE_SRC) $(CORE_GEN) $(GEN_SRC) $(GEN_GEN) $(DIALECT_SRC) $(EXPORT_SRC) $(DIALECT_GEN_C) $(RULES_C) \
  $(DGEN)/registry.c $(EMBED_C) $(RULES_GEN) $(DRIVER_SRC) $(sort $(wildcard tools/*.c)) $(UNIT_SRC) \
  $(sort $(wildcard tests/fuzz/*.c)) $(RT_SRC)
check-clang: all $(UNIT_BIN)
	@printf '%s\n' $(CLANG_SRCS) | xargs -P 2 -n 16 $(CLANG) $(filter-out -MMD -MP,$(CPPFLAGS_ALL)) $(LLVM_CFLAGS) \
	  -fsyntax-only
	@echo "check-clang: $(words $(CLANG_SRCS)) C files read by $(CLANG) with $(WARN): no warnings"

LIT_TESTS ?= tests/lit
check-lit: all
	$(LIT) -sv --param build=$(abspath $(BUILD)) --param llvm_bin=$(LLVM_BIN) $(LIT_TESTS)

check-gen: all $(FUZZ_BINS)
	$(LIT) -sv --param build=$(abspath $(BUILD)) --param llvm_bin=$(LLVM_BIN) tests/gen tests/rules tests/lib

check-corpus: all
	sh tests/corpus/run.sh $(BUILD)/bin/rulir-opt

# rulir-opt --canonicalize against running the program before and after, and
# its op count against mlir-opt-19's: no more ops on at least 90% of the programs.
check-canon: $(BUILD)/bin/rulir-opt
	CANON_OUT=$(BUILD)/canon CANON_REQUIRE_OPCOUNT=1 sh tests/canon/run.sh $(BUILD)/bin/rulir-opt 200

# The general passes on the same generated programs, each alone: what each
# leaves must run as the original does (tests/canon/run.sh with
# CANON_PASSES), DIFF_PASSES_N programs each.
DIFF_PASSES_N ?= 50
DIFF_PASSES := --cse --sccp --inline --loop-invariant-code-motion
.PHONY: check-diff-passes
check-diff-passes: $(BUILD)/bin/rulir-opt
	@st=0; for p in $(DIFF_PASSES); do \
	  out=$$(CANON_OUT=$(BUILD)/diff-passes/$${p#--} CANON_PASSES=$$p \
	         sh tests/canon/run.sh $(BUILD)/bin/rulir-opt $(DIFF_PASSES_N)) || st=1; \
	  echo "$$out" | grep -vE '^(op count|  )'; done; exit $$st

# The lowering to LLVM IR: rulir-opt + rulir-translate against mlir-opt-19 +
# mlir-translate-19 on DIFF_LLVM_N (200) generated func/arith/cf/math programs, each .ll
# compiled by clang-19 and run; both must print the same.
.PHONY: check-diff-llvm
DIFF_LLVM_N ?= 200
check-diff-llvm: all
	DIFF_OUT=$(BUILD)/diff RULIR_OPT=$(BUILD)/bin/rulir-opt RULIR_TRANSLATE=$(BUILD)/bin/rulir-translate \
	  RULIR_PIPELINE="$(DIFF_RULIR_PIPELINE)" GEN_FLAGS="$(DIFF_GEN_FLAGS)" DIFF_REQUIRE_RULIR=1 \
	  sh tests/diff/run-llvm.sh $(DIFF_LLVM_N)
# The same pipeline as the reference (tests/diff/run-llvm.sh), on programs
# with every math op gen.py makes (libm-backed ops, ipowi included).
DIFF_RULIR_PIPELINE := --convert-math-to-llvm --convert-math-to-funcs --convert-math-to-libm \
                       --convert-arith-to-llvm --arith-expand --convert-to-llvm --reconcile-unrealized-casts
DIFF_GEN_FLAGS := --math

# The memref lowering: DIFF_MEMREF_N (250) generated func/arith/cf/scf/memref programs
# (tests/diff/gen_memref.py) through rulir's pipeline and mlir-opt-19's, each
# .ll compiled by clang-19 with runtime/runner_utils.c and run; both must
# print the same. Both paths run the whole pipeline with their own tools
# (tests/diff/run-memref.sh names the passes).
.PHONY: check-diff-memref
DIFF_MEMREF_N ?= 250
check-diff-memref: all
	DIFF_OUT=$(BUILD)/diff-memref RULIR_OPT=$(BUILD)/bin/rulir-opt RULIR_TRANSLATE=$(BUILD)/bin/rulir-translate \
	  sh tests/diff/run-memref.sh $(DIFF_MEMREF_N)

# Passes one at a time (scf-to-cf, arith, cf, memref and func to llvm, then
# reconcile-unrealized-casts), in all 120 orders, on tests/diff/orderings/:
# where mlir-opt-19 succeeds, rulir-opt prints the same text.
.PHONY: check-diff-orderings
check-diff-orderings: all
	python3 tests/diff/orderings.py --rulir-opt $(BUILD)/bin/rulir-opt tests/diff/orderings/*.mlir

# Generated programs rich in foldable arithmetic (tests/canon/gen.py, 200
# plain and 200 with math) through --convert-to-llvm: the same text as
# mlir-opt-19 (the conversion folds as MLIR's does).
.PHONY: check-diff-text
check-diff-text: all
	python3 tests/diff/text.py --rulir-opt $(BUILD)/bin/rulir-opt -n 200 --seed 1
	python3 tests/diff/text.py --rulir-opt $(BUILD)/bin/rulir-opt -n 200 --seed 2 --math

# C calls lowered functions through their _mlir_ciface_ wrappers with memref
# descriptors as C structs, and is called back: built once by rulir's tools
# and once by mlir-opt-19's.
.PHONY: check-interop
check-interop: all
	INTEROP_OUT=$(BUILD)/interop RULIR_OPT=$(BUILD)/bin/rulir-opt RULIR_TRANSLATE=$(BUILD)/bin/rulir-translate \
	  sh tests/interop/run.sh

# MLIR 19.1.7's own test files (mlir/test/Dialect/{Arith,...}, IR,
# Transforms), fetched once from Debian's source package into
# $(MLIR_TESTS) and run by lit against rulir-opt and rulir-translate
# (tests/mlir/run.py): passes per folder; a file of
# tests/mlir/expected-pass.txt that fails fails the target. Then MLIR's
# canonicalization tests function by function against mlir-opt-19
# (tests/mlir/canon_funcs.py): a function of tests/mlir/expected-canon.txt
# that rulir no longer prints as MLIR does fails it too.
MLIR_TESTS ?= build/mlir-tests
check-mlir: deps all
	$(PYTHON) tests/mlir/run.py --build $(abspath $(BUILD)) --cache $(abspath $(MLIR_TESTS)) --llvm-bin $(LLVM_BIN)
	$(PYTHON) tests/mlir/canon_funcs.py --build $(abspath $(BUILD)) --cache $(abspath $(MLIR_TESTS))

# The fuzz targets on their seeds (every test input) and on the inputs
# fuzzing found (tests/fuzz/regress/TARGET/), without libFuzzer: their
# invariants hold on all of them, and the targets keep building.
# The targets run two at a time.
check-fuzz: $(FUZZ_BINS)
	@$(PYTHON) tests/fuzz/seed.py . $(BUILD)/fuzz
	@printf '%s\n' $(FUZZ_TARGETS) | xargs -P 2 -I '{}' sh -c 't={}; \
	  case $$t in mlir|lower) s=mlir ;; *) s=$$t ;; esac; log=$(BUILD)/fuzz/$$t.log; \
	  if ! $(BUILD)/bin/fuzz-$$t $(BUILD)/fuzz/seed/$$s $$(ls -d tests/fuzz/regress/$$t 2>/dev/null) 2>$$log; then \
	    tail -40 $$log; echo "check-fuzz: fuzz-$$t failed (its stderr: $$log)"; exit 1; fi'

# libFuzzer (clang-19): every target built into build/fuzz and run for
# FUZZ_SECONDS each, one at a time (tests/fuzz/run.sh).
FUZZ_SECONDS ?= 60
fuzz: deps
	@$(MAKE) --no-print-directory BUILD=build/fuzz CC=clang-19 SAN=fuzz OPT=-O2 fuzz-targets
	sh tests/fuzz/run.sh build/fuzz $(FUZZ_SECONDS)

check-asan:
	@$(MAKE) --no-print-directory BUILD=build/asan SAN=1 OPT=-O1 check

# ThreadSanitizer over the lit tests that run threads: passes on a
# module's functions in parallel (tests/lit/threads, on bench/'s generated
# modules, errors included), rulir-translate (parses on one thread while it
# translates on another). A report aborts the tool, which fails the test
# (even under `not`). TSAN_TESTS=tests/lit runs them all.
TSAN_TESTS ?= tests/lit/threads tests/lit/translate tests/lit/passes
check-tsan:
	@TSAN_OPTIONS="halt_on_error=1 abort_on_error=1 $(TSAN_OPTIONS)" \
	  $(MAKE) --no-print-directory BUILD=build/tsan SAN=thread OPT=-O1 LIT_TESTS="$(TSAN_TESTS)" check-lit

demo: deps all
	@for f in examples/*.mlir; do \
	  echo "== $$f"; $(BUILD)/bin/rulir-opt --allow-unregistered-dialect $$f || exit 1; \
	done
	@echo "== examples/rules/strength.rules on examples/rules/strength-input.mlir (interpreted, each attempt on stderr)"
	@$(BUILD)/bin/rulir-opt --rules examples/rules/strength.rules examples/rules/strength-input.mlir --debug-rewrites 2>&1
	@echo "== its test blocks"
	@$(BUILD)/bin/rulir-opt --rules examples/rules/strength.rules --test-rules
	@echo "== examples/lower/sum.mlir lowered by rulir-opt --convert-to-llvm (rules/*-to-llvm.rules), then run by rulir-run"
	@$(BUILD)/bin/rulir-opt --convert-to-llvm --reconcile-unrealized-casts examples/lower/sum.mlir -o $(BUILD)/demo-sum.llvm.mlir
	@sed -n '/llvm.func @main/,/^  }/p' $(BUILD)/demo-sum.llvm.mlir
	@printf 'main() = '; $(BUILD)/bin/rulir-run $(BUILD)/demo-sum.llvm.mlir -e main -entry-point-result=i32

bench: deps all
	sh bench/run.sh $(BUILD)/bin/rulir-opt

clean:
	rm -rf build

-include $(RT_OBJ:.o=.d) $(FUZZ_OBJ:.o=.d) $(DRIVER_OBJ:.o=.d) $(RULES_OBJ:.o=.d) $(LLVM_OBJ:.o=.d) $(TOOL_OBJ:.o=.d)
-include $(LIB_OBJ:.o=.d) $(patsubst %.c,$(BUILD)/obj/%.d,$(UNIT_SRC)) $(BUILD)/obj/tools/rulir-opt.d \
         $(GEN_OBJ:.o=.d) $(BUILD)/obj/tools/rulir-gen.d \
         $(DIALECT_OBJ:.o=.d) $(wildcard $(DGEN)/*/*_ops.d)
