## libcore/models.mk: the shipped models (mca-models(5)), installed under
## $(pkgdatadir)/models for --model users and compiled into libmcacore by
## libcore/builtin-gen, which reads them with the text loaders at build time
## and writes libcore/builtin-data.c (constant tables; see libcore/builtin.h).
## The text files stay the source of truth.  Keep the list in step with
## libcore/models/ when modelgen adds or removes a file.

builtin_targets = aarch64 riscv64 x86-64
aarch64_modelsdir = $(pkgdatadir)/models/aarch64
dist_aarch64_models_DATA = \
	libcore/models/aarch64/a64fx.model \
	libcore/models/aarch64/ampere1.model \
	libcore/models/aarch64/ampere1b.model \
	libcore/models/aarch64/ampere1c.model \
	libcore/models/aarch64/apple-a10.model \
	libcore/models/aarch64/c1-nano.model \
	libcore/models/aarch64/c1-premium.model \
	libcore/models/aarch64/catalog \
	libcore/models/aarch64/cortex-a320.model \
	libcore/models/aarch64/cortex-a34.model \
	libcore/models/aarch64/cortex-a55.model \
	libcore/models/aarch64/cortex-a57.model \
	libcore/models/aarch64/cortex-a710.model \
	libcore/models/aarch64/cortex-x1.model \
	libcore/models/aarch64/cortex-x2.model \
	libcore/models/aarch64/cpus \
	libcore/models/aarch64/exynos-m3.model \
	libcore/models/aarch64/exynos-m4.model \
	libcore/models/aarch64/exynos-m5.model \
	libcore/models/aarch64/falkor.model \
	libcore/models/aarch64/kryo.model \
	libcore/models/aarch64/neoverse-n1.model \
	libcore/models/aarch64/neoverse-v3ae.model \
	libcore/models/aarch64/olympus.model \
	libcore/models/aarch64/oryon-1.model \
	libcore/models/aarch64/thunderx.model \
	libcore/models/aarch64/thunderx2t99.model \
	libcore/models/aarch64/thunderx3t110.model \
	libcore/models/aarch64/tsv110.model
riscv64_modelsdir = $(pkgdatadir)/models/riscv64
dist_riscv64_models_DATA = \
	libcore/models/riscv64/andes-45-series.model \
	libcore/models/riscv64/catalog \
	libcore/models/riscv64/cpus \
	libcore/models/riscv64/generic-ooo.model \
	libcore/models/riscv64/mips-p8700.model \
	libcore/models/riscv64/rocket.model \
	libcore/models/riscv64/sifive-7-series.model \
	libcore/models/riscv64/sifive-p450.model \
	libcore/models/riscv64/sifive-p550.model \
	libcore/models/riscv64/sifive-p670.model \
	libcore/models/riscv64/sifive-p870.model \
	libcore/models/riscv64/sifive-x390.model \
	libcore/models/riscv64/spacemit-x60.model \
	libcore/models/riscv64/syntacore-scr1-base.model \
	libcore/models/riscv64/syntacore-scr3-rv32.model \
	libcore/models/riscv64/syntacore-scr3-rv64.model \
	libcore/models/riscv64/syntacore-scr4-rv32.model \
	libcore/models/riscv64/syntacore-scr4-rv64.model \
	libcore/models/riscv64/syntacore-scr5-rv32.model \
	libcore/models/riscv64/syntacore-scr5-rv64.model \
	libcore/models/riscv64/syntacore-scr7.model \
	libcore/models/riscv64/tt-ascalon-d8.model \
	libcore/models/riscv64/xiangshan-nanhu.model
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
builtin_model_files = $(dist_aarch64_models_DATA) $(dist_riscv64_models_DATA) $(dist_x86_64_models_DATA)

# The generator: the text loaders and a writer of C tables.
noinst_PROGRAMS += libcore/builtin-gen
libcore_builtin_gen_SOURCES = \
	libcore/builtin-gen.c \
	libcore/builtin.h \
	libcore/arena.c \
	libcore/catalog.c \
	libcore/cpus.c \
	libcore/diag.c \
	libcore/lazytab.c \
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
# Tests of the compiled models run when they are compiled in.
AM_CPPFLAGS += -DMCA_BUILTIN_MODELS=1
