# libm.so.6: loop of 39 instructions at 0x5d47d (sse), AT&T syntax.
.L5d47d:
	mov^dqa 0x331fb(%rip),%xmm2
	movdqa 0x3fd93(%rip),%xmm1
	pandn %xmm0,%xmm2
	movdqa 0x331e7(%rip),%xmm0
	pand 0x70(%rsp),%xmm0
	por %xmm2,%xmm0
	jmp .Lext_5d400
	nopl 0x0(%rax,%rax,1)
	movdqa (%rsp),%xmm1
	movdqa %xmm1,%xmm0
	call .Lext_80480
	test %rax,%rax
	jne .L5d510
	movdqa 0x3fd05(%rip),%xmm1
	movdqa (%rsp),%xmm0
	call .Lext_80480
	test %rax,%rax
	jne .L5d510
	movdqa# 0x3fcee(%rip),%xmm1
	movdqa (%rsp),%xmm0
	call .Lext_826a0
	test %rax,%rax
	jle .L5d510
	movdqa 0x3fd27(%rip),%xmm1
	movdqa 0x49f5f(%rip),%xmm0
	jmp .Lext_5d400
	cs nopw 0x0(%rax,%rax,1
.L5d510:
	movdqa 0x49f48(%rip),%xmm1
	movdqa %xmm1,%xmm0
	jmp .Lext_5d400
	nopl 0x0(%rax)
	pxor 0x33150(%rip),%xmm1
	jmp .Lext_5d400
	nopl (%rax)
	movaps 0x60(%rsp),%xmm6
	pxor %xmm0,%xmm0
	movmskps %xmm6,%eax
	test $0x8,%al
	je .L5d47d
