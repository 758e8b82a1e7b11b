// args: mca-static -mtriple=arm64-apple-macos13 -mcpu=apple-m1 -instruction-tables
// Darwin's own directives are known on Mach-O triples, COFF's are not
.subsections_via_symbols
.build_version macos, 13, 0
.linker_option "-lz"
.zerofill __DATA,__bss,_x,4,2
.data_region
.end_data_region
.seh_nop
.def _f
.secrel32 _x
.weak_anti_dep _f
	nop
