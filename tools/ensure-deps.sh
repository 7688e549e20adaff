#!/bin/sh
# Installs, once, the Debian packages rulir's build and tests need, and says so.
# Usage: ensure-deps.sh [--quiet]   (--quiet: only what the build needs: re2c, lemon, llvm-19-dev, zlib, libstdc++)
set -e
need=""
have_cmd() { command -v "$1" >/dev/null 2>&1; }
have_file() { [ -e "$1" ]; }
add() { case " $need " in *" $1 "*) ;; *) need="$need $1" ;; esac; }

have_cmd re2c || add re2c
have_cmd lemon || add lemon
# LLVM-C headers and libLLVM (llvm-19-dev; it brings llvm-config-19): the
# export to LLVM IR, rulir-translate and rulir-run are built with them.
inc=$(llvm-config-19 --includedir 2>/dev/null || true)
{ [ -n "$inc" ] && have_file "$inc/llvm-c/Core.h"; } || add llvm-19-dev
# zlib for the static link of LLVM's components (Makefile: LLVM_LINK).
have_file /usr/include/zlib.h || add zlib1g-dev
# And libstdc++ (-lstdc++: LLVM is C++), which a C-only toolchain lacks.
case "$(${CC:-cc} -print-file-name=libstdc++.so 2>/dev/null)" in /*) ;; *) add libstdc++-12-dev ;; esac
if [ "$1" != "--quiet" ]; then
  have_file /usr/lib/llvm-19/bin/FileCheck || add llvm-19-tools
  have_file /usr/lib/llvm-19/build/utils/lit/lit.py || add llvm-19-tools
  have_file /usr/include/criterion/criterion.h || add libcriterion-dev
  have_cmd mlir-opt-19 || add mlir-19-tools
  # MLIR's runner utilities, for the reference runs only (mlir-cpu-runner-19
  # --shared-libs=...): rulir-run loads rulir's own build/lib/librulir_runner_utils.so.
  have_file /usr/lib/llvm-19/lib/libmlir_c_runner_utils.so.19.1 || add libmlir-19
  have_cmd clang-19 || add clang-19
  # libFuzzer and clang's sanitizer runtimes, for make fuzz.
  have_file /usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a || add libclang-rt-19-dev
  have_cmd python3 || add python3
  # make check-mlir: lit's per-test timeout needs psutil; the MLIR test files
  # are extracted from Debian's source tarball with tar and xz.
  have_file /usr/lib/python3/dist-packages/psutil/__init__.py || add python3-psutil
  have_cmd xz || add xz-utils
  # make check-install: the out-of-tree project (tests/install/) finds the
  # installed rulir through pkg-config only.
  have_cmd pkg-config || add pkg-config
fi
[ -z "$need" ] && exit 0

echo "rulir: installing missing packages:$need"
SUDO=""
if [ "$(id -u)" != 0 ]; then
  if have_cmd sudo; then SUDO=sudo; else
    echo "rulir: need root (or sudo) to run: apt-get install -y$need" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq $need >/dev/null
echo "rulir: installed$need"
