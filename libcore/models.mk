## libcore/models.mk: the shipped models (mca-models(5)), installed under
## $(pkgdatadir)/models for --model users and compiled into libmcacore by
## libcore/builtin-gen, which reads them with the text loaders at build time
## and writes libcore/builtin-data.c (constant tables; see libcore/builtin.h).
## The text files stay the source of truth.  Keep the list in step with
## libcore/models/ when modelgen adds or removes a file.

builtin_targets = x86-64
x86_64_modelsdir = $(pkgdatadir)/models/x86-64
dist_x86_64_models_DATA = \
	libcore/models/x86-64/alderlake.model \
	libcore/models/x86-64/atom.model \
	libcore/models/x86-64/atom_sse4_2.model \
	libcore/models/x86-64/bdver1.model \
	libcore/models/x86-64/bdver4.model \
	libcore/models/x86-64/broadwell.model \
	libcore/models/x86-64/btver2.model \
	libcore/models/x86-64/cannonlake.model \
	libcore/models/x86-64/catalog \
	libcore/models/x86-64/core-avx-i.model \
	libcore/models/x86-64/core-avx2.model \
	libcore/models/x86-64/cpus \
	libcore/models/x86-64/diamondrapids.model \
	libcore/models/x86-64/icelake-client.model \
	libcore/models/x86-64/lunarlake.model \
	libcore/models/x86-64/skylake.model \
	libcore/models/x86-64/znver2.model \
	libcore/models/x86-64/znver3.model \
	libcore/models/x86-64/znver4.model
builtin_model_files = $(dist_x86_64_models_DATA)

# The generator: the text loaders and a writer of C tables.
noinst_PROGRAMS += libcore/builtin-gen
libcore_builtin_gen_SOURCES = \
	libcore/builtin-gen.c \
	libcore/builtin.h \
	libcore/arena.c \
	libcore/catalog.c \
	libcore/cpus.c \
	libcore/diag.c \
	libcore/model.c \
	libcore/records.c \
	libcore/source.c \
	libcore/strmap.c

libcore/builtin-data.c: libcore/builtin-gen$(EXEEXT) $(builtin_model_files)
	$(AM_V_GEN)libcore/builtin-gen$(EXEEXT) $@ $(srcdir)/libcore/models $(builtin_targets)

BUILT_SOURCES += libcore/builtin-data.c
CLEANFILES += libcore/builtin-data.c libcore/builtin-data.c.tmp
libcore_libmcacore_la_SOURCES += libcore/builtin.c libcore/builtin.h
nodist_libcore_libmcacore_la_SOURCES = libcore/builtin-data.c
libcore_libmcacore_la_CPPFLAGS += -I$(top_srcdir)/libcore
