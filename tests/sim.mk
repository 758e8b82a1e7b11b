## tests/sim.mk: mca-sim's unit tests.  The simulator's sources are not a
## library, so the tests compile the ones they exercise.
sim_test_sources = \
	mca-sim/dispatch.c mca-sim/dyn.c mca-sim/entry.c mca-sim/execute.c \
	mca-sim/inorder.c mca-sim/lsu.c mca-sim/pipeline.c mca-sim/retire.c \
	mca-sim/slab.c mca-sim/stage.c mca-sim/tcache.c \
	mca-sim/ff.c mca-sim/rf.c mca-sim/rm.c mca-sim/sim.c mca-sim/snap.c \
	mca-sim/view_bottleneck.c mca-sim/view_ff.c mca-sim/view_html.c \
	mca-sim/view_pressure.c mca-sim/view_stats.c mca-sim/view_summary.c \
	mca-sim/view_timeline.c

sim_unit_tests = tests/unit/test-sim-pipeline
check_PROGRAMS += $(sim_unit_tests)
TESTS += $(sim_unit_tests)
tests_unit_test_sim_pipeline_SOURCES = tests/unit/test-sim-pipeline.c \
	tests/unit/test-sim-expected.h $(sim_test_sources)
tests_unit_test_sim_pipeline_LDADD = libcore/libmcacore.la -lm
EXTRA_DIST += tests/golden-run

# Constant memory at -iterations=1000000 (issue 6).
TESTS += tests/sim-memory.py
EXTRA_DIST += tests/sim-memory.py

# 64-bit totals: more than 5e9 simulated instructions (issue 19).
TESTS += tests/sim-bigcount.py
EXTRA_DIST += tests/sim-bigcount.py

# The same output with and without the fast-forward (mca-sim/ff.h).
TESTS += tests/ff-check.py
EXTRA_DIST += tests/ff-check.py

# The fast-forward finds a period of thousands of iterations (issue 19).
TESTS += tests/ff-period.py
EXTRA_DIST += tests/ff-period.py tests/data/ff-period/call-loop.s \
	tests/data/ff-period/call-loop.out tests/data/ff-period/call-loop.err \
	tests/data/ff-period/call-loop.json
