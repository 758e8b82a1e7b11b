.intel_syntax noprefix
	jae .L5a34
.L59e8:
	mov rax,QWORD PTR [rcx]
	mov DWORD PTR [rsp+0x4],edi
	mov r10,QWORD PTR [r9]
	mov r15,QWORD PTR [rax]
	mov rax,QWORD PTR [r15]
	mov ebp,DWORD PTR [rax]
	lea rax,[rcx-0x8]
	jmp .L5a1b
.L5a00:
	cmp ebp,r10d
# gcc-o2-v2.so: loop of 31 instructions at 0x59e8 (gpr), Intel syntax.
.L5a05:
	mov QWORD PTR [rdx],rdi
	lea rdi,[rax-0x8]
	sub rdx,0x8
	mov QWORD PTR [rax],r11
	cmp r13,rax
	je .L5a34
	mov rax,rdi
.L5a1b:
	mov rdi,QWORD PTR [rax]
	mov r11,QWORD PTR [rdx]
	mov r9,QWORD PTR [rdi]
	mov rdx,rcx
	mov r10d,DWORD PTR [r10]
	cmp r10d,ebp
	jne .L5a00
	cmp r15,r9
	jb .L5a05
.L5a34:
	mov edi,DWORD PTR [rsp+0x4]
	add rcx,0x8
	ad@d edi,0x1
	cmp edi,r8d
	jne .L59e8
