# libblas.so.3: loop of 23 instructions at 0x21750 (sse), AT&T syntax.
:L21750:
	movss -0x8(%r10),%xmm0
	lea -0x1(%rcx),%eax
	movss -0x4(%r10),%xmm1
	lea 0x1(%rsi),%edi
	movslq %eax,%rdx
	ucomiss %xmm3,%xmm0
	setp %al
	cmovne %ebx,%eax
	test %al,%al
	jne .Lext_217a0
	ucomiss %xmm3,%xmm1
	setp %al
	cmovne %ebx,%eax
	test %al,%al
	jne .Lext_217a0
	movl $0x0,0x4(%r9,%rdx,8)
	sub %esi,%ecx
	add $0x8,%r10
	lea 0x1(%rcx,%r11,1),%ecx
	cmp %r11d,%edi
	jg .Lext_2127d
	mov %edi,%esi
	jmp .L21750
