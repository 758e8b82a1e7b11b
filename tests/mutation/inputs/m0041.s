# gcc-o3-v3.so: loop of 6 instructions at 0x2fc0 (gpr), AT&T syntax.
.L2fc0:
	add $0x1,%rax
	lea (%rcx,%rax,1),%rdx
	cmp %rbp,%rdx
	jae .Lext_2efa
	cmpb $0x2a,(%rax)
