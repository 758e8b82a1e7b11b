# libLLVM.so.22.1: loop of 25 instructions at 0x4d859f0 (gpr), AT&T syntax.
.L4d859f0:
	lea (%rax,%r12,4),%rsi
	mov %rb