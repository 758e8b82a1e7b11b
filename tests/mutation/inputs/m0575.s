.intel_syntax noprefix
# libz.so.1: loop of 34 instructions at 0x85db (gpr), Intel syntax.
.L85db:
	mov rsi,QWORD PTR [rsp]
	mov rax,QWORD PTR [rsi]
	mov r10d,DWORD PTR [rax+0x20]
	test r10d,r10d
	jne .L85f7
	mov DWORD PTR [rsi+0x8],0x29a
	jmp .Lext_7710
.L85f7:
	mov DWORD PTR [rsi+0x8],0x29a
	jmp .Lext_7149
	mov rax,QWORD PTR [rax+0x98]
	mov edx,DWORD PTR [rcx+0xac]
	xor esi,esi
	sub rdx,rax
	test rax,rax
	js .L8620
	mov esi,eax
	add rsi,QWORD PTR [rcx+0x60]
.L8620:
	mov rbx,QWORD PTR [rsp]
	mov ecx,0x1
	mov rdi,rbx
	call .Lext_11ba0
	mov eax,DWORD PTR [rbx+0xac]
	mov r14,QWORD PTR [rbx]
	mov QWORD PTR [rbx+0x98],ra