# rulir — build, test, demo and bench. GNU make; safe with -j2.
#   make             library and tools into build/
#   make check       every test suite (installs missing tools first)
#   make check-asan  the same suites, built with ASan+UBSan into build/asan
#   make demo        parse, verify and print the bundled examples
#   make bench       rulir-opt against mlir-opt-19 (ratios of time and memory)

BUILD   ?= build
CC      ?= cc
OPT     ?= -O2
SAN     ?=
CFLAGS  ?= $(OPT) -g
WARN    := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
CPPFLAGS_ALL := -std=c11 -D_GNU_SOURCE -I. -Icore -I$(BUILD)/gen/core $(WARN) -MMD -MP
ifeq ($(SAN),1)
  CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
  LDFLAGS += -fsanitize=address,undefined
endif
RE2C    ?= re2c
PYTHON  ?= python3
LIT     ?= $(PYTHON) /usr/lib/llvm-19/build/utils/lit/lit.py
LLVM_BIN ?= /usr/lib/llvm-19/bin

CORE_SRC := $(sort $(wildcard core/*.c))
CORE_RE  := $(sort $(wildcard core/*.re))
CORE_GEN := $(patsubst core/%.re,$(BUILD)/gen/core/%.c,$(CORE_RE))
LIB_OBJ  := $(patsubst %.c,$(BUILD)/obj/%.o,$(CORE_SRC)) \
            $(patsubst $(BUILD)/gen/%.c,$(BUILD)/obj/gen/%.o,$(CORE_GEN))
LIB      := $(BUILD)/lib/librulir.a
TOOLS    := $(BUILD)/bin/rulir-opt
UNIT_SRC := $(sort $(wildcard tests/unit/*.c))
UNIT_BIN := $(BUILD)/bin/unit-tests

.PHONY: all deps check check-unit check-lit check-corpus check-asan demo bench clean
.DEFAULT_GOAL := all
.SUFFIXES:
.DELETE_ON_ERROR:
.SECONDARY:

all: $(LIB) $(TOOLS)

deps:
	@sh tools/ensure-deps.sh

$(BUILD)/gen/core/%.c: core/%.re | deps-quiet
	@mkdir -p $(dir $@)
	$(RE2C) -W -Werror --no-generation-date -o $@ $<

$(BUILD)/obj/gen/%.o: $(BUILD)/gen/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(CFLAGS) -c $< -o $@

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(CFLAGS) -c $< -o $@

# Sources that include the generated lexer header wait for it.
$(patsubst %.c,$(BUILD)/obj/%.o,$(CORE_SRC)): | $(CORE_GEN)

$(LIB): $(LIB_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/bin/%: $(BUILD)/obj/tools/%.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) $< $(LIB) -o $@ -lm

$(UNIT_BIN): $(patsubst %.c,$(BUILD)/obj/%.o,$(UNIT_SRC)) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) $(filter %.o,$^) $(LIB) -o $@ -lcriterion -lm

.PHONY: deps-quiet
deps-quiet:
	@sh tools/ensure-deps.sh --quiet

check: deps all $(UNIT_BIN)
	@$(MAKE) --no-print-directory check-unit check-lit check-corpus

check-unit: $(UNIT_BIN)
	$(UNIT_BIN) --jobs 2

check-lit: all
	$(LIT) -q -sv --param build=$(abspath $(BUILD)) --param llvm_bin=$(LLVM_BIN) tests/lit

check-corpus: all
	sh tests/corpus/run.sh $(BUILD)/bin/rulir-opt

check-asan:
	@$(MAKE) --no-print-directory BUILD=build/asan SAN=1 OPT=-O1 check

demo: deps all
	@for f in examples/*.mlir; do \
	  echo "== $$f"; $(BUILD)/bin/rulir-opt --allow-unregistered-dialect $$f || exit 1; \
	done

bench: deps all
	sh bench/run.sh $(BUILD)/bin/rulir-opt

clean:
	rm -rf build

-include $(LIB_OBJ:.o=.d) $(patsubst %.c,$(BUILD)/obj/%.d,$(UNIT_SRC)) $(BUILD)/obj/tools/rulir-opt.d
