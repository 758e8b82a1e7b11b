// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -instruction-tables
// The Darwin and COFF parsers' own directive names: each known only on its object format
.zerofill
.loh
.linker_option
.subsections_via_symbols
.seh_nop
.seh_endprologue
.def
.secrel32
.weak_anti_dep
.build_version
	nop
