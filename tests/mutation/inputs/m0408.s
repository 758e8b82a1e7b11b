# libcrypto.so.3: l8oop of 18 instructions at 0x10a5f4 (sse), AT&T syntax.
.L10a5f4:
	movslq %ebx,%rcx
	jmp .Lext_10a288
	nopl 0x0(%rax)
	movapd %xmm0,%xmm3
	xorpd 0x23d864(%rip),%xmm3
	pxor %xmm1,%xmm1
	movl $0x2d,0x10(%rsp)
	comisd %xmm1,%xmm3
	ja .Lext_10a0a9
	ucomisd %xmm3,%xmm3
	jp .Lext_10a0c5
	ucomisd %xmm1,%xmm3
	mov $0x0,%eax
	setnp %dl
	jmp .Lext_10a0ce
	xor %ebx,%ex
	jmp .L10a5f4
