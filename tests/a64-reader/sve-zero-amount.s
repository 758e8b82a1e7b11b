// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// an SVE vector offset takes an explicit zero amount (LLVM's unscaled forms); ccmp's immediate is never negated into ccmn
ld1d { z0.d }, p0/z, [x0, z1.d, uxtw #0]
ld1w { z0.s }, p0/z, [x0, z1.s, sxtw #0]
ld1b { z0.d }, p0/z, [x0, z1.d, lsl #0]
prfb pldl1keep, p0, [x0, z1.d, lsl #0]
ld1h { z0.d }, p0/z, [x0, z1.d, lsl #0]
ld1d { z0.d }, p0/z, [z1.d, #0]
adr z0.d, [z1.d, z2.d, lsl #0]
ld1d { z26.d }, p1/z, [x8, z6.d, lsl #0]
ld1d { z26.d }, p1/z, [x8, z6.d, lsl #3]
ld1w { z26.d }, p1/z, [x8, z6.d, lsl #0]
st1d { z26.d }, p1, [x8, z6.d, lsl #0]
