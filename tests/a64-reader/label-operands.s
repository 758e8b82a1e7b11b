// args: mca-static -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables
// pc-relative operands LLVM takes: labels (an SVE/SME register name is one there), encodable offsets
	b.eq z0
	b.eq 4
	b.eq #-1048576
	b.eq #4096
	b.eq foo+4
	b.eq #0
	b.eq (8)
	b.eq #-4
	b.ne #4
	b.ne #1048572
	b.ne #0x7fffc
	b.ne foo
	b.ne #foo
	b.ne 0x10
	b.ne -4
	cbz x0, z0
	cbz x0, 4
	cbz x0, #-1048576
	cbz x0, #4096
	cbz x0, foo+4
	cbz x0, #0
	cbz x0, -4
	cbnz w0, z0
	cbnz w0, 4
	cbnz w0, #-1048576
	cbnz w0, #4096
	cbnz w0, foo+4
	cbnz w0, #0
	cbnz w0, -4
	tbz x0, #1, z0
	tbz x0, #1, 4
	tbz x0, #1, foo
	tbz x0, #1, #foo
	tbz x0, #1, 0x10
	tbz x0, #1, (8)
	tbz x0, #1, #-4
	tbnz w0, #3, #4
	tbnz w0, #3, #4096
	tbnz w0, #3, foo+4
	tbnz w0, #3, #0
	tbnz w0, #3, -4
	ldr x0, z0
	ldr x0, 4
	ldr x0, #-1048576
	ldr x0, #4096
	ldr x0, foo+4
	ldr x0, [x1]
	ldr x0, 0x10
	ldr x0, (8)
	ldr x0, #-4
	ldr w1, #4
	ldr w1, #1048572
	ldr w1, #0x7fffc
	ldr w1, foo
	ldr w1, #foo
	ldr w1, #0
	ldr w1, -4
	ldr q0, z0
	ldr q0, 4
	ldr q0, #-1048576
	ldr q0, #4096
	ldr q0, foo+4
	ldr q0, [x1]
	ldr q0, 0x10
	ldr q0, (8)
	ldr q0, #-4
	ldrsw x0, #4
	ldrsw x0, #1048572
	ldrsw x0, #0x7fffc
	ldrsw x0, foo
	ldrsw x0, #foo
	ldrsw x0, #0
	ldrsw x0, -4
	prfm pldl1keep, z0
	prfm pldl1keep, 4
	prfm pldl1keep, #-1048576
	prfm pldl1keep, #4096
	prfm pldl1keep, foo+4
	prfm pldl1keep, [x1]
	prfm pldl1keep, 0x10
	prfm pldl1keep, (8)
	prfm pldl1keep, #-4
	b #4
	b #1048572
	b #-1048576
	b #0x7fffc
	b #4096
	b foo+4
	b #0
	b (8)
	b #-4
	tbz w0, #31, foo
