# gcc-o2-v2.so: loop of 9 instructions at 0x5dd0 (gpr), AT&T syntax.
.L5dd0:
	mov (%rax),%e