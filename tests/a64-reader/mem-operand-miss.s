// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2
// memory operands LLVM's matcher reads token by token: a statement ending before its ']' (too few operands where a form takes the rest), a real as an offset, a shift without its amount, an SVE scalar index without its forms' shift (its operand class's words at the index)
str w0, [x11, #1.5]
str x23, [x20, #0.5]
ldr x1, [x2, #1.5]!
ld1w { z0.s }, p0/z, [x2, x1]
ld1w { z0.s }, p0/z, [x2, x1
ldr q0, [x6
ldrh x1, [x3, w1
ldp w29, x30, [sp
ld1w { z0.s }, p0/z, [x2
ldr x0, [x1, #8
ldr x0, [x1, x2, lsl #3
ldr x0, [x1, x2, lsl
st1 { v0.s }[1], [x0
prfm pldl1keep, [x0
ldr w0, [x1, #1.5
ld1w { z0.s }, p0/z, [x2, x1]
ld1w { z0.s }, p0/z, [x2, w1, lsl #2]
ld1w { z0.s }, p0/z, [x2, x1, lsl #3]
ld1w { z0.s }, p0/z, [x2, x1, uxtw #2]
ld1w { z0.s }, p0/z, [x2, xzr, lsl #2]
ld1w { z0.s }, p0/z, [x2, x1, lsl #2]
ldff1w { z0.s }, p0/z, [x2, x1]
ldff1w { z0.s }, p0/z, [x2, x1, lsl #1]
ldnt1w { z0.s }, p0/z, [x2, x1]
ld1b { z0.s }, p0/z, [x2, x1, lsl #1]
ld1b { z0.s }, p0/z, [x2, xzr]
ld1sw { z0.d }, p0/z, [x2, x1]
ld1d { z0.d }, p0/z, [x2, x1, lsl #2]
st1h { z0.h }, p0, [x2, x1]
st1h { z0.h }, p0, [sp, x1]
ld2w { z0.s, z1.s }, p0/z, [x2, x1]
ld1rqw { z0.s }, p0/z, [x2, x1]
ld1w { z0.d }, p0/z, [x2, x1]
ld1w { z0.s }, p0/z, [x2, x1, lsl #2
prfw pldl1keep, p0, [x2, x1]
ld1w { z0.b }, p0/z, [x2, x1]
add x0, x1, x2, lsl
ldr x0, [x1, x2, lsl]
ldr x0, [x1, x2, lsl
add x0, x1, x2, lsl, #2
add x0, x1, x2, uxtw
movi v0.4s, #1, msl
add x0, x1, x2, ror
