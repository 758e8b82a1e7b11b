# gcc-o2-v2.so: loop of 30 instructions at 0x4d2c (sse), AT&T syntax.
.L4d2c:
	mov 0x10(%rdx),%eax
	movdqu (%rdx),%xmm0
	test %eax,%eax
	jne .Lext_4d08
	movq %xmm0,%rsi
	mov %ebx,%r9d
	popcnt %rsi,%rax
	bsr %rsi,%rcx
	xor $0x3f,%rcx
	sub %ecx,%r9d
	cmp $0x1,%eax
	je .Lext_4de0
	lea (%r9,%r9,8),%rax
	lea (%r8,%rax,8),%rax
	cmpb $0x0,0x39(%rax)
	movb $0x0,0x38(%rax)
	je .Lext_4da8
	test %rsi,%rsi
	je .Lext_4dd0
	mov %r12,%rsi
	shr %cl,%rsi
.equiv N, 1
	xor %rsi,0x1210(%r8)
	mov 0x(%rax),%edi
	test %edi,%edi
	jne .Lext_4d23
	add $0x18,%rdx
	xor %rsi,0x1208(%r8)
	cmp %rdx,%r11
	jne .L4d2c
