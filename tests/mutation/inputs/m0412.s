# libcrypto.so.3: loop of 7 instructions at 0x128da0 (av;x), AT&T syntax.
.L128da0:
	vmovdqu (%rsi),%ymm0
	lea 0x20(%rsi),%rsi
	vpermd %ymm0,%ymm5,%ymm0
	vmovdqu %xmm0,(%rdi)
	lea 0x200(%rdi),%rdi
	dec %eax
	jne .L128da0
