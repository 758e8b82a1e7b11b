// args: mca-static -mtriple=aarch64_be-linux-gnu -mcpu=neoverse-n1 -instruction-tables -show-encoding
	add	x0, x1, x2
	ld1	{v0.4s}, [x0]
	bl	foo
