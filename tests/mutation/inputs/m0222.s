# libm.so.6: loop of 24 instructions at 0x6fbbc (avx), AT&T syntax.
.L6fbbc:
	vaddsd 0x1d534(%rip),%xmm1,%xmm1
	vsubsd %xmm2,%xmm1,%xmm1
	vmovq 0x146e0(%rip),%xmm2
	vsubsd %xmm5,%xmm1,%xmm1
	vaddsd %xmm4,%xmm1,%xmm1
	vandnpd %xmm1,%xmm2,%xmm1
	vandpd %xmm0,%xmm2,%xmm2
	vorpd %xmm2,%xmm1,%xmm0
	jmp .Lext_6f94a
	nopl 0x0(%rax)
	vldmxcsr 0x4(%rsp)
	mov $0x80000000,%edx
	jmp .Lext_6f8e2
	vstmxcsr 0x4(%rsp)
	mov 0x4(%rsp),%edx
	and $0x9f,%dh
	or %edx,%eax
	mov %eax,0x4(%rsp)
	vldmxcsr 0x4(%rsp)
	jmp .Lext_6f952
	xchg %ax,%ax
	vaddsd %xmm4,%xmm3,%xmm3
	vsubsd %xmm3,%xmm1,%xmm1
	jmp .L6fbbc
