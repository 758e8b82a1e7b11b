// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2
// Where a general register's second source is due, LLVM's matcher gets furthest in the bitmask-immediate forms (and, orr, eor, ands, tst, bic, bics, orn, eon and mov's orr alias): their words, at that operand; mov's element move without its index; real numbers where no form takes one
mov x0, v0.b
mov x0, v0.h
mov x0, v0.s
mov x0, v0.d
mov x0, v0.8b
mov x0, v0.16b
mov x0, v0.4h
mov x0, v0.8h
mov x0, v0.2s
mov x0, v0.4s
mov x0, v0.1d
mov x0, v0.2d
mov x0, v0
mov x0, q0
mov x0, d0
mov x0, s0
mov x0, h0
mov x0, b0
mov x0, z0.b
mov x0, z0.q
mov x0, z0
mov x0, p0
mov x0, p0.b
mov x0, p0/m
mov x0, pn8
mov x0, za
mov x0, zt0
mov x0, w1
mov x0, x1
mov x0, sp
mov x0, wsp
mov x0, xzr
mov x0, wzr
mov x0, #1.5
mov x0, v0.d[1]
mov x0, v0.s[1]
mov x0, {v0.16b}
mov w0, v0.b
mov w0, v0.h
mov w0, v0.s
mov w0, v0.d
mov w0, v0.8b
mov w0, v0.16b
mov w0, v0.4h
mov w0, v0.8h
mov w0, v0.2s
mov w0, v0.4s
mov w0, v0.1d
mov w0, v0.2d
mov w0, v0
mov w0, q0
mov w0, d0
mov w0, s0
mov w0, h0
mov w0, b0
mov w0, z0.b
mov w0, z0.q
mov w0, z0
mov w0, p0
mov w0, p0.b
mov w0, p0/m
mov w0, pn8
mov w0, za
mov w0, zt0
mov w0, w1
mov w0, x1
mov w0, sp
mov w0, wsp
mov w0, xzr
mov w0, wzr
mov w0, #1.5
mov w0, v0.d[1]
mov w0, v0.s[1]
mov w0, {v0.16b}
mov sp, v0.b
mov sp, v0.h
mov sp, v0.s
mov sp, v0.d
mov sp, v0.8b
mov sp, v0.16b
mov sp, v0.4h
mov sp, v0.8h
mov sp, v0.2s
mov sp, v0.4s
mov sp, v0.1d
mov sp, v0.2d
mov sp, v0
mov sp, q0
mov sp, d0
mov sp, s0
mov sp, h0
mov sp, b0
mov sp, z0.b
mov sp, z0.q
mov sp, z0
mov sp, p0
mov sp, p0.b
mov sp, p0/m
mov sp, pn8
mov sp, za
mov sp, zt0
mov sp, w1
mov sp, x1
mov sp, sp
mov sp, wsp
mov sp, xzr
mov sp, wzr
mov sp, #1.5
mov sp, v0.d[1]
mov sp, v0.s[1]
mov sp, {v0.16b}
mov wsp, v0.b
mov wsp, v0.h
mov wsp, v0.s
mov wsp, v0.d
mov wsp, v0.8b
mov wsp, v0.16b
mov wsp, v0.4h
mov wsp, v0.8h
mov wsp, v0.2s
mov wsp, v0.4s
mov wsp, v0.1d
mov wsp, v0.2d
mov wsp, v0
mov wsp, q0
mov wsp, d0
mov wsp, s0
mov wsp, h0
mov wsp, b0
mov wsp, z0.b
mov wsp, z0.q
mov wsp, z0
mov wsp, p0
mov wsp, p0.b
mov wsp, p0/m
mov wsp, pn8
mov wsp, za
mov wsp, zt0
mov wsp, w1
mov wsp, x1
mov wsp, sp
mov wsp, wsp
mov wsp, xzr
mov wsp, wzr
mov wsp, #1.5
mov wsp, v0.d[1]
mov wsp, v0.s[1]
mov wsp, {v0.16b}
and x0, x1, v0.s
and w0, w1, v0.s
and x0, x1, v0.2d
and w0, w1, v0.2d
and x0, x1, q0
and w0, w1, q0
and x0, x1, z0.b
and w0, w1, z0.b
and x0, x1, p0
and w0, w1, p0
and x0, x1, w1
and w0, w1, w1
and x0, x1, x1
and w0, w1, x1
and x0, x1, sp
and w0, w1, sp
and x0, x1, v0
and w0, w1, v0
and x0, x1, v0.d[1]
and w0, w1, v0.d[1]
and x0, x1, #1.5
and w0, w1, #1.5
orr x0, x1, v0.s
orr w0, w1, v0.s
orr x0, x1, v0.2d
orr w0, w1, v0.2d
orr x0, x1, q0
orr w0, w1, q0
orr x0, x1, z0.b
orr w0, w1, z0.b
orr x0, x1, p0
orr w0, w1, p0
orr x0, x1, w1
orr w0, w1, w1
orr x0, x1, x1
orr w0, w1, x1
orr x0, x1, sp
orr w0, w1, sp
orr x0, x1, v0
orr w0, w1, v0
orr x0, x1, v0.d[1]
orr w0, w1, v0.d[1]
orr x0, x1, #1.5
orr w0, w1, #1.5
eor x0, x1, v0.s
eor w0, w1, v0.s
eor x0, x1, v0.2d
eor w0, w1, v0.2d
eor x0, x1, q0
eor w0, w1, q0
eor x0, x1, z0.b
eor w0, w1, z0.b
eor x0, x1, p0
eor w0, w1, p0
eor x0, x1, w1
eor w0, w1, w1
eor x0, x1, x1
eor w0, w1, x1
eor x0, x1, sp
eor w0, w1, sp
eor x0, x1, v0
eor w0, w1, v0
eor x0, x1, v0.d[1]
eor w0, w1, v0.d[1]
eor x0, x1, #1.5
eor w0, w1, #1.5
ands x0, x1, v0.s
ands w0, w1, v0.s
ands x0, x1, v0.2d
ands w0, w1, v0.2d
ands x0, x1, q0
ands w0, w1, q0
ands x0, x1, z0.b
ands w0, w1, z0.b
ands x0, x1, p0
ands w0, w1, p0
ands x0, x1, w1
ands w0, w1, w1
ands x0, x1, x1
ands w0, w1, x1
ands x0, x1, sp
ands w0, w1, sp
ands x0, x1, v0
ands w0, w1, v0
ands x0, x1, v0.d[1]
ands w0, w1, v0.d[1]
ands x0, x1, #1.5
ands w0, w1, #1.5
bic x0, x1, v0.s
bic w0, w1, v0.s
bic x0, x1, v0.2d
bic w0, w1, v0.2d
bic x0, x1, q0
bic w0, w1, q0
bic x0, x1, z0.b
bic w0, w1, z0.b
bic x0, x1, p0
bic w0, w1, p0
bic x0, x1, w1
bic w0, w1, w1
bic x0, x1, x1
bic w0, w1, x1
bic x0, x1, sp
bic w0, w1, sp
bic x0, x1, v0
bic w0, w1, v0
bic x0, x1, v0.d[1]
bic w0, w1, v0.d[1]
bic x0, x1, #1.5
bic w0, w1, #1.5
tst x0, v0.s
tst w0, v0.s
tst x0, v0.2d
tst w0, v0.2d
tst x0, q0
tst w0, q0
tst x0, z0.b
tst w0, z0.b
tst x0, p0
tst w0, p0
tst x0, w1
tst w0, w1
tst x0, x1
tst w0, x1
tst x0, sp
tst w0, sp
tst x0, v0
tst w0, v0
tst x0, v0.d[1]
tst w0, v0.d[1]
tst x0, #1.5
tst w0, #1.5
mov X0, za
mov LR, zt0
bics x0, x1, w2
orn x0, x1, w2
eon x0, x1, q2
mvn x0, w2
mvn x0, q2
and sp, x1, x2
and sp, x1, w2
ands sp, x1, x2
orr x0, sp, x2
and x0, x1, w2, lsl #2
and x0, x1, q2, lsl #2
tst sp, x1
tst x0, w1, lsl #3
bic sp, x1, x2
orn sp, x1, w2
mov wsp, #1.0
mov x0, #1e3
mov x0, #1.5, lsl #16
movz x0, #1.5
movk x0, #1.5
add x0, x1, #1.5
mov x0, v0.d[1], x1
mov x0, sp, x1
mov x0, q0, x1
mov sp, q0, lsl #1
mov x0, x1, lsl #1
mov x0, w1, lsl #1
and x0, x1, #3, lsl #1
bics x0, x1, #3
orn x0, x1, #3
mvn x0, #3
mov x0, v0.d
mov x0, v0
mov w0, v0.s
mov w0, v0
mov x0, v0.d // c
mov w0, v0.s ; nop
mov   x0,   v0.d   
mov x0, V0.D
mov x1, v0.d
mov x30, v0.d
mov fp, v0.d
mov w1, v0.s
mov wzr, v0.s
mov x0, v0.b
mov sp, foo
mov wsp, #foo
mov sp, :lo12:foo
mov x0, ZA
mov x0, za.d
mov x0, zt0[0]
mov x0, za0.d
mov x0, za1h.s[w12, 0]
movz x0, 1.5
movk w0, # 2.5, lsl #16
movn x0, #1.5, lsl #3
and x0, x1, 1.5
movz sp, #1.5
movz x0, #-1.5
mov x0, 1.5
mov x0, #1.0e-5
bic x0, x1, #0
bic x0, x1, #-1
bic x0, x1, #foo
bic x0, x1, #1, lsl #2
mov x0, #1, lsl #16
mov x0, #1.5e300
add x0, x1, #0x1.0p2
