// System registers that need a feature: ZCR_EL1 (SVE) read and written
// by name, SVCR (SME) and ZCR_EL1 written in the generic form: without
// the feature LLVM neither reads the names nor prints them.
	mrs	x0, ZCR_EL1
	orr	x0, x0, #0xf
	msr	ZCR_EL1, x0
	mrs	x1, S3_3_C4_C2_2
	mrs	x2, S3_0_C1_C2_0
	msr	S3_0_C1_C2_0, x2
