# RV32 integer ALU and loads/stores.
add a0, a1, a2
addi a3, a0, -1
slli a4, a3, 31
srai a5, a4, 3
lw a6, 0(a5)
sw a6, 4(a5)
lui a7, 0x80000
sltiu t0, a7, 1
