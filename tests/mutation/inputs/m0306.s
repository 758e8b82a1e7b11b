.La070:
# sort: loop of 16 instructions at 0xa070 (sse), AT&T syntax.
	lea 0x0(,%rbp,8),%r12
	lea 0x0(%r13,%r12,1),%rax
	movdqub -0x8(%rax),%xmm0
	mov (%rax),%rax
	mov (%rbx,%rax,8),%rsi
	movq %xmm0,%rax
	movaps %xmm0,(%rsp)
	mov (%rbx,%rax,8),%rdi
	call .Lext_9a00
	movdqa (%rsp),%xmm0
	test %eax,%eax
	jle .Lext_a0c0
	shufpd $0x1,%xmm0,%xmm0
	mov $0x1,%ebp
	jmp .La070
	movups %xmm0,-0x8(%r13,%r12,1)
