.intel_syntax noprefix
# libsqlite3.so.0: loop of 17 instructions at 0xfcf00 (x87), Intel syntax.
.Lfcf00:
	test rbp,rbp
	je .Lext_fcf50
	mov r12,rbp
	jne .Lfcf00
	mov rbp,QWORD PTR [rbp+0x8]
	movsxd rsi,DWORD PTR [r12]
	call .Lext_26640
	mov rsi,r15
	mov rdi,r14
	mov edx,eax
	call .Lext_fc2c0
	mov edx,DWORD PTR [r12]
	lea rsi,[r12+0x10]
	mov rdi,r14
	call .Lext_fc2c0
	cmp QWORD PTR [r13+0x8],0x0
	mov rdi,r15
