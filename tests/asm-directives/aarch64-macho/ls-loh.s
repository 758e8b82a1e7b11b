	nop
	b.ne	LBB0_2
	adrp	x0, _foo@PAGE
Lloh0:
	ldr	x1, [x0, _foo@PAGEOFF]
	bl	_printf
	.loh AdrpLdr	Lloh0, Lloh1
	cbz	x0, Ltmp3
	fcsel	s0, s1, s0, gt
	csel	w0, w1, w2, eq
