## driver: the main() and command line mca-static and mca-sim share.  Program
## code (it prints and exits, which libcore never does), linked into both.
noinst_LTLIBRARIES += driver/libmcadriver.la
driver_libmcadriver_la_SOURCES = \
	driver/driver.c \
	driver/driver.h \
	driver/options-argp.c \
	driver/options-argp.h \
	driver/tool.c \
	driver/tool.h
DRIVER_CPPFLAGS = -I$(top_srcdir)/driver
