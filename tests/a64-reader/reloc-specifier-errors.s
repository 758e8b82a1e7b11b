// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// specifiers LLVM 22 refuses, and where it says so
	movz	x0, #:foo:sym
	movz	x0, #:lo12:sym
	movz	w0, #:abs_g2:sym
	movk	x0, #:got:sym
	movz	x0, #sym
	movz	x0, #:abs_g1:sym, lsl #16
	movn	x0, #:abs_g1_s:sym, lsl #16
	adr	x0, :prel_g0:sym
	adr	x0, :lo12:sym
	adrp	x0, :lo12:sym
	adrp	x0, :got_lo12:sym
	add	x0, x0, :got_lo12:sym
	add	x0, x0, sym
	sub	x0, x0, #:lo12:sym
	cmp	x0, #:lo12:sym
	add	x0, x0, :lo12:sym, lsl #12
