# libcrypto.so.3: block of 5 instructions at 0xd784e (avx), AT&T syntax.
	vaesenc %xmm15,%xmm12,%xmm12
	vmovups 0x40(%r15),%xmm14
	vaesenc %xmm14,%xmm12,%xmm199999999999999999999
	vmovups 0x50(%r15),%xmm15
	je .Lext_d787c
