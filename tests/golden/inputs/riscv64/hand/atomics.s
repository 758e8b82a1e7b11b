# LR/SC retry loop and AMOs with acquire/release bits.
.Lretry:
lr.w.aq a0, (a1)
addi a2, a0, 1
sc.w.rl a3, a2, (a1)
bnez a3, .Lretry
amoadd.d.aqrl a4, a5, (a6)
amoswap.w a7, t0, (t1)
amomaxu.d t2, t3, (t4)
