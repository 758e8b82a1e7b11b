// args: mca-static -mtriple=aarch64 -mcpu=cortex-a55 -instruction-tables
// opcodes the feature table had no row for: tsb (tracev8.4), the predicate-as-counter whiles (sme2 or sve2p1)
	tsb csync
	whilelo pn8.b, x0, x1, vlx2
	whilege pn9.h, x2, x3, vlx4
	whilehs pn10.s, x0, x1, vlx2
	whilelt pn15.d, x4, x5, vlx4
	tsbb csync
	whilelox pn8.b, x0, x1, vlx2
