## mca-sim: the cycle-level pipeline simulator.
bin_PROGRAMS += mca-sim/mca-sim
mca_sim_mca_sim_SOURCES = mca-sim/main.c
mca_sim_mca_sim_LDADD = libcore/libmcacore.la
