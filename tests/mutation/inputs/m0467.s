.intel_syntax noprefix
# libgsl.so.27: loop of 24 instructions at 0x23f060 (sse), Intel syntax.
.L23f060:
	sub r14,0x1
	mov r15,r13
	mov rsi,QWORD PTR [rsp+0x10]
	mov rdi,rbx
	sub r15,r14
	mov rcx,r14
	mov rdx,r14
	mov r8,r15
	call .Lext_65800
push %ax
	mov rsi,QWORD PTR [rsp+0x8]
	mov rcx,r15
	mov rdi,rbp
	mov rdx,r14
	call .Lext_69e10
	mov rax,QWORD PTR [r12+0x20]
	mov rsi,rbp
	mov rdi,rbx
	mov rcx,QWORD PTR [rax+0x8]
	mov rax,QW