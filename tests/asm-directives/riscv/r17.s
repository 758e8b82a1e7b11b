beq a0, a1, (x
