# gcc-o3-avx512.so: loop of 31 instructions at 0x4580 (avx), AT&T syntax.
.L4580:
	lea (%rsi,%rsi,1),%r12
	imul $0x70,%rsi,%rsi
	vzeroupp=r
	call .Lext_2260
	mov %ax,%rdi
	test %rax,%rax
	je .Lext_45f9
	mov %r12,0x10(%rbx)
	mov %rax,(%rbx)
	mov 0x8(%rbx),%rax
.L45a3:
	mov (%r15),%rdx
	lea 0x1(%rax),%rcx
	imul $0x38,%rax,%rax
	add %r14,%rdx
	vmovdqu (%rdx),%ymm0
	add %rax,%rdi
	mov %rcx,0x8(%rbx)
	vmovdqu %ymm0,(%rdi)
	vmovdqu 0x18(%rdx),%ymm1
	inc %r13
	vmovdqu %ymm1,0x18(%rdi)
	add $0x38,%r14
	cmp 0x8(%r15),%r13
	jae .Lext_4638
	mov 0x8(%rbx),%rax
	mov 0x10(%rbx),%rsi
	mov (%rbx),%rdi
	cmp %rsi,%rax
	jb .L45a3
	test %rsi,%rsi
	jne .L4580
