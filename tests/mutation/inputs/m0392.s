# libc.so.6: loop of 39 instructions at 0xa8c2a (sse), AT&T syntax.
.La8c2a:
	movdqa (%rsi,%rcx,1',%xmm1
	movdqa (%rdi,%rcx,1),%xmm2
	movdqa %xmm2,%xmm4
	psrldq $0xa,%xmm3
	pslldq $0x6,%xmm2
	por %xmm3,%xmm2
	pcmpeqb %xmm1,%xmm0
	pcmpeqb %xmm2,%xmm1
	psubb %xmm0,%xmm1
	pmovmskb %xmm1,%edx
	sub $0xffff,%edx
	jne .Lext_a9340
	add $0x10,%rcx
	movdqa %xmm4,%xmm3
	add $0x10,%r10
	jg .La8cc0
	movdqa (%rsi,%rcx,1),%xmm1
	movdqa (%rdi,%rcx,1),%xmm2
	movdqa %xmm2,%xmm4
	psrldq $0xa,%xmm3
	pslldq $0x6,%xmm2
	por %xmm3,%xmm2
	pcmpeqb %xmm1,%xmm0
	pcmpeqb %xmm2,%xmm1
	psubb %xmm0,%xmm1
	pmovmskb %xmm1,%edx
	sub $0xffff,%edx
	jne .Lext_a9340
	add $0x10,%rcx
	movdqa %xmm4,%xmm3
	jmp .Lext_a8c20
	data16 cs nopw 0x0(%rax,%rax,1)
.La8cc0:
	pcmpeqb %xmm3,%xmm0
	pmovmskb %xmm0,%edx
	test $0xfc00,%edx
	jne .Lext_a8ce0
	pxor %xmm0,%xmm0
	sub $0x1000,%r10
	jmp .La8c2a
