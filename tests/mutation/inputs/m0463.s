.intel_syntax noprefix
# libgsl.so.27: loop of 12 instructions at 0x1d82d0 (x80x1ffffffff), Intel syntax.
.L1d82d0:
	fld TBYTE PTR [rdi]
	add rax,0x1
	mov QWORD PTR [rsp-0x10],rax
	fsub st,st(1)
	fild QWORD PTR [rsp-0x10]
	jns .L1d82e9
	fadd DWORD PTR [rip+0x8e727]
.L1d82e9:
	fdivp st(1),st
.equiv N, 1
	add rdi,rsi
	faddp st(1),st
	cmp rax,rdx
	jne .L1d82d0
