// args: mca-static -mtriple=aarch64 -mcpu=cortex-x925 -mattr=+sme2 -skip-unsupported-instructions=lack-sched -instruction-tables
// cntp with a predicate-as-counter, taken
	cntp x0, pn0.b, vlx2
	cntp x3, pn15.d, vlx4
	CNTP X0, PN8.H, VLX4
	cntp xzr, pn8.s, vlx2
	cntp x0, p1, p2.b
