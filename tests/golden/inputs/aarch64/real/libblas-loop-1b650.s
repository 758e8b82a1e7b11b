// libblas: loop of 38 instructions at 0x1b650 (neon), llvm-objdump -d of libblas.so.3.11.0
.Lloop:
cmp	w10, #0x0
b.le	.Ltgt
movi	v5.2s, #0x0
add	x0, x11, x2
fmov	s6, s5
nop
add	x1, x3, x0
ldp	s2, s0, [x0]
add	x0, x0, #0x8
ldr	s3, [x1, x4]
ldr	s4, [x1, x5]
fnmul	s1, s0, s3
fnmul	s0, s0, s4
fmadd	s1, s2, s4, s1
fnmsub	s0, s3, s2, s0
fadd	s5, s5, s1
fadd	s6, s6, s0
cmp	x0, x2
b.ne	.Ltgt
fmul	s1, s5, s7
fmul	s0, s6, s7
fcmp	s16, #0.0
fnmsub	s1, s6, s8, s1
fmadd	s0, s5, s8, s0
b.eq	.Ltgt
ldp	s4, s5, [x7, #0x8]
fmul	s3, s4, s7
fmul	s2, s5, s7
fmadd	s3, s16, s5, s3
fnmsub	s2, s16, s4, s2
fadd	s0, s0, s3
fadd	s1, s1, s2
stp	s1, s0, [x7, #0x8]
add	x7, x7, #0x8
sub	x3, x3, x24
add	x2, x2, x24
cmp	x7, x8
b.ne	.Lloop
