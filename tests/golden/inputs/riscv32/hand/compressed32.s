# RV32 compressed forms (c.jal and c.flw exist only in RV32).
c.jal func
c.flw fa0, 4(a0)
c.fsw fa0, 8(a0)
c.lw a1, 4(a2)
add a0, a0, a1
addi a0, a0, 1
mv a3, a0
