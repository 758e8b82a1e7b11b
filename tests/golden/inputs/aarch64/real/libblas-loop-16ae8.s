// libblas: loop of 35 instructions at 0x16ae8 (neon), llvm-objdump -d of libblas.so.3.11.0
.Lloop:
movi	v6.2s, #0x0
cbz	w19, .Ltgt
fmov	s5, s6
add	x0, x5, x2
mov	x1, x9
nop
ldp	s4, s3, [x1]
add	x1, x1, x3
ldp	s2, s0, [x0, #0x8]
add	x0, x0, #0x8
fmul	s1, s0, s4
fnmul	s0, s3, s0
fnmsub	s0, s2, s4, s0
fmsub	s1, s3, s2, s1
fadd	s5, s5, s0
fadd	s6, s6, s1
cmp	x0, x2
b.ne	.Ltgt
fmul	s0, s5, s9
fmul	s5, s8, s5
fmadd	s0, s6, s8, s0
fmsub	s5, s6, s9, s5
cbnz	w8, .Ltgt
ldp	s3, s4, [x4, #0x8]
fmul	s2, s11, s3
fmul	s1, s11, s4
fmadd	s2, s10, s4, s2
fnmsub	s1, s10, s3, s1
fadd	s0, s0, s2
fadd	s5, s5, s1
stp	s5, s0, [x4, #0x8]
add	x4, x4, #0x8
add	x2, x2, x7
cmp	x4, x6
b.ne	.Lloop
