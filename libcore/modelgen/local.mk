## libcore/modelgen: the maintainer tool that writes libcore/models/ from LLVM 22.
## Built only with ./configure --enable-modelgen.  `make modelgen-run`
## regenerates libcore/models/ in the source tree (byte-identical for the
## same LLVM release); `make modelgen-check` compares a few models with
## llvm-mca -instruction-tables=full.
EXTRA_DIST += \
	libcore/modelgen/modelgen.h \
	libcore/modelgen/main.cpp \
	libcore/modelgen/sched.cpp \
	libcore/modelgen/catalog.cpp \
	libcore/modelgen/probe.cpp \
	libcore/modelgen/asmcheck.cpp \
	libcore/modelgen/check-models

if MODELGEN
noinst_PROGRAMS += libcore/modelgen/mca-modelgen
libcore_modelgen_mca_modelgen_SOURCES = \
	libcore/modelgen/modelgen.h \
	libcore/modelgen/main.cpp \
	libcore/modelgen/sched.cpp \
	libcore/modelgen/catalog.cpp \
	libcore/modelgen/probe.cpp \
	libcore/modelgen/asmcheck.cpp
libcore_modelgen_mca_modelgen_CPPFLAGS =
libcore_modelgen_mca_modelgen_CXXFLAGS = `$(MODELGEN_LLVM_CONFIG) --cxxflags`
libcore_modelgen_mca_modelgen_LDFLAGS = `$(MODELGEN_LLVM_CONFIG) --ldflags`
libcore_modelgen_mca_modelgen_LDADD = -lLLVM-22

MODELGEN_TARGETS = x86-64 aarch64 riscv64

modelgen-run: libcore/modelgen/mca-modelgen$(EXEEXT)
	for t in $(MODELGEN_TARGETS); do \
	  libcore/modelgen/mca-modelgen$(EXEEXT) --target=$$t \
	    $(top_srcdir)/libcore/models || exit 1; \
	done

modelgen-check:
	$(PYTHON3) $(top_srcdir)/libcore/modelgen/check-models \
	  --models=$(top_srcdir)/libcore/models \
	  --llvm-mca=`$(MODELGEN_LLVM_CONFIG) --bindir`/llvm-mca

.PHONY: modelgen-run modelgen-check
endif
