## pgo/local.mk: the profile-guided build (configure --enable-pgo).
##
## Before `all` (and `check`, `install`) builds anything, pgo/profile.stamp
## builds mca-sim and mca-static instrumented in this same tree, runs
## pgo/train, and removes the objects; the normal build then compiles every
## object with the profile (-fprofile-use).  The profile lives in pgo/data,
## named after each object's path, so both builds must be the same tree.
## A source edited after the profile was taken still builds: its functions
## are compiled without the profile (a coverage-mismatch warning, never an
## error); `make pgo-clean` takes the profile again next time.

EXTRA_DIST += pgo/train

if PGO
## Relative to the top of the build tree, where every compiler and every
## training run starts (one Makefile): no build path in the objects' record
## of their options (reproducible packages).
PGO_PROFILE_DIR = pgo/data
PGO_GEN_CFLAGS = -fprofile-generate=$(PGO_PROFILE_DIR)
PGO_USE_CFLAGS = -fprofile-use=$(PGO_PROFILE_DIR) -fprofile-partial-training \
	-Wno-missing-profile -Wno-error=coverage-mismatch
## The training build overrides it with $(PGO_GEN_CFLAGS).
PGO_CFLAGS = $(PGO_USE_CFLAGS)
AM_CFLAGS += $(PGO_CFLAGS)

BUILT_SOURCES += pgo/profile.stamp
## The objects of the tools and their libraries (libtool's .lo make both
## kinds of object again), not the build-time generator's: relinking that
## would make libcore/builtin-data.c again, newer than the stamp, and the
## next make would take the profile again.
PGO_CLEAN_OBJECTS = rm -f driver/*.lo libcore/*.lo libcore/*/*.lo \
	mca-sim/*.$(OBJEXT) mca-static/*.$(OBJEXT)
## builtin-data.c: the other built source, made first (not twice at once
## under make -j).
pgo/profile.stamp: $(srcdir)/pgo/train libcore/builtin-data.c
	rm -rf pgo/data pgo/profile.stamp
	$(MKDIR_P) pgo/data
	$(PGO_CLEAN_OBJECTS)
	$(MAKE) $(AM_MAKEFLAGS) PGO_CFLAGS='$(PGO_GEN_CFLAGS)' mca-sim/mca-sim$(EXEEXT) \
		mca-static/mca-static$(EXEEXT)
	$(SHELL) $(srcdir)/pgo/train $(srcdir) .
	@n=`ls pgo/data | grep -c 'mca_sim-dispatch'`; test "$$n" = 1 || { \
		echo "pgo: the training runs wrote no profile of mca-sim" >&2; exit 1; }
	$(PGO_CLEAN_OBJECTS)
	touch $@

endif

pgo-clean:
	rm -rf pgo/data pgo/profile.stamp pgo/train-batch.txt
clean-local: pgo-clean
