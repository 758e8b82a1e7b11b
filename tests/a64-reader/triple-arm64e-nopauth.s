// args: mca-sim -mtriple=arm64e -mcpu=generic
// the triple enables no pauth: the CPU decides
	pacia	x0, x1
