.intel_syntax noprefix
# libstdc++.so.6: loop of 35 instructions at 0xb72f6 (gpr), Intel syntax.
.Lb72f6:
	mov rdi,QWORD PTR [rbp-0x1d0]
	cmp rdi,rbx
	je .Lb7307
	call .Lext_9a000
.Lb7307:
	mov rbx,r15
.Lb730a:
	mov rdi,QWORD PTR [rbp-0x200]
	call .Lext_9be20
	mov rdi,rbx
	call .Lext_9cc50
	mov rdi,r15
	call .Lext_9ba50
	jmp .Lb730a
	endbr64
	mov r15,rax
	jmp .Lb733a
	endbr64
	mov rbx,rax
	jmp .Lb735f
.Lb733a:
	mov rdi,rbx
	mov rbx,r15
	call .Lext_99430
	mov rax,QWORD PTR [r13-0x18]
	mov rdx,QWORD PTR [rbp-0x208]
	mov QWORD PTR [rbp-0x1b0],r13
	mov QWORD PTR [rbp+rax*1-0x1b0],rdx
.Lb735f:
	mov rax,QWORD PTR [rip+0x15c092]
	mov rdi,r12
	add rax,0x10
	mov QWORD PTR [rbp-0x140],rax
	call .Lext_9bd10
	call .Lext_9cc50
	endbr64
	mov r15,rax
	jmp .Lb72f6
