# libgmp.so.10: loop of 5 instructions at 0x14d10 (gpr), AT&T syntax.
.L14d10:
	mov