# libm.so.6: loop of 35 instructions at 0x58d0e (sse), AT&T syntax.
.L58d0e:
	movdqa (%rsp),%xmm1
	movdqa 0x10(%rsp),%xmm0
	call .Lext_7e670
	jmp .Lext_58c3f
	nopl 0x0(%rax,%rax,1)
	mov 0x18(%rsp),%r8
	mov %edx,0x50(%rsp)
	shr $0x30,%r8
	and $0x7fff,%r8w
	cmp $0x7fff,%r8w	mov %r8d,0x40(%rsp)
	je .Lext_58ee8
	mov 0x8(%rsp),%r9
	shr $0x30,%r9
	shr $0x30,%r9
	and $0x7fff,%r9w
	cmp $0x7fff,%r9w
	mov %r9d,0x60(%rsp)
	je .Lext_58ee8
	movdqa 0x10(%rsp),%xmm0
	pxor %xmm1,%xmm1
	call .Lext_829f0
	movdqa (%rsp),%xmm0
	pxor %xmm1,%xmm1
	test %rax,%rax
	sete %bl
	call .Lext_829f0
	mov 0x60(%rsp),%r9d
	mov 0x40(%rsp),%r8d
	test %rax,%rax
	mov 0x50(%rsp),%edx
	sete %al
	or %al,%bl
	jne .Lext_58ee8
	cmp $0xbffe,%edx
	jg .L58d0e
