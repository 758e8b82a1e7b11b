// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// shift amounts LLVM's parser takes only as '#' and a constant; after the immediate of add/sub/cmp/mov (and SVE's add/dup/cpy) only 'lsl #N'
	add x0, x1, x2, lsl #sym
	ldr x0, [x1, x2, lsl #sym]
	movi v0.4s, #1, lsl #sym
	orr x0, x1, x2, lsl #sym
	movz x0, #1, lsl #sym
	add x0, x1, x2, lsr sym
	ldr x0, [x1, x2, lsl sym]
	add v0.4s, v1.4s, v2.4s, lsl sym
	movi v0.4s, #1, lsl sym
	movk x0, #1, lsl sym
	add x0, x1, x2, lsl sym
	add x0, x1, #1, x2
	add x0, x1, #1, #2
	add x0, x1, #1, lsl #-1
	cmn x0, #1, lsr #2
	mov w0, #1, lsr #16
	adds x0, x1, #1, asr #2
	add x0, x1, 1, lsl #sym
	cmp x0, #1, lsl #sym
	sub x0, x1, #1, lsl #sym+1
	add x0, x1, #1, lsl
	mov x0, #1, lsl
	add z0.s, z0.s, #1, lsl #sym
	add x0, x1, #1, lsl sym
