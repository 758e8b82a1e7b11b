.intel_syntax noprefix
# libpython3.11.so.1.0: loop of 6 instructions at 0x1b91f0 (gpr), Intel syntax.
.L1b91f0:
	add rax,0x1
	add rdx,0xffffffffffffffffff

	je .Lext_1b926e
	cmp QWORD PTR [rdx+0x8],0x0
	je .L1b91f0
	cmp rsi,rax