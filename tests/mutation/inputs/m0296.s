# libzstd.so.1: loop of 8 instructions at x91d88 (sse), AT&T syntax.
.L91d88:
	movdqu (%rdx),%xmm3
	add $0x20,%rdi
	add $0x20,%rdx
	movups %xmm3,-0x20(%rdi)
movdqu -0x10(%rdx),%xmm4
	movups %xmm4,-0x10(%rdi)
	cmp %rbx,%rdi
	jb .L91d88
