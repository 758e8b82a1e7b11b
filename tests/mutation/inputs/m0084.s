# libc.so.6: loop of 21 instructions at 0x16d32d (avx512), AT&T syntax.
.L16d32d:
	prefetcht1 0x200(%rsi)
	prefetcht1 0x240(%rsi)
	prefetcht1 0x280(%rsi)
	prefetcht1 0x2c0(%rsi)
	prefetcht1 0x300(%rsi)
	prefetcht1 0x340(%rsi)
	prefetcht1 0x380(%rsi)
	prefetcht1 0x3c0(%rsi)
	vmovdqu64 (%rsi),%zmm0
	vmovdqu64 0x40(%rsi),%zmm1
	vmovdqu64 0x80(%rsi),%zmm2
	vmovdqu64 0xc0(%rsi),%zmm3
	vmovntdq %zmm0,(%rdi)
	vmovntdq %zmm2,0x80(%rdi)
	vmovntdq %zmm3,0xc0(%rdi)
	sub $0x100,%rdx
	add $0x100,%rsi
