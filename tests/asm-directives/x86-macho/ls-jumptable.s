# clang's jump tables: .set L..., LBB - LJTI with blocks outside the snippet.
	leaq	LJTI1_0(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	jmpq	*%rax
	.p2align	2, 0x90
	.data_region jt32
L1_0_set_3 = LBB1_3-LJTI1_0
L1_0_set_2 = LBB1_2-LJTI1_0
L1_0_set_4 = LBB1_4-LJTI1_0
LJTI1_0:
	.long	L1_0_set_3
	.long	L1_0_set_2
	.long	L1_0_set_4
	.end_data_region
