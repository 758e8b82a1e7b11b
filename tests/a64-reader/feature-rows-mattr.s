// args: mca-static -mtriple=aarch64 -mcpu=neoverse-v2 -mattr=+tracev8.4,+sve2p1 -instruction-tables
// the same opcodes with their features
	tsb csync
	whilelo pn8.b, x0, x1, vlx2
	whilege pn9.h, x2, x3, vlx4
	whilehs pn10.s, x0, x1, vlx2
	whilelt pn15.d, x4, x5, vlx4
