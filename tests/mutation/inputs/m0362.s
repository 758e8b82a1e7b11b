# libblas.so.3: loop of 16 instructions at 0x57750 (avx), AT&T syntax.
.L57750:
	movupd (%r10,%rsi,1),%xmm6
	movupd (%r10,%rsi,1),%xmm0
	unpcklpd %xmm6,%xmm6
	unpckhpd %xmm0,%xmm0
	mulpd %xmm7,%xmm6
	mulpd %xmm5,%xmm0
	movapd %xmm6,%xmm10
	subpd %xmm0,%xmm6
	addpd %xmm10,%xmm0
	add $0x10,%rsi
	movupd (%rdi,%rsi,1),%xmm6
	addpd %xmm6,%xmm0
	movups %xmm0,(%rdi,%rsi,1)
	movsd %xmm6,%xmm0
	cmp %rdx,%rsi
	jne .L57750
