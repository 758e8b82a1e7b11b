## mca-static: instruction tables and analytic throughput bounds.
bin_PROGRAMS += mca-static/mca-static
mca_static_mca_static_SOURCES = \
	mca-static/main.c \
	mca-static/bounds.c \
	mca-static/bounds.h \
	mca-static/bounds_html.c \
	mca-static/bounds_html.h \
	mca-static/dep_bound.c \
	mca-static/dep_bound.h \
	mca-static/resource_bound.c \
	mca-static/resource_bound.h \
	mca-static/source_comment.c \
	mca-static/source_comment.h
mca_static_mca_static_CPPFLAGS = $(AM_CPPFLAGS) $(DRIVER_CPPFLAGS)
mca_static_mca_static_LDADD = driver/libmcadriver.la libcore/libmcacore.la
# libmcacore is linked in statically when its archive is built: the tool's
# whole run is a few milliseconds, and the dynamic loader's relocation of
# the shared library (and its position-independent code) cost a sixth of
# it (bench/static/run).
mca_static_mca_static_LDFLAGS = -static-libtool-libs $(RELR_LDFLAGS)

check_PROGRAMS += tests/unit/test-resource-bound
TESTS += tests/unit/test-resource-bound
tests_unit_test_resource_bound_SOURCES = tests/unit/test-resource-bound.c \
	mca-static/resource_bound.c mca-static/resource_bound.h
tests_unit_test_resource_bound_LDADD = libcore/libmcacore.la
