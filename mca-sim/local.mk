## mca-sim: the cycle-level pipeline simulator.
bin_PROGRAMS += mca-sim/mca-sim
mca_sim_mca_sim_SOURCES = \
	mca-sim/main.c \
	mca-sim/dispatch.c mca-sim/dispatch.h \
	mca-sim/dyn.c mca-sim/dyn.h \
	mca-sim/entry.c mca-sim/entry.h \
	mca-sim/events.h \
	mca-sim/execute.c mca-sim/execute.h \
	mca-sim/ff.c mca-sim/ff.h \
	mca-sim/inorder.c mca-sim/inorder.h \
	mca-sim/lsu.c mca-sim/lsu.h \
	mca-sim/pipeline.c mca-sim/pipeline.h \
	mca-sim/retire.c mca-sim/retire.h \
	mca-sim/rf.c mca-sim/rf.h \
	mca-sim/rm.c mca-sim/rm.h \
	mca-sim/sim.c mca-sim/sim.h \
	mca-sim/slab.c mca-sim/slab.h \
	mca-sim/snap.c mca-sim/snap.h \
	mca-sim/stage.c mca-sim/stage.h \
	mca-sim/tcache.c mca-sim/tcache.h \
	mca-sim/view.h \
	mca-sim/view_bottleneck.c \
	mca-sim/view_ff.c \
	mca-sim/view_html.c mca-sim/view_html.h \
	mca-sim/view_pressure.c \
	mca-sim/view_stats.c \
	mca-sim/view_summary.c \
	mca-sim/view_timeline.c
mca_sim_mca_sim_CPPFLAGS = $(AM_CPPFLAGS) $(DRIVER_CPPFLAGS)
mca_sim_mca_sim_CFLAGS = $(AM_CFLAGS) $(SIM_LTO_FLAGS) $(SIM_O3_FLAGS)
mca_sim_mca_sim_LDFLAGS = $(SIM_LTO_FLAGS)
mca_sim_mca_sim_LDADD = driver/libmcadriver.la libcore/libmcacore.la -lm
