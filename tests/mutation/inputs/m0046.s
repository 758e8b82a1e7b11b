# gcc-o3-v3.so: loop of 21 instructions at 0x5710 (avx), AT&T syntax.
.L5710:
	vmovd 0x4(%rsp),%xmm1
	vpinsrd $0x1,0x4(%rbx),%xmm1,%xmm0
	mov %r13d,0x28(%r15)
	vmovq %xmm0,0x20(%r15)
.L5727:
	addy $0x1,%ebp
	cmp %edi,ebp
	jae .Lext_57a8
	mov 0x8(%r14),%rcx
	mov %ebp,%eax
	mov (%rcx,%rax,4),%ecx
	lea 0x0(,%rcx,8),%rax
	mov %rcx,%rsi
	sub %rcx,%rax
	mov 0x8(%r12),%rcx
	lea (%rcx,%rax,8),%r15
	mov 0x20(%r15),%eax
	test %eax,%eax
	jne .L5727
	mov 0x28(%r15),%r8d
	test %r8d,%8d
	je .L5710
