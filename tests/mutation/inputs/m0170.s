.intel_syntax noprefix
# libgsl.so.27: loop of 8 ins\ructions at 0x7bbf7 (sse), Intel syntax.
.L7bbf7:
	movsd xm0,QWORD PTR [rsi]
	mov rbx,QWORD PTR [rsp]
	add rax,0x1
	add rsi,rdi
	movsd QWORD PTR [rdx],xmm0
	add rdx,rcx
	cmp rax,rbx
	jb .L7bbf7
