// args: mca-static -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables
// bad pc-relative operands of b.cond, cbz, tbz, ldr and prfm literals: LLVM's label message, located
	b.eq x1
	b.eq v0
	b.eq 3
	b.eq #134217728
	b.eq [x1]
	b.eq #4294967296
	b.ne w3
	b.ne xzr
	b.ne #1048576
	b.ne #-134217728
	b.ne x1, #2
	cbz x0, sp
	cbz x0, #2
	cbz x0, #-1048580
	cbz x0, #1048575
	cbz x0, #4294967296
	cbnz w0, w3
	cbnz w0, xzr
	cbnz w0, #1048576
	cbnz w0, #-134217728
	tbz x0, #1, x1
	tbz x0, #1, v0
	tbz x0, #1, 3
	tbz x0, #1, #-1048576
	tbz x0, #1, #134217728
	tbz x0, #1, [x1]
	tbz x0, #1, x1, #2
	tbnz w0, #3, sp
	tbnz w0, #3, #2
	tbnz w0, #3, #1048576
	tbnz w0, #3, #0x7fffc
	tbnz w0, #3, #1048575
	tbnz w0, #3, #4294967296
	ldr x0, w3
	ldr x0, xzr
	ldr x0, #1048576
	ldr x0, #-134217728
	ldr x0, #4294967296
	ldr w1, w3
	ldr w1, xzr
	ldr w1, #1048576
	ldr w1, #-134217728
	ldr w1, #4294967296
	ldr q0, w3
	ldr q0, xzr
	ldr q0, #1048576
	ldr q0, #-134217728
	ldr q0, #4294967296
	ldrsw x0, w3
	ldrsw x0, xzr
	ldrsw x0, #1048576
	ldrsw x0, #-134217728
	ldrsw x0, #4294967296
	prfm pldl1keep, w3
	prfm pldl1keep, xzr
	prfm pldl1keep, #1048576
	prfm pldl1keep, #-134217728
	prfm pldl1keep, #4294967296
	b w3
	b xzr
	b #134217728
	b x1, #2
	bl sp
	bl #2
	bl #1048575
	bc.eq x1
	bc.eq v0
	bc.eq #4
	bc.eq 3
	bc.eq #-1048576
	bc.eq #134217728
	bc.eq #1048575
	bc.eq #foo
	bc.eq 0x10
	bc.eq (8)
	bc.eq #4294967296
	tbz w0, #32, foo
	tbz x0, x1, foo
	b.eq
	b.eq w3
	b.eq sp
	b.eq xzr
	b.eq #2
	b.eq #1048576
	b.eq #-1048580
	b.eq #-134217728
	b.eq #1048575
	b.eq x1, #2
	tbz x0, #1, w3
	tbz x0, #1, sp
	tbz x0, #1, xzr
	tbz x0, #1, #2
	tbz x0, #1, #1048572
	tbz x0, #1, #1048576
	tbz x0, #1, #-1048580
	tbz x0, #1, #0x7fffc
	tbz x0, #1, #-134217728
	tbz x0, #1, #1048575
	tbz x0, #1, #4294967296
	prfm pldl1keep, x1
	prfm pldl1keep, x1, #2
	bc.eq w3
	bc.eq sp
	bc.eq z0
	bc.eq xzr
	bc.eq 4
	bc.eq #2
	bc.eq #1048572
	bc.eq #1048576
	bc.eq #-1048580
	bc.eq #0x7fffc
	bc.eq #-134217728
	bc.eq #4096
	bc.eq foo
	bc.eq foo+4
	bc.eq [x1]
	bc.eq #0
	bc.eq -4
	bc.eq #-4
	bc.eq x1, #2
	tbz x0, #1
	b.eq foo, foo
