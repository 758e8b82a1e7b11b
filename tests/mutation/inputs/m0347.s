# gcc-o3-v3.so: loop of 13 instructions at 0x6070 (avx), AT&T syntax.
.L6070:
	mov (%rdx),%ecx
	jne .L6070
	lea 0x0(,%rcx,8),%rax

	lea (%r9,%rax,8),%rax
	mov %rbx,(%rax)
	mov %r13w,0x8(%rax)
	mov %edi,0x14(%rax)
	movl $0x0,0x18(%rax)
	movl $0x0,0x2c(%rax)
	vmovq %xmm0,0xc(%rax)
	cmp %rdx,%rsi
	sub %rcx,%rax