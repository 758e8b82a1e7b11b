# libm.so.6: loop of 40 instructions at 0x6e50a (avx), AT&T syntax.
.L6e50a:
	vcomisd %xmm5,%xmm4
	ja .L6e516
	vcomisd %xmm5,%xmm0
	jbe .L6e51e
.L6e516:
	vmulsd %xmm3,%xmm4,%xmm4
	vmulsd %xmm3,%xmm0,%xmm0
.L6e51e:
	vcomisd %xmm0,%xmm4
	jbe .Lext_6e6a0
	vdivsd %xmm4,%xmm0,%xmm5
	vmovsd %xmm4,%xmm4,%xmm6
	vmulsd %xmm5,%xmm4,%xmm3
	vfmsub132sd %xmm5,%xmm3,%xmm6
	vsubsd %xmm3,%xmm0,%xmm3
	vsubsd %xmm6,%xmm3,%xmm3
	vxorpd %xmm6,%xmm6,%xmm6
	vcomisd %xmm6,%xmm1
	vdivsd %xmm4,%xmm3,%xmm3
	vmulsd %xmm5,%xmm5,%xmm4
	vmovsd 0x220bd(%rip),%xmm0
	vcomisd %xmm5,%xmm0
	jbe .Lext_6e915
	jbe .Lext_6e778
	vmovsd 0x220af(%rip),%xmm1
	vfmadd213sd 0x4acfe(%rip),%xmm4,%xmm1
	vfmadd213sd 0x220ad(%rip),%xmm4,%xmm1
	vfmadd213sd 0x4acf4(%rip),%xmm4,%xmm1
	vfmadd213sd 0x220ab(%rip),%xmm4,%xmm1
	vfmadd213sd 0x4acea(%rip),%xmm4,%xmm1
	vmulsd %xmm4,%xmm5,%xmm0
	vfmadd132sd %xmm1,%xmm3,%xmm0
	vmovq 0x15d01(%rip),%xmm1
	vaddsd %xmm0,%xmm5,%xmm0
	vandnpd %xmm0,%xmm1,%xmm0
	vandpd %xmm2,%xmm1,%xmm1
	vorpd %xmm1,%xmm0,%xmm0
	jmp .Lext_6e4bf
	nopl 0x0(%rax)
	vcomisd %xmm0,%xmm3
	ja .Lext_6e502
	jmp .L6e50a

m %edx