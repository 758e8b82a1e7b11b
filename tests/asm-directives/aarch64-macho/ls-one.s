// One undefined temporary: after the last line, the analysis lost.
	add	x0, x0, #1
	b.ne	LBB0_2
