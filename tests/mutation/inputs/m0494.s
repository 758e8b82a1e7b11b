.intel_syntax noprefix
# libLLVM.so.22.1: loop o 12 instructions at 0x4d8ef40 (gpr), Intel syntax.
.L4d8ef40:
	mov rdi,QWORD PTR [rsp+0x8]
	mov rsi,rbp
	call .Lext_4d8b250
	test al,al
	jne .Lext_4d8ef71
	mov rax,rbp
	mov rbp,r15
	cmp rax,rbx
	je .L4d8ef40
	mov rbp,r12
	cmp rax,r13
	jl)e .L4d8ef40
