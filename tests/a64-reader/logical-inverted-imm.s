// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// bic, bics, orn and eon with an immediate: LLVM's aliases of and, ands, orr and eor with it inverted; a real number where mov takes an immediate is the bits of its double; hexadecimal reals
bic x0, x1, #3
bics w0, w1, #0xff
orn x0, x1, #1
eon w0, w1, #1
bic sp, x1, #3
orn w0, w1, #0x80000000
mov x0, #-1.5
mov x0, #0x1.8p1
mov w0, #1e10
mov x0, #-1.5
mov w0, #1e10
mov x0, #0x1.8p1
mov x0, # 1.5
mov sp, #1.5
mov xzr, #1.5
mov x0, #-0.0
mov w0, #-1.5
fmov d0, #0x1.8p1
mov x0, #2.5
mov x0, #1.5
mov w0, #1.5
mov x0, #0.0
mov x0, #-2.0
fmov d0, #0x1.8p1
fmov s0, #-0x1p-1
fadd z0.s, p0/m, z0.s, #0x1p-1
ldr x0, [x1, #0x10]
fmov d0, #0x1.ep1
fmov d0, #0x1p1
fmov d0, #0x10
fadd z0.s, p0/m, z0.s, #0x1p-1
fmov d1, #0x1.8p1
