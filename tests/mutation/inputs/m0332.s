# gcc-o3-avx512.so: loop of 33 instructions at 0x32fa (avx512), AT&T syntax.
.L32fa:
	mov %r9,%rax
	and $0xffffffffffffffe0,%rax
	add %rax,%r8
	and $0x1f,%r9d
	je .L3324
	nopw 0x0(%rax,%rax,1)
.L3310:
	cmpb $0xa,(%rcx,%r8,1)
	je .L331c
	movb $0x20,(%rcx,%r8,1)
.L331c:
	inc %r8
	cmp %rsi,%r8
	jb .L3310
.L3324:
	mov %rdi,%r15
	mov %rsi,%rbx
	jmp .Lext_2df4
	nop
	mov $0x20,%r9d
	vpbroadcastb %r9d,%ymm0
	vmovdqu8 %ymm0,(%rsi){