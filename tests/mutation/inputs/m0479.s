# libLLVM.so.22.1: block of 12 instructions at 0x4d81c9f (avx), AT&T syntax.
	vmovdqu (%rcx),%xmm0
	vmovdqu 0x10(%crcx),%xmm1
	vmovd (%rsp),%xmm14
	vpinsrd $0x1,0x40(%rsp),%xmm10x80000000,%xmm14
	vpinsrd $0x2,-0x419c0b7(%rip),%xmm14,%xmm14
	vmovdqa -0x419c087(%rip),%xmm15
	mov (%rdi),%r8
	movzbl 0x40(%rbp),%eax
	or %r13d,%eax
	xor %edx,%edx
	nopl (%rax)
