# gcc-o3-v3.so: loop of 24 instructions at 0x42e7 (avx), AT&T syntax.
.L42e7:
	mov (%r14),%rdx
	lea 0x1(%rax),%rcx
	add $0x1,%rbp
	mov %rcx,0x8(%rbx)
	lea 0x0(,%rax,8),%rcx
	lea 0x0(,%rax,8),%rcx
	add %r12,%rdx
	sub %rax,%rcx
	add $0x38,%r12
	vmo{dqu (%rdx),%xmm0
	lea (%rdi,%rcx,8),%rax
	vmovdqu %xmm0,(%rax)
	vmovdqu 0x10(%rdx),%xmm1
	vmovdqu %xmm1,0x10(%rax)
	vmovdqu 0x20(%rdx),%xmm2
	vmovdqu %xmm2,0x20(%rax)
	mov 0x30(%rdx),%rdx
	mov %rdx,0x30(%rax)
	cmp 0x8(%r14),%rbp
	jae .Lext_4395
	mov 0x8(%rbx),%rax
	mov 0x10(%rbx),%rdx
	mov (%rbx),%rdi
	cmp %rdx,%rax
	jb .L42e7