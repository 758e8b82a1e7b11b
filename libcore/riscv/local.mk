## libcore/riscv: the RISC-V assembly front end (RV64 and RV32).
libcore_libmcacore_la_SOURCES += \
	libcore/riscv/riscv-internal.h \
	libcore/riscv/riscv-alias.c \
	libcore/riscv/riscv-arch.c \
	libcore/riscv/riscv-exts.c \
	libcore/riscv/riscv-compress.c \
	libcore/riscv/riscv-csr.c \
	libcore/riscv/riscv-feat.c \
	libcore/riscv/riscv-host.c \
	libcore/riscv/riscv-host.h \
	libcore/riscv/riscv-isa.c \
	libcore/riscv/riscv-lex.c \
	libcore/riscv/riscv-match.c \
	libcore/riscv/riscv-matint.c \
	libcore/riscv/riscv-parse.c \
	libcore/riscv/riscv-spell.c \
	libcore/riscv/riscv-print.c \
	libcore/riscv/riscv-rvv.c

riscv_unit_tests = tests/unit/test-riscv-corpus tests/unit/test-host-cpu-riscv
check_PROGRAMS += $(riscv_unit_tests)
TESTS += $(riscv_unit_tests)
tests_unit_test_riscv_corpus_LDADD = libcore/libmcacore.la
EXTRA_DIST += tests/riscv-fe
# (the test reaches the row, an internal symbol: it links the static archive)
tests_unit_test_riscv_corpus_LDFLAGS = -static-libtool-libs
tests_unit_test_host_cpu_riscv_LDADD = libcore/libmcacore.la
tests_unit_test_host_cpu_riscv_LDFLAGS = -static-libtool-libs
EXTRA_DIST += tests/unit/host-cpu-riscv-llvm22.tsv tests/unit/host-cpu-riscv-oracle.c
EXTRA_DIST += libcore/riscv/riscv-cpus.sh libcore/riscv/riscv-exts.sh \
	libcore/models/riscv64/mnemonics.inc
