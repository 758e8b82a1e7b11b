## libcore/aarch64: the AArch64 front end and its target-table row.
aarch64_sources = \
	libcore/aarch64/a64-internal.h \
	libcore/aarch64/a64-apple.c \
	libcore/aarch64/a64-atspec.c \
	libcore/aarch64/a64-base.c \
	libcore/aarch64/a64-check.c \
	libcore/aarch64/a64-dir.c \
	libcore/aarch64/a64-feat.c \
	libcore/aarch64/a64-fpimm.c \
	libcore/aarch64/a64-generic.c \
	libcore/aarch64/a64-host.h \
	libcore/aarch64/a64-host.c \
	libcore/aarch64/a64-lex.c \
	libcore/aarch64/a64-lit.c \
	libcore/aarch64/a64-names.c \
	libcore/aarch64/a64-loh.c \
	libcore/aarch64/a64-mem.c \
	libcore/aarch64/a64-movprfx.c \
	libcore/aarch64/a64-operand.c \
	libcore/aarch64/a64-parse.c \
	libcore/aarch64/a64-pqmiss.c \
	libcore/aarch64/a64-sveidx.c \
	libcore/aarch64/a64-spell.c \
	libcore/aarch64/a64-req.c \
	libcore/aarch64/a64-satcount.c \
	libcore/aarch64/a64-sme.h \
	libcore/aarch64/a64-sme.c \
	libcore/aarch64/a64-sme-match.c \
	libcore/aarch64/a64-sme-forms.c \
	libcore/aarch64/a64-sve.c \
	libcore/aarch64/a64-sys.c \
	libcore/aarch64/a64-sysalias.c \
	libcore/aarch64/a64-sysp.c \
	libcore/aarch64/a64-sysreg.c \
	libcore/aarch64/a64-util.c \
	libcore/aarch64/a64-symref.c \
	libcore/aarch64/aarch64-isa.c
libcore_libmcacore_la_SOURCES += $(aarch64_sources)

aarch64_unit_tests = tests/unit/test-aarch64-lines tests/unit/test-host-cpu-arm
check_PROGRAMS += $(aarch64_unit_tests)
TESTS += $(aarch64_unit_tests)
tests_unit_test_aarch64_lines_LDADD = libcore/libmcacore.la
# a64-host's functions are internal to the library: linked statically.
tests_unit_test_host_cpu_arm_LDADD = libcore/libmcacore.la
tests_unit_test_host_cpu_arm_LDFLAGS = -static-libtool-libs
EXTRA_DIST += libcore/models/aarch64/features.inc libcore/models/aarch64/sysregs.inc \
	libcore/models/aarch64/movprfx.inc libcore/models/aarch64/mnemonics.inc \
	libcore/models/aarch64/apple.inc libcore/modelgen/a64-apple-forms
EXTRA_DIST += tests/aarch64-lines/fresh4.tsv tests/aarch64-lines/fresh3.tsv tests/aarch64-lines/fresh2.tsv tests/aarch64-lines/fresh2-sve.tsv tests/aarch64-lines/fixes.tsv \
	tests/aarch64-lines/probes
EXTRA_DIST += tests/aarch64-lines/README tests/aarch64-lines/tune.tsv \
	tests/aarch64-lines/heldout.tsv tests/aarch64-lines/errors.tsv \
	tests/aarch64-lines/fresh.tsv tests/aarch64-lines/sme.tsv tests/aarch64-lines/make-lines \
	tests/unit/host-cpu-arm-llvm22.tsv tests/unit/host-cpu-arm-oracle.c
