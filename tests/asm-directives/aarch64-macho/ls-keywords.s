	dmb	ish
	dsb	sy
	isb
	mrs	x0, TPIDR_EL0
	msr	FPCR, x1
	prfm	pldl1keep, [x0]
	prfm	pstl2strm, Lpref
	csel	x0, x1, x2, lt
	ccmp	x0, x1, #4, ne
	cset	w3, hs
	fcsel	d0, d1, d2, le
	cinc	x4, x5, mi
	b.gt	Lgt
	cbz	x0, LBB0_3
	tbnz	w1, #3, LBB0_9
	bti	c
	dc	civac, x0
	ic	iallu
	tlbi	vmalle1
	hint	#34
	adrp	x8, Lcpi@PAGE
	ldr	d0, [x8, Lcpi@PAGEOFF]
	b	Lexit
	bl	_memcpy
