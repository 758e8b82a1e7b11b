## pgo/local.mk: the profile-guided build (configure --enable-pgo).
##
## Before `all` (and `check`, `install`) builds anything, pgo/profile.stamp
## builds mca-sim and mca-static instrumented in this same tree, runs
## pgo/train, and removes the objects; the normal build then compiles every
## object with the profile (-fprofile-use).  The profile lives in pgo/data,
## named after each object's absolute path, so both builds must be the same
## tree.  A source edited after the profile was taken still builds: its
## functions are compiled without the profile (a coverage-mismatch warning,
## never an error); `make pgo-clean` takes the profile again next time.

EXTRA_DIST += pgo/train

if PGO
PGO_PROFILE_DIR = $(abs_top_builddir)/pgo/data
PGO_GEN_CFLAGS = -fprofile-generate=$(PGO_PROFILE_DIR)
PGO_USE_CFLAGS = -fprofile-use=$(PGO_PROFILE_DIR) -fprofile-partial-training \
	-Wno-missing-profile -Wno-error=coverage-mismatch
## The training build overrides it with $(PGO_GEN_CFLAGS).
PGO_CFLAGS = $(PGO_USE_CFLAGS)
AM_CFLAGS += $(PGO_CFLAGS)

BUILT_SOURCES += pgo/profile.stamp
## builtin-data.c: the other built source, made first (not twice at once
## under make -j).
pgo/profile.stamp: $(srcdir)/pgo/train libcore/builtin-data.c
	rm -rf pgo/data pgo/profile.stamp
	$(MKDIR_P) pgo/data
	$(MAKE) $(AM_MAKEFLAGS) PGO_CFLAGS='$(PGO_GEN_CFLAGS)' mca-sim/mca-sim$(EXEEXT) \
		mca-static/mca-static$(EXEEXT)
	$(SHELL) $(srcdir)/pgo/train $(srcdir) .
	$(MAKE) $(AM_MAKEFLAGS) mostlyclean-compile
	touch $@
endif

pgo-clean:
	rm -rf pgo/data pgo/profile.stamp pgo/train-batch.txt
clean-local: pgo-clean
