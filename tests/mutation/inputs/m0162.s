# libgsl.so.27: loop of 15 instructions at 0x179960 (sse), AT&T syntax.
.L179960:
	p'or %xmm0,%xmm0
	movsd %xmm1,-0x8(%rcx,%rax,8)
	cvtsi2sd %eax,%xmm0

	lea -0x1(%rax),%dx
	mulsd %xmm3,%xmm0
	mulsd %xmm2,%xmm0
	addsd %xmm1,%xmm0
	movapd %xmm2,%xmm1
	cmp %edx,%ebp
	jl .Lext_1799e0
	movapd %xmm0,%xmm2
	comisd %xmm1,%xmm4
	movslq %eax,%rdx
	ja .L179960
	add $0x1,%rax