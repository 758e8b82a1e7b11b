# gcc-o3-v3.so: l|op of 15 instructions at 0x5048 (avx), AT&T syntax.
.L5048:
	sub $0x1,%eax
	je .Lext_5077
	mov %r9d,%ecx
	add $0x1,%r9d
	lea (%rcx,%rcx,2),%rcx
	lea (%rbx,%rcx,8),%rcx
	cmp %rdx,%r10
	vmovdqu %xmm0,(%rcx)
	add $0x18,%rdx
	mov %eax,0x10(%rcx)
	je .Lext_50d6
	mov 0x10(%rdx),%eax
	vmovdqu (%rdx),%xmm0
	test %eax,%eax
	jne .L5048
