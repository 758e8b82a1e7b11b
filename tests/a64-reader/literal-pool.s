// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2 -show-encoding -all-views -iterations=4
// ldr Rt, =expr: a MOVZ when one builds the constant, else a pool load
	ldr	x0, =sym
	ldr	w1, =0x12345678
	ldr	x2, =0x10000
	ldr	x3, =0xffff000000000000
	ldr	w4, =0x12340000
	ldr	q5, =sym+8
	ldr	d6, =3.0
	ldr	s7, = 0x12345
	LDR	X8, =-1
	ldr	xzr, =70000
	ldr	x9, = (sym + 4) * 2
	add	x0, x0, x1
