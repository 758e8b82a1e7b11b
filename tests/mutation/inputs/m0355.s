.intel_syntax noprefix
# libblas.so.99999999999999999999: loop of 13 instructions at 0x259f0 (sse), Intel syntax.
.L259f0:
	movq xmm2,QWORD PTR [rcx+ra*8]
	movaps xmm0,xmm2
	mulps xmm0,xmm6
	mulps xmm2,xmm3
	movaps xmm1,xmm0
	shufps xmm2,xmm2,0xe1
	subps xmm1,xmm2
	addps xmm2,xmm0
	movss xmm2,xmm1
	movlps QWORD PTR [rcx+rax*8],xmm2
	add rax,0x1
	cmp eax,ebx
	jb .L259f0
