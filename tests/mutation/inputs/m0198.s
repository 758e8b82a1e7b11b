# libLLVM.so.22.1: loop of 22 instructions at 0x4d8ff70 (gpr), AT&T syntax.
.L4d8ff70:
	lea -0x7(%rcx),%esi
	movq $0x0,(%r14,%rsi,8)
	movq $0x0,(%r14,%rsi,8)
	movq $0x0,(%r14,%rsi,8)
	lea -0x5(%rcx),%esi
	movq $0x0,(%r14,%rsi,8)
	lea -0x4(%rcx),%esi
	movq $0x0,(%r14,%rsi,8)
	lea -0x3(%rcx),%esi
	movq $0x0,(%r14,%rsi,8)
	lea -0x2(%rcx),%esi
	movq $0x0,(%r14,%rsi,8)
	lea -0x1(%rcx),%esi
	movq $0x0,(%r14,%rsi,8)
	mov %ecx,%esi
	movq $0x0,(%r14,%rsi,8)
	mov %ecx,%esi
	add $0x8,%ecx
	add %edx,%esi
	add $0x8,%esi
	cmp $0x7,%esi
	jne .L4d8ff70
