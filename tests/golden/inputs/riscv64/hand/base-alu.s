# Integer ALU, immediate and register forms, 32-bit W forms.
add a0, a1, a2
addi a3, a0, 100
addw a4, a3, a0
sub t0, t1, t2
slli a5, a4, 3
srai a6, a5, 2
and t3, a6, a0
xori t4, t3, -1
sltu a7, t4, a1
lui s2, 0x12345
auipc s3, 0
subw s4, s2, s3
