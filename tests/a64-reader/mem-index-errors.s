// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables -skip-unsupported-instructions=parse-failure
// a register no register offset form takes (z, p, v, q, s, sp), in ldr/str/ldur/prfm/ldp/ldxr: LLVM's error at the index
ldr x0, [x0, z0]
ldr x0, [x0, z0.d]
ldr x0, [x0, p0]
ldr x0, [x0, foo]
ldr x0, [x0, v0]
ldr x0, [x0, q0]
ld1d {z0.d}, p0/z, [x0, z0]
str x0, [x0, z0]
ldrb w0, [x0, z0]
ldr x0, [x0, sp]
ldr x0, [x0, wsp]
ldr x0, [x0, v0.d]
ldr x0, [x0, z0, lsl #3]
ldr x0, [x0, d0, lsl #3]
ldr x0, [x0, z0.d, lsl #3]
prfm pldl1keep, [x0, z0]
ldr q0, [x0, v0]
ldrsw x0, [x0, s0]
ldp x0, x1, [x0, z0]
ldr x0, [x0, z0]!
ldur x0, [x0, z0]
ldur x0, [x0, x1]
ldp x0, x1, [x0, x2]
ldp x0, x1, [x0, z0]
ldr x0, [x0, x1]!
ldr x0, [x0, x1], #8
ldr x0, [x0, z0], #8
stp x0, x1, [x0, sp]
ldxr x0, [x0, z0]
ldar x0, [x0, x1]
ldr x0, [x0, x1]!  // c
ldr x0, [x0, x1] !
str w0, [x1, w2, uxtw]!
ldr x0, [x0, x1], x2
