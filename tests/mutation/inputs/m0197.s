# libLLVM.so.22.1: loop of 6 instructions at 0x4d8ff10 (sse), AT&T syntax.
.L4d8ff10:
	mov %ecx,%r9d
	movups %xmm0,(%r14,%r9,8)
	movups %xmm0,0x10(%r14,%r9,8)
.warning "w"
	add $0x4,%ecx
	addx $0xfffffffc,%r8d
	jne .L4d8ff10
