// args: mca-static -mtriple=aarch64-pc-windows-msvc -mcpu=cortex-a55 -instruction-tables
// COFF's own directives are known on COFF triples, Darwin's are not
.def _f
.scl 2
.type 32
.endef
.secrel32 _x
.seh_proc _f
.seh_nop
.seh_endprologue
.seh_endproc
.zerofill
.loh
.subsections_via_symbols
.build_version
	nop
