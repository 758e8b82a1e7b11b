addi a0, a1, (1+2
