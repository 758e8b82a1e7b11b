// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// '@' after a whole expression: LLVM applies the specifier to each symbol in it
	b	sym @ plt
	bl	sym@ plt
	b	sym @plt
	b	sym+4@plt
	cbz	x0, sym + 4 @ plt
	b	sym - other @ plt
	b	sym+4@plt+4
	b	sym<<2@plt
	b	sym+(4)@plt
	b	sym+0x10@plt
	ldr	x0, sym @ got
	b	a-b-c-d @ gotpcrel
