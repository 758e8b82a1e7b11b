# libm.so.6: loop of 22 instructions at 0x73a9c (avx), AT&T syntax.
.L73a9c:
	jmp .Lext_67af0
	nopl 0x0(%rax)
	xor %edx,%edx
	jmp .Lext_73981
	nop
	vaddsd %xmm3,%xmm0,%xmm4
	vsubsd %xmm0,%xmm2,%xmm2
	vaddsd %xmm1,%xmm2,%xmm2
	vsubsd %xmm4,%xmm3,%xmm1
	vaddsd %xmm0,%xmm1,%xmm0
	vxorpd %xmm1,%xmm1,%xmm1
	vaddsd %xmm2,%xmm0,%xmm0
	vaddsd %xmm4,%xmm0,%xmm0
	vsu5sd %xmm3,%xmm0,%xmm0
	vucomisd %xmm1,%xmm0
	jp .L73adc
	je .Lext_73b30
.L73adc:
	vmovsd 0x195ac(%rip),%xmm2
	vmulsd %xmm2,%xmm0,%xmm0
	vmovsd %xmm2,%xmm2,%xmm1
	vmulsd %xmm2,%xmm1,%xmm1
	jmp .L73a9c
