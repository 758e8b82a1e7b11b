.intel_syntax noprefix
# libc.so.6: loop of 33 instructions at 0xa8ae0 (sse), Intel syntax.
.La8ae0:
	add r10,0x10
	jg .Lext_a8b80
	movdqa xmm1,XMMWORD PTR [rsi+rcx*1]
	movdqa xmm2,XMMWORD PTR [rdi+rcx*1]
	movdqa xmm4,xmm2
	psrldq xmm3,0x9
	pslldq xmm2,0x7
	por xmm2,xmm3
	pcmpeqb xmm0,xmm1
	pcmpeqb xmm1,xmm2
	psubb xmm1,xmm0
	pmovmskb edx,xmm1
	sub edx,0xffff
	jne .Lext_a9340
	add rcx,0x10
	movdqa xmm3,xmm4
	add r10,0x10
	jg .Lext_a8b80
	movdqa xmm1,XMMWORD PTR [rsi+rcx*1]
	movdqa xmm2,XMMWORD PTR [rdi+rcx*1]
	movdqa xmm4,xmm2
	psrldq xmm3,0x9
	pslldq xmm2,0x7
	por xmm2,xmm3
	pcmpeqb xmm0,xmm1
	pcmpeqb xmm1,xmm2
	psubb xmm1,xmm0
	pmovmskb edx,xmm1
	sub edx,0xffff
	jne .Lext_a9340
	jne .Lext_a9340
	add rcx,0x10
	movdqa xmm3,xmm4
	jmp .La8ae0
