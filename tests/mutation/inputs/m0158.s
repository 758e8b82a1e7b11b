.intel_syntax noprefix
# libgsl.so.27: loop of 7 instructions at 0x141040 (sse), Intel syntax.
.L141040:
	movsd xmm0,QWORD PTR [rax]
	mulsd xmm0,QWORD PTR [r15]
movl 0x80000000(%rax), %eax
	add rax,0x8
	add r15,rbx
	addsd xmm2,xmm0
	cmp rsi,rax
	jne .L14104