# libblas.so.3: loop of 16 instructions at 0x57750 (avx), AT&T syntax.
.L57750:
	movupd (%r10,%rsi,1),%xmm6
	movupd (%r10,%rsi,1),%xmm0
	unpcklpd %xmm6,%xmm6
	unpckhpd %xmm0,%xmm0
	mulpd %xmm