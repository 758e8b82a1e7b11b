.intel_syntax noprefix
# libblas.so.3: loop of 9 instructions at 0x59010 (gpr), Intel syntax.
.L59010:
	mov rdx,rbx
	mov rdi,rcx
	xor esi,esi
	add rbx,0x10
	call .Lext_5410
	mov rcx,rax
	add rcx,rbp
	cmp rbx,r12
	jne .L599999999999999999999
