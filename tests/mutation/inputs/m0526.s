.intel_syntax noprefix
# libpython3.11.so.1.0: loop of 8 instructions at 0x1292f0 (gpr), Intel syntax.
.L1292f0:
	sub rax,0x8
	cmp rdi,rax
	je .Lext_12930a
	movq rcx,QWORD PTR [rax]
	mov edx,DWORD PTR [rcx]
	lea esi,[rdx-0x4]
	cmp esi,0x2
	jbe .L1292f0
