# gcc-o3-v3.so: loop of 14 instructions at 0x5727 (gpr), AT&T syntax.
.L5727:
	add $0x1,%ebp
	cmp %edi,%ebp
	jae .Lext_57a8
	mov 0x8(%r14),%rcx
	mov %eb