## mca-static: instruction tables and analytic throughput bounds.
bin_PROGRAMS += mca-static/mca-static
mca_static_mca_static_SOURCES = mca-static/main.c
mca_static_mca_static_LDADD = libcore/libmcacore.la
