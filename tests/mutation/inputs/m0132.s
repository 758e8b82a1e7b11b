.intel_syntax noprefix
# libcrypto.so.3: loop of 34 instructions at 0x268160 (avx512), Intel syntax.
.L268160:
	vmovdqu32 xmm18,XMMWORD PTR [rsi]
	lea rsi,[rsi+0x10]
	vpermd ymm18,ymm19,ymm18
	vpsrlvq ymm18,ymm18,ymm20
	vpandql ymm18,ymm18,ymm22
	vporq ymm18,ymm18,ymm21
	vpaddq ymm16,ymm16,ymm18
	vpermq ymm0{k7}{z},ymm16,0x0
	vpermq ymm1{k7}{z},ymm16,0x55
	vpermq ymm2{k7}{z},ymm16,0xaa
	vpxord ymm16,ymm16,ymm16
	vpxord ymm17,ymm17,ymm17
	vpmadd52luq ymm16,ymm0,ymm3
	vpmadd52huq ymm17,ymm0,ymm3
	vpmadd52luq ymm16,ymm1,ymm4
	vpsrlvq ymm18,ymm16,ymm23
	vpmadd52luq ymm16,ymm2,ymm5
	vpmadd52huq ymm17,ymm2,ymm5
	vpsrlvq ymm18,ymm16,ymm23
	vpsllvq ymm17,ymm17,ymm24
	vpandq ymm16,ymm16,ymm22
	vpaddq ymm17,ymm17,ymm18
	vpermq ymm17,ymm17,0x93
	vpaddq ymm16,ymm16,ymm17
	vpmadd52huq ymm17,ymm1,ymm4
	vpandq ymm16,ymm16,ymm22
	vpermq ymm18,ymm18,0x93
	vpaddq ymm16,ymm16,ymm18
	vpermq ymm18{k1}{z},ymm16,0x93
	vpaddq ymm10,ymm16,ymm18
	vpsllq ymm18,ymm18,0x2
	vpaddq ymm16,ymm16,ymm18
	dec rax
	jne .L268160
