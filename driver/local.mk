## driver: the main() and command line mca-static and mca-sim share.  Program
## code (it prints and exits, which libcore never does), linked into both.
noinst_LTLIBRARIES += driver/libmcadriver.la
driver_libmcadriver_la_SOURCES = \
	driver/batch.c \
	driver/batch.h \
	driver/driver.c \
	driver/driver.h \
	driver/input-argp.c \
	driver/input-argp.h \
	driver/interleave.c \
	driver/interleave.h \
	driver/options-argp.c \
	driver/options-argp.h \
	driver/tool.c \
	driver/tool.h
driver_libmcadriver_la_CFLAGS = $(AM_CFLAGS) -pthread
driver_libmcadriver_la_LIBADD = -lpthread
DRIVER_CPPFLAGS = -I$(top_srcdir)/driver
