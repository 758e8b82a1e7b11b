// EL1 context save/restore as an OS kernel writes it: named system
// registers read and written (any case), an implementation-defined
// register in the generic form.
	mrs	x9, sp_el0
	mrs	x10, tpidr_el1
	mrs	x11, ELR_EL1
	mrs	x12, SPSR_EL1
	stp	x9, x10, [x0]
	stp	x11, x12, [x0, #16]
	mrs	x13, ESR_EL1
	mrs	x14, FAR_EL1
	mrs	x15, TTBR0_EL1
	mrs	x16, CONTEXTIDR_EL1
	stp	x13, x14, [x0, #32]
	stp	x15, x16, [x0, #48]
	ldp	x9, x10, [x1]
	ldp	x11, x12, [x1, #16]
	msr	sp_el0, x9
	msr	tpidr_el1, x10
	msr	elr_el1, x11
	msr	spsr_el1, x12
	ldp	x15, x16, [x1, #48]
	msr	TTBR0_EL1, x15
	msr	CONTEXTIDR_EL1, x16
	isb
	mrs	x2, CNTVCT_EL0
	mrs	x3, MIDR_EL1
	mrs	x4, ID_AA64ISAR0_EL1
	mrs	x5, S3_0_C15_C2_0
	msr	S3_1_C15_C2_0, x5
	msr	CNTV_CTL_EL0, x6
	mrs	x7, MDSCR_EL1
	msr	VBAR_EL1, x8
	dsb	ish
