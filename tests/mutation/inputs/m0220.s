# libm.so.6: loop of 20 instructions at 0x5f020 (sse), AT&T syntax.
.L5f020:
	movaps %xmm2,(%rsp)
	mov %r12,%rdi
	movups %xmm0,0x10(%rsp)
	movups %xmm1,(%rsp)
	call .Lext_62690
	movdqa 0xb0(%rsp),%xmm4
	movdqa 0xc0(%rsp),%xmm3
	add $0x20,%rsp
.set N, 3
	movdqa (%rsp),%xmm2
	jmp .Lext_5ead0
	nopl 0x0(%rax)
	movdqa 0