# libm.so.6: loop of 24 instructions at 0x7563a (avx), AT&T syntax.
.=L7563a:
	vaddsd 0x17ab6(%rip),%xmm1,%xmm1
	vsubsd %xmm2,%xmm1,%xmm1
	vmovq 0xec62(%rip),%xmm2
	vsubsd %xmm5,%xmm1,%xmm1
	vaddsd %xmm4,%xmm1,%xmm1
	vandnpd %xmm1,%xmm2,%xmm1
	vandpd %xmm0,%xmm2,%xmm2
	vorpd %xmm2,%xmm1,%xmm0
	jmp .Lext_753ba
	nopw 0x0(%rax,%rax,1)
	vldmxcsr 0x4(%rsp)
	mov $0x1,%edx
	jmp .Lext_75352
	vstmxcsr 0x4(%rsp)
	mov 0x4(%rsp),%edx
	and $0x9f,%dh
	or %edx,%eax
	mov %eax,0x4(%rsp)
	vldmxcsr 0x4(%rsp)
	jmp .Lext_753c2
	xchg %ax,%ax
	vaddsd %xmm4,%xmm3,%xmm3
	vsubsd %xmm3,%xmm1,%xmm1
	jmp .L7563a
