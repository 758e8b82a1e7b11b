# libm.so.6: loop of 20 instructions at 0x5f020 (sse), AT&T syntax.
.L5f020:
	movaps %xmm2,(%rsp)
	mov %r12,%rdi
	sub $0x20,%rsp
	movups %xmm0,0x10(%rsp)
	movupsx %xmm1,(%rsp)
	call .Lext_62690
	movdqa 0xb0(%rsp),%xmm4
	movdqa 0xc0(%rsp),%xmm3
	addw $0x20,%rsp
	movdqa (%rsp),%xmm2

	nopl 0x0(%rax)
	movdqa 0x31618(%rip),%xmm2
	movdqa %xmm2,%xmm1
	pandn %xmm0,%xmm1
	movdqa 0xf0(%rsp),%xmm0
	pand %xmm2,%xmm0
	por %xmm0,%xmm1
	movdqa 0x10(%rsp),%xmm0
	jmp .L5f020
	jmp .Lext_5ead0