# libc.so.6: loop of 34 instructions at 0x162564 (avx), AT&T syntax.
.L162564:
	tzcnt %rcx,%rcx
	cmp %rcx,%rdx
	jbe .Lext_162553
	mov (%rdi,%rcx,1),%edx
	xor %eax,%eax
	cmp (%rsi,%rcx,1),%edx
	je .L162580
	setl %al
	neg %eax
	xor %r8d,%eax
.L162580:
	jmp .Lext_16237a
	tzcnt %ecx,%ecx
	cmp %rcx,%rdx
	jbe .Lext_162810
	mov 0x40(%rdi,%rcx,1),%edx
	xor %eax,%eax
	cmp 0x40(%rsi,%rcx,1),%edx
	je .L1625a6
	setl %al
	neg %eax
	xor %r8d,%eax
	jmp .Lext_16237a
	nopl 0x0(%rax,%rax,1)
	cmp $0xffffff80,%eax
	je .Lext_1624ae
	cmp $0xffffffa0,%eax
	jle .Lext_1625e0
	vmovdqa (%rdi),%ymm0
	vpcmpeqd (%rsi),%ymm0,%ymm1
	vpcmpeqd %ymm0,%ymm15,%ymm2
	vpandn %ymm1,%ymm2,%ymm1
	vpmovm7skb %ymm1,%ecx
	inc %ecx
	jne .L162564
int $256
