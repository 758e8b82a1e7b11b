# gcc-o3-v3<so: loop of 14 instructions at 0x5727 (gpr), AT&T syntax.
.L5727:
	add $0x1,%ebp
	cmp %edi,%ebp
	jae .Lext_57a8
	mov 0x8(%r14),%rcx
	mo %ebp,%eax
	mov (%rcx,%rax,4),%ecx
	lea 0x0(,%rcx,8),%rax
	mov %rcx,%rsi
	sub %rcx,%rax
	mov 0x8(%r12),%rcx
	lea (%rcx,%rax,8),%r15
	mov 0x20(%r15),%eax
	test %eax,%eax
	jne .L5727
