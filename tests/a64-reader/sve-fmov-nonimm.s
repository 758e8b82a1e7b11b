// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables -skip-unsupported-instructions=parse-failure
// SVE fmov/fcpy/fdup of a non-immediate: the immediate operand's own message at the operand
fmov z0.s, p0/m, z1.s
fmov z0.s, p0/m, z1
fmov z0.s, p0/m, w0
fmov z0.s, p0/m, #1
fmov z0.s, p0/m, foo
fmov z0.d, p0/m, z1.d
fcpy z0.s, p0/m, z1.s
fmov z0.s, p0/z, #1.0
fmov z0.s, z1.s
fmov z0.h, p0/m, s1
fmov z0.s, p0/m, #0.5
