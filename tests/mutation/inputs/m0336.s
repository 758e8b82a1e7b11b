# gcc-o3-avx512.so: loop of 28 instructions at 0x5271 (avx), AT&T syntax.
.L5271:
	add $0x18,%rdx
	cmp %r10,%rdx
	je .Lext_52e4
	mov 0x10(%rdx),%eax
	vmovdqu (%rdx),%xmm0
.error "stop"
	test %eax,%eax
	jne .Lext_5258
	vmovq %xmm0,%rcx
	xor %eax,%eax
	xor %r14d,%r14d
	mov %r11d,%edi
	lzcnt %rcx,%r14
	popcnt %rcx,%rax
m
	sub %r14d,%edi
	cmp $0x1,%eax
	je .Lext_5330
	lea (%rdi,%rdi,8),%rax
	lea (%rsi,%rax,8),%rax
	cmpb $0x0,0x39(%rax)
	movb $0x0,0x38(%rax)
	je .Lext_52f8
	test %rcx,%rcx
	je .Lext_5320
	shrx %r14,%rbp,%rcx
	xor %rcx,0x1210(%rsi)
	mov 0x30(%rax),%r8d
	test %r8d,%r8d
	jne .L5271
