## tests/fuzz: fuzzing the assembly reader (included from tests/local.mk).
## The entry point is always replayed over the seed and regression corpora
## by a plain C driver; with ./configure CC=clang --enable-fuzzing the
## libFuzzer binary is built too and fuzz.sh runs it briefly.
check_PROGRAMS += tests/fuzz/fuzz-replay
tests_fuzz_fuzz_replay_SOURCES = tests/fuzz/fuzz-replay.c tests/fuzz/fuzz-reader.c \
	tests/fuzz/fuzz-reader.h
tests_fuzz_fuzz_replay_LDADD = libcore/libmcacore.la
# (the RISC-V row is internal: the static archive)
tests_fuzz_fuzz_replay_LDFLAGS = -static-libtool-libs
if FUZZING
check_PROGRAMS += tests/fuzz/fuzz-reader
tests_fuzz_fuzz_reader_SOURCES = tests/fuzz/fuzz-reader.c tests/fuzz/fuzz-reader.h
tests_fuzz_fuzz_reader_LDADD = libcore/libmcacore.la
tests_fuzz_fuzz_reader_LDFLAGS = $(AM_LDFLAGS) -fsanitize=fuzzer -static-libtool-libs
endif
TESTS += tests/fuzz/fuzz.sh
EXTRA_DIST += tests/fuzz/fuzz.sh tests/fuzz/make-seeds tests/fuzz/regress
clean-local: clean-fuzz
clean-fuzz:
	rm -rf tests/fuzz/seeds tests/fuzz/fuzz-work tests/fuzz/replay.log
