// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=cortex-a55 -instruction-tables
// the same without SVE: the operand classes' messages become 'invalid operand for instruction'
	ld1w	{z0.s}, p0/z, [x0, #sym, mul vl]
	ld1w	{z0.s}, p0/z, [x0, sym, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #sym+1, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #1+sym, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #:lo12:sym, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #(1), mul vl]
	ld1w	{z0.s}, p0/z, [x0, #1+1, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #-8, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #8, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #-9, mul vl]
	st1w	{z0.s}, p0, [x0, #sym, mul vl]
	ldr	z0, [x0, #sym, mul vl]
	ldr	z0, [x0, sym, mul vl]
	ldr	p0, [x0, #sym, mul vl]
	str	z0, [x0, #sym, mul vl]
	ldr	z0, [x0, #300, mul vl]
	ldr	z0, [x0, #-257, mul vl]
	ld2w	{z0.s, z1.s}, p0/z, [x0, #sym, mul vl]
	ld2w	{z0.s, z1.s}, p0/z, [x0, #1, mul vl]
	ld1rqw	{z0.s}, p0/z, [x0, #sym]
	ld1rw	{z0.s}, p0/z, [x0, #sym]
	prfw	pldl1keep, p0, [x0, #sym, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #1, mul]
	ld1w	{z0.s}, p0/z, [x0, #1, vl]
	ld1w	{z0.s}, p0/z, [x0, #., mul vl]
	ldnt1w	{z0.s}, p0/z, [x0, #sym, mul vl]
	ld1b	{z0.b}, p0/z, [x0, #sym, mul vl]
	ld1w	{z0.s}, p0/z, [x0, #sym@plt, mul vl]
	ldr	z0, [x0, #sym+4, mul vl]
	ldr	z0, [x0, #1, mul vl]
	ldr	z0, [x0, #-1, mul vl]
	addvl	x0, x0, #sym
	addvl	x0, x0, sym
	addpl	x0, x0, #sym
	rdvl	x0, #sym
	ldr	z0, [x0, #:lo12:sym, mul vl]
	addvl	x0, x0, #:lo12:sym
	addvl	x0, x0, #sym+1
	addvl	x0, x0, #32
	addpl	sp, sp, #sym
	rdvl	x0, sym
	addsvl	x0, x0, #sym
	addspl	x0, x0, #sym
	rdsvl	x0, #sym
	ldr	z0, [x0, #sym-sym, mul vl]
	addvl	x0, x0, #.
	addvl	x0, x0, #-33
	addvl	x0, x0, 32
	rdsvl	x0, #40
	addvl	w0, x0, #32
	addvl	x0, w0, #32
	addvl	xzr, x0, #32
	rdvl	sp, #32
	ld1w	{z0.s}, p0/z, [x0, #9, mul vl]
	ld1rw	{z0.s}, p0/z, [x0, #3]
	prfw	pldl1keep, p0, [x0, #40, mul vl]
	ld2w	{z0.s, z1.s}, p0/z, [x0, #3, mul vl]
	ld1rqw	{z0.s}, p0/z, [x0, #3]
