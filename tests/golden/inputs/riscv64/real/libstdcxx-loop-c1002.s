# libstdcxx: loop of 32 instructions at 0xc1002 (fp), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
flw	fa5, 0x0(s0)
fcvt.d.lu	fa0, a2
fcvt.d.lu	fa4, s1
fcvt.d.s	fa5, fa5
fdiv.d	fa0, fa0, fa5
fle.d	a5, fa4, fa0
beqz	a5, .Ltgt
jal	.Ltgt
auipc	a5, 0x95
fld	fa5, -0x1d0(a5)
fadd.d	fa0, fa0, fa5
slli	a5, s1, 0x1
fcvt.lu.d	a1, fa0, rtz
bltu	a1, a5, .Ltgt
mv	a0, s0
jal	.Ltgt
mv	a1, a0
li	a5, 0x1
ld	ra, 0x28(sp)
ld	s0, 0x20(sp)
sb	a5, 0x0(sp)
ld	a0, 0x0(sp)
ld	s1, 0x18(sp)
addi	sp, sp, 0x30
ret
fmul.d	fa0, fa5, fa4
jal	.Ltgt
fcvt.lu.d	a5, fa0, rtz
sd	a5, 0x8(s0)
j	.Ltgt
li	a5, 0xb
bgeu	a2, a5, .Lloop
