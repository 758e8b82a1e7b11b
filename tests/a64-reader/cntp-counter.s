// args: mca-static -mtriple=aarch64 -mcpu=cortex-a55 -instruction-tables
// cntp with a predicate-as-counter (sme2 or sve2p1; its errors without them)
	cntp x0, pn0.b, vlx2
	cntp x3, pn15.d, vlx4
	cntp w0, pn8.b, vlx2
	cntp x0, pn8.q, vlx2
	cntp x0, pn8, vlx2
	cntp x0, pn8.b, vlx3
	cntp x0, pn8.b
	CNTP X0, PN8.H, VLX4
	cntp xzr, pn8.s, vlx2
	cntp sp, pn8.s, vlx2
	cntp x0, p1, p2.b
	cntp x0, pn8.b, vlx2, x1
