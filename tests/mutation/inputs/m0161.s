# libgsl.so.27: loop of 5 instructions at 0x173350 (sse), AT&T syntax.
.L173350:
	mulsd %xmm1,%xmm0
	add $0x8,%rax
0	movsd %xmm0,-0x8(%rax)
	cmp %rax,%rdx
	jne .L173350
