## tests: one harness for the whole suite, automake's parallel harness with
## TAP.  C unit tests print TAP through tests/unit/tap.h; shell tests print it
## directly.
LOG_DRIVER = env AM_TAP_AWK='$(AWK)' $(SHELL) $(top_srcdir)/build-aux/tap-driver.sh
TEST_EXTENSIONS = .sh .py
SH_LOG_DRIVER = $(LOG_DRIVER)
PY_LOG_DRIVER = $(LOG_DRIVER)
PY_LOG_COMPILER = $(PYTHON3)
AM_TESTS_ENVIRONMENT = top_builddir='$(top_builddir)' top_srcdir='$(top_srcdir)' \
	SANITIZER_FLAGS='$(SANITIZER_FLAGS)'; export top_builddir top_srcdir SANITIZER_FLAGS;

unit_tests = \
	tests/unit/test-catalog \
	tests/unit/test-diag \
	tests/unit/test-host-cpu \
	tests/unit/test-instrument \
	tests/unit/test-json \
	tests/unit/test-lazytab \
	tests/unit/test-model \
	tests/unit/test-options \
	tests/unit/test-region \
	tests/unit/test-scan \
	tests/unit/test-tables
check_PROGRAMS += $(unit_tests)
TESTS += $(unit_tests) tests/cli.sh tests/man.sh tests/golden.py tests/bounds.py \
	tests/combined.py tests/valgrind.sh tests/html-page.py tests/html-render.py \
	tests/batch.py
EXTRA_DIST += tests/data/tables-basic.s \
	tests/data/tables-basic.btver2.full.out \
	tests/data/tables-basic.btver2.normal.out \
	tests/data/tables-basic.btver2.full.barriers.out \
	tests/data/tables-basic.btver2.normal.barriers.out \
	tests/data/tables-basic.skylake.full.out \
	tests/data/tables-basic.skylake.normal.out \
	tests/data/tables-basic.skylake.full.barriers.out \
	tests/data/tables-basic.skylake.normal.barriers.out \
	tests/data/tables-basic.znver4.full.out \
	tests/data/tables-basic.znver4.normal.out \
	tests/data/tables-basic.znver4.full.barriers.out \
	tests/data/tables-basic.znver4.normal.barriers.out
EXTRA_DIST += tests/html-page.py tests/html-render.py
EXTRA_DIST += tests/cli.sh tests/man.sh tests/golden.py tests/bounds.py tests/combined.py \
	tests/batch.py tests/valgrind.sh tests/valgrind.supp \
	tests/golden/passing.txt tests/unit/tap.h tests/unit/capture.h \
	tests/unit/host-cpu-llvm22.tsv tests/unit/host-cpu-oracle.c tests/unit/regen-host-cpu \
	tests/unit/cescape.h

tests_unit_test_catalog_LDADD = libcore/libmcacore.la
tests_unit_test_model_LDADD = libcore/libmcacore.la
tests_unit_test_model_LDFLAGS = -static-libtool-libs
tests_unit_test_diag_LDADD = libcore/libmcacore.la
tests_unit_test_instrument_LDADD = libcore/libmcacore.la
tests_unit_test_json_LDADD = libcore/libmcacore.la -lm
# (tests of internal modules link the static archive: the shared library
# exports only the public API)
tests_unit_test_host_cpu_LDADD = libcore/libmcacore.la
tests_unit_test_host_cpu_LDFLAGS = -static-libtool-libs
tests_unit_test_lazytab_LDADD = libcore/libmcacore.la
tests_unit_test_lazytab_LDFLAGS = -static-libtool-libs
tests_unit_test_options_CPPFLAGS = $(AM_CPPFLAGS) $(DRIVER_CPPFLAGS)
tests_unit_test_options_LDADD = driver/libmcadriver.la libcore/libmcacore.la
tests_unit_test_region_LDADD = libcore/libmcacore.la
tests_unit_test_scan_LDADD = libcore/libmcacore.la
tests_unit_test_tables_LDADD = libcore/libmcacore.la

# The data directories the tests read (thousands of files: copied whole
# rather than listed one by one).
dist-hook: dist-test-data
dist-test-data:
	for d in tests/golden tests/x86-corpus tests/aarch64-corpus tests/riscv-corpus \
	    tests/corpus-lib tests/combined tests/batch tests/mutation; do \
	  if test -d "$(srcdir)/$$d"; then \
	    mkdir -p "$(distdir)/$$d" && cp -pR "$(srcdir)/$$d/." "$(distdir)/$$d/" && \
	    chmod -R u+w "$(distdir)/$$d"; \
	  fi; \
	done

# The seeded mutation pass against llvm-mca 22 (issue 23; tests/mutation).
TESTS += tests/mutation/mutate.py
EXTRA_DIST += tests/mutation/mutate.py tests/mutation/operands.py

include tests/fuzz/local.mk

# Reliability (issue 23): option messages, JSON UTF-8, linear time, model
# validation, instrument latency, the -o file, the bounded timeline.
reliability_tests = tests/options-llvm.sh tests/json-utf8.py tests/linearity.sh \
	tests/model-validate.sh tests/instrument-latency.sh tests/output-file.py \
	tests/sim-timeline-bound.py
reliability_tests += tests/expr-depth.sh
TESTS += $(reliability_tests)
EXTRA_DIST += $(reliability_tests) bench/linearity/run bench/repro/run bench/repro-status.md

# RISC-V li expansions and their encodings under any LLVM (issues 18, 20).
TESTS += tests/riscv-li.sh
EXTRA_DIST += tests/riscv-li.sh
TESTS += tests/aarch64-gnu.sh tests/riscv-directives.sh
EXTRA_DIST += tests/riscv-directives.sh tests/riscv-directives/arch.s \
	tests/riscv-directives/arch.expected tests/riscv-directives/rvc.s \
	tests/riscv-directives/rvc.sifive-u74.expected tests/riscv-directives/rvc.rocket-rv64.expected \
	tests/riscv-directives/errors.s tests/riscv-directives/errors.expected
EXTRA_DIST += tests/aarch64-gnu.sh tests/aarch64-gnu/extend.s tests/aarch64-gnu/extend.expected \
	tests/aarch64-gnu/errors.s tests/aarch64-gnu/errors.expected

# libmcacore's exports against debian/libmcacore0.symbols (issue 20).
TESTS += tests/symbols.sh
EXTRA_DIST += tests/symbols.sh

# libmcacore's relocated data within its budget (fixed-strings.h).
TESTS += tests/relro-budget.sh tests/no-libm.sh
EXTRA_DIST += tests/relro-budget.sh tests/no-libm.sh

# Symbolic expressions printed as LLVM 22 prints them (issue 23).
TESTS += tests/expr-print.sh
EXTRA_DIST += tests/expr-print.sh tests/expr-print/input.s tests/expr-print/att.expected \
	tests/expr-print/intel.expected

# AArch64 reader cases outside the golden corpus, with llvm-mca 22's outputs
TESTS += tests/a64-reader.sh tests/a64-old-llvm.sh
EXTRA_DIST += tests/a64-reader.sh tests/a64-old-llvm.sh tests/a64-reader

# -mcpu=help with the target's features, as llvm-mca 22 prints it
TESTS += tests/cpu-help.sh
EXTRA_DIST += tests/cpu-help.sh tests/cpu-help
TESTS += tests/asm-directives.sh
EXTRA_DIST += tests/asm-directives.sh tests/asm-directives
