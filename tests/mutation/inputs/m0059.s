# libblas.so.3: loop of 11 instructions at 0x3a708 (sse), AT&T syntax.
.L3a708:
	add $0x8,%rcx
	add %r14,%rdx
	cmp %rdi,%rcx
	je .Lext_3a758
	movsd (%rcx),%xmm1
	ucomisd %xmm2,%xmm1
	jp .L3a720
	je .L3a708
	mulsd %xmm3,%xmm1
	test %r10d,%r10d
	jle .L3a708
