.intel_syntax noprefix
# libm.so.6: loop of 39 instructions at 0x759ea (avx), Intel syntax.
.L759ea:
	vcomisd xmm4,xmm5
	ja .L759f6
	vcomisd xmm0,xmm5
	jbe .L759fe
.L759f6:
	vmulsd xmm4,xmm4,xmm3
	vmulsd xmm0,xmm0,xmm3
.L759fe:
	vcomisd xmm4,xmm0
	jbe .Lext_75b80
	vdivsd xmm5,xmm0,xmm4
	vmulsd xmm3,xmm4,xmm5
	vfmsubsd xmm6,xmm4,xmm5,xmm3
	vsubsd xmm3,xmm0,xmm3
	vsubsd xmm3,xmm3,xmm6
	vxorpd xmm6,xmm6,xmm6
	vcomisd xmm1,xmm6
	vdivsd xmm3,xmm3,xmm4
	jbe .Lext_75c58
	vmovsdq xmm0,QWORD PTR [rip+0x1abe0]
	vcomisd xmm0,xmm5
	jbe .Lext_75df5
	vmulsd xmm4,xmm5,xmm5
	vmovsd xmm7,QWORD PTR [rip+0x1abd2]
	vfmaddsd xmm1,xmm4,xmm7,QWORD PTR [rip+0x43820]
	vfmaddsd xmm1,xmm1,xmm4,QWORD PTR [rip+0x1abce]
	vfmaddsd xmm1,xmm1,xmm4,QWORD PTR [rip+0x43814]
	vfmaddsd xmm1,xmm1,xmm4,QWORD PTR [rip+0x1abca]
	vfmaddsd xmm1,xmm1,xmm4,QWORD PTR [rip+0x43808]
	vmulsd xmm0,xmm5,xmm4
	vfmaddsd xmm0,xmm0,xmm1,xmm3
	vmovq xmm1,QWORD PTR [rip+0xe81e]
	vaddsd xmm0,xmm5,xmm0
	vandnpd xmm0,xmm1,xmm0
	vandpd xmm1,xmm1,xmm2
	vorpd xmm0,xmm0,xmm1
	jmp .Lext_7599f
	nop WORD PTR [rax+rax*1+0x0]
	vcomisd xmm3,xmm0
	ja .Lext_759e2
	jmp .L759ea
