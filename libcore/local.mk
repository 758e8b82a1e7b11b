## libcore: libmcacore, the shared library both tools are built on.
lib_LTLIBRARIES += libcore/libmcacore.la
libcore_libmcacore_la_SOURCES = \
	libcore/arena.c \
	libcore/arena.h \
	libcore/asm/asm.h \
	libcore/asm/asm-args.c \
	libcore/asm/asm-check.h \
	libcore/asm/asm-symtab.h \
	libcore/asm/asm-coff.c \
	libcore/asm/asm-cond.c \
	libcore/asm/asm-dataat.c \
	libcore/asm/asm-darwin.c \
	libcore/asm/asm-dircheck.c \
	libcore/asm/asm-directive.c \
	libcore/asm/asm-dlabel.c \
	libcore/asm/asm-dref.c \
	libcore/asm/asm-file.c \
	libcore/asm/asm-expr.c \
	libcore/asm/asm-lex.c \
	libcore/asm/asm-macro.c \
	libcore/asm/asm-stmt.c \
	libcore/asm/asm-sym.c \
	libcore/asm/asm-symtab.c \
	libcore/asm/asm-symname.c \
	libcore/asm/asm-symname.h \
	libcore/catalog.c \
	libcore/cpus.c \
	libcore/cpus.h \
	libcore/describe.c \
	libcore/diag.c \
	libcore/encoding.c \
	libcore/disasm.c \
	libcore/elfread.c \
	libcore/elfread.h \
	libcore/mattr-names.c \
	libcore/mattr.c \
	libcore/cpu-help.h \
	libcore/cpu-help.c \
	libcore/mattr.h \
	libcore/input.c \
	libcore/instrument.c \
	libcore/isa.h \
	libcore/inst.c \
	libcore/instr.c \
	libcore/gsl.c \
	libcore/gsl.h \
	libcore/llvm.c \
	libcore/llvm.h \
	libcore/model.c \
	libcore/model-memo.h \
	libcore/options.c \
	libcore/program.c \
	libcore/records.c \
	libcore/records.h \
	libcore/region.c \
	libcore/spell.c \
	libcore/spell.h \
	libcore/fixed-strings.h \
	libcore/report/columns.h \
	libcore/report/html.c \
	libcore/report/html_pressure.c \
	libcore/report/instruction_info.c \
	libcore/report/json.c \
	libcore/report/resources.c \
	libcore/report/strbuf.c \
	libcore/report/tables.c \
	libcore/report/tables_json.c \
	libcore/report/uniform_pressure.c \
	libcore/scan.c \
	libcore/source.c \
	libcore/stats.c \
	libcore/host-cpuinfo.c \
	libcore/host-cpuinfo.h \
	libcore/lazytab.c \
	libcore/lazytab.h \
	libcore/pubmap.c \
	libcore/pubmap.h \
	libcore/strmap.c \
	libcore/strmap.h \
	libcore/target.c
libcore_libmcacore_la_CPPFLAGS = $(AM_CPPFLAGS) $(LLVM_CPPFLAGS) $(GSL_CFLAGS) \
	-DMCA_PKGDATADIR='"$(pkgdatadir)"'
# (-pthread: the x86 front end's form store is shared by threads)
libcore_libmcacore_la_CFLAGS = $(AM_CFLAGS) -pthread
libcore_libmcacore_la_LIBADD = -lm -lpthread
# Only the public API (the functions and objects libcore/include/mca/*.h
# declare) is exported; the rest of the library is internal.
libcore_libmcacore_la_LDFLAGS = $(AM_LDFLAGS) -version-info $(MCACORE_LT_VERSION) \
	-export-symbols $(top_builddir)/libcore/mcacore.sym $(MCACORE_SYMBOLIC_LDFLAGS) \
	$(RELR_LDFLAGS)
EXTRA_libcore_libmcacore_la_DEPENDENCIES = libcore/mcacore.sym
libcore/mcacore.sym: $(mcainclude_HEADERS) $(srcdir)/libcore/export-symbols
	$(AM_V_GEN)headers=; for h in $(mcainclude_HEADERS); do headers="$$headers $(srcdir)/$$h"; done; \
	$(SHELL) $(srcdir)/libcore/export-symbols $$headers > $@-t && mv $@-t $@
CLEANFILES += libcore/mcacore.sym
EXTRA_DIST += libcore/export-symbols libcore/mattr-names.sh

mcaincludedir = $(includedir)/mca
mcainclude_HEADERS = \
	libcore/include/mca/catalog.h \
	libcore/include/mca/describe.h \
	libcore/include/mca/diag.h \
	libcore/include/mca/encoding.h \
	libcore/include/mca/html.h \
	libcore/include/mca/disasm.h \
	libcore/include/mca/input.h \
	libcore/include/mca/instrument.h \
	libcore/include/mca/inst.h \
	libcore/include/mca/instr.h \
	libcore/include/mca/json.h \
	libcore/include/mca/model.h \
	libcore/include/mca/options.h \
	libcore/include/mca/program.h \
	libcore/include/mca/region.h \
	libcore/include/mca/report.h \
	libcore/include/mca/scan.h \
	libcore/include/mca/source.h \
	libcore/include/mca/stats.h \
	libcore/include/mca/strbuf.h \
	libcore/include/mca/target.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = libcore/mcacore.pc
EXTRA_DIST += libcore/mcacore.pc.in

include $(top_srcdir)/libcore/aarch64/local.mk
include $(top_srcdir)/libcore/riscv/local.mk
# -mcpu=help's feature tables, written by mca-modelgen (libcore/cpu-help.c)
EXTRA_DIST += libcore/models/x86-64/help.inc libcore/models/aarch64/help.inc \
	libcore/models/riscv64/help.inc
