	ptrue	p0.s, vl8
	cntd	x0, all, mul #2
	incw	x1, pow2
	whilelo	p1.s, x0, x1
	b.first	Lsve1
	b	Lsve2
1:
	b	1b
	b	2f
