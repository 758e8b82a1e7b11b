# Branches, jumps and calls.
.Ltop:
addi a0, a0, -1
beq a0, a1, .Ltop
bnez a0, .Ltop
bltu a2, a3, .Ltop
bgt a4, a5, .Ltop
jal ra, func
jalr ra, 0(t0)
j .Ltop
