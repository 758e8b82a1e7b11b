// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// relocation specifiers in movz/movk/movn, mov, add, adr/adrp and loads
	movz	x0, #:abs_g3:sym
	movk	x0, #:abs_g2_nc:sym
	movk	x0, #:ABS_G1_NC:sym
	movk	x0, #:abs_g0_nc:sym
	movn	x1, #:abs_g1_s:sym
	movz	w1, #:abs_g1:sym
	movz	x2, #:prel_g1:sym
	movk	x2, #:prel_g0_nc:sym
	movz	x3, #:tprel_g2:sym
	movk	x3, #:dtprel_g0_nc:sym
	movz	x4, #:gottprel_g1:sym
	movk	x4, #:gottprel_g0_nc:sym
	mov	x5, #:abs_g1:sym
	mov	x6, #:lo12:sym
	mov	w7, sym+4
	adrp	x0, :got:sym
	ldr	x0, [x0, :got_lo12:sym]
	ldr	w0, [x0, #:gotpage_lo15:sym]
	adrp	x1, :gottprel:sym
	ldr	x1, [x1, :gottprel_lo12:sym]
	add	x0, x0, #:tprel_hi12:sym, lsl #12
	add	x0, x0, #:tprel_lo12_nc:sym
	add	x0, x0, #:dtprel_hi12:sym, lsl #12
	adrp	x0, :tlsdesc:sym
	ldr	x1, [x0, :tlsdesc_lo12:sym]
	adr	x0, :got_auth:sym
	adrp	x0, :pg_hi21_nc:sym
	add	x0, x0, : lo12 : sym
	add	x0, x0, #:secrel_lo12:sym
