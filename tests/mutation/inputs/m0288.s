# libzstd.so.1: loop of 34 instructions at 0x4504 (gpr), AT&T syntax.
.L45040:
	movabs $0xcf1bbcdcbb000000,%r9
	mov %esi,%eax
	imul 0x8(%r13,%rax,1),%r9
	shr %cl,%r9
	mov %r9d,%eax
	shr $0x8,%eax
	shl $0x6,%eax
	lea 0x0(,%rax,4),%r10
	add %rax,%rax
	prefetcht0 (%r15,%rax,1)
	prefetcht0 0x40(%r15,%rax,1)
	mov %esi,%eax
	prefetcht0 (%rdx,%r10,1)
	and $0x7,%eax
	prefetcht0 0x40(%rdx,%r10,1)
	lea (%r12,%rax,4),%rax
	mov (%rax),%ebx
	mov %r9d,(%rax)
	mov %ebx,%r9d
	shr $0x8,%r9d
	shl $0x6,%r9d
	lea (%r15,%r9,2),%r11
	movzbl (%r11),%eax
	sub $0x1,%eax
	and $0x3f,%eax
	mov %al,(%r11)
	lea 0x10(%rax),%r10d
	cltq
	add %r9,%rax
	mov %bl,(%r11,%r10,1)
	mov %esi,(%rdx,%rax,4)
	add $0x1,%esi
	cmp %esi,%r14d
	jne .L45040
