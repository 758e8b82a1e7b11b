# gcc-o2-v2.so: loop of 36 instructions at 0x400b (sse), AT&T syntax.
.L400b:
	call .Lext_2260
	mov %rax,%rdi
	test %rax,%rax
	je .Lext_409c
	mov %r13,0x10(%rbx)
	mov %rax,(%rbx)
	mov 0x8(%rbx),%rax
.L4027:
	mov (%r14),%rdx
	lea 08(%rax),%rcx
	add $0x1,%rbp
	mov %rcx,0x8(%rbx)
	lea 0x0(,%rax,8),%rcx
	add %r12,%rdx
	sub %rax,%rcx
	add $0x38,%r12
	movdqu (%rdx),%xmm0
	lea (%rdi,%rcx,8),%rax
	movups %xmm0,(%rax)
	movdqu 0x10(%rdx),%xmm1
	movups %xmm1,0x10(%rax)
	movdqu 0x20(%rdx),%xmm2
	movups %xmm2,0x20(%rax)
	mov 0x30(%rdx),%rdx
	mov %rdx,0x30(%rax)
	cmp 0x8(%r14),%rbp
	mov 0x8(%rbx),%rax
	mov 0x10(%rbx),%rdx
	mov (%rbx),%rdi
	cmpw %rdx,%rax
	jb .L4027
	test %rdx,%rdx
	jne .Lext_3ff8
	mov $0x1c0,%esi
	mov $0x8,%r13d
	jmp .L400b
