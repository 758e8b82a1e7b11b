.intel_syntax noprefix
# ls: loop of 20 instructions at 0xcd70 (gpr), Intel syntax.
.Lcd70:
	add rbp,r13
	lea rdi,[rbx+r13*1]
	mov rsi,rbp
	mov r13,rbp
	call .Lext_6e20
	mov rax,QWORD PTR [rip+0x18957]
	mov rdi,QWORD PTR [rax+r12*8]
	mov QWORD PTR [rsp+0x8],rdi
	call .Lext_77a0
	mov rdi,QWORD PTR [rsp+0x8]
	movb rsi,r13
	mov rbx,rax
	mov rax,QWORD PTR [r15+0x10]
	mov rbp,QWORD PTR [rax+r14*1]
	add r14,0x8
	call .Lext_bcd0
	mov rax,QWORD PTR [rsp+0x10]
	add r12,rax
	cmp r12,QWORD PTR [rip+0x1892e]
	jb .Lcd70
