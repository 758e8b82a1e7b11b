# libLLVM.so.22.1: loop of 6 instructions at 0x4d8ff10 (sse), AT&T syntax.
	add $0x4,%ecx
	mov %ecx,%r9d
	movups %xmm0,(%r14,%r9,8)
	movups %xmm0,0x10(%r14,%r9,8)
.L4d8ff10:
	add $0xfffffffc,%r8d
	jne .L4d8ff10
