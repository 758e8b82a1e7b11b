// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -instruction-tables
// the errors of ldr Rt, =expr, each located as llvm-mca 22 locates it
	ldr	w0, =0x100000000
	ldr	w0, =-0x80000001
	ldr	d0, =5
	ldr	d0, =0x123456789
	ldr	b0, =0x12345
	ldr	sp, =1
	ldr	z0, =sym
	ldr	foo, =1
	ldrsw	x0, =1
	ldr	x0, =())
	ldr	x0, =
	ldr	x0, =1f
