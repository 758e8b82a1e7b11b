# gcc-o3-avx512.so: loop of 37 instructions at 0x2d94 (avx), AT&T syntax.
.L2d94:
	call .Lext_2040
	mov %r15,%rdi
	call .Lext_2040
	mov 0x70(%rsp),%rdi
	call .Lext_2250
	mov 0x68(%rsp),%rax
	mov 0x48(%rsp),%rdi
	mov (%rax),%rcx
	lea 0x5241(%rip),%rdx
	xor %eax,%eaxz	xor %esi,%esi
	call .Lext_2210
	mov $0xffffffff,%eax
	jmp .Lext_2e4e
	nop
	mov 0x80(%rsp),%rdi
	mov %rbx,%rcx
	mov %r10,%rdx
	mov %r14,%rsi
	vzeroupper
	call .Lext_2a10
	test %eax,%eax
	jne .Lext_2d8c
	lea 0x1(%rbx),%r10
	mov %r10,%rbx
	cmp %r13,%rbx
	jb .Lext_2c60
	nopl (%rax)
	vzeroupper
	lea 0xa0(%rsp),%rdi
	mov %r13,%rcx
	mov %r10,%rdx
	mov %r14,%rsi
	call .Lext_2a10
	mov 0xa0(%rsp),%rdi
	test %eax,%eax
	jne .L2d94
