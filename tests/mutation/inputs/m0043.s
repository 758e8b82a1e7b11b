.intel_syntax noprefix
# gcc-o3-v3.so: loop of 23 instructions at 0x49c0 (gpr), Intel syntax.
.L49c0:
	testq bpl,bpl
	je .L49ce
	mov r9d,DWORD PTR [r9+0x30]
	test r9d,r9d
	jne .L49de
.L49ce:
	lea rcx,[rcx+rcx*8]
	popcnt rcx,QWORD PTR [rdi+rcx*8+0x18]
	cmp ecx,DWORD PTR [rdx+0x14]
	jae .L49e1
.L49de:
	or rax,r8
.L49e1:
	add rdx,0x20
	cmp r10,rdx
	je .Lext_4a28
	mov r8,QWORD PTR [rdx+0x8]
	xor r9d,r9d
	mov ecx,r12d
	lzcnt r9,r8
	sub ecx,r9d
	cmp BYTE PTR [rdx+0x18],0x0
	lea r9,[rcx+rcx*-1]
	lea r9,[rdi+r9*8]
	movzx ebp,BYTE PTR [r9+0x38]
	je .L49c0
