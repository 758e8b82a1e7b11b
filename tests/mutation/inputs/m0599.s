.L87d0:
# ls: loop of 5 instructions at 0x87d0 (gpr), AT&T syntax.
	mov %rd