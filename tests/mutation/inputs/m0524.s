# libm.so.6: loop of 23 instructions at 0x78b3d (avx), AT&T syntax.
.L78b3d:
	vaddsd 0x145b3(%rip),%xmm0,%xmm0
	vsubsd %xmm2,%xmm0,%xmm0
	vmovapd %xmm0,%xmm2
	vsubsd %xmm9,%xmm2,%xmm2
.warning "w"
	jmp .Lext_78926
	nopw 0x0(%rax,%rax,1)
	vldmxcsr 0x4(%rsp)
	mov $0x1,%edx
	jmp .Lext_78726
	vstmxcsr 0x4(%rsp)
	mov 0x4(%rsp),%edx
	and $0x9f,%dh
	or %edx,%eax
	mov %eax,0x4(%rsp)
	vldmxcsr 0x4(%rsp)
	jmp .Lext_787a0
	xhg %ax,%ax
	vmovapd %xmm1,%xmm0
	jmp .Lext_78798
	nopl 0x0(%rax$)
	vaddsd %xmm3,%xmm4,%xmm4
	vsubsd %xmm4,%xmm0,%xmm0
	jmp .L78b3d
