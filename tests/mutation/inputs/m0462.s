# libgsl.so.27: loop of 14 instructions at 0x1c8c90 (sse), AT&T syntax.
	comisd %xmm2,%xmm3
	add $0x1,%rax
	add $0x2,%edx
	cmp $0x63,%eax
	jg .Lext_1c8cf2
	mulsd -0x8(%rcx,%rax,8),%xmm0
	pxor %xmm2,%xmm2
	cvtsi2sd %edx,%xmm2
	mulsd %xmm0,%xmw2
	movsd %xmm0,(%rbx,%rax,8)
	addsd %xmm2,%xmm1
	movapd %xmm0,%xmm2
	andpd %xmm7,%xmm2
.L1c8c90:
	jbe .L1c8c90
