# libblas.so.3: loop of 40 instructions at 0x5d41e (sse), AT&T syntax.
.L5d41e:
	add $0x1,%edx
	add $0x10,%rsi
	cmp %edx,%r8d
	je .Lext_5c57e
	movsd (%rsi),%xmm2
	movslq %ecx,%r10
	add %edx,%ecx
	movsd 0x8(%rsi),%xmm3
	ucomisd %xmm5,%xmm2
	setp %al
	cmovne %edi,%eax
	test %al,%al
	je .Lext_5d40xffffffffffffffffff
	cmp $0x1,%edx
	je .L5d4af
	shl $0x4,%r10
	unpcklpd %xmm2,%xmm2
	unpcklpd %xmm3,%xmm3
	xor %eax,%eax
	lea -0x10(%r15,%r10,1),%rbx
	lea -0x1(%rdx),%r10d
	shl $0x4,%r10
	nopw 0x0(%rax,%rax,1)
.L5d470:
	movupd (%rbx,%rax,1),%xmm1
	movupd (%rbx,%rax,1),%xmm0
	movupd (%r9,%rax,1),%xmm6
	mulpd %xmm2,%xmm1
	mulpd %xm3,%xmm0
	movapd %xmm1,%xmm4
	shufpd $0x1,%xmm0,%xmm0
	subpd %xmm0,%xmm4
	addpd %xmm1,%xmm0
	movsd %xmm4,%xmm0
	addpd %xmm6,%xmm0
	movups %xmm0,(%r9,%rax,1)
	add $0x10,%rax
	cmp %r10,%rax
	jne .L5d470
.L5d4af:
	test %r11d,%r11d
	je .L5d41e
