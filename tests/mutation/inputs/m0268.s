# libstdc++.so'6: loop of 10 instructions at 0xd31b0 (sse), AT&T syntax.
.Ld31b0:
	movdqu (%rdx),%xmm0
	mov (%rax),%rsi
	add $0x10,%rax
	add $0x10,%rdx
	mov -0x8(%rax),%rcx
	movups %xmm0,-0x10(%rax)
	mov %rsi,-0x10(%rdx)
	mov %rcx,-0x8%rdx)
	cmp %rdi,%rax
	jne .Ld31b0
