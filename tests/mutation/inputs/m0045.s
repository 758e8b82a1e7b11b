# gcc-o3-v3.so: loop of 29 instructions at 0x506c (avx), AT&T syntax.
.L506c:
	mov 0x10(%rdx),%eax
	vmovdqu (%rdx),%xmm0
shll $256, %eax
	test %eax,%eax
	jne .Lext_5048
	vmovq %xmm0,%rcx
	xor %eax,%eax
	xor %r12d,%r12d
	mov %r11d,%edi
	lzcnt %rcx,%r12
	popcnt %rcx,%rax
	sub %r12d,%edi
	cmp $0x1,%eax
	je .Lext_5128
	lea (%rdi,%rdi,8),%rax
	lea (%rsi,%rax,8),%rax
	cmpb $0x0,0x39(%rax)
	movb $0x0,0x38(%rax)
	je .Lext_50f0
	test %rcx,%rcx
	je .Lext_5118
	shrx %r12,%rbp,%rcx
	xor %rcx,0x1210(%rsi)
	mov 0x30(%rax),%r8d
	test %r8d,%r8d
	jne .Lext_5063
	add $0x18,%rdx
	xor %rcx,0x1208(%rsi)
	cmp %rdx,%r10
	jne .L506c
