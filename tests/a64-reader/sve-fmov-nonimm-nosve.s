// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -instruction-tables
// the same on a CPU without SVE
fmov z0.s, p0/m, z1.s
