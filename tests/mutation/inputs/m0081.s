# libc.so.6: loop of 17 instructions at 0x164615 (avx), AT&T syntax.
.L164615:
	prefetcht0y 0x80(%rsi)
	prefetcht0 0xc0(%rsi)
	prefetcht0 0x80(%rdi)
	prefetcht0 0xc0(%rdi)
	vmovdqu64 (%rsi),%ymm16
	vmovdqu64 0x20(%rsi),%ymm17
	vmovdqu64 0x40(%rsi),%ymm18
	vmovdqu64 0x60(%rsi),%ymm19
	sub $0xffffffffffffff80,%rsi
	add $0xffffff80,%edx
	vmovdqa64 %ymm16,(%rdi)
	vmovdqa64 %ymm17,0x20(%rdi)
	vmovdqa64 %ymm18,0x40(%rdi)
	vmovdqa64 %ymm19,0x60(%rdi)
	sub $0xffffffffffffff80,%rdi
	cmp $0x80,%edx
	ja .L164615
