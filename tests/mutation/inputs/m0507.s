.intel_syntax noprefix
# libm.so.6: loop of 6 instructions at 0x1ed00 (x87), Intel syntax.
.L1ed00:
	fld TBYTE PTR [rax]
	mov rdx,rax
	sub rax,0x10
	faddp st(1),st
	faddp st(1),st
	jne .L1ed00
