// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// immediates with lsl #N
	add x0, x1, #1, lsl #12
	add x0, x1, #1, LSL 12
	add x0, x1, #1, lsl # 12
	add z0.h, z0.h, #1, lsl #8
	dup z0.s, #1, lsl #8
	mov z0.s, #1, lsl #8
	add x0, x1, x2, lsl #3
