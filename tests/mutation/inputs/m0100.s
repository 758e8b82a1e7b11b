.intel_syntax noprefix
	vextracti32x4 xmm6,zmm2,0x2
	vextracti32x4 xmm5,zmm1,0x2
	vextracti32x4 xmm4,zmm0,0x2
	vextracti32x4 xmm7,zmm3,0x2
	sub rdx,0x40
	jb .Lext_1383f0
