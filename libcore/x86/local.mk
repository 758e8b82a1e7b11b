## libcore/x86: the x86-64 assembly front end (AT&T and Intel syntax).
libcore_libmcacore_la_SOURCES += \
	libcore/x86/x86-internal.h \
	libcore/x86/x86-addr.c \
	libcore/x86/x86-att.c \
	libcore/x86/x86-cfi.c \
	libcore/x86/x86-encoding.c \
	libcore/x86/x86-encoding.h \
	libcore/x86/x86-forms.c \
	libcore/x86/x86-host.c \
	libcore/x86/x86-host.h \
	libcore/x86/x86-intel.c \
	libcore/x86/x86-isa.c \
	libcore/x86/x86-match.c \
	libcore/x86/x86-memo.c \
	libcore/x86/x86-mnem.c \
	libcore/x86/x86-mode.c \
	libcore/x86/x86-parse.c \
	libcore/x86/x86-post.c \
	libcore/x86/x86-reg.c \
	libcore/x86/x86-seh.c \
	libcore/x86/x86-print.c \
	libcore/x86/x86-validate.c
mcainclude_HEADERS += libcore/include/mca/x86.h

x86_unit_tests = \
	tests/unit/test-x86-parse \
	tests/unit/test-x86-corpus
check_PROGRAMS += $(x86_unit_tests)
TESTS += $(x86_unit_tests)
tests_unit_test_x86_parse_CFLAGS = $(AM_CFLAGS) -pthread
tests_unit_test_x86_parse_LDADD = libcore/libmcacore.la -lpthread
tests_unit_test_x86_corpus_LDADD = libcore/libmcacore.la
