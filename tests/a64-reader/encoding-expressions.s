// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -show-encoding -iterations=10
// expressions an object file cannot hold: llvm-mca's code emitter writes zero fixup fields
foo:
	add	x0, x0, #1
	b	foo+(.-foo)
	b	foo+4
	b	.+8
	bl	foo-4
	cbz	x0, foo+(.-foo)
	adr	x1, foo+(.-foo)
	adrp	x1, foo+(.-foo)
	ldr	x2, foo+(.-foo)
	tbz	w0, #3, foo+(.-foo)
	b.eq	foo+8
	b	bar
	b	bar+(.-foo)
	ldr	x3, [x0, :lo12:foo+(.-foo)]
	add	x4, x4, :lo12:bar+(.-foo)
	adrp	x5, bar+(.-bar)
	ldr	w6, bar+(.-foo)
