// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// ELF specifiers accepted and printed in upper case
	bl	foo@plt
	b	bar@PLT+4
	b.ne	baz@plt
	cbz	x0, q@plt
