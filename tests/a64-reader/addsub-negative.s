// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// add/sub immediates LLVM reads as the opposite operation, with lsl #12 or lsl #0
	add x0, x1, #-1, lsl #12
	sub w0, w1, #-4095, lsl #12
	adds x0, x1, #-2, lsl #12
	cmp x0, #-1, lsl #12
	cmn w0, #-3, lsl #12
	add x0, x1, #-4096, lsl #12
	add x0, x1, #-1, lsl #0
	add x0, sp, #-8, lsl #12
	add x0, x1, #-4096, lsl #0
	add x0, x1, #4096, lsl #0
	add x0, x1, #0, lsl #0
	add x0, x1, #5, lsl #0
	subs x0, x1, #-4096
