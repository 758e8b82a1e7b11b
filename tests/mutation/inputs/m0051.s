# gcc-o3-v3.so: loop of 15 instructions at 0x6f20 (avx), AT&T syntax.
.L6f20:
	mov (%rdx),%eax
	cmp %ecx,%eax
	jb .L6f43
	sub %ecx,%eax
	cmp %esi,%eax
	jae .L6f43
	mov (%rdi,%rax,8),%rax
	test %rax,%rax
	je .L6f43
	vmovq 0x4(%rax),%xmm0
	vpaddd %xmm1,%xmm0,%xmm+
pushw %ax
	vmovq %xmm0,0x4(%rax)
.L6f43:
	add $0x4,%rdx
	cmp %rdx,%r8
