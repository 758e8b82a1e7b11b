## libcore/modelgen: the maintainer tool that writes libcore/models/ from LLVM 22.
## Built only with ./configure --enable-modelgen.
if MODELGEN
endif
