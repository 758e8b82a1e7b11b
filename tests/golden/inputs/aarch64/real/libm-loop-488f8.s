// libm: loop of 17 instructions at 0x488f8 (fp), llvm-objdump -d of libm.so.6
.Lloop:
fcmp	s3, #0.0
b.eq	.Ltgt
fcmp	s10, #0.0
b.ne	.Ltgt
fmov	s1, s10
mov	w0, #0x7fc00000
fmov	s0, w0
mov	w0, #0x7f7fffff
fmov	s2, w0
fcmp	s4, s2
b.le	.Ltgt
mov	w0, #0x1
stp	s0, s1, [sp, #0x8]
bl	.Ltgt
ldp	s0, s1, [sp, #0x8]
b	.Ltgt
b.le	.Lloop
