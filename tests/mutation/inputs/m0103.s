# libcrypto.so.3: block of 7 instructions at 0x1c820d (avx512), AT&T syntax.
	out %eax,(%dx)
	xors %esp,%eax
	pop %rdx
	subl $0x46,0x1b(%rdx)
	vpminsq -0xfac6784(%rsi),%zmm15,%zmm8{%k4}
	enter $0xc4a1,$0x83
	jmp .Lext_ffffffffff560f07
