addi a0, a1, (4
