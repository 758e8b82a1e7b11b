.intel_syntax noprefix
# libcrypto.so.3: loop of 20 instructions at 0x2c0f20 (gpr), Intel syntax.
.L2c0f20:
	cmp QWORD PTR [r15],0x0
	