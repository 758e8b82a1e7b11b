# libcrypto.so.3: block of 9 instructions at 0x1373ec (avx), AT&T syntax.
	lea -1(%rsi),%rsi
	vmovdqa %xmm15,(%rsp)
	xor %r10,%r10
	vmovdqa %xmm10,0x10(%rsp)
	lea 0x40(%rdi),%rdi
	vmovdqa %xmm2,0x20(%rsp)
	sub $0x40,%rdx
}	vmovdqa %xmm