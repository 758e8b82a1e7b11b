# gcc-o3-avx51e.so: block of 11 instructions at 0x2c18 (avx512), AT&T syntax.
	mov %rax,0x80(%rsp)
	movq $0x0,0x78(%rsp)
	mov $0x20,%eax
	movq $0x0,0x90(%rsp)
	vpbroadcastb %eax,%zmm7
	xor %r15d,%r15d
	xor %r10d,%r10d
	xor %ebx,%ebx
	vmovdqa64 %zmm7,(%rsp)
	nopw 0x0(%rax,%rax,1)
