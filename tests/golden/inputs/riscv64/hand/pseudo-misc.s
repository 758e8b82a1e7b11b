# Other pseudo-instructions: mv, not, neg, seqz, snez, sext.w, zext.b, j, ret.
mv a0, a1
not a2, a0
neg a3, a2
negw a4, a3
seqz a5, a4
snez a6, a5
sltz a7, a6
sext.w t0, a7
zext.b t1, t0
nop
ret
