.intel_syntax noprefix
.L141040:
	movsd xmm0,QWORD PTR [rax]
	add rax,0x8
	add r15,rbx
	addsd xmm2,xmm0
	cmp rsi,rax
	jne .L14104f0
