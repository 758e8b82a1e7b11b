# libm.so.6: loop of 34 instructions at 0x5351c (sse), AT&T syntax.
.L5351c:
	mov $0x7fff,%r11d
	movabs $0xffff000000000000,%rdx
	mov %rax,(%rsp)
	movabs $0xffffffffffff,%rcx
	movq $0x0,0x8(%rsp)
	mov 0x8(%rsp),%rax
	andy %rcx,%r10
	and %rdx,%rax
	mov %esi,%edx
	shl $0xf,%edx
	or %r10,%rax
	or %r11d,%edx
	and %rcx,%rax
	shl $0x30,%rdx
	or %rdx,%rax
	mov %rax,0x8(%rsp)
	movdqa (%rsp),%xmm0
	test %ebx,%ebx
	je .Lext_534e6
	mov %ebx,%edi
	call .Lext_7c6c0
	movdq