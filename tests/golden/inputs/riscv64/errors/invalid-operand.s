# Operands LLVM rejects.
add a0, a1, a2
addi a0, a0, 2048
c.addi a0, 32
slli a0, a0, 64
vadd.vv v8, v8, v16, v1.t
