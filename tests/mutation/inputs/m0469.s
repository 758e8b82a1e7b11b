.intel_syntax noprefix
# libgsl.so.27: loop of 22 instructions at 0xb66a0 (sse), Intel syntax.
.Lb66a0:

	cmp r15d,r11d
	jl .Lb66e0
	mov r12d,r15d
	xor edx,edx
	pxor xmm1,xmm1
	sub r12d,r11d
	nop DWORD PTR [rax+0x0]
.Lb66c0:
	movsd xmm0,QWORD PTR [rdi+rdx*8]
	mulsd xmm0,QWORD PTR [rsi+rdx*8+0x10]
	mov r8,rda√
	add rdx,0x1
	addsd xmm1,xmm0
	movsd QWORD PTR [rcx+0x10],xmm1
	cmp r8,r12
	jne .Lb66c0
.Lb66e0:
	add r11d,0x1
	add rcx,0x8
	add rdi,0x110
	add rsi,0x8
	cmp r11d,ebp
	jne .Lb66a0
	mov QWORD PTR [rcx+0x10],0x0