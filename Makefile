# qrintf: build, test, demo, install. `make help` lists the targets.

PREFIX   ?= /usr/local
BUILD    ?= build
CC       ?= cc
SANITIZE ?=
WERROR   ?= -Werror
FUZZ_SECONDS ?= 60

PKGS     := libpcre2-8 check
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PCRE_LIBS  := $(shell pkg-config --libs libpcre2-8 2>/dev/null)
CHECK_LIBS := $(shell pkg-config --libs check 2>/dev/null)

comma    := ,
SAN_FLAGS := $(if $(SANITIZE),-fsanitize=address$(comma)undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
CFLAGS   ?= -O2 -g
ALL_CFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -pedantic $(WERROR) \
              -Iinclude -I$(BUILD)/gen $(PKG_CFLAGS) $(SAN_FLAGS) $(CFLAGS)
ALL_LDFLAGS := $(SAN_FLAGS) $(LDFLAGS)

# The tests, benchmarks and demo keep qrintf's compiled converters (QRINTF_CACHE_DIR)
# in the build tree rather than in the user's cache.
export QRINTF_CACHE_DIR ?= $(abspath $(BUILD))/cache

MAINS    := src/main_qrintf.c src/main_pp.c
DRV_SRC  := $(wildcard src/drv_*.c)
LIB_SRC  := $(filter-out $(MAINS) $(DRV_SRC),$(wildcard src/*.c))
LIB_OBJ  := $(LIB_SRC:src/%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/runtime_text.o
DRV_OBJ  := $(DRV_SRC:src/%.c=$(BUILD)/obj/%.o)
# The names that are links to qrintf: the compilers it wraps, and the archivers and symbol
# listers beside them that LTO builds look for (CMake finds qrintf-gcc-ar beside qrintf-gcc).
ALIASES  := qrintf-gcc qrintf-clang qrintf-g++ qrintf-clang++ qrintf-cc qrintf-c++ \
            qrintf-gcc-ar qrintf-gcc-nm qrintf-gcc-ranlib qrintf-llvm-ar qrintf-llvm-nm qrintf-llvm-ranlib
MAN1     := $(DESTDIR)$(PREFIX)/share/man/man1
BIN      := $(BUILD)/bin/qrintf $(BUILD)/bin/qrintf-pp $(ALIASES:%=$(BUILD)/bin/%)
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all deps check check-unit check-diff check-float check-e2e check-examples check-asan \
        check-long check-tables tables check-cross check-cross-quick check-realworld check-realworld-quick demo bench bench-lengths bench-float bench-rewriter bench-build fuzz check-fuzz-quick \
        install uninstall clean help

all: $(BIN)

help:
	@echo 'make              build build/bin/qrintf, qrintf-pp and the qrintf-<cc> names'
	@echo 'make deps         install missing Debian packages (as root), else print the apt-get line'
	@echo 'make demo         build, then time the examples plainly and through qrintf (installs'
	@echo '                  only what the demo needs, as root: .ci/deps demo)'
	@echo 'make check        every test: unit, differential, end-to-end, examples, sanitizers'
	@echo 'make check-long   differential test with QRINTF_SEED and QRINTF_COUNT from the environment,'
	@echo '                  and runtime/float.h with QRINTF_FLOAT_COUNT doubles (default 10^7)'
	@echo 'make check-float  runtime/float.h and the '"'"' flag (group.h) against glibc, quick (part of make check)'
	@echo 'make check-cross  differential test and examples for every target of tests/cross.sh found:'
	@echo '                  -m32, ARM, AArch64, s390x (big-endian) with gcc and clang, under qemu-user'
	@echo 'make check-realworld  real projects from Debian sources, plainly and through qrintf (build/realworld)'
	@echo 'make check-realworld-quick  lua, zlib and cjson only'
	@echo 'make bench        time sprintf/snprintf: glibc, stb_sprintf, {fmt}, qrintf, hand-written floors;'
	@echo '                  printf, fprintf, dprintf to a file, a pipe, /dev/null: glibc, {fmt}, qrintf'
	@echo 'make bench-lengths  the repeating %d and %llu one digit count at a time: qrintf, the floor'
	@echo '                  inline and behind a call'
	@echo 'make bench-float  %.14g %.17g %g %e %.3f: glibc, {fmt} and runtime/float.h, ns per call'
	@echo 'make bench-rewriter  the rewriter alone: MB/s and peak memory on ~100 MB of preprocessed text'
	@echo 'make bench-build  the build cost: Lua built plainly and through qrintf, and single files (bench/dense.sh)'
	@echo 'make fuzz         the libFuzzer harnesses (clang), FUZZ_SECONDS each; a crash fails'
	@echo 'make check-fuzz-quick  the same over 300 inputs each from a fixed seed (part of make check)'
	@echo 'make install      install into $$(DESTDIR)$$(PREFIX) (default /usr/local)'
	@echo 'make uninstall    remove what make install installed (same PREFIX and DESTDIR)'

deps:
	@sh .ci/deps

$(BUILD)/obj/%.o: src/%.c $(wildcard include/*.h) | $(BUILD)/obj
	$(CC) $(ALL_CFLAGS) -c $< -o $@

# The runtime is carried inside the binary, so the installed tool needs no data files: its
# parts in the order runtime/qrintf.h includes them, a blank line between two.
RUNTIME  := $(shell sed -n 's|^\#include "\(.*\)"|runtime/\1|p' runtime/qrintf.h)
# runtime/wide.h, which only the compiled converters take, beside it.
C_STRING = sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/'
$(BUILD)/gen/runtime_text.c: runtime/qrintf.h $(RUNTIME) runtime/wide.h | $(BUILD)/gen
	{ echo '#include "rewrite.h"'; echo 'const char rew_runtime_text[] ='; \
	  for f in $(RUNTIME); do cat $$f; echo; done | $(C_STRING); echo ';'; \
	  echo 'const char rew_runtime_wide_text[] ='; $(C_STRING) runtime/wide.h; echo ';'; } > $@.tmp
	mv $@.tmp $@

# The digit table inside runtime/int.h is runtime/tables.sh's output, and the tables of
# runtime/float.h are runtime/float_tables.c's: `make tables` writes them there,
# check-tables fails when someone edited one side and not the other.
TABLE_LINES = /^\/\* tables.sh: begin \*\/$$/,/^\/\* tables.sh: end \*\/$$/
FLOAT_TABLE_LINES = /^\/\* float_tables: begin \*\/$$/,/^\/\* float_tables: end \*\/$$/
# paste_table LINES-NAME OUTPUT HEADER: HEADER with OUTPUT between its marker lines.
paste_table = awk -v t=$(2) '/$(1): end/ { while ((getline l < t) > 0) print l } \
	    /^\/\* $(1): begin \*\/$$/,/^\/\* $(1): end \*\/$$/ { if ($$0 !~ /$(1): (begin|end)/) next } { print }' \
	    $(3) > $(BUILD)/gen/table.tmp && mv $(BUILD)/gen/table.tmp $(3)

$(BUILD)/gen/float_tables: runtime/float_tables.c | $(BUILD)/gen
	$(CC) -std=c11 -Wall -Wextra -pedantic $(WERROR) -O2 $< -o $@

tables: $(BUILD)/gen/float_tables | $(BUILD)/gen
	sh runtime/tables.sh > $(BUILD)/gen/tables.txt
	$(call paste_table,tables.sh,$(BUILD)/gen/tables.txt,runtime/int.h)
	$(BUILD)/gen/float_tables > $(BUILD)/gen/float_tables.txt
	$(call paste_table,float_tables,$(BUILD)/gen/float_tables.txt,runtime/float.h)

check-tables: $(BUILD)/gen/float_tables | $(BUILD)/gen
	@sh runtime/tables.sh > $(BUILD)/gen/tables.txt
	@sed -n '$(TABLE_LINES){//!p}' runtime/int.h | cmp -s - $(BUILD)/gen/tables.txt || \
	    { echo 'check-tables: runtime/int.h does not hold runtime/tables.sh output (make tables)' >&2; exit 1; }
	@$(BUILD)/gen/float_tables > $(BUILD)/gen/float_tables.txt
	@sed -n '$(FLOAT_TABLE_LINES){//!p}' runtime/float.h | cmp -s - $(BUILD)/gen/float_tables.txt || \
	    { echo 'check-tables: runtime/float.h does not hold runtime/float_tables.c output (make tables)' >&2; exit 1; }
	@echo 'check-tables: runtime/int.h and runtime/float.h hold their generators output'

# One long string literal, on purpose: C99 only promises 4095 characters, gcc and clang take any.
$(BUILD)/obj/runtime_text.o: $(BUILD)/gen/runtime_text.c | $(BUILD)/obj
	$(CC) $(ALL_CFLAGS) -Wno-overlength-strings -c $< -o $@

$(BUILD)/bin/qrintf: $(BUILD)/obj/main_qrintf.o $(DRV_OBJ) $(LIB_OBJ) | $(BUILD)/bin
	$(CC) $(ALL_LDFLAGS) $^ $(PCRE_LIBS) -o $@

$(BUILD)/bin/qrintf-pp: $(BUILD)/obj/main_pp.o $(LIB_OBJ) | $(BUILD)/bin
	$(CC) $(ALL_LDFLAGS) $^ $(PCRE_LIBS) -o $@

$(ALIASES:%=$(BUILD)/bin/%): | $(BUILD)/bin
	ln -sf qrintf $@

$(BUILD)/tests/test_%: tests/unit/test_%.c tests/unit/rewrite_helpers.h tests/unit/unit.h $(LIB_OBJ) | $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) $(filter-out %.h,$^) $(CHECK_LIBS) $(PCRE_LIBS) -o $@

$(BUILD)/tests/test_drv_%: tests/unit/test_drv_%.c tests/unit/unit.h $(DRV_OBJ) $(LIB_OBJ) | $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) $(filter-out %.h,$^) $(CHECK_LIBS) $(PCRE_LIBS) -o $@

$(BUILD)/obj $(BUILD)/gen $(BUILD)/bin $(BUILD)/tests $(BUILD)/bench:
	mkdir -p $@

check: deps
	@$(MAKE) --no-print-directory all $(UNIT_BIN)
	@$(MAKE) --no-print-directory check-tables check-unit check-diff check-float check-e2e check-examples \
	    check-asan check-cross-quick check-fuzz-quick

check-unit: $(UNIT_BIN)
	@set -e; for t in $(UNIT_BIN); do CK_VERBOSITY=normal $$t; done

check-diff: all
	@sh tests/diff/run.sh

check-long: all
	@QRINTF_COUNT=$${QRINTF_COUNT:-100000} sh tests/diff/run.sh long
	@sh tests/diff/float_run.sh long

# runtime/float.h against glibc: every double conversion, precision and rounding mode;
# the ' flag (runtime/group.h) under thirteen locales (tests/diff/group_diff.c).
check-float:
	@sh tests/diff/float_run.sh quick

# Real C projects from Debian sources (apt-get source; root the first time), built plainly
# and through qrintf, with their own tests and output comparisons.
check-realworld: deps
	@$(MAKE) --no-print-directory all
	@bash tests/realworld/run.sh

check-realworld-quick: deps
	@$(MAKE) --no-print-directory all
	@bash tests/realworld/run.sh quick

# Each target against its own plain build: same bytes, and the calls x86-64 rewrites.
check-cross: all
	@sh tests/diff/run.sh cross $(CROSS_TARGETS)
	@sh tests/diff/float_run.sh cross $(CROSS_TARGETS)
	@sh examples/run.sh cross $(CROSS_TARGETS)

# What make check runs: 32-bit x86 and a big-endian target.
check-cross-quick:
	@$(MAKE) --no-print-directory check-cross CROSS_TARGETS='m32-gcc s390x-gcc'

check-e2e: all
	@sh tests/e2e/run.sh

check-examples: all
	@sh examples/run.sh check

# The tool, the unit tests and the differential test again under ASan and UBSan.
check-asan:
	@$(MAKE) --no-print-directory BUILD=build/asan SANITIZE=1 CC=clang all \
	    $(UNIT_SRC:tests/unit/%.c=build/asan/tests/%)
	@set -e; for t in $(UNIT_SRC:tests/unit/%.c=build/asan/tests/%); do CK_VERBOSITY=normal $$t; done
	@QRINTF_BIN=build/asan/bin QRINTF_SANITIZE=1 sh tests/diff/run.sh
	@sh tests/diff/float_run.sh asan

demo:
	@sh .ci/deps demo
	@$(MAKE) --no-print-directory all
	@sh examples/run.sh demo

bench: deps
	@$(MAKE) --no-print-directory all
	@sh bench/run.sh

$(BUILD)/bench/rewriter: bench/rewriter.c tests/fuzz/pathological.h $(LIB_OBJ) | $(BUILD)/bench
	$(CC) $(ALL_CFLAGS) bench/rewriter.c $(LIB_OBJ) $(PCRE_LIBS) -o $@

bench-lengths: deps
	@$(MAKE) --no-print-directory all
	@sh bench/lengths.sh

# runtime/float.h against glibc and {fmt}, ns per call side by side (bench/float_run.sh).
bench-float: deps
	@sh bench/float_run.sh

bench-rewriter: deps $(BUILD)/bench/rewriter
	@BUILD=$(BUILD) sh bench/rewriter.sh

bench-build: deps all
	@sh bench/build.sh

fuzz: deps
	@FUZZ_LIB="$(LIB_SRC)" FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz/run.sh

# The harnesses built and run over the same few hundred inputs each time: part of make
# check, so that they keep building as the rewriter's modules change.
check-fuzz-quick:
	@FUZZ_LIB="$(LIB_SRC)" FUZZ_RUNS=300 sh tests/fuzz/run.sh

install: all
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BUILD)/bin/qrintf $(BUILD)/bin/qrintf-pp $(DESTDIR)$(PREFIX)/bin/
	for a in $(ALIASES); do ln -sf qrintf $(DESTDIR)$(PREFIX)/bin/$$a; done
	install -d $(MAN1)
	install -m 644 qrintf.1 $(MAN1)/
	for a in qrintf-pp $(ALIASES); do ln -sf qrintf.1 $(MAN1)/$$a.1; done

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/qrintf $(DESTDIR)$(PREFIX)/bin/qrintf-pp \
	      $(ALIASES:%=$(DESTDIR)$(PREFIX)/bin/%) $(MAN1)/qrintf.1 $(ALIASES:%=$(MAN1)/%.1) \
	      $(MAN1)/qrintf-pp.1

clean:
	rm -rf build
