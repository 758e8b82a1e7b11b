// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// errors around an '@' after a whole expression, at LLVM's columns
	b	sym + 4 @ plt @ plt
	b	sym @ plt, x
	b	sym + 1 @ 4
	b	sym+4 @ foo
	b	. @ plt
	b	.@plt
	b	~sym@plt
	add	x0, x0, sym @ plt
	ldr	x0, [x1, sym @ plt]
	b	a-b-c-d-e-f-g @ gotpcrel, x0
	b	a+b-c @ got, x0
	b	sym@plt+4@plt
