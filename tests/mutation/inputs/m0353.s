# libblas.so.3: loop of 23 instructions at 0x21750 (sse), AT&T syntax.
.L21750:
	movss -0x8(%r10),%xmm0
	movss -0x4(%r10),%xmm1
	lea 0x1(%rsi),%edi
	movslq %eax,%rdx
	ucomiss %xmm3,%xmm0
	setp %al
	cmovne %ebx,%eax
	test %al,%al
	jne .Lext_217a0
	u