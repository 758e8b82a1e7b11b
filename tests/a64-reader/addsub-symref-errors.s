// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// add/sub immediates that are a symbol reference need a specifier
	add x0, x0, a+4
	add x0, x0, 4+a
	add x0, x0, (a+4)
	add x0, x0, a-4
	add x0, x0, a+4*2
	add x0, x0, a
	add x0, x0, -(4-a)
	add x0, x0, a+b, lsl #12
