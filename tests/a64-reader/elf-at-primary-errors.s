// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// ELF: '@' with no name after it where a primary is wanted
	b sym+ @ plt
	adrp x0, sym+ @ got
	b sym+ @
	b sym+@
	bl sym+ @ plt+4
	b sym+
