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
# The model loader's entry point (fuzz-model.c) runs what both tools do
# with an accepted model: descriptions, mca-static's bounds, mca-sim's
# pipeline (their sources are compiled in).
fuzz_model_sources = tests/fuzz/fuzz-model.c tests/fuzz/fuzz-reader.h \
	mca-static/dep_bound.c mca-static/resource_bound.c \
	mca-sim/dispatch.c mca-sim/dyn.c mca-sim/entry.c mca-sim/execute.c mca-sim/ff.c \
	mca-sim/inorder.c mca-sim/lsu.c mca-sim/pipeline.c mca-sim/retire.c mca-sim/rf.c \
	mca-sim/rm.c mca-sim/snap.c mca-sim/slab.c mca-sim/stage.c mca-sim/tcache.c
check_PROGRAMS += tests/fuzz/fuzz-model-replay
tests_fuzz_fuzz_model_replay_SOURCES = tests/fuzz/fuzz-replay.c $(fuzz_model_sources)
tests_fuzz_fuzz_model_replay_LDADD = libcore/libmcacore.la -lm
tests_fuzz_fuzz_model_replay_LDFLAGS = -static-libtool-libs
if FUZZING
check_PROGRAMS += tests/fuzz/fuzz-model
tests_fuzz_fuzz_model_SOURCES = $(fuzz_model_sources)
tests_fuzz_fuzz_model_LDADD = libcore/libmcacore.la -lm
tests_fuzz_fuzz_model_LDFLAGS = $(AM_LDFLAGS) -fsanitize=fuzzer -static-libtool-libs
endif
# The machine-code readers' entry point (fuzz-object.c): ELF objects and
# hex text (libcore/elfread.c, libcore/disasm.c).
check_PROGRAMS += tests/fuzz/fuzz-object-replay
tests_fuzz_fuzz_object_replay_SOURCES = tests/fuzz/fuzz-replay.c tests/fuzz/fuzz-object.c \
	tests/fuzz/fuzz-reader.h
tests_fuzz_fuzz_object_replay_LDADD = libcore/libmcacore.la
tests_fuzz_fuzz_object_replay_LDFLAGS = -static-libtool-libs
if FUZZING
check_PROGRAMS += tests/fuzz/fuzz-object
tests_fuzz_fuzz_object_SOURCES = tests/fuzz/fuzz-object.c tests/fuzz/fuzz-reader.h
tests_fuzz_fuzz_object_LDADD = libcore/libmcacore.la
tests_fuzz_fuzz_object_LDFLAGS = $(AM_LDFLAGS) -fsanitize=fuzzer -static-libtool-libs
endif
TESTS += tests/fuzz/fuzz.sh tests/fuzz/fuzz-model.sh tests/fuzz/fuzz-object.sh
EXTRA_DIST += tests/fuzz/fuzz.sh tests/fuzz/make-seeds tests/fuzz/regress \
	tests/fuzz/fuzz-model.sh tests/fuzz/fuzz-options.py \
	tests/fuzz/fuzz-object.sh tests/fuzz/regress-object
clean-local: clean-fuzz
clean-fuzz:
	rm -rf tests/fuzz/seeds tests/fuzz/fuzz-work tests/fuzz/replay.log \
	    tests/fuzz/model-seeds tests/fuzz/model-work tests/fuzz/model-replay.log \
	    tests/fuzz/object-seeds tests/fuzz/object-work tests/fuzz/object-replay.log
