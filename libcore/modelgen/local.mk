## libcore/modelgen: the maintainer tool that writes libcore/models/ from LLVM 22.
## Built only with ./configure --enable-modelgen.  `make modelgen-run`
## regenerates libcore/models/ in the source tree (byte-identical for the
## same LLVM release); `make modelgen-check` compares a few models with
## llvm-mca -instruction-tables=full.
EXTRA_DIST += \
	libcore/modelgen/modelgen.h \
	libcore/modelgen/match-mnemonics \
	libcore/modelgen/main.cpp \
	libcore/modelgen/sched.cpp \
	libcore/modelgen/catalog.cpp \
	libcore/modelgen/forms.cpp \
	libcore/modelgen/probe.cpp \
	libcore/modelgen/asmcheck.cpp \
	libcore/modelgen/isolate.cpp \
	libcore/modelgen/rvv-pseudos.cpp \
	libcore/modelgen/a64-sysregs.cpp \
	libcore/modelgen/features.cpp \
	libcore/modelgen/help.cpp \
	libcore/modelgen/check-models \
	libcore/modelgen/README

if MODELGEN
noinst_PROGRAMS += libcore/modelgen/mca-modelgen
libcore_modelgen_mca_modelgen_SOURCES = \
	libcore/modelgen/modelgen.h \
	libcore/modelgen/match-mnemonics \
	libcore/modelgen/main.cpp \
	libcore/modelgen/sched.cpp \
	libcore/modelgen/catalog.cpp \
	libcore/modelgen/forms.cpp \
	libcore/modelgen/probe.cpp \
	libcore/modelgen/asmcheck.cpp \
	libcore/modelgen/isolate.cpp \
	libcore/modelgen/features.cpp \
	libcore/modelgen/help.cpp
libcore_modelgen_mca_modelgen_CPPFLAGS =
libcore_modelgen_mca_modelgen_CXXFLAGS = `$(MODELGEN_LLVM_CONFIG) --cxxflags`
libcore_modelgen_mca_modelgen_LDFLAGS = `$(MODELGEN_LLVM_CONFIG) --ldflags`
libcore_modelgen_mca_modelgen_LDADD = -lLLVM-22

# The RISC-V vector pseudo tables are not exported by libLLVM-22.so: this
# helper links LLVM's static RISC-V libraries (rvv-pseudos.cpp says why).
noinst_PROGRAMS += libcore/modelgen/mca-rvv-pseudos
libcore_modelgen_mca_rvv_pseudos_SOURCES = libcore/modelgen/rvv-pseudos.cpp
libcore_modelgen_mca_rvv_pseudos_CPPFLAGS =
libcore_modelgen_mca_rvv_pseudos_CXXFLAGS = `$(MODELGEN_LLVM_CONFIG) --cxxflags`
libcore_modelgen_mca_rvv_pseudos_LDFLAGS = `$(MODELGEN_LLVM_CONFIG) --ldflags`
# (`llvm-config-22 --link-static --libs riscvdesc riscvinfo mc support`)
libcore_modelgen_mca_rvv_pseudos_LDADD = -lLLVMRISCVDesc -lLLVMRISCVInfo -lLLVMMC \
	-lLLVMDebugInfoDWARFLowLevel -lLLVMBinaryFormat -lLLVMTargetParser -lLLVMSupport \
	-lLLVMDemangle -lrt -ldl -lm -lz -l:libzstd.so.1

# AArch64's system-register table is not exported either: this helper
# links LLVM's static AArch64 libraries (a64-sysregs.cpp says why) and
# writes libcore/models/aarch64/sysregs.inc, and the TSFlags fields the
# movprfx rules read as libcore/models/aarch64/movprfx.inc.
noinst_PROGRAMS += libcore/modelgen/mca-a64-sysregs
libcore_modelgen_mca_a64_sysregs_SOURCES = libcore/modelgen/a64-sysregs.cpp
libcore_modelgen_mca_a64_sysregs_CPPFLAGS =
libcore_modelgen_mca_a64_sysregs_CXXFLAGS = `$(MODELGEN_LLVM_CONFIG) --cxxflags`
libcore_modelgen_mca_a64_sysregs_LDFLAGS = `$(MODELGEN_LLVM_CONFIG) --ldflags`
# (`llvm-config-22 --link-static --libs aarch64utils aarch64desc aarch64info mc support`)
libcore_modelgen_mca_a64_sysregs_LDADD = -lLLVMAArch64Desc -lLLVMCodeGenTypes \
	-lLLVMAArch64Info -lLLVMMC -lLLVMDebugInfoDWARFLowLevel -lLLVMBinaryFormat \
	-lLLVMTargetParser -lLLVMAArch64Utils -lLLVMSupport -lLLVMDemangle \
	-lrt -ldl -lm -lz -l:libzstd.so.1

MODELGEN_TARGETS = x86-64 aarch64 riscv64

modelgen-run: libcore/modelgen/mca-modelgen$(EXEEXT) libcore/modelgen/mca-rvv-pseudos$(EXEEXT) \
		libcore/modelgen/mca-a64-sysregs$(EXEEXT)
	libcore/modelgen/mca-a64-sysregs$(EXEEXT) $(top_srcdir)/libcore/models/aarch64/sysregs.inc \
	  $(top_srcdir)/libcore/models/aarch64/movprfx.inc
	libcore/modelgen/mca-rvv-pseudos$(EXEEXT) > libcore/modelgen/rvv-pseudos.txt
	for t in $(MODELGEN_TARGETS); do \
	  libcore/modelgen/mca-modelgen$(EXEEXT) --target=$$t \
	    --rvv-pseudos=libcore/modelgen/rvv-pseudos.txt \
	    $(top_srcdir)/libcore/models || exit 1; \
	done

modelgen-check: libcore/modelgen/mca-modelgen$(EXEEXT)
	for t in $(MODELGEN_TARGETS); do \
	  libcore/modelgen/mca-modelgen$(EXEEXT) --target=$$t --probes \
	    > modelgen-probes-$$t.txt 2>/dev/null || exit 1; \
	  $(PYTHON3) $(top_srcdir)/libcore/modelgen/check-models \
	    --models=$(top_srcdir)/libcore/models --target=$$t \
	    --probes=modelgen-probes-$$t.txt \
	    --llvm-mca=`$(MODELGEN_LLVM_CONFIG) --bindir`/llvm-mca || exit 1; \
	done

CLEANFILES += libcore/modelgen/rvv-pseudos.txt modelgen-probes-x86-64.txt modelgen-probes-aarch64.txt \
	modelgen-probes-riscv64.txt

.PHONY: modelgen-run modelgen-check
endif
